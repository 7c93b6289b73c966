import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { useCatalogTexts } from '../../../i18n/use-catalog-texts';
import '../../../components/catalog-page.css';

/** The catalog's 404: a menu or category address that is neither numeric nor redirected. */
export function PageNotFound() {
  const { t } = useCatalogTexts();
  return (
    <section className="catalog-page">
      <h1>{t('page_not_found')}</h1>
      <p>{t('page_not_found_text')}</p>
      <Link to={href('homepage')}>{t('back_home')}</Link>
    </section>
  );
}
