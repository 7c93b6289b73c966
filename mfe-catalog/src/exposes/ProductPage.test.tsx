import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { i18n, startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { $language } from 'shared-contracts/stores/language';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
import { $settings } from 'shared-contracts/stores/settings';
import { emptyCart, MAX_LINE_QUANTITY, MAX_OPTION_QUANTITY } from 'shared-contracts/types/cart';
import type { Product } from 'shared-contracts/types/product';
import { $chosenAllergens, clearAvoidedAllergens, toggleAvoidedAllergen } from '../features/allergen-filter/avoided-allergens';
import { aProduct, someSettings } from '../test-support/catalog-fixtures';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { forgetEarlyAnswers } from '../lib/early-answers';
import { PRODUCT_NAMESPACE } from '../i18n/product-texts';
import ProductPage, { prefetch } from './ProductPage';

const burger: Product = aProduct({
  id: 19,
  name: 'Aurora burger',
  url: 'aurora-burger',
  price: 42,
  pack_price: 1.5,
  allergens: [1, 2],
  ingredients: 'Beef, brioche bun (wheat, milk)',
  nutrition: { energy_kcal: 980, fat_g: 56, saturated_fat_g: 22, carbohydrates_g: 60, sugars_g: 9, protein_g: 52, salt_g: 3.4 },
  sizes: [
    { id: 1, product_store_id: 191, name: 'Single', price: 42 },
    { id: 2, product_store_id: 191, name: 'Double', price: 54 },
  ],
  option_groups: [
    {
      id: 1901, name: 'Side', min_options: 1, max_options: 2,
      options: [
        { id: 19021, name: 'Fries', price: 0, min_quantity: 1, max_quantity: 1, allergens: [] },
        { id: 19023, name: 'Side salad', price: 3, min_quantity: 1, max_quantity: 1, allergens: [10] },
      ],
    },
    {
      id: 1902, name: 'Extras', min_options: 0, max_options: 3,
      options: [{ id: 19031, name: 'Cheese', price: 4, min_quantity: 0, max_quantity: 3, allergens: [2] }],
    },
  ],
});

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});

beforeEach(() => {
  $settings.set(someSettings());
  $cart.set(emptyCart());
  $language.set('en');
  clearAvoidedAllergens();
  network = fakeApi(({ url }) => (url.pathname === '/public/products/19' ? { json: burger } : { status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Product 5 is not sold in store 1.' } }));
});

afterEach(() => {
  network.restore();
  forgetEarlyAnswers();
});

function renderPage(productId = '19', productUrl = 'aurora-burger') {
  return render(
    <MemoryRouter>
      <ProductPage params={{ productUrl, productId }} />
    </MemoryRouter>,
  );
}

const total = () => screen.getByText(/^Total:/);

it('shows the description, allergens with names, ingredients, nutrition and the price per size', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Aurora burger' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Price per size' })).toHaveTextContent(/Single\s*42 lei\s*Double\s*54 lei/);
  const allergens = screen.getByRole('region', { name: 'Allergens' });
  expect(within(allergens).getByText('Gluten')).toBeInTheDocument();
  expect(within(allergens).getByText('Dairy')).toBeInTheDocument();
  expect(screen.getByText('Beef, brioche bun (wheat, milk)')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Nutrition facts per portion' })).toHaveTextContent('Energy980 kcal');
  expect($screenMetadata.get()).toEqual({
    title: 'Aurora burger',
    description: 'Tomato, mozzarella, basil',
    image: 'https://assets.test/products/margherita.jpg',
    type: 'product',
  });
  expect(network.requests[0]?.url.searchParams.get('store_id')).toBe(String(someSettings().stores[0]?.id));
});

it('takes the product its prefetch step asked for, instead of asking twice', async () => {
  await prefetch({ productUrl: 'aurora-burger', productId: '19' });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Aurora burger' })).toBeInTheDocument();
  expect(network.requests.filter(({ url }) => url.pathname === '/public/products/19')).toHaveLength(1);
});

it('loads the catalog texts and its own in its prefetch step, before the page renders', async () => {
  i18n.removeResourceBundle('es', 'catalog');
  i18n.removeResourceBundle('es', PRODUCT_NAMESPACE);
  await i18n.changeLanguage('es');
  try {
    await prefetch({ productUrl: 'aurora-burger', productId: '19' });
    await waitFor(() => expect(i18n.hasResourceBundle('es', 'catalog')).toBe(true));
    await waitFor(() => expect(i18n.hasResourceBundle('es', PRODUCT_NAMESPACE)).toBe(true));
  } finally {
    await i18n.changeLanguage('en');
  }
});

it('asks for nothing ahead when the address has no product number', async () => {
  await prefetch({ productUrl: 'aurora-burger', productId: 'abc' });
  expect(network.requests).toHaveLength(0);
});

it('writes the nutrition amounts as the interface language writes numbers', async () => {
  $language.set('lt');
  renderPage();
  const nutrition = await screen.findByRole('table');
  expect(nutrition).toHaveTextContent('3,4 g');
  expect(nutrition).not.toHaveTextContent('3.4');
});

it('prices the chosen size, options times their quantity and the quantity live, and adds exactly that line', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('radio', { name: /Double/ }));
  await user.click(screen.getByRole('checkbox', { name: /Side salad/ }));
  await user.click(screen.getByRole('checkbox', { name: /Cheese/ }));
  await user.click(screen.getByRole('button', { name: 'More: Cheese' }));
  // The packaging the cart will add is said beside the total (1.50 a burger).
  expect(total()).toHaveTextContent('Total: 65 lei + 1.50 lei packaging'); // 54 + 3 + 2 × 4
  await user.click(screen.getByRole('button', { name: 'More: Aurora burger' }));
  expect(total()).toHaveTextContent('Total: 130 lei + 3 lei packaging');

  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect($cart.get().products).toEqual([
    {
      id: 19, name: 'Aurora burger', quantity: 2, price: 54, pack_price: 1.5,
      options: [{ id: 19023, name: 'Side salad', price: 3, quantity: 1 }, { id: 19031, name: 'Cheese', price: 4, quantity: 2 }],
      categories: [{ id: 10 }], age_restriction: false, locked: false, order_product_id: null,
      sizes: [
        { product_store_id: 191, id: 1, name: 'Single', price: 42 },
        { product_store_id: 191, id: 2, name: 'Double', price: 54 },
      ],
      selected_size: 2, only_for_later: false, today_only: false,
    },
  ]);
});

it('says a product is sold for today only, and the cart line it adds carries that', async () => {
  const lunch = aProduct({ id: 42, name: 'Lunch menu of the day', url: 'lunch-of-the-day', price: 35, today_only: true });
  network.restore();
  network = fakeApi(({ url }) => (url.pathname === '/public/products/42' ? { json: lunch } : undefined));
  const user = userEvent.setup();
  renderPage('42', 'lunch-of-the-day');
  expect(await screen.findByRole('heading', { level: 1, name: 'Lunch menu of the day' })).toBeInTheDocument();
  expect(screen.getByText('Today only')).toBeInTheDocument();
  expect(screen.getByText('Sold for today only: it can be ordered for today, not for another day.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect($cart.get().products[0]).toMatchObject({ id: 42, today_only: true, only_for_later: false });
});

it('a double click on "Add to cart" puts the line in once', async () => {
  const lunch = aProduct({ id: 42, name: 'Lunch menu of the day', url: 'lunch-of-the-day', price: 35 });
  network.restore();
  network = fakeApi(({ url }) => (url.pathname === '/public/products/42' ? { json: lunch } : undefined));
  const user = userEvent.setup();
  renderPage('42', 'lunch-of-the-day');
  await user.dblClick(await screen.findByRole('button', { name: 'Add to cart' }));
  expect($cart.get().products.map((line) => line.quantity)).toEqual([1]);
});

it('refuses to add until the rules hold, giving the bound in each message', async () => {
  const user = userEvent.setup();
  renderPage();
  const add = await screen.findByRole('button', { name: 'Add to cart' });
  // Said from an alert region in the form before the refusal.
  const refusal = screen.getByRole('alert');
  expect(refusal).toBeEmptyDOMElement();
  await user.click(add);
  expect(screen.getByRole('alert')).toBe(refusal);
  expect(refusal).toHaveTextContent('Side: choose at least 1.');
  expect(screen.getByRole('group', { name: /Side/ })).toHaveAttribute('aria-invalid', 'true');
  // The keyboard goes to the first choice to mend, not left on the button.
  expect(screen.getByRole('checkbox', { name: /Fries/ })).toHaveFocus();
  expect($cart.get().products).toEqual([]);

  await user.click(screen.getByRole('checkbox', { name: /Fries/ }));
  expect(refusal).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect($cart.get().products).toHaveLength(1);
});

it("the product's quantity stops at the most of one line an order takes", async () => {
  const user = userEvent.setup();
  renderPage();
  const more = await screen.findByRole('button', { name: 'More: Aurora burger' });
  for (let quantity = 1; quantity < MAX_LINE_QUANTITY; quantity += 1) await user.click(more);
  expect(more).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('status', { name: 'Quantity of Aurora burger' })).toHaveTextContent(String(MAX_LINE_QUANTITY));
});

it('a − or + pressed to its bound keeps the keyboard on it, and pressed again there changes nothing (WCAG 2.4.3)', async () => {
  const user = userEvent.setup();
  renderPage();
  const fewer = await screen.findByRole('button', { name: 'Fewer: Aurora burger' });
  const quantity = screen.getByRole('status', { name: 'Quantity of Aurora burger' });
  await user.click(screen.getByRole('button', { name: 'More: Aurora burger' }));
  fewer.focus();
  await user.keyboard('{Enter}');
  expect(quantity).toHaveTextContent('1');
  expect(document.activeElement).toBe(fewer);
  expect(fewer).toBeEnabled();
  expect(fewer).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  expect(quantity).toHaveTextContent('1');

  // An option's own stepper, at its maximum of 3.
  await user.click(screen.getByRole('checkbox', { name: /Cheese/ }));
  const more = screen.getByRole('button', { name: 'More: Cheese' });
  more.focus();
  await user.keyboard('{Enter}{Enter}');
  expect(document.activeElement).toBe(more);
  expect(more).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'Quantity of Cheese' })).toHaveTextContent('3');
  expect(screen.getByRole('button', { name: 'Fewer: Cheese' })).not.toHaveAttribute('aria-disabled', 'true');
});

it('adding past the most of one line leaves the cart as it was and says why, not that it was added', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('checkbox', { name: /Fries/ }));
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  // The same line, already at the most: one more is refused.
  const [line] = $cart.get().products;
  act(() => {
    $cart.set({ ...$cart.get(), products: [{ ...line!, quantity: MAX_LINE_QUANTITY }] });
    $notifications.set([]);
  });
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect($cart.get().products).toHaveLength(1);
  expect($cart.get().products[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  expect($notifications.get().map(noticeText)).toEqual([`You can order at most ${MAX_LINE_QUANTITY} of one product: Aurora burger was not added.`]);
});

it('the quantity stepper stops at the option maximum', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('checkbox', { name: /Cheese/ }));
  const more = screen.getByRole('button', { name: 'More: Cheese' });
  await user.click(more);
  await user.click(more);
  expect(more).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('status', { name: 'Quantity of Cheese' })).toHaveTextContent('3');
  expect(screen.getByText('Up to 3 × Cheese.')).toHaveAttribute('role', 'status');
  await user.click(screen.getByRole('button', { name: 'Fewer: Cheese' }));
  expect(screen.queryByText('Up to 3 × Cheese.')).not.toBeInTheDocument();
});

it("an option the restaurant set no maximum for stops at the shop's own, which the API takes", async () => {
  network.restore();
  const unbounded = { ...burger, option_groups: burger.option_groups.map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, max_quantity: 0 })) })) };
  network = fakeApi(({ url }) => (url.pathname === '/public/products/19' ? { json: unbounded } : undefined));
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('checkbox', { name: /Cheese/ }));
  const more = screen.getByRole('button', { name: 'More: Cheese' });
  for (let quantity = 1; quantity < MAX_OPTION_QUANTITY; quantity += 1) await user.click(more);
  expect(more).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('status', { name: 'Quantity of Cheese' })).toHaveTextContent(String(MAX_OPTION_QUANTITY));
  expect(screen.getByText(`Up to ${MAX_OPTION_QUANTITY} × Cheese.`)).toBeInTheDocument();
});

it('once "up to 3" toppings are ticked, the other boxes are disabled with the reason, and unticking one enables them', async () => {
  const topping = (id: number, name: string) => ({ id, name, price: 5, min_quantity: 1, max_quantity: 1, allergens: [] });
  const pizza = aProduct({
    id: 1,
    name: 'Margherita',
    url: 'margherita',
    option_groups: [
      {
        id: 101, name: 'Toppings', min_options: 0, max_options: 3,
        options: [topping(1001, 'Mozzarella'), topping(1002, 'Olives'), topping(1003, 'Mushrooms'), topping(1004, 'Ham')],
      },
    ],
  });
  network.restore();
  network = fakeApi(({ url }) => (url.pathname === '/public/products/1' ? { json: pizza } : undefined));
  const user = userEvent.setup();
  renderPage('1', 'margherita');
  const box = async (name: string) => screen.findByRole('checkbox', { name: new RegExp(name) });
  const status = () => within(screen.getByRole('group', { name: /Toppings/ })).getByRole('status');
  await user.click(await box('Mozzarella'));
  await user.click(await box('Olives'));
  expect(await box('Ham')).toBeEnabled();
  expect(status()).toHaveTextContent(/^$/);

  await user.click(await box('Mushrooms'));
  expect(await box('Ham')).toBeDisabled();
  expect(await box('Mushrooms')).toBeEnabled();
  expect(status()).toHaveTextContent('Up to 3 — you have chosen 3. Untick one to choose another.');
  expect(await box('Ham')).toHaveAccessibleDescription('Up to 3 — you have chosen 3. Untick one to choose another.');
  await user.click(await box('Ham'));
  expect(await box('Ham')).not.toBeChecked();

  await user.click(await box('Olives'));
  expect(await box('Ham')).toBeEnabled();
  expect(status()).toHaveTextContent(/^$/);
  await user.click(await box('Ham'));
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect($cart.get().products[0]?.options.map((o) => o.id)).toEqual([1001, 1003, 1004]);
});

it('hides options containing an avoided allergen and warns about the dish itself', async () => {
  toggleAvoidedAllergen(10);
  toggleAvoidedAllergen(2);
  renderPage();
  expect(await screen.findByRole('checkbox', { name: /Fries/ })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /Side salad/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: /Cheese/ })).not.toBeInTheDocument();
  expect(screen.getAllByText('Options hidden because they contain an allergen you avoid: 1')).toHaveLength(2);
  expect(screen.getByText('This dish contains an allergen you avoid: Dairy.')).toBeInTheDocument();
  expect(JSON.parse(sessionStorage.getItem('catalog.avoided-allergens') ?? '')).toEqual([2, 10]);
  expect($chosenAllergens.get()).toEqual([2, 10]);
});

it('a required choice whose every option contains an avoided allergen is said plainly: the dish cannot be ordered while it is avoided', async () => {
  const pizza = aProduct({
    id: 19, name: 'Pizza of the house', url: 'aurora-burger', allergens: [],
    option_groups: [{
      id: 1903, name: 'Cheese', min_options: 1, max_options: 1,
      options: [
        { id: 19041, name: 'Mozzarella', price: 0, min_quantity: 1, max_quantity: 1, allergens: [2] },
        { id: 19042, name: 'Gorgonzola', price: 0, min_quantity: 1, max_quantity: 1, allergens: [2] },
      ],
    }],
  });
  network.restore();
  network = fakeApi(({ url }) => (url.pathname === '/public/products/19' ? { json: pizza } : undefined));
  toggleAvoidedAllergen(2);
  renderPage();
  expect(
    await screen.findByText('Cheese: this choice is required, but its options contain an allergen you avoid, so this dish cannot be ordered while you avoid it.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

it('in a group order, "Add to cart" is busy until the answer comes, and a second press sends nothing more', async () => {
  const lunch = aProduct({ id: 42, name: 'Lunch menu of the day', url: 'lunch-of-the-day', price: 35 });
  network.restore();
  $cart.set({ ...emptyCart(), group_order: true, order_token: 'LINK123', participant_token: 'participant-1' });
  $notifications.set([]);
  let answer = (): void => undefined;
  const additions: string[] = [];
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/public/products/42') return Response.json(lunch);
    additions.push(request.url);
    return new Promise((resolve) => (answer = () => resolve(Response.json({ status: 'OK', message: '' }))));
  });
  const user = userEvent.setup();
  renderPage('42', 'lunch-of-the-day');
  const add = await screen.findByRole('button', { name: 'Add to cart' });
  await user.click(add);
  await waitFor(() => expect(additions).toHaveLength(1));
  expect(add).toHaveAttribute('aria-busy', 'true');
  await user.click(add);
  // A submit that does not go through the button (Enter in the form) is ignored as well.
  fireEvent.submit(screen.getByRole('form', { name: 'Your choice' }));
  answer();
  await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
  expect(additions).toHaveLength(1);
  expect($notifications.get().map(noticeText)).toEqual(['Lunch menu of the day was added to your part of the group order']);
  fetchSpy.mockRestore();
  network = fakeApi(() => undefined);
});

it('has_allergens false hides the allergens and ignores the filter', async () => {
  toggleAvoidedAllergen(10);
  $settings.set({ ...someSettings(), has_allergens: false });
  renderPage();
  expect(await screen.findByRole('checkbox', { name: /Side salad/ })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /Side salad/ })).not.toHaveAccessibleName(/Mustard/);
  expect(screen.queryByRole('region', { name: 'Allergens' })).not.toBeInTheDocument();
});

describe('the allergens an option adds (food safety)', () => {
  const latte = aProduct({
    id: 19, name: 'Latte', url: 'aurora-burger', allergens: [2],
    option_groups: [{
      id: 31, name: 'Milk', min_options: 0, max_options: 1,
      options: [
        { id: 311, name: 'Oat milk', price: 2, min_quantity: 0, max_quantity: 1, allergens: [1] },
        { id: 312, name: 'Extra shot', price: 3, min_quantity: 0, max_quantity: 1, allergens: [] },
      ],
    }],
  });

  beforeEach(() => {
    network.restore();
    network = fakeApi(({ url }) => (url.pathname === '/public/products/19' ? { json: latte } : undefined));
  });

  it('each option names its allergens beside its name, in words a screen reader says with the option', async () => {
    renderPage();
    expect(await screen.findByRole('radio', { name: /^Oat milk/ })).toHaveAccessibleName(/^Oat milk contains: Gluten \+ ?2 lei$/);
    expect(screen.getByRole('radio', { name: /^Extra shot/ })).not.toHaveAccessibleName(/contains/);
  });

  it("the Allergens section adds what the chosen option contains, said as the choice's, and drops it when unchosen", async () => {
    const user = userEvent.setup();
    renderPage();
    const oat = await screen.findByRole('radio', { name: /^Oat milk/ });
    const allergens = screen.getByRole('region', { name: 'Allergens' });
    expect(within(allergens).queryByText('Gluten')).not.toBeInTheDocument();
    await user.click(oat);
    expect(within(allergens).getByText('Dairy')).toBeInTheDocument();
    expect(within(allergens).getByText('Your choice, Oat milk, contains:')).toBeInTheDocument();
    expect(within(allergens).getByText('Gluten')).toBeInTheDocument();
    await user.click(oat);
    expect(within(allergens).queryByText('Gluten')).not.toBeInTheDocument();
  });

  it('a dish without allergens of its own does not say "No declared allergens" while a chosen option has some', async () => {
    network.restore();
    network = fakeApi(({ url }) => (url.pathname === '/public/products/19' ? { json: { ...latte, allergens: [] } } : undefined));
    const user = userEvent.setup();
    renderPage();
    const allergens = await screen.findByRole('region', { name: 'Allergens' });
    expect(within(allergens).getByText('No declared allergens.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Oat milk/ }));
    expect(within(allergens).queryByText('No declared allergens.')).not.toBeInTheDocument();
    expect(within(allergens).getByText('Gluten')).toBeInTheDocument();
  });
});

it('allow_ordering false leaves the page browsable, with the add button disabled and the reason', async () => {
  const settings = someSettings();
  $settings.set({ ...settings, website: { ...settings.website, allow_ordering: false } });
  renderPage();
  expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeDisabled();
  expect(screen.getByText(/Online ordering is closed right now/)).toBeInTheDocument();
});

it('an out-of-stock product is labelled and cannot be added', async () => {
  network.restore();
  network = fakeApi(() => ({ json: { ...burger, out_of_stock: true } }));
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Aurora burger' });
  // Said once, where the Add button would be.
  expect(screen.getAllByText('Out of stock')).toHaveLength(1);
  expect(within(screen.getByRole('form', { name: 'Your choice' })).getByText('Out of stock')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
});

it('an unknown product id shows the 404 screen', async () => {
  renderPage('5');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(network.requests).toHaveLength(1);
});

it("a dish another store sells says it is not available at the customer's store, with a link to that store's menu", async () => {
  network.restore();
  const soldAt = { id: 8, name: 'Riverside', url: 'riverside' };
  network = fakeApi(() => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Product 19 is not sold in store 7.', reason: 'not_sold_in_store', sold_at: soldAt } }));
  renderPage('19');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available at this store' })).toBeInTheDocument();
  expect(screen.getByText('This dish is not on the menu of Centre.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the menu of Riverside' })).toHaveAttribute('href', '/s/riverside');
  expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  expect(network.requests[0]?.url.searchParams.get('store_id')).toBe('7');
});

it("a cart with lines keeps its store: no link to another store's menu, which would lead back here", async () => {
  network.restore();
  const soldAt = { id: 8, name: 'Riverside', url: 'riverside' };
  network = fakeApi(() => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Product 19 is not sold in store 7.', reason: 'not_sold_in_store', sold_at: soldAt } }));
  const line = { id: 3, name: 'Lemonade', quantity: 1, price: 30, pack_price: null, options: [], categories: [], age_restriction: false, locked: false, order_product_id: null, sizes: [], selected_size: null };
  $cart.set({ ...emptyCart(), store_id: 7, products: [line] });
  renderPage('19');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available at this store' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /See the menu/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the homepage' })).toBeInTheDocument();
});

it('a dish no store sells any more says so, with no store to go to', async () => {
  network.restore();
  network = fakeApi(() => ({ status: 404, json: { statusCode: 404, error: 'Not Found', message: 'Product 19 is not sold in store 7.', reason: 'not_sold_in_store', sold_at: null } }));
  renderPage('19');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available at this store' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /See the menu/ })).not.toBeInTheDocument();
});

it('a product lost to the connection says to check it (spec §8); a server error does not blame it', async () => {
  jest.mocked(globalThis.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
  const { unmount } = renderPage('19');
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this pagePlease check your internet connection.');
  unmount();
  forgetEarlyAnswers();
  network.restore();
  network = fakeApi(() => ({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } }));
  renderPage('19');
  const failed = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(failed).toHaveTextContent('We could not load this page');
  expect(failed).not.toHaveTextContent('internet connection');
});

it('a failed load is a screen of its own: its heading is the page title, for the keyboard to land on (WCAG 2.4.2)', async () => {
  network.restore();
  // A 400 is not tried again by the client, so the page shows it at once.
  network = fakeApi(() => ({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Store 7 is closed.' } }));
  renderPage('19');
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this page' })).toBeInTheDocument();
  expect($screenMetadata.get()).toEqual({ title: 'We could not load this page' });
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('a non-numeric product id shows the 404 screen without asking the API', async () => {
  renderPage('abc');
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(network.requests).toHaveLength(0);
});

it.each(['0', '1000000000', '99999999999'])('a product id the API cannot hold (%s) shows the 404 screen without asking the API', async (productId) => {
  await prefetch({ productUrl: 'aurora-burger', productId });
  renderPage(productId);
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(network.requests).toHaveLength(0);
});

it('keeps the chosen size, options and quantity across a change of language, and shows the new names', async () => {
  network.restore();
  const spanish = { ...burger, name: 'Hamburguesa Aurora', sizes: burger.sizes.map((size) => ({ ...size, name: size.id === 2 ? 'Doble' : 'Sencilla' })) };
  network = fakeApi(({ url }) => (url.pathname === '/public/products/19' ? { json: url.searchParams.get('translate_language') === 'es' ? spanish : burger } : undefined));
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('radio', { name: /Double/ }));
  await user.click(screen.getByRole('checkbox', { name: /Cheese/ }));
  const more = screen.getByRole('button', { name: 'More: Aurora burger' });
  await user.click(more);
  act(() => $language.set('es'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Hamburguesa Aurora' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Doble/ })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Cheese/ })).toBeChecked();
  expect(screen.getByRole('status', { name: /Hamburguesa Aurora/ })).toHaveTextContent('2');
  // The page stayed: the button last pressed still has the keyboard.
  expect(document.activeElement).toBe(more);
});

it('copying the link falls back to the link selected with "select and copy manually"', async () => {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Copy link' }));
  const input = await screen.findByRole('textbox', { name: /select and copy it manually/ });
  expect(input).toHaveValue(window.location.href);
  expect(input).toHaveFocus();
});

it("shares the page's address without its query or hash: an ad's traffic_source is not passed on", async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  window.history.replaceState(null, '', '/p/aurora-burger/19?traffic_source=fb_ad#allergens');
  try {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/p/aurora-burger/19`);
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('a visit begun at a store\'s address prices at that store, and the cart with no store takes it with the product', async () => {
  $settings.set(someSettings({ store_id: 7 }));
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('checkbox', { name: /Fries/ }));
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(network.requests[0]?.url.searchParams.get('store_id')).toBe('7');
  expect($cart.get().store_id).toBe(7);
});

it('with no store chosen anywhere, the cart stays without one for the checkout to choose', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('checkbox', { name: /Fries/ }));
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect($cart.get().products).toHaveLength(1);
  expect($cart.get().store_id).toBeNull();
});

it("a link with an old or mistyped name goes on to the product's own address, in place", async () => {
  function Routed() {
    return <ProductPage params={useParams()} />;
  }
  function Where() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
  }
  render(
    <MemoryRouter initialEntries={['/p/wrong-name/19?traffic_source=qr']}>
      <Routes>
        <Route path="/p/:productUrl/:productId" element={<Routed />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Aurora burger' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/p/aurora-burger/19?traffic_source=qr');
});
