import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DeliveryType } from 'shared-contracts/types/cart';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { useAccountTexts } from '../../../i18n/use-account-texts';
import type { Reorder } from '../api/order-calls';
import { reorderIntoCart } from '../reorder-into-cart';

type Outcome = { added: number; unavailable: string[] };

/**
 * Reorder: today's prices of the cart's store, and the lines that cannot be ordered again named.
 * `reorder` asks the API for the lines: by the account's order id, or by the order's link.
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
      setOutcome({ added: reorderIntoCart(answer, orderedFor), unavailable: answer.unavailable });
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
            {outcome.added > 0 && (
              <Notice tone="success" live={false}>
                {t('orders.added', { count: outcome.added })} <Link to={href('cart-checkout')}>{t('orders.to_checkout')}</Link>
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
