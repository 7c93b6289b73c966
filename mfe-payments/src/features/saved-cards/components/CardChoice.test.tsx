import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { Payment } from 'shared-contracts/payments/payment-status';
import type { SavedCardsForPayment } from 'shared-contracts/payments/saved-card-payment';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import PaymentPage from '../../../exposes/PaymentPage';

const TOKEN = 'Tok3nTok3nTok3nTok3nTok3nTok3n12';
const payment = (changes: Partial<Payment> = {}): Payment => ({
  order_token: TOKEN, store_id: 1, method: 'card', provider: 'sandbox', status: 'awaiting_payment', amount: 28, currency: 'RON',
  client_secret: null, provider_payment_id: null, public_key: null, failure: null, failure_code: null, group_order_link: null, ...changes,
});
const visa = { id: 7, brand: 'visa', last4: '4242', exp_month: 11, exp_year: 2031 };

let api: ReturnType<typeof fakeApi>;
function answer(saved: SavedCardsForPayment) {
  api = fakeApi(({ method, url }) => {
    if (url.pathname === '/public/payments') return { status: 201, json: payment() };
    if (url.pathname === `/public/payments/${TOKEN}/saved-cards`) return { json: saved };
    if (method === 'PUT' && url.pathname === `/public/payments/${TOKEN}/card-saving`) return { json: { save: true } };
    if (url.pathname === `/public/payments/${TOKEN}/sandbox-card`) return { json: payment({ status: 'succeeded' }) };
    if (url.pathname === `/public/payments/${TOKEN}/saved-card`) return { json: { payment: payment({ status: 'succeeded' }), redirect_url: null } };
    return undefined;
  });
}
const calls = () => api.requests.map((request) => `${request.method} ${request.url.pathname.replace(`/public/payments/${TOKEN}`, '…')}`);

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => updateCart({ use_credit_card_id: null })));
afterEach(() => {
  api.restore();
  act(() => logOut());
});
const signIn = () => act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));

async function typeCard() {
  await userEvent.type(await screen.findByRole('textbox', { name: /Card number/ }), '4242 4242 4242 4242');
  await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/34');
  await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
}

test('a signed-in customer ticks "Save this card for next time": the API is told before the card pays', async () => {
  signIn();
  answer({ cards: [], can_save: true });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { path: `/integrations/payment/${TOKEN}` });
  await typeCard();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  expect(calls()).toEqual(['POST /public/payments', 'GET …/saved-cards', 'PUT …/card-saving', 'POST …/sandbox-card']);
  expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ save: true });
});

test('a guest is offered no saving and nothing about cards is asked', async () => {
  answer({ cards: [visa], can_save: true });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  await typeCard();
  expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  expect(calls()).toEqual(['POST /public/payments', 'POST …/sandbox-card']);
});

test('where the card cannot be saved (another account\'s order) the box is not offered', async () => {
  signIn();
  answer({ cards: [], can_save: false });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  await typeCard();
  expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).toBeNull();
});

test('a saved card is chosen first (the cart\'s use_credit_card_id) and pays with one press; a new card is one choice away', async () => {
  signIn();
  answer({ cards: [visa], can_save: true });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
  const saved = await screen.findByRole('radio', { name: /VISA ending in 4242/ });
  expect(saved).toBeChecked();
  expect(screen.getByRole('group', { name: 'Pay with' })).toHaveTextContent('expires 11/2031');
  expect($cart.get().use_credit_card_id).toBe(7);
  expect(screen.queryByRole('textbox', { name: /Card number/ })).toBeNull();

  await userEvent.click(screen.getByRole('radio', { name: 'A new card' }));
  expect($cart.get().use_credit_card_id).toBeNull();
  expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Save this card for next time' })).toBeInTheDocument();

  await userEvent.click(saved);
  expect($cart.get().use_credit_card_id).toBe(7);
  await userEvent.click(screen.getByRole('button', { name: 'Pay 28 lei with VISA ending in 4242' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(`/order-success/${TOKEN}`));
  expect(api.requests.find((request) => request.url.pathname.endsWith('/saved-card'))?.body).toEqual({ card_id: 7 });
  expect(calls()).not.toContain('POST …/sandbox-card');
});

test('the saved cards read in Lithuanian', async () => {
  signIn();
  answer({ cards: [visa], can_save: true });
  await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />, { language: 'lt' });
  expect(await screen.findByRole('radio', { name: /VISA, baigiasi 4242/ })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Mokėti 28 lei: VISA, baigiasi 4242' })).toBeInTheDocument();
});

describe('the card chosen first', () => {
  const expired = { id: 3, brand: 'visa', last4: '0003', exp_month: 3, exp_year: 2024 };
  const mastercard = { id: 9, brand: 'mastercard', last4: '5454', exp_month: 1, exp_year: 2030 };

  test('is the newest current card, never an expired one, even the one the cart named', async () => {
    signIn();
    act(() => updateCart({ use_credit_card_id: 3 }));
    answer({ cards: [expired, visa, mastercard], can_save: true });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
    expect(await screen.findByRole('radio', { name: /MASTERCARD ending in 5454/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /VISA ending in 0003/ })).not.toBeChecked();
    expect($cart.get().use_credit_card_id).toBe(9);
    expect(screen.getByRole('button', { name: 'Pay 28 lei with MASTERCARD ending in 5454' })).toBeInTheDocument();
  });

  test('is the cart\'s card while it is current', async () => {
    signIn();
    act(() => updateCart({ use_credit_card_id: 7 }));
    answer({ cards: [expired, visa, mastercard], can_save: true });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
    expect(await screen.findByRole('radio', { name: /VISA ending in 4242/ })).toBeChecked();
  });

  test('is a new card when every saved card has expired; the expired one can still be chosen', async () => {
    signIn();
    act(() => updateCart({ use_credit_card_id: 3 }));
    answer({ cards: [expired], can_save: true });
    await renderInShop(<PaymentPage params={{ orderId: TOKEN }} />);
    expect(await screen.findByRole('radio', { name: 'A new card' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Pay with' })).toHaveTextContent('expires 03/2024');
    expect(await screen.findByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    expect($cart.get().use_credit_card_id).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: /VISA ending in 0003/ }));
    expect(screen.getByRole('radio', { name: /VISA ending in 0003/ })).toBeChecked();
    expect($cart.get().use_credit_card_id).toBe(3);
  });
});
