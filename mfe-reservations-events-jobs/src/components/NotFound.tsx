import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { useTexts } from '../i18n/use-texts';
import './page.css';

/** A hidden page, an unknown event, job, store or static page: the 404 screen, never a redirect. */
export function NotFound() {
  const { t } = useTexts();
  return (
    <section className="rej-page">
      <ScreenHeading>{t('not_found')}</ScreenHeading>
      <p>{t('not_found_text')}</p>
      <Link to={href('homepage')}>{t('back_home')}</Link>
    </section>
  );
}
