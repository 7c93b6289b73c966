/**
 * Keeps $cart safe: every change is mirrored to localStorage at once and saved with POST
 * public/carts soon after (spec §3 "saved on every change", §7). Saves are coalesced, never
 * overlap, and are retried until the server has the latest cart, so no change is lost.
 */
import type { Cart, Discount } from 'shared-contracts/types/cart';
import type { LoadCartAnswer, SaveCartAnswer, SaveCartRequest } from 'shared-contracts/types/calls';
import { api } from 'shared-contracts/api/client';
import { refusedAsItIs, serverMessage } from 'shared-contracts/api/server-message';
import { $cart, clearAfterOrder, updateCart } from 'shared-contracts/stores/cart';
import { CART_MIRROR_KEY, readCartMirror, writeCartMirror } from 'shared-contracts/stores/cart-mirror';
import { $invalidCartLines, recordInvalidProducts } from 'shared-contracts/stores/invalid-cart-products';
import { withVoucherValue } from 'shared-contracts/stores/cart-voucher';
import { linesAddedSince } from 'shared-contracts/stores/lines-added-since';
import { deleteCookie, readCookie, writeCookie } from 'shared-contracts/stores/cookies';
import { restoreCart } from 'shared-contracts/stores/restore-cart';
import { dismiss, notify } from 'shared-contracts/stores/notifications';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { href } from 'shared-contracts/routes/named-routes';
import type { OrderOfCart } from 'shared-contracts/types/order';

/** Spec §7: the token of the server's copy of the cart is kept in this cookie. */
export const CART_TOKEN_COOKIE = 'cart_token';
/**
 * A save goes out once the cart has been quiet this long, so a person adding several dishes one
 * after another makes one request; a cart that keeps changing is still saved at least every
 * MAX_SAVE_DELAY_MS. localStorage has every change at once meanwhile, so waiting loses nothing.
 */
export const SAVE_DELAY_MS = 600;
export const MAX_SAVE_DELAY_MS = 2000;
export const FIRST_RETRY_DELAY_MS = 1000;
export const MAX_RETRY_DELAY_MS = 30_000;

interface SyncState {
  running: boolean;
  /** The latest change's stamp (nextRevision), sent with its save; kept in localStorage with the cart. */
  revision: number;
  syncedRevision: number;
  token: string | null;
  saveTimer: ReturnType<typeof setTimeout> | null;
  /** When the oldest change not yet handed to a save was made. */
  firstPendingAt: number | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
  retryDelay: number;
  /** What the last save that planned a retry failed with: a server's answer, or none at all. */
  failure: unknown;
  /** The warning of the refusal that stands (saveOnce), by its words. */
  refusal: { message: string; notice: number } | null;
  saving: Promise<void> | null;
  loading: Promise<void> | null;
  /** A value set by the sync itself, which is not a user change to send back. */
  ownValue: Cart | null;
  /** Another tab's cart being taken over: it is in localStorage already. */
  adopting: boolean;
}

function idleState(): SyncState {
  return {
    running: false,
    revision: 0,
    syncedRevision: 0,
    token: null,
    saveTimer: null,
    firstPendingAt: null,
    retryTimer: null,
    retryDelay: FIRST_RETRY_DELAY_MS,
    failure: null,
    refusal: null,
    saving: null,
    loading: null,
    ownValue: null,
    adopting: false,
  };
}

let state = idleState();
let stopRunning: (() => void) | null = null;

function mirror(): void {
  const { revision, syncedRevision, token } = state;
  writeCartMirror({ cart: $cart.get(), revision, syncedRevision, token, invalidLines: $invalidCartLines.get() });
}

function setOwnValue(cart: Cart): void {
  state.ownValue = cart;
  $cart.set(cart);
}

/**
 * The stamp of a change: the time it was made, in ms, or one above the last stamp when the clock has
 * not moved on (or went back). The API keeps no save over a newer stamp (a save outliving its
 * timeout commits after the newer one sent next), so it only grows for a cart: across reloads (it is
 * kept in localStorage) and across tabs (they share it), and a clock time still outgrows a stamp
 * forgotten with a cleared localStorage while the token's cookie stayed. Of two tabs' changes
 * made at once, the later one wins.
 */
function nextRevision(last: number): number {
  return Math.max(Date.now(), last + 1);
}

function onCartChange(cart: Cart): void {
  if (cart !== state.ownValue) {
    state.revision = nextRevision(state.revision);
    scheduleSave();
  }
  if (!state.adopting) mirror();
}

function scheduleSave(): void {
  // A planned retry will carry this change too.
  if (state.retryTimer) return;
  const now = Date.now();
  state.firstPendingAt ??= now;
  if (state.saveTimer) clearTimeout(state.saveTimer);
  const wait = Math.min(SAVE_DELAY_MS, state.firstPendingAt + MAX_SAVE_DELAY_MS - now);
  state.saveTimer = setTimeout(() => {
    state.saveTimer = null;
    void saveUntilSynced();
  }, Math.max(0, wait));
}

function sameDiscount(a: Discount | null, b: Discount | null): boolean {
  return a?.name === b?.name && a?.value === b?.value;
}

/**
 * One cart places one order (POST public/orders refuses a second): a cart whose token placed an
 * order that this tab never saw (it was reloaded or closed mid-submit, or the order was placed from
 * another device's copy) is done with. Its products are cleared as after any order, and the customer
 * is told where that order is, so nothing is ordered twice and nothing seems lost.
 * `ordered` is that cart as the server had it; what the customer added since the cart was `asked`
 * (sent, or loaded) is no part of that order, and is what the new cart starts with. Settled even
 * then: the answer's token would otherwise carry the ordered lines to a second order.
 */
function settlePlacedOrder(placed: OrderOfCart | null | undefined, ordered: Cart, asked: Cart = ordered): void {
  if (!placed || ordered.products.length === 0) return;
  const added = linesAddedSince(asked.products, $cart.get().products);
  startNewCartAfterOrder();
  if (added.length > 0) updateCart({ products: added });
  notify({ message: () => commonText('cart.already_ordered', { link: href('order-success', { orderToken: placed.token }) }), kind: 'warning', html: true, timeout: 0 });
}

function applyAnswer(answer: SaveCartAnswer, revision: number, sent: Cart, sentToken: string | null): void {
  // A cart started anew after an order, or another tab's cart taken over, keeps its own token, and
  // its order, if any, is not the one this answer names.
  const sameCart = state.token === sentToken;
  if (sameCart) state.token = answer.token;
  recordInvalidProducts(sent.products, answer.invalid_products);
  if (state.token) writeCookie(CART_TOKEN_COOKIE, state.token);
  state.syncedRevision = Math.max(state.syncedRevision, revision);
  state.retryDelay = FIRST_RETRY_DELAY_MS;
  endRefusal();
  const cart = $cart.get();
  const discount = answer.discount_free_products ?? null;
  // The server's free-product discount is its own answer, not a change to save again.
  if (!sameDiscount(cart.discount_free_products, discount)) setOwnValue({ ...cart, discount_free_products: discount });
  mirror();
  if (sameCart) settlePlacedOrder(answer.placed_order, sent);
}

/**
 * A refused cart is refused again at each change until the customer changes what the server refuses:
 * its warning is said once while that refusal stands (a notice given again is announced again), and
 * stays until a save goes through, since until then the server has not the cart. A different refusal
 * says its own words instead.
 */
function warnRefused(message: string | null): void {
  if (message !== null && state.refusal?.message === message) return;
  endRefusal();
  if (message) state.refusal = { message, notice: notify({ message, kind: 'warning', timeout: 0 }) };
}

function endRefusal(): void {
  if (state.refusal) dismiss(state.refusal.notice);
  state.refusal = null;
}

function retryLater(): void {
  state.retryTimer = setTimeout(() => {
    state.retryTimer = null;
    void saveUntilSynced();
  }, state.retryDelay);
  state.retryDelay = Math.min(state.retryDelay * 2, MAX_RETRY_DELAY_MS);
}

/** One POST with the cart as it is now; false when it failed (a retry is then planned, unless it was refused). */
async function saveOnce(): Promise<boolean> {
  if (state.saveTimer) clearTimeout(state.saveTimer);
  state.saveTimer = null;
  state.firstPendingAt = null;
  const revision = state.revision;
  const sent = $cart.get();
  const sentToken = state.token;
  const body: SaveCartRequest = { token: sentToken, json_object: JSON.stringify(sent), revision };
  try {
    const answer = await api().post('public/carts', { json: body, context: { quiet: true } }).json<SaveCartAnswer>();
    if (state.running) applyAnswer(answer, revision, sent, sentToken);
    return true;
  } catch (error) {
    // A refused cart (too large, a voucher the brand does not take) would be refused again as it
    // is, every 30 s for as long as the tab is open: the next change is sent instead, and until
    // then localStorage keeps the cart, so nothing is lost. The customer is told why, as the
    // server says it, since only they can change what it refuses.
    if (!state.running) return false;
    if (!refusedAsItIs(error)) {
      state.failure = error;
      retryLater();
    } else {
      const message = await serverMessage(error);
      if (state.running) warnRefused(message);
    }
    return false;
  }
}

/** Saves one request at a time until the server has the latest revision or a save fails. */
function saveUntilSynced(): Promise<void> {
  state.saving ??= (async () => {
    while (state.running && !state.retryTimer && state.revision !== state.syncedRevision) {
      if (!(await saveOnce())) break;
    }
  })().finally(() => {
    state.saving = null;
  });
  return state.saving;
}

/** Spec §4: the cart saved on the server is fetched at start; a zero-valued voucher is recomputed. */
async function loadServerCart(token: string): Promise<void> {
  const revisionAtStart = state.revision;
  const atStart = $cart.get();
  try {
    const answer = await api()
      .get('public/carts', { searchParams: { token }, context: { quiet: true } })
      .json<LoadCartAnswer>();
    const cart = restoreCart(answer?.json_object);
    // A save that went out meanwhile and was answered has settled this cart already.
    if (!cart || !state.running || state.token !== token) return;
    // A change made while this was loading is newer than the server's copy, and is kept.
    if (state.revision !== revisionAtStart) {
      settlePlacedOrder(answer.placed_order, cart, atStart);
      return;
    }
    setOwnValue(cart);
    if (cart.voucher?.value_currency === 0) $cart.set(withVoucherValue(cart));
    settlePlacedOrder(answer.placed_order, cart);
  } catch {
    // Offline or unknown token: the cart at hand stays and the next change saves it.
  }
}

/**
 * Another tab of the shop changed the cart (every change is mirrored at once): this tab takes that
 * cart, its token and its bookkeeping, so two tabs never show, save or order two versions of one
 * cart. That tab saves its own change; this one drops the save it had planned for the cart replaced.
 */
function onStorage(event: StorageEvent): void {
  const saved = event.key === CART_MIRROR_KEY ? readCartMirror() : null;
  if (!saved) return;
  if (state.saveTimer) clearTimeout(state.saveTimer);
  state.saveTimer = null;
  state.firstPendingAt = null;
  state.revision = saved.revision;
  state.syncedRevision = saved.syncedRevision;
  state.token = saved.token;
  $invalidCartLines.set(saved.invalidLines ?? []);
  // That tab's save went through: the refusal warned of here no longer stands.
  if (saved.revision === saved.syncedRevision) endRefusal();
  state.adopting = true;
  try {
    setOwnValue(saved.cart);
  } finally {
    state.adopting = false;
  }
}

/** Saves at once, without waiting for the retry planned. */
function saveNow(): Promise<void> {
  if (state.retryTimer) clearTimeout(state.retryTimer);
  state.retryTimer = null;
  return saveUntilSynced();
}

function onOnline(): void {
  if (state.retryTimer) void saveNow();
}

/**
 * Starts the sync (the shell calls it once at boot) and returns the function that stops it.
 * Unsynced changes left in localStorage by a closed tab win over the server's copy and are sent.
 */
export function startCartSync(): () => void {
  stopRunning?.();
  const saved = readCartMirror();
  state = { ...idleState(), running: true, token: readCookie(CART_TOKEN_COOKIE) ?? saved?.token ?? null };
  const unlisten = $cart.listen(onCartChange);
  window.addEventListener('online', onOnline);
  window.addEventListener('storage', onStorage);
  if (saved) {
    state.revision = saved.revision;
    state.syncedRevision = saved.syncedRevision;
    $invalidCartLines.set(saved.invalidLines ?? []);
    setOwnValue(saved.cart);
  }
  if (state.revision !== state.syncedRevision) void saveUntilSynced();
  else if (state.token) state.loading = loadServerCart(state.token);

  const stop = (): void => {
    unlisten();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('storage', onStorage);
    if (state.saveTimer) clearTimeout(state.saveTimer);
    if (state.retryTimer) clearTimeout(state.retryTimer);
    // Nothing is left to take the warning away once a save goes through.
    endRefusal();
    state.running = false;
    if (stopRunning === stop) stopRunning = null;
  };
  stopRunning = stop;
  return stop;
}

/**
 * The token of the server's copy of this cart (null until its first save): an order names its cart
 * by it, and the API places one order per cart token.
 */
export function cartToken(): string | null {
  return state.token;
}

/**
 * The cart's order is placed: the cart is cleared as after any order (spec §3) and starts over under
 * a new token, since its token has placed the one order it may.
 */
export function startNewCartAfterOrder(): void {
  state.token = null;
  deleteCookie(CART_TOKEN_COOKIE);
  clearAfterOrder();
}

/**
 * The server's cart asked for at start is in, or could not be had. A change made before would be
 * kept over the server's copy (loadServerCart), which is lost when this tab had no copy of its own.
 */
export function serverCartLoaded(): Promise<void> {
  return state.loading ?? Promise.resolve();
}

/**
 * Sends what is pending now, a retry planned included, and resolves when it is saved or has failed:
 * false when it failed for want of an answer (or a "try later" one), so a retry is planned again.
 */
export async function flushCartSync(): Promise<boolean> {
  await state.loading;
  await state.saving;
  await saveNow();
  return !state.retryTimer;
}

/**
 * Why the cart is not saved while a retry is planned (flushCartSync resolved false), null otherwise:
 * the error of its last save, a server's answer (ky's HTTPError) or none at all (a lost connection,
 * a timeout), so the customer is told which (spec §8).
 */
export function cartSaveFailure(): unknown {
  return state.retryTimer ? state.failure : null;
}
