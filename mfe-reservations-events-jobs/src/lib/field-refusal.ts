import { refusedAsItIs, serverRefusal } from './is-http-error';

/**
 * The API's refusal when it is about one of `fields` (the answer names its field), to be shown on
 * that field rather than above the form; null for any other failure.
 */
export async function fieldRefusal<F extends string>(error: unknown, fields: readonly F[]): Promise<{ field: F; message: string } | null> {
  if (!refusedAsItIs(error)) return null;
  const refusal = await serverRefusal(error);
  const field = fields.find((name) => name === refusal?.field);
  return refusal && field ? { field, message: refusal.message } : null;
}
