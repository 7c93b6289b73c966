#!/usr/bin/env node
/**
 * Serves one built app (the shell or a remote) from its own origin, as production would:
 * brotli or gzip when asked (precompressed by the build), long immutable caching for
 * content-hashed files, revalidation with an ETag (304) for entry points, CORS so the shell's origin
 * may load a remote's chunks, and the SPA fallback for the shell.
 *
 *   node scripts/serve-static.mjs <dist-dir> --port 3001 [--spa] [--config <market config.json>]
 *                                 [--first-screens <shell/dist-server/first-screen.cjs>]
 *
 * --config serves that file as /config.json: it is how a market points remotes at other URLs
 * without rebuilding anything. --first-screens names each page's first remote entry and the files
 * of its screen in the page (scripts/first-screen-hint.mjs).
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy } from './content-security-policy.mjs';
import { preconnectLinks } from './preconnect-links.mjs';
import { firstScreenFiles, firstScreenHint, loadFirstScreens, withFirstScreenHint } from './first-screen-hint.mjs';
import { remoteManifests } from './remote-manifests.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    config: { type: 'string' },
    'first-screens': { type: 'string' },
  },
});
const root = path.resolve(positionals[0] ?? 'dist');
const port = Number(values.port ?? process.env.PORT ?? 8080);
const configFile = values.config ?? process.env.MARKET_CONFIG;
const firstScreenModule = values['first-screens'] ? loadFirstScreens(values['first-screens']) : null;
const manifestOf = remoteManifests();
const shellPage = path.join(root, 'index.html');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** The served config.json (the market's, or the one built in), read per page so an edit needs no restart. */
async function servedConfig() {
  try {
    const file = configFile ? path.resolve(configFile) : path.join(root, 'config.json');
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    // No or broken config: the strictest policy, no links and no hint; the page itself reports the config.
    return {};
  }
}

/** A page's headers that come from config.json: its Content-Security-Policy and the preconnect links. */
function pageHeaders(config) {
  const link = preconnectLinks(config);
  return { 'Content-Security-Policy': contentSecurityPolicy(config), ...(link ? { Link: link } : {}) };
}

/** The shell's page at an address, naming its first screen's remote entry and files when they are known. */
async function shellPageHint(config, pathname) {
  if (!firstScreenModule || typeof config.remotes !== 'object' || !config.remotes) return '';
  let screen;
  try {
    screen = firstScreenModule(config.remotes, pathname);
  } catch {
    // A remotes entry the matcher cannot read: the browser finds the entry itself, later.
    return '';
  }
  return screen ? firstScreenHint(screen.entry, await firstScreenFiles(screen, manifestOf)) : '';
}

/**
 * The build writes a brotli and a gzip copy beside each file (PrecompressPlugin in
 * shared-contracts/federation); they are used while at least as new as the file (a market may edit
 * config.json in place). Anything else (a market's own config.json, offline.js) is gzipped here once
 * per version: entry files keep their names across builds, so a version is its path, time and size.
 */
const onDemandGzip = new Map();
const PRECOMPRESSED = { br: '.br', gzip: '.gz' };

/** The encodings to try, brotli first (smaller). */
function acceptedEncodings(acceptEncoding) {
  return ['br', 'gzip'].filter((encoding) => new RegExp(`\\b${encoding}\\b`).test(acceptEncoding));
}

async function compressedBody(file, info, version, body, accepted) {
  for (const encoding of accepted) {
    try {
      const copy = `${file}${PRECOMPRESSED[encoding]}`;
      if ((await stat(copy)).mtimeMs >= info.mtimeMs) return { encoding, body: await readFile(copy) };
    } catch {
      /* no precompressed copy: try the next encoding */
    }
  }
  if (!accepted.includes('gzip')) return { encoding: undefined, body };
  let zipped = onDemandGzip.get(version);
  if (!zipped) onDemandGzip.set(version, (zipped = gzipSync(body)));
  return { encoding: 'gzip', body: zipped };
}

/** A page with a hint differs from the built copies: compressed here, once per version and hint. */
const compressedPages = new Map();
function compressedPage(version, html, accepted) {
  const encoding = accepted[0];
  if (!encoding) return { encoding: undefined, body: Buffer.from(html) };
  const key = `${encoding}\n${version}\n${html}`;
  let body = compressedPages.get(key);
  if (!body) {
    if (compressedPages.size > 200) compressedPages.clear();
    compressedPages.set(key, (body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html)));
  }
  return { encoding, body };
}

/** A strong ETag per file version, so a browser revalidating an entry point gets 304, not the bytes. */
const etags = new Map();
function etagOf(version, body) {
  let etag = etags.get(version);
  if (!etag) etags.set(version, (etag = `"${createHash('sha1').update(body).digest('base64url')}"`));
  return etag;
}

async function resolveFile(urlPath) {
  if (urlPath === '/config.json' && configFile) return path.resolve(configFile);
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // No valid encoding ("/s/50%off"): no file has that name, so it is a page (or a 404), not a crash.
    return null;
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const file = path.join(root, safe);
  if (!file.startsWith(root)) return null;
  try {
    const info = await stat(file);
    if (info.isFile()) return file;
    if (info.isDirectory()) return resolveFile(path.join(urlPath, 'index.html'));
  } catch {
    /* falls through to the SPA fallback */
  }
  return null;
}

async function serve(req, res) {
  let url;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    // "//" or "//a b": no address at all.
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let file = await resolveFile(url.pathname);
  const isPage = !path.extname(url.pathname);
  if (!file && values.spa && isPage) file = path.join(root, 'index.html');
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const ext = path.extname(file);
  let body;
  let info;
  try {
    [body, info] = await Promise.all([readFile(file), stat(file)]);
  } catch {
    res.writeHead(404).end('Not found');
    return;
  }
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
  };
  let hint = '';
  if (ext === '.html') {
    const config = await servedConfig();
    Object.assign(headers, pageHeaders(config));
    headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
    if (file === shellPage) hint = await shellPageHint(config, url.pathname);
  }
  // config.json is read per request (a market edit needs no restart), so it is versioned by its own stat.
  const version = `${file}:${info.mtimeMs}:${info.size}`;
  // Pages carry a per-response policy and are small: they are not revalidated by ETag.
  if (ext !== '.html') {
    headers.ETag = etagOf(version, body);
    if (String(req.headers['if-none-match'] ?? '').split(/\s*,\s*/).includes(headers.ETag)) {
      res.writeHead(304, { 'Cache-Control': headers['Cache-Control'], ETag: headers.ETag, Vary: headers.Vary }).end();
      return;
    }
  }
  const accepted = acceptedEncodings(String(req.headers['accept-encoding'] ?? ''));
  const answer = hint
    ? compressedPage(version, withFirstScreenHint(body.toString('utf8'), hint), accepted)
    : COMPRESSIBLE.has(ext)
      ? await compressedBody(file, info, version, body, accepted)
      : null;
  if (answer) {
    body = answer.body;
    if (answer.encoding) headers['Content-Encoding'] = answer.encoding;
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

// Whatever goes wrong with one request is that request's 500: the shop stays up for the others.
const server = createServer((req, res) => {
  serve(req, res).catch((error) => {
    console.error(error);
    if (res.headersSent) res.destroy();
    else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
  });
});

server.listen(port, () => console.log(`${path.basename(path.dirname(root))} serving ${root} on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
