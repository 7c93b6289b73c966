import { act, screen, waitFor } from '@testing-library/react';
import { startI18n } from 'shared-contracts/i18n/i18n';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { ChangePasswordForm } from './ChangePasswordForm';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
afterAll(() => act(() => startI18n('en')));

const wrongOld = { statusCode: 422, error: 'Unprocessable Entity', message: 'The old password is not correct.', field: 'old_password' };

describe('ChangePasswordForm', () => {
  it.each([
    ['en', 'New password', 'Change password', 'At least 8 characters. Your new password must have at least 8 characters.'],
    ['es', 'Nueva contraseña', 'Cambiar la contraseña', 'Al menos 8 caracteres. Tu nueva contraseña debe tener al menos 8 caracteres.'],
    ['lt', 'Naujas slaptažodis', 'Keisti slaptažodį', 'Ne mažiau kaip 8 simboliai. Naujame slaptažodyje turi būti ne mažiau kaip 8 simboliai.'],
  ] as const)('in %s, says the length up front, as registration does, and refuses a short one in a sentence of its own, on the field', async (language, label, submit, said) => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<ChangePasswordForm email="ana@example.com" userInputs={[]} hasPassword />, { path: '/account', language });
    const fresh = await screen.findByLabelText(new RegExp(label));
    expect(fresh).toHaveAccessibleDescription(said.slice(0, said.indexOf('.') + 1));
    await user.type(screen.getAllByLabelText(/./, { selector: 'input' })[0]!, 'the old one');
    await user.type(fresh, 'short');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(fresh).toHaveAttribute('aria-invalid', 'true');
    // The hint stays; the error is the sentence after it, heard as the field takes the focus.
    expect(fresh).toHaveAccessibleDescription(said);
    await waitFor(() => expect(fresh).toHaveFocus());
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it('shows a wrong old password on Old password, which takes the focus, and clears it as the field changes', async () => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/password' ? { status: 422, json: wrongOld } : undefined));
    await renderInShop(<ChangePasswordForm email="ana@example.com" userInputs={[]} hasPassword />, { path: '/account' });
    const old = await screen.findByLabelText(/Old password/);
    await user.type(old, 'not the old one');
    await user.type(screen.getByLabelText(/New password/), 'a long new passphrase{Enter}');
    await waitFor(() => expect(old).toHaveFocus());
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(old).toHaveAccessibleDescription('The old password is not correct.');
    // Said once, on the field: no box above the form repeating it.
    expect(screen.getAllByText('The old password is not correct.')).toHaveLength(1);
    expect(screen.getByLabelText(/New password/)).not.toHaveAttribute('aria-invalid');
    await user.type(old, 'x');
    expect(old).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The old password is not correct.')).not.toBeInTheDocument();
    api.restore();
  });

  it('shows the same password again on New password, which takes the focus', async () => {
    const user = userEvent.setup();
    const same = { statusCode: 422, error: 'Unprocessable Entity', message: 'The new password is the same as the current one. Choose a different one.', field: 'new_password' };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/password' ? { status: 422, json: same } : undefined));
    await renderInShop(<ChangePasswordForm email="ana@example.com" userInputs={[]} hasPassword />, { path: '/account' });
    await user.type(await screen.findByLabelText(/Old password/), 'a long old passphrase');
    const fresh = screen.getByLabelText(/New password/);
    await user.type(fresh, 'a long old passphrase{Enter}');
    await waitFor(() => expect(fresh).toHaveFocus());
    expect(fresh).toHaveAttribute('aria-invalid', 'true');
    expect(fresh).toHaveAccessibleDescription(expect.stringContaining(same.message));
    expect(screen.getAllByText(same.message)).toHaveLength(1);
    api.restore();
  });

  it('keeps a refusal about no field above the form', async () => {
    const user = userEvent.setup();
    const refusal = { statusCode: 422, error: 'Unprocessable Entity', message: 'Something about the whole form.' };
    const api = fakeApi(({ url }) => (url.pathname === '/public/account/password' ? { status: 422, json: refusal } : undefined));
    await renderInShop(<ChangePasswordForm email="ana@example.com" userInputs={[]} hasPassword />, { path: '/account' });
    await user.type(await screen.findByLabelText(/Old password/), 'the old one');
    await user.type(screen.getByLabelText(/New password/), 'a long new passphrase{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something about the whole form.');
    expect(screen.getByLabelText(/Old password/)).not.toHaveAttribute('aria-invalid');
    api.restore();
  });

  it.each([
    ['en', 'E-mail me a link to set a password', 'We have sent a link to ana@example.com: open it to set your password. It works once, within an hour.'],
    ['es', 'Enviarme un enlace para crear una contraseña', 'Hemos enviado un enlace a ana@example.com: ábrelo para crear tu contraseña. Funciona una vez, durante una hora.'],
    ['lt', 'Atsiųsti nuorodą slaptažodžiui nustatyti', 'Nuorodą išsiuntėme adresu ana@example.com: atidarykite ją ir nustatykite slaptažodį. Ji veikia vieną kartą, valandą.'],
    ['ro', 'Trimite-mi un link pentru a seta o parolă', 'Am trimis un link la ana@example.com: deschide-l pentru a-ți seta parola. Funcționează o singură dată, timp de o oră.'],
  ] as const)('in %s, an account made with Google (no password) asks for the link that sets its first one, sent to its address', async (language, button, sent) => {
    const user = userEvent.setup();
    const api = fakeApi(({ url }) => (url.pathname === '/public/auth/forgot-password' ? { json: { sent: true } } : undefined));
    await renderInShop(<ChangePasswordForm email="ana@example.com" userInputs={[]} hasPassword={false} />, { path: '/account', language });
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    // No password is typed here: the API sets none from a session alone.
    expect(screen.queryByLabelText(/./, { selector: 'input' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => [request.url.pathname, request.body])).toEqual([['/public/auth/forgot-password', { email: 'ana@example.com' }]]);
    api.restore();
  });

  it.each([
    ['en', 'New password', 'Please enter your password.', 'Please enter a new password.'],
    ['es', 'Nueva contraseña', 'Introduce tu contraseña.', 'Introduce una nueva contraseña.'],
    ['lt', 'Naujas slaptažodis', 'Įveskite slaptažodį.', 'Įveskite naują slaptažodį.'],
    ['ro', 'Parolă nouă', 'Te rugăm să introduci parola.', 'Te rugăm să introduci o parolă nouă.'],
  ] as const)('in %s, asks for the old password and for a new one, each in its own words', async (language, newLabel, oldWords, newWords) => {
    const user = userEvent.setup();
    const api = fakeApi(() => undefined);
    await renderInShop(<ChangePasswordForm email="ana@example.com" userInputs={[]} hasPassword />, { path: '/account', language });
    // Waited for in the language asked for, so no English drawn before its texts came is read.
    const fresh = await screen.findByLabelText(new RegExp(newLabel));
    const old = screen.getAllByLabelText(/./, { selector: 'input' })[0];
    await user.click(screen.getByRole('button'));
    expect(old).toHaveAccessibleDescription(oldWords);
    expect(fresh).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`${newWords.replace(/[.]/g, '\\.')}$`)));
    expect(old).toHaveFocus();
    expect(api.requests).toEqual([]);
    api.restore();
  });
});
