import { isDevelopment } from '../src/development';
import { buildTestApp } from './helpers/test-app';

test('only NODE_ENV=development or test is development; unset or anything else is production', () => {
  expect(isDevelopment({ NODE_ENV: 'development' })).toBe(true);
  expect(isDevelopment({ NODE_ENV: 'test' })).toBe(true);
  for (const NODE_ENV of [undefined, '', 'production', 'staging']) expect(isDevelopment({ NODE_ENV })).toBe(false);
});

test('an API started without NODE_ENV has no /dev routes and no development secret', async () => {
  const { NODE_ENV, SIGNING_SECRET } = process.env;
  delete process.env.NODE_ENV;
  delete process.env.SIGNING_SECRET;
  try {
    await expect(buildTestApp({ signingSecret: undefined })).rejects.toThrow(/SIGNING_SECRET must be set/);
    const t = await buildTestApp({ signingSecret: 'a-secret-only-this-test-knows-0123456789' });
    try {
      const marked = await t.app.inject({ method: 'POST', url: '/dev/orders/any-token/paid' });
      expect(marked.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  } finally {
    process.env.NODE_ENV = NODE_ENV;
    if (SIGNING_SECRET !== undefined) process.env.SIGNING_SECRET = SIGNING_SECRET;
  }
}, 120_000);
