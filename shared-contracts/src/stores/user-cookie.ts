import type { DeliveryAddress, User } from 'shared-contracts/types/user';
import { cookieSize, deleteCookie, readCookie, writeCookie } from 'shared-contracts/stores/cookies';

/** Spec §3: the user is persisted in this cookie, as JSON. */
export const USER_COOKIE = 'user';

/**
 * Under the browsers' 4096 bytes, with room for the attributes (Safari counts them too). A cookie
 * over the limit is refused and the old one kept: the customer was signed out on reload, or kept
 * an old, revoked token.
 */
const USER_COOKIE_MAX_BYTES = 3800;

/**
 * A dozen saved addresses do not fit (a long Romanian one takes over 1 KB encoded): the cookie then
 * keeps the user with the first addresses that fit and says there are more, and the whole list
 * waits here, with whose it is.
 */
const ADDRESSES_KEY = 'storefront.user.delivery_addresses';

interface UserCookie extends User {
  more_delivery_addresses?: true;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function keepAllAddresses(user: User): void {
  const kept = storage();
  try {
    kept?.setItem(ADDRESSES_KEY, JSON.stringify({ user_id: user.id, delivery_addresses: user.delivery_addresses }));
  } catch {
    // Storage full: a reload offers the addresses in the cookie (the checkout reads them all from
    // the account), never an older list left here.
    kept?.removeItem(ADDRESSES_KEY);
  }
}

function forgetAllAddresses(): void {
  storage()?.removeItem(ADDRESSES_KEY);
}

function allAddressesOf(userId: unknown): DeliveryAddress[] | null {
  try {
    const kept = JSON.parse(storage()?.getItem(ADDRESSES_KEY) ?? 'null') as { user_id?: unknown; delivery_addresses?: unknown } | null;
    return typeof userId === 'number' && kept?.user_id === userId && Array.isArray(kept.delivery_addresses) ? kept.delivery_addresses : null;
  } catch {
    return null;
  }
}

function fits(value: string): boolean {
  return cookieSize(USER_COOKIE, value) <= USER_COOKIE_MAX_BYTES;
}

function withFirstAddresses(user: User, count: number): string {
  const cookie: UserCookie = { ...user, delivery_addresses: user.delivery_addresses.slice(0, count), more_delivery_addresses: true };
  return JSON.stringify(cookie);
}

/** The signed-in user in its cookie, always within the size browsers keep; no address is lost. */
export function writeUserCookie(user: User): void {
  const whole = JSON.stringify(user);
  if (fits(whole)) {
    writeCookie(USER_COOKIE, whole);
    forgetAllAddresses();
    return;
  }
  // Kept before the cookie: another tab that sees the new cookie finds the list beside it.
  keepAllAddresses(user);
  let count = Math.max(0, user.delivery_addresses.length - 1);
  while (count > 0 && !fits(withFirstAddresses(user, count))) count -= 1;
  writeCookie(USER_COOKIE, withFirstAddresses(user, count));
}

/** What the cookie holds, with all the addresses when it holds only the first; null without a cookie. */
export function readUserCookie(): Partial<User> | null {
  const saved = readCookie(USER_COOKIE);
  if (!saved) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(saved);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { more_delivery_addresses: more, ...user } = parsed as Partial<UserCookie>;
  const all = more ? allAddressesOf(user.id) : null;
  return all ? { ...user, delivery_addresses: all } : user;
}

export function deleteUserCookie(): void {
  deleteCookie(USER_COOKIE);
  forgetAllAddresses();
}
