import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $language } from 'shared-contracts/stores/language';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { Paragraphs } from '../components/Paragraphs';
import { getJob } from '../features/jobs/api/get-jobs';
import { JobApplicationForm } from '../features/jobs/components/JobApplicationForm';
import { usePageVisible } from '../features/visibility/use-page-visible';
import { useTexts } from '../i18n/use-texts';
import { hasStatus } from '../lib/is-http-error';
import { useRequest } from '../lib/use-request';
import '../components/page.css';

/** Spec §2 /job/{url}: the job and its application form. */
export default function JobPage({ params }: ScreenProps) {
  const { ready } = useTexts();
  const language = useStore($language);
  const visible = usePageVisible('jobs');
  const url = params.url ?? '';
  const job = useRequest((signal) => (visible ? getJob(url, language, signal) : Promise.resolve(null)), [url, visible], [language]);
  if (!visible) return ready ? <PageNotFound /> : <Loading />;
  if (!ready || job.state.status === 'loading') return <Loading />;
  if (job.state.status === 'error') return hasStatus(job.state.error, 404) ? <PageNotFound /> : <LoadError error={job.state.error} onRetry={job.retry} />;
  if (!job.state.data) return <PageNotFound />;
  return (
    <article className="rej-page" aria-labelledby="job-title">
      <ScreenHeading id="job-title">{job.state.data.title}</ScreenHeading>
      <Paragraphs text={job.state.data.description} />
      {/* Another job is another application: nothing typed, chosen or sent for the last one. */}
      <JobApplicationForm key={job.state.data.url} job={job.state.data} />
    </article>
  );
}
