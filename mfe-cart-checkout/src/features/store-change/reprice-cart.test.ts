import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { $invalidCartLines, invalidRulesOf } from 'shared-contracts/stores/invalid-cart-products';
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

test('prices the same at the new store: its size ids and pack price still replace the old store\'s', async () => {
  const small = { name: '30 cm', price: 32 };
  $cart.set({
    ...emptyCart(), store_id: 2,
    products: [cartProduct({ id: 1, name: 'Margherita', price: 32, pack_price: 2, selected_size: 111, sizes: [{ product_store_id: 11, id: 111, ...small }] })],
  });
  const api = fakeApi((request) =>
    request.url.pathname === '/public/products'
      ? { json: [{ id: 1, name: 'Margherita', price: 32, pack_price: 3, sizes: [{ product_store_id: 12, id: 121, ...small }], option_groups: [], categories: [{ id: 1 }] }] }
      : undefined,
  );
  try {
    await repriceCartForStore(2, 'RON');
    expect($cart.get().products[0]).toMatchObject({ selected_size: 121, pack_price: 3 });
    // The customer pays the packaging: one pizza cost 34 with it, and now 35.
    const notice = $notifications.get().at(-1);
    expect(notice && noticeText(notice)).toContain('<li>Margherita: <s>34 lei</s> → 35 lei</li>');
  } finally {
    api.restore();
  }
});

test('nothing to tell at the new store: the cart still takes its size ids, without a notice', async () => {
  const small = { name: '30 cm', price: 32 };
  $notifications.set([]);
  $cart.set({
    ...emptyCart(), store_id: 2,
    products: [cartProduct({ id: 1, name: 'Margherita', price: 32, pack_price: 2, selected_size: 111, sizes: [{ product_store_id: 11, id: 111, ...small }] })],
  });
  const api = fakeApi((request) =>
    request.url.pathname === '/public/products'
      ? { json: [{ id: 1, name: 'Margherita', price: 32, pack_price: 2, sizes: [{ product_store_id: 12, id: 121, ...small }], option_groups: [], categories: [{ id: 1 }] }] }
      : undefined,
  );
  try {
    await repriceCartForStore(2, 'RON');
    expect($cart.get().products[0]).toMatchObject({ selected_size: 121, sizes: [{ product_store_id: 12, id: 121 }] });
    expect($notifications.get()).toEqual([]);
  } finally {
    api.restore();
  }
});

test('a restored cart\'s product gone out of stock is marked as a save\'s answer marks it, and unmarked once back', async () => {
  const lemonade = cartProduct({ id: 24, name: 'Lemonade', price: 14, only_for_later: false, today_only: false });
  $invalidCartLines.set([]);
  $cart.set({ ...emptyCart(), store_id: 2, products: [lemonade] });
  let outOfStock = true;
  const api = fakeApi((request) =>
    request.url.pathname === '/public/products'
      ? { json: [{ id: 24, name: 'Lemonade', price: 14, pack_price: null, sizes: [], option_groups: [], categories: [{ id: 1 }], age_restriction: false, out_of_stock: outOfStock }] }
      : undefined,
  );
  try {
    await repriceCartForStore(2, 'RON');
    // Priced as it is: the cart is not changed (nor saved), yet the line says it is out of stock.
    expect($cart.get().products[0]).toBe(lemonade);
    expect(invalidRulesOf(lemonade, $invalidCartLines.get())).toEqual(['out_of_stock']);
    outOfStock = false;
    await repriceCartForStore(2, 'RON');
    expect(invalidRulesOf(lemonade, $invalidCartLines.get())).toBeNull();
  } finally {
    api.restore();
    $invalidCartLines.set([]);
  }
});
