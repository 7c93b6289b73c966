import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { cvUploadTimeoutMs } from 'shared-contracts/api/cv-upload-time';
import { CV_MAX_MEGABYTES } from 'shared-contracts/types/job';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** Blocks the event loop, as a burst of heavy work would. */
function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* spin */
  }
}

describe('request limits and request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('waits for a request as long as the job form waits for the largest CV on a slow uplink', () => {
    // Cut off sooner, an applicant's CV upload ended in "connection lost" while the form still waited.
    expect(t.app.server.requestTimeout).toBeGreaterThanOrEqual(cvUploadTimeoutMs(CV_MAX_MEGABYTES * 1024 * 1024));
    // Still a bound: a client trickling its request in is cut off within minutes.
    expect(t.app.server.requestTimeout).toBeLessThanOrEqual(5 * 60_000);
  });

  it('refuses a body over 100 KB with 413 and a message, storing nothing', async () => {
    const before = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST', url: '/public/orders', headers: { 'idempotency-key': 'too-large', 'content-type': 'application/json' },
      payload: JSON.stringify({ informations: 'x'.repeat(101 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/i);
    const after = await t.app.db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers every request with its request id: a plain X-Request-Id is kept, anything else replaced', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'proxy-42.a_b' } });
    expect(kept.headers['x-request-id']).toBe('proxy-42.a_b');
    const forged = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 400 with a message, not 500, for a value the database cannot hold', async () => {
    const outOfRange = await t.app.inject({ method: 'GET', url: '/public/categories?menu_id=2147483648' });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toBe('A value in the request is out of range or contains characters that cannot be stored.');
    const nul = await t.app.inject({ method: 'POST', url: '/public/check-redirect', payload: { url: '%00' } });
    expect(nul.statusCode).toBe(400);
  });

  it('is ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

it('sheds load with 503, a message and Retry-After when the event loop stalls, and is not ready meanwhile', async () => {
  const t = await buildTestApp({ pressureLimits: { maxEventLoopDelay: 1 } });
  try {
    // In the customer's language, as every message the screens show as it comes (spec §8).
    const ready = () => t.app.inject({ method: 'GET', url: '/ready', headers: { 'content-language': 'es' } });
    let answer = await ready();
    for (let round = 0; answer.statusCode === 200 && round < 200; round += 1) {
      busy(30);
      await new Promise((resolve) => setTimeout(resolve, 5));
      answer = await ready();
    }
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('10');
    expect(answer.json().message).toBe('La tienda está muy ocupada en este momento. Inténtalo de nuevo en unos segundos.');
  } finally {
    await t.close();
  }
});

it('logs JSON lines with the request id and without tokens, headers, query strings or addresses', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const t = await buildTestApp({ logger: { level: 'info', stream } });
  try {
    const token = 'SECRETtoken_abcdefghijklmnop';
    await t.app.inject({ method: 'GET', url: `/public/orders/${token}?email=ana@example.com`, headers: { authorization: 'Bearer bearer-secret-value', 'x-request-id': 'trace-1' } });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const forRequest = logged.filter((entry) => entry.reqId === 'trace-1');
    expect(forRequest.length).toBeGreaterThanOrEqual(2);
    expect(forRequest.some((entry) => (entry.req as { path?: string } | undefined)?.path === '/public/orders/:token')).toBe(true);
    const text = lines.join('\n');
    for (const secret of [token, 'ana@example.com', 'bearer-secret-value', 'authorization', '127.0.0.1']) expect(text).not.toContain(secret);
  } finally {
    await t.close();
  }
});

it('finishes a request in flight when the server shuts down, and takes no new ones', async () => {
  const t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const body = JSON.stringify({ store_id: 1 });
  const answer = new Promise<number>((resolve, reject) => {
    // No keep-alive agent: an idle kept-alive socket would hold the close for the server's keep-alive timeout.
    // 100-continue: the server says so once it has taken the request, so the shutdown starts after
    // that (a request that reaches the server after close() began is a new one, rightly told 503).
    const headers = { connection: 'close', expect: '100-continue', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'idempotency-key': 'in-flight' };
    const req = httpRequest({ host: '127.0.0.1', port, agent: false, method: 'POST', path: '/public/orders', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    // Once taken: half the body now; the rest after shutdown has begun.
    req.on('continue', () => {
      req.write(body.slice(0, 5));
      setTimeout(() => {
        closing = t.close();
        setTimeout(() => req.end(body.slice(5)), 50);
      }, 50);
    });
    req.flushHeaders();
  });
  let closing: Promise<void> | undefined;
  // The request is answered (a 400: the order is incomplete), not cut off.
  expect(await answer).toBe(400);
  await closing;
  await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
});

it('is not ready when the database does not answer', async () => {
  const t = await buildTestApp();
  try {
    await t.app.db.destroy();
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect([ready.statusCode, ready.json().message]).toEqual([503, 'The database does not answer.']);
  } finally {
    await t.close().catch(() => undefined);
  }
});
