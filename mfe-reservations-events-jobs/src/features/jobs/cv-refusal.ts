import { fieldRefusal } from '../../lib/field-refusal';

/**
 * The API's refusal of the CV itself (none attached, not a PDF, DOC or DOCX, too large), to be
 * shown on the CV field rather than above the form: the answer names its field as `cv`.
 */
export async function cvRefusal(error: unknown): Promise<string | null> {
  return (await fieldRefusal(error, ['cv']))?.message ?? null;
}
