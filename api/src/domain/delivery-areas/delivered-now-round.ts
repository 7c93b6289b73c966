import { findDeliveryArea } from 'shared-contracts/pricing/find-delivery-area';
import type { DeliveryArea } from 'shared-contracts/types/delivery-area';
import type { App } from '../../app-instance';
import { deliveredNowEmail, type DeliveryNotifyRequest } from './delivered-now-email';

/** How many requests one page of the round reads; every request is looked at each round. */
const PAGE_SIZE = 500;

/**
 * One round over the requests to be told when the shop delivers to an address (spec §8): each
 * whose point a delivery area of a delivering store now holds (the staff drew a new area, widened
 * one or started delivering there) is answered and forgotten in one transaction, so it is told
 * once. An e-mail address gets one e-mail a round however many of its requests are delivered to
 * now (anyone may leave many for it); they are all forgotten with it. The areas are read once per
 * round; the requests page by page, all of them, as any may be the one a new area reaches. An
 * address that fails is logged and looked at again next round. Answers how many were told.
 */
export async function tellDeliveredAddresses(app: App): Promise<number> {
  const areas = await app.repositories.stores.deliveringAreas();
  if (areas.length === 0) return 0;
  const delivered = await deliveredRequestsByEmail(app, areas);
  if (delivered.size === 0) return 0;
  const website = await app.repositories.website.website();
  let told = 0;
  for (const requests of delivered.values()) {
    // In the language of the latest request: the customer's last word.
    const latest = requests[requests.length - 1]!;
    const ids = requests.map((request) => request.id);
    try {
      if (await app.repositories.stores.answerDeliveryNotifyRequests(ids, deliveredNowEmail(latest, website.name, app.shopUrl))) told += 1;
    } catch (error) {
      app.log.warn({ err: error, requestIds: ids }, 'telling a customer the shop now delivers to their address failed; will retry');
    }
  }
  return told;
}

/** The requests some area holds now, by e-mail address, each address's in id order. */
async function deliveredRequestsByEmail(app: App, areas: DeliveryArea[]): Promise<Map<string, DeliveryNotifyRequest[]>> {
  const delivered = new Map<string, DeliveryNotifyRequest[]>();
  let afterId = 0;
  for (;;) {
    const page = await app.repositories.stores.deliveryNotifyRequests(afterId, PAGE_SIZE);
    for (const request of page) {
      if (!findDeliveryArea(areas, request)) continue;
      const theirs = delivered.get(request.email);
      if (theirs) theirs.push(request);
      else delivered.set(request.email, [request]);
    }
    if (page.length < PAGE_SIZE) return delivered;
    afterId = page[page.length - 1]!.id;
  }
}
