import { cleanStores } from 'nanostores';
import type { DeliveryAddress, User } from '../types/user';
import { emptyCart } from '../types/cart';
import { $cart } from './cart';
import { filledCart } from '../test-support/filled-cart';
import { readCookie, writeCookie, deleteCookie } from './cookies';
import { writeUserCookie } from './user';
import { $loggedIn, $user, USER_COOKIE, logIn, logOut, saveDeliveryAddress, forgetDeliveryAddress, signedOutInOtherTab } from './user';

const address = (id: number, street: string): DeliveryAddress => ({
  id,
  address: street,
  address_line2: '',
  name: '',
  instructions: '',
  lat: 44.4,
  lng: 26.1,
});
const ana: User = { id: 7, token: 'secret', name: 'Ana', delivery_addresses: [address(1, 'Main St 1')] };

afterEach(() => {
  logOut();
  cleanStores($user, $loggedIn, $cart);
  $cart.set(emptyCart());
});

it('forgets a deleted saved address and keeps the others', () => {
  logIn({ ...ana, delivery_addresses: [address(1, 'Main St 1'), address(2, 'Side St 5')] });
  forgetDeliveryAddress(1);
  expect($user.get().delivery_addresses.map((saved) => saved.id)).toEqual([2]);
});

it('logs in, persisting the user in its cookie', () => {
  expect($loggedIn.get()).toBe(false);
  logIn(ana);
  expect($loggedIn.get()).toBe(true);
  expect(JSON.parse(readCookie(USER_COOKIE) ?? 'null')).toEqual(ana);
});

it('logs out: the account, its cookie and the personal cart fields are gone', () => {
  logIn(ana);
  $cart.set({ ...filledCart(), loyalty_points: 5 });
  logOut();
  expect($user.get()).toEqual({ id: null, token: null, name: '', delivery_addresses: [] });
  expect($loggedIn.get()).toBe(false);
  expect(readCookie(USER_COOKIE)).toBeNull();
  // Spec §4: in the cart the name, phone, address id and saved card go, and the account's bonus
  // points (a guest cannot spend them, and the API would refuse the order) and voucher (spec §5:
  // not transferable, and it may be the account's own); the rest stays.
  expect($cart.get()).toEqual({ ...filledCart(), name: '', phone: '', address_id: null, use_credit_card_id: null, loyalty_points: 0, voucher: null });
});

it("signing in as another account forgets the one signed in before's part of the cart, as logging out does", () => {
  logIn(ana);
  $cart.set({ ...filledCart(), loyalty_points: 5 });
  logIn({ id: 8, token: 'other', name: 'Ion', delivery_addresses: [] });
  expect($user.get().id).toBe(8);
  expect($cart.get()).toEqual({ ...filledCart(), name: '', phone: '', address_id: null, use_credit_card_id: null, loyalty_points: 0, voucher: null });
});

it("signing in again as the same account, or from a guest's cart, keeps what the cart holds", () => {
  logIn(ana);
  $cart.set({ ...filledCart(), loyalty_points: 5 });
  logIn({ ...ana, token: 'renewed' });
  expect($cart.get()).toEqual({ ...filledCart(), loyalty_points: 5 });
  logOut();
  // A guest's own details, typed before signing in, are the customer's.
  $cart.set(filledCart());
  logIn(ana);
  expect($cart.get()).toEqual(filledCart());
});

it('replaces a saved address with a known id and adds a new one', () => {
  logIn(ana);
  saveDeliveryAddress(address(1, 'Main St 2'));
  saveDeliveryAddress(address(2, 'Side St 5'));
  expect($user.get().delivery_addresses.map((a) => a.address)).toEqual(['Main St 2', 'Side St 5']);
  expect(JSON.parse(readCookie(USER_COOKIE) ?? 'null').delivery_addresses).toHaveLength(2);
});

describe('in another tab', () => {
  const SESSION_MARK_KEY = 'storefront.session';
  /** What the browser does in this tab when another tab of the shop leaves its mark. */
  const otherTabMarks = () => window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MARK_KEY }));

  it('a sign-in or sign-out here leaves a mark for the other tabs; saving an address does not', () => {
    window.localStorage.removeItem(SESSION_MARK_KEY);
    logIn(ana);
    const signedIn = window.localStorage.getItem(SESSION_MARK_KEY);
    expect(signedIn).not.toBeNull();
    saveDeliveryAddress(address(2, 'Side St 5'));
    expect(window.localStorage.getItem(SESSION_MARK_KEY)).toBe(signedIn);
    window.localStorage.removeItem(SESSION_MARK_KEY);
    logOut();
    expect(window.localStorage.getItem(SESSION_MARK_KEY)).not.toBeNull();
  });

  it('signing out there signs this tab out, and says so', () => {
    logIn(ana);
    deleteCookie(USER_COOKIE);
    otherTabMarks();
    expect($loggedIn.get()).toBe(false);
    expect(signedOutInOtherTab()).toBe(true);
    logIn(ana);
    expect(signedOutInOtherTab()).toBe(false);
  });

  it('signing in there signs this tab in with that account', () => {
    const bea: User = { ...ana, id: 8, token: 'other', name: 'Bea' };
    writeCookie(USER_COOKIE, JSON.stringify(bea));
    otherTabMarks();
    expect($user.get()).toEqual(bea);
    expect(signedOutInOtherTab()).toBe(false);
  });

  it("a sign-out there is believed from its mark, though this tab still reads the cookie from before", () => {
    logIn(ana);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MARK_KEY, newValue: '1 out' }));
    expect($loggedIn.get()).toBe(false);
    expect(signedOutInOtherTab()).toBe(true);
  });

  it('a sign-in there whose cookie arrives a moment after its mark signs this tab in then', () => {
    jest.useFakeTimers();
    try {
      logOut();
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_MARK_KEY, newValue: '1 in' }));
      expect($loggedIn.get()).toBe(false);
      writeCookie(USER_COOKIE, JSON.stringify(ana));
      jest.advanceTimersByTime(100);
      expect($user.get()).toEqual(ana);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a mark of anything else changes nothing', () => {
    logIn(ana);
    deleteCookie(USER_COOKIE);
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.cart' }));
    expect($loggedIn.get()).toBe(true);
  });
});

/** The user store as a page loaded now (or another tab) starts it: from the cookie and storage. */
function freshUserStore(): typeof import('./user') {
  let module: typeof import('./user') | undefined;
  jest.isolateModules(() => {
    module = require('./user');
  });
  return module!;
}

describe('at page load', () => {
  afterEach(() => deleteCookie(USER_COOKIE));

  it('restores the user from the cookie', () => {
    writeCookie(USER_COOKIE, JSON.stringify(ana));
    const { $user: restored, $loggedIn: loggedIn } = freshUserStore();
    expect(restored.get()).toEqual(ana);
    expect(loggedIn.get()).toBe(true);
  });

  it('reads a damaged cookie as signed out', () => {
    writeCookie(USER_COOKIE, '{"token": ');
    expect(freshUserStore().$loggedIn.get()).toBe(false);
  });
});

describe('with a dozen long saved addresses', () => {
  // Romanian addresses as customers type them: encoded, quotes and braces take 3 bytes, ă or ş 6.
  const romanian = (id: number): DeliveryAddress => ({
    id,
    address: `Strada Ştefan cel Mare şi Sfânt ${id}, Bucureşti`,
    address_line2: `Bloc ${id}, scara B, etajul 4, apartamentul ${id}4, interfon ${id}4`,
    name: `Locuinţa părinţilor ${id}`,
    instructions: 'Intraţi pe poarta din spate, lângă chioşcul de ziare; sunaţi de două ori şi aşteptaţi, câinele e prietenos. Nu lăsaţi comanda în faţa uşii.',
    lat: 44.4,
    lng: 26.1,
  });
  const maria: User = { id: 9, token: 'maria-token', name: 'Maria Popescu', delivery_addresses: Array.from({ length: 12 }, (_, i) => romanian(i + 1)) };
  const BROWSER_COOKIE_LIMIT = 4096;
  let set: jest.SpyInstance;

  // Like a browser (jsdom keeps any size): a cookie whose name and value pass 4096 bytes is
  // refused, and the old one kept.
  beforeEach(() => {
    const browserSet = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!.set!;
    set = jest.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
      if (cookie.split(';')[0]!.length <= BROWSER_COOKIE_LIMIT) browserSet.call(document, cookie);
    });
  });
  afterEach(() => {
    deleteCookie(USER_COOKIE);
    jest.restoreAllMocks();
  });

  it('the cookie written stays within what browsers keep, and a reload keeps the session and all 12 addresses', () => {
    expect(encodeURIComponent(JSON.stringify(maria)).length).toBeGreaterThan(BROWSER_COOKIE_LIMIT);
    // Signed in before with one address; this sign-in (after a password reset, say) has a new token.
    logIn({ ...maria, token: 'revoked-token', delivery_addresses: [romanian(1)] });
    logIn(maria);
    const written = set.mock.calls.map(([cookie]: [string]) => cookie).filter((cookie) => cookie.startsWith(`${USER_COOKIE}=`));
    expect(written.length).toBeGreaterThan(0);
    // Attributes included, within the limit.
    for (const cookie of written) expect(cookie.length).toBeLessThan(BROWSER_COOKIE_LIMIT);
    // Spec §3: the cookie is still the user; it says their addresses are kept beside it.
    const cookie = JSON.parse(readCookie(USER_COOKIE) ?? 'null');
    expect(cookie).toMatchObject({ id: 9, token: 'maria-token', name: 'Maria Popescu', more_delivery_addresses: true });

    const { $user: restored, $loggedIn: loggedIn } = freshUserStore();
    expect(restored.get()).toEqual(maria);
    expect(loggedIn.get()).toBe(true);
  });

  it('without the list kept beside the cookie (storage emptied) the session stays, its addresses left to the account', () => {
    logIn(maria);
    window.localStorage.clear();
    const restored = freshUserStore().$user.get();
    expect(restored).toMatchObject({ id: 9, token: 'maria-token', name: 'Maria Popescu', delivery_addresses: [] });
  });

  it('signing in in another tab signs this tab in with all 12 addresses', () => {
    // What the other tab's store writes as it signs in, then its mark.
    writeUserCookie(maria);
    window.dispatchEvent(new StorageEvent('storage', { key: 'storefront.session', newValue: '1 in' }));
    expect($user.get()).toEqual(maria);
  });

  it('an address saved later is kept on reload too, and signing out leaves none of them in the browser', () => {
    logIn(maria);
    saveDeliveryAddress(romanian(13));
    expect(freshUserStore().$user.get().delivery_addresses.map((saved) => saved.id)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    logOut();
    expect(readCookie(USER_COOKIE)).toBeNull();
    expect(Object.values(window.localStorage).join(' ')).not.toContain('Ştefan');
    expect(freshUserStore().$loggedIn.get()).toBe(false);
  });
});
