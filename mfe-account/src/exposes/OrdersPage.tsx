import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { useAccountTexts } from '../i18n/use-account-texts';
import { getOrders } from '../features/account/api/order-calls';
import { AccountLayout } from '../features/account/components/AccountLayout';
import { OrdersList } from '../features/account/components/OrdersList';
import { useLoaded } from '../features/account/use-loaded';
import '../features/auth/components/account-forms.css';

function Orders() {
  const { t } = useAccountTexts();
  const { data: orders } = useLoaded(getOrders);
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
