import type { App } from '../../../app-instance';
import { hashCartToken, newCartToken } from '../../../domain/cart-token';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import type { Language } from 'shared-contracts/types/language';
import { contentLanguageOf, translate } from '../../../domain/language';
import { vouchersOffRefusal } from '../../../domain/vouchers/brand-vouchers';
import { voucherCheckDay } from '../../../domain/vouchers/voucher-validity';
import { invalidCartProducts } from './cart-choices';
import { cartFreeProductsDiscount } from './cart-discount';
import { CART_SAVE_TEXTS } from './cart-save-texts';
import { CART_SIZE_LIMIT, SaveCartAnswerSchema, SaveCartBodySchema } from './cart-schemas';

/** JSON escaping can double a cart's size on the wire; the cart itself is held to CART_SIZE_LIMIT. */
const BODY_LIMIT = CART_SIZE_LIMIT * 2 + 1024;

/**
 * New carts one address may start an hour. A customer starts one per browser and one after each
 * order; a restaurant's guest Wi-Fi (every guest ordering at a table from their phone) or a
 * carrier's shared mobile address starts a few hundred at most. Saving a cart already known is
 * never limited: that is every tap of a customer.
 */
export const NEW_CART_RATE_LIMIT = { max: 300, timeWindow: '1 hour' };

/**
 * POST public/carts: saves the cart under its token (a new one when absent or unknown) and
 * answers the free-products discount the server computed and the lines whose choices are invalid.
 * A token that placed an order is done with (one order per cart): the cart is saved under a new
 * token, and the answer names that order, so a tab that did not see it placed can say so.
 * Starting a new cart is limited per address (NEW_CART_RATE_LIMIT); saving a known one is not.
 */
export function postCartsRoute(app: App): void {
  // Counted only when a row is added, so it is asked in the handler, not as the route's limit.
  const limitNewCarts = app.rateLimit(NEW_CART_RATE_LIMIT);
  app.post(
    '/public/carts',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['carts'],
        summary: 'Save the cart',
        body: SaveCartBodySchema,
        response: answers(SaveCartAnswerSchema, 400, 413, 422, 429),
      },
    },
    async (request, reply) => {
      const { token, json_object, revision } = request.body;
      const language = contentLanguageOf(request);
      const cart = parseCart(json_object, language);
      // Refused before saving: a brand without vouchers keeps no cart that carries one.
      const vouchersOff = cart.voucher == null ? null : vouchersOffRefusal(await app.repositories.website.website(), language);
      if (vouchersOff) throw new HttpError(422, vouchersOff);
      const tokenHash = token ? hashCartToken(token) : null;
      const known = tokenHash ? await app.repositories.carts.exists(tokenHash) : false;
      const ordered = known && tokenHash ? await app.repositories.orders.orderOfCart(tokenHash) : undefined;
      const savedToken = known && token && !ordered ? token : newCartToken();
      // 429 (with the rate limits' message and headers) before the row is added.
      if (savedToken !== token) await limitNewCarts.call(app, request, reply);
      // Not saved when superseded by a newer revision, yet answered alike: the client has nothing to redo.
      await app.repositories.carts.save(hashCartToken(savedToken), json_object, revision);
      return {
        token: savedToken,
        // The day at the cart's store, as POST public/vouchers/check sees it: not UTC's, which differs around midnight.
        discount_free_products: await cartFreeProductsDiscount(cart, app.repositories.vouchers, () => voucherCheckDay(app, cartStoreId(cart))),
        invalid_products: await invalidCartProducts(cart, app.repositories, language),
        placed_order: ordered ? { token: ordered } : null,
      };
    },
  );
}

/** The cart as an object: too large is the customer's cart, said in `language`; not a cart at all is the client's mistake. */
function parseCart(jsonObject: string, language: Language): Record<string, unknown> {
  if (Buffer.byteLength(jsonObject) > CART_SIZE_LIMIT) throw new HttpError(413, translate(CART_SAVE_TEXTS.too_large, language));
  let cart: unknown;
  try {
    cart = JSON.parse(jsonObject);
  } catch {
    throw new HttpError(422, 'Field "json_object" must be the cart as JSON text, but it is not valid JSON.');
  }
  if (typeof cart !== 'object' || cart === null || Array.isArray(cart)) {
    throw new HttpError(422, 'Field "json_object" must be a JSON object (the cart), not a list or a single value.');
  }
  return cart as Record<string, unknown>;
}

/** The store the cart orders from, when it names one (spec §3 store_id). */
function cartStoreId(cart: Record<string, unknown>): number | null {
  return Number.isSafeInteger(cart.store_id) ? (cart.store_id as number) : null;
}
