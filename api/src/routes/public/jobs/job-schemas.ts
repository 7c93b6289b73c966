import { Type } from '@sinclair/typebox';
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

assertSameShape<SameShape<typeof JobSchema.static, Job>>();
