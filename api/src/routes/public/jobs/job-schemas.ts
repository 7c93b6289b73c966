import { Type } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH } from 'shared-contracts/forms/email';
import { MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from 'shared-contracts/forms/person-fields';
import type { Job } from 'shared-contracts/types/job';
import { assertSameShape, TranslateLanguage, type SameShape } from '../../common-schemas';

export const JobSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  store_id: Type.Union([Type.Integer(), Type.Null()]),
});
export const JobsQuerySchema = Type.Object({ translate_language: TranslateLanguage });
export const JobParamsSchema = Type.Object({ url: Type.String({ minLength: 1, maxLength: 200 }) });
export const JobApplicationAnswerSchema = Type.Object({ id: Type.Integer() });

/**
 * The application's multipart text fields have no body schema: these are the lengths the other
 * forms' schemas (ReservationBodySchema, ContactMessageBodySchema) hold the same fields to. The
 * message's own limit is its rule's (messageProblem), which says it in the applicant's language.
 */
export const APPLICATION_FIELD_MAX_LENGTHS = { name: MAX_NAME_LENGTH, email: EMAIL_MAX_LENGTH, phone: MAX_PHONE_LENGTH } as const;

assertSameShape<SameShape<typeof JobSchema.static, Job>>();
