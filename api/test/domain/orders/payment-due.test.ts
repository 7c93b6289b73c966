import { isPaymentDue } from '../../../src/domain/orders/payment-due';

const card = { payment_method: 'card' as const, delivery_type: 'pickup' as const, paid_at: null, abandoned_at: null };

test('an unpaid online order is due until its payment is under way, as the payment screen offers to pay', () => {
  expect(isPaymentDue(card, null)).toBe(true);
  expect(isPaymentDue(card, 'creating')).toBe(true);
  expect(isPaymentDue(card, 'awaiting_payment')).toBe(true);
  expect(isPaymentDue(card, 'requires_payment_method')).toBe(true);
  // The payment screen shows no form for these: paying again could charge twice.
  expect(isPaymentDue(card, 'processing')).toBe(false);
  expect(isPaymentDue(card, 'error_checking')).toBe(false);
  expect(isPaymentDue(card, 'succeeded')).toBe(false);
});

test('a paid order, one cancelled unpaid, an order paid when the food changes hands and a table order are never due', () => {
  expect(isPaymentDue({ ...card, paid_at: new Date('2026-11-25T10:00:00Z') }, null)).toBe(false);
  expect(isPaymentDue({ ...card, abandoned_at: new Date('2026-11-25T10:00:00Z') }, 'awaiting_payment')).toBe(false);
  expect(isPaymentDue({ ...card, payment_method: 'cash-pickup' }, null)).toBe(false);
  expect(isPaymentDue({ ...card, delivery_type: 'table' }, null)).toBe(false);
});
