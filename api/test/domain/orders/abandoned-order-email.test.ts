import type { Language } from 'shared-contracts/types/language';
import { abandonedOrderEmail, type AbandonedOrder } from '../../../src/domain/orders/abandoned-order-email';

const placedAt = new Date('2026-11-25T10:00:00Z');
const order: AbandonedOrder = {
  token: 'abc', name: 'Ana', email: 'ana@example.com', store: 'Old Town', pointsReturned: 0, voucherReturned: null, placedAt, methodChangedAt: null, paymentUnverified: false, paidByShares: false, sharesPaid: 0,
};
const FORTY_MINUTES_LATER = new Date('2026-11-25T10:40:00Z');
const TWO_DAYS_LATER = new Date('2026-11-27T10:00:00Z');

/** The line of the e-mail that gives the points back, in `language`. */
function pointsLine(language: Language, pointsReturned: number): string | undefined {
  const body = abandonedOrderEmail({ ...order, pointsReturned }, language, 'https://shop.example', FORTY_MINUTES_LATER)?.body ?? '';
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

/** The e-mail's first line, why the order was cancelled, in `language`; undefined when none is written. */
function why(language: Language, changes: Partial<AbandonedOrder> = {}, now = FORTY_MINUTES_LATER): string | undefined {
  return abandonedOrderEmail({ ...order, ...changes }, language, 'https://shop.example', now)?.body.split('\n')[0];
}

describe('the e-mail of an order cancelled unpaid says why', () => {
  it('not paid in time from its placing: nothing was charged', () => {
    expect(why('en')).toBe('Hello Ana, your order at Old Town was not paid within 30 minutes of being placed, so it was cancelled and will not be prepared. Nothing was charged.');
    expect(why('es')).toBe('Hola, Ana: tu pedido en Old Town no se pagó en los 30 minutos siguientes a hacerlo, así que se ha cancelado y no se preparará. No se ha cobrado nada.');
    expect(why('lt')).toBe('Sveiki, Ana, jūsų užsakymas (Old Town) nebuvo apmokėtas per 30 minučių nuo pateikimo, todėl jis atšauktas ir nebus ruošiamas. Nieko nenuskaičiuota.');
    expect(why('ro')).toBe('Bună, Ana, comanda ta la Old Town nu a fost plătită în 30 de minute de la plasare, așa că a fost anulată și nu va fi pregătită. Nu ți s-a debitat nimic.');
  });

  it('switched to paying online after its placing: not paid in time from the switch', () => {
    const switched = { methodChangedAt: new Date('2026-11-25T10:05:00Z') };
    expect(why('en', switched)).toBe('Hello Ana, your order at Old Town was not paid within 30 minutes of choosing to pay online, so it was cancelled and will not be prepared. Nothing was charged.');
    expect(why('es', switched)).toBe('Hola, Ana: tu pedido en Old Town no se pagó en los 30 minutos siguientes a elegir pagar en línea, así que se ha cancelado y no se preparará. No se ha cobrado nada.');
    expect(why('lt', switched)).toBe(
      'Sveiki, Ana, jūsų užsakymas (Old Town) nebuvo apmokėtas per 30 minučių nuo tada, kai pasirinkote mokėti internetu, todėl jis atšauktas ir nebus ruošiamas. Nieko nenuskaičiuota.',
    );
    expect(why('ro', switched)).toBe('Bună, Ana, comanda ta la Old Town nu a fost plătită în 30 de minute de la alegerea plății online, așa că a fost anulată și nu va fi pregătită. Nu ți s-a debitat nimic.');
  });

  it('its payment unverified: the bank may show a charge, and the store gives it back', () => {
    const unverified = { paymentUnverified: true };
    expect(why('en', unverified)).toBe(
      'Hello Ana, we could not verify the payment for your order at Old Town, so the order was cancelled and will not be prepared. If your bank shows a charge for it, contact Old Town to have it refunded.',
    );
    expect(why('es', unverified)).toBe(
      'Hola, Ana: no hemos podido verificar el pago de tu pedido en Old Town, así que se ha cancelado y no se preparará. Si en tu banco aparece un cargo por este pedido, contacta con Old Town para que te lo devuelvan.',
    );
    expect(why('lt', unverified)).toBe(
      'Sveiki, Ana, nepavyko patikrinti jūsų užsakymo (Old Town) mokėjimo, todėl užsakymas atšauktas ir nebus ruošiamas. Jei banko sąskaitoje matote, kad pinigai už šį užsakymą nuskaičiuoti, susisiekite su parduotuve (Old Town): jie bus grąžinti.',
    );
    expect(why('ro', unverified)).toBe(
      'Bună, Ana, nu am putut verifica plata comenzii tale la Old Town, așa că comanda a fost anulată și nu va fi pregătită. Dacă în contul tău bancar apare o plată pentru această comandă, contactează Old Town ca să primești banii înapoi.',
    );
  });
});

describe('the e-mail of an order cancelled unpaid is not written a day after its time began', () => {
  it('from its placing', () => {
    expect(why('en', {}, TWO_DAYS_LATER)).toBeUndefined();
  });

  it('from its switch to paying online, however long before it was placed', () => {
    const switched = { methodChangedAt: new Date('2026-11-27T09:20:00Z') };
    expect(why('en', switched, TWO_DAYS_LATER)).toMatch(/of choosing to pay online/);
    expect(why('en', { methodChangedAt: new Date('2026-11-25T10:05:00Z') }, TWO_DAYS_LATER)).toBeUndefined();
  });

  it('but always when its payment was unverified: its customer may have been charged', () => {
    expect(why('en', { paymentUnverified: true }, TWO_DAYS_LATER)).toMatch(/^Hello Ana, we could not verify the payment/);
  });
});

describe("the e-mail of a split group's order cancelled for a share not paid in time", () => {
  const split = (sharesPaid: number, language: Language = 'en', now = FORTY_MINUTES_LATER) =>
    abandonedOrderEmail({ ...order, paidByShares: true, sharesPaid }, language, 'https://shop.example', now)?.body.split('\n')[0];

  it('says why, and that the shares paid will be refunded, in every language', () => {
    expect(split(2)).toBe(
      'Hello Ana, not every share of your group order at Old Town was paid in time (within 30 minutes of the order or of the last attempt to pay a share), so it was cancelled and will not be prepared. Every share already paid will be refunded by the shop.',
    );
    expect(split(1, 'es')).toMatch(/^Hola, Ana: no todas las partes de tu pedido en grupo .* La tienda devolverá el dinero de cada parte ya pagada\.$/);
    expect(split(1, 'lt')).toMatch(/^Sveiki, Ana, ne visos jūsų grupinio užsakymo .* Už jau apmokėtas dalis parduotuvė grąžins pinigus\.$/);
    expect(split(1, 'ro')).toMatch(/^Bună, Ana, nu toate părțile comenzii tale de grup .* Magazinul va rambursa fiecare parte deja plătită\.$/);
  });

  it('says nothing was charged when no share was paid, and is written late only when money comes back', () => {
    expect(split(0)).toMatch(/so it was cancelled and will not be prepared\. Nothing was charged\.$/);
    expect(split(0, 'en', TWO_DAYS_LATER)).toBeUndefined();
    expect(split(1, 'en', TWO_DAYS_LATER)).toMatch(/will be refunded by the shop\.$/);
  });
});
