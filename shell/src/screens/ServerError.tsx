import { useNamespace } from 'shared-contracts/i18n/namespace';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { loadShellMessages } from '../i18n/load-shell-messages';

/**
 * /500 and the screen for a crash the route tree could not contain. A plain link: a full reload
 * starts afresh. `noResponse`: nothing answered the shop at all, and spec §8 then asks the
 * customer to check their connection, in the error catalogue's own words.
 */
export function ServerError({ noResponse = false }: { noResponse?: boolean }) {
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <section className="ui-status-screen">
      <ScreenHeading>{t('serverError.title')}</ScreenHeading>
      <p>{noResponse ? commonText('errors.no_connection') : t('serverError.text')}</p>
      <a href="/" className="ui-status-screen__action">
        {t('serverError.home')}
      </a>
    </section>
  );
}
