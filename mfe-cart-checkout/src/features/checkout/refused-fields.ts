import type { CheckoutError, CheckoutErrors, CheckoutField } from './checkout-errors';

/**
 * The fields a refused order marked. The form's own refusals are kept as fields, not as texts: each
 * is said as the form is now (WCAG 3.3.1), so a switch to delivery words the location confirmation
 * for the address, a new language says it in that language, and a field put right is no longer
 * marked. The server's refusals come as texts in the order's language and stay until the next try.
 */
export type RefusedFields =
  | { by: 'form'; fields: CheckoutField[] }
  | { by: 'server'; messages: Partial<Record<CheckoutField, string>> };

export const NOTHING_REFUSED: RefusedFields = { by: 'form', fields: [] };

/** What each refused field says now, from what is wrong with the form now (checkoutErrors). */
export function refusalTexts(
  refused: RefusedFields,
  now: CheckoutErrors,
  text: (error: CheckoutError) => string,
): Partial<Record<CheckoutField, string>> {
  if (refused.by === 'server') return refused.messages;
  const shown: Partial<Record<CheckoutField, string>> = {};
  for (const field of refused.fields) {
    const error = now[field];
    if (error) shown[field] = text(error);
  }
  return shown;
}
