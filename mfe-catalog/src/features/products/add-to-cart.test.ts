import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart, MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';
import { aProduct } from '../../test-support/catalog-fixtures';
import { addToCart } from './add-to-cart';
import { toCartProduct } from './to-cart-product';

const line = toCartProduct(aProduct({ id: 3, name: 'Spaghetti carbonara', price: 38 }));

beforeEach(() => $cart.set(emptyCart()));

it('a cart with no store takes the store the line was priced at', () => {
  expect(addToCart(line, 2)).toBe(true);
  expect($cart.get().store_id).toBe(2);
  expect($cart.get().products).toHaveLength(1);
});

it('a cart with another store keeps it: the checkout reprices the line there and says so', () => {
  $cart.set({ ...emptyCart(), store_id: 1, payment_method: 'cash' });
  expect(addToCart(line, 2)).toBe(true);
  expect($cart.get().store_id).toBe(1);
  expect($cart.get().payment_method).toBe('cash');
});

it('without a chosen store the cart stays without one, for the checkout to choose', () => {
  addToCart(line, null);
  expect($cart.get().store_id).toBeNull();
});

it('a refused line does not choose the store', () => {
  expect(addToCart({ ...line, quantity: MAX_LINE_QUANTITY + 1 }, 2)).toBe(false);
  expect($cart.get().store_id).toBeNull();
});
