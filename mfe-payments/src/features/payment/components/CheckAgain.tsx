import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from 'shared-contracts/stores/settings';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { Button } from 'shared-contracts/ui/Button';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';

/**
 * Spec §4 error-checking: the customer asks the provider again. The button is busy while it asks,
 * and an answer that is still "could not verify" says so in a status line: the same screen coming
 * back would look as if nothing had happened. (Another status replaces this notice altogether.)
 * Meant inside the error-checking notice, whose live region (always in the page) announces the line.
 * Paying again is not offered (the money may have been taken), so the line gives the shop's phone
 * and e-mail: someone whose payment never settles is not left with a button that only says "still".
 */
export function CheckAgain({ onCheckAgain }: { onCheckAgain: () => Promise<Payment | null> }) {
  const { t } = usePaymentsTexts();
  const [busy, setBusy] = useState(false);
  const [stillNotVerified, setStillNotVerified] = useState(false);
  const shop = useStore($settings)?.website;

  async function checkAgain() {
    setBusy(true);
    // Emptied first, so a second "still" is announced again.
    setStillNotVerified(false);
    try {
      const answer = await onCheckAgain();
      setStillNotVerified(answer?.status === 'error_checking');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => void checkAgain()}>
        {busy ? t('status.checking') : t('status.checkAgain')}
      </Button>
      {/* Announced by the polite live region around the notice, which is in the page from the start. */}
      {stillNotVerified && (
        <p className="payment-status__check-result">
          {t('status.stillNotVerified')}
          {shop && (shop.phone || shop.email) && (
            <>
              {' '}
              {t('status.contactShop', { shop: shop.name })}{' '}
              {shop.phone && <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>}
              {shop.phone && shop.email && ' · '}
              {shop.email && <a href={`mailto:${shop.email}`}>{shop.email}</a>}
            </>
          )}
        </p>
      )}
    </>
  );
}
