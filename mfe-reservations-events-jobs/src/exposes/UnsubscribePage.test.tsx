import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { focused } from '../test-support/focused';
import { renderScreen } from '../test-support/render-screen';
import UnsubscribePage from './UnsubscribePage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
afterEach(() => network.restore());

describe('UnsubscribePage', () => {
  it('unsubscribes only when the visitor confirms', async () => {
    network = fakeApi(({ method }) => (method === 'POST' ? { json: { email: 'ana@example.com' } } : undefined));
    renderScreen(UnsubscribePage, '/unsubscribe', '/unsubscribe?email=ana%40example.com&signature=abc123');
    expect(await screen.findByText('Stop sending newsletters to ana@example.com?')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('ana@example.com will not receive our newsletter any more.')).toBeInTheDocument();
    // The answer takes the button's place, and the focus with it.
    await waitFor(() => expect(focused()).toHaveTextContent('ana@example.com will not receive our newsletter any more.'));
    expect(network.requests[0]!.body).toEqual({ email: 'ana@example.com', signature: 'abc123' });
  });

  it('says to check the internet connection when no answer comes', async () => {
    network = fakeApi(() => undefined);
    jest.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderScreen(UnsubscribePage, '/unsubscribe', '/unsubscribe?email=ana%40example.com&signature=abc123');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Please check your internet connection.')).toBeInTheDocument();
  });

  it('says a link with a wrong signature is not valid', async () => {
    network = fakeApi(() => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'bad' } }));
    renderScreen(UnsubscribePage, '/unsubscribe', '/unsubscribe?email=ana%40example.com&signature=forged');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    await waitFor(() => expect(focused()).toHaveTextContent(/This unsubscribe link is not valid/));
  });

  it('says an incomplete link is not valid without asking the API', async () => {
    network = fakeApi(() => undefined);
    renderScreen(UnsubscribePage, '/unsubscribe', '/unsubscribe?email=ana%40example.com');
    expect(await screen.findByText(/This unsubscribe link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    // Nothing was done: the page arrives as any other, its focus left to the shell.
    expect(document.activeElement).toBe(document.body);
  });
});
