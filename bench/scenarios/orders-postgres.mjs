/**
 * Orders placed per second on this machine's PostgreSQL (target: >= 150/s, p99 <= 200 ms, zero
 * duplicates). The API runs alone on a database made for the run; every tenth request repeats
 * the previous one's Idempotency-Key, as a retried submit would, and the database must then hold
 * exactly one order per key. The rate is of orders stored, not of answers.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { laterPickupOrder, startApiOnPostgres } from './api-on-postgres.mjs';

const CONNECTIONS = 20;

export async function ordersOnPostgres(seconds) {
  const api = await startApiOnPostgres(7);
  try {
    const body = JSON.stringify(await laterPickupOrder(api.url));
    const first = await fetch(`${api.url}/public/orders`, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() }, body });
    if (first.status !== 201) throw new Error(`The benchmark's order is refused: ${first.status} ${await first.text()}`);
    let key = randomUUID();
    let sent = 0;
    const result = await autocannon({
      url: `${api.url}/public/orders`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            sent += 1;
            if (sent % 10 !== 0) key = randomUUID();
            return { ...request, headers: { 'content-type': 'application/json', 'idempotency-key': key }, body };
          },
        },
      ],
    });
    const [{ orders, keys }] = await api.sql('select count(*)::int as orders, count(distinct idempotency_key)::int as keys from orders');
    return {
      answers: result.requests.total,
      perSecond: (orders - 1) / seconds,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors,
      ordersStored: orders - 1,
      duplicates: orders - keys,
    };
  } finally {
    await api.stop();
  }
}
