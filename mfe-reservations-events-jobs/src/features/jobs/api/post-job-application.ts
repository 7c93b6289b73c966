import { api } from 'shared-contracts/api/client';
import type { JobApplicationFields } from 'shared-contracts/types/job';
import { cvUploadTimeoutMs } from 'shared-contracts/api/cv-upload-time';

/**
 * POST public/jobs/{url}/applications as multipart/form-data with the CV in "cv". Quiet: the form
 * shows every refusal (a CV too large, of the wrong kind) and a lost connection beside itself. Sent
 * with a fetch of its own that waits as long as the CV takes to upload (cv-upload-time); the
 * shop's headers and error catalogue still apply. The same idempotency key is the same application.
 */
export function postJobApplication(url: string, fields: JobApplicationFields, cv: File, idempotencyKey: string): Promise<{ id: number }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value ?? '');
  body.append('cv', cv, cv.name);
  const timeout = cvUploadTimeoutMs(cv.size);
  const uploading = api().extend({
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return globalThis.fetch(request, { ...init, signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeout)]) });
    },
  });
  return uploading
    .post(`public/jobs/${encodeURIComponent(url)}/applications`, { body, headers: { 'Idempotency-Key': idempotencyKey }, context: { quiet: true } })
    .json<{ id: number }>();
}
