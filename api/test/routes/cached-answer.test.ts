import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding } from '../../src/routes/cached-answer';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The boot reads are kept for a few seconds, revalidated with ETags, and never outlive the minute. */
describe('kept answers of website settings and menus', () => {
  let t: TestApp;
  let clock = new Date('2026-11-23T10:00:10Z');

  beforeEach(async () => {
    clock = new Date('2026-11-23T10:00:10Z');
    t = await buildTestApp({ answerCacheSeconds: 5, now: () => clock });
  });
  afterEach(() => t.close());

  const settings = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/public/website-settings?translate_language=en', headers });

  it('answers the same body and ETag until the time runs out, then reads the database again', async () => {
    const first = await settings();
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-language']).toBe('en');
    await t.app.db.updateTable('website').set({ name: 'Casa Nouă' }).execute();
    const kept = await settings();
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    clock = new Date('2026-11-23T10:00:16Z');
    const renewed = await settings();
    expect(renewed.json().website.name).toBe('Casa Nouă');
    expect(renewed.headers.etag).not.toBe(first.headers.etag);
  });

  it('ends at the next minute, where the shop status may change', async () => {
    clock = new Date('2026-11-23T10:00:58Z');
    await settings();
    await t.app.db.updateTable('website').set({ name: 'Casa Nouă' }).execute();
    clock = new Date('2026-11-23T10:01:00Z');
    expect((await settings()).json().website.name).toBe('Casa Nouă');
  });

  it('answers 304 without a body to a browser that has the same answer', async () => {
    const first = await settings();
    const again = await settings({ 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await settings({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('keeps one answer per language, and the same body an uncached API gives', async () => {
    const english = await settings();
    const spanish = await t.app.inject({ method: 'GET', url: '/public/website-settings?translate_language=es' });
    expect(spanish.headers['content-language']).toBe('es');
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    const uncached = await buildTestApp({ now: () => clock });
    try {
      const plain = await uncached.app.inject({ method: 'GET', url: '/public/website-settings?translate_language=en' });
      expect(JSON.parse(english.body)).toEqual(plain.json());
    } finally {
      await uncached.close();
    }
  });

  it('keeps menus the same way, and forgets everything when settings change through the API', async () => {
    const menus = await t.app.inject({ method: 'GET', url: '/public/menus?translate_language=en' });
    expect(menus.headers.etag).toBeDefined();
    await t.app.db.updateTable('website').set({ name: 'Casa Nouă' }).execute();
    t.app.answerCache.clear();
    expect((await settings()).json().website.name).toBe('Casa Nouă');
  });

  it('answers a browser compressed, in the encoding it takes, the same JSON as without', async () => {
    const plain = await settings();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const browser = await settings({ 'accept-encoding': 'gzip, deflate, br, zstd', origin: 'http://localhost:3000' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(String(browser.headers.vary).toLowerCase().split(', ')).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    expect(browser.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);
    // The next browser gets the same bytes.
    expect((await settings({ 'accept-encoding': 'br' })).rawPayload.equals(browser.rawPayload)).toBe(true);

    const gzip = await settings({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // Without a cache time the plugin compresses each answer, as it does any other route's.
    const uncached = await buildTestApp({ answerCacheSeconds: 0, now: () => clock });
    try {
      const each = await uncached.app.inject({ method: 'GET', url: '/public/website-settings?translate_language=en', headers: { 'accept-encoding': 'br' } });
      expect(each.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(each.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    } finally {
      await uncached.close();
    }
    // Menus are smaller than the compression threshold: sent as they are.
    const menus = await t.app.inject({ method: 'GET', url: '/public/menus?translate_language=en', headers: { 'accept-encoding': 'br' } });
    expect(menus.headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as HTTP does: preferred br, q=0 refused, * for any', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('BR;q=0, gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding(['deflate', 'gzip'])).toBe('gzip');
  });

  it('does not keep a refusal', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/public/website-settings?store_url=nowhere' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();
  });
});
