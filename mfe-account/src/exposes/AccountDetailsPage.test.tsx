import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { $cart, updateCart } from 'shared-contracts/stores/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { renderInShop } from '../test-support/render-in-shop';
import { FIELD_PROBLEM_MESSAGES, fullNameProblem } from 'shared-contracts/forms/person-fields';
import AccountDetailsPage from './AccountDetailsPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => act(() => logOut()));

const home = { id: 4, address: 'Strada Lunga 1', address_line2: 'ap. 2', name: 'Home', instructions: '', lat: 45.6, lng: 25.6 };
const account = { id: 1, name: 'Ana Pop', email: 'ana@example.com', pending_email: null, phone: '+40712345678', phone_validated: true, has_password: true, referral_code: 'X', delivery_addresses: [home], profile_version: 3 };

describe('AccountDetailsPage', () => {
  beforeEach(() => {
    // Typing a test leaves unsaved is kept for the tab (ProfileForm): each test starts on a new one.
    sessionStorage.clear();
    return act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [home] }));
  });

  it("shows in the header the name the account has now, when another device changed it", async () => {
    fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'GET') return { json: { ...account, name: 'Ana Maria Pop' } };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ana Maria Pop');
    await waitFor(() => expect($user.get().name).toBe('Ana Maria Pop'));
    expect($user.get().token).toBe('tok');
  });

  it('withdraws a new e-mail address waiting for its link, says so, and leaves the keyboard on the e-mail field', async () => {
    const user = userEvent.setup();
    let pending: string | null = 'typo@exmaple.com';
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'DELETE' && url.pathname === '/public/account/email-change') {
        pending = null;
        return { json: { ...account, pending_email: null } };
      }
      if (method === 'GET') return { json: { ...account, pending_email: pending } };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    await screen.findByText(/To start using typo@exmaple\.com/);
    await user.click(screen.getByRole('button', { name: 'Cancel this change' }));
    expect(await screen.findByText('The change is cancelled: your account keeps ana@example.com, and the link sent before no longer works.')).toBeInTheDocument();
    expect(screen.queryByText(/To start using typo@exmaple\.com/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual(['/public/account/email-change']);
  });

  it('saves the details; a new e-mail address is announced as waiting for its link, and the field keeps the current one', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url, body }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'PUT') return { json: { ...account, name: (body as { name: string }).name, pending_email: 'new@example.com' } };
      if (method === 'GET') return { json: account };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    const email = await screen.findByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(screen.getByLabelText(/Current password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    // Information, not a problem: the info tone (announced politely, by the status region it comes in), saying what to do with the link.
    const pending = (await screen.findByText(/To start using new@example\.com, open the link we sent to it/)).closest('.ui-notice');
    expect(pending).toHaveClass('ui-notice--info');
    expect(pending?.parentElement).toHaveAttribute('role', 'status');
    expect(pending).toHaveTextContent('To start using new@example.com, open the link we sent to it (it works for 24 hours). Until then your account keeps its current address; if you do not open the link, nothing changes.');
    // The form's alert region says nothing.
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ name: 'Ana Pop', email: 'new@example.com', phone: '+40712345678', profile_version: 3, password: 'correct horse battery' });
    api.restore();
  });

  it('sends the link for a waiting e-mail address again, with the details the account has', async () => {
    const user = userEvent.setup();
    const waiting = { ...account, pending_email: 'new@example.com' };
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (url.pathname === '/public/account') return { json: waiting };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    // Something typed and not saved is not sent with it.
    await user.type(await screen.findByLabelText(/Full name/), ' Maria');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent a new link to new@example.com; the one sent before no longer works.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([{ name: 'Ana Pop', email: 'new@example.com', phone: '+40712345678', profile_version: 3 }]);
    api.restore();
  });

  it('a save refused because another tab saved first says so in the form, shows the details as saved now, and saves over them next time', async () => {
    const user = userEvent.setup();
    const savedNow = { ...account, name: 'Ana Maria Pop', profile_version: 4 };
    const api = fakeApi(({ method, url, body }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'GET' && url.pathname === '/public/account') return { json: account };
      if (method !== 'PUT') return undefined;
      const sent = body as { name: string; phone: string; profile_version: number };
      if (sent.profile_version !== savedNow.profile_version) {
        const message = 'Your details were changed in another tab or window. Here they are as saved now; make your change again.';
        return { status: 409, json: { statusCode: 409, error: 'Conflict', message, account: savedNow } };
      }
      return { json: { ...savedNow, phone: sent.phone, profile_version: 5 } };
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    const phone = await screen.findByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, '+40799111222');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    // Said in the form's alert region, which takes the focus; not as a notice of the whole shop.
    const said = 'Your details were changed in another tab or window. Here they are as saved now; make your change again.';
    const refusal = await screen.findByText(said);
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(refusal.closest('[data-form-refusal]')).toHaveFocus());
    expect($notifications.get().map(noticeText)).not.toContain(said);
    expect(screen.queryByText('Your details have been saved.')).not.toBeInTheDocument();
    // The other tab's name, and this tab's unsaved number gone: the details as saved now.
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ana Maria Pop');
    expect(phone).toHaveValue('+40712345678');
    expect($user.get().name).toBe('Ana Maria Pop');

    await user.clear(phone);
    await user.type(phone, '+40799111222');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { name: 'Ana Pop', email: 'ana@example.com', phone: '+40799111222', profile_version: 3 },
      { name: 'Ana Maria Pop', email: 'ana@example.com', phone: '+40799111222', profile_version: 4 },
    ]);
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
    api.restore();
  });

  it('says the phone number is validated only while the field holds the validated number', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'GET' && url.pathname === '/public/account') return { json: account };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    const phone = await screen.findByLabelText(/Phone/);
    expect(screen.getByText('Your phone number is validated.')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(phone).toHaveAccessibleDescription(FIELD_PROBLEM_MESSAGES.phone);
    expect(screen.queryByText('Your phone number is validated.')).not.toBeInTheDocument();
    // Another number: the one typed is not validated, and is to be once saved.
    await user.clear(phone);
    await user.type(phone, '+40 799 111 222');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Your phone number is validated.')).not.toBeInTheDocument();
    expect(screen.getByText('Once you save a new number, it is validated again with a 4-digit code by SMS.')).toBeInTheDocument();
    // The validated number again, however spaced.
    await user.clear(phone);
    await user.type(phone, '+40 712 345 678');
    expect(screen.getByText('Your phone number is validated.')).toBeInTheDocument();
    expect(screen.queryByText(/Once you save a new number/)).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    api.restore();
  });

  it("shows the server's refusal of the name on the name field", async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'PUT') return { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Please enter your full name.', field: 'name' } };
      if (url.pathname === '/public/account') return { json: account };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    const name = await screen.findByLabelText(/Full name/);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    api.restore();
  });

  it.each(['A', '😀😀 🍕'])('refuses the name %j before sending exactly when the shared full-name rule does', async (typed) => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'PUT') return { json: { ...account, name: typed } };
      if (url.pathname === '/public/account') return { json: account };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    const name = await screen.findByLabelText(/Full name/);
    await user.clear(name);
    await user.type(name, typed);
    const phone = screen.getByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, '0721-555-123');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    // The phone's separators are ones its message names; a name of only emoji is refused once the rule wants a letter.
    expect(phone).not.toHaveAttribute('aria-invalid');
    if (fullNameProblem(typed) === null) {
      await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    } else {
      expect(name).toHaveAccessibleDescription('Please enter your full name.');
      expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);
    }
    api.restore();
  });

  it('edits a saved address in place (same id) and deletes it, keeping the user cookie in step', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url, body }) => {
      if (url.pathname === '/public/account') return { json: account };
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'POST') return { json: { ...home, ...(body as object) } };
      if (method === 'DELETE') return { json: { deleted: true } };
      if (url.pathname === '/public/geocoding/search') return { json: [] };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const street = screen.getByLabelText(/Street and number/);
    await user.clear(street);
    await user.type(street, 'Strada Lunga 5');
    // A street the address search does not know is saved as typed.
    await screen.findByText(/We could not find this address/);
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Strada Lunga 5, ap. 2')).toBeInTheDocument();
    // The old point was Strada Lunga 1's: another street has none until checkout places it (never 0,0).
    expect(api.requests.at(-1)?.body).toMatchObject({ id: 4, address: 'Strada Lunga 5', lat: null, lng: null });
    expect($user.get().delivery_addresses.map((a) => [a.address, a.lat, a.lng])).toEqual([['Strada Lunga 5', null, null]]);

    await user.click(screen.getByRole('button', { name: 'Delete Home' }));
    const question = screen.getByRole('group', { name: 'Delete Home?' });
    expect(within(question).getByText('Delete this address?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('You have no saved delivery addresses.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved delivery addresses' })).toHaveFocus();
    expect($user.get().delivery_addresses).toEqual([]);
    api.restore();
  });

  it('keeps the map point of an address whose street did not change, and a new address has none', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url, body }) => {
      if (url.pathname === '/public/account') return { json: account };
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'POST') return { json: { ...home, lat: null, lng: null, ...(body as object) } };
      if (url.pathname === '/public/geocoding/search') return { json: [] };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    await user.type(screen.getByLabelText(/Location name/), ' sweet home');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText(/Home sweet home/)).toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toMatchObject({ id: 4, address: 'Strada Lunga 1', lat: 45.6, lng: 25.6 });
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Scurta 2');
    await screen.findByText(/We could not find this address/);
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(api.requests.at(-1)?.body).toEqual({ address: 'Strada Scurta 2', address_line2: '', name: '', instructions: '', lat: null, lng: null }));
    api.restore();
  });

  it('asks before deleting a saved address; Keep it and Escape keep it and give the focus back', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) => {
      if (url.pathname === '/public/account') return { json: account };
      if (url.pathname === '/public/account/cards') return { json: [] };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    const remove = await screen.findByRole('button', { name: 'Delete Home' });
    await user.click(remove);
    expect(within(screen.getByRole('group', { name: 'Delete Home?' })).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Delete Home?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Home' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Delete Home?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Delete Home' })).toHaveFocus();
    expect(screen.getByText(/Strada Lunga 1/)).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toEqual([]);
    expect($user.get().delivery_addresses).toEqual([home]);
    api.restore();
  });

  it('deletes the account only after the password is confirmed, then logs out and says so on the homepage', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = fakeApi(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/public/account') return { json: account };
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'DELETE' && url.pathname === '/public/account') {
        attempts += 1;
        return attempts === 1
          ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'The password is not correct.' } }
          : { json: { deleted: true } };
      }
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    expect(await within(dialog).findByText('The password is not correct.')).toBeInTheDocument();
    expect($user.get().token).toBe('tok');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    await waitFor(() => expect($user.get().token).toBeNull());
    // The homepage, not the sign-in screen the account section sends signed-out visitors to.
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect($notifications.get().map((notice) => [notice.kind, noticeText(notice)])).toContainEqual(['success', 'Your account has been deleted.']);
    api.restore();
  });

  it('lists the saved cards by their last four digits and deletes one, which the cart stops using', async () => {
    const user = userEvent.setup();
    act(() => updateCart({ use_credit_card_id: 9 }));
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: account };
      if (method === 'GET' && url.pathname === '/public/account/cards') return { json: [{ id: 9, brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2030 }] };
      if (method === 'DELETE' && url.pathname === '/public/account/cards/9') return { json: { deleted: true } };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    expect(await screen.findByText('VISA ending in 4242')).toBeInTheDocument();
    expect(screen.getByText('expires 03/2030')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete VISA ending in 4242' }));
    const question = screen.getByRole('group', { name: 'Delete VISA ending in 4242?' });
    expect(within(question).getByText('Delete this card?')).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete VISA ending in 4242' })).toHaveFocus();
    expect($cart.get().use_credit_card_id).toBe(9);
    await user.click(screen.getByRole('button', { name: 'Delete VISA ending in 4242' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(/You have no saved cards/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved cards' })).toHaveFocus();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect($cart.get().use_credit_card_id).toBeNull();
    api.restore();
  });

  it('a card that could not be deleted stays, with its delete button back under the focus', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: account };
      if (method === 'GET' && url.pathname === '/public/account/cards') return { json: [{ id: 9, brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2030 }] };
      if (method === 'DELETE') return { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Try again in a moment.' } };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    await user.click(await screen.findByRole('button', { name: 'Delete VISA ending in 4242' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete VISA ending in 4242' })).toHaveFocus());
    expect(screen.getByText('VISA ending in 4242')).toBeInTheDocument();
    expect($notifications.get().map(noticeText)).toContain('Try again in a moment.');
    api.restore();
  });

  it('offers an account made with Google the link that sets its first password, sent to its address', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ method, url }) => {
      if (url.pathname === '/public/account') return { json: { ...account, has_password: false } };
      if (url.pathname === '/public/account/cards') return { json: [] };
      if (method === 'POST' && url.pathname === '/public/auth/forgot-password') return { json: { sent: true } };
      return undefined;
    });
    await renderInShop(<AccountDetailsPage params={{}} />, { path: '/account' });
    expect(await screen.findByText(/Your account was made with Google/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Old password/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail me a link to set a password' }));
    expect(await screen.findByText('We have sent a link to ana@example.com: open it to set your password. It works once, within an hour.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.url.pathname === '/public/auth/forgot-password')?.body).toEqual({ email: 'ana@example.com' });
    expect(api.requests.some((r) => r.url.pathname === '/public/account/password')).toBe(false);
    api.restore();
  });
});
