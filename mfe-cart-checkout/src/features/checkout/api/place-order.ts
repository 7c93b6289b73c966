import { api } from 'shared-contracts/api/client';
import type { Cart } from 'shared-contracts/types/cart';
import type { CartAlreadyOrdered, OrderRefusal, PlaceOrderRequest, PlacedOrder } from 'shared-contracts/types/order';
import { cartSaveFailure, cartToken, flushCartSync } from 'shared-contracts/stores/cart-sync';
import { notify } from 'shared-contracts/stores/notifications';
import { failureText } from 'shared-contracts/api/server-message';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { pointsRefused } from '../../loyalty/points-refused';
import { forgetPlacedOrder, idempotencyKeyFor } from './submit-key';

/**
 * The order as the API wants it: what was chosen, never a price (the API reads its own). The
 * location and information confirmations (spec §5) are the checkout's ticks, not part of the cart:
 * they are given again for every order.
 */
export function toPlaceOrderRequest(
  cart: Cart,
  email: string,
  expectedTotal: number,
  confirmations: { locationConfirmed: boolean; informationConfirmed: boolean } = { locationConfirmed: false, informationConfirmed: false },
): PlaceOrderRequest {
  return {
    store_id: cart.store_id ?? 0,
    delivery_type: cart.delivery_type,
    pickup_type: cart.delivery_type === 'pickup' ? cart.pickup_type : null,
    name: cart.name,
    email,
    phone: cart.phone,
    phone_country: cart.phone_country,
    address: cart.delivery_type === 'delivery' ? cart.address : '',
    address_line2: cart.delivery_type === 'delivery' ? cart.address_line2 : '',
    address_name: cart.delivery_type === 'delivery' ? cart.address_name : '',
    address_instructions: cart.delivery_type === 'delivery' ? cart.address_instructions : '',
    geolocation: cart.delivery_type === 'delivery' ? cart.geolocation : null,
    informations: cart.informations,
    cutlery: cart.cutlery,
    contactless_delivery: cart.contactless_delivery,
    accept_promotion: cart.accept_promotion,
    age_restriction: cart.age_restriction,
    location_confirmed: confirmations.locationConfirmed,
    information_confirmed: confirmations.informationConfirmed,
    payment_method: cart.payment_method ?? 'cash-pickup',
    voucher_code: cart.voucher?.code ?? null,
    loyalty_points: cart.loyalty_points,
    for_later: cart.for_later,
    later_day: cart.for_later ? cart.later_day : null,
    later_time: cart.for_later ? cart.later_time : null,
    products: cart.products.map((product) => ({
      id: product.id,
      quantity: product.quantity,
      selected_size: product.selected_size,
      options: product.options.map(({ id, quantity }) => ({ id, quantity })),
    })),
    expected_total: expectedTotal,
    // Issue 7: the organiser placing their group order; the API reads its lines from the server.
    group_order: cart.group_order && cart.order_token && cart.participant_token ? { order_token: cart.order_token, participant_token: cart.participant_token } : null,
  };
}

export type PlaceOrderResult = { order: PlacedOrder } | { refusal: OrderRefusal } | { alreadyOrdered: CartAlreadyOrdered };

/**
 * The token of the cart on screen, to be read as the customer presses "Place order", before the
 * submit awaits anything: another tab that places this cart meanwhile starts a new cart in this
 * tab too (no token yet), and an order sent without its cart's token would be placed a second
 * time. A cart not saved yet is saved first, so that it has one. While it cannot be (no answer, or
 * a "try later" one) the order is not sent, which would lose the one-order-per-cart guard: this
 * throws as a failed order would. A cart the server refuses to keep (cart-sync says why) is left to
 * the API, which refuses its order for the same voucher, or places a cart too large to keep.
 */
export async function tokenOfCartOnScreen(): Promise<string | null> {
  const token = cartToken();
  if (token !== null) return token;
  const answered = await flushCartSync();
  const saved = cartToken();
  if (saved === null && !answered) {
    // Spec §8, as the order's own request would say it (its save was quiet).
    notify({ message: await failureText(cartSaveFailure()), kind: 'error' });
    throw new Error('The cart could not be saved, so its order could not name it');
  }
  return saved;
}

/**
 * Places the order, naming the cart it is placed from (tokenOfCartOnScreen): the API places one
 * order per cart, so a second tab of the cart, or this one after a reload or a lost answer, is
 * answered with the order already placed instead of placing another.
 */
export async function placeOrder(request: PlaceOrderRequest, ofCart: string | null): Promise<PlaceOrderResult> {
  const body = JSON.stringify({ ...request, cart_token: ofCart });
  try {
    const order = await api()
      .post('public/orders', {
        body,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKeyFor(body) },
        retry: { limit: 2, methods: ['post'], statusCodes: [408, 502, 503, 504] },
      })
      .json<PlacedOrder>();
    forgetPlacedOrder();
    return { order };
  } catch (error) {
    // Spec §8: a 422 has no generic message; the form shows the fields it names.
    const response = (error as { response?: Response }).response;
    if (response?.status === 422) {
      const refusal = (await response.json()) as OrderRefusal;
      // The points may have been spent meanwhile (another tab): the points field reads the balance again.
      if (refusal.fields?.loyalty_points) pointsRefused();
      return { refusal };
    }
    if (response?.status === 409) return { alreadyOrdered: (await response.json()) as CartAlreadyOrdered };
    throw error;
  }
}
