import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $language } from 'shared-contracts/stores/language';
import { $notifications, dismiss, noticeText } from 'shared-contracts/stores/notifications';
import { $settings } from 'shared-contracts/stores/settings';
import { emptyCart } from 'shared-contracts/types/cart';
import { CATEGORIES, MENUS, aProduct, someSettings } from '../test-support/catalog-fixtures';
import { fakeApi, type Route as ApiRoute } from 'shared-contracts/test-support/fake-api';
import MenuPage from './MenuPage';

const margherita = aProduct({ id: 1, name: 'Margherita', categories: [{ id: 10 }] });
const caesar = aProduct({ id: 2, name: 'Caesar salad', categories: [{ id: 11 }] });

let network: ReturnType<typeof fakeApi>;

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
});

beforeEach(() => {
  $settings.set(someSettings());
  $cart.set(emptyCart());
});

afterEach(() => network.restore());

/** Mounted the way the shell mounts a screen: on its route, with react-router's params as props. */
function RoutedMenuPage() {
  return <MenuPage params={useParams()} />;
}

function renderMenuPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:menuName/:menuId" element={<RoutedMenuPage />} />
        <Route path="/:menuName/:menuId/:categoryUrl/:categoryId" element={<RoutedMenuPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const menuApi: ApiRoute = ({ method, url }) => {
  if (method !== 'GET') return undefined;
  if (url.pathname === '/public/menus') return { json: MENUS };
  if (url.pathname === '/public/categories') return { json: CATEGORIES[Number(url.searchParams.get('menu_id'))] ?? [] };
  if (url.pathname === '/public/products') {
    return { json: url.searchParams.get('category_id') === '11' ? [caesar] : [margherita, caesar] };
  }
  return undefined;
};

describe('MenuPage', () => {
  it('shows the menu, its categories as links and its products by category', async () => {
    network = fakeApi(menuApi);
    renderMenuPage('/lunch/1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Lunch' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Salads' })).toHaveAttribute('href', '/lunch/1/salads/11');
    expect(within(screen.getByRole('region', { name: 'Pizza' })).getByRole('article', { name: 'Margherita' })).toBeInTheDocument();
    const products = network.requests.find(({ url }) => url.pathname === '/public/products');
    expect(products?.url.searchParams.get('menu_id')).toBe('1');
  });

  it('shows only the chosen category on the child route', async () => {
    network = fakeApi(menuApi);
    renderMenuPage('/lunch/1/salads/11');

    const section = await screen.findByRole('region', { name: 'Salads' });
    expect(within(section).getByRole('article', { name: 'Caesar salad' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Margherita' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salads' })).toHaveAttribute('aria-current', 'page');
    const products = network.requests.find(({ url }) => url.pathname === '/public/products');
    expect(products?.url.searchParams.get('category_id')).toBe('11');
  });

  it('a category tab followed with the keyboard keeps the focus while that category loads', async () => {
    network = fakeApi(menuApi);
    const user = userEvent.setup();
    renderMenuPage('/lunch/1');
    await screen.findByRole('region', { name: 'Pizza' });

    const salads = screen.getByRole('link', { name: 'Salads' });
    salads.focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('region', { name: 'Salads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salads' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Salads' })).toHaveFocus();
  });

  it('"Try again" on the products hands the keyboard to the first section that loaded (WCAG 2.4.3)', async () => {
    let fail = true;
    network = fakeApi((request) =>
      request.url.pathname === '/public/products' && fail ? { status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'No.' } } : menuApi(request),
    );
    const user = userEvent.setup();
    renderMenuPage('/lunch/1');

    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);

    const pizza = await screen.findByRole('heading', { level: 2, name: 'Pizza' });
    await waitFor(() => expect(pizza).toHaveFocus());
  });

  it('a change of language keeps the page, and the category just opened, until the new names replace the old', async () => {
    const spanish: ApiRoute = (request) => {
      if (request.url.searchParams.get('translate_language') !== 'es') return menuApi(request);
      if (request.url.pathname === '/public/menus') return { json: [{ ...MENUS[0], name: 'Almuerzo' }, MENUS[1]] };
      if (request.url.pathname === '/public/products') return { json: [{ ...caesar, name: 'Ensalada César' }] };
      return menuApi(request);
    };
    network = fakeApi(spanish);
    const { container } = renderMenuPage('/lunch/1/salads/11');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lunch' });
    await screen.findByRole('article', { name: 'Caesar salad' });
    try {
      act(() => $language.set('es'));
      // While the Spanish names load: no placeholder, the same page.
      expect(container.querySelector('.catalog-skeleton')).toBeNull();
      expect(screen.getByRole('article', { name: 'Caesar salad' })).toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Ensalada César' })).toBeInTheDocument();
      await waitFor(() => expect(heading).toHaveTextContent('Almuerzo'));
      expect(heading).toBeInTheDocument();
    } finally {
      act(() => $language.set('en'));
    }
  });

  it('asks check-redirect about a non-numeric menu id and shows "Page not found" when there is no redirect', async () => {
    network = fakeApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/public/check-redirect' ? { json: { redirectUrl: null } } : undefined,
    );
    renderMenuPage('/old-lunch/classic');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(network.requests).toEqual([
      expect.objectContaining({ method: 'POST', body: { url: '/old-lunch/classic' } }),
    ]);
  });

  it.each(['/food/0', '/food/99999999999', '/lunch/1/salads/0', '/lunch/1/salads/1000000000'])(
    'shows "Page not found" for %s, whose number no menu or category can have, without asking the API',
    async (path) => {
      network = fakeApi(menuApi);
      renderMenuPage(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(network.requests).toEqual([]);
    },
  );

  it('says a lost connection once when the redirect cannot be asked: the API client says it, the page that it did not load', async () => {
    network = fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderMenuPage('/old-lunch/classic');
    try {
      const failure = await screen.findByRole('alert');
      expect(within(failure).getByRole('heading', { level: 1, name: 'We could not load this page' })).toBeInTheDocument();
      const said = [failure.textContent ?? '', ...$notifications.get().map(noticeText)].join(' ');
      expect(said.split('Please check your internet connection.')).toHaveLength(2);
    } finally {
      $notifications.get().forEach((notice) => dismiss(notice.id));
    }
  });

  it('loads the redirect URL as a full page when the server has one', async () => {
    // jsdom performs only same-document navigations, so the target differs from here by its hash.
    network = fakeApi(() => ({ json: { redirectUrl: 'http://localhost/#moved-menu' } }));
    renderMenuPage('/old-lunch/classic');

    await waitFor(() => expect(window.location.hash).toBe('#moved-menu'));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });
});
