import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import type { PaymentMethodPickerProps } from 'shared-contracts/payments/payment-method-picker';
import { provideRemoteLoader } from 'shared-contracts/remotes/remote-loader';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications } from 'shared-contracts/stores/notifications';
import { setSettings } from 'shared-contracts/stores/settings';
import { aStore } from 'shared-contracts/test-support/website-settings';
import { fakeApi, type RecordedRequest } from 'shared-contracts/test-support/fake-api';
import { emptyCart } from 'shared-contracts/types/cart';
import type { DeliveryArea, LatLng } from 'shared-contracts/types/delivery-area';
import { cartProduct } from '../../../test-support/cart-product';
import { someSettings } from '../../../test-support/checkout-fixtures';
import { openCheckout } from '../../../test-support/open-checkout';
import { forgetConfirmations } from '../confirmations';
import { $guestEmail } from '../guest-email';

// Leaflet needs a real browser (the e2e suite drives it); the map is not what these tests are about.
jest.mock('../../delivery/components/DeliveryMap', () => ({
  __esModule: true,
  default: ({ point }: { point: LatLng }) => <p>Map at {point.lat}</p>,
}));

function FakePicker({ deliveryType, selected, onSelect }: PaymentMethodPickerProps) {
  const methods = deliveryType === 'delivery' ? ['cash'] : ['cash-pickup'];
  return (
    <fieldset>
      <legend>Payment method</legend>
      {methods.map((method) => (
        <label key={method}>
          <input type="radio" checked={selected === method} onChange={() => onSelect(method as 'cash')} /> {method}
        </label>
      ))}
    </fieldset>
  );
}

const area = (transport_price: number): DeliveryArea => ({
  id: 3, fee_type: 'fixed', transport_price, min_order_value: 0, min_order_free_transport: null, fees: [], polygon: '[]',
});
const HOME = { lat: 44.43, lng: 26.1 };

/** What the API says of the point now: the area that delivers there and its store. */
let areaNow: { store_id: number | null; delivery_area: DeliveryArea | null };
let orderAnswer: (request: RecordedRequest) => { status: number; json: unknown };
let api: ReturnType<typeof fakeApi>;
const requestsTo = (path: string) => api.requests.filter((request) => request.url.pathname === path);

jest.setTimeout(20_000);
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  provideRemoteLoader(async () => ({ default: FakePicker as never }));
  areaNow = { store_id: 7, delivery_area: area(5) };
  orderAnswer = () => ({ status: 500, json: {} });
  api = fakeApi((request) => {
    if (request.url.pathname.endsWith('/website-settings/shop-status')) return { json: someSettings().shop_status };
    if (request.url.pathname.endsWith('/later-slots')) return { json: { days: [] } };
    if (request.url.pathname === '/public/products') return { json: [] };
    if (request.url.pathname === '/public/delivery-areas/at') return { json: areaNow };
    if (request.url.pathname === '/public/orders') return orderAnswer(request);
    return undefined;
  });
  act(() => {
    setSettings(someSettings());
    $guestEmail.set('ana@example.com');
    forgetConfirmations();
    // A returning customer's cart: its address chosen days ago, with the area as it was then.
    $cart.set({
      ...emptyCart(), store_id: 7, delivery_type: 'delivery', name: 'Ana Pop', phone: '0722 123 456', phone_country: 'RO', payment_method: 'cash',
      address: 'Strada Lipscani 21, București', geolocation: HOME, delivery_area: area(5), transport_price: 5,
      products: [cartProduct({ name: 'Margherita', quantity: 2, price: 10, pack_price: 1.5 })],
    });
  });
});
afterEach(() => {
  api.restore();
  $notifications.set([]);
});

const deliveryFee = () => within(screen.getByRole('region', { name: 'Cost' })).getByText('Delivery fee').nextElementSibling;

test('the checkout opens with the area as the restaurant has it now, not as the cart kept it', async () => {
  areaNow = { store_id: 7, delivery_area: area(9) };
  await openCheckout();

  await waitFor(() => expect(deliveryFee()).toHaveTextContent('9 lei'));
  expect($cart.get()).toMatchObject({ delivery_area: area(9), transport_price: 9, store_id: 7 });
  expect(requestsTo('/public/delivery-areas/at')[0]?.url.searchParams.toString()).toBe('lat=44.43&lng=26.1');
});

test('an address no area delivers to any more is said as for a new address', async () => {
  areaNow = { store_id: null, delivery_area: null };
  await openCheckout();

  expect(await screen.findByText('Unfortunately we do not deliver to this address.')).toBeInTheDocument();
  expect($cart.get()).toMatchObject({ delivery_area: null, transport_price: 0, address: 'Strada Lipscani 21, București' });
});

test('refused for its total after the fee changed, the area is read again and the next "Place order" sends the new total', async () => {
  const message = 'The prices have changed: the total is now 32 lei. Please check your order.';
  await openCheckout();
  await waitFor(() => expect(requestsTo('/public/delivery-areas/at')).toHaveLength(1));
  // The restaurant raises the fee while the checkout is open.
  areaNow = { store_id: 7, delivery_area: area(9) };
  orderAnswer = () => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message, fields: { expected_total: message } } });
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that the delivery address and the pin on the map are correct' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that my details are correct' }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(deliveryFee()).toHaveTextContent('9 lei'));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  // 2 x (10 + 1.5 packaging) + the fee: 28 at the old fee, 32 at the new one.
  await waitFor(() => expect(requestsTo('/public/orders')).toHaveLength(2));
  expect(requestsTo('/public/orders').map((request) => (request.body as { expected_total: number }).expected_total)).toEqual([28, 32]);
});

test('pickup at another store, then delivery again: the cart goes back to the store that delivers to the address', async () => {
  await openCheckout();
  await userEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Store/ }), 'Riverside');
  expect($cart.get().store_id).toBe(8);

  await userEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
  await waitFor(() => expect($cart.get().store_id).toBe(7));
  // And the cart is priced there again.
  await waitFor(() => expect(requestsTo('/public/products').at(-1)?.url.searchParams.get('store_id')).toBe('7'));
});

test('a store refused for the address is said at the address, and the cart moves to the store that delivers there', async () => {
  const message = 'This address is delivered by Riverside; choose that store.';
  orderAnswer = () => ({ status: 422, json: { statusCode: 422, error: 'Unprocessable Entity', message: 'Please check your order.', fields: { store_id: message } } });
  await openCheckout();
  await waitFor(() => expect(requestsTo('/public/delivery-areas/at')).toHaveLength(1));
  // Moved to Riverside since the checkout opened.
  areaNow = { store_id: 8, delivery_area: area(5) };
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that the delivery address and the pin on the map are correct' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm that my details are correct' }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));

  await waitFor(() => expect(screen.getByRole('combobox', { name: /Street and number/ })).toHaveAccessibleDescription(expect.stringContaining(message)));
  await waitFor(() => expect($cart.get().store_id).toBe(8));
});

test('at pickup, a cart whose store picks nothing up asks for a store, and the order waits for one', async () => {
  act(() => setSettings(someSettings({ stores: [...someSettings().stores, aStore({ id: 9, name: 'Harbour kitchen', url: 'harbour', has_pickup: false })] })));
  areaNow = { store_id: 9, delivery_area: area(5) };
  await openCheckout();
  await waitFor(() => expect($cart.get().store_id).toBe(9));
  await userEvent.click(screen.getByRole('radio', { name: 'Pickup' }));

  const store = screen.getByRole('combobox', { name: /Store/ });
  expect(store).toHaveDisplayValue('Choose a store');
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
  expect(store).toHaveAccessibleDescription(expect.stringContaining('Choose a store.'));
  expect(requestsTo('/public/orders')).toHaveLength(0);
});

test('spec §5: below the minimum order, says the delivery fee does not count towards it', async () => {
  areaNow = { store_id: 7, delivery_area: { ...area(12), min_order_value: 50 } };
  await openCheckout();

  await waitFor(() => expect(deliveryFee()).toHaveTextContent('12 lei'));
  expect(await screen.findByText(/^The minimum order, without the delivery fee, is 50 lei: add \d+(\.\d+)? lei more\.$/)).toBeInTheDocument();
});
