/** The built shop, started as `npm start --no-build` on an in-memory database, for the scenarios that need it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API, APPS, servedOrigin } from '../../scripts/topology.mjs';
import { waitForUrl } from '../../scripts/children.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHOP = servedOrigin(APPS[0].port);
export const API_URL = servedOrigin(API.port);

/** Starts the shop and answers a function that stops it (the whole process group). */
export async function startShop(env = {}) {
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
