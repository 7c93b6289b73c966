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
  { name: 'reservations_events_jobs', dir: 'mfe-reservations-events-jobs', port: 3005 },
  { name: 'payments', dir: 'mfe-payments', port: 3006 },
];

export const REMOTES = APPS.filter((app) => !app.host);
