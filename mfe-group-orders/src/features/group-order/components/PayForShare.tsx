import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { Button } from 'shared-contracts/ui/Button';
import { Price } from 'shared-contracts/ui/Price';
import { useTexts } from '../../../i18n/use-texts';

/** The id of the way to pay a share taken over, which takes the focus from the pay-for button it replaces. */
export const payShareId = (participantId: number) => `go-pay-share-${participantId}`;

/**
 * Issue 7: once a split group order is placed, the organiser may still pay for someone whose share
 * is unpaid; that share is then paid under its own token, on the payments screen.
 */
export function PayForShare({ order, participant, busy, onPayFor }: { order: GroupOrder; participant: Participant; busy: boolean; onPayFor: (participant: Participant) => void }) {
  const { t } = useTexts();
  const taken = order.me.shares_to_pay.find((share) => share.participant_id === participant.id);
  if (taken) {
    return (
      <Link id={payShareId(participant.id)} className="ui-button ui-button--primary go-cta" to={href('integrations.payment', { orderId: taken.token })}>
        {t('success.pay_share_of', { name: participant.name })} <Price value={taken.amount} />
      </Link>
    );
  }
  const payable = order.me.is_admin && !participant.is_admin && order.payment_mode === 'split' && order.order && !order.order.paid && !order.order.cancelled_unpaid && participant.payment === 'pending' && participant.amount_due > 0;
  if (!payable) return null;
  return (
    <Button variant="secondary" busy={busy} onClick={() => onPayFor(participant)}>
      {t('action.pay_for', { name: participant.name })}
    </Button>
  );
}
