import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $notifications } from 'shared-contracts/stores/notifications';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import { brandWith, forgetBrand } from '../test-support/brand-benefits';
import { SavedCards } from '../features/account/components/SavedCards';
import AccountDetailsPage from './AccountDetailsPage';
import BenefitsPage from './BenefitsPage';
import OrdersPage from './OrdersPage';
import ValidatePhonePage from './ValidatePhonePage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
  brandWith({ points: true, vouchers: true });
  act(() => $notifications.set([]));
});
afterEach(() => {
  act(() => logOut());
  forgetBrand();
});

const account = { id: 1, name: 'Ana Pop', email: 'ana@example.com', pending_email: null, phone: '+40799000111', phone_validated: true, has_password: true, referral_code: 'X', delivery_addresses: [], profile_version: 3, phone_code: { sent: false, resend_after_seconds: 0 } };
const benefits = { loyalty_active: false, points_balance: 0, points_history: [], points_percent: { delivery: 0, pickup: 0, table: 0 }, referral_points: 0, referral_code: 'X', vouchers: [] };
const serverError = { status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Something broke.' } };
const answers: Record<string, unknown> = { '/public/account': account, '/public/account/cards': [], '/public/account/benefits': benefits, '/public/account/orders': [] };

describe.each([
  ['the account details', <AccountDetailsPage params={{}} />, '/account', '/public/account', 'Your details', 'My account'],
  ['the saved cards', <SavedCards />, '/account', '/public/account/cards', 'You have no saved cards', 'Saved cards'],
  ['the benefits', <BenefitsPage params={{}} />, '/account/benefits', '/public/account/benefits', 'The bonus points programme is not active at the moment.', 'My account'],
  ['the orders', <OrdersPage params={{}} />, '/account/orders', '/public/account/orders', 'Current orders', 'My account'],
  ['the phone validation', <ValidatePhonePage params={{}} />, '/auth/validate-phone-number', '/public/account', 'Your phone number is validated.', 'Validate your phone number'],
] as [string, ReactElement, string, string, string, string][])('%s, when the first load fails', (_name, ui, path, failing, loaded, heading) => {
  it('says so with a retry instead of "Loading…" for good, adds no second notice, and the retry loads it with the focus on its heading', async () => {
    const user = userEvent.setup();
    let down = true;
    const api = fakeApi(({ method, url }) => {
      if (method !== 'GET' || !(url.pathname in answers)) return undefined;
      return down && url.pathname === failing ? serverError : { json: answers[url.pathname] };
    });
    await renderInShop(ui, { path });

    // ky tried it three times; the error catalogue said so once.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('We could not load this.')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(document.querySelector('p[aria-busy="true"], div[aria-busy="true"]')).toBeNull();
    expect($notifications.get().map(({ message }) => message)).toEqual(['Something broke.']);

    down = false;
    await user.click(retry);
    expect(await screen.findByText(new RegExp(loaded))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: heading })).toHaveFocus());
    expect($notifications.get()).toHaveLength(1);
    expect(api.requests.filter((request) => request.url.pathname === failing)).toHaveLength(4);
    api.restore();
  }, 15_000);
});

it('a retry that fails too leaves the button, busy meanwhile, and the focus on it', async () => {
  const user = userEvent.setup();
  const api = fakeApi(({ url }) => (url.pathname === '/public/account/orders' ? serverError : undefined));
  await renderInShop(<OrdersPage params={{}} />, { path: '/account/orders' });
  const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
  await user.click(retry);
  expect(retry).toHaveAttribute('aria-busy', 'true');
  expect(retry).toHaveFocus();
  await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  expect(retry).toHaveFocus();
  expect(screen.getByText('We could not load this.')).toBeInTheDocument();
  expect(api.requests).toHaveLength(6);
  api.restore();
}, 15_000);
