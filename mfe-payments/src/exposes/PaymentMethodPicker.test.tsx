import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';
import type { OfferedPaymentMethods } from 'shared-contracts/payments/payment-status';
import { updateCart } from 'shared-contracts/stores/cart';
import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';
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

/** The checkout as the picker sees it: the cart's choice, handed back to it on every change. */
function CheckoutChoice({ chosen, told }: { chosen: PaymentMethod; told: (method: PaymentMethod | null) => void }) {
  const [selected, setSelected] = useState<PaymentMethod | null>(chosen);
  return (
    <PaymentMethodPicker
      deliveryType="delivery"
      selected={selected}
      onSelect={(method) => {
        told(method);
        setSelected(method);
      }}
    />
  );
}

test('a choice the cart\'s new store does not take is handed back as none, and the picker says which it was', async () => {
  const told = jest.fn();
  await renderInShop(<CheckoutChoice chosen="pos" told={told} />);
  expect(await screen.findByRole('radio', { name: /Card to the courier/ })).toBeChecked();
  expect(told).not.toHaveBeenCalled();

  // Riverside (2) has no card terminal: the card to the courier chosen at Old Town is not on offer there.
  act(() => updateCart({ store_id: 2 }));
  expect(await screen.findByText('"Card to the courier (card terminal)" is not available for this order: please choose another way to pay.')).toBeInTheDocument();
  expect(told).toHaveBeenCalledWith(null);
  expect(screen.queryByRole('radio', { name: /Card to the courier/ })).not.toBeInTheDocument();
  expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);

  // A new choice is the customer's; the note has said its piece.
  await userEvent.click(screen.getByRole('radio', { name: /Cash to the courier/ }));
  expect(told).toHaveBeenLastCalledWith('cash');
  expect(screen.queryByText(/is not available for this order/)).not.toBeInTheDocument();
});

test('without an answer from the API a choice is kept: the offline guess is no reason to take it away', async () => {
  api.restore();
  api = fakeApi(() => ({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Busy' } }));
  updateCart({ store_id: 7 });
  const told = jest.fn();
  await renderInShop(<CheckoutChoice chosen="card" told={told} />);
  expect(await screen.findByRole('radio', { name: /Cash to the courier/ })).toBeInTheDocument();
  await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
  expect(told).not.toHaveBeenCalled();
  expect(screen.queryByText(/is not available for this order/)).not.toBeInTheDocument();
});
