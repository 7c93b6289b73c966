import type { CostLines as Lines } from 'shared-contracts/pricing/cost-lines';
import type { Cart } from 'shared-contracts/types/cart';
import { Price } from 'shared-contracts/ui/Price';
import { Deduction } from './Deduction';
import { useCartTexts } from '../../../i18n/use-cart-texts';

/**
 * Spec §3 cost lines, exactly as the shared pricing module computed them (the API stores the same),
 * in an order where each total is the sum of the lines since the one before: the subtotal (spec §9)
 * already holds packaging and the free items, so they come before it, never after.
 */
export function CostLines({ lines, cart }: { lines: Lines; cart: Cart }) {
  const { t } = useCartTexts();
  // Without packaging or free items, total products would only repeat the subtotal.
  const madeUpSubtotal = lines.packagingFee > 0 || lines.freeProductsDiscount > 0;
  const hasBenefits = lines.voucherValue > 0 || cart.loyalty_points > 0;
  const rows: [string, number, boolean][] = [
    [t('checkout.costs.totalProducts'), lines.totalProducts, madeUpSubtotal],
    [t('checkout.costs.packagingFee'), lines.packagingFee, lines.packagingFee > 0],
    [t('checkout.costs.freeProducts'), -lines.freeProductsDiscount, lines.freeProductsDiscount > 0],
    [t('checkout.costs.subtotal'), lines.subtotal, true],
    [t('checkout.costs.voucher', { code: cart.voucher?.code ?? '' }), -lines.voucherValue, lines.voucherValue > 0],
    [t('checkout.costs.points'), -cart.loyalty_points, cart.loyalty_points > 0],
    [t('checkout.costs.totalWithBenefits'), lines.totalWithBenefits, hasBenefits],
    // Spec §9: the total adds the delivery fee and the group extra after the benefits. Without a
    // delivery area (no address yet, or one nobody delivers to) there is no fee to tell: "0 lei"
    // would read as free delivery. A group order's fee may be 0 or shared out, so it stays.
    [t('checkout.costs.deliveryFee'), lines.deliveryFee, cart.delivery_type === 'delivery' && (cart.delivery_area !== null || cart.group_order)],
    // Spec §9 "+ group extra": the organiser's extra on a group order.
    [t('checkout.costs.groupExtra'), cart.group_order_pay_extra, cart.group_order && cart.group_order_pay_extra > 0],
  ];
  return (
    <section className="checkout__section" aria-labelledby="checkout-costs">
      <h3 id="checkout-costs" className="checkout__heading">{t('checkout.costs.title')}</h3>
      <dl className="checkout__costs">
        {rows.filter(([, , shown]) => shown).map(([label, value]) => (
          <div key={label} className="checkout__cost">
            <dt>{label}</dt>
            <dd>{value < 0 ? <Deduction value={value} /> : <Price value={value} />}</dd>
          </div>
        ))}
        <div className="checkout__cost checkout__cost--total">
          <dt>{t('checkout.costs.total')}</dt>
          <dd><Price value={lines.total} /></dd>
        </div>
      </dl>
    </section>
  );
}
