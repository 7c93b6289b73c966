import type { Language, Translated } from 'shared-contracts/types/language';
import type { VoucherHolding } from '../../repositories/loyalty-repository';
import { translate } from '../language';

/**
 * Why a customer may not use a voucher code: it is unknown, expired or not valid yet, or it was given to accounts
 * (spec §5: not transferable; §6: guests are prompted to create an account for vouchers). The
 * checkout shows these as they come, so they are in the customer's language.
 */
const MESSAGES = {
  not_valid: {
    en: 'This voucher code is not valid.',
    es: 'Este código de vale no es válido.',
    lt: 'Šis kupono kodas negalioja.',
    ro: 'Acest cod de voucher nu este valid.',
  },
  expired: {
    en: 'This voucher code has expired.',
    es: 'Este código de vale ha caducado.',
    lt: 'Šio kupono kodo galiojimas baigėsi.',
    ro: 'Acest cod de voucher a expirat.',
  },
  not_yet_valid: {
    en: 'This voucher code is not valid yet.',
    es: 'Este código de vale todavía no es válido.',
    lt: 'Šis kupono kodas dar negalioja.',
    ro: 'Acest cod de voucher nu este încă valid.',
  },
  sign_in: {
    en: 'This voucher belongs to an account: sign in to use it.',
    es: 'Este vale pertenece a una cuenta: inicia sesión para usarlo.',
    lt: 'Šis kuponas priklauso paskyrai: prisijunkite, kad galėtumėte jį panaudoti.',
    ro: 'Acest voucher aparține unui cont: autentifică-te ca să-l folosești.',
  },
  not_yours: {
    en: 'This voucher belongs to another account and cannot be transferred.',
    es: 'Este vale pertenece a otra cuenta y no se puede transferir.',
    lt: 'Šis kuponas priklauso kitai paskyrai ir negali būti perleistas.',
    ro: 'Acest voucher aparține altui cont și nu poate fi transferat.',
  },
  used: {
    en: 'You have already used this voucher on an earlier order.',
    es: 'Ya has usado este vale en un pedido anterior.',
    lt: 'Šį kuponą jau panaudojote ankstesniam užsakymui.',
    ro: 'Ai folosit deja acest voucher la o comandă anterioară.',
  },
} satisfies Record<string, Translated>;

export type VoucherHolderRefusal = keyof typeof MESSAGES;

/** Why the customer (null: a guest) may not use a voucher held as `holding`; null when they may. */
export function voucherHolderRefusal(holding: VoucherHolding, userId: number | null): VoucherHolderRefusal | null {
  if (holding === 'used') return 'used';
  if (holding === 'not_held') return userId === null ? 'sign_in' : 'not_yours';
  return null;
}

export function voucherHolderMessage(refusal: VoucherHolderRefusal, language: Language): string {
  return translate(MESSAGES[refusal], language);
}
