import type { Language, Translated } from 'shared-contracts/types/language';
import { HttpError } from '../../http-error';
import { translate } from '../language';

/** A refusal of an order's payment, said in `language` (the request's), as the order's refusals are. */
export function paymentRefusal(status: number, text: Translated, language: Language, params: Record<string, string | number> = {}): HttpError {
  return new HttpError(status, translate(text, language, params));
}
