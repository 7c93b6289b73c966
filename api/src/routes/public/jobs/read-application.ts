import type { FastifyRequest } from 'fastify';
import { formMessage } from '../../../domain/forms/form-messages';
import { HttpError } from '../../../http-error';
import { APPLICATION_FIELD_MAX_LENGTHS } from './job-schemas';

export interface ApplicationParts {
  fields: Record<string, string>;
  cv: Buffer | null;
}

/**
 * Reads the multipart body: text fields, and the one file in "cv" (5 MB at most, enforced while
 * reading). A name, e-mail or phone longer than the JSON forms' schemas take is refused (400) as
 * those schemas refuse it: no body schema reads a multipart body.
 */
export async function readApplication(request: FastifyRequest): Promise<ApplicationParts> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the application as multipart/form-data with the CV in the "cv" field.');
  }
  const fields: Record<string, string> = {};
  let cv: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname !== 'cv') throw new HttpError(400, `Unexpected file field "${part.fieldname}"; send the CV as "cv".`);
        cv = content;
      } else {
        // Past its size busboy cuts a value and says so: refused, never kept cut short.
        if (part.valueTruncated) throw new HttpError(413, `Field "${part.fieldname}" is too long.`, part.fieldname);
        // A form's line breaks travel as CRLF (HTML's multipart encoding); the form counted each as
        // one character, and so do the rules here: a message at the form's length is not "too long".
        fields[part.fieldname] = String(part.value).replace(/\r\n/g, '\n');
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, formMessage(request, 'cv_too_large'), 'cv');
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, formMessage(request, 'cv_one_file'), 'cv');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(400, 'The application has too many fields.');
    if (error instanceof HttpError) throw error;
    // Anything else here is the body itself (no boundary, cut off mid-part): the sender's fault, not ours.
    throw new HttpError(400, formMessage(request, 'application_garbled'));
  }
  for (const [field, max] of Object.entries(APPLICATION_FIELD_MAX_LENGTHS)) {
    // Counted in code points, as the schemas' maxLength counts.
    if ([...(fields[field] ?? '')].length > max) throw new HttpError(400, `Field "${field}" must NOT have more than ${max} characters.`, field);
  }
  return { fields, cv };
}
