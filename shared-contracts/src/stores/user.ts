import { atom, computed, onSet } from 'nanostores';
import type { DeliveryAddress, User } from 'shared-contracts/types/user';
import { updateCart } from 'shared-contracts/stores/cart';
import { cookieSize, deleteCookie, readCookie, writeCookie } from 'shared-contracts/stores/cookies';

/** Spec §3: the user is persisted in this cookie, as JSON. */
export const USER_COOKIE = 'user';

/**
 * Browsers refuse a cookie past 4096 bytes and keep the old one: the customer was signed out on
 * reload, or kept a revoked token. A dozen saved addresses pass it (a long Romanian one takes over
 * 1 KB encoded), so then they wait in localStorage, with whose they are, and the cookie says so.
 */
const USER_COOKIE_MAX_BYTES = 3800;
const ADDRESSES_KEY = 'storefront.user.delivery_addresses';

/** The signed-in user in its cookie, always within the size browsers keep; no address is lost. */
export function writeUserCookie(user: User): void {
  let value = JSON.stringify(user);
  try {
    localStorage.removeItem(ADDRESSES_KEY);
    if (cookieSize(USER_COOKIE, value) > USER_COOKIE_MAX_BYTES) {
      // Kept before the cookie: another tab that sees the new cookie finds the list beside it.
      localStorage.setItem(ADDRESSES_KEY, JSON.stringify([user.id, user.delivery_addresses]));
      value = JSON.stringify({ ...user, delivery_addresses: [], more_delivery_addresses: true });
    }
  } catch {
    // No storage: the session is kept without the addresses (the checkout reads them from the account).
    value = JSON.stringify({ ...user, delivery_addresses: [] });
  }
  writeCookie(USER_COOKIE, value);
}

/** What the cookie holds, with the addresses kept beside it; null without a readable one. */
function readUserCookie(): (Partial<User> & { more_delivery_addresses?: boolean }) | null {
  try {
    const { more_delivery_addresses: more, ...user } = JSON.parse(readCookie(USER_COOKIE) ?? 'null') as Partial<User> & { more_delivery_addresses?: boolean };
    if (!more) return user;
    const [owner, addresses] = JSON.parse(localStorage.getItem(ADDRESSES_KEY) ?? '[]') as [unknown, DeliveryAddress[]];
    return owner === user.id ? { ...user, delivery_addresses: addresses } : user;
  } catch {
    return null;
  }
}

function deleteUserCookie(): void {
  deleteCookie(USER_COOKIE);
  try {
    localStorage.removeItem(ADDRESSES_KEY);
  } catch {
    // No storage, nothing kept in it.
  }
}

function anonymousUser(): User {
  return { id: null, token: null, name: '', delivery_addresses: [] };
}

/** A damaged or outdated cookie must not break the page: unknown shapes read as signed out. */
function restoreUser(): User {
  const saved = readUserCookie();
  if (typeof saved !== 'object' || saved === null) return anonymousUser();
  const user = { ...anonymousUser(), ...saved };
  return Array.isArray(user.delivery_addresses) ? user : { ...user, delivery_addresses: [] };
}

export const $user = atom<User>(restoreUser());

/** Spec §4: logged in when a token exists. */
export const $loggedIn = computed($user, (user) => Boolean(user.token));

onSet($user, ({ newValue }) => {
  if (newValue.token) writeUserCookie(newValue);
  else deleteUserCookie();
});

/**
 * Signing in or out in one tab reaches the shop's other tabs: this tab leaves a mark in
 * localStorage, whose `storage` event the others get, and they read the cookie (with the addresses
 * kept beside it) again. Without it, a tab left open kept showing the account (and its saved
 * addresses) after signing out elsewhere.
 * The mark says which way it went: the cookie another tab reads can lag the write by a moment, so
 * a sign-out is believed from the mark, and a sign-in's cookie is read again until it arrives.
 */
const SESSION_MARK_KEY = 'storefront.session';
let endedInOtherTab = false;

function markSessionChange(signedIn: boolean): void {
  endedInOtherTab = false;
  try {
    window.localStorage.setItem(SESSION_MARK_KEY, `${Date.now()} ${signedIn ? 'in' : 'out'}`);
  } catch {
    // Storage disabled: the other tabs learn of it at their next call (a 401) or reload.
  }
}

function followOtherTab(signedOut: boolean, tries: number): void {
  const saved = signedOut ? anonymousUser() : restoreUser();
  if (saved.token === $user.get().token) {
    if (!signedOut && tries > 0) setTimeout(() => followOtherTab(false, tries - 1), 100);
    return;
  }
  endedInOtherTab = !saved.token;
  $user.set(saved);
}

window.addEventListener('storage', ({ key, newValue }) => {
  if (key === SESSION_MARK_KEY) followOtherTab(newValue?.endsWith(' out') === true, newValue?.endsWith(' in') ? 20 : 0);
});

/**
 * True when this tab is signed out because another tab signed out: a screen that needs an account
 * then sends the customer to sign in, as nothing here navigates away on its own.
 */
export function signedOutInOtherTab(): boolean {
  return endedInOtherTab;
}

/**
 * Spec §4: what the cart holds of the signed-in account: the name, phone, address and saved card;
 * and the bonus points chosen, which are the account's (a guest has no points to spend), and the
 * voucher, which may be the account's too (spec §5: vouchers are not transferable).
 */
function forgetAccountInCart(): void {
  updateCart({ name: '', phone: '', address_id: null, use_credit_card_id: null, loyalty_points: 0, voucher: null });
}

/**
 * Signing in as someone else than the account signed in here (a new-password link opened where
 * another person is signed in) forgets that account's part of the cart, as signing out would: the
 * new account must not order with the other person's name, address, card or points.
 */
export function logIn(user: User): void {
  const previous = $user.get();
  $user.set(user);
  markSessionChange(true);
  if (previous.token && previous.id !== user.id) forgetAccountInCart();
}

/** Spec §4: logout forgets the account and its part of the cart. */
export function logOut(): void {
  $user.set(anonymousUser());
  markSessionChange(false);
  forgetAccountInCart();
}

/** Spec §3: an address with a known id replaces the saved one, a new one is added. */
export function saveDeliveryAddress(address: DeliveryAddress): void {
  const user = $user.get();
  const known = user.delivery_addresses.some((saved) => saved.id === address.id);
  const delivery_addresses = known
    ? user.delivery_addresses.map((saved) => (saved.id === address.id ? address : saved))
    : [...user.delivery_addresses, address];
  $user.set({ ...user, delivery_addresses });
}

/** A saved address the user deleted (account area) is no longer offered at checkout. */
export function forgetDeliveryAddress(id: number): void {
  const user = $user.get();
  $user.set({ ...user, delivery_addresses: user.delivery_addresses.filter((saved) => saved.id !== id) });
}
