import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStore } from '@nanostores/react';
import { configureApi } from 'shared-contracts/api/client';
import { cartCostLines } from 'shared-contracts/pricing/cost-lines';
import { $cart, changeQuantity } from 'shared-contracts/stores/cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { cartProduct } from '../../../test-support/cart-product';
import { renderInShop } from '../../../test-support/render-in-shop';
import { placeOrder, toPlaceOrderRequest } from '../../checkout/api/place-order';
import { CostLines } from '../../checkout/components/CostLines';
import { LoyaltyPointsField } from './LoyaltyPointsField';

const told: boolean[] = [];
const tell = (incorrect: boolean) => void told.push(incorrect);

function Live() {
  const cart = useStore($cart);
  return (
    <>
      <LoyaltyPointsField payable={cartCostLines({ ...cart, loyalty_points: 0 }).totalWithBenefits} points={cart.loyalty_points} onIncorrect={tell} />
      <CostLines lines={cartCostLines(cart)} cart={cart} />
    </>
  );
}

let api: ReturnType<typeof fakeApi>;
let offer = { loyalty_active: true, balance: 120, max_per_order: 30 };
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  told.length = 0;
  offer = { loyalty_active: true, balance: 120, max_per_order: 30 };
  // 2 x 20 = 40 to pay (no packaging).
  act(() => $cart.set({ ...emptyCart(), products: [cartProduct({ name: 'Margherita', quantity: 2, price: 20, pack_price: null })] }));
  api = fakeApi((request) => {
    if (request.url.pathname === '/public/orders/points-offer') return { json: offer };
    // An order refused for its points, as the API answers when they were spent meanwhile.
    if (request.url.pathname === '/public/orders') {
      const message = 'The number of points entered is incorrect.';
      return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, fields: { loyalty_points: message } } };
    }
    return undefined;
  });
});
afterEach(() => api.restore());

// The balance says "point" or "points" as the language counts (Lithuanian has four forms).
test.each([
  ['en', 1, 'You have 1 point; this order can take up to 1.'],
  ['es', 1, 'Tienes 1 punto; este pedido admite hasta 1.'],
  ['lt', 1, 'Turite 1 tašką; šiam užsakymui galima panaudoti iki 1.'],
  ['lt', 45, 'Turite 45 taškus; šiam užsakymui galima panaudoti iki 30.'],
  ['lt', 120, 'Turite 120 taškų; šiam užsakymui galima panaudoti iki 30.'],
] as const)('in %s, a balance of %i reads "%s"', async (language, balance, text) => {
  offer = { ...offer, balance };
  await renderInShop(<Live />, { language });
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('shows the balance and the most this order takes, and points entered come off the total', async () => {
  await renderInShop(<Live />);
  const input = await screen.findByRole('textbox', { name: 'Bonus points to use' });
  expect(screen.getByText('You have 120 points; this order can take up to 30.')).toBeInTheDocument();
  await userEvent.type(input, '25');
  expect($cart.get().loyalty_points).toBe(25);
  const costs = within(screen.getByRole('region', { name: 'Cost' }));
  expect(costs.getByText('Bonus points').nextElementSibling).toHaveTextContent('−minus 25 lei');
  expect(costs.getByText('Total').nextElementSibling).toHaveTextContent('15 lei');
});

// "1.000" and "1,000": a thousand as the balance is written in ro/es and en, not 1 point.
test.each(['31', '2.5', '1.000', '1,000'])('%s points: "the number of points entered is incorrect" and none are spent', async (typed) => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Bonus points to use' }), typed);
  expect(screen.getByText('The number of points entered is incorrect.')).toBeInTheDocument();
  // Checked as typed, with the focus staying in the field: said as it appears.
  expect(screen.getByRole('alert')).toHaveTextContent('The number of points entered is incorrect.');
  expect($cart.get().loyalty_points).toBe(0);
  // The checkout is told, to hold the order back.
  expect(told.at(-1)).toBe(true);
});

test('a smaller basket that no longer fits the points drops them and says so', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Bonus points to use' }), '30');
  expect($cart.get().loyalty_points).toBe(30);
  // 1 x 20: at most 20 points.
  act(() => void changeQuantity(0, -1));
  await waitFor(() => expect($cart.get().loyalty_points).toBe(0));
  expect(screen.getByText('The number of points entered is incorrect.')).toBeInTheDocument();
});

test('the points refused for a smaller basket come back, as still typed, when it fits them again', async () => {
  offer = { ...offer, max_per_order: 40 };
  await renderInShop(<Live />);
  const input = await screen.findByRole('textbox', { name: 'Bonus points to use' });
  await userEvent.type(input, '30');
  // 1 x 20: at most 20 points.
  act(() => void changeQuantity(0, -1));
  await waitFor(() => expect($cart.get().loyalty_points).toBe(0));
  expect(screen.getByText('The number of points entered is incorrect.')).toBeInTheDocument();
  expect(told.at(-1)).toBe(true);
  // 2 x 20 again: the 30 still shown fit, and are spent without being typed again.
  act(() => void changeQuantity(0, 1));
  await waitFor(() => expect($cart.get().loyalty_points).toBe(30));
  expect(input).toHaveValue('30');
  expect(screen.getByText('You have 120 points; this order can take up to 40.')).toBeInTheDocument();
  expect(screen.queryByText('The number of points entered is incorrect.')).not.toBeInTheDocument();
  expect(told.at(-1)).toBe(false);
  const costs = within(screen.getByRole('region', { name: 'Cost' }));
  expect(costs.getByText('Bonus points').nextElementSibling).toHaveTextContent('−minus 30 lei');
});

test('points refused by the API (spent in another tab) read the balance again: the hint and the check are the new ones', async () => {
  await renderInShop(<Live />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'Bonus points to use' }), '25');
  expect($cart.get().loyalty_points).toBe(25);
  // Another tab spent 110 of the 120 points.
  offer = { ...offer, balance: 10 };
  const result = await placeOrder(toPlaceOrderRequest($cart.get(), '', 15), null);
  expect('refusal' in result).toBe(true);
  expect(await screen.findByText('You have 10 points; this order can take up to 10.')).toBeInTheDocument();
  await waitFor(() => expect($cart.get().loyalty_points).toBe(0));
  expect(screen.getByText('The number of points entered is incorrect.')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.url.pathname === '/public/orders/points-offer')).toHaveLength(2);
});

test('nothing is shown while loyalty is off or there are no points', async () => {
  offer = { loyalty_active: true, balance: 0, max_per_order: 30 };
  await renderInShop(<Live />);
  await waitFor(() => expect(api.requests.some((r) => r.url.pathname === '/public/orders/points-offer')).toBe(true));
  expect(screen.queryByRole('textbox', { name: 'Bonus points to use' })).not.toBeInTheDocument();
});

test('points changed in another tab show here: the field says what the order spends', async () => {
  await renderInShop(<Live />);
  const input = await screen.findByRole('textbox', { name: 'Bonus points to use' });
  await userEvent.type(input, '25');
  // cart-sync copies the other tab's cart into this one.
  act(() => $cart.set({ ...$cart.get(), loyalty_points: 10 }));
  expect(input).toHaveValue('10');
  act(() => $cart.set({ ...$cart.get(), loyalty_points: 0 }));
  expect(input).toHaveValue('');
  // An entry refused here (none spent) stays as typed, marked: the 0 it puts on the cart is its own.
  await userEvent.type(input, '31');
  expect($cart.get().loyalty_points).toBe(0);
  expect(input).toHaveValue('31');
  expect(screen.getByText('The number of points entered is incorrect.')).toBeInTheDocument();
});
