import { configureApi } from 'shared-contracts/api/client';
import { $cart } from 'shared-contracts/stores/cart';
import { CART_TOKEN_COOKIE, startCartSync } from 'shared-contracts/stores/cart-sync';
import { deleteCookie } from 'shared-contracts/stores/cookies';
import { $notifications, noticeText } from 'shared-contracts/stores/notifications';
import { fakeApi, type Answer } from 'shared-contracts/test-support/fake-api';
import { emptyCart } from 'shared-contracts/types/cart';
import { cartProduct } from '../../../test-support/cart-product';
import { tokenOfCartOnScreen } from './place-order';

let api: ReturnType<typeof fakeApi> | null = null;
let stopSync: (() => void) | null = null;

/** A cart never saved (no token), whose saves are answered by `save`. */
function cartWhoseSavesGet(save: () => Answer) {
  api = fakeApi((request) => (request.url.pathname === '/public/carts' ? save() : undefined));
  stopSync = startCartSync();
  $cart.set({ ...emptyCart(), products: [cartProduct()] });
}

beforeAll(() => configureApi({ apiUrl: 'http://api.test' }));
beforeEach(() => {
  deleteCookie(CART_TOKEN_COOKIE);
  localStorage.clear();
});
afterEach(() => {
  stopSync?.();
  stopSync = null;
  api?.restore();
  api = null;
  $notifications.set([]);
  localStorage.clear();
});

describe('a cart that cannot be saved before its order', () => {
  it("is not blamed on the connection when the server answered with an error (the catalogue's unknown error, without the server's words)", async () => {
    cartWhoseSavesGet(() => ({ status: 502, json: {} }));
    await expect(tokenOfCartOnScreen()).rejects.toThrow('could not be saved');
    expect($notifications.get().map((notice) => [notice.kind, noticeText(notice)])).toEqual([['error', 'Unknown error, please contact us.']]);
  });

  it("says the server's own words for its error", async () => {
    cartWhoseSavesGet(() => ({ status: 500, json: { message: 'Something went wrong on our side. Please try again in a moment.' } }));
    await expect(tokenOfCartOnScreen()).rejects.toThrow('could not be saved');
    expect($notifications.get().map(noticeText)).toEqual(['Something went wrong on our side. Please try again in a moment.']);
  });

  it('says a blank message of the server as the unknown error, not as an empty notice', async () => {
    cartWhoseSavesGet(() => ({ status: 500, json: { message: '  ' } }));
    await expect(tokenOfCartOnScreen()).rejects.toThrow('could not be saved');
    expect($notifications.get().map(noticeText)).toEqual(['Unknown error, please contact us.']);
  });

  it("says an answer that is not the JSON it claims to be as the data processing error, not the connection's", async () => {
    cartWhoseSavesGet(() => {
      throw Object.assign(new Error('The answer to POST /public/carts is not valid JSON'), { name: 'DataProcessingError' });
    });
    await expect(tokenOfCartOnScreen()).rejects.toThrow('could not be saved');
    expect($notifications.get().map(noticeText)).toEqual(['Data processing error.']);
  });

  it('asks to check the connection only when nothing answered', async () => {
    cartWhoseSavesGet(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(tokenOfCartOnScreen()).rejects.toThrow('could not be saved');
    expect($notifications.get().map(noticeText)).toEqual(['Please check your internet connection.']);
  });

  it('is saved, and named, once the server takes it', async () => {
    cartWhoseSavesGet(() => ({ json: { token: 'cart-1', discount_free_products: null } }));
    await expect(tokenOfCartOnScreen()).resolves.toBe('cart-1');
    expect($notifications.get()).toEqual([]);
  });
});
