import { startI18n } from 'shared-contracts/i18n/i18n';
import { $cart } from 'shared-contracts/stores/cart';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { emptyCart } from 'shared-contracts/types/cart';
import { aProduct } from '../../test-support/catalog-fixtures';
import { putInCart } from './put-in-cart';
import { toCartProduct } from './to-cart-product';

// The group order's code, fetched on the first add, cannot be loaded (offline, or replaced by a deployment).
jest.mock('./add-to-group-order', () => {
  throw new Error('Loading chunk add-to-group-order failed.');
});

beforeAll(() => startI18n('en'));

beforeEach(() => {
  $cart.set({ ...emptyCart(), group_order: true, order_token: 'LINK123', participant_token: 'participant-1' });
  $notifications.set([]);
});

afterEach(() => jest.restoreAllMocks());

const lemonade = toCartProduct(aProduct({ id: 24, name: 'House lemonade', price: 14 }));
const t = ((key: string) => key) as never;

it('says something went wrong instead of nothing, and the answer settles so the button is freed', async () => {
  await expect(putInCart(lemonade, null, 'House lemonade', t)).resolves.toBeUndefined();
  expect($notifications.get()).toEqual([expect.objectContaining({ kind: 'error' })]);
  expect($notifications.get().map(noticeText)).toEqual(['Something went wrong.']);
});

it('says to check the connection when the browser is offline', async () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await putInCart(lemonade, null, 'House lemonade', t);
  expect($notifications.get().map(noticeText)).toEqual(['Please check your internet connection.']);
});
