import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { logIn, logOut } from 'shared-contracts/stores/user';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../../../test-support/render-in-shop';
import { DeliveryAddresses } from './DeliveryAddresses';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => act(() => logIn({ id: 1, token: 'tok', name: 'Ana Pop', delivery_addresses: [home] })));
afterEach(() => act(() => logOut()));

const home = { id: 4, address: 'Strada Lunga 1', address_line2: '', name: 'Home', instructions: '', lat: 45.6, lng: 25.6 };
const savedAs = (body: unknown) => ({ json: { id: 9, address_line2: '', name: '', instructions: '', lat: null, lng: null, ...(body as object) } });

async function openNewAddress() {
  const user = userEvent.setup();
  await renderInShop(<DeliveryAddresses initial={[home]} />, { path: '/account' });
  await user.click(await screen.findByRole('button', { name: 'Add an address' }));
  return user;
}

describe('DeliveryAddresses', () => {
  it('refuses a street without its number (spec §5) before sending, and brings the customer to it', async () => {
    const api = fakeApi(() => undefined);
    const user = await openNewAddress();
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByLabelText(/Street and number/)).toHaveAccessibleDescription('Please add the street number to your address.');
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    expect(api.requests).toEqual([]);
    api.restore();
  });

  it("shows the server's refusal of the street on the field", async () => {
    const api = fakeApi(() => ({ status: 422, json: { statusCode: 422, message: 'Añade el número de la calle a tu dirección.' } }));
    const user = await openNewAddress();
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani 21');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await waitFor(() => expect(screen.getByLabelText(/Street and number/)).toHaveAccessibleDescription('Añade el número de la calle a tu dirección.'));
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    api.restore();
  });

  it('keeps the keyboard in place: the form opens on its first field and gives the focus back when it closes', async () => {
    const api = fakeApi(({ method, body }) => (method === 'POST' ? savedAs(body) : undefined));
    const user = await openNewAddress();
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText(/Street and number/), 'Strada Lipscani 21');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Strada Lipscani 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Home' }));
    expect(screen.getByLabelText(/Street and number/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Home' })).toHaveFocus();
    api.restore();
  });
});
