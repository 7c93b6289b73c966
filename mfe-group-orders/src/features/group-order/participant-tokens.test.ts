import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart, type CartProduct } from 'shared-contracts/types/cart';
import { enterGroupOrder, followNewLink, forgetGroupOrder, participantTokenFor, tokensFiledElsewhere } from './participant-tokens';
import { setAside } from './set-aside-food';

const joined = (link: string) => ({ link, participant_token: link.toLowerCase().padEnd(43, 'x'), store_id: 1, payment_mode: 'split' as const, group_order_payment_type: 'split' as const, group_order_pay_extra: 0 });

beforeEach(() => {
  localStorage.clear();
  $cart.set(emptyCart());
});

test('leaving one group order (given up, removed) keeps the cart in the group order it is in now', () => {
  enterGroupOrder(joined('GROUPA'), false);
  enterGroupOrder(joined('GROUPB'), false);
  forgetGroupOrder('GROUPA');
  expect(participantTokenFor('GROUPA')).toBeNull();
  expect($cart.get()).toMatchObject({ group_order: true, order_token: 'GROUPB' });

  forgetGroupOrder('GROUPB');
  expect($cart.get()).toMatchObject({ group_order: false });
});

test('food set aside on joining waits while the cart is in another group order, and comes back once it is in none', () => {
  const tiramisu: CartProduct = {
    id: 17, name: 'Tiramisu', quantity: 1, price: 18, pack_price: null, options: [], categories: [], age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null,
  };
  $cart.set({ ...emptyCart(), store_id: null });
  enterGroupOrder(joined('GROUPA'), false);
  setAside('GROUPA', { store_id: 2, payment_method: null }, [tiramisu]);
  enterGroupOrder(joined('GROUPB'), false);
  forgetGroupOrder('GROUPA');
  expect($cart.get()).toMatchObject({ order_token: 'GROUPB', products: [] });

  // Out of every group order: back, as its group order is over too.
  forgetGroupOrder('GROUPB');
  expect($cart.get()).toMatchObject({ group_order: false, store_id: 2, products: [tiramisu] });
  forgetGroupOrder('GROUPA');
  expect($cart.get().products).toEqual([tiramisu]);
});

test("entering a group order puts the cart at the group's store, whose sizes and prices the catalog then shows", () => {
  enterGroupOrder({ ...joined('GROUPA'), store_id: 2 }, false);
  expect($cart.get()).toMatchObject({ group_order: true, store_id: 2 });
  // A method chosen at another store is chosen again at this one (setStore).
  forgetGroupOrder('GROUPA');
  $cart.set({ ...emptyCart(), store_id: 1, payment_method: 'cash' });
  enterGroupOrder({ ...joined('GROUPB'), store_id: 2 }, false);
  expect($cart.get()).toMatchObject({ store_id: 2, payment_method: null });
});

test('the tokens held under other links, each once with every link it is filed under, newest first', () => {
  enterGroupOrder(joined('GROUPA'), false);
  enterGroupOrder(joined('GROUPB'), false);
  followNewLink('GROUPB', 'GROUPC');
  expect(tokensFiledElsewhere('GROUPD')).toEqual([
    { token: joined('GROUPB').participant_token, links: ['GROUPC', 'GROUPB'] },
    { token: joined('GROUPA').participant_token, links: ['GROUPA'] },
  ]);
  expect(tokensFiledElsewhere('GROUPA').map(({ token }) => token)).toEqual([joined('GROUPB').participant_token]);
});
