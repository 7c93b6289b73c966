import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_LIMITS, DELIVERY_ADDRESS_LIMITS, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from 'shared-contracts/forms/field-limits';
import { MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import type { AccountDetails, ProfileChanged } from 'shared-contracts/types/account';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import { assertSameShape, type SameShape } from '../../common-schemas';

export const NameSchema = Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.name, pattern: '\\S', description: 'Full name' });
export const EmailSchema = Type.String({ format: 'email', maxLength: ACCOUNT_LIMITS.email });
/** Its digits are checked by the shared phone rule (isPhoneNumber), refused in the customer's language. */
export const PhoneSchema = Type.String({ maxLength: MAX_PHONE_LENGTH, description: '6 to 15 digits, with spaces, dashes, dots or brackets between them, optionally starting with +' });
export const PasswordSchema = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });
/** Checking a password someone already has: any length, so an old short one is still accepted. */
export const CurrentPasswordSchema = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH });

export const DeliveryAddressSchema = Type.Object({
  id: Type.Integer(),
  address: Type.String(),
  address_line2: Type.String(),
  name: Type.String(),
  instructions: Type.String(),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
});
assertSameShape<SameShape<Static<typeof DeliveryAddressSchema>, DeliveryAddress>>();

/** Spec §3 "User": what the browser keeps in its cookie, plus whether the phone is validated. */
export const SignedInUserSchema = Type.Object({
  id: Type.Integer(),
  token: Type.String(),
  name: Type.String(),
  delivery_addresses: Type.Array(DeliveryAddressSchema),
  phone_validated: Type.Boolean(),
});
export type SignedInUser = Static<typeof SignedInUserSchema>;

/** Raised by every change of name, e-mail or phone: a save names the one its form was loaded with. */
export const ProfileVersionSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The revision of name, e-mail and phone' });

export const AccountDetailsSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  /** A new address waiting for the link sent to it; the account keeps `email` until then. */
  pending_email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
  phone_validated: Type.Boolean(),
  /** False for an account made with Google: it sets a first password from the link e-mailed to its address. */
  has_password: Type.Boolean(),
  referral_code: Type.String(),
  delivery_addresses: Type.Array(DeliveryAddressSchema),
  profile_version: ProfileVersionSchema,
});
assertSameShape<SameShape<Static<typeof AccountDetailsSchema>, AccountDetails>>();

/** PUT public/account's 409 (shared-contracts ProfileChanged): nothing saved; the details as they are now. */
export const ProfileChangedSchema = Type.Object({
  statusCode: Type.Literal(409),
  error: Type.String(),
  message: Type.String(),
  account: AccountDetailsSchema,
});
assertSameShape<SameShape<Static<typeof ProfileChangedSchema>, ProfileChanged>>();

/** Spec §5: whether a code for the current number waits to be entered, and when another may be sent. */
export const PhoneCodeStateSchema = Type.Object({
  sent: Type.Boolean(),
  resend_after_seconds: Type.Integer({ minimum: 0 }),
});

/** GET and PUT public/account: the details, and for the validate-phone screen the phone code's state and `referral_pending`. */
export const AccountAnswerSchema = Type.Composite([
  AccountDetailsSchema,
  Type.Object({
    phone_code: PhoneCodeStateSchema,
    /**
     * Made with a friend's referral code, and no order paid with money yet: the friend earns the
     * referral points only if this phone is validated before that first order
     * (creditPointsForPaidOrder), which the screen tells them while it can still happen.
     */
    referral_pending: Type.Boolean(),
  }),
]);

export const AddressBodySchema = Type.Object(
  {
    /** Spec §3: an address with a known id is replaced, a new one added. */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    address: Type.String({ minLength: 1, maxLength: DELIVERY_ADDRESS_LIMITS.address, pattern: '\\S' }),
    address_line2: Type.String({ maxLength: DELIVERY_ADDRESS_LIMITS.address_line2, default: '' }),
    name: Type.String({ maxLength: DELIVERY_ADDRESS_LIMITS.name, default: '' }),
    instructions: Type.String({ maxLength: DELIVERY_ADDRESS_LIMITS.instructions, default: '' }),
    // Null first: Fastify coerces types, and a number branch tried first would read null as 0,
    // a point in the ocean that no delivery area holds. No point known stays null.
    lat: Type.Union([Type.Null(), Type.Number({ minimum: -90, maximum: 90 })], { default: null }),
    lng: Type.Union([Type.Null(), Type.Number({ minimum: -180, maximum: 180 })], { default: null }),
  },
  { additionalProperties: false },
);

export const BearerHeaderSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
