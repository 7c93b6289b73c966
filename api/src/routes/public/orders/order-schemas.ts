import { Type, type Static } from '@sinclair/typebox';
import { ORDER_CONTACT_LIMITS, VOUCHER_CODE_MAX_LENGTH } from 'shared-contracts/forms/field-limits';
import type { CartAlreadyOrdered, PlaceOrderRequest, PlacedOrder } from 'shared-contracts/types/order';
import { MAX_LINE_QUANTITY, MAX_OPTION_QUANTITY } from 'shared-contracts/types/cart';
import { StringEnum, assertSameShape, type SameShape } from '../../common-schemas';

const DeliveryType = StringEnum(['pickup', 'delivery', 'table'] as const);
const PickupType = StringEnum(['by_car', 'at_counter'] as const);
/** Every payment method an order may carry (shared-contracts' PaymentMethod), for each schema naming one. */
export const PAYMENT_METHODS = ['cash', 'cash-pickup', 'pos', 'pos-pickup', 'card', 'paypal', 'by_organizer'] as const;
const PaymentMethod = StringEnum(PAYMENT_METHODS);
// Null first: Fastify coerces types, and a number branch tried first would read null as 0.
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([Type.Null(), schema]);

export const PlaceOrderBodySchema = Type.Object(
  {
    store_id: Type.Integer({ minimum: 1 }),
    delivery_type: DeliveryType,
    pickup_type: Nullable(PickupType),
    name: Type.String({ maxLength: ORDER_CONTACT_LIMITS.name }),
    email: Type.String({ maxLength: ORDER_CONTACT_LIMITS.email }),
    phone: Type.String({ maxLength: ORDER_CONTACT_LIMITS.phone }),
    phone_country: Type.String({ maxLength: 2 }),
    address: Type.String({ maxLength: 300 }),
    address_line2: Type.String({ maxLength: 300 }),
    address_name: Type.Optional(Type.String({ maxLength: 100 })),
    address_instructions: Type.Optional(Type.String({ maxLength: 500 })),
    geolocation: Nullable(
      Type.Object(
        { lat: Type.Number({ minimum: -90, maximum: 90 }), lng: Type.Number({ minimum: -180, maximum: 180 }) },
        { additionalProperties: false },
      ),
    ),
    informations: Type.String({ maxLength: 1000 }),
    cutlery: Type.Boolean(),
    contactless_delivery: Type.Boolean(),
    accept_promotion: Type.Boolean(),
    age_restriction: Type.Boolean(),
    location_confirmed: Type.Optional(
      Type.Boolean({ description: 'The customer confirmed the delivery address and map pin, or the pickup store (spec §5); required except at a table.' }),
    ),
    information_confirmed: Type.Optional(
      Type.Boolean({ description: 'The customer confirmed that their details are correct (spec §5); required except at a table.' }),
    ),
    payment_method: PaymentMethod,
    voucher_code: Nullable(Type.String({ maxLength: VOUCHER_CODE_MAX_LENGTH })),
    loyalty_points: Type.Number({ minimum: 0 }),
    for_later: Type.Boolean(),
    later_day: Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    later_time: Nullable(Type.String({ pattern: '^\\d{2}:\\d{2}$' })),
    table_link: Type.Optional(Nullable(Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', description: "A table order's table: its QR code link." }))),
    products: Type.Array(
      Type.Object(
        {
          id: Type.Integer({ minimum: 1 }),
          quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
          selected_size: Nullable(Type.Integer({ minimum: 1 })),
          options: Type.Array(
            Type.Object({ id: Type.Integer({ minimum: 1 }), quantity: Type.Integer({ minimum: 1, maximum: MAX_OPTION_QUANTITY }) }),
            { maxItems: 50 },
          ),
        },
        { additionalProperties: false },
      ),
      { maxItems: 100 },
    ),
    expected_total: Nullable(Type.Number({ minimum: 0 })),
    group_order: Type.Optional(
      Nullable(
        Type.Object(
          {
            order_token: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', description: "The group order's link (the cart's order_token)." }),
            participant_token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$', description: "The organiser's participant_token." }),
          },
          { additionalProperties: false, description: 'Issue 7: the organiser places their completed group order; products are then read from the server.' },
        ),
      ),
    ),
    cart_token: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 200, description: 'The saved cart it is placed from (the cart_token cookie); one order per cart.' })),
    ),
  },
  { additionalProperties: false },
);
assertSameShape<SameShape<Static<typeof PlaceOrderBodySchema>, PlaceOrderRequest>>();

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.String({
    pattern: '^[A-Za-z0-9_-]{16,128}$',
    description: 'A random key per order (a UUID will do); a retried submit with it returns the first order.',
  }),
});

export const PlacedOrderSchema = Type.Object({
  token: Type.String(),
  created_at: Type.String(),
  delivery_type: DeliveryType,
  pickup_type: Nullable(PickupType),
  store: Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String(), phone: Type.String() }),
  name: Type.String(),
  address: Type.String(),
  address_line2: Type.String({ description: "Floor, apartment, intercom of the delivery address; '' when none." }),
  for_later: Type.Boolean(),
  later_day: Nullable(Type.String()),
  later_time: Nullable(Type.String()),
  estimated_minutes: Type.Integer(),
  payment_method: PaymentMethod,
  voucher_code: Nullable(Type.String()),
  lines: Type.Array(
    Type.Object({
      product_id: Type.Integer(),
      name: Type.String(),
      quantity: Type.Integer(),
      size_name: Nullable(Type.String()),
      options: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer() })),
      unit_price: Type.Number(),
      total: Type.Number(),
    }),
  ),
  subtotal: Type.Number(),
  delivery_fee: Type.Number(),
  packaging_fee: Type.Number(),
  voucher_value: Type.Number(),
  free_products_discount: Type.Number(),
  loyalty_points: Type.Integer({ description: 'Bonus points taken off the total.' }),
  group_extra: Type.Number({ description: "A group's order: the organiser's group extra, which the total includes; 0 for any other order." }),
  total: Type.Number(),
  table: Nullable(
    Type.Object(
      {
        id: Type.Integer({ description: "The table's id: a browser seated at it (its cart's table_id) follows the order live there." }),
        number: Type.String(),
        status: StringEnum(['sent_to_waiter', 'received'] as const),
      },
      { description: 'A table order: its table and whether the staff has received it (spec §4).' },
    ),
  ),
  payment_due: Type.Optional(
    Type.Boolean({ description: 'Paid online (card, PayPal) and still waiting for the customer to pay; never for a table order.' }),
  ),
  abandoned: Type.Optional(
    Type.Boolean({
      description:
        'Paid online and not paid in time (UNPAID_ORDER_DEADLINE_MINUTES after it was placed): cancelled, its open payment closed, points and voucher given back. Nothing was charged unless payment_unverified.',
    }),
  ),
  payment_unverified: Type.Optional(
    Type.Boolean({
      description:
        "An order abandoned: whether its customer may have been charged, one of its payments closed unverified (error_checking) or confirmed only after closing; they ask the store for a refund. Only in the order's own answer.",
    }),
  ),
  payment_deadline: Type.Optional(
    Type.String({
      format: 'date-time',
      description: 'An order payment_due: when it is cancelled if still not paid (UNPAID_ORDER_DEADLINE_MINUTES after it was placed, its last payment attempt or its change of payment method).',
    }),
  ),
  group_order_link: Type.Optional(
    Type.String({ description: "A split group's order: the group order's link, where each participant pays their share (the whole is never paid here)." }),
  ),
});
assertSameShape<SameShape<Static<typeof PlacedOrderSchema>, PlacedOrder>>();

/** The 409 of a cart that was ordered already (shared-contracts CartAlreadyOrdered). */
export const CartAlreadyOrderedSchema = Type.Object({
  statusCode: Type.Literal(409),
  error: Type.String(),
  message: Type.String(),
  placed_order: Type.Object({ token: Type.String() }, { description: 'The order placed from this cart.' }),
});
assertSameShape<SameShape<Static<typeof CartAlreadyOrderedSchema>, CartAlreadyOrdered>>();

/** A 422 names each field that is off (shared-contracts OrderRefusal). */
export const OrderRefusalSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
