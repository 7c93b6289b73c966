import { cleanStores } from 'nanostores';
import { $cart } from 'shared-contracts/stores/cart';
import { followKnownStores } from 'shared-contracts/stores/forget-unknown-store';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { $settings } from 'shared-contracts/stores/settings';
import { aStore, websiteSettingsFixture } from 'shared-contracts/test-support/website-settings';
import { emptyCart, type Cart, type CartProduct } from 'shared-contracts/types/cart';
import { leaveWithOwnFood } from './own-food';
import { enterGroupOrder, forgetGroupOrder } from './participant-tokens';
import { putBackSetAside, setAside } from './set-aside-food';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const lemonade: CartProduct = {
  id: 24, name: 'Lemonade', quantity: 1, price: 9, pack_price: null, options: [], categories: [], age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
};
const tiramisu: CartProduct = { ...lemonade, id: 17, name: 'Tiramisu', price: 18 };

/** Joins the group order at store 1 as JoinGroupOrderPage does: the tiramisu is not sold there, so it is set aside. */
function joinAtStore1(cart: Cart): void {
  $cart.set(cart);
  enterGroupOrder({ link: LINK, participant_token: 't'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, false);
  setAside(LINK, cart, [tiramisu]);
  $cart.set({ ...$cart.get(), products: [] });
}

let stop: (() => void) | null = null;

beforeEach(() => {
  localStorage.clear();
  $notifications.set([]);
});

afterEach(() => {
  stop?.();
  stop = null;
  cleanStores($cart, $settings);
  $cart.set(emptyCart());
  $settings.set(null);
});

test('given up, the set-aside food comes back at the store it was chosen at, with the payment method chosen there', () => {
  joinAtStore1({ ...emptyCart(), store_id: 2, payment_method: 'cash', products: [tiramisu] });
  expect($cart.get()).toMatchObject({ group_order: true, store_id: 1, payment_method: null });
  // Their own food in the group order comes back too, as the API priced it at the group's store.
  leaveWithOwnFood(LINK, 1, [lemonade]);
  expect($cart.get()).toMatchObject({ group_order: false, store_id: 2, payment_method: 'cash', products: [tiramisu, lemonade] });
});

test('a cart that had no store when the food was set aside has none again: the lines are not left at the group\'s store', () => {
  joinAtStore1({ ...emptyCart(), store_id: null, products: [tiramisu] });
  forgetGroupOrder(LINK);
  expect($cart.get()).toMatchObject({ group_order: false, store_id: null, products: [tiramisu] });
});

test('a store the shop no longer has is forgotten by the shop\'s rule, and the customer is told, the lines kept', () => {
  $settings.set(websiteSettingsFixture({ stores: [aStore({ id: 1 }), aStore({ id: 2 })] }));
  stop = followKnownStores();
  joinAtStore1({ ...emptyCart(), store_id: 2, payment_method: 'cash', products: [tiramisu] });
  // Store 2 is taken off the website while the cart is in the group order.
  $settings.set(websiteSettingsFixture({ stores: [aStore({ id: 1 })] }));
  forgetGroupOrder(LINK);
  expect($cart.get()).toMatchObject({ group_order: false, store_id: null, payment_method: null, products: [tiramisu] });
  expect($notifications.get().map(noticeText)).toEqual([
    'The store you chose before no longer takes orders here. Your cart is kept; choose a store at checkout.',
  ]);
});

test('food set aside before its store was kept comes back to the cart as it is, nothing lost', () => {
  $cart.set({ ...emptyCart(), store_id: 1, group_order: true, order_token: LINK, participant_token: 't'.repeat(43) });
  localStorage.setItem('group_orders.participant_tokens', JSON.stringify({ [LINK]: 't'.repeat(43) }));
  localStorage.setItem('group_orders.set_aside', JSON.stringify({ [LINK]: { store_id: null, products: [tiramisu] } }));
  forgetGroupOrder(LINK);
  expect($cart.get()).toMatchObject({ group_order: false, store_id: 1, products: [tiramisu] });
});

test('food handed back past the line limit comes back capped at it, with the warning, not lost', () => {
  const sixty = { ...tiramisu, quantity: 60 };
  $cart.set({ ...emptyCart(), store_id: 1 });
  // Two group orders whose tokens were forgotten meanwhile (in another tab) both set the tiramisu aside.
  localStorage.setItem('group_orders.set_aside', JSON.stringify({ [LINK]: { products: [sixty] }, OtherGroupOtherGroup00: { products: [sixty] } }));
  putBackSetAside(() => true);
  expect($cart.get().products).toEqual([{ ...tiramisu, quantity: 99 }]);
  expect(localStorage.getItem('group_orders.set_aside')).toBe('{}');
  expect($notifications.get().map((notice) => notice.kind)).toEqual(['warning']);
});

test('own food back next to set-aside food past the line limit comes back capped at it, not lost', () => {
  joinAtStore1({ ...emptyCart(), store_id: 1, products: [tiramisu] });
  localStorage.setItem('group_orders.set_aside', JSON.stringify({ [LINK]: { products: [{ ...tiramisu, quantity: 60 }] } }));
  leaveWithOwnFood(LINK, 1, [{ ...tiramisu, quantity: 60 }]);
  expect($cart.get().products).toEqual([{ ...tiramisu, quantity: 99 }]);
});
