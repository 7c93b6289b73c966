import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { setLanguage } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { aProduct, someSettings } from '../../../test-support/catalog-fixtures';
import { ProductCard } from './ProductCard';

beforeAll(() => startI18n('en'));

beforeEach(() => {
  $settings.set(someSettings());
  $cart.set(emptyCart());
  $notifications.set([]);
});

async function renderCard(...args: Parameters<typeof aProduct>) {
  const product = aProduct(...args);
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
  return screen.findByRole('article', { name: new RegExp(product.name) });
}

describe('ProductCard', () => {
  it('shows the name as a heading and the picture from the assets host, named after the product', async () => {
    const card = await renderCard({ name: 'Quattro formaggi', pictures: ['p/4f.jpg', 'p/other.jpg'] });
    expect(within(card).getByRole('heading', { level: 3, name: 'Quattro formaggi' })).toBeInTheDocument();
    const picture = within(card).getByRole('img', { name: 'Quattro formaggi' });
    expect(picture).toHaveAttribute('src', 'https://assets.test/p/4f.jpg');
    expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('labels an out-of-stock product and offers no add button', async () => {
    const card = await renderCard({ out_of_stock: true });
    expect(within(card).getByText('Out of stock')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it('names each allergen', async () => {
    const card = await renderCard({ allergens: [1, 2, 12] });
    const list = within(card).getByRole('list', { name: 'Allergens' });
    const names = within(list).getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
    expect(names).toEqual(['Gluten', 'Dairy', 'Sulphur dioxide']);
  });

  it('marks an age-restricted product with the age limit', async () => {
    const card = await renderCard({ age_restriction: true });
    expect(within(card).getByRole('img', { name: 'Age restricted: 18+' })).toHaveTextContent('18+');
  });

  it('labels a product that needs advance ordering, and one sold for today only; the cart line carries the flag', async () => {
    const cake = await renderCard({ id: 41, name: 'Whole walnut cake', only_for_later: true });
    expect(within(cake).getByText('Order in advance')).toBeInTheDocument();
    expect(within(cake).queryByText('Today only')).not.toBeInTheDocument();
    await userEvent.click(within(cake).getByRole('button', { name: 'Add to cart Whole walnut cake' }));
    expect($cart.get()).toMatchObject({ only_for_later: true, products: [{ id: 41, only_for_later: true, today_only: false }] });
  });

  it('labels a product sold for today only', async () => {
    const lunch = await renderCard({ id: 42, name: 'Lunch menu of the day', today_only: true });
    expect(within(lunch).getByText('Today only')).toBeInTheDocument();
    expect(within(lunch).queryByText('Order in advance')).not.toBeInTheDocument();
  });

  it('links to the product page to choose options instead of an add button when a choice is required', async () => {
    const card = await renderCard({
      id: 7,
      url: 'margherita',
      option_groups: [{ id: 1, name: 'Crust', min_options: 1, max_options: 1, options: [] }],
    });
    // Named with its dish (WCAG 2.4.4, 2.5.3): twenty cards are not twenty alike "Choose options".
    expect(within(card).getByRole('link', { name: 'Choose options Margherita' })).toHaveAttribute('href', '/p/margherita/7');
    expect(within(card).getByRole('link', { name: 'Margherita' })).toHaveAttribute('href', '/p/margherita/7');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no add button when the shop does not take orders (allow_ordering false)', async () => {
    const settings = someSettings();
    $settings.set({ ...settings, website: { ...settings.website, allow_ordering: false } });
    const card = await renderCard({});
    expect(within(card).queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^See the dish / })).toBeInTheDocument();
  });

  // WCAG 2.5.3: the name starts with the words shown, then names the product, so a list of the
  // page's buttons is not twenty "Add to cart"; the product's name is heard, not shown twice.
  it.each([
    ['en', 'Add to cart'],
    ['es', 'Añadir al carrito'],
    ['lt', 'Į krepšelį'],
    ['ro', 'Adaugă în coș'],
  ] as const)('in %s, names its add button with the words shown, then the product', async (language, shown) => {
    await act(() => setLanguage(language));
    const card = await renderCard({ name: 'Margherita' });
    const add = await within(card).findByRole('button', { name: `${shown} Margherita` });
    expect(add).not.toHaveAttribute('aria-describedby');
    const heard = within(add).getByText('Margherita');
    expect(heard).toHaveClass('visually-hidden');
    expect(add.textContent?.replace(heard.textContent ?? '', '').trim()).toBe(shown);
    await act(() => setLanguage('en'));
  });

  it('shows a "from" price when sizes cost differently', async () => {
    const card = await renderCard({
      sizes: [
        { id: 1, product_store_id: 71, name: 'Small', price: 30 },
        { id: 2, product_store_id: 72, name: 'Large', price: 42 },
      ],
    });
    expect(within(card).getByText(/^from/)).toBeInTheDocument();
    expect(within(card).getByText(/30/)).toBeInTheDocument();
    expect(within(card).queryByText(/42/)).not.toBeInTheDocument();
  });

  it('adds exactly the spec §3 cart product to the cart and says so', async () => {
    const card = await renderCard({ id: 9, name: 'Lasagna', price: 41, pack_price: 2, categories: [{ id: 11 }] });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart Lasagna' }));
    expect($cart.get().products).toEqual([
      {
        id: 9,
        name: 'Lasagna',
        quantity: 1,
        price: 41,
        pack_price: 2,
        options: [],
        categories: [{ id: 11 }],
        age_restriction: false,
        locked: false,
        order_product_id: null,
        sizes: [],
        selected_size: null,
        only_for_later: false,
        today_only: false,
      },
    ]);
    expect($notifications.get()).toEqual([expect.objectContaining({ kind: 'success' })]);
    expect(noticeText($notifications.get()[0]!)).toBe('Lasagna was added to your cart');
  });

  it('a double click puts one in; two clicks apart put two', async () => {
    const card = await renderCard({ id: 9, name: 'Lasagna' });
    const add = within(card).getByRole('button', { name: 'Add to cart Lasagna' });
    await userEvent.dblClick(add);
    expect($cart.get().products.map((line) => line.quantity)).toEqual([1]);
    await userEvent.click(add);
    expect($cart.get().products.map((line) => line.quantity)).toEqual([2]);
  });

  it('says so in the new language when the language changes while the notice is up', async () => {
    const card = await renderCard({ name: 'Lasagna' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add to cart Lasagna' }));
    await act(() => setLanguage('es'));
    // The card asks for the catalog's Spanish texts; the notice reads them once they are in.
    await within(card).findByRole('button', { name: 'Añadir al carrito Lasagna' });
    expect(noticeText($notifications.get()[0]!)).toBe('Lasagna se ha añadido a tu carrito');
    await act(() => setLanguage('en'));
  });
});
