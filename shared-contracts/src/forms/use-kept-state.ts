import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What a customer types into a form, kept for the tab (sessionStorage) until the form is sent: a
 * link followed and Back, or a reload, would otherwise empty a long message, a reservation or a
 * registration. Only text is kept (never a file, never a password), under keys named `form:field`;
 * a form sent forgets its own (forgetKeptForm). Storage refused (a private mode, a full quota): the
 * form works as before.
 */
const PREFIX = 'kept-form:';

/** Where `form:field` is kept: what else a form keeps there (its Idempotency-Key) ends with it. */
export function keptFormStorageKey(key: string): string {
  return PREFIX + key;
}

/** A text, or a form's text fields. */
type Kept = string | object;

/** The kept value where it has the shape of `initial` (a string, or the same fields as strings). */
function readKept<T extends Kept>(key: string, initial: T): T {
  let kept: unknown;
  try {
    const raw = sessionStorage.getItem(keptFormStorageKey(key));
    if (raw === null) return initial;
    kept = JSON.parse(raw);
  } catch {
    return initial;
  }
  if (typeof initial === 'string') return (typeof kept === 'string' ? kept : initial) as T;
  if (typeof kept !== 'object' || kept === null) return initial;
  const merged: Record<string, unknown> = { ...initial };
  for (const field of Object.keys(initial)) {
    const value = (kept as Record<string, unknown>)[field];
    if (typeof value === 'string') merged[field] = value;
  }
  return merged as T;
}

export function useKeptState<T extends Kept>(key: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => readKept(key, initial));
  useEffect(() => {
    try {
      sessionStorage.setItem(keptFormStorageKey(key), JSON.stringify(value));
    } catch {
      // Not kept: the form still works.
    }
  }, [key, value]);
  return [value, setValue];
}

/** The form was sent: what was typed into it is not offered again. */
export function forgetKeptForm(form: string): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(`${PREFIX}${form}:`)) sessionStorage.removeItem(key);
    }
  } catch {
    // Nothing was kept.
  }
}
