import { findDeliveryArea } from 'shared-contracts/pricing/find-delivery-area';
import type { App } from '../../app-instance';
import { deliveredNowEmail } from './delivered-now-email';

/** How many requests one page of the round reads; every request is looked at each round. */
const PAGE_SIZE = 500;

/**
 * One round over the requests to be told when the shop delivers to an address (spec §8): each
 * whose point a delivery area of a delivering store now holds (the staff drew a new area, widened
 * one or started delivering there) is answered with the e-mail and forgotten in one transaction,
 * so it is told once. The areas are read once per round; the requests page by page, all of them,
 * as any may be the one a new area reaches. A request that fails is logged and looked at again
 * next round. Answers how many were told.
 */
export async function tellDeliveredAddresses(app: App): Promise<number> {
  const areas = await app.repositories.stores.deliveringAreas();
  if (areas.length === 0) return 0;
  const website = await app.repositories.website.website();
  let told = 0;
  let afterId = 0;
  for (;;) {
    const page = await app.repositories.stores.deliveryNotifyRequests(afterId, PAGE_SIZE);
    for (const request of page) {
      if (!findDeliveryArea(areas, request)) continue;
      try {
        if (await app.repositories.stores.answerDeliveryNotifyRequest(request.id, deliveredNowEmail(request, website.name, app.shopUrl))) told += 1;
      } catch (error) {
        app.log.warn({ err: error, requestId: request.id }, 'telling a customer the shop now delivers to their address failed; will retry');
      }
    }
    if (page.length < PAGE_SIZE) return told;
    afterId = page[page.length - 1]!.id;
  }
}
