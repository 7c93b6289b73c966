import { HttpError } from '../http-error';

/** The browser sends X-Store-Id on every call, empty (or "null") before a store is chosen. */
export function storeIdHeader(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'null' || text === 'undefined') return undefined;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new HttpError(400, 'Header "X-Store-Id" must be a store id (a positive whole number).');
  return Number(text);
}
