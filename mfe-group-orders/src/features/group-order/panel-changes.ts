import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { $settings } from 'shared-contracts/stores/settings';
import type { GroupOrder, Participant } from 'shared-contracts/types/group-order';
import { useTexts } from '../../i18n/use-texts';
import { cardMinimumText } from './components/CardMinimumUnmet';
import { minimumOrderText } from './components/MinimumOrderNotice';

const mine = (order: GroupOrder): Participant | undefined => order.participants.find(({ id }) => id === order.me.id);

/**
 * The reader's own order is not confirmed any more (the group order opened again: food no longer
 * sold, below the minimum, or what they pay under the card minimum): that it needs them again,
 * and why, as the panel has it.
 */
function ownOrderNeedsThem(order: GroupOrder, t: TFunction, currency: string): string[] {
  const me = mine(order);
  if (!me || me.confirmed) return [];
  const minimum = order.me.is_admin ? minimumOrderText(order, t, currency) : null;
  const cardMinimum = cardMinimumText(me, order, t, currency);
  return [t('live.mine_reopened'), ...me.unavailable_products.map(({ reason }) => reason), ...(minimum ? [minimum] : []), ...(cardMinimum ? [cardMinimum] : [])];
}

/**
 * What changed for the reader that they did not do: only the API takes back a confirmation, and
 * only the organiser pays for someone (or stops), never for themselves.
 */
function changedForMe(before: GroupOrder, after: GroupOrder, t: TFunction, currency: string): string[] {
  const was = mine(before);
  const now = mine(after);
  if (!was || !now) return [];
  const paidFor = was.payment !== 'by_organizer' && now.payment === 'by_organizer';
  const paidForNoMore = was.payment === 'by_organizer' && now.payment === 'pending';
  return [
    ...(paidFor ? [t('live.mine_paid_for', { organiser: after.organiser_name })] : []),
    ...(paidForNoMore ? [t('live.mine_not_paid_for', { organiser: after.organiser_name })] : []),
    ...(was.confirmed && !now.confirmed ? ownOrderNeedsThem(after, t, currency) : []),
  ];
}

/**
 * What changed between two readings of the panel, in words: who joined, confirmed or left, the
 * group order's new status, and what others changed of the reader's own order. One's own doings
 * are not repeated: the screen they acted on already shows them, with the focus on the result.
 */
export function panelChanges(before: GroupOrder, after: GroupOrder, t: TFunction, currency: string): string[] {
  const was = new Map(before.participants.map((participant) => [participant.id, participant]));
  const still = new Set(after.participants.map(({ id }) => id));
  const others = (participant: { id: number }) => participant.id !== after.me.id;
  return [
    ...after.participants.filter(others).flatMap(({ id, name, confirmed }) => {
      if (!was.has(id)) return [t('live.joined', { name })];
      return confirmed && !was.get(id)!.confirmed ? [t('live.confirmed', { name })] : [];
    }),
    // Gone, whether they gave up or the organiser removed them: the panel cannot tell which, so
    // the words do not say.
    ...before.participants.filter((participant) => others(participant) && !still.has(participant.id)).map(({ name }) => t('live.left', { name })),
    ...(after.status === before.status ? [] : [t('live.status', { status: t(`panel.status.${after.status}`) })]),
    ...changedForMe(before, after, t, currency),
  ];
}

/**
 * The first reading of a panel the reader was sent back to as the completed group order opened
 * again: news, unlike a panel merely opened. Its status, and whether their own order needs them.
 */
export function reopenedNews(order: GroupOrder, t: TFunction, currency: string): string[] {
  return [t('live.status', { status: t(`panel.status.${order.status}`) }), ...ownOrderNeedsThem(order, t, currency)];
}

/**
 * The panel updates by itself, live (WCAG 4.1.3): what changed since the last reading, for a polite
 * live region. The first reading is the page itself, not news, and says nothing, unless the reader
 * was sent back to it because the group order opened again (`reopened`).
 */
export function usePanelChangesSaid(order: GroupOrder | null, reopened = false): string {
  const { t } = useTexts();
  const currency = useStore($settings)?.localization.currency || 'RON';
  const before = useRef<GroupOrder | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const previous = before.current;
    before.current = order;
    if (!order) return;
    const news = previous ? panelChanges(previous, order, t, currency) : reopened ? reopenedNews(order, t, currency) : [];
    if (news.length > 0) setSaid(news.join(' '));
  }, [order, t, currency, reopened]);
  return said;
}
