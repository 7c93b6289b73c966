import type { PlacedOrder } from 'shared-contracts/types/order';
import { orderConfirmationEmail, type OrderEmailDetails } from '../../src/domain/order-confirmation-email';

// A pickup order with a whole-priced line, a half-priced one and a half-priced packaging fee: 14 + 39.50 + 1.50 = 55.
// The lines keep the names they were stored with, whatever the e-mail's language.
const order: PlacedOrder = {
  token: 'tok', created_at: '2026-11-25T10:00:00.000Z', delivery_type: 'pickup', pickup_type: 'at_counter',
  store: { id: 1, name: 'Casa Aurora Old Town', address: 'Str. Lipscani 1', phone: '+40 21 000 0000' },
  name: 'Ana Pop', address: '', address_line2: '', for_later: false, later_day: null, later_time: null, estimated_minutes: 20,
  payment_method: 'cash', voucher_code: null,
  lines: [
    { product_id: 24, name: 'House lemonade', quantity: 1, size_name: null, options: [], unit_price: 14, total: 14 },
    { product_id: 1, name: 'Margherita', quantity: 1, size_name: null, options: [], unit_price: 39.5, total: 39.5 },
  ],
  subtotal: 55, delivery_fee: 0, packaging_fee: 1.5, voucher_value: 0, free_products_discount: 0, loyalty_points: 0, group_extra: 0, total: 55,
  table: null,
};
const details: Omit<OrderEmailDetails, 'language'> = { email: 'ana@example.com', shopOrigin: 'https://shop.example', currency: 'RON', lineOptions: [], groupExtra: 0 };
const body = (language: OrderEmailDetails['language'], currency = 'RON') => orderConfirmationEmail(order, { ...details, currency, language }).body;

describe('the order confirmation e-mail writes money as the screens do (spec §9)', () => {
  it('drops ".00" from whole amounts and keeps real decimals, in English', () => {
    expect(body('en')).toContain('1 x House lemonade: 14 lei\n');
    expect(body('en')).toContain('1 x Margherita: 39.50 lei\n');
    expect(body('en')).toContain('Packaging fee: 1.50 lei\n');
    expect(body('en')).toContain('Total: 55 lei\n');
    expect(body('en')).not.toContain('.00');
  });

  it('drops ",00" in Spanish and Lithuanian, keeping the decimal comma for real decimals', () => {
    expect(body('es')).toContain('1 x House lemonade: 14 lei\n');
    expect(body('es')).toContain(': 39,50 lei\n');
    expect(body('es')).toContain('Total: 55 lei\n');
    expect(body('lt')).toContain(': 39,50 lei\n');
    expect(body('lt')).not.toMatch(/,00 lei/);
  });

  it('does the same in the brand currency', () => {
    expect(body('en', 'EUR')).toContain('Total: 55 €\n');
    expect(body('en', 'EUR')).toContain('1 x Margherita: 39.50 €\n');
  });
});

describe('the order confirmation e-mail names a later day as the success page does', () => {
  it('puts the Lithuanian weekday in the accusative and marks the hour', () => {
    const later = { ...order, for_later: true, later_day: '2026-12-08', later_time: '10:00' };
    expect(orderConfirmationEmail(later, { ...details, language: 'lt' }).body).toContain('Užsakymą galėsite atsiimti gruodžio 8 d., antradienį, 10:00 val.');
    expect(orderConfirmationEmail(later, { ...details, language: 'en' }).body).toContain('Your order will be ready for pickup on Tuesday 8 December at 10:00.');
  });
});

describe('the order confirmation e-mail says how a pickup is handed over, as the success page', () => {
  it.each([
    ['en', 'We will bring your order out to your car: tell the staff you are there when you arrive.'],
    ['lt', 'Užsakymą atnešime prie jūsų automobilio: atvykę praneškite darbuotojams, kad esate vietoje.'],
  ] as const)('in %s tells a by-car customer to say they are there, under the store', (language, sentence) => {
    const byCar = orderConfirmationEmail({ ...order, pickup_type: 'by_car' }, { ...details, language }).body;
    expect(byCar).toContain(`Casa Aurora Old Town, Str. Lipscani 1\n${sentence}\n`);
    expect(body(language)).not.toContain(sentence);
  });
});
