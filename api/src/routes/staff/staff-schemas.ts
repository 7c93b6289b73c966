import { Type } from '@sinclair/typebox';
import { offlinePaymentMethods } from 'shared-contracts/payments/offline-methods';
import { StringEnum, TranslateLanguage } from '../common-schemas';
import { PAYMENT_METHODS } from '../public/orders/order-schemas';

export const StaffHeaders = Type.Object({
  'x-staff-code': Type.Optional(Type.String({ maxLength: 200, description: "The store's staff code." })),
  authorization: Type.Optional(Type.String({ maxLength: 200, description: 'Bearer <staff code of the store>, when X-Staff-Code is absent.' })),
});

export const TableBoardQuery = Type.Object({ translate_language: TranslateLanguage });

export const TableBoardSchema = Type.Object({
  store_id: Type.Integer(),
  store_name: Type.String(),
  orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      table_number: Type.String(),
      name: Type.String(),
      total: Type.Number(),
      informations: Type.String(),
      created_at: Type.String({ format: 'date-time' }),
      status: StringEnum(['sent_to_waiter', 'received'] as const),
      paid: Type.Boolean({ description: 'Paid online, or confirmed paid by the staff.' }),
      cancelled: Type.Boolean({
        description: 'Cancelled because its online payment did not come in time, before the waiter received it: not to be cooked, received nor paid here.',
      }),
      payment_method: StringEnum(PAYMENT_METHODS, {
        description: 'How the guest pays; an online method not paid yet means the payment has not arrived.',
      }),
      lines: Type.Array(
        Type.Object({
          name: Type.String({ description: "The dish in the board's language; as the guest saw it when the menu no longer has it." }),
          size_name: Type.Union([Type.String(), Type.Null()]),
          quantity: Type.Integer(),
          options: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer() }), { description: 'The chosen options by name (none for lines stored before names were kept).' }),
        }),
      ),
    }),
  ),
  requests: Type.Array(
    Type.Object({ id: Type.Integer(), table_number: Type.String(), kind: StringEnum(['waiter', 'bill'] as const), created_at: Type.String({ format: 'date-time' }) }),
  ),
  tables: Type.Array(Type.Object({ id: Type.Integer(), number: Type.String(), link: Type.String() })),
});

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Every method paid when the food changes hands (at the door, the counter or a table): the staff confirm these. */
export const PAID_BY_HAND = [...new Set([...offlinePaymentMethods('delivery'), ...offlinePaymentMethods('pickup')])];

export const OpenOrdersSchema = Type.Object({
  day: Type.String({ description: "Today, by the store's clock (YYYY-MM-DD)." }),
  orders: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'The order number.' }),
      delivery_type: StringEnum(['delivery', 'pickup', 'table'] as const),
      table_number: Type.Union([Type.String(), Type.Null()]),
      name: Type.String(),
      address: Type.String({ description: 'Where a delivery goes; empty otherwise.' }),
      time: Type.Union([Type.String(), Type.Null()], { description: 'The chosen later time (HH:MM); null for as soon as possible.' }),
      created_at: Type.String({ format: 'date-time' }),
      payment_method: StringEnum(PAID_BY_HAND),
      total: Type.Number(),
    }),
  ),
});
