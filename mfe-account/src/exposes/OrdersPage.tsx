import { useCallback } from 'react';
import { useStore } from '@nanostores/react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { $language } from 'shared-contracts/stores/language';
import { useAccountTexts } from '../i18n/use-account-texts';
import { getOrders } from '../features/account/api/order-calls';
import { AccountLayout } from '../features/account/components/AccountLayout';
import { OrdersList } from '../features/account/components/OrdersList';
import { useLoaded } from '../features/account/use-loaded';
import '../features/auth/components/account-forms.css';

function Orders() {
  const { t } = useAccountTexts();
  const language = useStore($language);
  // The API names the lines in the request's language: another language reads the list again.
  const { data: orders } = useLoaded(useCallback(() => getOrders(), [language]));
  if (!orders) return <p aria-busy="true">{t('account.loading')}</p>;
  return <OrdersList orders={orders} />;
}

/** /account/orders (account.orders): current and past orders with their lines, status and reorder. */
export default function OrdersPage(_props: ScreenProps) {
  return (
    <AccountLayout section="orders">
      <Orders />
    </AccountLayout>
  );
}
