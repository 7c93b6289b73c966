import type { Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { escapeHtml } from '../../../domain/group-orders/group-order-messages';
import { pricedOrderLines } from '../../../domain/priced-order-lines';
import { requestLanguage } from '../../../domain/language';
import { HttpError } from '../../../http-error';
import type { GroupOrderRow, NewGroupLine } from '../../../repositories/group-orders-repository';
import type { GroupOrderJoined } from 'shared-contracts/types/group-order';
import type { GroupProductSchema } from './group-order-schemas';

const NAME_REQUIRED = { en: 'Please enter your name.', es: 'Introduce tu nombre.', lt: 'Įveskite savo vardą.' } as const;

/** Started or joined: the participant's token and the group fields their cart takes (spec §3). */
export function joinedAnswer(group: GroupOrderRow, participantToken: string): GroupOrderJoined {
  return {
    link: group.link,
    participant_token: participantToken,
    payment_mode: group.payment_mode,
    group_order_payment_type: group.payment_type,
    group_order_pay_extra: Number(group.pay_extra),
  };
}

/** Spec §4: a participant gives a name only, and it is mandatory. */
export function nameOf(request: FastifyRequest, name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') {
    const language = requestLanguage(undefined, request.headers['content-language']);
    throw new HttpError(422, language === 'es' || language === 'lt' ? NAME_REQUIRED[language] : NAME_REQUIRED.en);
  }
  return trimmed;
}

/**
 * The products as the store sells them, held to the product page's bounds (the same check as an
 * order); the first refusal as HTML-safe text otherwise.
 */
export async function validGroupProducts(
  app: App,
  storeId: number,
  products: Static<typeof GroupProductSchema>[],
): Promise<{ lines: NewGroupLine[] } | { refusal: string }> {
  if (products.length === 0) return { lines: [] };
  const sold = await app.repositories.products.list({ storeId, language: 'en', withSizes: true, productIds: products.map((product) => product.id) });
  const priced = pricedOrderLines(products, sold);
  const [refusal] = priced.refusals;
  if (refusal) return { refusal: escapeHtml(refusal.message) };
  return { lines: priced.products.map((line) => ({ product_id: line.id, quantity: line.quantity, selected_size: line.selected_size, options: line.options.map(({ id, quantity }) => ({ id, quantity })) })) };
}
