import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';

/** /500 and the screen for a crash the route tree could not contain. A plain link: a full reload starts afresh. */
export function ServerError() {
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <section className="status-screen">
      <h1>{t('serverError.title')}</h1>
      <p>{t('serverError.text')}</p>
      <a href="/" className="status-screen__action">
        {t('serverError.home')}
      </a>
    </section>
  );
}
