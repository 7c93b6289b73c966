import type { GroupOrderInvitation } from 'shared-contracts/types/group-order';
import { useTexts } from '../../../i18n/use-texts';
import { deliveryFeeIsShared } from '../delivery-fee-shared';

type PaymentBadgesProps = Pick<GroupOrderInvitation, 'payment_mode' | 'group_order_payment_type'>;

/**
 * Who pays (spec §4's payment mode) and, when each pays a share of it, whether the organiser takes
 * the delivery fee: said on the panel, and before joining, where someone without a card to pay
 * their own part learns it before they add their food.
 */
export function PaymentBadges({ payment_mode, group_order_payment_type }: PaymentBadgesProps) {
  const { t } = useTexts();
  return (
    <>
      <span className="go-badge">{t(`panel.mode.${payment_mode}`)}</span>
      {group_order_payment_type === 'total' && deliveryFeeIsShared(payment_mode) && <span className="go-badge">{t('panel.type.total')}</span>}
    </>
  );
}
