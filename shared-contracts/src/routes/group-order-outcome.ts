import { href } from 'shared-contracts/routes/named-routes';

/**
 * A group order's outcome screen (spec §2 group-orders/success and group-orders/cancelled) for one
 * group order, named by its link: the checkout and the payments screens send people back there.
 */
export function groupOrderOutcomePath(outcome: 'success' | 'cancelled', link: string): string {
  return `${href(outcome === 'success' ? 'group-orders.success' : 'group-orders.cancelled')}?link=${encodeURIComponent(link)}`;
}
