/**
 * Requests per second of the hot read endpoints beside a bare Fastify JSON route in the same run
 * (autocannon, 10 connections), and their ratio (target: >= 0.5). Each endpoint is asked as a plain
 * client asks it, and as a browser does: with `Accept-Encoding: gzip, deflate, br`, so a large answer
 * goes out compressed.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { API } from '../../scripts/topology.mjs';
import { servedPort } from '../../scripts/topology.mjs';

const CONNECTIONS = 10;

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

async function requestsPerSecond(url, seconds, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

async function bareFastify() {
  const app = Fastify({ logger: false });
  app.get('/json', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${app.server.address().port}/json` };
}

export async function apiThroughput(seconds) {
  // 127.0.0.1, not localhost: autocannon may resolve localhost to ::1, where the API may not listen.
  const api = `http://127.0.0.1:${servedPort(API.port)}`;
  const endpoints = [
    ['GET public/website-settings', `${api}/public/website-settings`],
    ['GET public/website-settings (browser, compressed)', `${api}/public/website-settings`, BROWSER],
    ['GET public/menus', `${api}/public/menus`],
  ];
  const bare = await bareFastify();
  try {
    for (const [, url, headers] of endpoints) await requestsPerSecond(url, 1, headers); // warm-up: caches, JIT, pool
    const bareRps = await requestsPerSecond(bare.url, seconds);
    const rows = [['bare Fastify JSON route', bareRps, 1]];
    for (const [name, url, headers] of endpoints) {
      const rps = await requestsPerSecond(url, seconds, headers);
      rows.push([name, rps, rps / bareRps]);
    }
    return rows;
  } finally {
    await bare.app.close();
  }
}
