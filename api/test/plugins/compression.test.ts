import { brotliDecompressSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../helpers/test-app';

describe('compressed answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const products = '/public/products?with=sizes&store_id=1&translate_language=en';

  it('sends a large JSON answer brotli-compressed to a client that takes it, the same JSON inside', async () => {
    const plain = await t.app.inject({ method: 'GET', url: products });
    const compressed = await t.app.inject({ method: 'GET', url: products, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends small answers and answers to clients without compression as they are', async () => {
    const plain = await t.app.inject({ method: 'GET', url: products });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
