import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { $user, logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { renderInShop } from '../test-support/render-in-shop';
import { brandWith, forgetBrand } from '../test-support/brand-benefits';
import { fullNameProblem, phoneProblem } from 'shared-contracts/forms/person-fields';
import RegisterPage from './RegisterPage';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => {
  act(() => logOut());
  forgetBrand();
  // What a test typed is kept for the tab (use-kept-state): the next test starts with an empty form.
  sessionStorage.clear();
});
afterAll(() => act(() => startI18n('en')));

/** Types into the register form's fields, in order, once its texts are in. */
async function fill(user: ReturnType<typeof userEvent.setup>, values: { name: string; email?: string; phone?: string; password?: string }) {
  await user.type(await screen.findByLabelText(/Full name/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/E-mail/), values.email);
  if (values.phone) await user.type(screen.getByLabelText(/Phone/), values.phone);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.click(screen.getByRole('button', { name: 'Create the account' }));
}

describe('RegisterPage', () => {
  it('sends a customer who arrives signed in on to the account instead of an empty form', async () => {
    act(() => logIn({ id: 3, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/account'));
    expect(screen.queryByRole('button', { name: 'Create the account' })).not.toBeInTheDocument();
    api.restore();
  });

  it('gives the spec §5 messages for a missing name and a bad e-mail', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await user.type(await screen.findByLabelText(/E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Your email address is invalid.');
    // The focus goes to the first field in error, not staying on the button far below it.
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it('takes a phone number with the separators its message names, and refuses a name by the shared full-name rule', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await fill(user, { name: 'A', email: 'ana@example.com', phone: '0721-555 123' });
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute('aria-invalid');
    // One letter is no full name (shared-contracts' fullNameProblem, which the API applies too).
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Please enter your full name.');
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it.each(['😀😀 🍕', 'Ana Pop'])('refuses the name %j exactly when the shared full-name rule does', async (name) => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await fill(user, { name });
    // Once the rule wants a letter, a name of only emoji is refused with the account's own words.
    if (fullNameProblem(name) === null) expect(screen.getByLabelText(/Full name/)).not.toHaveAttribute('aria-invalid');
    else expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Please enter your full name.');
    api.restore();
  });

  it.each(['1-2-3-', '0721-555 123'])('refuses the phone %j exactly when the shared phone rule does', async (phone) => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await fill(user, { name: 'Ana Pop', email: 'ana@example.com', phone });
    // Three digits are no phone number, as the reservation forms and the API say too.
    if (phoneProblem(phone) === null) expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute('aria-invalid');
    else expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(expect.stringContaining('6 to 15 digits'));
    api.restore();
  });

  it("shows the server's refusal of the name on the name field, which takes the focus", async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) =>
      url.pathname === '/public/auth/register'
        ? { status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Please enter your full name.', field: 'name' } }
        : undefined,
    );
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await fill(user, { name: 'Ana Pop', email: 'ana@example.com', phone: '+40 721 555 123', password: 'a long passphrase' });
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Please enter your full name.');
    api.restore();
  });

  it("keeps the form's own messages in step with a change of language", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await user.type(await screen.findByLabelText(/Full name/), 'Ana Pop');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    // Each error is its field's description, read as the first invalid field takes the focus; none is an alert.
    const phone = screen.getByLabelText(/^Phone/);
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toBeInvalid();
    expect(password).toBeInvalid();
    expect(phone).toHaveAccessibleDescription(expect.stringMatching(/ Please enter your phone number: 6 to 15 digits, with spaces or dashes between them if you like \(it may start with \+\)\.$/));
    expect(password).toHaveAccessibleDescription(expect.stringMatching(/ Please enter your password\.$/));
    // The form's alert region (for a refusal of the whole form) says nothing.
    for (const alert of screen.getAllByRole('alert')) expect(alert).toBeEmptyDOMElement();
    await act(() => startI18n('lt'));
    expect(await screen.findByLabelText(/Telefonas/)).toBe(phone);
    expect(phone).toHaveAccessibleDescription(expect.stringMatching(/ Įveskite telefono numerį: nuo 6 iki 15 skaitmenų, tarp jų galima rašyti tarpus ir brūkšnelius \(gali prasidėti \+\)\.$/));
    expect(password).toHaveAccessibleDescription(expect.stringMatching(/ Įveskite slaptažodį\.$/));
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it('asks for a missing password, and refuses a short one in a sentence of its own, under the length hint', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await user.click(await screen.findByRole('button', { name: 'Create the account' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters. Please enter your password.');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters. Your password must have at least 8 characters.');
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it("takes a field's error away once the customer corrects the field, keeping the others'", async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await user.click(await screen.findByRole('button', { name: 'Create the account' }));
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Full name/), 'Ana Pop');
    expect(screen.getByLabelText(/Full name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your full name.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Your email address is invalid.');
    api.restore();
  });

  it('shows the password strength as it is typed', async () => {
    const user = userEvent.setup();
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await user.type(await screen.findByLabelText(/^Password/), 'password');
    expect(await screen.findByText('Password strength: weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), ' correct horse battery');
    expect(await screen.findByText('Password strength: very strong')).toBeInTheDocument();
  });

  it('rates a strong password one character short of the rule as weak, not as one the form would take', async () => {
    const user = userEvent.setup();
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await user.type(await screen.findByLabelText(/^Password/), 'Xq9#vL2');
    expect(await screen.findByText('Password strength: weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'm');
    expect(await screen.findByText(/^Password strength: (good|strong|very strong)$/)).toBeInTheDocument();
  });

  it('refuses a password of four emoji as short in its own sentence, as the API counts characters', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await fill(user, { name: 'Ana Pop', email: 'ana@example.com', phone: '+40712345678', password: '😀😀😀😀' });
    expect(screen.getByLabelText(/^Password/)).toHaveValue('😀😀😀😀');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 8 characters. Your password must have at least 8 characters.');
    expect(screen.getByText('Password strength: weak')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it('sends the registration with the referral code from the share link and says where the link went', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ json: { sent: true } }));
    brandWith({ points: true, vouchers: true });
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register?referral=FRIEND12' });
    expect(await screen.findByText('With an account you collect bonus points on every order and receive vouchers.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Referral code/)).toHaveValue('FRIEND12');
    await user.type(await screen.findByLabelText(/Full name/), 'Ana Pop');
    await user.type(screen.getByLabelText(/E-mail/), ' ana@example.com ');
    await user.type(screen.getByLabelText(/Phone/), '+40712345678');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    // The answer's region is in the page with the form (the form's own status is the password's strength).
    const answers = screen.getAllByRole('status').filter((region) => !region.closest('form'));
    expect(answers).toHaveLength(1);
    expect(answers[0]).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    // The same region, kept as the form gives way to the answer, says it.
    expect(screen.getByRole('status')).toBe(answers[0]);
    expect(answers[0]).toHaveTextContent('We have sent a link to ana@example.com.');
    expect(api.requests[0]?.body).toEqual({ name: 'Ana Pop', email: 'ana@example.com', phone: '+40712345678', password: 'correct horse battery', referral_code: 'FRIEND12' });
    expect($user.get().token).toBeFalsy();
    api.restore();
  });

  it('back for another e-mail address, focuses the old address selected, to be typed over, and keeps the rest', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ json: { sent: true } }));
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await user.type(await screen.findByLabelText(/Full name/), 'Ana Pop');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@exmaple.com');
    await user.type(screen.getByLabelText(/Phone/), '+40712345678');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    await user.click(await screen.findByRole('button', { name: 'Use another e-mail address' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
    await user.keyboard('ana@example.com');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ana Pop');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a link to ana@example.com.');
    expect(api.requests[1]?.body).toEqual({ name: 'Ana Pop', email: 'ana@example.com', phone: '+40712345678', password: 'correct horse battery' });
    api.restore();
  });

  it('keeps what was typed through Back or a reload, never the password, and forgets it once sent', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ json: { sent: true } }));
    const first = await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    await user.type(await screen.findByLabelText(/Full name/), 'Ana Pop');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Phone/), '+40712345678');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    first.unmount();
    expect(JSON.stringify(sessionStorage)).not.toContain('correct horse battery');

    const again = await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ana Pop');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+40712345678');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    again.unmount();

    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('');
    api.restore();
  });

  it("shows the server's refusal of the referral code on that field, which takes the focus", async () => {
    const user = userEvent.setup();
    const refusal = 'This referral code is not valid.';
    const api = fakeApi(() => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: refusal, field: 'referral_code' } }));
    brandWith({ points: true, vouchers: true });
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register?referral=BADCODE1' });
    await user.type(await screen.findByLabelText(/Full name/), 'Ana Pop');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Phone/), '+40712345678');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    const referral = screen.getByLabelText(/Referral code/);
    await waitFor(() => expect(referral).toHaveAttribute('aria-invalid', 'true'));
    expect(referral).toHaveAccessibleDescription(refusal);
    expect(referral).toHaveFocus();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    // Mended, the code is no longer marked.
    await user.clear(referral);
    expect(referral).not.toHaveAttribute('aria-invalid');
    api.restore();
  });

  it('keeps a refusal that is not about the referral code above the form, the code unmarked', async () => {
    const user = userEvent.setup();
    const refusal = 'Please enter your full name.';
    const api = fakeApi(() => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: refusal, field: 'name' } }));
    brandWith({ points: true, vouchers: true });
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register?referral=FRIEND12' });
    await user.type(await screen.findByLabelText(/Full name/), 'Ana Pop');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Phone/), '+40712345678');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText(/Referral code/)).not.toHaveAttribute('aria-invalid');
    api.restore();
  });

  // The invited friend is the one whose validated phone earns their friend the referral points: told while a code is there.
  it("tells a friend registering with a referral code that their friend's points wait on a phone validated before the first order", async () => {
    const user = userEvent.setup();
    brandWith({ points: true, vouchers: false });
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register?referral=FRIEND12' });
    const referral = await screen.findByLabelText(/Referral code/);
    const note = 'The friend who invited you gets their referral points only if you validate your phone number before your first order.';
    expect(referral).toHaveAccessibleDescription(note);
    await user.clear(referral);
    expect(screen.queryByText(note)).toBeNull();
    await user.type(referral, 'FRIEND34');
    expect(referral).toHaveAccessibleDescription(note);
  });

  // Spec §9: referral points are loyalty points; a brand without loyalty has no referral code to ask for.
  it('at a brand without bonus points or vouchers promises neither and asks for no referral code', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ json: { sent: true } }));
    brandWith({ points: false, vouchers: false });
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register?referral=FRIEND12' });
    expect(await screen.findByText('With an account your delivery addresses are saved and you can repeat a past order in a click.')).toBeInTheDocument();
    expect(screen.queryByText(/points|vouchers/)).toBeNull();
    expect(screen.queryByLabelText(/Referral code/)).toBeNull();
    await user.type(screen.getByLabelText(/Full name/), 'Ana Pop');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Phone/), '+40712345678');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(api.requests[0]?.body).toEqual({ name: 'Ana Pop', email: 'ana@example.com', phone: '+40712345678', password: 'correct horse battery' });
    api.restore();
  });

  // A brand with bonus points whose referrals earn none (referral points 0): a code would earn nobody anything.
  it('at a brand whose referrals earn no points asks for no referral code, even from a share link', async () => {
    const user = userEvent.setup();
    const api = fakeApi(() => ({ json: { sent: true } }));
    brandWith({ points: true, vouchers: false, referrals: false });
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register?referral=FRIEND12' });
    expect(await screen.findByText('With an account you collect bonus points on every order.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Referral code/)).toBeNull();
    await fill(user, { name: 'Ana Pop', email: 'ana@example.com', phone: '+40712345678', password: 'correct horse battery' });
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(api.requests[0]?.body).toEqual({ name: 'Ana Pop', email: 'ana@example.com', phone: '+40712345678', password: 'correct horse battery' });
    api.restore();
  });

  it.each([
    [{ points: true, vouchers: false }, 'With an account you collect bonus points on every order.'],
    [{ points: false, vouchers: true }, 'With an account you receive vouchers, and your delivery addresses are saved for next time.'],
  ])('for a brand with %o invites with what it has, and asks for a referral code only where a referral earns points', async (brand, text) => {
    brandWith(brand);
    await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryAllByLabelText(/Referral code/)).toHaveLength(brand.points ? 1 : 0);
  });
});
