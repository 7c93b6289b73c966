import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

/**
 * Runs `load` whenever `deps` change (or on `retry`), and keeps only the newest answer: an older
 * request still in flight is aborted. `refresh` loads again but keeps showing the current data
 * until the new answer is in (the places left after a booking), so the page does not blink.
 * A change of `quietDeps` alone (the language: the same event, translated) loads again in the
 * same way, so a form on the page stays mounted with what the customer typed.
 * A refresh or quiet reload that fails keeps the data shown too: the page stays as it was (a
 * booking's confirmation, a half-typed form) rather than being replaced by the error. Only a
 * first load, a load of another thing, or a `retry` the customer asked for shows its error.
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  quietDeps: readonly unknown[] = [],
): { state: RequestState<T>; retry: () => void; refresh: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const keepData = useRef(false);
  const loaded = useRef<{ deps: readonly unknown[]; attempt: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const last = loaded.current;
    const sameThing = last !== null && last.deps.every((value, i) => Object.is(value, deps[i]));
    const quietly = keepData.current || sameThing;
    // A retry (a new attempt not asked for as a refresh) wants its error seen.
    const keepOnFailure = keepData.current || (sameThing && last.attempt === attempt);
    keepData.current = false;
    loaded.current = { deps, attempt };
    setState((previous) => (quietly && previous.status === 'ready' ? previous : { status: 'loading' }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState((previous) => (keepOnFailure && previous.status === 'ready' ? previous : { status: 'error', error })),
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `deps` say when its inputs really change.
  }, [...deps, ...quietDeps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    keepData.current = true;
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry, refresh };
}
