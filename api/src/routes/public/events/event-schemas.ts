import { Type } from '@sinclair/typebox';
import type { EventList, EventReservation, EventReservationRequest, ShopEvent } from 'shared-contracts/types/event';
import { MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import { MAX_PERSONS } from 'shared-contracts/types/reservation';
import { EMAIL_MAX_LENGTH } from 'shared-contracts/forms/email';
import { assertSameShape, TranslateLanguage, type SameShape } from '../../common-schemas';
import { Honeypot } from '../forms/form-guard';

export const EventSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  store_id: Type.Integer(),
  starts_at: Type.String({ description: 'ISO date and time' }),
  capacity: Type.Integer(),
  remaining: Type.Integer({ description: 'Places left; 0 is sold out.' }),
});
export const EventListSchema = Type.Object({ current: Type.Array(EventSchema), past: Type.Array(EventSchema) });
export const EventsQuerySchema = Type.Object({ translate_language: TranslateLanguage });
export const EventParamsSchema = Type.Object({ url: Type.String({ minLength: 1, maxLength: 200 }) });

export const EventReservationBodySchema = Type.Object({
  name: Type.String({ maxLength: MAX_NAME_LENGTH }),
  phone: Type.String({ maxLength: MAX_PHONE_LENGTH }),
  email: Type.String({ maxLength: EMAIL_MAX_LENGTH }),
  persons: Type.Integer({ minimum: 1, maximum: MAX_PERSONS }),
  website: Honeypot,
});
export const EventReservationSchema = Type.Object({
  id: Type.Integer(),
  event_id: Type.Integer(),
  persons: Type.Integer(),
  remaining: Type.Integer(),
});

assertSameShape<SameShape<typeof EventSchema.static, ShopEvent>>();
assertSameShape<SameShape<typeof EventListSchema.static, EventList>>();
assertSameShape<SameShape<typeof EventReservationBodySchema.static, EventReservationRequest>>();
assertSameShape<SameShape<typeof EventReservationSchema.static, EventReservation>>();
