import { api } from 'shared-contracts/api/client';
import type { Job } from 'shared-contracts/types/job';
import type { Language } from 'shared-contracts/types/language';

/** GET public/jobs. Quiet: a 404 (jobs hidden) is this screen's own 404. */
export function getJobs(language: Language, signal?: AbortSignal): Promise<Job[]> {
  return api().get('public/jobs', { searchParams: { translate_language: language }, signal, context: { quiet: true } }).json<Job[]>();
}

/** GET public/jobs/{url} */
export function getJob(url: string, language: Language, signal?: AbortSignal): Promise<Job> {
  return api()
    .get(`public/jobs/${encodeURIComponent(url)}`, { searchParams: { translate_language: language }, signal, context: { quiet: true } })
    .json<Job>();
}
