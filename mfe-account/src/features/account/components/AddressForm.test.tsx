import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi, type Answer, type RecordedRequest } from 'shared-contracts/test-support/fake-api';
import { closeSuggestionsWithEscape, enterRightAfterTheNumber, expectSuggestionsClosed, tabToSuggestion, walkSuggestionsWithArrows } from 'shared-contracts/test-support/street-combobox';
import { renderInShop } from '../../../test-support/render-in-shop';
import { AddressForm } from './AddressForm';

/*
 * The street field from the keyboard: the same combobox as the checkout's (shared-contracts
 * AddressSuggestions), inside a form whose submit saves the address.
 */

const lipscani = (number: string | null) => ({
  label: `Strada Lipscani${number ? ` ${number}` : ''}, București`, street: 'Strada Lipscani', number, city: 'București', lat: 44.4316, lng: 26.1005, kind: 'street',
});
const oldTown = { label: 'Centrul Vechi, București', street: '', number: null, city: 'București', lat: 44.431, lng: 26.101, kind: 'place' };

/** The API: Strada Lipscani with what was typed after it, three numbers for "Lipscani 2", nothing else; a save answers what was sent. */
function shopApi(request: RecordedRequest): Answer | undefined {
  if (request.method === 'POST') return { json: { id: 9, ...(request.body as object) } };
  if (request.url.pathname !== '/public/geocoding/search') return undefined;
  const q = request.url.searchParams.get('q') ?? '';
  if (q === 'Lipscani 2') return { json: [...['2', '20', '22'].map(lipscani), oldTown] };
  if (q.startsWith('Strada Lipscani')) return { json: [lipscani(q.slice('Strada Lipscani'.length).trim() || null), oldTown] };
  return { json: [] };
}

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  // What a form kept for the tab (use-kept-state) belongs to the test that typed it.
  sessionStorage.clear();
  act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [] }));
  api = fakeApi(shopApi);
});
afterEach(() => {
  api.restore();
  act(() => logOut());
});

const posts = () => api.requests.filter((request) => request.method === 'POST');

async function openNewAddress() {
  const saved = jest.fn();
  await renderInShop(<AddressForm address={null} onSaved={saved} onCancel={() => undefined} onGone={() => undefined} />, { path: '/account' });
  // Found by its label, which the old text field had too: these tests ran against it before the combobox.
  const street = await screen.findByLabelText(/^Street and number/);
  return { saved, street };
}

test('Enter in the street field chooses the suggestion shown; it does not save the address', async () => {
  const { saved, street } = await openNewAddress();
  await userEvent.type(street, 'Strada Lipscani 21');
  await screen.findByText('Strada Lipscani 21, București');
  await userEvent.keyboard('{Enter}');
  expect(street).toHaveValue('Strada Lipscani 21, București');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(street).not.toBeInvalid();
  expect(street).toHaveFocus();
  expect(posts()).toEqual([]);

  // Chosen, it is saved with its map point.
  await userEvent.click(screen.getByRole('button', { name: 'Save the address' }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  expect(posts().map((request) => request.body)).toEqual([
    { address: 'Strada Lipscani 21, București', address_line2: '', name: '', instructions: '', lat: 44.4316, lng: 26.1005 },
  ]);
});

test('Enter with no suggestions does nothing: nothing saved, no error, the typed text kept', async () => {
  const { saved, street } = await openNewAddress();
  // Before the search has answered, and once it has found nothing.
  await userEvent.type(street, 'Strada Republicii 12{Enter}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(street).not.toBeInvalid();
  await waitFor(() => expect(street).toHaveAccessibleDescription(
    'We could not find this address. You can save it as typed and place it on the map when you order.',
  ));
  await userEvent.keyboard('{Enter}');
  expect(street).toHaveValue('Strada Republicii 12');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(street).not.toBeInvalid();
  expect(posts()).toEqual([]);
  expect(saved).not.toHaveBeenCalled();
});

test('Enter typed right after the number waits for its suggestion, not the street shown without it', async () => {
  const { street } = await openNewAddress();
  await enterRightAfterTheNumber(street, 'Strada Lipscani', 'Strada Lipscani, București', '21');
  // Neither "add the street number" (the street shown without it) nor "choose from the suggestions".
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(street).not.toBeInvalid();

  await screen.findByText('Strada Lipscani 21, București');
  await userEvent.keyboard('{Enter}');
  expect(street).toHaveValue('Strada Lipscani 21, București');
  expect(posts()).toEqual([]);
});

test('the street field is a combobox: the arrows highlight a suggestion and Enter chooses it', async () => {
  await openNewAddress();
  const street = screen.getByRole('combobox', { name: /Street and number/ });
  // A landmark needs the map to be placed, which checkout has and this form does not.
  await walkSuggestionsWithArrows(street, 'Lipscani 2', ['Strada Lipscani 2, București', 'Strada Lipscani 20, București', 'Strada Lipscani 22, București']);

  await userEvent.keyboard('{ArrowUp}{Enter}');
  expect(street).toHaveValue('Strada Lipscani 20, București');
  expect(posts()).toEqual([]);
  expectSuggestionsClosed(street);
});

test('Escape closes the suggestions and keeps what is typed; ArrowDown opens them again', async () => {
  await openNewAddress();
  const street = screen.getByRole('combobox', { name: /Street and number/ });
  await closeSuggestionsWithEscape(street, 'Lipscani 2');
  // Closed, Enter chooses nothing and saves nothing.
  await userEvent.keyboard('{Enter}');
  expect(street).toHaveValue('Lipscani 2');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(street).not.toBeInvalid();
  expect(posts()).toEqual([]);

  await userEvent.keyboard('{ArrowDown}');
  expect(street).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Strada Lipscani 2, București' }).id);
});

test('a suggestion reached with Tab is chosen with Enter, and focus goes back to the street field', async () => {
  await openNewAddress();
  const street = screen.getByRole('combobox', { name: /Street and number/ });
  await tabToSuggestion(street, 'Lipscani 2', 'Strada Lipscani 20, București');
  await userEvent.keyboard('{Enter}');
  expect(street).toHaveValue('Strada Lipscani 20, București');
  await waitFor(() => expect(street).toHaveFocus());
  expect(posts()).toEqual([]);
});

test('a suggestion without a number asks for the number, and is not offered again until the customer types', async () => {
  const { street } = await openNewAddress();
  await userEvent.type(street, 'Strada Lipscani');
  await userEvent.click(await screen.findByRole('option', { name: 'Strada Lipscani, București' }));
  expect(street).toHaveValue('Strada Lipscani ');
  expect(street).toHaveAccessibleDescription(expect.stringContaining('Please add the street number to your address.'));
  // The focus stays in the street field, so no focus move reads it: said as it appears.
  expect(screen.getByRole('alert')).toHaveTextContent('Please add the street number to your address.');
  const searches = () => api.requests.filter((request) => request.url.pathname === '/public/geocoding/search').length;
  const before = searches();
  // Longer than the search waits after typing: nothing is asked, nothing offered.
  await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
  expect(searches()).toBe(before);
  expect(screen.queryByRole('option')).not.toBeInTheDocument();

  await userEvent.type(street, '21');
  expect(await screen.findByRole('option', { name: 'Strada Lipscani 21, București' })).toBeInTheDocument();
});

test('saved again after its answer was lost, a new address goes under the same Idempotency-Key; the next one under a new key', async () => {
  let lost = true;
  api.restore();
  api = fakeApi((request) => {
    if (request.method === 'POST' && lost) {
      lost = false;
      // The address reached the API; its answer did not come back.
      throw new TypeError('Failed to fetch');
    }
    return shopApi(request);
  });
  const { saved, street } = await openNewAddress();
  await userEvent.type(street, 'Strada Lipscani 21');
  await userEvent.click(await screen.findByRole('option', { name: 'Strada Lipscani 21, București' }));
  const save = screen.getByRole('button', { name: 'Save the address' });
  await userEvent.click(save);
  await waitFor(() => expect(save).not.toHaveAttribute('aria-busy', 'true'));
  expect(saved).not.toHaveBeenCalled();
  expect(street).toHaveValue('Strada Lipscani 21, București');

  await userEvent.click(save);
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  // Answered: the same address saved once more is another one the customer asked for.
  await userEvent.click(save);
  await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
  const [first, retried, next] = posts().map((request) => request.headers.get('Idempotency-Key'));
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(retried).toBe(first);
  expect(next).toMatch(/^[0-9a-f-]{36}$/);
  expect(next).not.toBe(first);
});

test('an edit of a saved address replaces it by its id, with no Idempotency-Key', async () => {
  const saved = jest.fn();
  const home = { id: 7, address: 'Strada Lipscani 21, București', address_line2: '', name: 'Home', instructions: '', lat: 44.4316, lng: 26.1005 };
  await renderInShop(<AddressForm address={home} onSaved={saved} onCancel={() => undefined} onGone={() => undefined} />, { path: '/account' });
  await userEvent.type(screen.getByLabelText(/Location name/), ' 2');
  await userEvent.click(screen.getByRole('button', { name: 'Save the address' }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  expect(posts().map((request) => [(request.body as { id?: number }).id, request.headers.get('Idempotency-Key')])).toEqual([[7, null]]);
});

test('a street kept from before the form closed is searched again, to be chosen from and saved with its point', async () => {
  const first = await openNewAddress();
  await userEvent.type(first.street, 'Strada Lipscani 21');
  await screen.findByRole('option', { name: 'Strada Lipscani 21, București' });
  // Gone before it was saved (the session ended): opened again, the street comes back with its suggestions.
  cleanup();
  const { saved, street } = await openNewAddress();
  expect(street).toHaveValue('Strada Lipscani 21');
  await userEvent.click(await screen.findByRole('option', { name: 'Strada Lipscani 21, București' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save the address' }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  expect(posts().map((request) => request.body)).toEqual([{ address: 'Strada Lipscani 21, București', address_line2: '', name: '', instructions: '', lat: 44.4316, lng: 26.1005 }]);
});
