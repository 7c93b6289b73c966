import type { AccountModules } from 'shared-contracts/remotes/contracts';
import { useAccountTexts } from '../i18n/use-account-texts';
import { reorderByLink } from '../features/account/api/order-calls';
import { ReorderButton } from '../features/account/components/ReorderButton';

/**
 * "Order again" for an order known by its link: the order page of an order cancelled unpaid, where
 * a guest has no order history to reorder from and the cart was emptied when it was placed. The
 * same button as the account's orders, with the same notices.
 */
export default function OrderAgain({ orderToken, orderedFor }: AccountModules['./OrderAgain']) {
  const { t, ready } = useAccountTexts();
  if (!ready) return null;
  return <ReorderButton reorder={() => reorderByLink(orderToken)} orderedFor={orderedFor} label={t('orders.reorder')} />;
}
