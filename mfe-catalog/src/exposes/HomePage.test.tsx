import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { i18n, startI18n } from 'shared-contracts/i18n/i18n';
import { $cart, setStore } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { aProduct, someSettings } from '../test-support/catalog-fixtures';
import { fakeApi, type Route } from 'shared-contracts/test-support/fake-api';
import { forgetEarlyAnswers } from '../lib/early-answers';
import { clearAvoidedAllergens } from '../features/allergen-filter/avoided-allergens';
import { PRODUCT_NAMESPACE } from '../i18n/product-texts';
import HomePage, { prefetch } from './HomePage';

const margherita = aProduct({ id: 1, name: 'Margherita', categories: [{ id: 10 }] });
const caesar = aProduct({ id: 2, name: 'Caesar salad', categories: [{ id: 11 }] });
const lager = aProduct({ id: 3, name: 'Lager', categories: [{ id: 20 }], age_restriction: true });
const tiramisu = aProduct({ id: 4, name: 'Tiramisu', categories: [{ id: 99 }], recommended: true });

const shopApi: Route = ({ method, url }) => {
  if (method !== 'GET') return undefined;
  if (url.pathname === '/public/products') {
    return { json: url.searchParams.get('recommended') === 'true' ? [tiramisu] : [margherita, caesar, lager] };
  }
  return undefined;
};

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});

beforeEach(() => {
  $settings.set(someSettings());
  $cart.set(emptyCart());
  $language.set('en');
});

afterEach(() => {
  network.restore();
  forgetEarlyAnswers();
});

function renderHomePage() {
  return render(
    <MemoryRouter>
      <HomePage params={{}} />
    </MemoryRouter>,
  );
}

const productRequests = () => network.requests.filter(({ url }) => url.pathname === '/public/products');

describe('HomePage', () => {
  it('shows the menus as links and every product under its category', async () => {
    network = fakeApi(shopApi);
    renderHomePage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Trattoria Test' })).toBeInTheDocument();
    const menus = screen.getByRole('navigation', { name: 'Menus' });
    expect(within(menus).getByRole('link', { name: 'Lunch' })).toHaveAttribute('href', '/lunch/1');
    expect(within(menus).getByRole('link', { name: 'Drinks' })).toHaveAttribute('href', '/drinks/2');

    // The category sections come in a second render, after the recommended products.
    const pizza = await screen.findByRole('region', { name: 'Pizza' });
    expect(within(pizza).getByRole('heading', { level: 3, name: 'Margherita' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Salads' })).getByRole('article', { name: 'Caesar salad' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Beers' })).getByRole('article', { name: 'Lager' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recommended' })).getByRole('article', { name: 'Tiramisu' })).toBeInTheDocument();
  });

  it('shows its cards without downloading the product page\'s texts (issue #11)', async () => {
    const lunch = aProduct({ id: 5, name: 'Lunch of the day', categories: [{ id: 10 }], today_only: true });
    network = fakeApi((request) => (request.url.pathname === '/public/products' ? { json: [lunch, lager] } : shopApi(request)));
    await prefetch();
    renderHomePage();

    const card = await screen.findByRole('article', { name: 'Lunch of the day' });
    expect(within(card).getByText('Today only')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', PRODUCT_NAMESPACE)).toBe(false);
  });

  it('takes the product lists its prefetch step asked for, instead of asking twice', async () => {
    network = fakeApi(shopApi);
    await prefetch();
    renderHomePage();

    expect(await screen.findByRole('article', { name: 'Tiramisu' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Margherita' })).toBeInTheDocument();
    expect(productRequests()).toHaveLength(2);
  });

  it('asks again when the prefetched lists were for another language', async () => {
    network = fakeApi(shopApi);
    await prefetch();
    $language.set('es');
    renderHomePage();

    await screen.findByRole('article', { name: 'Tiramisu' });
    expect(productRequests().map(({ url }) => url.searchParams.get('translate_language'))).toEqual(['en', 'en', 'es', 'es']);
  });

  it('asks for products with sizes, priced for the first store when neither cart nor settings name one', async () => {
    network = fakeApi(shopApi);
    renderHomePage();
    await screen.findByRole('heading', { level: 1 });

    const [all, recommended] = [...productRequests()].sort((a, b) =>
      String(a.url.searchParams.get('recommended')).localeCompare(String(b.url.searchParams.get('recommended'))),
    );
    expect(all?.url.searchParams.get('store_id')).toBe('7');
    expect(all?.url.searchParams.get('with')).toBe('sizes');
    expect(recommended?.url.searchParams.get('recommended')).toBe('true');
  });

  it('fetches the products again when the cart changes store or the language changes', async () => {
    network = fakeApi(shopApi);
    renderHomePage();
    await screen.findByRole('heading', { level: 1 });

    act(() => setStore(3));
    await screen.findByRole('heading', { level: 1 });
    expect(productRequests().filter(({ url }) => url.searchParams.get('store_id') === '3')).toHaveLength(2);

    act(() => $language.set('es'));
    await screen.findByRole('heading', { level: 1 });
    expect(productRequests().filter(({ url }) => url.searchParams.get('translate_language') === 'es')).toHaveLength(2);
  });

  it('a change of language keeps the page and the allergen filter opened in it, until the new names replace the old', async () => {
    const margarita = { ...margherita, name: 'Margarita' };
    network = fakeApi((request) =>
      request.url.searchParams.get('translate_language') === 'es' && request.url.searchParams.get('recommended') !== 'true'
        ? { json: [margarita, caesar, lager] }
        : shopApi(request),
    );
    const user = userEvent.setup();
    const { container } = renderHomePage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Trattoria Test' });
    await user.click(screen.getByText('Avoid allergens'));
    const filter = container.querySelector('details');
    expect(filter).toHaveAttribute('open');

    act(() => $language.set('es'));
    // While the Spanish lists load: no placeholder, the same page (so the scroll and the open filter stay).
    expect(container.querySelector('.catalog-skeleton')).toBeNull();
    expect(heading).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Margarita' })).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
    expect(filter).toBeInTheDocument();
    expect(filter).toHaveAttribute('open');
  });

  it('shows the banners when the shop has them', async () => {
    network = fakeApi(shopApi);
    $settings.set(
      someSettings({ has_banners: true, banners: [{ id: 1, title: 'Two pizzas for one', picture: 'b/2for1.jpg', link: '/lunch/1' }] }),
    );
    renderHomePage();

    // The title, in the settings' language, names the link; the picture under it is decoration.
    const banner = await screen.findByRole('link', { name: 'Two pizzas for one' });
    expect(banner).toHaveAttribute('href', '/lunch/1');
    expect(banner.querySelector('img')).toHaveAttribute('src', 'https://assets.test/b/2for1.jpg');
    expect(banner.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('says so when there are no products', async () => {
    network = fakeApi((request) =>
      request.url.pathname === '/public/products' ? { json: [] } : shopApi(request),
    );
    renderHomePage();
    expect(await screen.findByText('There are no products here yet.')).toBeInTheDocument();
  });

  it('offers to try again when loading fails', async () => {
    let productsFail = true;
    network = fakeApi((request) =>
      request.url.pathname === '/public/products' && productsFail
        ? { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Store is closed for maintenance' } }
        : shopApi(request),
    );
    renderHomePage();

    const retry = await screen.findByRole('button', { name: 'Try again' });
    // The failure is the screen: a heading for the keyboard to land on, and the page title (WCAG 2.4.2).
    expect(screen.getByRole('heading', { level: 1, name: 'We could not load this page' })).toBeInTheDocument();
    productsFail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Margherita' })).toBeInTheDocument();
  });

  it('is browse-only when the shop takes no orders: no add buttons, and a message saying why', async () => {
    network = fakeApi(shopApi);
    const settings = someSettings();
    $settings.set({ ...settings, website: { ...settings.website, allow_ordering: false } });
    renderHomePage();
    expect(await screen.findByRole('article', { name: 'Margherita' })).toBeInTheDocument();
    expect(screen.getByText(/Online ordering is closed right now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it('hides the allergen filter when the shop does not show allergens', async () => {
    network = fakeApi(shopApi);
    $settings.set(someSettings({ has_allergens: false }));
    renderHomePage();
    expect(await screen.findByRole('article', { name: 'Margherita' })).toBeInTheDocument();
    expect(screen.queryByText('Avoid allergens')).not.toBeInTheDocument();
  });

  it('says how many dishes a change of avoided allergens hides, a dish in two lists once (WCAG 4.1.3)', async () => {
    const cheesecake = aProduct({ id: 5, name: 'Cheesecake', categories: [{ id: 99 }], recommended: true, allergens: [2] });
    const bread = aProduct({ id: 6, name: 'Bread', categories: [{ id: 10 }], allergens: [1] });
    network = fakeApi(({ url }) => ({ json: url.searchParams.get('recommended') === 'true' ? [cheesecake] : [bread, cheesecake, caesar] }));
    const user = userEvent.setup();
    renderHomePage();
    await screen.findByRole('article', { name: 'Bread' });
    // In the page, silent, before the first change: one inserted with its words is often not read.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByText('Avoid allergens'));
    await user.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    expect(status).toHaveTextContent('Hidden because they contain an allergen you avoid: 1');
    await user.click(screen.getByRole('checkbox', { name: 'Dairy' }));
    expect(status).toHaveTextContent('Hidden because they contain an allergen you avoid: 2');
    // Nothing more hidden: the same words, changed enough to be read again.
    await user.click(screen.getByRole('checkbox', { name: 'Fish' }));
    expect(status.textContent).toBe('Hidden because they contain an allergen you avoid: 2\u00a0');
    await user.click(screen.getByRole('button', { name: 'Show everything again' }));
    expect(status).toHaveTextContent('No dish hidden');
    // The button went: the focus is on the list's own toggle, not lost.
    expect(screen.getByText('Avoid allergens')).toHaveFocus();
    act(() => clearAvoidedAllergens());
  });
});
