import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { useTexts } from '../i18n/use-texts';

/**
 * A customer already in this group order, who came to join or start one: the way to its screen
 * instead of a form that would make them a second participant or a second group order.
 */
export function AlreadyInGroupOrder({ link }: { link: string }) {
  const { t } = useTexts();
  return (
    <>
      <p>{t('join.already')}</p>
      <Link to={href('group-orders.panel', { link })}>{t('join.open')}</Link>
    </>
  );
}
