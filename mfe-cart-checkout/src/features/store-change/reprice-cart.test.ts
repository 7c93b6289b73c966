import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { emptyCart } from 'shared-contracts/types/cart';
import { cartProduct } from '../../test-support/cart-product';
import { fakeApi } from 'shared-contracts/test-support/fake-api';
import { repriceCartForStore } from './reprice-cart';

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));

test('a new store re-reads the prices, corrects the cart and shows the spec §8 notice', async () => {
  $cart.set({ ...emptyCart(), store_id: 2, products: [cartProduct({ id: 24, name: 'Lemonade', price: 14, quantity: 2 })] });
  const api = fakeApi((request) =>
    request.url.pathname === '/public/products'
      ? { json: [{ id: 24, name: 'Lemonade', price: 15, pack_price: null, sizes: [], option_groups: [], categories: [{ id: 5 }] }] }
      : undefined,
  );
  try {
    await repriceCartForStore(2, 'RON');
    expect(api.requests[0]?.url.searchParams.toString()).toBe('product_ids=24&store_id=2&with=sizes');
    expect($cart.get().products[0]?.price).toBe(15);
    const notice = $notifications.get().at(-1);
    expect(notice).toMatchObject({ kind: 'warning', position: 'top', html: true, timeout: 11_000 });
    expect(notice && noticeText(notice)).toContain('<li>Lemonade: <s>14 lei</s> → 15 lei</li>');
  } finally {
    api.restore();
  }
});
