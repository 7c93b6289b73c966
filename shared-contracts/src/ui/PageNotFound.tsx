import { Link } from 'react-router-dom';
import { commonText } from 'shared-contracts/i18n/common/common-text';
import { COMMON_NAMESPACE, loadCommonMessages } from 'shared-contracts/i18n/common/load-common-messages';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { href } from 'shared-contracts/routes/named-routes';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';

/**
 * The one 404 screen: an unknown address (shell), a menu, category or product that does not exist
 * (catalog), a hidden page, event, job or store (reservations-events-jobs). Customers saw three
 * different screens with different words before; now each team shows this one.
 */
export function PageNotFound() {
  // Subscribes the screen to a change of language; the texts themselves are the common ones.
  useNamespace(COMMON_NAMESPACE, loadCommonMessages);
  return (
    <section className="ui-status-screen">
      <ScreenHeading>{commonText('not_found.title')}</ScreenHeading>
      <p>{commonText('not_found.text')}</p>
      <Link to={href('homepage')} className="ui-status-screen__action">
        {commonText('not_found.home')}
      </Link>
    </section>
  );
}
