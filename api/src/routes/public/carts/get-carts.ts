import type { App } from '../../../app-instance';
import { hashCartToken } from '../../../domain/cart-token';
import { notFound } from '../../../http-error';
import { answers } from '../../common-schemas';
import { LoadCartAnswerSchema, LoadCartQuerySchema } from './cart-schemas';

/** GET public/carts?token=: the saved cart, fetched at start, and the order placed from it if any. */
export function getCartsRoute(app: App): void {
  app.get(
    '/public/carts',
    {
      schema: {
        tags: ['carts'],
        summary: 'Load a saved cart',
        querystring: LoadCartQuerySchema,
        response: answers(LoadCartAnswerSchema, 400, 404),
      },
    },
    async (request) => {
      const { token } = request.query;
      const tokenHash = hashCartToken(token);
      const jsonObject = await app.repositories.carts.find(tokenHash);
      if (jsonObject === undefined) throw notFound('Cart not found');
      const ordered = await app.repositories.orders.orderOfCart(tokenHash);
      return { token, json_object: jsonObject, placed_order: ordered ? { token: ordered } : null };
    },
  );
}
