#!/usr/bin/env node
/**
 * Serves one built app (the shell or a remote) from its own origin, as production would:
 * gzip when asked, long caching for content-hashed files, none for entry points, CORS so the
 * shell's origin may load a remote's chunks, and the SPA fallback for the shell.
 *
 *   node scripts/serve-static.mjs <dist-dir> --port 3001 [--spa] [--config <market config.json>]
 *
 * --config serves that file as /config.json: it is how a market points remotes at other URLs
 * without rebuilding anything.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy } from './content-security-policy.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    spa: { type: 'boolean', default: false },
    config: { type: 'string' },
  },
});
const root = path.resolve(positionals[0] ?? 'dist');
const port = Number(values.port ?? process.env.PORT ?? 8080);
const configFile = values.config ?? process.env.MARKET_CONFIG;

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
async function pagePolicy() {
  try {
    const file = configFile ? path.resolve(configFile) : path.join(root, 'config.json');
    return contentSecurityPolicy(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return contentSecurityPolicy({});
  }
}

/** gzip once per file version: the same bytes are served many times. */
const gzipCache = new Map();

async function resolveFile(urlPath) {
  if (urlPath === '/config.json' && configFile) return path.resolve(configFile);
  const safe = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
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

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
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
  if (ext === '.html') {
    headers['Content-Security-Policy'] = await pagePolicy();
    headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
  }
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    // Entry files keep their names across builds, so the cache is keyed by modification time too.
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    let zipped = gzipCache.get(key);
    if (!zipped) gzipCache.set(key, (zipped = gzipSync(body)));
    body = zipped;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(port, () => console.log(`${path.basename(path.dirname(root))} serving ${root} on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
