import { formatMoney } from 'shared-contracts/pricing/format-money';
import { appliesToProducts, missingForVoucher } from 'shared-contracts/pricing/voucher-minimum';
import type { Cart } from 'shared-contracts/types/cart';
import type { Language, Translated } from 'shared-contracts/types/language';
import type { Voucher } from 'shared-contracts/types/voucher';
import { translate } from '../language';

const BELOW_MINIMUM = {
  en: 'This voucher needs an order of at least {minimum}: add {missing} more to use this voucher.',
  es: 'Este vale requiere un pedido de al menos {minimum}: añade {missing} más para usarlo.',
  lt: 'Šiam kuponui reikia bent {minimum} užsakymo: pridėkite dar {missing}, kad galėtumėte jį panaudoti.',
  ro: 'Acest voucher necesită o comandă de cel puțin {minimum}: adaugă încă {missing} ca să-l folosești.',
} satisfies Translated;

const NOT_FOR_THESE_PRODUCTS = {
  en: 'This voucher does not apply to the products in your cart.',
  es: 'Este vale no se aplica a los productos de tu carrito.',
  lt: 'Šis kuponas netaikomas jūsų krepšelio produktams.',
  ro: 'Acest voucher nu se aplică produselor din coșul tău.',
} satisfies Translated;

/**
 * Why a valid voucher takes nothing off this cart (spec §5): its own minimum is not reached (how
 * much is missing, from the pricing module the checkout uses), or it is for other products. In the
 * customer's language, the amounts written the way that language writes them.
 */
export function voucherFitMessage(voucher: Voucher, cart: Pick<Cart, 'products' | 'delivery_type'>, currency: string, language: Language): string {
  const missing = missingForVoucher(voucher, cart);
  if (missing <= 0 || !appliesToProducts(voucher, cart)) return translate(NOT_FOR_THESE_PRODUCTS, language);
  const money = (amount: number) => formatMoney(amount, currency, undefined, language);
  return translate(BELOW_MINIMUM, language, { minimum: money(voucher.min_order_value), missing: money(missing) });
}
