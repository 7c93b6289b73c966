import { PAYPAL_CURRENCIES, paypalAmount } from '../../../src/domain/payments/paypal-currencies';

test('PayPal takes EUR and USD but not RON, the seed brand\'s currency', () => {
  expect(PAYPAL_CURRENCIES.has('EUR')).toBe(true);
  expect(PAYPAL_CURRENCIES.has('USD')).toBe(true);
  expect(PAYPAL_CURRENCIES.has('RON')).toBe(false);
});

test('amounts go to PayPal with two decimals, whole in the currencies PayPal takes without decimals', () => {
  expect(paypalAmount(28, 'EUR')).toBe('28.00');
  expect(paypalAmount(12.5, 'usd')).toBe('12.50');
  expect(paypalAmount(2800.4, 'HUF')).toBe('2800');
  expect(paypalAmount(1500, 'JPY')).toBe('1500');
});
