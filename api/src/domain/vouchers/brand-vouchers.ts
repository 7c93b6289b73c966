import type { Language, Translated } from 'shared-contracts/types/language';
import type { WebsiteRow } from '../../repositories/website-repository';
import { translate } from '../language';

const VOUCHERS_OFF = {
  en: 'Vouchers cannot be used in this shop.',
  es: 'En esta tienda no se pueden usar vales.',
  lt: 'Šioje parduotuvėje kuponų naudoti negalima.',
  ro: 'În acest magazin nu se pot folosi vouchere.',
} satisfies Translated;

/**
 * Spec §3 has_vouchers: a brand without vouchers takes no voucher code anywhere (checking one,
 * placing an order, saving a cart), however the request was made. The refusal to send, in the
 * request's language; null when the brand offers vouchers.
 */
export function vouchersOffRefusal(website: Pick<WebsiteRow, 'has_vouchers'>, language: Language): string | null {
  return website.has_vouchers ? null : translate(VOUCHERS_OFF, language);
}
