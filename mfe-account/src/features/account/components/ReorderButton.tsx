import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeliveryType } from 'shared-contracts/types/cart';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { $cart } from 'shared-contracts/stores/cart';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import type { Reorder } from '../api/order-calls';
import { reorderIntoCart } from '../reorder-into-cart';
import { reorderIntoGroupOrder } from '../reorder-into-group-order';

/** `groupOrder`: the lines went to the customer's part of their group order (its panel's link, when known), not the cart. */
type Outcome = { added: number; unavailable: string[]; notAdded: string[]; groupOrder: { link: string | null } | null };

/**
 * Reorder: today's prices of the cart's store, and the lines that cannot be ordered again named.
 * `reorder` asks the API for the lines: by the account's order id, or by the order's link. While
 * the customer is in a group order, the lines go to their part of it on the server, as the menu's
 * "Add" does there, and the notice says so and names any line it did not take.
 */
export function ReorderButton({ reorder, orderedFor, label }: { reorder: () => Promise<Reorder>; orderedFor: DeliveryType; label: string }) {
  const { t } = useAccountTexts();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function again() {
    setBusy(true);
    // Emptied first, so the same answer to a second click is said again.
    setOutcome(null);
    try {
      const answer = await reorder();
      const { group_order: inGroupOrder, participant_token: token, order_token: link } = $cart.get();
      if (inGroupOrder && token) {
        const placed = await reorderIntoGroupOrder(token, answer.products);
        setOutcome({ ...placed, unavailable: answer.unavailable, groupOrder: { link } });
      } else {
        setOutcome({ added: reorderIntoCart(answer, orderedFor), unavailable: answer.unavailable, notAdded: [], groupOrder: null });
      }
    } catch {
      // Reported by the error catalogue.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-reorder">
      <Button variant="secondary" busy={busy} aria-label={label} onClick={again}>
        {t('orders.reorder')}
      </Button>
      <NoticeRegion>
        {outcome && (
          <div>
            {outcome.added > 0 && outcome.groupOrder === null && (
              <Notice tone="success" live={false}>
                {t('orders.added', { count: outcome.added })} <Link to={href('cart-checkout')}>{t('orders.to_checkout')}</Link>
              </Notice>
            )}
            {outcome.added > 0 && outcome.groupOrder !== null && (
              <Notice tone="success" live={false}>
                {t('orders.added_to_group_order', { count: outcome.added })}{' '}
                {outcome.groupOrder.link && <Link to={href('group-orders.panel', { link: outcome.groupOrder.link })}>{t('orders.to_group_order')}</Link>}
              </Notice>
            )}
            {outcome.notAdded.length > 0 && (
              <Notice tone="warning" live={false}>
                {t('orders.not_added', { count: outcome.notAdded.length })}
                <ul>
                  {outcome.notAdded.map((name, index) => (
                    <li key={`${index}-${name}`}>{name}</li>
                  ))}
                </ul>
              </Notice>
            )}
            {outcome.unavailable.length > 0 && (
              <Notice tone="warning" live={false}>
                {t('orders.unavailable', { count: outcome.unavailable.length })}
                <ul>
                  {outcome.unavailable.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </Notice>
            )}
          </div>
        )}
      </NoticeRegion>
    </div>
  );
}
