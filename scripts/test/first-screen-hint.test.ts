import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { firstScreenHint, loadFirstScreens, withFirstScreenHint } from '../first-screen-hint.mjs';

const PAGE = '<!doctype html><html><head><title>Shop</title><script defer src="/main.js"></script></head><body></body></html>';
const CATALOG_ENTRY = 'http://catalog.test/remoteEntry.js';

describe('the first screen hint', () => {
  it('is a low-priority script preload of the entry, its URL escaped for the attribute', () => {
    expect(firstScreenHint(CATALOG_ENTRY)).toBe(`<link rel="preload" as="script" href="${CATALOG_ENTRY}" fetchpriority="low" />`);
    expect(firstScreenHint('/remotes/a.js?x=1&y="2"')).toBe('<link rel="preload" as="script" href="/remotes/a.js?x=1&amp;y=&quot;2&quot;" fetchpriority="low" />');
  });

  it('is nothing for no entry or an address a page may not load a script from', () => {
    expect(firstScreenHint(undefined)).toBe('');
    expect(firstScreenHint('javascript:alert(1)')).toBe('');
    expect(firstScreenHint('remoteEntry.js')).toBe('');
  });

  it('goes last in the head, after what the first paint needs', () => {
    const hint = firstScreenHint(CATALOG_ENTRY);
    expect(withFirstScreenHint(PAGE, hint)).toBe(PAGE.replace('</head>', `${hint}</head>`));
    expect(withFirstScreenHint(PAGE, '')).toBe(PAGE);
    expect(withFirstScreenHint('<p>no head</p>', hint)).toBe('<p>no head</p>');
  });
});

describe('loading the shell\'s route matching', () => {
  it('serves pages without the hint, and says why, when the built file is missing or wrong', () => {
    const warnings: string[] = [];
    const dir = mkdtempSync(path.join(tmpdir(), 'first-screens-load-'));
    writeFileSync(path.join(dir, 'other.cjs'), 'exports.somethingElse = () => undefined;');
    expect(loadFirstScreens(path.join(dir, 'missing.cjs'), (message) => warnings.push(message))).toBeNull();
    expect(loadFirstScreens(path.join(dir, 'other.cjs'), (message) => warnings.push(message))).toBeNull();
    expect(warnings).toEqual([
      expect.stringMatching(/missing\.cjs could not be loaded .*Build the shell/),
      expect.stringContaining('other.cjs does not export firstScreenEntryUrl'),
    ]);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('serve-static --first-screens', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-screens-'));
  const dist = path.join(dir, 'dist');
  let server: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), PAGE);
    writeFileSync(path.join(dist, 'offline.html'), PAGE);
    writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ apiUrl: 'http://api.test', remotes: { catalog: { entry: CATALOG_ENTRY } } }));
    // The shell's built matcher answers from the route table; this one knows two addresses.
    writeFileSync(
      path.join(dir, 'first-screen.cjs'),
      "exports.firstScreenEntryUrl = (remotes, pathname) => (pathname === '/' || pathname === '/p/margherita/1' ? remotes.catalog.entry : undefined);",
    );
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const script = path.resolve(__dirname, '..', 'serve-static.mjs');
    server = spawn(process.execPath, [script, dist, '--port', String(port), '--spa', '--first-screens', path.join(dir, 'first-screen.cjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => server.stdout!.once('data', () => resolve()));
  });
  afterAll(() => server?.kill());

  const hint = firstScreenHint(CATALOG_ENTRY);

  it("names the entry in the shell's page at the addresses whose first screen needs it", async () => {
    for (const address of ['/', '/p/margherita/1']) {
      const response = await fetch(`${origin}${address}`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(await response.text()).toBe(withFirstScreenHint(PAGE, hint));
    }
  });

  it('compresses the page with the hint, as it does the built one', async () => {
    // node:http, not fetch: fetch would undo the encoding this checks.
    const { encoding, body } = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${origin}/`, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(withFirstScreenHint(PAGE, hint));
  });

  it('leaves other addresses and other pages as built', async () => {
    expect(await (await fetch(`${origin}/test`)).text()).toBe(PAGE);
    expect(await (await fetch(`${origin}/offline.html`)).text()).toBe(PAGE);
  });
});
