import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, get, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { exposedModuleFiles, firstScreenFiles, firstScreenHint, loadFirstScreens, withFirstScreenHint, type ScreenFile } from '../first-screen-hint.mjs';
import { remoteManifests } from '../remote-manifests.mjs';

const PAGE = '<!doctype html><html><head><title>Shop</title><script defer src="/main.js"></script></head><body></body></html>';
const CATALOG_ENTRY = 'http://catalog.test/remoteEntry.js';

describe('the first screen hint', () => {
  it('is a low-priority script preload of the entry, its URL escaped for the attribute', () => {
    expect(firstScreenHint(CATALOG_ENTRY)).toBe(`<link rel="preload" as="script" href="${CATALOG_ENTRY}" fetchpriority="low" />`);
    expect(firstScreenHint('/remotes/a.js?x=1&y="2"')).toBe('<link rel="preload" as="script" href="/remotes/a.js?x=1&amp;y=&quot;2&quot;" fetchpriority="low" />');
  });

  it("names the screen's files after the entry, each as what it is", () => {
    const files: ScreenFile[] = [
      { as: 'style', url: 'http://catalog.test/__federation_expose_HomePage.1.css' },
      { as: 'script', url: 'http://catalog.test/__federation_expose_HomePage.2.js' },
      { as: 'script', url: 'javascript:alert(1)' },
    ];
    expect(firstScreenHint(CATALOG_ENTRY, files)).toBe(
      `<link rel="preload" as="script" href="${CATALOG_ENTRY}" fetchpriority="low" />` +
        '<link rel="preload" as="style" href="http://catalog.test/__federation_expose_HomePage.1.css" fetchpriority="low" />' +
        '<link rel="preload" as="script" href="http://catalog.test/__federation_expose_HomePage.2.js" fetchpriority="low" />',
    );
    expect(firstScreenHint(undefined, files)).toBe('');
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
      expect.stringContaining('other.cjs does not export firstScreenModule'),
    ]);
  });
});

const MANIFEST = {
  metaData: { publicPath: 'auto' },
  exposes: [
    { path: './HomePage', assets: { js: { sync: ['1727.abc.js', '__federation_expose_HomePage.def.js'], async: ['4122.aaa.js'] }, css: { sync: ['__federation_expose_HomePage.123.css'], async: [] } } },
    { path: './ProductPage', assets: { js: { sync: ['__federation_expose_ProductPage.456.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe("a screen's files, from its remote's manifest", () => {
  it('are the exposed module\'s stylesheets, then its scripts, addressed beside the entry; not its lazy ones', () => {
    expect(exposedModuleFiles(MANIFEST, './HomePage', 'http://catalog.test/v2/remoteEntry.js')).toEqual([
      { as: 'style', url: 'http://catalog.test/v2/__federation_expose_HomePage.123.css' },
      { as: 'script', url: 'http://catalog.test/v2/1727.abc.js' },
      { as: 'script', url: 'http://catalog.test/v2/__federation_expose_HomePage.def.js' },
    ]);
  });

  it('are addressed from the publicPath a manifest names, and none from one the server cannot work out', () => {
    const cdn = { ...MANIFEST, metaData: { publicPath: 'https://cdn.test/catalog/' } };
    expect(exposedModuleFiles(cdn, './ProductPage', CATALOG_ENTRY)).toEqual([{ as: 'script', url: 'https://cdn.test/catalog/__federation_expose_ProductPage.456.js' }]);
    expect(exposedModuleFiles({ ...MANIFEST, metaData: { getPublicPath: 'return window.cdn' } }, './HomePage', CATALOG_ENTRY)).toEqual([]);
    expect(exposedModuleFiles({ ...MANIFEST, metaData: { publicPath: 'http://' } }, './HomePage', CATALOG_ENTRY)).toEqual([]);
  });

  it('are none for a module the manifest does not list, or a manifest that is not one', () => {
    expect(exposedModuleFiles(MANIFEST, './CartPage', CATALOG_ENTRY)).toEqual([]);
    expect(exposedModuleFiles({ exposes: 'nonsense' }, './HomePage', CATALOG_ENTRY)).toEqual([]);
    expect(exposedModuleFiles(null, './HomePage', CATALOG_ENTRY)).toEqual([]);
  });

  it('are read from the manifest beside the entry; an entry on the page\'s own origin names only itself', async () => {
    const asked: string[] = [];
    const manifestOf = async (url: string) => (asked.push(url), MANIFEST);
    expect(await firstScreenFiles({ entry: 'http://catalog.test/remoteEntry.js', module: './ProductPage' }, manifestOf)).toEqual([
      { as: 'script', url: 'http://catalog.test/__federation_expose_ProductPage.456.js' },
    ]);
    expect(await firstScreenFiles({ entry: '/remotes/catalog/remoteEntry.js', module: './ProductPage' }, manifestOf)).toEqual([]);
    expect(await firstScreenFiles({ entry: 'http://', module: './ProductPage' }, manifestOf)).toEqual([]);
    expect(asked).toEqual(['http://catalog.test/mf-manifest.json']);
  });
});

describe('the remotes\' manifests as the server keeps them', () => {
  const URL_ = 'http://catalog.test/mf-manifest.json';

  it('are read once while fresh, then revalidated with their ETag', async () => {
    let time = 0;
    const reads: (string | undefined)[] = [];
    const answers = [{ manifest: MANIFEST, etag: '"v1"' }, { notModified: true }, { manifest: { ...MANIFEST, exposes: [] }, etag: '"v2"' }];
    const manifestOf = remoteManifests({ read: async (_url, etag) => (reads.push(etag), answers.shift()!), freshMs: 5000, now: () => time });
    expect(await manifestOf(URL_)).toBe(MANIFEST);
    time = 4000;
    expect(await manifestOf(URL_)).toBe(MANIFEST);
    time = 9500;
    expect(await manifestOf(URL_)).toBe(MANIFEST);
    time = 15000;
    expect(await manifestOf(URL_)).toEqual({ ...MANIFEST, exposes: [] });
    expect(reads).toEqual([undefined, '"v1"', '"v1"']);
  });

  it('answer none while a remote is down, and the page does not wait for a slow one', async () => {
    let time = 0;
    let answerSlowly: (answer: { manifest: unknown }) => void = () => undefined;
    const reads = [
      () => Promise.reject(new Error('connect ECONNREFUSED')),
      () => new Promise<{ manifest: unknown }>((resolve) => (answerSlowly = resolve)),
    ];
    const manifestOf = remoteManifests({ read: () => reads.shift()!(), freshMs: 1000, waitMs: 20, now: () => time });
    expect(await manifestOf(URL_)).toBeNull();
    time = 2000;
    expect(await manifestOf(URL_)).toBeNull();
    answerSlowly({ manifest: MANIFEST });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await manifestOf(URL_)).toBe(MANIFEST);
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
  let remote: Server;
  let origin: string;
  let entry: string;
  let hint: string;

  beforeAll(async () => {
    // The catalog remote, as deployed: its manifest beside its entry.
    const remotePort = await freePort();
    remote = createHttpServer((request, response) => {
      if (request.url === '/mf-manifest.json') response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(MANIFEST));
      else response.writeHead(404).end();
    }).listen(remotePort);
    entry = `http://localhost:${remotePort}/remoteEntry.js`;
    const homeFiles = exposedModuleFiles(MANIFEST, './HomePage', entry);
    expect(homeFiles).toHaveLength(3);
    hint = firstScreenHint(entry, homeFiles);

    mkdirSync(dist);
    writeFileSync(path.join(dist, 'index.html'), PAGE);
    writeFileSync(path.join(dist, 'offline.html'), PAGE);
    writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ apiUrl: 'http://api.test', remotes: { catalog: { entry } } }));
    // The shell's built matcher answers from the route table; this one knows two addresses.
    writeFileSync(
      path.join(dir, 'first-screen.cjs'),
      "exports.firstScreenModule = (remotes, pathname) => ({ '/': { entry: remotes.catalog.entry, module: './HomePage' }, '/p/margherita/1': { entry: remotes.catalog.entry, module: './ProductPage' } })[pathname];",
    );
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const script = path.resolve(__dirname, '..', 'serve-static.mjs');
    server = spawn(process.execPath, [script, dist, '--port', String(port), '--spa', '--first-screens', path.join(dir, 'first-screen.cjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => server.stdout!.once('data', () => resolve()));
  });
  afterAll(() => {
    server?.kill();
    remote?.close();
  });

  it("names the entry and the screen's files in the shell's page at the addresses whose first screen needs them", async () => {
    const page = async (address: string) => (await fetch(`${origin}${address}`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    expect(await page('/')).toBe(withFirstScreenHint(PAGE, hint));
    expect(await page('/p/margherita/1')).toBe(withFirstScreenHint(PAGE, firstScreenHint(entry, exposedModuleFiles(MANIFEST, './ProductPage', entry))));
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

  it('answers an address that is no valid encoding, or no address at all, and stays up for the next', async () => {
    // On a socket of its own: sent exactly as written, past any HTTP client (or another test's
    // interceptor of node:http, as in a full run) that would refuse "//" before sending it.
    const status = (address: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = connect(Number(new URL(origin).port), 'localhost', () => socket.write(`GET ${address} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])));
        socket.on('error', reject);
      });
    // A page of the shop (its store page would say it knows no such store), not a crash.
    expect(await status('/s/50%off')).toBe(200);
    expect(await status('/assets/50%off.js')).toBe(404);
    expect(await status('//')).toBe(400);
    expect(await (await fetch(`${origin}/test`)).text()).toBe(PAGE);
  });

  it('leaves other addresses and other pages as built', async () => {
    expect(await (await fetch(`${origin}/test`)).text()).toBe(PAGE);
    expect(await (await fetch(`${origin}/offline.html`)).text()).toBe(PAGE);
  });
});
