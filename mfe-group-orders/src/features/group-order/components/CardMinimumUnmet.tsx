import { useStore } from '@nanostores/react';
import type { TFunction } from 'i18next';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { $settings } from 'shared-contracts/stores/settings';
import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { useTexts } from '../../../i18n/use-texts';

/**
 * Why `participant`'s payment could not be made by card (split: under the least a card payment
 * takes), and the way out, in words for the reader: they add food or are paid for; the organiser,
 * who nobody pays for, adds food. Said to them and to the organiser; null for anyone else, and
 * when there is nothing to say.
 */
export function cardMinimumText(participant: Participant, order: GroupOrder, t: TFunction, currency: string): string | null {
  // An API older than the rule sends no field at all: nothing to say then either.
  if (participant.card_minimum_unmet == null) return null;
  const amounts = { minimum: formatMoney(participant.card_minimum_unmet, currency), amount: formatMoney(participant.amount_due, currency) };
  if (participant.id === order.me.id) {
    return participant.is_admin ? t('panel.card_minimum_organiser', amounts) : t('panel.card_minimum_mine', { ...amounts, organiser: order.organiser_name });
  }
  return order.me.is_admin ? t('panel.card_minimum_theirs', { ...amounts, name: participant.name }) : null;
}

/**
 * On a participant's card, why the group order cannot complete with what they pay as it is: the
 * group order opens again with them not confirmed, and this says what to do.
 */
export function CardMinimumUnmet({ participant, order }: { participant: Participant; order: GroupOrder }) {
  const { t } = useTexts();
  const currency = useStore($settings)?.localization.currency || 'RON';
  const text = cardMinimumText(participant, order, t, currency);
  if (text === null) return null;
  return (
    <p className="go-notice" role="note">
      {text}
    </p>
  );
}
