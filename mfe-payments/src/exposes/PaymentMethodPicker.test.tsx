import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShop } from '../test-support/render-in-shop';
import PaymentMethodPicker from './PaymentMethodPicker';

test('delivery offers cash and card to the courier; the choice is handed back', async () => {
  const onSelect = jest.fn();
  await renderInShop(<PaymentMethodPicker deliveryType="delivery" selected={null} onSelect={onSelect} />);

  const group = await screen.findByRole('group', { name: 'Payment method' });
  expect(group).toBeInTheDocument();
  const radios = screen.getAllByRole('radio');
  expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['cash', 'pos']);
  await userEvent.click(screen.getByRole('radio', { name: /Card to the courier/ }));
  expect(onSelect).toHaveBeenCalledWith('pos');
});

test('pickup offers the counter methods, shows the selection and the checkout error', async () => {
  await renderInShop(
    <PaymentMethodPicker deliveryType="pickup" selected="cash-pickup" onSelect={() => {}} error="Choose how you will pay." />,
    { language: 'es' },
  );
  expect(await screen.findByRole('radio', { name: /Efectivo en el mostrador/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Tarjeta en el mostrador/ })).not.toBeChecked();
  expect(screen.getByRole('alert')).toHaveTextContent('Choose how you will pay.');
});
