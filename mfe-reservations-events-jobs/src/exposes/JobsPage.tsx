import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { $language } from 'shared-contracts/stores/language';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { LoadError } from '../components/LoadError';
import { Loading } from '../components/Loading';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { getJobs } from '../features/jobs/api/get-jobs';
import { usePageVisible } from '../features/visibility/use-page-visible';
import { useTexts } from '../i18n/use-texts';
import { hasStatus } from '../lib/is-http-error';
import { useRequest } from '../lib/use-request';
import '../components/page.css';

/** Spec §2 /jobs: open jobs; hidden unless the brand shows them (spec §9 default). */
export default function JobsPage(_props: ScreenProps) {
  const { t, ready } = useTexts();
  const language = useStore($language);
  const visible = usePageVisible('jobs');
  const jobs = useRequest((signal) => (visible ? getJobs(language, signal) : Promise.resolve([])), [visible], [language]);
  if (!visible) return ready ? <PageNotFound /> : <Loading />;
  if (!ready || jobs.state.status === 'loading') return <Loading />;
  if (jobs.state.status === 'error') return hasStatus(jobs.state.error, 404) ? <PageNotFound /> : <LoadError error={jobs.state.error} onRetry={jobs.retry} />;
  return (
    <div className="rej-page">
      <ScreenHeading>{t('jobs.title')}</ScreenHeading>
      {jobs.state.data.length === 0 ? (
        <p className="rej-muted">{t('jobs.none')}</p>
      ) : (
        <ul className="rej-list">
          {jobs.state.data.map((job) => (
            <li key={job.id} className="rej-list__item">
              <Link to={href('job', { url: job.url })}>{job.title}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
