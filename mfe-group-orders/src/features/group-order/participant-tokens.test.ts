import { $cart } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { enterGroupOrder, forgetGroupOrder, participantTokenFor } from './participant-tokens';

const joined = (link: string) => ({ link, participant_token: link.toLowerCase().padEnd(43, 'x'), payment_mode: 'split' as const, group_order_payment_type: 'split' as const, group_order_pay_extra: 0 });

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
