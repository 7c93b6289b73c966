import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import { useTexts } from '../../i18n/use-texts';

/**
 * What others changed between two readings of the panel, in words: who joined, confirmed or left,
 * and the group order's new status. One's own doings are not repeated: the screen they acted on
 * already shows them, with the focus on the result.
 */
export function panelChanges(before: GroupOrder, after: GroupOrder, t: TFunction): string[] {
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
  ];
}

/**
 * The panel updates by itself, live (WCAG 4.1.3): what changed since the last reading, for a polite
 * live region. The first reading is the page itself, not news, and says nothing.
 */
export function usePanelChangesSaid(order: GroupOrder | null): string {
  const { t } = useTexts();
  const before = useRef<GroupOrder | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const previous = before.current;
    before.current = order;
    const news = previous && order ? panelChanges(previous, order, t) : [];
    if (news.length > 0) setSaid(news.join(' '));
  }, [order, t]);
  return said;
}
