import { jest } from '@jest/globals';
import { placeOrder, startPayment } from '../../../helpers/placed-order';
import type { TestApp } from '../../../helpers/test-app';
import { changeMethod, orderMethod, withSandbox } from './method-change-doubles';

// A change of method closes the order's open payment only once no browser can still pay it: the
// payment's own provider is asked (not whichever the shop is configured with now), and only the
// payment found payable, and cancelled where that is needed, is closed.
const UNDER_WAY = 'A payment of this order is under way. Please wait for its outcome before choosing another method.';

const sandbox = withSandbox();
let t: TestApp;
beforeAll(() => {
  t = sandbox.t;
});

async function openPayment(orderToken: string) {
  return t.app.db
    .selectFrom('payments')
    .select(['payments.id', 'payments.status', 'payments.replaced_at'])
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .where('orders.token', '=', orderToken)
    .executeTakeFirstOrThrow();
}

test('a Stripe intent left open when the shop\'s cards moved to another provider cannot be cancelled from here: the order stays on card', async () => {
  const order = await placeOrder(t.app, 'card');
  expect((await startPayment(t.app, order.token)).statusCode).toBe(201);
  // Made while Stripe took the shop's cards: its client secret may still be in a browser.
  const { id } = await openPayment(order.token);
  await t.app.db
    .updateTable('payments')
    .set({ provider: 'stripe', provider_payment_id: 'pi_3QyZt2LeftOpen', client_secret: 'pi_3QyZt2LeftOpen_secret_Xb7nq2sK' })
    .where('id', '=', id)
    .execute();

  const change = await changeMethod(t, order.token, 'cash-pickup');
  expect(change.statusCode).toBe(409);
  expect(change.json().message).toBe(UNDER_WAY);
  expect(await orderMethod(t, order.token)).toBe('card');
  expect(await openPayment(order.token)).toMatchObject({ status: 'awaiting_payment', replaced_at: null });
});

test('a payment that became payable while the change was deciding was not made safe: the change is refused', async () => {
  const order = await placeOrder(t.app, 'card');
  expect((await startPayment(t.app, order.token)).statusCode).toBe(201);
  const { id } = await openPayment(order.token);
  // Unverified (error_checking, its provider still unable to say): not closable yet.
  await t.app.db.updateTable('payments').set({ status: 'error_checking' }).where('id', '=', id).execute();
  const provider = t.app.paymentProviders.card!;
  jest.replaceProperty(t.app.paymentProviders, 'card', { ...provider, retrieve: async () => ({ status: 'error_checking', failure: null }) });
  const payments = t.app.repositories.payments;
  const change = payments.changeMethod.bind(payments);
  // Between the look at the payment (unverified) and the change, its provider says it failed.
  jest.spyOn(payments, 'changeMethod').mockImplementation(async (...args) => {
    await t.app.db.updateTable('payments').set({ status: 'requires_payment_method' }).where('id', '=', id).execute();
    return change(...args);
  });

  const res = await changeMethod(t, order.token, 'cash-pickup');
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(UNDER_WAY);
  expect(await orderMethod(t, order.token)).toBe('card');
  expect(await openPayment(order.token)).toMatchObject({ status: 'requires_payment_method', replaced_at: null });
});
