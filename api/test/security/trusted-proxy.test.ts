import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Behind a reverse proxy (TRUST_PROXY), each customer is counted by the address the proxy forwards,
 * not by the proxy's own; anyone else's X-Forwarded-For is ignored, or a caller could dodge every
 * limit by naming a new address on each request. The contact form (10 a minute) stands for all.
 */
const PROXY = '127.0.0.1';
const LIMIT = 10;

function contact(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/public/contact-messages',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { name: 'Ana Pop' },
  });
}

async function useUpLimit(t: TestApp, remoteAddress: string, forwardedFor?: string): Promise<void> {
  for (let i = 0; i < LIMIT; i += 1) expect((await contact(t, remoteAddress, forwardedFor)).statusCode).not.toBe(429);
  expect((await contact(t, remoteAddress, forwardedFor)).statusCode).toBe(429);
}

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: [PROXY] });
  });
  afterAll(() => t.close());

  test('customers are counted apart by the address the proxy forwards', async () => {
    await useUpLimit(t, PROXY, '203.0.113.7');
    expect((await contact(t, PROXY, '203.0.113.8')).statusCode).not.toBe(429);
  });

  test('a caller that is not the proxy cannot name its own address', async () => {
    await useUpLimit(t, '198.51.100.20', '203.0.113.30');
    expect((await contact(t, '198.51.100.20', '203.0.113.31')).statusCode).toBe(429);
  });
});

test('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
  const t = await buildTestApp();
  try {
    await useUpLimit(t, '198.51.100.40', '203.0.113.50');
    expect((await contact(t, '198.51.100.40', '203.0.113.51')).statusCode).toBe(429);
  } finally {
    await t.close();
  }
});
