import { screen } from '@testing-library/react';
import { aStore } from 'shared-contracts/test-support/website-settings';
import { renderInShop } from '../../../test-support/render-in-shop';
import { PickupDetails } from './PickupDetails';

const stores = [aStore(), aStore({ id: 2, name: 'Riverside', url: 'riverside' })];
const noop = () => undefined;

test('with no store chosen (until the checkout picks the first pickup store, or when none picks up), the list asks for one', async () => {
  await renderInShop(<PickupDetails stores={stores} storeId={null} pickupType={null} onStore={noop} onPickupType={noop} errors={{}} />);
  expect(await screen.findByRole('combobox', { name: /Store/ })).toHaveDisplayValue('Choose a store');
});

test('a chosen store shows its name, and nothing asks to choose', async () => {
  await renderInShop(<PickupDetails stores={stores} storeId={2} pickupType={null} onStore={noop} onPickupType={noop} errors={{}} />);
  expect(await screen.findByRole('combobox', { name: /Store/ })).toHaveDisplayValue('Riverside');
  expect(screen.queryByRole('option', { name: 'Choose a store' })).not.toBeInTheDocument();
});

test('a refused pickup way is the choice group\'s description, not an alert: the refused order focuses its first radio', async () => {
  await renderInShop(<PickupDetails stores={stores} storeId={2} pickupType={null} onStore={noop} onPickupType={noop} errors={{ pickup_type: 'Choose how you will pick up' }} />);
  const group = await screen.findByRole('group', { name: 'How will you pick it up?' });
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Choose how you will pick up');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a cart at a store the list does not hold (one that only delivers) is asked for a store, not shown the first one', async () => {
  await renderInShop(<PickupDetails stores={stores} storeId={9} pickupType={null} onStore={noop} onPickupType={noop} errors={{}} />);
  const store = await screen.findByRole('combobox', { name: /Store/ });
  expect(store).toHaveDisplayValue('Choose a store');
  expect(store).toHaveValue('');
});
