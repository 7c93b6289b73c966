import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../content-security-policy.mjs';
import { APPS, REMOTES } from '../topology.mjs';

/**
 * markets/*.json are the other markets' config.json: each must boot the shell (API, every remote),
 * and its Content-Security-Policy must let in what that market's payment providers load.
 */
const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const markets = readdirSync(path.join(root, 'markets')).filter((file) => file.endsWith('.json'));
const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1]?.split(' ') ?? [];

test.each(markets)('%s names its market, the API and every remote', (file) => {
  const config = read(`markets/${file}`);
  expect(config.market).toBe(file.replace(/\.json$/, ''));
  expect(config.apiUrl).toMatch(/^https?:\/\//);
  expect(Object.keys(config.remotes).sort()).toEqual(REMOTES.map((remote) => remote.name).sort());
});

test('the kiosk market differs from the default only in its payments remote: another build, served from its own origin', () => {
  const kiosk = read('markets/kiosk.json');
  const shop = read('shell/public/config.json');
  const variant = APPS.find((app) => app.name === 'payments')?.variants?.find((candidate) => candidate.market === 'kiosk');
  expect(kiosk.remotes.payments.entry).toBe(`http://localhost:${variant?.port}/remoteEntry.js`);
  expect({ ...kiosk.remotes, payments: null }).toEqual({ ...shop.remotes, payments: null });
  expect(directive(contentSecurityPolicy(kiosk), 'script-src')).toContain(`http://localhost:${variant?.port}`);
});

test('the Romanian market (Stripe and PayPal keys on its API) lets in Stripe.js, PayPal\'s buttons and their frames, and nothing inline', () => {
  const policy = contentSecurityPolicy(read('markets/ro.json'));
  expect(directive(policy, 'script-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://www.paypal.com']));
  expect(directive(policy, 'frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://*.paypal.com']));
  expect(directive(policy, 'frame-src')).not.toContain("'none'");
  expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com');
  expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  // The default market loads no provider: frames stay closed.
  expect(directive(contentSecurityPolicy(read('shell/public/config.json')), 'frame-src')).toEqual(["'none'"]);
});
