import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { setSettings } from 'shared-contracts/stores/settings';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { renderInShop } from '../../../test-support/render-in-shop';
import type { TableRequest } from '../api/table-calls';
import { TableCalls } from './TableCalls';

const LINK = 'AbCdEfGhIjKlMnOpQrStUv';
const TOO_SOON = 'The bill has been asked for. You can ask again in a minute.';
const billAsked: TableRequest = { id: 9, kind: 'bill', created_at: '2026-11-25T10:00:00Z', acknowledged: false };

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => setSettings(someSettings())));

/** The call button and what is said about it: the element around both. */
const callOf = (name: string) => screen.getByRole('button', { name }).parentElement!;

test('asking for the bill again within the minute is said once, under the bill button, not the waiter one', async () => {
  const api = fakeApi((request) =>
    request.url.pathname === `/public/tables/${LINK}/requests`
      ? { status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: TOO_SOON } }
      : request.url.pathname.startsWith(`/public/tables/${LINK}/orders/`)
        ? { json: {} }
        : undefined,
  );
  try {
    await renderInShop(<TableCalls link={LINK} requests={[billAsked]} onCalled={() => undefined} />);
    const bill = await screen.findByRole('button', { name: 'Ask for the bill' });
    expect(within(callOf('Ask for the bill')).getByText('The bill has been asked for.')).toBeInTheDocument();

    await userEvent.click(bill);
    const warning = await within(callOf('Ask for the bill')).findByText(TOO_SOON);
    // After the button it is about, in that button's own announced status.
    expect(bill.compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(callOf('Ask for the bill').querySelector('[aria-live="polite"]')).toContainElement(warning);
    expect(within(callOf('Call the waiter')).queryByText(TOO_SOON)).not.toBeInTheDocument();
    // Not repeated by the state line: the warning already says the bill was asked for.
    expect(screen.queryByText('The bill has been asked for.')).not.toBeInTheDocument();
    expect(screen.getAllByText(/bill has been asked for/)).toHaveLength(1);
  } finally {
    api.restore();
  }
});

test('a call that did not reach the staff is said under its button, and the earlier call still shows as waiting', async () => {
  const api = fakeApi((request) =>
    request.url.pathname === `/public/tables/${LINK}/requests` ? { status: 503, json: { statusCode: 503, error: 'Service Unavailable' } } : undefined,
  );
  try {
    await renderInShop(<TableCalls link={LINK} requests={[{ ...billAsked, kind: 'waiter' }]} onCalled={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Call the waiter' }));
    const waiter = callOf('Call the waiter');
    expect(await within(waiter).findByText('We could not reach the staff. Please try again.')).toBeInTheDocument();
    expect(within(waiter).getByText('The waiter has been called.')).toBeInTheDocument();
    expect(within(callOf('Ask for the bill')).queryByText(/could not reach/)).not.toBeInTheDocument();
  } finally {
    api.restore();
  }
});
