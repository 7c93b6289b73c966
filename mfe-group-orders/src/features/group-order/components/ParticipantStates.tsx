import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { Price } from 'shared-contracts/ui/Price';
import { useTexts } from '../../../i18n/use-texts';

/** The id of a participant's states, which describe their heading when it is focused after a change. */
export const statesId = (participantId: number) => `go-states-${participantId}`;

/** Spec §4 per-participant states, each in words after what it is about (payment, order). */
export function ParticipantStates({ participant }: { participant: Participant }) {
  const { t } = useTexts();
  return (
    <dl id={statesId(participant.id)} className="go-states" data-testid={`states-${participant.name}`}>
      <div>
        <dt>{t('state.payment_label')}:</dt>
        <dd className="go-badge">{t(`state.${participant.payment}`)}</dd>
      </div>
      <div>
        <dt>{t('state.order_label')}:</dt>
        <dd className="go-badge">{t(participant.confirmed ? 'state.confirmed' : 'state.pending_confirmation')}</dd>
      </div>
    </dl>
  );
}

/**
 * The end of a participant's sums: who pays their part, and of what they pay (their own part and
 * any they pay for) what is paid and what is still to pay. For the `.go-sums` list.
 */
export function WhatIsOwed({ participant, order }: { participant: Participant; order: GroupOrder }) {
  const { t } = useTexts();
  if (participant.payment === 'by_organizer') {
    return (
      <>
        <dt className="go-total">{t('panel.who_pays')}</dt>
        <dd className="go-total" data-testid={`due-${participant.name}`}>
          {t('panel.organiser_pays', { organiser: order.organiser_name })}
        </dd>
      </>
    );
  }
  const paid = Math.round((participant.amount_due - participant.amount_pending) * 100) / 100;
  return (
    <>
      {paid > 0 && (
        <>
          <dt>{t('panel.paid')}</dt>
          <dd data-testid={`paid-${participant.name}`}>
            <Price value={paid} />
          </dd>
        </>
      )}
      {(participant.amount_pending > 0 || paid === 0) && (
        <>
          <dt className="go-total">{t('panel.still_to_pay')}</dt>
          <dd className="go-total" data-testid={`due-${participant.name}`}>
            <Price value={participant.amount_pending} />
          </dd>
        </>
      )}
    </>
  );
}

/** Spec §4: the organiser takes over the parts of those they pay for; said on their row. */
export function PaysFor({ participant, order }: { participant: Participant; order: GroupOrder }) {
  const { t } = useTexts();
  const names = participant.is_admin ? order.participants.filter((other) => other.payment === 'by_organizer').map((other) => other.name) : [];
  if (names.length === 0) return null;
  return <p className="go-muted">{t('panel.pays_for', { names: names.join(', ') })}</p>;
}
