import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from 'shared-contracts/stores/cart';
import { $shopStatus, isShopStatusOutOfDate, refreshShopStatus } from 'shared-contracts/stores/shop-status';
import { Notice } from 'shared-contracts/ui/Notice';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import { closedServiceTexts } from '../closed-service';

/**
 * A shop closed now says so where food is picked, not first at checkout: the server's shop_status
 * message (spec §3, in the request's language; empty when open), as the checkout shows it.
 * Only the checkout refreshes the status otherwise, so a page asks again when it opens on one that
 * may no longer hold (the hours turned, another store chosen) and when the cart's store changes;
 * the homepage's first load shows the one the settings just brought (issue #11: no extra request).
 * The message is empty while either service is open, so the cart's own service is spoken of too
 * (closedServiceTexts): a delivery customer is told delivery has closed while pickup is open.
 */
export function ShopStatusNotice() {
  const status = useStore($shopStatus);
  const { store_id: storeId, delivery_type: deliveryType } = useStore($cart);
  const { t, ready } = useCatalogTexts();
  // Checked again with each answer too: one asked before the store changed back is the other store's.
  useEffect(() => {
    if (isShopStatusOutOfDate()) void refreshShopStatus();
  }, [storeId, status]);
  if (!status) return null;
  const said = [status.message, ...(ready ? closedServiceTexts(status, deliveryType).map((key) => t(key)) : [])].filter(Boolean);
  return said.length > 0 ? <Notice tone="info">{said.join(' ')}</Notice> : null;
}
