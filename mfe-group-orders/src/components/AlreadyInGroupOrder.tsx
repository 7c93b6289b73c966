import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { useTexts } from '../i18n/use-texts';

/**
 * A customer already in a group order, who came to join or start one: the way to its screen
 * instead of a form that would make them a second participant or a second group order. `other`:
 * it is not the group order whose link they opened, which they may join once theirs is over for them.
 */
export function AlreadyInGroupOrder({ link, other = false }: { link: string; other?: boolean }) {
  const { t } = useTexts();
  return (
    <>
      <p>{t(other ? 'join.in_another' : 'join.already')}</p>
      <Link to={href('group-orders.panel', { link })}>{t(other ? 'join.open_yours' : 'join.open')}</Link>
    </>
  );
}
