import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { ACCOUNT_LIMITS, DELIVERY_ADDRESS_LIMITS, MAX_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../test-support/render-in-shop';
import { brandWith, forgetBrand } from '../../test-support/brand-benefits';
import LoginPage from '../../exposes/LoginPage';
import NewPasswordPage from '../../exposes/NewPasswordPage';
import RegisterPage from '../../exposes/RegisterPage';
import { AddressForm } from '../account/components/AddressForm';
import { ChangePasswordForm } from '../account/components/ChangePasswordForm';

// The API's schemas read the same constants (api/test/routes/public/field-limits.test.ts): a longer
// text cannot be typed, so the API never answers it with its developer's sentence in English.
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => {
  act(() => logOut());
  forgetBrand();
});

async function maxLengthOf(label: RegExp): Promise<number> {
  return ((await screen.findByLabelText(label)) as HTMLInputElement).maxLength;
}

it('the registration stops at the register schema limits', async () => {
  brandWith({ points: true, vouchers: true });
  await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
  expect(await maxLengthOf(/Full name/)).toBe(ACCOUNT_LIMITS.name);
  expect(await maxLengthOf(/E-mail/)).toBe(ACCOUNT_LIMITS.email);
  expect(await maxLengthOf(/^Password/)).toBe(MAX_PASSWORD_LENGTH);
  expect(await maxLengthOf(/Referral code/)).toBe(ACCOUNT_LIMITS.referral_code);
});

// The API's phone pattern allows no space around the number; the form's check ignores it.
it('sends the phone number without the spaces around it', async () => {
  const user = userEvent.setup();
  const api = fakeApi(() => ({ json: { sent: true } }));
  await renderInShop(<RegisterPage params={{}} />, { path: '/auth/register' });
  await user.type(await screen.findByLabelText(/Full name/), 'Ana Pop');
  await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
  await user.type(screen.getByLabelText(/Phone/), ' 0712 345 678 ');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Create the account' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
  expect(api.requests[0]?.body).toMatchObject({ phone: '0712 345 678' });
  api.restore();
});

it('signing in and setting a password stop at the password limit', async () => {
  const { unmount } = await renderInShop(<LoginPage params={{}} />, { path: '/auth/login' });
  expect(await maxLengthOf(/E-mail/)).toBe(ACCOUNT_LIMITS.email);
  expect(await maxLengthOf(/^Password/)).toBe(MAX_PASSWORD_LENGTH);
  unmount();
  const second = await renderInShop(<NewPasswordPage params={{ id: 'abc' }} />, { path: '/auth/new-password/abc' });
  expect(await maxLengthOf(/New password/)).toBe(MAX_PASSWORD_LENGTH);
  second.unmount();
  await renderInShop(<ChangePasswordForm email="ana@example.com" userInputs={[]} hasPassword />);
  expect(await maxLengthOf(/Old password/)).toBe(MAX_PASSWORD_LENGTH);
  expect(await maxLengthOf(/New password/)).toBe(MAX_PASSWORD_LENGTH);
});

it("an account's delivery address stops at the address schema limits", async () => {
  await renderInShop(<AddressForm address={null} onSaved={() => undefined} onCancel={() => undefined} onGone={() => undefined} />);
  expect(await maxLengthOf(/Street and number/)).toBe(DELIVERY_ADDRESS_LIMITS.address);
  expect(await maxLengthOf(/Floor/)).toBe(DELIVERY_ADDRESS_LIMITS.address_line2);
  expect(await maxLengthOf(/Location name/)).toBe(DELIVERY_ADDRESS_LIMITS.name);
  expect(await maxLengthOf(/Special instructions/)).toBe(DELIVERY_ADDRESS_LIMITS.instructions);
});
