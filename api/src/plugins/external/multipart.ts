import multipart from '@fastify/multipart';
import type { App } from '../../app-instance';
import { MAX_MESSAGE_LENGTH } from 'shared-contracts/forms/person-fields';
import { CV_MAX_BYTES } from '../../domain/cv-file';

/**
 * A text field's bytes: the longest is the message, MAX_MESSAGE_LENGTH characters of up to 4 bytes
 * each in UTF-8 (2,000 Lithuanian or emoji characters are more than 4,000 bytes), and some room.
 */
const FIELD_MAX_BYTES = MAX_MESSAGE_LENGTH * 4 + 1024;

/** File uploads (the job application's CV): one file, at most 5 MB, a handful of short fields. */
export async function registerMultipart(app: App): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: FIELD_MAX_BYTES, parts: 12 },
  });
}
