import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { MAX_MESSAGE_LENGTH, MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { setLanguage } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { aStore } from 'shared-contracts/test-support/website-settings';
import { focused } from '../test-support/focused';
import { renderScreen } from '../test-support/render-screen';
import { someSettings } from '../test-support/settings';
import ContactPage from './ContactPage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => $settings.set(someSettings()));
afterEach(() => {
  network.restore();
  // What a test typed is kept for the tab (use-kept-state): the next test starts with an empty form.
  sessionStorage.clear();
});

async function writeMessage() {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ana Popescu');
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'A high chair, please.');
  await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactPage', () => {
  it('lists every store to write to', async () => {
    network = fakeApi(() => undefined);
    renderScreen(ContactPage, '/contact', '/contact');
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Riverside' })).toHaveAttribute('href', '/contact/riverside');
  });

  it('sends a message to that one store, the phone optional', async () => {
    network = fakeApi(({ method }) => (method === 'POST' ? { json: { id: 1 } } : undefined));
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Riverside' })).toBeInTheDocument();
    // The fields take no more than their rules accept (shared-contracts/forms/person-fields).
    // A name is as long as an account's may be: a signed-in customer's fills this field.
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('maxlength', '120');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('maxlength', '2000');
    // The phone's too: its rule counts digits, so separators could otherwise pass the schema's 40.
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('maxlength', String(MAX_PHONE_LENGTH));
    await writeMessage();
    expect(await screen.findByText('Thank you! Your message to Riverside has been sent.')).toBeInTheDocument();
    // The thanks take the form's place, and the focus with it: not left to fall to the page.
    await waitFor(() => expect(focused()).toHaveTextContent('Thank you! Your message to Riverside has been sent.'));
    expect(network.requests[0]!.body).toMatchObject({ store_url: 'riverside', phone: '', message: 'A high chair, please.' });
  });

  it('keeps what was typed when the page is left and come back to, until the message is sent', async () => {
    network = fakeApi(({ method }) => (method === 'POST' ? { json: { id: 1 } } : undefined));
    const first = renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ana Popescu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'A high chair, please.');
    // A link followed, then Back (or a reload): the screen is drawn anew.
    first.unmount();
    const second = renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Popescu');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('A high chair, please.');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await screen.findByText('Thank you! Your message to Riverside has been sent.');
    // Sent: not offered again.
    second.unmount();
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('sends another message only from a new, empty form asked for on purpose', async () => {
    network = fakeApi(({ method }) => (method === 'POST' ? { json: { id: 1 } } : undefined));
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
    await writeMessage();
    expect(await screen.findByText('Thank you! Your message to Riverside has been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    // Said from its region alone: the button to write another is after it, not read out with it.
    const writeAnother = screen.getByRole('button', { name: 'Write another message' });
    expect(screen.getByText('Thank you! Your message to Riverside has been sent.').closest('[role="status"]')).toHaveTextContent(
      /^Thank you! Your message to Riverside has been sent\.$/,
    );
    expect(writeAnother.closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
    await userEvent.click(writeAnother);
    const name = screen.getByRole('textbox', { name: 'Full name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(network.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('refuses a name without a letter before sending', async () => {
    network = fakeApi(() => undefined);
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), '😀😀 🍕');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('says a message over the limit is too long, not missing, before sending', async () => {
    network = fakeApi(() => undefined);
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ana Popescu');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    // The textarea's maxLength holds typing, not a message put there otherwise (one kept in the tab).
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'a'.repeat(MAX_MESSAGE_LENGTH + 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message is too long: please write at most 2000 characters.')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('marks the optional phone in Romanian on a Romanian page, not half in English', async () => {
    network = fakeApi(() => undefined);
    await setLanguage('ro');
    try {
      const page = renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
      expect(await screen.findByRole('textbox', { name: 'Telefon (opțional)' })).toBeInTheDocument();
      page.unmount();
    } finally {
      await setLanguage('en');
    }
  });

  it('says "Message not sent." when sending fails', async () => {
    network = fakeApi(() => ({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' } }));
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/old-town');
    await writeMessage();
    // Spec §8: a server's message is shown, here after "Message not sent."
    expect(await screen.findByText('Message not sent. Something went wrong on our side.')).toBeInTheDocument();
  });

  it('says why it was not sent: the server\'s reason, or the lost connection', async () => {
    network = fakeApi(() => ({ status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts. Please try again in 1 minute.' } }));
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/old-town');
    await writeMessage();
    expect(await screen.findByText('Message not sent. Too many attempts. Please try again in 1 minute.')).toBeInTheDocument();
    jest.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Message not sent. Please check your internet connection.')).toBeInTheDocument();
    await waitFor(() => expect(focused()).toHaveTextContent('Message not sent. Please check your internet connection.'));
  });

  it('sends the same message again under the same key after a lost answer, and an edited one under a new key', async () => {
    network = fakeApi(({ method }) => (method === 'POST' ? { json: { id: 1 } } : undefined));
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/old-town');
    jest.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await writeMessage();
    expect(await screen.findByText('Message not sent. Please check your internet connection.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    await waitFor(() => expect(jest.mocked(globalThis.fetch)).toHaveBeenCalledTimes(2));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), ' And a booster seat.');
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Thank you! Your message to Old Town has been sent.')).toBeInTheDocument();
    const keys = jest.mocked(globalThis.fetch).mock.calls.map(([request]) => (request as Request).headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('sends the message under the same key when the page is reloaded after a lost answer', async () => {
    let answerLost = true;
    network = fakeApi(({ method }) => {
      if (method !== 'POST') return undefined;
      // The store is written to; the answer never reaches the customer.
      if (answerLost) throw new TypeError('Failed to fetch');
      return { json: { id: 1 } };
    });
    const page = renderScreen(ContactPage, '/contact/:storeUrl', '/contact/old-town');
    await writeMessage();
    expect(await screen.findByText('Message not sent. Please check your internet connection.')).toBeInTheDocument();

    // A reload: the message comes back from the tab, and is sent again as the same message.
    page.unmount();
    answerLost = false;
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/old-town');
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('A high chair, please.');
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(await screen.findByText('Thank you! Your message to Old Town has been sent.')).toBeInTheDocument();
    const keys = network.requests.filter((r) => r.method === 'POST').map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('links only the phone and e-mail a store has: no empty link to land on, no stray separator', async () => {
    network = fakeApi(() => undefined);
    $settings.set(
      someSettings({ stores: [aStore({ email: '' }), aStore({ id: 2, name: 'Riverside', url: 'riverside', phone: '', email: 'riverside@test.example' })] }),
    );
    const phoneOnly = renderScreen(ContactPage, '/contact/:storeUrl', '/contact/old-town');
    await screen.findByRole('heading', { level: 1, name: 'Contact Old Town' });
    let address = phoneOnly.container.querySelector('address')!;
    expect(within(address).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:+40215550101']);
    expect(address).toHaveTextContent(/^21 Lipscani Street\+40 21 555 0101$/);
    phoneOnly.unmount();

    const emailOnly = renderScreen(ContactPage, '/contact/:storeUrl', '/contact/riverside');
    await screen.findByRole('heading', { level: 1, name: 'Contact Riverside' });
    address = emailOnly.container.querySelector('address')!;
    expect(within(address).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['mailto:riverside@test.example']);
    expect(address).toHaveTextContent(/^21 Lipscani Streetriverside@test\.example$/);
  });

  it('is not found for an unknown store', async () => {
    network = fakeApi(() => undefined);
    renderScreen(ContactPage, '/contact/:storeUrl', '/contact/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
