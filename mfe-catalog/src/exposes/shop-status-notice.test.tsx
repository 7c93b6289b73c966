import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $settings } from 'shared-contracts/stores/settings';
import { $shopStatus } from 'shared-contracts/stores/shop-status';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { emptyCart } from 'shared-contracts/types/cart';
import { toCartProduct } from '../features/products/to-cart-product';
import { forgetEarlyAnswers } from '../lib/early-answers';
import { CATEGORIES, MENUS, aProduct, someSettings } from '../test-support/catalog-fixtures';
import CategoryPage from './CategoryPage';
import HomePage from './HomePage';
import MenuPage from './MenuPage';
import ProductPage from './ProductPage';
import SearchPage from './SearchPage';
import StorePage from './StorePage';

const margherita = aProduct({ id: 1, name: 'Margherita', url: 'margherita', categories: [{ id: 10 }] });
const closedNow = 'We are closed now. You can order for later.';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});

beforeEach(() => {
  $settings.set(someSettings());
  $cart.set(emptyCart());
  $language.set('en');
  network = fakeApi(({ url }) => {
    if (url.pathname === '/public/menus') return { json: MENUS };
    if (url.pathname === '/public/categories') return { json: CATEGORIES[1] };
    if (url.pathname === '/public/products' || url.pathname === '/public/search') return { json: [margherita] };
    if (url.pathname === '/public/products/1') return { json: margherita };
    return undefined;
  });
});

afterEach(() => {
  network.restore();
  forgetEarlyAnswers();
  $shopStatus.set(null);
});

/** Mounted as the shell mounts a screen: on its route (shared-contracts' named routes), with the params as props. */
function renderAt(path: string) {
  const screenAt = (Screen: ComponentType<ScreenProps>) => {
    function Routed() {
      return <Screen params={useParams()} />;
    }
    return <Routed />;
  };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={screenAt(HomePage)} />
        <Route path="/search" element={screenAt(SearchPage)} />
        <Route path="/s/:storeUrl" element={screenAt(StorePage)} />
        <Route path="/p/:productUrl/:productId" element={screenAt(ProductPage)} />
        <Route path="/:menuName/:menuId" element={screenAt(MenuPage)} />
        <Route path="/:menuName/:menuId/:categoryUrl/:categoryId" element={screenAt(MenuPage)} />
        <Route path="/:categoryUrl/:categoryId/:menuId" element={screenAt(CategoryPage)} />
      </Routes>
    </MemoryRouter>,
  );
}

const pages = [
  ['homepage', '/'],
  ['menu page', '/lunch/1'],
  ['menu page, one category', '/lunch/1/pizza/10'],
  ['category page', '/pizza/10/1'],
  ['store page', '/s/centre'],
  ['search', '/search?q=pizza'],
  ['product page', '/p/margherita/1'],
] as const;

const follows = (first: Node, then: Node) => (first.compareDocumentPosition(then) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

it.each(pages)("the %s says a shop closed now is closed, with the server's message, before the food is picked", async (_page, path) => {
  $shopStatus.set({ ...someSettings().shop_status, delivery_now: false, pickup_now: false, message: closedNow });
  renderAt(path);
  expect(await screen.findByText(closedNow)).toBeInTheDocument();
  const notice = screen.getByText(closedNow);
  // After the page's h1, where the shell's focus lands on arrival, so a screen reader reads on to it
  // (on the product page, the dish's name: after it, not above the picture).
  expect(follows(screen.getByRole('heading', { level: 1 }), notice)).toBe(true);
  // Above the dishes, or the product's choices.
  const food = path.startsWith('/p/') ? screen.getByRole('button', { name: /Add/ }) : (await screen.findAllByRole('link', { name: 'Margherita' }))[0]!;
  expect(follows(notice, food)).toBe(true);
});

it("the store page of another store than the cart's says nothing of the cart's store's status under its heading", async () => {
  $shopStatus.set({ ...someSettings().shop_status, delivery_now: false, pickup_now: false, message: closedNow });
  const settings = someSettings();
  const [cartStore] = settings.stores;
  $cart.set({ ...emptyCart(), store_id: cartStore!.id, products: [toCartProduct(margherita)] });
  $settings.set({ ...settings, stores: [...settings.stores, { ...cartStore!, id: 99, name: 'Riverside', url: 'riverside' }] });
  renderAt('/s/riverside');
  await screen.findAllByRole('link', { name: 'Margherita' });
  expect(screen.getByText(/Your cart is for another store/)).toBeInTheDocument();
  expect(screen.queryByText(closedNow)).not.toBeInTheDocument();
});

it.each(pages)('the %s says nothing of it while the shop is open', async (_page, path) => {
  $shopStatus.set({ ...someSettings().shop_status, message: '' });
  renderAt(path);
  await screen.findAllByRole(path.startsWith('/p/') ? 'heading' : 'link', { name: 'Margherita' });
  expect(document.querySelector('.ui-notice--info')).toBeNull();
});

it.each(pages)('the %s tells a delivery customer that delivery has closed while pickup is still open', async (_page, path) => {
  // 22:00: delivery hours ended at 21:00, pickup runs to 23:00, so the server's message is empty.
  $shopStatus.set({ ...someSettings().shop_status, delivery_now: false, pickup_now: true, message: '' });
  $cart.set({ ...emptyCart(), delivery_type: 'delivery' });
  renderAt(path);
  const notice = await screen.findByText('Delivery is closed now. You can order it for later. Pickup is open now: you can choose it at checkout.');
  expect(notice.closest('[role="status"]')).not.toBeNull();
  expect(follows(screen.getByRole('heading', { level: 1 }), notice)).toBe(true);
});
