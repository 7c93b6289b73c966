import { $cart, addProduct, updateCart } from 'shared-contracts/stores/cart';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import { takeBackOrganiserFood } from './organiser-cart';
import { enterGroupOrder, participantTokenFor } from './participant-tokens';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const lasagna: CartProduct = {
  id: 12, name: 'Baked lasagna', quantity: 1, price: 42, pack_price: 2, options: [], categories: [{ id: 2 }],
  age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
};
const tiramisu: CartProduct = { ...lasagna, id: 14, name: 'Tiramisu', price: 18, pack_price: null };

beforeEach(() => {
  localStorage.clear();
  $cart.set({ ...emptyCart(), store_id: 1 });
  enterGroupOrder({ link: LINK, participant_token: 'o'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, true);
});

describe('takeBackOrganiserFood', () => {
  it("after a refused checkout opened the group order again, gives back only the organiser's own food, once", () => {
    // Going to the checkout put everyone's lines in her cart, locked: her lasagna and Ana's tiramisu.
    updateCart({ products: [{ ...lasagna, locked: true, order_product_id: 5 }, { ...tiramisu, locked: true, order_product_id: 6 }] });
    // The API answers her own food in the group order: the lasagna.
    takeBackOrganiserFood(LINK, 1, [lasagna]);
    expect($cart.get().products).toEqual([lasagna]);
    expect($cart.get()).toMatchObject({ group_order: false, order_token: null });
    expect(participantTokenFor(LINK)).toBeNull();
  });

  it('keeps what she put in her cart herself meanwhile, merged with her food back', () => {
    addProduct(tiramisu);
    takeBackOrganiserFood(LINK, 1, [lasagna, tiramisu]);
    expect($cart.get().products).toEqual([{ ...tiramisu, quantity: 2 }, lasagna]);
  });

  it('past the line limit, her food comes back capped at it rather than lost', () => {
    addProduct({ ...tiramisu, quantity: 60 });
    takeBackOrganiserFood(LINK, 1, [{ ...tiramisu, quantity: 60 }]);
    expect($cart.get().products).toEqual([{ ...tiramisu, quantity: 99 }]);
  });

  it('food set aside on joining comes back next to hers capped at the line limit too', () => {
    addProduct({ ...tiramisu, quantity: 60 });
    localStorage.setItem('group_orders.set_aside', JSON.stringify({ [LINK]: { products: [{ ...tiramisu, quantity: 60 }] } }));
    takeBackOrganiserFood(LINK, 1, []);
    expect($cart.get().products).toEqual([{ ...tiramisu, quantity: 99 }]);
  });
});

test("leaves alone a cart gone into another group order meanwhile (another tab), that one's locked lines included", () => {
  enterGroupOrder({ link: 'OtherGroupOtherGroup00', participant_token: 'b'.repeat(43), store_id: 1, payment_mode: 'split', group_order_payment_type: 'split', group_order_pay_extra: 0 }, true);
  updateCart({ products: [{ ...tiramisu, locked: true, order_product_id: 9 }] });
  takeBackOrganiserFood(LINK, 1, [lasagna]);
  expect($cart.get()).toMatchObject({ group_order: true, order_token: 'OtherGroupOtherGroup00', products: [{ ...tiramisu, locked: true, order_product_id: 9 }] });
  expect(participantTokenFor(LINK)).toBeNull();
});
