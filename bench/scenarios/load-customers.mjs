/**
 * 200 virtual customers for 60 s against the API on this machine's PostgreSQL (issue #12): each
 * browses (settings, menus, products), saves a cart and places an order, again and again. Prints
 * requests, errors and latency percentiles; the target is zero errors.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startApiOnPostgres, laterPickupOrder } from './api-on-postgres.mjs';

export async function loadCustomers({ customers = 200, seconds = 60 } = {}) {
  const api = await startApiOnPostgres(9);
  try {
    const order = await laterPickupOrder(api.url);
    const body = JSON.stringify(order);
    const cart = JSON.stringify({ token: null, json_object: JSON.stringify({ store_id: order.store_id, products: order.products.map((line) => ({ ...line, price: 0 })) }) });
    const result = await autocannon({
      url: api.url,
      connections: customers,
      duration: seconds,
      requests: [
        { method: 'GET', path: '/public/website-settings?device=mobile' },
        { method: 'GET', path: '/public/menus' },
        { method: 'GET', path: `/public/products?store_id=${order.store_id}&with=sizes` },
        { method: 'POST', path: '/public/carts', headers: { 'content-type': 'application/json' }, body: cart },
        {
          method: 'POST',
          path: '/public/orders',
          setupRequest: (request) => ({ ...request, headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body }),
        },
      ],
    });
    return {
      requests: result.requests.total,
      perSecond: result.requests.average,
      errors: result.errors + result.timeouts + result.non2xx,
      statusCodes: result.statusCodeStats,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ordersStored: await api.count('orders'),
    };
  } finally {
    await api.stop();
  }
}
