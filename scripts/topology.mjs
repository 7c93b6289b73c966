/**
 * The shop's processes and ports, written once. `npm start`, `npm run dev`, the build, the
 * Playwright suite and the test that keeps docker-compose.yml and the shell's remotes manifest
 * true all read this list. Adding a remote: a row here, its routes in shell/src/routes/route-table.ts
 * and its entry in shell/public/config.json.
 */
export const API = { name: 'api', dir: 'api', port: 4000 };

/** The shell first; then each remote under its federation name (underscores) with its folder. */
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000, host: true },
  { name: 'catalog', dir: 'mfe-catalog', port: 3001 },
  { name: 'cart_checkout', dir: 'mfe-cart-checkout', port: 3002 },
  { name: 'account', dir: 'mfe-account', port: 3003 },
  { name: 'group_orders', dir: 'mfe-group-orders', port: 3004 },
  { name: 'reservations_events_jobs', dir: 'mfe-reservations-events-jobs', port: 3005 },
  {
    name: 'payments',
    dir: 'mfe-payments',
    port: 3006,
    // Other builds of the same remote, for markets whose manifest points at them (markets/kiosk.json).
    variants: [{ market: 'kiosk', config: 'rspack.kiosk.config.mjs', dist: 'dist-kiosk', port: 3116 }],
  },
];

export const REMOTES = APPS.filter((app) => !app.host);

/**
 * PORT_OFFSET moves every served port by the same amount (3000 -> 3000 + offset), so a second
 * copy of the shop (another checkout, a second test run) can run beside the first on one machine.
 * The ports above stay the published ones: compose and the default manifest use them.
 */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 900) {
  throw new Error(`PORT_OFFSET must be a whole number from 0 to 900, not "${process.env.PORT_OFFSET}"`);
}

/** The port a service listens on in this run. */
export function servedPort(port) {
  return port + PORT_OFFSET;
}

/** http://localhost:<port> for a published port, moved by PORT_OFFSET. */
export function servedOrigin(port) {
  return `http://localhost:${servedPort(port)}`;
}
