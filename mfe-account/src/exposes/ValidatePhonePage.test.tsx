import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import { brandWith, forgetBrand } from '../test-support/brand-benefits';
import { Route, Routes } from 'react-router-dom';
import AccountDetailsPage from './AccountDetailsPage';
import ValidatePhonePage from './ValidatePhonePage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] })));
afterEach(() => act(() => logOut()));

const account = { id: 1, name: 'Ana Pop', email: 'ana@example.com', pending_email: null, phone: '+40799000111', phone_validated: false, has_password: true, referral_code: 'X', delivery_addresses: [] };

describe('ValidatePhonePage', () => {
  it('says a code was sent, and waits the cool-down the server gives, only when one for this number waits', async () => {
    const api = fakeApi(({ url }) => (url.pathname === '/public/account' ? { json: { ...account, phone_code: { sent: true, resend_after_seconds: 42 } } } : undefined));
    await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number' });
    expect(await screen.findByText('We sent a 4-digit code by SMS to your phone. Enter it below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in 4[12] s\./)).toBeInTheDocument();
    api.restore();
  });

  it('offers to send a code when none waits (the number changed during the cool-down, or the code expired), then says it went', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: { ...account, phone_code: { sent: false, resend_after_seconds: 0 } } };
      if (method === 'POST' && url.pathname === '/public/auth/phone-code') return { json: { resend_after_seconds: 60 } };
      return undefined;
    });
    await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number' });
    expect(await screen.findByText('Ask for a 4-digit code by SMS to +40799000111, then enter it below.')).toBeInTheDocument();
    expect(screen.queryByText(/We sent a 4-digit code/)).not.toBeInTheDocument();
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(screen.getByText('We sent a 4-digit code by SMS to your phone. Enter it below.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual(['/public/auth/phone-code']);
    api.restore();
  });

  it('refused for a cool-down another tab started, waits the seconds the server still counts instead of asking again', async () => {
    const user = userEvent.setup();
    // This tab was opened before another one asked for a code.
    let askedElsewhere = false;
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: { ...account, phone_code: askedElsewhere ? { sent: true, resend_after_seconds: 37 } : { sent: false, resend_after_seconds: 0 } } };
      if (method === 'POST' && url.pathname === '/public/auth/phone-code') {
        askedElsewhere = true;
        return { status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: 'Please wait 37 seconds before asking for a new code.' } };
      }
      return undefined;
    });
    await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number' });
    await user.click(await screen.findByRole('button', { name: 'Send a code' }));
    expect(await screen.findByText(/You can ask for a new code in 3[67] s\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(screen.getByText('We sent a 4-digit code by SMS to your phone. Enter it below.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    api.restore();
  });

  it('takes a code pasted with spaces around or inside it, and no more than its 4 digits', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) => (url.pathname === '/public/account' ? { json: { ...account, phone_code: { sent: true, resend_after_seconds: 0 } } } : undefined));
    await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number' });
    const code = await screen.findByLabelText(/4-digit code/);
    await user.click(code);
    await user.paste(' 12 34');
    expect(code).toHaveValue('1234');
    await user.clear(code);
    await user.paste('123456');
    expect(code).toHaveValue('1234');
    api.restore();
  });

  it('clears a refused code and its message when a new code is sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: { ...account, phone_code: { sent: true, resend_after_seconds: 0 } } };
      if (method === 'POST' && url.pathname === '/public/auth/validate-phone-number') return { status: 422, json: { statusCode: 422, message: 'This code is not correct. Check the SMS and try again.' } };
      if (method === 'POST' && url.pathname === '/public/auth/phone-code') return { json: { resend_after_seconds: 60 } };
      return undefined;
    });
    await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number' });
    await user.type(await screen.findByLabelText(/4-digit code/), '1234');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('This code is not correct. Check the SMS and try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(screen.queryByText('This code is not correct. Check the SMS and try again.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/4-digit code/)).toHaveValue('');
    expect(screen.getByLabelText(/4-digit code/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/4-digit code/)).toHaveFocus();
    api.restore();
  });

  it('validated without a destination, opens the account, which says so once', async () => {
    const user = userEvent.setup();
    let validated = false;
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: { ...account, phone_validated: validated, phone_code: { sent: true, resend_after_seconds: 0 } } };
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'POST' && url.pathname === '/public/auth/validate-phone-number') {
        validated = true;
        return { json: { phone_validated: true } };
      }
      return undefined;
    });
    await renderInShop(
      <Routes>
        <Route path="/auth/validate-phone-number" element={<ValidatePhonePage params={{}} />} />
        <Route path="/account" element={<AccountDetailsPage params={{}} />} />
      </Routes>,
      { path: '/auth/validate-phone-number' },
    );
    await user.type(await screen.findByLabelText(/4-digit code/), '1234');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Your phone number is validated.')).toBeInTheDocument();
    expect(screen.getAllByText('Your phone number is validated.')).toHaveLength(1);
    api.restore();
  });

  it('offers to validate later, and validating goes on to where the customer was going', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: { ...account, phone_code: { sent: true, resend_after_seconds: 0 } } };
      if (method === 'POST' && url.pathname === '/public/auth/validate-phone-number') return { json: { phone_validated: true } };
      return undefined;
    });
    await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number?next=%2Faccount%2Fbenefits' });
    expect(await screen.findByRole('link', { name: 'Validate later' })).toHaveAttribute('href', '/account/benefits');
    await user.type(screen.getByLabelText(/4-digit code/), '12');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByLabelText(/4-digit code/)).toHaveFocus();
    await user.type(screen.getByLabelText(/4-digit code/), '34');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account/benefits'));
    api.restore();
  });
  it('stays busy once validated, while the next screen loads: a double click sends the code once', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: { ...account, phone_code: { sent: true, resend_after_seconds: 0 } } };
      if (method === 'POST' && url.pathname === '/public/auth/validate-phone-number') return { json: { phone_validated: true } };
      return undefined;
    });
    // The screen stays drawn after it navigates, as it does while a remote's next screen loads.
    await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number?next=%2Faccount%2Fbenefits' });
    await user.type(await screen.findByLabelText(/4-digit code/), '1234');
    await user.dblClick(screen.getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account/benefits'));
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('button', { name: 'Validate' })).toHaveAttribute('aria-busy', 'true');
    expect(api.requests.filter((request) => request.url.pathname === '/public/auth/validate-phone-number')).toHaveLength(1);
    api.restore();
  });

  it('is busy while a code is being asked for: a second click texts no second code', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const posts: string[] = [];
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    // The code's request waits, as a slow network makes it: fakeApi answers at once.
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname === '/public/account') return json({ ...account, phone_code: { sent: false, resend_after_seconds: 0 } });
      posts.push(pathname);
      await answered;
      return json({ resend_after_seconds: 60 });
    });
    try {
      await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number' });
      const send = await screen.findByRole('button', { name: 'Send a code' });
      await user.click(send);
      await waitFor(() => expect(posts).toEqual(['/public/auth/phone-code']));
      expect(send).toHaveAttribute('aria-busy', 'true');
      await user.click(send);
      act(() => answer());
      expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
      expect(posts).toEqual(['/public/auth/phone-code']);
    } finally {
      spy.mockRestore();
    }
  });

  it('asks an account without a phone number (made with Google) to add one in its details, with no code form', async () => {
    const api = fakeApi(({ url }) => (url.pathname === '/public/account' ? { json: { ...account, phone: '', phone_code: { sent: false, resend_after_seconds: 0 } } } : undefined));
    await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number?next=%2Fcheckout' });
    expect(await screen.findByText('Your account has no phone number yet. Add it to your details: once you save it, we send it a 4-digit code by SMS.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add my phone number' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Validate later' })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText(/Ask for a 4-digit code/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/4-digit code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a code' })).not.toBeInTheDocument();
    api.restore();
  });

  // Their friend's referral points are decided by the first paid order: an invited friend who orders unvalidated earns them nothing.
  it.each([
    ['an invited friend not validated yet', { referral_pending: true, phone_validated: false }, true, true],
    ['an account made with no referral code', { referral_pending: false, phone_validated: false }, true, false],
    ['an invited friend already validated', { referral_pending: true, phone_validated: true }, true, false],
    ['an invited friend where referrals earn nothing', { referral_pending: true, phone_validated: false }, false, false],
  ])("tells %s whether their friend's referral points wait on the phone", async (_who, answer, referrals, told) => {
    brandWith({ points: true, vouchers: false, referrals });
    const api = fakeApi(({ url }) => (url.pathname === '/public/account' ? { json: { ...account, ...answer, phone_code: { sent: true, resend_after_seconds: 0 } } } : undefined));
    try {
      await renderInShop(<ValidatePhonePage params={{}} />, { path: '/auth/validate-phone-number' });
      await screen.findByRole('heading', { level: 1, name: 'Validate your phone number' });
      // The heading is there while the account loads: the note is looked for once it has.
      await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
      const note = 'The friend who invited you gets their referral points only if you validate your phone number before your first order.';
      expect(screen.queryAllByText(note)).toHaveLength(told ? 1 : 0);
    } finally {
      api.restore();
      forgetBrand();
    }
  });
});
