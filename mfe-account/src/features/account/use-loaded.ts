import { useCallback, useEffect, useState } from 'react';

/** Loads once on mount; `reload` fetches again. Failures were already shown by the error catalogue. */
export function useLoaded<T>(load: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    load().then(setData, () => setFailed(true));
  }, [load]);
  useEffect(reload, [reload]);
  return { data, setData, failed, reload };
}
