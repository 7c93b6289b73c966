/** The built shop, started as `npm start --no-build` on an in-memory database, for the scenarios that need it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, APPS, servedOrigin } from '../../scripts/topology.mjs';
import { waitForUrl } from '../../scripts/children.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHOP = servedOrigin(APPS[0].port);
export const API_URL = servedOrigin(API.port);

/** Whether something already answers at this address. */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the shop and answers a function that stops it (the whole process group). A shop left
 * running on these ports (an interrupted run) would answer in place of this one, and the figures
 * would be of whatever code it serves: that is refused.
 */
export async function startShop(env = {}) {
  for (const url of [`${API_URL}/health`, SHOP]) {
    // A shop this process just stopped may take a moment to let its ports go.
    for (let wait = 0; (await answers(url)) && wait < 10; wait += 1) await new Promise((done) => setTimeout(done, 1000));
    if (await answers(url)) throw new Error(`Something already answers at ${url}: stop it, or pick another PORT_OFFSET.`);
  }
  const shop = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--no-build'], {
    cwd: root,
    env: { ...process.env, PGLITE_DIR: 'memory://', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-shop.pid, 'SIGTERM');
    } catch {
      /* already stopped */
    }
  };
  try {
    await waitForUrl(`${API_URL}/health`);
    await Promise.all(APPS.map((app) => waitForUrl(`${servedOrigin(app.port)}/${app.host ? '' : 'remoteEntry.js'}`)));
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}

/** The first product the homepage lists, for the product-page figures. */
export async function firstProductPath() {
  const products = await (await fetch(`${API_URL}/public/products`)).json();
  const product = products[0];
  return `/p/${product.url}/${product.id}`;
}
