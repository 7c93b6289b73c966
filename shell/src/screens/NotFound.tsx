import { Link } from 'react-router-dom';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { loadShellMessages } from '../i18n/load-shell-messages';

export function NotFound() {
  const { t } = useNamespace('shell', loadShellMessages);
  return (
    <section className="status-screen">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="status-screen__action">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
