import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { useTexts } from '../i18n/use-texts';
import './page.css';

/** A hidden page, an unknown event, job, store or static page: the 404 screen, never a redirect. */
export function NotFound() {
  const { t } = useTexts();
  return (
    <section className="rej-page">
      <h1>{t('not_found')}</h1>
      <p>{t('not_found_text')}</p>
      <Link to={href('homepage')}>{t('back_home')}</Link>
    </section>
  );
}
