import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';
import type { OfferedPaymentMethods } from 'shared-contracts/payments/payment-status';
import { updateCart } from 'shared-contracts/stores/cart';
import type { DeliveryType } from 'shared-contracts/types/cart';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import PaymentMethodPicker from './PaymentMethodPicker';

/** As the API answers: store 2 (Riverside) has no card terminal. */
function offered(deliveryType: DeliveryType, storeId: string | null): OfferedPaymentMethods {
  const offline = offlinePaymentMethods(deliveryType).filter((method) => storeId !== '2' || !method.startsWith('pos'));
  return { methods: [...offline.map((method) => ({ method, provider: null })), { method: 'card', provider: 'sandbox' }] };
}

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  updateCart({ store_id: 1 });
  api = fakeApi((request) =>
    request.url.pathname === '/public/payment-methods'
      ? { json: offered(request.url.searchParams.get('delivery_type') as DeliveryType, request.url.searchParams.get('store_id')) }
      : undefined,
  );
});
afterEach(() => api.restore());

test('delivery offers what the store takes to the courier, then the online card; the choice is handed back', async () => {
  const onSelect = jest.fn();
  await renderInShop(<PaymentMethodPicker deliveryType="delivery" selected={null} onSelect={onSelect} />);

  expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: /Card online/ })).toBeInTheDocument();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['cash', 'pos', 'card']);
  expect(api.requests[0]?.url.search).toBe('?delivery_type=delivery&store_id=1');
  await userEvent.click(screen.getByRole('radio', { name: /Card to the courier/ }));
  expect(onSelect).toHaveBeenCalledWith('pos');
  await userEvent.click(screen.getByRole('radio', { name: /Card online/ }));
  expect(onSelect).toHaveBeenLastCalledWith('card');
});

test('a store without a card terminal offers no card at the counter', async () => {
  updateCart({ store_id: 2 });
  await renderInShop(<PaymentMethodPicker deliveryType="pickup" selected={null} onSelect={() => {}} />);
  expect(await screen.findByRole('radio', { name: /Cash at the counter/ })).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['cash-pickup', 'card']);
  expect(screen.queryByRole('radio', { name: /Card at the counter/ })).not.toBeInTheDocument();
});

test('pickup offers the counter methods, shows the selection and the checkout error', async () => {
  await renderInShop(
    <PaymentMethodPicker deliveryType="pickup" selected="cash-pickup" onSelect={() => {}} error="Choose how you will pay." />,
    { language: 'es' },
  );
  expect(await screen.findByRole('radio', { name: /Efectivo en el mostrador/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Tarjeta en el mostrador/ })).not.toBeChecked();
  expect(await screen.findByRole('radio', { name: /Tarjeta en línea/ })).not.toBeChecked();
  // The checkout's refused order focuses the first method; the group's description says why.
  const group = screen.getByRole('group');
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Choose how you will pay.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an order that allows fewer methods (a split group order: card) is offered only those', async () => {
  await renderInShop(<PaymentMethodPicker deliveryType="delivery" selected={null} onSelect={() => {}} only={['card']} />);
  expect(await screen.findByRole('radio', { name: /Card online/ })).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['card']);
});

test('without an answer from the API the delivery type\'s offline methods are offered; the API checks again on placing', async () => {
  api.restore();
  api = fakeApi(() => ({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Busy' } }));
  await renderInShop(<PaymentMethodPicker deliveryType="table" selected={null} onSelect={() => {}} />);
  expect(await screen.findByRole('radio', { name: /Cash to the waiter/ })).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['cash-pickup', 'pos-pickup']);
});

test('a group participant whose organiser pays is offered only that', async () => {
  const onSelect = jest.fn();
  await renderInShop(<PaymentMethodPicker deliveryType="delivery" selected={null} onSelect={onSelect} paidByOrganizer />);
  const only = await screen.findByRole('radio', { name: /Paid by the organiser/ });
  expect(screen.getAllByRole('radio')).toEqual([only]);
  await userEvent.click(only);
  expect(onSelect).toHaveBeenCalledWith('by_organizer');
});
