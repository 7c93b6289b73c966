import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { Translated } from 'shared-contracts/types/language';
import type { PlacedOrder } from 'shared-contracts/types/order';
import type { App } from '../../../app-instance';
import { HttpError } from '../../../http-error';
import { assessOrder } from '../../../domain/assess-order';
import { GROUP_ORDER_CHECKOUT_TEXTS } from '../../../domain/group-orders/group-order-checkout-texts';
import { contentLanguageOf, translate } from '../../../domain/language';
import { POINTS_TEXTS } from '../../../domain/orders/points-texts';
import { TIMING_TEXTS } from '../../../domain/orders/timing-texts';
import { voucherHolderMessage } from '../../../domain/vouchers/voucher-holder';
import { signedInUserOrGuest } from '../account/signed-in-user';
import { orderConfirmationEmail } from '../../../domain/order-confirmation-email';
import { shopOrigin } from '../../../domain/shop-origin';
import { ErrorAnswerSchema } from '../../common-schemas';
import { CartAlreadyOrderedSchema, IdempotencyHeadersSchema, OrderRefusalSchema, PlaceOrderBodySchema, PlacedOrderSchema } from './order-schemas';
import { hashCartToken } from '../../../domain/cart-token';
import { CART_REFUSAL_TEXTS } from '../../../domain/orders/cart-refusal-texts';
import { storeTablesTopic, tableTopic } from '../tables/table-by-link';
import { groupOrderTopic } from '../../../domain/group-orders/participant-token';
import { paidWhenPlaced } from '../../../domain/orders/nothing-to-pay';
import { tellOrderPaid } from '../../../domain/payments/confirm-order-paid';

/** The answer's message when several fields need fixing: the checkout shows each field's own. */
const CHECK_THE_ORDER = {
  en: 'Please check the order: some details need fixing.',
  es: 'Revisa el pedido: hay datos que corregir.',
  lt: 'Patikrinkite užsakymą: kai kuriuos duomenis reikia pataisyti.',
  ro: 'Verifică comanda: unele date trebuie corectate.',
} satisfies Translated;
const KEY_REUSED = 'This Idempotency-Key was already used for a different order. Send a new key for a new order.';

/**
 * POST public/orders: places an order. Everything is recomputed and checked here; a 422 names the
 * fields that are off and stores nothing. The Idempotency-Key makes a retry return the first order
 * (200) instead of placing a second one (201). One cart places one order: a cart token that placed
 * one already is answered 409 with that order, whatever the key (another tab, a reload mid-submit).
 */
export function postOrdersRoute(app: App): void {
  app.post(
    '/public/orders',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Place an order',
        headers: IdempotencyHeadersSchema,
        body: PlaceOrderBodySchema,
        response: {
          200: PlacedOrderSchema,
          201: PlacedOrderSchema,
          400: Type.Ref(ErrorAnswerSchema),
          401: Type.Ref(ErrorAnswerSchema),
          409: CartAlreadyOrderedSchema,
          422: OrderRefusalSchema,
          429: Type.Ref(ErrorAnswerSchema),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
      const replay = async (): Promise<PlacedOrder | null> => {
        const existing = await app.repositories.orders.findByIdempotencyKey(key);
        if (!existing) return null;
        if (existing.request_hash !== requestHash) throw new HttpError(422, KEY_REUSED);
        const { request_hash: _hash, ...order } = existing;
        return order;
      };

      const user = await signedInUserOrGuest(app, request);
      const first = await replay();
      if (first) return reply.code(200).send(first);

      // The language the customer ordered in: the lines are named and the e-mail written in it.
      const language = contentLanguageOf(request);
      const cartTokenHash = request.body.cart_token ? hashCartToken(request.body.cart_token) : null;
      const alreadyOrdered = (token: string) =>
        reply.code(409).send({ statusCode: 409, error: 'Conflict', message: translate(CART_REFUSAL_TEXTS.already_ordered, language), placed_order: { token } });
      // Checked before the order is assessed, so the answer is the order, not a refusal of a field.
      const ofCart = cartTokenHash ? await app.repositories.orders.orderOfCart(cartTokenHash) : undefined;
      if (ofCart) return alreadyOrdered(ofCart);
      const assessed = await assessOrder(app, request.body, user?.id ?? null, language);
      if ('refusals' in assessed) {
        const messages = Object.values(assessed.refusals);
        return reply.code(422).send({
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: messages.length === 1 ? (messages[0] as string) : translate(CHECK_THE_ORDER, language),
          fields: assessed.refusals,
        });
      }
      const unpaid = { ...assessed.draft, idempotency_key: key, request_hash: requestHash, user_id: user?.id ?? null, cart_token_hash: cartTokenHash, language };
      const paidAt = paidWhenPlaced(unpaid, app.now());
      const draft = { ...unpaid, paid_at: paidAt };
      // To the e-mail the order keeps (trimmed; left out at a table when not valid), never the raw
      // field. A guest at a table may leave none: the waiter is their confirmation.
      const email = draft.email === '' ? null : draft.email;
      const { currency, lineOptions, groupExtra } = assessed;
      const confirmation =
        email === null
          ? undefined
          : (order: PlacedOrder) =>
              orderConfirmationEmail(order, { email, shopOrigin: shopOrigin(app, request.headers.origin), currency, language, lineOptions, groupExtra });
      const outcome = await app.repositories.orders.insert(draft, assessed.limits, assessed.store, confirmation);
      if (typeof outcome === 'object' && 'cartOrdered' in outcome) return alreadyOrdered(outcome.cartOrdered);
      if (outcome === 'group_order_placed') {
        // Two tabs of the organiser: the other one placed the group order first.
        const message = translate(GROUP_ORDER_CHECKOUT_TEXTS.already_placed, language);
        return reply.code(422).send({ statusCode: 422, error: 'Unprocessable Entity', message, fields: { group_order: message } });
      }
      if (outcome === 'voucher_used') {
        // Another order (another tab, a double submit with a new key) used the account's voucher first.
        const message = voucherHolderMessage('used', language);
        return reply.code(422).send({ statusCode: 422, error: 'Unprocessable Entity', message, fields: { voucher_code: message } });
      }
      if (outcome === 'slot_full' || outcome === 'points_short') {
        // Between the checks and storing, another order took the slot's last place or spent the points.
        const [field, text] =
          outcome === 'points_short'
            ? ['loyalty_points', POINTS_TEXTS.incorrect]
            : draft.for_later
              ? ['later_time', TIMING_TEXTS.slot_taken]
              : ['for_later', TIMING_TEXTS.kitchen_full];
        const message = translate(text, language);
        return reply.code(422).send({ statusCode: 422, error: 'Unprocessable Entity', message, fields: { [field]: message } });
      }
      if (outcome === 'duplicate') {
        // Lost the race to a concurrent submit with the same key: answer with the order it stored.
        const order = await replay();
        if (!order) throw new Error('The order was stored but cannot be read back.');
        return reply.code(200).send(order);
      }
      const { request_hash: _hash, ...order } = outcome.stored;
      // Paid as it was stored (nothing to pay): told as any payment is, for the points and the staff.
      if (paidAt) {
        const payable = await app.repositories.payments.payableOrder(order.token);
        if (payable) await tellOrderPaid(app, payable, { amount: 0, currency }, paidAt);
      }
      // The store's staff page lists every new order (the ones paid by hand await confirmation); a
      // table order shows on its table too, which was checked to be at this store; every participant
      // of a group's order sees it placed and what they pay.
      await Promise.all([
        app.live.changed(storeTablesTopic(draft.store_id)),
        ...(draft.table_id != null ? [app.live.changed(tableTopic(draft.table_id))] : []),
        ...(draft.group ? [app.live.changed(groupOrderTopic(draft.group.groupOrderId))] : []),
      ]);
      return reply.code(201).send(order);
    },
  );
}
