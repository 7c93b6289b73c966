import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { setNavigator } from 'shared-contracts/api/navigation';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications } from 'shared-contracts/stores/notifications';
import { $loggedIn, logIn } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { filledCart } from 'shared-contracts/test-support/filled-cart';
import { emptyCart } from 'shared-contracts/types/cart';
import { renderInShop } from '../test-support/render-in-shop';
import KioskProviderReturnPage from './KioskProviderReturnPage';
import KioskSuccessPage from './KioskSuccessPage';

const TOKEN = 'KioskKioskKioskKioskKioskKiosk12';
let status: Payment['status'] = 'succeeded';
let api: ReturnType<typeof fakeApi>;
/** POST public/auth/logout: the API revokes the token it is sent with. */
const isRevoke = ({ method, url }: { method: string; url: URL }) => method === 'POST' && url.pathname === '/public/auth/logout';
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  api = fakeApi((request) => {
    if (isRevoke(request)) return { json: { signed_out: true } };
    return request.url.pathname === `/public/payments/${TOKEN}`
      ? { json: { order_token: TOKEN, store_id: 1, method: 'card', provider: 'sandbox', status, amount: 28, currency: 'RON', client_secret: null, provider_payment_id: null, public_key: null, failure: null, failure_code: null, group_order_link: null } }
      : undefined;
  });
});
afterEach(() => api.restore());

/** What the next customer finds: the cart without who ordered, the rest of it as it was. */
const forgotten = () => ({
  ...filledCart(),
  name: '', phone: '', address_id: null, address: '', address_line2: '', address_name: '', address_instructions: '', use_credit_card_id: null, loyalty_points: 0, voucher: null,
});

describe('the next customer finds no trace of the last one', () => {
  beforeEach(() => {
    status = 'succeeded';
    act(() => $cart.set(filledCart()));
  });
  afterEach(() => act(() => $cart.set(emptyCart())));

  test('"Start a new order" signs the customer out and takes their name, phone, address, card and points off the cart', async () => {
    act(() => logIn({ id: 4, token: 'kiosk-customer', name: 'Ana Pop', delivery_addresses: [] }));
    await renderInShop(<KioskSuccessPage params={{}} />, { path: `/integrations/kiosk-success?order=${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new order' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect($loggedIn.get()).toBe(false);
    expect($cart.get()).toEqual(forgotten());
  });

  test('"Start a new order" revokes the customer\'s token at the API, so one left behind no longer opens their account', async () => {
    act(() => logIn({ id: 4, token: 'kiosk-customer', name: 'Ana Pop', delivery_addresses: [] }));
    await renderInShop(<KioskSuccessPage params={{}} />, { path: `/integrations/kiosk-success?order=${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new order' }));
    await waitFor(() => expect(api.requests.filter(isRevoke)).toHaveLength(1));
    expect(api.requests.find(isRevoke)?.headers.get('Authorization')).toBe('Bearer kiosk-customer');
  });

  // The revoke is best effort: the next customer never waits for it, and no answer signs the last
  // one back in, shows the next one an error or sends them to sign in (as a 401 otherwise would).
  test.each([
    ['never answers', () => new Promise<Response>(() => undefined)],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['fails', () => Promise.resolve(Response.json({ statusCode: 503, error: 'Service Unavailable', message: 'Down for maintenance.' }, { status: 503 }))],
    ['says the token was already signed out', () => Promise.resolve(Response.json({ statusCode: 401, error: 'Unauthorized', message: 'You have been signed out.' }, { status: 401 }))],
  ])('when the API %s, the next customer\'s screen still comes at once, the customer signed out', async (_case, revokeAnswer) => {
    const answerFromApi = jest.mocked(globalThis.fetch).getMockImplementation()!;
    const revokes: Request[] = [];
    jest.mocked(globalThis.fetch).mockImplementation((input, init) => {
      const request = new Request(input, init);
      if (!isRevoke({ method: request.method, url: new URL(request.url) })) return answerFromApi(input, init);
      revokes.push(request);
      return revokeAnswer();
    });
    const navigateTo = jest.fn();
    setNavigator(navigateTo);
    act(() => logIn({ id: 4, token: 'kiosk-customer', name: 'Ana Pop', delivery_addresses: [] }));
    await renderInShop(<KioskSuccessPage params={{}} />, { path: `/integrations/kiosk-success?order=${TOKEN}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Start a new order' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect($loggedIn.get()).toBe(false);
    expect($cart.get()).toEqual(forgotten());
    await waitFor(() => expect(revokes).toHaveLength(1));
    // What is checked is that nothing happens, so there is no event to wait for: the answer is
    // given a moment to go through the client's hooks, where a loud call would report it.
    await act(async () => new Promise((settled) => setTimeout(settled, 50)));
    expect($notifications.get()).toEqual([]);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  test('the start after 30 seconds revokes a signed-in customer\'s token too', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      act(() => logIn({ id: 4, token: 'kiosk-customer', name: 'Ana Pop', delivery_addresses: [] }));
      await renderInShop(<KioskSuccessPage params={{}} />, { path: `/integrations/kiosk-success?order=${TOKEN}` });
      expect(await screen.findByText('A new order starts in 30 seconds.')).toBeInTheDocument();
      for (let tick = 0; tick < 30; tick += 1) await act(async () => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
      expect($loggedIn.get()).toBe(false);
      await waitFor(() => expect(api.requests.filter(isRevoke).map((request) => request.headers.get('Authorization'))).toEqual(['Bearer kiosk-customer']));
    } finally {
      jest.useRealTimers();
    }
  });

  test('so does the start after 30 seconds, for a guest', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await renderInShop(<KioskSuccessPage params={{}} />, { path: `/integrations/kiosk-success?order=${TOKEN}` });
      expect(await screen.findByText('A new order starts in 30 seconds.')).toBeInTheDocument();
      for (let tick = 0; tick < 30; tick += 1) await act(async () => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/);
      expect($cart.get()).toEqual(forgotten());
      expect(api.requests.filter(isRevoke)).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('back from the bank\'s page (3-D Secure), the kiosk\'s return', () => {
  test('lands a paid order on the kiosk\'s success screen, which starts over', async () => {
    status = 'succeeded';
    await renderInShop(<KioskProviderReturnPage params={{}} />, { path: `/order-success?order=${TOKEN}` });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/integrations\/kiosk-success$/));
  });

  test('pays an unpaid order again on the kiosk\'s card screen', async () => {
    status = 'requires_payment_method';
    await renderInShop(<KioskProviderReturnPage params={{}} />, { path: `/order-success?order=${TOKEN}` });
    expect(await screen.findByRole('link', { name: 'Pay for this order' })).toHaveAttribute('href', `/integrations/kiosk-credit-card?order=${TOKEN}`);
  });
});

test('a paid kiosk order thanks the customer and starts over for the next one', async () => {
  status = 'succeeded';
  await renderInShop(<KioskSuccessPage params={{}} />, { path: `/integrations/kiosk-success?order=${TOKEN}` });
  expect(await screen.findByText('Thank you! Your order is being prepared.')).toBeInTheDocument();
  expect(screen.getByText('A new order starts in 30 seconds.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Start a new order' }));
  await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
});

// Counted down one second at a time, each number in its language's plural form (Romanian's "few"
// from 2 to 19, "de" from 20), the last one singular.
test.each([
  ['en', 'A new order starts in 30 seconds.', 'A new order starts in 19 seconds.', 'A new order starts in 1 second.'],
  ['es', 'Un nuevo pedido empieza en 30 segundos.', 'Un nuevo pedido empieza en 19 segundos.', 'Un nuevo pedido empieza en 1 segundo.'],
  ['ro', 'O comandă nouă începe peste 30 de secunde.', 'O comandă nouă începe peste 19 secunde.', 'O comandă nouă începe peste 1 secundă.'],
] as const)('in %s the countdown reads each number right, down to one second', async (language, at30, at19, at1) => {
  status = 'succeeded';
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await renderInShop(<KioskSuccessPage params={{}} />, { path: `/integrations/kiosk-success?order=${TOKEN}`, language });
    expect(await screen.findByText(at30)).toBeInTheDocument();
    for (let tick = 0; tick < 11; tick += 1) await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText(at19)).toBeInTheDocument();
    for (let tick = 0; tick < 18; tick += 1) await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText(at1)).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('an unpaid order is not called paid: the kiosk offers to pay it', async () => {
  status = 'requires_payment_method';
  await renderInShop(<KioskSuccessPage params={{}} />, { path: `/integrations/kiosk-success?order=${TOKEN}`, language: 'lt' });
  expect(await screen.findByText('Šis užsakymas dar neapmokėtas.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Apmokėti šį užsakymą' })).toHaveAttribute('href', `/integrations/kiosk-credit-card?order=${TOKEN}`);
});
