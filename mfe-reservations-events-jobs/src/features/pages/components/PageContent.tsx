import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $language } from 'shared-contracts/stores/language';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { LoadError } from '../../../components/LoadError';
import { Loading } from '../../../components/Loading';
import { PageNotFound } from 'shared-contracts/ui/PageNotFound';
import { Paragraphs } from '../../../components/Paragraphs';
import { useTexts } from '../../../i18n/use-texts';
import { hasStatus } from '../../../lib/is-http-error';
import { useRequest } from '../../../lib/use-request';
import { getPage } from '../api/get-page';
import '../../../components/page.css';

/**
 * A legal or static page from the API, in the current language (asked again when it changes).
 * `notFound` is what a page the API does not know shows: the 404 screen, unless the screen first
 * asks whether the address is an old one the server redirects.
 */
export function PageContent({ pageKey, id, notFound = <PageNotFound /> }: { pageKey: string; id?: number; notFound?: ReactNode }) {
  const { ready } = useTexts();
  const language = useStore($language);
  const page = useRequest((signal) => getPage(pageKey, id, language, signal), [pageKey, id], [language]);
  if (!ready || page.state.status === 'loading') return <Loading />;
  if (page.state.status === 'error') return hasStatus(page.state.error, 404) ? notFound : <LoadError error={page.state.error} onRetry={page.retry} />;
  return (
    // Marked with the language it is written in, which may be English (partial Romanian): read with its own pronunciation.
    <article className="rej-page" aria-labelledby="page-title" lang={page.state.data.language}>
      <ScreenHeading id="page-title">{page.state.data.title}</ScreenHeading>
      <Paragraphs text={page.state.data.body} />
    </article>
  );
}
