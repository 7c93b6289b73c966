import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $screenMetadata } from 'shared-contracts/stores/screen-metadata';
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

  it("a failed load is headed and titled as such, and the category's own heading and title come back with its products (WCAG 2.4.2)", async () => {
    let fail = true;
    network = fakeApi(({ url }) => {
      if (url.pathname === '/public/categories') return { json: CATEGORIES[1] };
      // A 400 is not tried again by the client, so the page shows it at once.
      if (fail) return { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'Store 8 is closed.' } };
      return { json: [aProduct({ name: 'Caesar salad', categories: [{ id: 11 }] })] };
    });
    const user = userEvent.setup();
    renderCategoryPage('/salads/11/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'We could not load this page' })).toBeInTheDocument();
    expect($screenMetadata.get()).toEqual({ title: 'We could not load this page' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Salads' })).toBeInTheDocument();
    expect($screenMetadata.get()).toEqual({ title: 'Salads' });
  });

  it('a change of language keeps the page until the new names replace the old', async () => {
    network = fakeApi(({ url }) => {
      const spanish = url.searchParams.get('translate_language') === 'es';
      if (url.pathname === '/public/categories') return { json: spanish ? CATEGORIES[1]?.map((category) => ({ ...category, name: category.id === 11 ? 'Ensaladas' : category.name })) : CATEGORIES[1] };
      if (url.pathname === '/public/products') return { json: [aProduct({ name: spanish ? 'Ensalada César' : 'Caesar salad', categories: [{ id: 11 }] })] };
      return undefined;
    });
    const { container } = renderCategoryPage('/salads/11/1');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Salads' });
    try {
      act(() => $language.set('es'));
      // While the Spanish names load: no placeholder, the same page.
      expect(container.querySelector('.catalog-skeleton')).toBeNull();
      expect(heading).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Ensalada César' })).toBeInTheDocument();
      await waitFor(() => expect(heading).toHaveTextContent('Ensaladas'));
      expect(heading).toBeInTheDocument();
    } finally {
      act(() => $language.set('en'));
    }
  });

  it('asks check-redirect about a non-numeric menu id and shows "Page not found" when there is no redirect', async () => {
    network = fakeApi(({ url }) => (url.pathname === '/public/check-redirect' ? { json: { redirectUrl: null } } : undefined));
    renderCategoryPage('/salads/11/old-menu');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(network.requests).toEqual([
      expect.objectContaining({ method: 'POST', body: { url: '/salads/11/old-menu' } }),
    ]);
  });

  it.each(['/salads/0/1', '/salads/11/0', '/salads/99999999999/1', '/salads/11/1000000000'])(
    'shows "Page not found" for %s, whose number no menu or category can have, without asking the API',
    async (path) => {
      network = fakeApi(() => ({ json: [] }));
      renderCategoryPage(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(network.requests).toEqual([]);
    },
  );
});
