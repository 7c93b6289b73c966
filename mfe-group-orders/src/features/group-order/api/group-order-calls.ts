import { api } from 'shared-contracts/api/client';
import { addGroupOrderProduct } from 'shared-contracts/api/group-order-products';
import type { GroupOrder, GroupOrderCallAnswer, GroupOrderInvitation, GroupOrderJoin, GroupOrderJoined, GroupOrderPaymentMode, PlacedWhereAndWhen } from 'shared-contracts/types/group-order';
import type { CartProduct, GroupOrderPaymentType } from 'shared-contracts/types/cart';
import type { PlaceOrderLine } from 'shared-contracts/types/order';
import { entryKeyFor, forgetEntryKey, type Entry } from './entry-key';

/** Spec §8: a group-order call whose status is not OK fails with the server's HTML message. */
export class GroupOrderRefusal extends Error {
  constructor(readonly html: string) {
    super(html);
    this.name = 'GroupOrderRefusal';
  }
}

/** Spec §8: the answer, or its refusal thrown. */
function accepted<Answer extends GroupOrderCallAnswer>(answer: Answer): Answer {
  if (answer.status !== 'OK') throw new GroupOrderRefusal(answer.message);
  return answer;
}

async function call<Extra extends object = Record<string, unknown>>(path: string, body: object): Promise<GroupOrderCallAnswer & Extra> {
  return accepted(await api().post(`public/group-orders/${path}`, { json: body }).json<GroupOrderCallAnswer & Extra>());
}

/**
 * Starting or joining, under its Idempotency-Key (entry-key): sent again when no answer came, it is
 * answered with the participant it made, so it is also retried on a gateway's timeout.
 */
async function enter<Answer extends GroupOrderJoined>(entry: Entry, path: string, body: object): Promise<Answer> {
  const key = entryKeyFor(entry, JSON.stringify([path, body]));
  const joined = await api()
    .post(path, { json: body, headers: { 'Idempotency-Key': key }, retry: { limit: 2, methods: ['post'], statusCodes: [408, 502, 503, 504] } })
    .json<Answer>();
  forgetEntryKey(entry);
  return joined;
}

/** The food that goes back to one's cart from a group order that ended without being placed, priced at its store. */
export interface FoodToTakeBack {
  store_id: number;
  products: CartProduct[];
}

export interface StartGroupOrder {
  store_id: number;
  delivery_type: 'pickup' | 'delivery';
  delivery_area_id: number | null;
  name: string;
  payment_mode: GroupOrderPaymentMode;
  group_order_payment_type: GroupOrderPaymentType;
  group_order_pay_extra: number;
  products: PlaceOrderLine[];
}

export const groupOrderCalls = {
  start: (body: StartGroupOrder) => enter<GroupOrderJoined>('start', 'public/group-orders', body),
  /** Quiet: an unknown link is the join page's own to say (spec §8 would send the guest home), and so is a lost connection. */
  invitation: (link: string) => api().get(`public/group-orders/${encodeURIComponent(link)}`, { context: { quiet: true } }).json<GroupOrderInvitation>(),
  /** `quiet` while no panel is shown yet: the page says what went wrong itself, with a retry (ReadAgain). */
  panel: (link: string, token: string, quiet = false) =>
    api().get(`public/group-orders/${encodeURIComponent(link)}/panel`, { searchParams: { participant_token: token }, context: { quiet } }).json<GroupOrder>(),
  /** Quiet: the success screen says the rest without it. */
  placed: (link: string, token: string) =>
    api().get(`public/group-orders/${encodeURIComponent(link)}/placed`, { searchParams: { participant_token: token }, context: { quiet: true } }).json<PlacedWhereAndWhen>(),
  /**
   * `products`: the joiner's cart, which becomes their part, as the organiser's does on start; the
   * answer's `left_out` are those the group's store does not sell as chosen, not joined with.
   */
  join: (link: string, name: string, products: PlaceOrderLine[]) => enter<GroupOrderJoin>('join', `public/group-orders/${encodeURIComponent(link)}/join`, { name, products }),
  /** One's own food once the group order ended for them without being placed (removed, or deleted by the organiser). */
  foodToTakeBack: (link: string, token: string) =>
    api().get(`public/group-orders/${encodeURIComponent(link)}/food-to-take-back`, { searchParams: { participant_token: token } }).json<FoodToTakeBack>(),
  /** The same call as the menu's "Add to cart" makes in a group order (shared-contracts): one addition is made once. */
  addProduct: async (token: string, product: PlaceOrderLine) => accepted(await addGroupOrderProduct(token, product)),
  editProduct: (token: string, orderProductId: number, change: number) =>
    call('edit-product', { participant_token: token, order_product_id: orderProductId, update_quantity: change }),
  deleteProduct: (token: string, orderProductId: number) => call('delete-product', { participant_token: token, order_product_id: orderProductId }),
  confirm: (token: string) => call('confirm', { participant_token: token }),
  /** Answers one's own food in the group order, as cart lines, to take back to one's cart. */
  giveUp: (token: string) => call<{ products: CartProduct[] }>('give-up', { participant_token: token }),
  /** Answers the organiser's food in the group order, as cart lines, to take back to their cart. */
  delete: (token: string) => call<{ products: CartProduct[] }>('delete', { participant_token: token }),
  payFor: (token: string, participantId: number) => call('pay-for', { participant_token: token, participant_id: participantId }),
  stopPayingFor: (token: string, participantId: number) => call('stop-paying-for', { participant_token: token, participant_id: participantId }),
  remove: (token: string, participantId: number) => call('remove-participant', { participant_token: token, participant_id: participantId }),
  /** The organiser replaces `link`, the share link they see, with a new one, answered; the old one stops working. */
  newLink: (token: string, link: string) => call<{ link: string }>('new-link', { participant_token: token, link }),
};
