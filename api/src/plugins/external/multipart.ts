import multipart from '@fastify/multipart';
import type { App } from '../../app-instance';
import { CV_MAX_BYTES } from '../../domain/cv-file';

/** File uploads (the job application's CV): one file, at most 5 MB, a handful of short fields. */
export async function registerMultipart(app: App): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 4000, parts: 12 },
  });
}
