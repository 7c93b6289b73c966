import { useNamespace } from 'shared-contracts/i18n/namespace';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { loadShellMessages } from '../i18n/load-shell-messages';

/** /500 and the screen for a crash the route tree could not contain. A plain link: a full reload starts afresh. */
export function ServerError() {
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <section className="ui-status-screen">
      <ScreenHeading>{t('serverError.title')}</ScreenHeading>
      <p>{t('serverError.text')}</p>
      <a href="/" className="ui-status-screen__action">
        {t('serverError.home')}
      </a>
    </section>
  );
}
