import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
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
const PAID_OFF = 'There is nothing to pay at this table now: no bill to bring. Call the waiter if you need anything.';
const OWING = { table_id: 3, paid_off: false, paid_off_message: '', requests: [] };

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => setSettings(someSettings())));

/** Whether the table is paid off, as the live table read says; set by the tests. */
const $paidOff = atom(false);
beforeEach(() => $paidOff.set(false));
function LiveTableCalls({ onCalled = () => undefined }: { onCalled?: () => void }) {
  const paidOff = useStore($paidOff);
  return <TableCalls link={LINK} table={paidOff ? { ...OWING, paid_off: true, paid_off_message: PAID_OFF } : OWING} onCalled={onCalled} />;
}

/** The call button and what is said about it: the element around both. */
const callOf = (name: string) => screen.getByRole('button', { name }).parentElement!;

test('asking for the bill again within the minute is said once, under the bill button, not the waiter one', async () => {
  const api = fakeApi((request) =>
    request.url.pathname === `/public/tables/${LINK}/requests`
      ? { status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: TOO_SOON, field: 'kind' } }
      : request.url.pathname.startsWith(`/public/tables/${LINK}/orders/`)
        ? { json: {} }
        : undefined,
  );
  try {
    await renderInShop(<TableCalls link={LINK} table={{ ...OWING, requests: [billAsked] }} onCalled={() => undefined} />);
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
    await renderInShop(<TableCalls link={LINK} table={{ ...OWING, requests: [{ ...billAsked, kind: 'waiter' }] }} onCalled={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Call the waiter' }));
    const waiter = callOf('Call the waiter');
    expect(await within(waiter).findByText('We could not reach the staff. Please try again.')).toBeInTheDocument();
    expect(within(waiter).getByText('The waiter has been called.')).toBeInTheDocument();
    expect(within(callOf('Ask for the bill')).queryByText(/could not reach/)).not.toBeInTheDocument();
  } finally {
    api.restore();
  }
});

test('once everything ordered at the table is paid the bill is not offered, and the focus on it moves to the sentence saying why', async () => {
  const api = fakeApi(() => undefined);
  try {
    await renderInShop(<LiveTableCalls />);
    const bill = await screen.findByRole('button', { name: 'Ask for the bill' });
    act(() => bill.focus());
    // The staff confirm the last order paid; the table hears it live.
    act(() => $paidOff.set(true));
    expect(screen.queryByRole('button', { name: 'Ask for the bill' })).not.toBeInTheDocument();
    const note = screen.getByText(PAID_OFF);
    expect(note).toHaveFocus();
    expect(note.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Call the waiter' })).toBeInTheDocument();
  } finally {
    api.restore();
  }
});

test('a bill the API refuses because the table is paid off says why and reads the table again', async () => {
  const api = fakeApi((request) =>
    request.url.pathname === `/public/tables/${LINK}/requests` ? { status: 409, json: { statusCode: 409, error: 'Conflict', message: PAID_OFF } } : undefined,
  );
  const onCalled = jest.fn();
  try {
    await renderInShop(<LiveTableCalls onCalled={onCalled} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for the bill' }));
    expect(await screen.findByText(PAID_OFF)).toBeInTheDocument();
    expect(onCalled).toHaveBeenCalledTimes(1);
    act(() => $paidOff.set(true));
    expect(screen.queryByRole('button', { name: 'Ask for the bill' })).not.toBeInTheDocument();
    // The API's sentence, once: not "We have asked for the bill" beside "Your orders are paid".
    expect(screen.getByText(PAID_OFF)).toHaveFocus();
    expect(screen.queryByText('Your orders are paid. Thank you!')).not.toBeInTheDocument();
    expect(screen.queryByText(/bill has been asked for/)).not.toBeInTheDocument();
  } finally {
    api.restore();
  }
});

test("the address's rate limit (the restaurant's Wi-Fi) is said as it is, not taken for a bill already asked for", async () => {
  const LIMITED = 'Too many attempts. Please try again in 1 minute.';
  const api = fakeApi((request) =>
    request.url.pathname === `/public/tables/${LINK}/requests` ? { status: 429, json: { statusCode: 429, error: 'Too Many Requests', message: LIMITED } } : undefined,
  );
  try {
    await renderInShop(<TableCalls link={LINK} table={OWING} onCalled={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for the bill' }));
    expect(await within(callOf('Ask for the bill')).findByText(LIMITED)).toBeInTheDocument();
    // No bill was asked for: neither its list nor "the bill has been asked for".
    expect(screen.queryByText(/bill has been asked for/)).not.toBeInTheDocument();
    expect(document.querySelector('.table-bill')).toBeNull();
  } finally {
    api.restore();
  }
});
