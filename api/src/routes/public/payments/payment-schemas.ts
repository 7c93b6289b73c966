import { Type } from '@sinclair/typebox';
import type { OfferedPaymentMethods, OrderPaymentMethods, Payment } from 'shared-contracts/payments/payment-status';
import { PAYMENT_STATUSES } from 'shared-contracts/payments/payment-status';
import { OrderTokenSchema, StringEnum, assertSameShape, type SameShape } from '../../common-schemas';

const Method = StringEnum(['card', 'paypal'] as const);
const Provider = StringEnum(['sandbox', 'stripe', 'paypal', 'braintree'] as const);
const AnyMethod = StringEnum(['cash', 'cash-pickup', 'pos', 'pos-pickup', 'card', 'paypal', 'by_organizer'] as const);
const NullableString = Type.Union([Type.Null(), Type.String()]);

/** The payment screens use the order's token as orderId. */
export const OrderTokenParams = Type.Object({ orderToken: OrderTokenSchema() });

export const PaymentSchema = Type.Object({
  order_token: Type.String(),
  store_id: Type.Integer({ description: "The order's store, on whose clock its deadline is told." }),
  method: Method,
  provider: Provider,
  status: StringEnum(PAYMENT_STATUSES),
  amount: Type.Number(),
  currency: Type.String(),
  client_secret: NullableString,
  provider_payment_id: NullableString,
  public_key: NullableString,
  failure: NullableString,
  failure_code: NullableString,
  group_order_link: NullableString,
  cancelled_if_unpaid: Type.Optional(Type.Boolean({ description: 'The order is cancelled if not paid within UNPAID_ORDER_DEADLINE_MINUTES.' })),
  payment_deadline: Type.Optional(
    Type.Union([Type.Null(), Type.String({ format: 'date-time' })], {
      description: 'While an order cancelled_if_unpaid can be paid: when it is cancelled (UNPAID_ORDER_DEADLINE_MINUTES after its placing, last payment attempt or change of payment method).',
    }),
  ),
});
assertSameShape<SameShape<typeof PaymentSchema.static, Payment>>();

export const CreatePaymentBodySchema = Type.Object(
  { order_token: OrderTokenSchema("The placed order's token.") },
  { additionalProperties: false },
);

export const SandboxCardBodySchema = Type.Object(
  {
    card_number: Type.String({ maxLength: 30 }),
    expiry: Type.String({ maxLength: 7, description: 'MM/YY' }),
    cvc: Type.String({ maxLength: 4 }),
  },
  { additionalProperties: false },
);

export const BraintreeNonceBodySchema = Type.Object(
  { nonce: Type.String({ minLength: 1, maxLength: 200, description: 'The payment method nonce from the drop-in UI.' }) },
  { additionalProperties: false },
);

const OfferedMethodsList = Type.Array(Type.Object({ method: AnyMethod, provider: Type.Union([Type.Null(), Provider]) }));

export const OfferedPaymentMethodsSchema = Type.Object({ methods: OfferedMethodsList });
assertSameShape<SameShape<typeof OfferedPaymentMethodsSchema.static, OfferedPaymentMethods>>();

export const PaymentMethodsQuerySchema = Type.Object({
  delivery_type: Type.Optional(StringEnum(['pickup', 'delivery', 'table'] as const, { description: 'Adds the offline methods of this delivery type.' })),
  store_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'Only what this store accepts.' })),
});

export const OrderPaymentMethodsSchema = Type.Object({
  order_token: Type.String(),
  delivery_type: StringEnum(['pickup', 'delivery', 'table'] as const),
  payment_method: AnyMethod,
  methods: OfferedMethodsList,
});
assertSameShape<SameShape<typeof OrderPaymentMethodsSchema.static, OrderPaymentMethods>>();

export const ChangePaymentMethodBodySchema = Type.Object(
  { payment_method: AnyMethod },
  { additionalProperties: false },
);
