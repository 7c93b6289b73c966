import { groupOrderOutcomePath } from 'shared-contracts/routes/group-order-outcome';
import type { GroupOrder } from 'shared-contracts/types/group-order';

/**
 * Where every screen of the group order goes when it ends, with the link to forget it. A deleted
 * group order has no panel left to say who is reading, so the organiser's screen says it. Someone
 * who gave up or was removed has no part in its end: their screen keeps saying so (the success
 * screen has no share of theirs to show).
 */
export function outcomePath(order: GroupOrder): string | null {
  if (order.me.left) return null;
  if (order.status === 'completed') return groupOrderOutcomePath('success', order.link);
  if (order.status !== 'cancelled') return null;
  const path = groupOrderOutcomePath('cancelled', order.link);
  return order.me.is_admin ? `${path}&as=organiser` : path;
}

export function readByOrganiser(query: URLSearchParams): boolean {
  return query.get('as') === 'organiser';
}

/**
 * The history state the group order's own screens go to its outcome with: the outcome is then this
 * reader's even after their token is forgotten (a deleted group order forgets it at once), and
 * stays so on a reload, which keeps history state. An address typed or shared carries none.
 */
export function outcomeState(link: string): { groupOrderOutcome: string } {
  return { groupOrderOutcome: link };
}

export function sentFromGroupOrder(state: unknown, link: string): boolean {
  return typeof state === 'object' && state !== null && (state as { groupOrderOutcome?: unknown }).groupOrderOutcome === link;
}

/**
 * The history state the success screen sends its reader back to the panel with when the completed
 * group order opened again (a refused checkout: food no longer sold, below the minimum): the panel's
 * first reading is then news, which may be that the reader's own order needs them again.
 */
export function reopenedState(link: string): { groupOrderOutcome: string; reopened: true } {
  return { ...outcomeState(link), reopened: true };
}

export function sentReopened(state: unknown, link: string): boolean {
  return sentFromGroupOrder(state, link) && (state as { reopened?: unknown }).reopened === true;
}
