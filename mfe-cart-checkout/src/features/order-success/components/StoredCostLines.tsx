import type { PlacedOrder } from 'shared-contracts/types/order';
import { Price } from 'shared-contracts/ui/Price';
import { Deduction } from '../../checkout/components/Deduction';
import { useCartTexts } from '../../../i18n/use-cart-texts';

/**
 * Between the products and the total, the amounts the server stored (packaging, free products,
 * delivery fee, voucher, bonus points, a group's extra), so the page adds up to the total it shows.
 */
export function StoredCostLines({ order }: { order: PlacedOrder }) {
  const { t } = useCartTexts();
  const rows: [string, number, boolean][] = [
    [t('checkout.costs.packagingFee'), order.packaging_fee, order.packaging_fee > 0],
    [t('checkout.costs.freeProducts'), -order.free_products_discount, order.free_products_discount > 0],
    [t('checkout.costs.deliveryFee'), order.delivery_fee, order.delivery_type === 'delivery'],
    [t('checkout.costs.voucher', { code: order.voucher_code ?? '' }), -order.voucher_value, order.voucher_value > 0],
    [t('checkout.costs.points'), -order.loyalty_points, order.loyalty_points > 0],
    [t('checkout.costs.groupExtra'), order.group_extra ?? 0, (order.group_extra ?? 0) !== 0],
  ];
  const shown = rows.filter(([, , show]) => show);
  if (shown.length === 0) return null;
  return (
    <dl className="order-success__costs">
      {shown.map(([label, value]) => (
        <div key={label} className="order-success__line">
          <dt>{label}</dt>
          <dd>{value < 0 ? <Deduction value={value} /> : <Price value={value} />}</dd>
        </div>
      ))}
    </dl>
  );
}
