import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $settings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { CATEGORIES, aProduct, someSettings } from '../test-support/catalog-fixtures';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import CategoryPage from './CategoryPage';

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});

beforeEach(() => {
  $settings.set(someSettings({ store_id: 8 }));
  $cart.set(emptyCart());
});

afterEach(() => network.restore());

function RoutedCategoryPage() {
  return <CategoryPage params={useParams()} />;
}

function renderCategoryPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:categoryUrl/:categoryId/:menuId" element={<RoutedCategoryPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CategoryPage', () => {
  it("shows the category's products, priced for the shop's default store", async () => {
    network = fakeApi(({ url }) => {
      if (url.pathname === '/public/categories') return { json: CATEGORIES[1] };
      if (url.pathname === '/public/products') return { json: [aProduct({ name: 'Caesar salad', categories: [{ id: 11 }] })] };
      return undefined;
    });
    renderCategoryPage('/salads/11/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Salads' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Caesar salad' });
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    const products = network.requests.find(({ url }) => url.pathname === '/public/products');
    expect(products?.url.searchParams.get('category_id')).toBe('11');
    expect(products?.url.searchParams.get('store_id')).toBe('8');
  });

  it('asks check-redirect about a non-numeric menu id and shows "Page not found" when there is no redirect', async () => {
    network = fakeApi(({ url }) => (url.pathname === '/public/check-redirect' ? { json: { redirectUrl: null } } : undefined));
    renderCategoryPage('/salads/11/old-menu');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(network.requests).toEqual([
      expect.objectContaining({ method: 'POST', body: { url: '/salads/11/old-menu' } }),
    ]);
  });
});
