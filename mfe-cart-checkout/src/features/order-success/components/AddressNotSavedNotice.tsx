import type { TFunction } from 'i18next';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { $addressNotSaved } from '../../delivery/address-not-saved';

/**
 * The address the customer asked to keep with this order was not saved (the saving ends after
 * the page is shown, hence a live region): said with the way to the account's saved addresses.
 */
export function AddressNotSavedNotice({ orderToken, t }: { orderToken: string; t: TFunction }) {
  const notSaved = useStore($addressNotSaved);
  const shown = notSaved?.orderToken === orderToken ? notSaved : null;
  return (
    <NoticeRegion>
      {shown && (
        <Notice tone="warning" live={false}>
          <p>{shown.message ?? t('success.addressNotSaved')}</p>
          <Link to={href('account.details')}>{t('success.savedAddresses')}</Link>
        </Notice>
      )}
    </NoticeRegion>
  );
}
