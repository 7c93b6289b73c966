import { awaitingPaymentRoute, paymentRouteOf, rememberAwaitingPayment } from './awaiting-payment';

const token = 'tok_abcdefghijklmnopqrstuvwxyz012345';

test('an order still to pay online is paid on the payment screen', () => {
  expect(paymentRouteOf({ token, payment_method: 'card', payment_due: true })).toBe(`/integrations/payment/${token}`);
});

test('an order cancelled unpaid is never sent back to be paid, nor remembered as awaiting payment', () => {
  const abandoned = { token, payment_method: 'card', abandoned: true } as const;
  expect(paymentRouteOf(abandoned)).toBeNull();
  rememberAwaitingPayment({ token, payment_method: 'card' });
  rememberAwaitingPayment(abandoned);
  expect(awaitingPaymentRoute()).toBeNull();
});
