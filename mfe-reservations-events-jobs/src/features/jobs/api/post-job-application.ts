import { api } from 'shared-contracts/api/client';
import type { JobApplicationFields } from 'shared-contracts/types/job';

/**
 * POST public/jobs/{url}/applications as multipart/form-data with the CV in "cv". Quiet: the form
 * shows every refusal (a CV too large, of the wrong kind) beside itself.
 */
export function postJobApplication(url: string, fields: JobApplicationFields, cv: File): Promise<{ id: number }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value ?? '');
  body.append('cv', cv, cv.name);
  return api()
    .post(`public/jobs/${encodeURIComponent(url)}/applications`, { body, context: { quiet: true } })
    .json<{ id: number }>();
}
