import { emptyCart } from '../types/cart';
import type { Cart } from '../types/cart';
import type { SaveCartRequest } from '../types/calls';
import { cartProduct } from '../pricing/test-support/cart-product';
import { voucher } from '../pricing/test-support/voucher';
import { configureApi } from '../api/client';
import { $cart, addProduct, removeProduct, setStore, updateCart } from './cart';
import { $invalidCartLines, invalidRulesOf } from './invalid-cart-products';
import { CART_MIRROR_KEY, readCartMirror } from './cart-mirror';
import { CART_TOKEN_COOKIE, SAVE_DELAY_MS, cartToken, flushCartSync, startCartSync, startNewCartAfterOrder } from './cart-sync';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { $notifications, noticeText } from './notifications';

type Answer = () => Promise<Response>;

let fetchMock: jest.SpiedFunction<typeof fetch>;
let stopSync: (() => void) | null = null;
/** What the fake server answers to each POST public/carts, in order; then a plain success. */
let postAnswers: Answer[] = [];
let savedBodies: Promise<SaveCartRequest>[] = [];

const saved = (): Answer => async () => Response.json({ token: 'cart-1', discount_free_products: null });
const failed = (): Answer => async () => new Response('', { status: 503 });

function requestOf(call: Parameters<typeof fetch>): Request {
  return call[0] as Request;
}

function postCount(): number {
  return fetchMock.mock.calls.filter((call) => requestOf(call).method === 'POST').length;
}

async function lastSavedCart(): Promise<Cart> {
  return JSON.parse((await savedBodies[savedBodies.length - 1]!).json_object);
}

function start(): void {
  stopSync = startCartSync();
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  localStorage.clear();
  deleteCookie(CART_TOKEN_COOKIE);
  $cart.set(emptyCart());
  configureApi({ apiUrl: 'http://api.test/' });
  postAnswers = [];
  savedBodies = [];
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method !== 'POST') return new Response('', { status: 404 });
    savedBodies.push(request.clone().json());
    return (postAnswers.shift() ?? saved())();
  });
});

afterEach(() => {
  stopSync?.();
  stopSync = null;
  jest.restoreAllMocks();
  jest.useRealTimers();
  $notifications.set([]);
});

it('sends a burst of 5 changes as exactly one POST', async () => {
  start();
  addProduct(cartProduct({ id: 1 }));
  await jest.advanceTimersByTimeAsync(50);
  addProduct(cartProduct({ id: 2 }));
  addProduct(cartProduct({ id: 1 }));
  await jest.advanceTimersByTimeAsync(100);
  setStore(2);
  updateCart({ informations: 'no onions' });
  await jest.advanceTimersByTimeAsync(5_000);
  expect(postCount()).toBe(1);
  expect(await lastSavedCart()).toMatchObject({ store_id: 2, informations: 'no onions' });
  expect((await lastSavedCart()).products.map((p) => [p.id, p.quantity])).toEqual([[1, 2], [2, 1]]);
});

it('sends dishes added one after another at a person\'s pace as one POST', async () => {
  start();
  for (let id = 1; id <= 5; id += 1) {
    addProduct(cartProduct({ id }));
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS - 300);
  }
  expect(postCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(300);
  expect(postCount()).toBe(1);
  expect((await lastSavedCart()).products.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
});

it('still saves a cart that keeps changing at least every MAX_SAVE_DELAY_MS', async () => {
  start();
  for (let id = 1; id <= 10; id += 1) {
    addProduct(cartProduct({ id }));
    await jest.advanceTimersByTimeAsync(400);
  }
  // Ten changes over 4 s: a save by 2 s, another by 4 s, the last once the cart is quiet.
  expect(postCount()).toBeGreaterThanOrEqual(2);
  await jest.advanceTimersByTimeAsync(5_000);
  expect((await lastSavedCart()).products).toHaveLength(10);
});

it('mirrors every change to localStorage at once', () => {
  start();
  addProduct(cartProduct({ id: 5 }));
  const mirror = readCartMirror();
  expect(mirror?.cart.products.map((p) => p.id)).toEqual([5]);
  expect(mirror!.revision).toBeGreaterThan(mirror!.syncedRevision);
});

it('never has two saves in flight: changes made meanwhile go in one next request', async () => {
  let answerFirst: () => void = () => undefined;
  postAnswers = [() => new Promise((resolve) => (answerFirst = () => resolve(Response.json({ token: 'cart-1', discount_free_products: null }))))];
  start();
  addProduct(cartProduct({ id: 1 }));
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  expect(postCount()).toBe(1);
  addProduct(cartProduct({ id: 2 }));
  await jest.advanceTimersByTimeAsync(400);
  addProduct(cartProduct({ id: 3 }));
  await jest.advanceTimersByTimeAsync(400);
  expect(postCount()).toBe(1);
  answerFirst();
  await jest.advanceTimersByTimeAsync(1_000);
  expect(postCount()).toBe(2);
  expect((await lastSavedCart()).products.map((p) => p.id)).toEqual([1, 2, 3]);
});

it('retries a failed save with backoff and loses nothing', async () => {
  postAnswers = [failed(), failed()];
  start();
  addProduct(cartProduct({ id: 1 }));
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  expect(postCount()).toBe(1);
  addProduct(cartProduct({ id: 2 }));
  await jest.advanceTimersByTimeAsync(999);
  expect(postCount()).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(postCount()).toBe(2);
  await jest.advanceTimersByTimeAsync(1_999);
  expect(postCount()).toBe(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(postCount()).toBe(3);
  expect((await lastSavedCart()).products.map((p) => p.id)).toEqual([1, 2]);
  expect(readCartMirror()?.syncedRevision).toBe(readCartMirror()?.revision);
  expect($notifications.get()).toEqual([]);
});

it('does not repeat a save the server refused as it is, says why once, and sends the next change', async () => {
  const refused = (): Answer => async () => Response.json({ message: 'Vouchers cannot be used in this shop.' }, { status: 422 });
  postAnswers = [refused(), failed()];
  start();
  addProduct(cartProduct({ id: 1 }));
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  expect(postCount()).toBe(1);
  expect($notifications.get().map((notice) => [notice.kind, noticeText(notice)])).toEqual([['warning', 'Vouchers cannot be used in this shop.']]);
  $notifications.set([]);
  await jest.advanceTimersByTimeAsync(120_000);
  expect(postCount()).toBe(1);
  expect($notifications.get()).toEqual([]);
  expect(readCartMirror()?.cart.products.map((p) => p.id)).toEqual([1]);
  expect(readCartMirror()?.syncedRevision).not.toBe(readCartMirror()?.revision);
  addProduct(cartProduct({ id: 2 }));
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  expect(postCount()).toBe(2);
  // "Try later" answers (here 503) are still retried.
  await jest.advanceTimersByTimeAsync(1_000);
  expect(postCount()).toBe(3);
  expect((await lastSavedCart()).products.map((p) => p.id)).toEqual([1, 2]);
  expect(readCartMirror()?.syncedRevision).toBe(readCartMirror()?.revision);
});

it('says a refusal once while it stands, a different one in its own words, and takes it away once a save goes through', async () => {
  const refused = (message: string): Answer => async () => Response.json({ message }, { status: 422 });
  const voucherRefused = 'Vouchers cannot be used in this shop.';
  postAnswers = [refused(voucherRefused), refused(voucherRefused), refused(voucherRefused), refused('Your cart is too large to save.')];
  start();
  const shown = () => $notifications.get().map((notice) => [notice.id, noticeText(notice)]);
  addProduct(cartProduct({ id: 1 }));
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  const first = shown();
  expect(first).toEqual([[expect.any(Number), voucherRefused]]);
  // Each change refused again for the same reason: the very notice stays, not said anew.
  for (const id of [2, 3]) {
    addProduct(cartProduct({ id }));
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(shown()).toEqual(first);
  }
  // It stands until the cart is saved, however long that takes.
  await jest.advanceTimersByTimeAsync(60_000);
  expect(shown()).toEqual(first);
  addProduct(cartProduct({ id: 4 }));
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  expect(shown().map(([, text]) => text)).toEqual(['Your cart is too large to save.']);
  expect(postCount()).toBe(4);
  removeProduct(3);
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  expect(postCount()).toBe(5);
  expect($notifications.get()).toEqual([]);
});

it('takes a standing refusal warning away when it stops, as no save is left to do it', async () => {
  postAnswers = [async () => Response.json({ message: 'Your cart is too large to save.' }, { status: 413 })];
  start();
  addProduct(cartProduct());
  await flushCartSync();
  expect($notifications.get()).toHaveLength(1);
  stopSync?.();
  expect($notifications.get()).toEqual([]);
});

it('retries at once when the browser is back online', async () => {
  postAnswers = [failed()];
  start();
  addProduct(cartProduct());
  await flushCartSync();
  expect(postCount()).toBe(1);
  window.dispatchEvent(new Event('online'));
  await flushCartSync();
  expect(postCount()).toBe(2);
});

it('saves at once when flushed while a retry is planned (placing an order does not wait for it)', async () => {
  postAnswers = [failed()];
  start();
  addProduct(cartProduct());
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  expect(postCount()).toBe(1);
  expect(cartToken()).toBeNull();
  await expect(flushCartSync()).resolves.toBe(true);
  expect(postCount()).toBe(2);
  expect(cartToken()).toBe('cart-1');
});

it('says when a flush failed and a retry is planned again, and when the cart was refused instead', async () => {
  postAnswers = [failed(), failed(), async () => Response.json({ message: 'Your cart is too large to save.' }, { status: 413 })];
  start();
  addProduct(cartProduct());
  await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
  await expect(flushCartSync()).resolves.toBe(false);
  expect(postCount()).toBe(2);
  await expect(flushCartSync()).resolves.toBe(true);
  expect(postCount()).toBe(3);
  expect(cartToken()).toBeNull();
  expect($notifications.get().map(noticeText)).toEqual(['Your cart is too large to save.']);
});

it('keeps the token of the answer in its cookie and sends it with the next save', async () => {
  start();
  addProduct(cartProduct());
  await flushCartSync();
  expect(readCookie(CART_TOKEN_COOKIE)).toBe('cart-1');
  expect(readCartMirror()?.token).toBe('cart-1');
  addProduct(cartProduct({ id: 2 }));
  await flushCartSync();
  expect(await savedBodies[0]).toMatchObject({ token: null });
  expect(await savedBodies[1]).toMatchObject({ token: 'cart-1' });
});

it("takes the answer's free-product discount without saving again", async () => {
  postAnswers = [async () => Response.json({ token: 'cart-1', discount_free_products: { name: '2+1', value: 4 } })];
  start();
  addProduct(cartProduct());
  await flushCartSync();
  await jest.advanceTimersByTimeAsync(5_000);
  expect($cart.get().discount_free_products).toEqual({ name: '2+1', value: 4 });
  expect(readCartMirror()?.cart.discount_free_products).toEqual({ name: '2+1', value: 4 });
  expect(postCount()).toBe(1);
});

it('marks the lines the answer reports as invalid, by their choices, until an answer says otherwise', async () => {
  const notSold = { index: 1, id: 41, violations: [{ rule: 'unknown_product', message: 'Product 41 is not sold in this store.' }] };
  const tooFew = { index: 2, id: 19, violations: [{ rule: 'min_options', message: 'Cooking: choose at least 1.' }] };
  postAnswers = [async () => Response.json({ token: 'cart-1', discount_free_products: null, invalid_products: [notSold, tooFew] })];
  $invalidCartLines.set([]);
  start();
  addProduct(cartProduct({ id: 1 }));
  addProduct(cartProduct({ id: 41 }));
  addProduct(cartProduct({ id: 19 }));
  await flushCartSync();
  const lines = () => $cart.get().products.map((line) => invalidRulesOf(line, $invalidCartLines.get()));
  expect(lines()).toEqual([null, ['unknown_product'], ['min_options']]);
  // Kept through a reload: the mirror has them too.
  expect(readCartMirror()?.invalidLines).toHaveLength(2);

  // Removing one line leaves the other marked; the next answer (all valid) clears the marks.
  removeProduct(1);
  expect(lines()).toEqual([null, ['min_options']]);
  await flushCartSync();
  expect(lines()).toEqual([null, null]);
});

describe('at start', () => {
  it("loads the server's cart by its token, with defaults for missing fields and the voucher refreshed", async () => {
    writeCookie(CART_TOKEN_COOKIE, 'cart-9');
    const { delivery_type: _dropped, ...older } = emptyCart();
    const stored = { ...older, products: [cartProduct({ price: 20 })], voucher: voucher({ value: 10, value_currency: 0 }) };
    fetchMock.mockImplementationOnce(async () => Response.json({ token: 'cart-9', json_object: JSON.stringify(stored) }));
    start();
    await flushCartSync();
    const request = requestOf(fetchMock.mock.calls[0]!);
    expect(request.url).toBe('http://api.test/public/carts?token=cart-9');
    expect($cart.get().delivery_type).toBe('pickup');
    expect($cart.get().products).toHaveLength(1);
    expect($cart.get().voucher?.value_currency).toBe(2);
  });

  it('keeps the cart at hand when the saved one cannot be read', async () => {
    writeCookie(CART_TOKEN_COOKIE, 'cart-9');
    fetchMock.mockImplementationOnce(async () => Response.json({ token: 'cart-9', json_object: '{"products": [' }));
    start();
    await flushCartSync();
    expect($cart.get()).toEqual(emptyCart());
    expect($notifications.get()).toEqual([]);
  });

  it('restores unsynced changes after a reload and sends them', async () => {
    postAnswers = [failed()];
    start();
    addProduct(cartProduct({ id: 42 }));
    await flushCartSync();
    stopSync?.();
    stopSync = null;
    expect(localStorage.getItem(CART_MIRROR_KEY)).not.toBeNull();

    let reloaded: { cart: typeof import('./cart'); sync: typeof import('./cart-sync') } | undefined;
    jest.isolateModules(() => {
      require('../api/client').configureApi({ apiUrl: 'http://api.test/' });
      reloaded = { cart: require('./cart'), sync: require('./cart-sync') };
    });
    const stop = reloaded!.sync.startCartSync();
    expect(reloaded!.cart.$cart.get().products.map((p) => p.id)).toEqual([42]);
    await reloaded!.sync.flushCartSync();
    stop();
    expect(postCount()).toBe(2);
    expect((await lastSavedCart()).products.map((p) => p.id)).toEqual([42]);
    expect(fetchMock.mock.calls.some((call) => requestOf(call).method === 'GET')).toBe(false);
  });
});

describe('one order per cart', () => {
  const ordered = (token: string): Answer => async () =>
    Response.json({ token: 'cart-2', discount_free_products: null, placed_order: { token } });

  it('starts a new cart after an order: a save still on its way does not bring the old token back', async () => {
    let answerFirst: () => void = () => undefined;
    postAnswers = [saved(), () => new Promise<Response>((resolve) => { answerFirst = () => resolve(Response.json({ token: 'cart-1', discount_free_products: null })); })];
    start();
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    expect(cartToken()).toBe('cart-1');
    addProduct(cartProduct({ id: 2 }));
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    startNewCartAfterOrder();
    expect(cartToken()).toBeNull();
    expect(readCookie(CART_TOKEN_COOKIE)).toBeNull();
    expect($cart.get().products).toEqual([]);
    answerFirst();
    postAnswers = [async () => Response.json({ token: 'cart-new', discount_free_products: null })];
    await flushCartSync();
    // The emptied cart was sent without a token and saved under a new one.
    expect((await savedBodies[savedBodies.length - 1]!).token).toBeNull();
    expect(cartToken()).toBe('cart-new');
    expect(readCookie(CART_TOKEN_COOKIE)).toBe('cart-new');
  });

  it('empties a cart whose token placed an order this tab never saw, and says where that order is', async () => {
    postAnswers = [ordered('order-7')];
    start();
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    expect($cart.get().products).toEqual([]);
    const [notice] = $notifications.get();
    expect(notice).toMatchObject({ kind: 'warning', html: true, timeout: 0 });
    expect(noticeText(notice!)).toContain('href="/order-success/order-7"');
    // The emptied cart is saved as a new cart, under a new token.
    await flushCartSync();
    expect((await savedBodies[1]!).token).toBeNull();
  });

  it('says nothing when the tab that placed the order saves its emptied cart', async () => {
    postAnswers = [ordered('order-7')];
    start();
    updateCart({ informations: 'after the order' });
    await flushCartSync();
    expect($notifications.get()).toEqual([]);
  });

  it('keeps what was added while the answer was on its way, in the new cart only', async () => {
    postAnswers = [async () => { addProduct(cartProduct({ id: 2 })); return ordered('order-7')(); }];
    start();
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    expect($cart.get().products.map((p) => p.id)).toEqual([2]);
    expect(noticeText($notifications.get()[0]!)).toContain('/order-success/order-7');
    expect(await lastSavedCart()).toMatchObject({ products: [expect.objectContaining({ id: 2 })] });
    expect((await savedBodies[savedBodies.length - 1]!).token).toBeNull();
  });

  it('does not let a tap made while the answer naming the order was on its way order that cart again', async () => {
    // A tab closed while its order was sent; reopened, the customer taps "+" twice a second apart.
    let answerOrdered: () => void = () => undefined;
    postAnswers = [
      saved(),
      () => new Promise<Response>((resolve) => { answerOrdered = () => resolve(Response.json({ token: 'cart-2', discount_free_products: null, placed_order: { token: 'order-7' } })); }),
      async () => Response.json({ token: 'cart-3', discount_free_products: null, placed_order: null }),
    ];
    start();
    addProduct(cartProduct({ id: 1 }));
    addProduct(cartProduct({ id: 2 }));
    await flushCartSync();
    addProduct(cartProduct({ id: 1 }));
    await jest.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(postCount()).toBe(2);
    await jest.advanceTimersByTimeAsync(1_000 - SAVE_DELAY_MS);
    addProduct(cartProduct({ id: 1 }));
    answerOrdered();
    await flushCartSync();
    expect(noticeText($notifications.get()[0]!)).toContain('/order-success/order-7');
    // The order had two of dish 1 and dish 2: only the second tap is left, under a token of its own.
    const lines = (cart: Cart) => cart.products.map((p) => [p.id, p.quantity]);
    expect(lines($cart.get())).toEqual([[1, 1]]);
    expect(postCount()).toBe(3);
    expect(await savedBodies[2]).toMatchObject({ token: null });
    expect(lines(await lastSavedCart())).toEqual([[1, 1]]);
    expect(cartToken()).toBe('cart-3');
    expect(readCookie(CART_TOKEN_COOKIE)).toBe('cart-3');
  });

  it('keeps only the tap made while the cart whose order was placed was loading at start', async () => {
    writeCookie(CART_TOKEN_COOKIE, 'cart-9');
    const stored = { ...emptyCart(), products: [cartProduct({ id: 5 })] };
    let answerLoad: () => void = () => undefined;
    const posts = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) => {
      if ((input as Request).method === 'POST') return posts(input);
      return new Promise<Response>((resolve) => { answerLoad = () => resolve(Response.json({ token: 'cart-9', json_object: JSON.stringify(stored), placed_order: { token: 'order-3' } })); });
    });
    start();
    await jest.advanceTimersByTimeAsync(0);
    // This tab kept no copy of its own: both taps are the customer's new ones.
    addProduct(cartProduct({ id: 5 }));
    addProduct(cartProduct({ id: 6 }));
    answerLoad();
    await flushCartSync();
    expect($cart.get().products.map((p) => [p.id, p.quantity])).toEqual([[5, 1], [6, 1]]);
    expect(noticeText($notifications.get()[0]!)).toContain('/order-success/order-3');
    expect((await savedBodies[savedBodies.length - 1]!).token).toBeNull();
  });

  it('empties a cart loaded at start whose order was placed (a reload mid-submit)', async () => {
    writeCookie(CART_TOKEN_COOKIE, 'cart-9');
    const stored = { ...emptyCart(), products: [cartProduct({ id: 5 })] };
    fetchMock.mockImplementationOnce(async () => Response.json({ token: 'cart-9', json_object: JSON.stringify(stored), placed_order: { token: 'order-3' } }));
    start();
    await flushCartSync();
    expect($cart.get().products).toEqual([]);
    expect(noticeText($notifications.get()[0]!)).toContain('/order-success/order-3');
  });
});

describe('another tab', () => {
  function otherTabWrites(mirror: object): void {
    const newValue = JSON.stringify(mirror);
    localStorage.setItem(CART_MIRROR_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_MIRROR_KEY, newValue }));
  }

  it("takes the other tab's cart and token without saving it again or writing it back", async () => {
    start();
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    const posts = postCount();
    const theirs = { ...emptyCart(), name: 'Ana' };
    otherTabWrites({ cart: theirs, revision: 7, syncedRevision: 7, token: 'cart-5' });
    expect($cart.get()).toMatchObject({ name: 'Ana', products: [] });
    expect(cartToken()).toBe('cart-5');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(postCount()).toBe(posts);
    expect(JSON.parse(localStorage.getItem(CART_MIRROR_KEY)!).token).toBe('cart-5');
    // The next change here is saved under that token.
    addProduct(cartProduct({ id: 3 }));
    await flushCartSync();
    expect((await savedBodies[savedBodies.length - 1]!).token).toBe('cart-5');
  });

  it('drops the save it had planned for the cart the other tab replaced', async () => {
    start();
    addProduct(cartProduct({ id: 1 }));
    otherTabWrites({ cart: emptyCart(), revision: 3, syncedRevision: 2, token: 'cart-5' });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(postCount()).toBe(0);
    expect($cart.get().products).toEqual([]);
  });

  it("takes its refusal warning away once the other tab's save of the cart went through, and not before", async () => {
    postAnswers = [async () => Response.json({ message: 'Vouchers cannot be used in this shop.' }, { status: 422 })];
    start();
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    expect($notifications.get().map(noticeText)).toEqual(['Vouchers cannot be used in this shop.']);
    otherTabWrites({ cart: emptyCart(), revision: 4, syncedRevision: 3, token: 'cart-5' });
    expect($notifications.get()).toHaveLength(1);
    otherTabWrites({ cart: emptyCart(), revision: 4, syncedRevision: 4, token: 'cart-5' });
    expect($notifications.get()).toEqual([]);
  });
});

describe('revision', () => {
  /** What the API compares: a save is not kept over a newer revision of the cart. */
  async function revisions(): Promise<(number | undefined)[]> {
    return Promise.all(savedBodies.map(async (body) => (await body).revision));
  }

  /** A reloaded page's modules, started: what it keeps comes from localStorage and cookies only. */
  function reload(): { addProduct: typeof addProduct; flushCartSync: typeof flushCartSync; stop: () => void } {
    let reloaded: { cart: typeof import('./cart'); sync: typeof import('./cart-sync') } | undefined;
    jest.isolateModules(() => {
      require('../api/client').configureApi({ apiUrl: 'http://api.test/' });
      reloaded = { cart: require('./cart'), sync: require('./cart-sync') };
    });
    const stop = reloaded!.sync.startCartSync();
    return { addProduct: reloaded!.cart.addProduct, flushCartSync: reloaded!.sync.flushCartSync, stop };
  }

  it('grows with each save, also when the clock stood still or went back', async () => {
    start();
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    addProduct(cartProduct({ id: 2 }));
    await flushCartSync();
    jest.setSystemTime(Date.now() - 60_000);
    addProduct(cartProduct({ id: 3 }));
    await flushCartSync();
    const sent = await revisions();
    expect(sent).toHaveLength(3);
    sent.forEach((revision) => expect(Number.isSafeInteger(revision)).toBe(true));
    expect(sent[1]!).toBeGreaterThan(sent[0]!);
    expect(sent[2]!).toBeGreaterThan(sent[1]!);
  });

  it('keeps growing after a reload, even with the clock set back', async () => {
    start();
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    stopSync?.();
    stopSync = null;
    jest.setSystemTime(Date.now() - 60_000);
    const page = reload();
    await page.flushCartSync();
    page.addProduct(cartProduct({ id: 2 }));
    await page.flushCartSync();
    page.stop();
    const [before, after] = await revisions();
    expect(after!).toBeGreaterThan(before!);
  });

  it('outgrows a revision forgotten with a cleared localStorage while the cart token stayed', async () => {
    start();
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    stopSync?.();
    stopSync = null;
    localStorage.clear();
    await jest.advanceTimersByTimeAsync(1_000);
    const page = reload();
    await page.flushCartSync();
    page.addProduct(cartProduct({ id: 2 }));
    await page.flushCartSync();
    page.stop();
    const [before, after] = await revisions();
    expect(after!).toBeGreaterThan(before!);
  });

  it("is stamped above the other tab's when changing the cart taken from it, so the later change wins", async () => {
    start();
    const theirs = Date.now() + 5_000;
    const otherTab = { cart: emptyCart(), revision: theirs, syncedRevision: theirs, token: 'cart-5' };
    localStorage.setItem(CART_MIRROR_KEY, JSON.stringify(otherTab));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_MIRROR_KEY }));
    addProduct(cartProduct({ id: 1 }));
    await flushCartSync();
    const [mine] = await revisions();
    expect(mine!).toBeGreaterThan(theirs);
  });
});
