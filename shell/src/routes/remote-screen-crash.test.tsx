import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { startI18n } from 'shared-contracts/i18n/i18n';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { loadExposed } from '../remotes/load-exposed';
import { remoteRoute } from './remote-route';
import type { RouteEntry } from './route-table';

jest.mock('../remotes/load-exposed', () => ({ loadExposed: jest.fn() }));

const entry: RouteEntry = { name: 'product-page', path: '/p/:productUrl/:productId', remote: 'catalog', module: './ProductPage', layout: 'main' };

/** A product screen that crashes while rendering one product (bad data, a bug) and shows the others. */
function ProductScreen({ params }: ScreenProps) {
  if (params.productUrl === 'broken') throw new TypeError("Cannot read properties of undefined (reading 'map')");
  return <h1>Product {params.productUrl}</h1>;
}

function shopAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>The shop header</header>
            <main>
              <Outlet />
            </main>
          </>
        ),
        children: [{ ...remoteRoute(entry), hydrateFallbackElement: <p>Loading</p> }, { path: '/', element: <h1>Homepage</h1> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a remote screen that crashes while rendering', () => {
  beforeAll(() => startI18n('en'));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the 500 screen in its slot, with the way back to the homepage, and the layout stays', async () => {
    (loadExposed as jest.Mock).mockResolvedValue({ default: ProductScreen });
    shopAt('/p/broken/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reload the shop' })).toHaveAttribute('href', '/');
    expect(screen.getByText('The shop header')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('A remote failed while rendering', expect.any(TypeError));
  });

  it('renders the next address afresh', async () => {
    (loadExposed as jest.Mock).mockResolvedValue({ default: ProductScreen });
    const router = shopAt('/p/broken/1');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await act(() => router.navigate('/p/margherita/2'));
    expect(await screen.findByRole('heading', { name: 'Product margherita' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });

  it('is not a failed load: a remote that cannot be loaded keeps the retry fallback', async () => {
    (loadExposed as jest.Mock).mockRejectedValue(new Error('catalog/ProductPage could not be loaded'));
    // The once-per-address full reload (spec §2) already happened for this address.
    sessionStorage.setItem('storefront.reloaded-after-failed-load', '/p/margherita/2');
    shopAt('/p/margherita/2');
    expect(await screen.findByText('This part of the shop could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
