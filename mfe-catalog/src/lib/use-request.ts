import { startTransition, useCallback, useEffect, useState } from 'react';
import { takeEarlyAnswer } from './early-answers';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

/** A shown answer remembers what it is about (useRequest's `subject`). */
type ShownState<T> = RequestState<T> & { subject?: string };

/**
 * Runs `load` whenever `deps` change (or on `retry`), and keeps only the newest answer: an older
 * request still in flight is aborted, so a slow answer for the previous store never wins.
 * An answer is shown in a transition: a page of products is rendered in slices that let the
 * browser handle input between them, instead of one long task on a slow phone (issue #11's TBT).
 * With `earlyKey`, the first load takes the answer the screen's prefetch step asked for under that
 * key (lib/early-answers), when there is one; a retry always asks again.
 * With `subject` (what is asked for, without the language it is asked in), a new request about the
 * same subject keeps the answer shown, instead of going back to loading, until the new one is in:
 * the screen stays mounted, and what the customer chose in it stays.
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  earlyKey?: string,
  subject?: string,
): { state: RequestState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ShownState<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState((shown) => (subject !== undefined && shown.status === 'ready' && shown.subject === subject ? shown : { status: 'loading' }));
    const earlyAnswer = earlyKey !== undefined && attempt === 0 ? takeEarlyAnswer<T>(earlyKey) : undefined;
    (earlyAnswer ?? load(controller.signal)).then(
      (data) => !controller.signal.aborted && startTransition(() => setState({ status: 'ready', data, subject })),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `deps` say when its inputs really change.
  }, [...deps, earlyKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
