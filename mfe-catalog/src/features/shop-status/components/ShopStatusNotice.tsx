import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from 'shared-contracts/stores/cart';
import { $shopStatus, isShopStatusOutOfDate, refreshShopStatus } from 'shared-contracts/stores/shop-status';
import { Notice } from 'shared-contracts/ui/Notice';

/**
 * A shop closed now says so where food is picked, not first at checkout: the server's shop_status
 * message (spec §3, in the request's language; empty when open), as the checkout shows it.
 * Only the checkout refreshes the status otherwise, so a page asks again when it opens on one that
 * may no longer hold (the hours turned, another store chosen) and when the cart's store changes;
 * the homepage's first load shows the one the settings just brought (issue #11: no extra request).
 */
export function ShopStatusNotice() {
  const status = useStore($shopStatus);
  const storeId = useStore($cart).store_id;
  // Checked again with each answer too: one asked before the store changed back is the other store's.
  useEffect(() => {
    if (isShopStatusOutOfDate()) void refreshShopStatus();
  }, [storeId, status]);
  return status?.message ? <Notice tone="info">{status.message}</Notice> : null;
}
