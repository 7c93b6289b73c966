import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { renderInShop } from '../test-support/render-in-shop';
import PaymentMethodPicker from './PaymentMethodPicker';

let api: ReturnType<typeof fakeApi>;
beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  api = fakeApi((request) =>
    request.url.pathname === '/public/payment-methods' ? { json: { methods: [{ method: 'card', provider: 'sandbox' }] } } : undefined,
  );
});
afterEach(() => api.restore());

test('delivery offers cash and card to the courier, then the online card; the choice is handed back', async () => {
  const onSelect = jest.fn();
  await renderInShop(<PaymentMethodPicker deliveryType="delivery" selected={null} onSelect={onSelect} />);

  expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: /Card online/ })).toBeInTheDocument();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['cash', 'pos', 'card']);
  await userEvent.click(screen.getByRole('radio', { name: /Card to the courier/ }));
  expect(onSelect).toHaveBeenCalledWith('pos');
  await userEvent.click(screen.getByRole('radio', { name: /Card online/ }));
  expect(onSelect).toHaveBeenLastCalledWith('card');
});

test('pickup offers the counter methods, shows the selection and the checkout error', async () => {
  await renderInShop(
    <PaymentMethodPicker deliveryType="pickup" selected="cash-pickup" onSelect={() => {}} error="Choose how you will pay." />,
    { language: 'es' },
  );
  expect(await screen.findByRole('radio', { name: /Efectivo en el mostrador/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Tarjeta en el mostrador/ })).not.toBeChecked();
  expect(await screen.findByRole('radio', { name: /Tarjeta en línea/ })).not.toBeChecked();
  expect(screen.getByRole('alert')).toHaveTextContent('Choose how you will pay.');
});

test('an order that allows fewer methods (a split group order: card) is offered only those', async () => {
  await renderInShop(<PaymentMethodPicker deliveryType="delivery" selected={null} onSelect={() => {}} only={['card']} />);
  expect(await screen.findByRole('radio', { name: /Card online/ })).toBeInTheDocument();
  expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['card']);
});

test('a group participant whose organiser pays is offered only that', async () => {
  const onSelect = jest.fn();
  await renderInShop(<PaymentMethodPicker deliveryType="delivery" selected={null} onSelect={onSelect} paidByOrganizer />);
  const only = await screen.findByRole('radio', { name: /Paid by the organiser/ });
  expect(screen.getAllByRole('radio')).toEqual([only]);
  await userEvent.click(only);
  expect(onSelect).toHaveBeenCalledWith('by_organizer');
});
