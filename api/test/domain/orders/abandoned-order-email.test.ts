import type { Language } from 'shared-contracts/types/language';
import { abandonedOrderEmail, type AbandonedOrder } from '../../../src/domain/orders/abandoned-order-email';

const placedAt = new Date('2026-11-25T10:00:00Z');
const order: AbandonedOrder = { token: 'abc', name: 'Ana', email: 'ana@example.com', store: 'Old Town', pointsReturned: 0, voucherReturned: null, placedAt };

/** The line of the e-mail that gives the points back, in `language`. */
function pointsLine(language: Language, pointsReturned: number): string | undefined {
  const body = abandonedOrderEmail({ ...order, pointsReturned }, language, 'https://shop.example', new Date('2026-11-25T10:40:00Z'))?.body ?? '';
  return body.split('\n')[1];
}

describe('the e-mail of an order cancelled unpaid gives its points back', () => {
  it('in English: one point, and more written with their thousands', () => {
    expect(pointsLine('en', 1)).toBe('The bonus point it used is back in your account.');
    expect(pointsLine('en', 25)).toBe('The 25 bonus points it used are back in your account.');
    expect(pointsLine('en', 1500)).toBe('The 1,500 bonus points it used are back in your account.');
  });

  it('in Spanish', () => {
    expect(pointsLine('es', 1)).toBe('El punto de bonificación que usaba vuelve a tu cuenta.');
    expect(pointsLine('es', 25)).toBe('Los 25 puntos de bonificación que usaba vuelven a tu cuenta.');
    expect(pointsLine('es', 15000)).toBe('Los 15.000 puntos de bonificación que usaba vuelven a tu cuenta.');
  });

  it('in Lithuanian, the participles agreeing with the count', () => {
    expect(pointsLine('lt', 1)).toBe('Jame panaudotas 1 premijos taškas grąžintas į jūsų paskyrą.');
    expect(pointsLine('lt', 2)).toBe('Jame panaudoti 2 premijos taškai grąžinti į jūsų paskyrą.');
    expect(pointsLine('lt', 10)).toBe('Jame panaudota 10 premijos taškų grąžinta į jūsų paskyrą.');
    expect(pointsLine('lt', 21)).toBe('Jame panaudotas 21 premijos taškas grąžintas į jūsų paskyrą.');
    expect(pointsLine('lt', 1500)).toBe('Jame panaudota 1\u00a0500 premijos taškų grąžinta į jūsų paskyrą.');
  });

  it('in Romanian, with "de" from twenty on', () => {
    expect(pointsLine('ro', 1)).toBe('Punctul de fidelitate folosit este din nou în contul tău.');
    expect(pointsLine('ro', 2)).toBe('Cele 2 puncte de fidelitate folosite sunt din nou în contul tău.');
    expect(pointsLine('ro', 20)).toBe('Cele 20 de puncte de fidelitate folosite sunt din nou în contul tău.');
    expect(pointsLine('ro', 1500)).toBe('Cele 1.500 de puncte de fidelitate folosite sunt din nou în contul tău.');
  });

  it('says nothing of points when it used none', () => {
    expect(pointsLine('en', 0)).toBe('');
  });
});
