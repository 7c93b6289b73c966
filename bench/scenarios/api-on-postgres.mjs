/**
 * The API alone on a PostgreSQL database made for one benchmark (BENCH_POSTGRES, default this
 * machine's server), with the load generator's address exempt from rate limits; dropped after.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { API, servedPort } from '../../scripts/topology.mjs';
import { waitForUrl } from '../../scripts/children.mjs';
import { root } from './shop.mjs';

const SERVER = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';

async function query(database, text) {
  const client = new pg.Client({ connectionString: `${SERVER}/${database}` });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** Starts the API on port API + offset + portDelta; answers its URL, a row counter and a stop. */
export async function startApiOnPostgres(portDelta) {
  const database = `storefront_bench_${Date.now()}`;
  await query('postgres', `create database ${database}`);
  const port = servedPort(API.port) + portDelta;
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, API.dir),
    env: { NODE_ENV: 'development', ...process.env, PORT: String(port), DATABASE_URL: `${SERVER}/${database}`, RATE_LIMIT_ALLOW: '127.0.0.1,::1,::ffff:127.0.0.1', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (api.exitCode === null) {
      await new Promise((resolve) => {
        api.once('exit', resolve);
        api.kill('SIGTERM');
      });
    }
    await query('postgres', `drop database if exists ${database}`);
  };
  try {
    await waitForUrl(`${url}/ready`);
    // The figures are of throughput: the demo kitchens' per-slot caps would refuse most orders.
    await query(database, 'update stores set delivery_orders_per_slot = null, pickup_orders_per_slot = null');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, sql: (text) => query(database, text), count: async (table) => (await query(database, `select count(*)::int as n from ${table}`))[0].n };
}

/** A pickup order for a store's first later slot, so the figures do not depend on the hour. */
export async function laterPickupOrder(api) {
  const stores = (await (await fetch(`${api}/public/website-settings`)).json()).stores;
  for (const store of stores.filter((candidate) => candidate.has_pickup)) {
    const { days } = await (await fetch(`${api}/public/stores/${store.id}/later-slots?delivery_type=pickup`)).json();
    const day = days.find((candidate) => candidate.times.length > 0);
    if (!day) continue;
    const products = await (await fetch(`${api}/public/products?store_id=${store.id}&with=sizes`)).json();
    const drink = products.find((product) => product.sizes.length === 0 && !product.age_restriction && product.option_groups.every((group) => group.min_options === 0));
    return {
      store_id: store.id, delivery_type: 'pickup', pickup_type: 'at_counter', name: 'Bench Customer', email: 'bench@example.com',
      phone: '0722 123 456', phone_country: 'RO', address: '', address_line2: '', geolocation: null, informations: '',
      cutlery: false, contactless_delivery: false, accept_promotion: false, age_restriction: false, location_confirmed: true, information_confirmed: true,
      payment_method: 'cash-pickup', voucher_code: null, loyalty_points: 0, for_later: true, later_day: day.day,
      later_time: day.times[day.times.length - 1], products: [{ id: drink.id, quantity: 1, selected_size: null, options: [] }], expected_total: null,
    };
  }
  throw new Error('No store offers a later pickup slot');
}
