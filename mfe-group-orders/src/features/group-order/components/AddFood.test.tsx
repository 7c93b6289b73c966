import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import type { PlaceOrderLine } from 'shared-contracts/types/order';
import type { Product } from 'shared-contracts/types/product';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { AddFood } from './AddFood';

const option = (id: number, name: string, price: number, max_quantity = 1) => ({ id, name, price, min_quantity: 0, max_quantity, allergens: [] });
const burger: Product = {
  id: 19, name: 'Aurora burger', url: 'aurora-burger', description: '', ingredients: '', price: 45, pack_price: null, pictures: [], allergens: [], nutrition: null,
  categories: [{ id: 3 }], menu_ids: [1], out_of_stock: false, age_restriction: false, recommended: false,
  sizes: [{ id: 191, product_store_id: 1, name: 'Single', price: 45 }, { id: 192, product_store_id: 1, name: 'Double', price: 58 }],
  option_groups: [
    { id: 1901, name: 'Cooking', min_options: 1, max_options: 1, options: [option(19011, 'Medium', 0), option(19012, 'Well done', 0)] },
    { id: 1902, name: 'Extras', min_options: 0, max_options: 2, options: [option(19021, 'Bacon', 4, 3), option(19022, 'Cheese', 3)] },
  ],
};
const lemonade: Product = { ...burger, id: 24, name: 'House lemonade', price: 14, sizes: [], option_groups: [] };
let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});
beforeEach(() => {
  network = fakeApi(({ url }) => (url.pathname === '/public/products' ? { json: [burger, lemonade, { ...lemonade, id: 25, name: 'Sold out', out_of_stock: true }] } : undefined));
});
afterEach(() => network.restore());

test('a participant chooses a size and options by the product page\'s rules, with the live price', async () => {
  const added: PlaceOrderLine[] = [];
  render(<AddFood storeId={1} deliveryType="pickup" busy={false} onAdd={async (line) => (added.push(line), true)} />);
  const product = await screen.findByRole('combobox', { name: /Product/ });
  expect(screen.queryByRole('option', { name: 'Sold out' })).not.toBeInTheDocument();
  await userEvent.selectOptions(product, 'Aurora burger');

  // A required group left empty: the rule's message, and nothing is sent.
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByText('Cooking: choose at least 1.')).toBeInTheDocument();
  // The first broken group has the focus, read with its message, not the Add button.
  expect(screen.getByRole('group', { name: /^Cooking/ })).toHaveFocus();
  expect(screen.getByRole('group', { name: /^Cooking/ })).toHaveAccessibleDescription('Cooking: choose at least 1.');
  expect(added).toEqual([]);

  await userEvent.click(screen.getByRole('radio', { name: /Double/ }));
  await userEvent.click(screen.getByRole('radio', { name: 'Well done' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /Bacon/ }));
  await userEvent.click(screen.getByRole('button', { name: 'One more Bacon' }));
  expect(screen.getByRole('group', { name: 'How many Bacon' })).toHaveTextContent('2');
  const quantity = screen.getByRole('textbox', { name: 'Quantity' });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');
  // 2 x (58 + 2 x 4) = 132.
  expect(screen.getByText(/^Price/)).toHaveTextContent('132');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(added).toEqual([{ id: 19, quantity: 2, selected_size: 192, options: [{ id: 19012, quantity: 1 }, { id: 19021, quantity: 2 }] }]);
  // Added: the form starts again.
  expect(screen.getByRole('combobox', { name: /Product/ })).toHaveValue('');
});

test('a simple product needs no choices', async () => {
  const added: PlaceOrderLine[] = [];
  render(<AddFood storeId={1} deliveryType="pickup" busy={false} onAdd={async (line) => (added.push(line), true)} />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Product/ }), 'House lemonade');
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(added).toEqual([{ id: 24, quantity: 1, selected_size: null, options: [] }]);
});

test('a quantity beyond the bounds is refused with a message giving them, never priced or added as another', async () => {
  const added: PlaceOrderLine[] = [];
  render(<AddFood storeId={1} deliveryType="pickup" busy={false} onAdd={async (line) => (added.push(line), true)} />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Product/ }), 'House lemonade');
  const quantity = screen.getByRole('textbox', { name: 'Quantity' });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '150');
  expect(screen.getByRole('alert')).toHaveTextContent('Quantity: choose from 1 to 99.');
  expect(quantity).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText(/^Price/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(added).toEqual([]);

  await userEvent.clear(quantity);
  await userEvent.type(quantity, '99');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // 99 x 14 = 1386.
  expect(screen.getByText(/^Price/)).toHaveTextContent('1,386');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(added).toEqual([{ id: 24, quantity: 99, selected_size: null, options: [] }]);
});

test('the quantity is typed as spec §5 numbers are: a decimal comma is a dot, never a quantity ten times bigger', async () => {
  const added: PlaceOrderLine[] = [];
  render(<AddFood storeId={1} deliveryType="pickup" busy={false} onAdd={async (line) => (added.push(line), true)} />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Product/ }), 'House lemonade');
  const quantity = screen.getByRole('textbox', { name: 'Quantity' });
  // The digits keyboard on phones.
  expect(quantity).toHaveAttribute('inputMode', 'numeric');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '1,5');
  expect(quantity).toHaveValue('1.5');
  expect(screen.getByRole('alert')).toHaveTextContent('Quantity: choose from 1 to 99.');
  expect(screen.queryByText(/^Price/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(added).toEqual([]);

  // What is no number is dropped, and said to be.
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2x');
  expect(quantity).toHaveValue('2');
  expect(screen.getByRole('alert')).toHaveTextContent('Only numbers can be typed here.');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(added).toEqual([{ id: 24, quantity: 2, selected_size: null, options: [] }]);
});

test('from the keyboard: once added, the focus goes back to choosing a product and the line added is said politely', async () => {
  render(<AddFood storeId={1} deliveryType="pickup" busy={false} onAdd={async () => true} />);
  const product = await screen.findByRole('combobox', { name: /Product/ });
  const status = screen.getByRole('status');
  // There before anything is added, so a screen reader announces what it then says.
  expect(status).toBeEmptyDOMElement();
  product.focus();
  await userEvent.selectOptions(product, 'House lemonade');
  await userEvent.tab();
  const quantity = screen.getByRole('textbox', { name: 'Quantity' });
  expect(quantity).toHaveFocus();
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('House lemonade × 2 added.')).toBe(status);
  expect(product).toHaveFocus();
  expect(product).toHaveValue('');

  // A product with sizes is named with the one chosen; a new choice clears the last message.
  await userEvent.selectOptions(product, 'Aurora burger');
  expect(status).toBeEmptyDOMElement();
  await userEvent.click(screen.getByRole('radio', { name: /Double/ }));
  await userEvent.click(screen.getByRole('radio', { name: 'Well done' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('Aurora burger (Double) × 1 added.')).toBe(status);
  expect(product).toHaveFocus();
});

test('a refused line leaves the form as it was, and says nothing was added', async () => {
  render(<AddFood storeId={1} deliveryType="pickup" busy={false} onAdd={async () => false} />);
  const product = await screen.findByRole('combobox', { name: /Product/ });
  await userEvent.selectOptions(product, 'House lemonade');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(product).toHaveValue('24');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('says the packaging beside the price, as the card will count it (pack price per unit)', async () => {
  const lasagna: Product = { ...lemonade, id: 12, name: 'Baked lasagna', price: 42, pack_price: 1.5 };
  network.restore();
  network = fakeApi(({ url }) => (url.pathname === '/public/products' ? { json: [lasagna, lemonade] } : undefined));
  render(<AddFood storeId={1} deliveryType="delivery" busy={false} onAdd={async () => true} />);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Product/ }), 'Baked lasagna');
  expect(screen.getByTestId('add-price')).toHaveTextContent(/^Price: 42 lei \+ 1\.50 lei packaging$/);
  const quantity = screen.getByRole('textbox', { name: 'Quantity' });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');
  expect(screen.getByTestId('add-price')).toHaveTextContent(/^Price: 84 lei \+ 3 lei packaging$/);
  // Nothing to pack, nothing said.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Product/ }), 'House lemonade');
  expect(screen.getByTestId('add-price')).toHaveTextContent(/^Price: 14 lei$/);
});

test('Add with no product chosen says so on the product field, which takes the focus, and sends nothing', async () => {
  const added: PlaceOrderLine[] = [];
  render(<AddFood storeId={1} deliveryType="pickup" busy={false} onAdd={async (line) => (added.push(line), true)} />);
  const product = await screen.findByRole('combobox', { name: /Product/ });
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(product).toHaveFocus();
  expect(product).toHaveAttribute('aria-invalid', 'true');
  expect(product).toHaveAccessibleDescription('Please choose a product.');
  expect(added).toEqual([]);
  await userEvent.selectOptions(product, 'House lemonade');
  expect(product).not.toHaveAttribute('aria-invalid');
});
