import { Price } from 'shared-contracts/ui/Price';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import type { AccountOrder } from '../api/order-calls';

/**
 * The order's costs besides its lines (packaging, free products, delivery, voucher, bonus points,
 * a group's extra) that are not zero, as the server stored them: the card adds up to its total without the browser
 * pricing anything again.
 */
export function OrderCostRows({ order }: { order: AccountOrder }) {
  const { t } = useAccountTexts();
  const rows: [string, number][] = [
    [t('orders.costs.packaging_fee'), order.packaging_fee],
    [t('orders.costs.free_products'), -order.free_products_discount],
    [t('orders.costs.delivery_fee'), order.delivery_fee],
    [t('orders.costs.voucher', { code: order.voucher_code ?? '' }), -order.voucher_value],
    [t('orders.costs.points'), -order.loyalty_points],
    [t('orders.costs.group_extra'), order.group_extra ?? 0],
  ];
  return (
    <>
      {rows
        .filter(([, amount]) => amount !== 0)
        .map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" colSpan={2}>
              {label}
            </th>
            <td>
              <Price value={amount} />
            </td>
          </tr>
        ))}
    </>
  );
}
