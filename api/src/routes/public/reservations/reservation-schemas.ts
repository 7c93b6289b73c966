import { Type } from '@sinclair/typebox';
import { MAX_PERSONS, type Reservation, type ReservationAvailability, type ReservationRequest } from 'shared-contracts/types/reservation';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import { EMAIL_MAX_LENGTH } from 'shared-contracts/forms/email';
import { assertSameShape, type SameShape } from '../../common-schemas';
import { Honeypot } from '../forms/form-guard';

export const AvailabilityQuerySchema = Type.Object({ store_id: Type.Integer({ minimum: 1 }) });

export const AvailabilitySchema = Type.Object({
  store_id: Type.Integer(),
  days: Type.Array(
    Type.Object({
      date: Type.String(),
      hours: Type.Array(Type.Object({ hour: Type.String(), remaining: Type.Integer() })),
    }),
  ),
});

export const ReservationBodySchema = Type.Object({
  store_id: Type.Integer({ minimum: 1 }),
  name: Type.String({ maxLength: MAX_NAME_LENGTH }),
  phone: Type.String({ maxLength: MAX_PHONE_LENGTH }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }),
  hour: Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM' }),
  persons: Type.Integer({ minimum: 1, maximum: MAX_PERSONS }),
  message: Type.String({ maxLength: MAX_MESSAGE_LENGTH }),
  website: Honeypot,
});

export const ReservationSchema = Type.Object({
  id: Type.Integer(),
  store_id: Type.Integer(),
  date: Type.String(),
  hour: Type.String(),
  persons: Type.Integer(),
});

assertSameShape<SameShape<typeof AvailabilitySchema.static, ReservationAvailability>>();
assertSameShape<SameShape<typeof ReservationBodySchema.static, ReservationRequest>>();
assertSameShape<SameShape<typeof ReservationSchema.static, Reservation>>();
