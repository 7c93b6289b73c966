import { createHash } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { escapeHtml, groupOrderMessage } from '../../../domain/group-orders/group-order-messages';
import { pricedOrderLines, unsoldProductNames } from '../../../domain/priced-order-lines';
import { HttpError } from '../../../http-error';
import type { Entry, GroupOrderRow, NewGroupLine } from '../../../repositories/group-orders-repository';
import { hashParticipantToken, newParticipantToken, participantTokenOfKey } from '../../../domain/group-orders/participant-token';
import type { CartProduct } from 'shared-contracts/types/cart';
import type { GroupOrderJoined } from 'shared-contracts/types/group-order';
import type { GroupProductSchema } from './group-order-schemas';
import { contentLanguageOf } from '../../../domain/language';
import { PARTICIPANT_NAME_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import { isVisibleName } from '../../../domain/group-orders/participant-name';
import { moneyDecimals } from 'shared-contracts/pricing/cost-lines';
import { roundMoney } from 'shared-contracts/pricing/round-money';

/** Started or joined: the participant's token and the group fields their cart takes (spec §3). */
export function joinedAnswer(group: GroupOrderRow, participantToken: string): GroupOrderJoined {
  return {
    link: group.link,
    participant_token: participantToken,
    store_id: group.store_id,
    payment_mode: group.payment_mode,
    group_order_payment_type: group.payment_type,
    group_order_pay_extra: Number(group.pay_extra),
  };
}

/**
 * Who starts or joins, and their token. Under an Idempotency-Key the token derives from the key and
 * `scope` (what is sent: starting, or joining one group order), so the same request sent again
 * after its answer was lost finds the participant it made (repository earlierEntry); the request's
 * hash tells it from another sent under the same key. Without a key, a new token.
 */
export function entryOf(app: App, request: FastifyRequest, name: string, scope: string): { entry: Entry; token: string } {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') {
    const token = newParticipantToken();
    return { token, entry: { name, tokenHash: hashParticipantToken(token), requestHash: null } };
  }
  const token = participantTokenOfKey(key, scope, app.signingSecret);
  const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
  return { token, entry: { name, tokenHash: hashParticipantToken(token), requestHash } };
}

/**
 * Spec §4: a participant gives a name only, and it is mandatory; one too long is refused in the
 * customer's words, on the form's name field, never cut to fit.
 */
export function nameOf(request: FastifyRequest, name: string): string {
  const trimmed = name.trim();
  // Spaces or characters that show nothing (a zero-width space) are no name anyone could read.
  if (!isVisibleName(trimmed)) throw new HttpError(422, groupOrderMessage(request, 'name_required'), 'name');
  if (trimmed.length > PARTICIPANT_NAME_MAX_LENGTH) throw new HttpError(422, groupOrderMessage(request, 'name_too_long'), 'name');
  return trimmed;
}

/**
 * Spec §3 group_order_pay_extra as the brand's currency is charged: one finer than its smallest
 * unit (0.5 yen, 2.555 lei) is refused on its field, never rounded unseen: the organiser's share
 * could not be charged as shown, and the shares would not add up to the order.
 */
export async function payExtraOf(app: App, request: FastifyRequest, extra = 0): Promise<number> {
  const decimals = moneyDecimals((await app.repositories.website.website()).currency);
  if (roundMoney(extra, decimals) !== extra) {
    throw new HttpError(422, groupOrderMessage(request, decimals === 0 ? 'pay_extra_whole' : 'pay_extra_cents'), 'group_order_pay_extra');
  }
  return extra;
}

type GroupProduct = Static<typeof GroupProductSchema>;

/** The store's own catalog of these products, in the call's language. */
async function soldProducts(app: App, request: FastifyRequest, storeId: number, products: GroupProduct[]) {
  const language = contentLanguageOf(request);
  return { language, sold: await app.repositories.products.list({ storeId, language, withSizes: true, productIds: products.map((product) => product.id) }) };
}

function groupLine(line: CartProduct): NewGroupLine {
  return { product_id: line.id, quantity: line.quantity, selected_size: line.selected_size, options: line.options.map(({ id, quantity }) => ({ id, quantity })) };
}

/**
 * The products as the store sells them, held to the product page's bounds (the same check as an
 * order); the first refusal otherwise, as HTML-safe text in the call's language, the product named
 * as that language sells it (one the store does not sell, as the catalogue names it).
 */
export async function validGroupProducts(
  app: App,
  request: FastifyRequest,
  storeId: number,
  products: GroupProduct[],
): Promise<{ lines: NewGroupLine[] } | { refusal: string }> {
  if (products.length === 0) return { lines: [] };
  const { language, sold } = await soldProducts(app, request, storeId, products);
  const priced = pricedOrderLines(products, sold, language, await unsoldProductNames(app.repositories.products, products, sold, language));
  const [refusal] = priced.refusals;
  if (refusal) return { refusal: escapeHtml(refusal.message) };
  return { lines: priced.products.map(groupLine) };
}

/**
 * A joiner's cart (spec §4, §6: anyone with the link joins with a name only): the lines the store
 * sells as chosen, by the same check as validGroupProducts, become their part; `left_out` are the
 * indexes of the others (a cart filled at another store, food sold out since), which never stop
 * them joining: their browser keeps those lines for them and names them.
 */
export async function joinableGroupProducts(app: App, request: FastifyRequest, storeId: number, products: GroupProduct[]): Promise<{ lines: NewGroupLine[]; left_out: number[] }> {
  if (products.length === 0) return { lines: [], left_out: [] };
  const { language, sold } = await soldProducts(app, request, storeId, products);
  const lines: NewGroupLine[] = [];
  const left_out: number[] = [];
  products.forEach((product, index) => {
    const [priced] = pricedOrderLines([product], sold, language).products;
    if (priced) lines.push(groupLine(priced));
    else left_out.push(index);
  });
  return { lines, left_out };
}
