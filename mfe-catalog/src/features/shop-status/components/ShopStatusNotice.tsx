import { useStore } from '@nanostores/react';
import { $shopStatus } from 'shared-contracts/stores/shop-status';
import { Notice } from 'shared-contracts/ui/Notice';

/**
 * A shop closed now says so where food is picked, not first at checkout: the server's shop_status
 * message (spec §3, in the request's language; empty when open), as the checkout shows it.
 */
export function ShopStatusNotice() {
  const message = useStore($shopStatus)?.message;
  return message ? <Notice tone="info">{message}</Notice> : null;
}
