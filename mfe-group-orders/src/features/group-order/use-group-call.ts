import { useCallback, useState } from 'react';
import { GroupOrderRefusal } from './api/group-order-calls';

/**
 * Runs group-order calls one at a time for a screen: a refusal's HTML message goes to the red
 * notice on top (spec §8); any other failure is already told by the API client's error catalogue.
 * After any failure the screen reads the group order again (`readAgain`): a refusal means the
 * screen was behind (someone confirmed while the live updates were cut), and a lost answer may
 * have been carried out (spec §8, 524), so the status and buttons shown must come from the server.
 */
export function useGroupCall(readAgain: () => Promise<void>) {
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = useCallback(async (name: string, work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(name);
    setRefusal(null);
    try {
      await work();
      return true;
    } catch (error) {
      if (error instanceof GroupOrderRefusal) {
        setRefusal(error.html);
      }
      await readAgain();
      return false;
    } finally {
      setBusy(null);
    }
  }, [readAgain]);

  return { busy, refusal, dismissRefusal: () => setRefusal(null), run };
}
