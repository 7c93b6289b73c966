import { useEffect, useState } from 'react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { Button } from 'shared-contracts/ui/Button';
import { useAccountTexts } from '../i18n/use-account-texts';
import { AccountLayout } from '../features/account/components/AccountLayout';
import { orderTitleId } from '../features/account/components/OrderCard';
import { OrdersList } from '../features/account/components/OrdersList';
import { useOrderHistory } from '../features/account/use-order-history';
import { Loading } from '../features/account/components/Loading';
import '../features/auth/components/account-forms.css';

function Orders() {
  const { t } = useAccountTexts();
  const { orders, failed, reload, hasOlder, loadingOlder, loadOlder } = useOrderHistory();
  // The first order of a page just added takes the focus, so the reader goes on where it begins.
  const [focusedOrder, setFocusedOrder] = useState<number | null>(null);
  useEffect(() => {
    if (focusedOrder !== null) document.getElementById(orderTitleId(focusedOrder))?.focus();
  }, [focusedOrder]);

  async function showOlder() {
    const page = await loadOlder();
    // A failed read leaves the button, and the focus on it. An empty page (the one before was
    // exactly full) takes the button away: the last order shown keeps the reader's place.
    const first = page && (page[0] ?? orders?.at(-1));
    if (first) setFocusedOrder(first.id);
  }

  if (!orders) return <Loading failed={failed} onRetry={reload} />;
  return (
    <>
      <OrdersList orders={orders} hasOlder={hasOlder} />
      {hasOlder && (
        <Button variant="secondary" busy={loadingOlder} onClick={showOlder}>
          {t('orders.older')}
        </Button>
      )}
    </>
  );
}

/** /account/orders (account.orders): current and past orders with their lines, status and reorder. */
export default function OrdersPage(_props: ScreenProps) {
  return (
    <AccountLayout section="orders">
      <Orders />
    </AccountLayout>
  );
}
