import { Link } from 'react-router-dom';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { loadShellMessages } from '../i18n/load-shell-messages';

export function NotFound() {
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <section className="status-screen">
      <ScreenHeading>{t('notFound.title')}</ScreenHeading>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="status-screen__action">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
