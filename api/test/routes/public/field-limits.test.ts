import type { TSchema } from '@sinclair/typebox';
import { ACCOUNT_LIMITS, DELIVERY_ADDRESS_LIMITS, MAX_PASSWORD_LENGTH, ORDER_CONTACT_LIMITS, VOUCHER_CODE_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import { MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import { MAX_LINE_QUANTITY } from 'shared-contracts/types/cart';
import { GroupProductSchema } from '../../../src/routes/public/group-orders/group-order-schemas';
import { AddressBodySchema, EmailSchema, NameSchema, PasswordSchema } from '../../../src/routes/public/account/account-schemas';
import { ContactMessageBodySchema } from '../../../src/routes/public/contact/post-contact-messages';
import { EventReservationBodySchema } from '../../../src/routes/public/events/event-schemas';
import { PlaceOrderBodySchema } from '../../../src/routes/public/orders/order-schemas';
import { ReservationBodySchema } from '../../../src/routes/public/reservations/reservation-schemas';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

/**
 * The forms' maxLength reads the same constants (the remotes' field-limits tests), so what a
 * customer can type is what these schemas take: never refused with the schema's English sentence.
 */
const maxLength = (schema: TSchema | undefined): unknown => (schema as { maxLength?: number } | undefined)?.maxLength;
// A nullable field is a union; its string branch carries the limit.
const maxLengthOfUnion = (schema: TSchema | undefined): unknown =>
  ((schema as { anyOf?: TSchema[] } | undefined)?.anyOf ?? []).map(maxLength).find((value) => value !== undefined);

describe('schema limits of the fields a customer types', () => {
  it('the order takes the guest details and voucher code the checkout lets through', () => {
    const order = PlaceOrderBodySchema.properties;
    expect([maxLength(order.name), maxLength(order.email), maxLength(order.phone)]).toEqual([
      ORDER_CONTACT_LIMITS.name, ORDER_CONTACT_LIMITS.email, ORDER_CONTACT_LIMITS.phone,
    ]);
    expect(maxLengthOfUnion(order.voucher_code)).toBe(VOUCHER_CODE_MAX_LENGTH);
    // The order takes at least what an account's address holds (the checkout uses the account's limits).
    expect(maxLength(order.address)).toBeGreaterThanOrEqual(DELIVERY_ADDRESS_LIMITS.address);
    expect(maxLength(order.address_line2)).toBeGreaterThanOrEqual(DELIVERY_ADDRESS_LIMITS.address_line2);
    expect(maxLength(order.address_name)).toBeGreaterThanOrEqual(DELIVERY_ADDRESS_LIMITS.name);
    expect(maxLength(order.address_instructions)).toBeGreaterThanOrEqual(DELIVERY_ADDRESS_LIMITS.instructions);
  });

  it('account fields and addresses', () => {
    expect([maxLength(NameSchema), maxLength(EmailSchema), maxLength(PasswordSchema)]).toEqual([ACCOUNT_LIMITS.name, ACCOUNT_LIMITS.email, MAX_PASSWORD_LENGTH]);
    const address = AddressBodySchema.properties;
    expect([maxLength(address.address), maxLength(address.address_line2), maxLength(address.name), maxLength(address.instructions)]).toEqual([
      DELIVERY_ADDRESS_LIMITS.address, DELIVERY_ADDRESS_LIMITS.address_line2, DELIVERY_ADDRESS_LIMITS.name, DELIVERY_ADDRESS_LIMITS.instructions,
    ]);
  });

  it('the quantity of an order line and of a group order line is what the cart holds at most', () => {
    const maximum = (schema: TSchema | undefined): unknown => (schema as { maximum?: number } | undefined)?.maximum;
    const orderLine = (PlaceOrderBodySchema.properties.products as unknown as { items: { properties: Record<string, TSchema> } }).items.properties;
    expect(maximum(orderLine.quantity)).toBe(MAX_LINE_QUANTITY);
    expect(maximum(GroupProductSchema.properties.quantity)).toBe(MAX_LINE_QUANTITY);
  });

  it('the phone of reservations, events and contact messages', () => {
    for (const schema of [ReservationBodySchema, EventReservationBodySchema, ContactMessageBodySchema]) {
      expect(maxLength(schema.properties.phone)).toBe(MAX_PHONE_LENGTH);
    }
  });
});

describe('bodies at the limit pass the schema, one character more does not', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  it('a voucher code', async () => {
    const check = (code: string) => subject.app.inject({ method: 'POST', url: '/public/vouchers/check', payload: { code } });
    expect((await check('X'.repeat(VOUCHER_CODE_MAX_LENGTH))).statusCode).not.toBe(400);
    expect((await check('X'.repeat(VOUCHER_CODE_MAX_LENGTH + 1))).statusCode).toBe(400);
  });

  it('a referral code', async () => {
    const register = (referral_code: string) =>
      subject.app.inject({
        method: 'POST',
        url: '/public/auth/register',
        payload: { name: 'Ana Pop', email: 'ana.limits@example.com', phone: '0712345678', password: 'correct horse battery', referral_code },
      });
    expect((await register('R'.repeat(ACCOUNT_LIMITS.referral_code + 1))).statusCode).toBe(400);
    expect((await register('R'.repeat(ACCOUNT_LIMITS.referral_code))).statusCode).not.toBe(400);
  });
});
