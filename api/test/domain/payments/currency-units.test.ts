import { amountText, majorUnits, minorUnits } from '../../../src/domain/payments/currency-units';

describe('minorUnits: the amount Stripe is asked for is the order\'s, in the unit Stripe counts the currency in', () => {
  it('hundredths in most currencies', () => {
    expect(minorUnits(12.5, 'EUR')).toBe(1250);
    expect(minorUnits(0.29, 'ron')).toBe(29);
  });

  it('thousandths in BHD, JOD, KWD, OMR and TND, ending in 0 as Stripe requires', () => {
    expect(minorUnits(12.5, 'KWD')).toBe(12500);
    expect(minorUnits(0.29, 'bhd')).toBe(290);
    for (const currency of ['JOD', 'OMR', 'TND']) expect(minorUnits(7.01, currency)).toBe(7010);
  });

  it('whole units in zero-decimal currencies; an amount with cents there cannot be charged exactly (null, never rounded)', () => {
    expect(minorUnits(1500, 'JPY')).toBe(1500);
    expect(minorUnits(1999.5, 'jpy')).toBeNull();
  });
});

describe('majorUnits: an amount Stripe tells (a refund) back in the order\'s units', () => {
  it('undoes minorUnits in every kind of currency', () => {
    expect(majorUnits(2800, 'ron')).toBe(28);
    expect(majorUnits(2801, 'EUR')).toBe(28.01);
    expect(majorUnits(1500, 'jpy')).toBe(1500);
    expect(majorUnits(12500, 'kwd')).toBe(12.5);
    for (const [amount, currency] of [[0.29, 'ron'], [1999, 'JPY'], [7.01, 'OMR']] as const) expect(majorUnits(minorUnits(amount, currency)!, currency)).toBe(amount);
  });
});

describe('amountText: an amount as Braintree takes it, with the currency\'s decimals', () => {
  it('two decimals in most currencies, none in JPY, three in KWD', () => {
    expect(amountText(140, 'RON')).toBe('140.00');
    expect(amountText(0.1 + 0.2, 'eur')).toBe('0.30');
    expect(amountText(1500, 'JPY')).toBe('1500');
    expect(amountText(12.5, 'KWD')).toBe('12.500');
  });

  it('an amount the currency cannot carry is not rounded into another', () => {
    expect(amountText(1999.5, 'JPY')).toBeNull();
  });
});
