import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { PaymentRow } from '../../../../src/repositories/payments-repository';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { benefitsOf, moneyReturned, paymentOfOrder } from '../../../helpers/money-returned';
import { bearer, registerUser, type Registered } from '../../../helpers/accounts';
import { orderLine, pickupOrder, placeOrder } from '../../../helpers/orders';
import { paidBySandboxCard } from '../../../helpers/sandbox-card';
import { nextAddress } from '../../../helpers/placed-order';

// Spec §5: WELCOME20 (−20 from 80) is every new account's own, used once. Two Margherita 40 cm at
// Old Town: 2 x (46 + 2) = 96, 76 with it.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-25T10:00:00Z') });
  await t.app.db.updateTable('stores').set({ pickup_orders_per_slot: null, delivery_orders_per_slot: null }).execute();
}, 120_000);
afterAll(() => t.close());

const WITH_WELCOME = pickupOrder({ payment_method: 'card', voucher_code: 'WELCOME20', products: [orderLine(1, 2, 112)] });

/** The customer's order with WELCOME20, paid with the sandbox's test card: its payment, as stored. */
async function paidWithWelcome(customer: Registered): Promise<PaymentRow> {
  const placed = await placeOrder(t.app, WITH_WELCOME, bearer(customer.token));
  expect(placed).toMatchObject({ voucher_code: 'WELCOME20', total: 76 });
  await paidBySandboxCard(t.app, placed.token);
  return paymentOfOrder(t.app, placed.token);
}

const welcomeOf = async (customer: Registered) =>
  (await benefitsOf(t.app, customer)).vouchers.find((voucher: { code: string }) => voucher.code === 'WELCOME20');
const placeWithWelcome = (customer: Registered) =>
  t.app.inject({ method: 'POST', url: '/public/orders', payload: WITH_WELCOME, headers: { 'idempotency-key': randomUUID(), ...bearer(customer.token) }, remoteAddress: nextAddress() });

test("the whole of an order's money going back gives back the account voucher it used: listed unused, and checkout takes it again", async () => {
  const customer = await registerUser(t.app);
  const payment = await paidWithWelcome(customer);
  expect(await welcomeOf(customer)).toMatchObject({ used_at: expect.any(String) });

  const warned = jest.spyOn(t.app.log, 'warn');
  await moneyReturned(t.app, payment, 'refunded', 'refund-welcome');
  // The staff see in the log what the refund gave back.
  expect(warned).toHaveBeenCalledWith(expect.objectContaining({ paymentId: payment.id, pointsTakenBack: expect.objectContaining({ voucherGivenBack: 'WELCOME20' }) }), expect.any(String));
  warned.mockRestore();

  expect(await welcomeOf(customer)).toMatchObject({ used_at: null });
  expect(await t.app.db.selectFrom('user_vouchers').select(['used_at', 'used_order_id']).where('user_id', '=', customer.id).executeTakeFirstOrThrow()).toEqual({
    used_at: null,
    used_order_id: null,
  });
  expect((await placeWithWelcome(customer)).statusCode).toBe(201);
});

test('part of the money going back leaves the voucher used: the staff see to it', async () => {
  const customer = await registerUser(t.app);
  const payment = await paidWithWelcome(customer);
  await moneyReturned(t.app, payment, 'refunded', 'refund-welcome-part', 30);
  expect(await welcomeOf(customer)).toMatchObject({ used_at: expect.any(String) });
  expect((await placeWithWelcome(customer)).statusCode).toBe(422);
});
