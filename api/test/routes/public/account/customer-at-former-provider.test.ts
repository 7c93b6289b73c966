import { Writable } from 'node:stream';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bearer, registerUser } from '../../../helpers/accounts';

// The brand kept saved cards at Stripe, then changed its card provider: this API runs the sandbox.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({ logger: { level: 'warn', stream }, payments: { stripe: null, paypal: null } });
}, 120_000);
afterAll(() => t.close());

test("deleting an account whose customer is at a provider no longer run with tells staff which to erase there", async () => {
  const leaving = await registerUser(t.app);
  await t.app.repositories.savedCards.rememberCustomer(leaving.id, 'stripe', 'cus_former_provider_1');
  const deleted = await t.app.inject({ method: 'DELETE', url: '/public/account', headers: bearer(leaving.token), payload: { password: leaving.password } });
  expect(deleted.json()).toEqual({ deleted: true });
  const told = lines.map((line) => JSON.parse(line)).filter((entry) => entry.customer === 'cus_former_provider_1');
  expect(told).toEqual([expect.objectContaining({ level: 40, provider: 'stripe', msg: expect.stringContaining('erase it there by hand') })]);
  expect(await t.app.db.selectFrom('payment_customers').selectAll().where('user_id', '=', leaving.id).execute()).toEqual([]);
});
