import { randomUUID } from 'node:crypto';
import type { GroupOrder, GroupOrderJoined } from 'shared-contracts/types/group-order';
import type { PlaceOrderRequest } from 'shared-contracts/types/order';
import type { App } from '../../src/app-instance';
import { nextAddress } from './placed-order';
import { pickupOrder } from './orders';

export const line = (id: number, quantity = 1, selected_size: number | null = null, options: { id: number; quantity: number }[] = []) => ({
  id, quantity, selected_size, options,
});

/** Old Town's fixed-fee delivery area (12, free from 150) holds this point. */
export const OLD_TOWN_ADDRESS = { address: 'Strada Lipscani 10', geolocation: { lat: 44.4318, lng: 26.1003 } };

/**
 * The calls of group orders as a test makes them, each from its own address so the per-address
 * rate limits stay out of the way (a test makes many calls in one minute).
 */
export function groupOrderClient(app: App) {
  /** A group-order call, in the given language (Content-Language) when one is named, under an Idempotency-Key when one is given. */
  const post = (url: string, payload: object, language?: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: `/public/group-orders${url}`,
      payload,
      headers: { ...(language ? { 'content-language': language } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      remoteAddress: nextAddress(),
    });
  const client = {
    post,
    async start(body: object = {}, key?: string): Promise<GroupOrderJoined> {
      const created = await post('', { store_id: 1, delivery_type: 'pickup', delivery_area_id: null, name: 'Olga', payment_mode: 'split', ...body }, undefined, key);
      if (created.statusCode !== 201) throw new Error(`starting answered ${created.statusCode}: ${created.body}`);
      return created.json();
    },
    async join(link: string, name: string, key?: string, products: object[] = []): Promise<string> {
      const joined = await post(`/${link}/join`, { name, products }, undefined, key);
      if (joined.statusCode !== 201) throw new Error(`joining answered ${joined.statusCode}: ${joined.body}`);
      return joined.json().participant_token;
    },
    panelAnswer: (link: string, token: string) =>
      app.inject({ method: 'GET', url: `/public/group-orders/${link}/panel?participant_token=${token}`, remoteAddress: nextAddress() }),
    async panel(link: string, token: string): Promise<GroupOrder> {
      const answer = await client.panelAnswer(link, token);
      if (answer.statusCode !== 200) throw new Error(`the panel answered ${answer.statusCode}: ${answer.body}`);
      return answer.json();
    },
    /** Adds a line and answers its order_product_id. */
    async add(token: string, id: number, quantity = 1, selected_size: number | null = null, options: { id: number; quantity: number }[] = []): Promise<number> {
      const added = await post('/add-product', { participant_token: token, product: line(id, quantity, selected_size, options) });
      if (added.json().status !== 'OK') throw new Error(`add-product answered ${added.body}`);
      return added.json().product.order_product_id;
    },
    async act(action: string, body: object): Promise<{ status: string; message: string }> {
      return (await post(`/${action}`, body)).json();
    },
    /** The organiser places the completed group order at the checkout. */
    place(link: string, organiserToken: string, overrides: Partial<PlaceOrderRequest> = {}, key: string = randomUUID()) {
      return app.inject({
        method: 'POST',
        url: '/public/orders',
        headers: { 'idempotency-key': key },
        remoteAddress: nextAddress(),
        payload: pickupOrder({ products: [], group_order: { order_token: link, participant_token: organiserToken }, ...overrides }),
      });
    },
  };
  return client;
}
