import { act, render, screen, waitFor } from '@testing-library/react';
import { configureApi } from 'shared-contracts/api/client';
import { startI18n } from 'shared-contracts/i18n/i18n';
import { loadNamespace } from 'shared-contracts/i18n/namespace';
import { $cart, setStore } from 'shared-contracts/stores/cart';
import { $shopStatus, SHOP_STATUS_MAX_AGE_MS } from 'shared-contracts/stores/shop-status';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { emptyCart } from 'shared-contracts/types/cart';
import type { ShopStatus } from 'shared-contracts/types/shop-status';
import { CATALOG_NAMESPACE, loadCatalogMessages } from '../../../i18n/load-catalog-messages';
import { ShopStatusNotice } from './ShopStatusNotice';

const open: ShopStatus = {
  delivery_now: true, pickup_now: true, delivery_later: true, pickup_later: true, has_delivery: true, has_pickup: true,
  someone_has_delivery: true, someone_has_pickup: true, message: '', only_later_hours: false, only_later_hours_pickup: false,
};
const closed: ShopStatus = { ...open, delivery_now: false, pickup_now: false, message: 'We are closed now. You can order for later.' };

let network: ReturnType<typeof fakeApi>;
/** The server's status for each store (X-Store-Id), and for the brand with none. */
let statusOf: Record<string, ShopStatus>;
const statusAsks = () => network.requests.filter((request) => request.url.pathname === '/public/website-settings/shop-status');

beforeAll(async () => {
  configureApi({ apiUrl: 'http://api.test' });
  await startI18n('en');
  // In before the first render, as a page's prefetch step brings them.
  await loadNamespace(CATALOG_NAMESPACE, loadCatalogMessages);
});
beforeEach(() => {
  $cart.set(emptyCart());
  statusOf = {};
  network = fakeApi(({ url, headers }) =>
    url.pathname === '/public/website-settings/shop-status' ? { json: statusOf[headers.get('X-Store-Id') ?? 'none'] ?? open } : undefined,
  );
});
afterEach(() => {
  network.restore();
  jest.restoreAllMocks();
  $shopStatus.set(null);
});

/** Moves the page's clock on by `ms`. */
function later(ms: number) {
  const now = Date.now() + ms;
  jest.spyOn(Date, 'now').mockReturnValue(now);
}

it("says the server's message while the shop is closed, and nothing once it opens", () => {
  $shopStatus.set(closed);
  const { container } = render(<ShopStatusNotice />);
  expect(screen.getByRole('status')).toHaveTextContent('We are closed now. You can order for later.');
  act(() => $shopStatus.set(open));
  expect(container).toBeEmptyDOMElement();
});

it('says nothing while the status is unknown', () => {
  const { container } = render(<ShopStatusNotice />);
  expect(container).toBeEmptyDOMElement();
});

it('shows the status the settings just brought without asking again, for a cart with no store (the first load, issue #11)', async () => {
  $shopStatus.set(closed);
  render(<ShopStatusNotice />);
  expect(screen.getByRole('status')).toHaveTextContent('We are closed now.');
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(statusAsks()).toEqual([]);
});

it("asks for the cart's store when the settings brought the brand's status: open while any store is", async () => {
  statusOf = { '2': closed };
  $cart.set({ ...emptyCart(), store_id: 2 });
  $shopStatus.set(open);
  render(<ShopStatusNotice />);
  expect(await screen.findByRole('status')).toHaveTextContent('We are closed now.');
  expect(statusAsks().map((request) => request.headers.get('X-Store-Id'))).toEqual(['2']);
});

it('asks again when it opens on a status older than a minute: closed at 10:55 is open at 11:00', async () => {
  $shopStatus.set(closed);
  later(SHOP_STATUS_MAX_AGE_MS + 1);
  const { container } = render(<ShopStatusNotice />);
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  expect(statusAsks()).toHaveLength(1);
});

it("asks again when the cart's store changes while it is shown, for that store", async () => {
  statusOf = { '3': closed };
  $shopStatus.set(open);
  render(<ShopStatusNotice />);
  act(() => setStore(3));
  expect(await screen.findByRole('status')).toHaveTextContent('We are closed now.');
  expect(statusAsks().map((request) => request.headers.get('X-Store-Id'))).toEqual(['3']);
});

it('asks again when it opens after another store was chosen elsewhere (the status is the earlier store\'s)', async () => {
  statusOf = { '3': closed };
  $shopStatus.set(open);
  const first = render(<ShopStatusNotice />);
  first.unmount();
  act(() => setStore(3));
  render(<ShopStatusNotice />);
  expect(await screen.findByRole('status')).toHaveTextContent('We are closed now.');
  expect(statusAsks()).toHaveLength(1);
});

describe("the cart's own service, closed now while the other is open (the server's message is empty then)", () => {
  // 22:00: delivery hours ended at 21:00, pickup runs to 23:00.
  const deliveryClosed: ShopStatus = { ...open, delivery_now: false, only_later_hours: true };

  it('tells a delivery customer that delivery is closed now, that it can be ordered for later, and that pickup is open', async () => {
    $cart.set({ ...emptyCart(), delivery_type: 'delivery' });
    $shopStatus.set(deliveryClosed);
    render(<ShopStatusNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Delivery is closed now. You can order it for later. Pickup is open now: you can choose it at checkout.',
    );
  });

  it('says nothing to a pickup customer, nor to a table order', async () => {
    $shopStatus.set(deliveryClosed);
    const { container } = render(<ShopStatusNotice />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container).toBeEmptyDOMElement();
    act(() => $cart.set({ ...emptyCart(), delivery_type: 'table' }));
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks as soon as the cart is switched to delivery', async () => {
    $shopStatus.set(deliveryClosed);
    render(<ShopStatusNotice />);
    act(() => $cart.set({ ...emptyCart(), delivery_type: 'delivery' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Delivery is closed now.');
  });
});
