import { PAYPAL_CURRENCIES, paypalAmount, paypalTakesAmount } from '../../../src/domain/payments/paypal-currencies';

test('PayPal takes EUR and USD but not RON, the seed brand\'s currency', () => {
  expect(PAYPAL_CURRENCIES.has('EUR')).toBe(true);
  expect(PAYPAL_CURRENCIES.has('USD')).toBe(true);
  expect(PAYPAL_CURRENCIES.has('RON')).toBe(false);
});

test('amounts go to PayPal with two decimals, whole in the currencies PayPal takes without decimals', () => {
  expect(paypalAmount(28, 'EUR')).toBe('28.00');
  expect(paypalAmount(12.5, 'usd')).toBe('12.50');
  expect(paypalAmount(2800, 'HUF')).toBe('2800');
  expect(paypalAmount(1500, 'JPY')).toBe('1500');
});

test('an amount with decimals in a currency PayPal takes whole is refused, never rounded to another amount', () => {
  expect(paypalTakesAmount(1999.5, 'HUF')).toBe(false);
  expect(paypalTakesAmount(1500.01, 'twd')).toBe(false);
  expect(paypalTakesAmount(1500, 'JPY')).toBe(true);
  expect(paypalTakesAmount(1999.5, 'EUR')).toBe(true);
  expect(() => paypalAmount(1999.5, 'HUF')).toThrow(RangeError);
});
