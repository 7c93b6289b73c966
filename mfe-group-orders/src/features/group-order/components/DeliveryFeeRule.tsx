import type { GroupOrder } from 'shared-contracts/types/group-order';
import { Price } from 'shared-contracts/ui/Price';
import { useTexts } from '../../../i18n/use-texts';
import { deliveryFeeIsShared } from '../delivery-fee-shared';

/**
 * A delivered group order has one delivery; says who pays its fee: shared in proportion to each
 * one's food (payment type split, shared-contracts shareDeliveryFee), or the organiser (total);
 * when one person pays everything, they pay it with the rest, and no sharing rule is said.
 */
export function DeliveryFeeRule({ order }: { order: GroupOrder }) {
  const { t } = useTexts();
  if (order.delivery_type !== 'delivery') return null;
  return (
    <p className="go-muted">
      {t(!deliveryFeeIsShared(order.payment_mode) ? 'panel.fee_rule.one_payer' : order.group_order_payment_type === 'total' ? 'panel.fee_rule.total' : 'panel.fee_rule.split')} {t('panel.fee_whole')}{' '}
      <span data-testid="group-delivery-fee">
        <Price value={order.delivery_fee} />
      </span>
    </p>
  );
}
