import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { emailProblem } from 'shared-contracts/forms/person-fields';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import { Button } from 'shared-contracts/ui/Button';
import { Field } from 'shared-contracts/ui/Field';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import { $guestEmail } from '../../checkout/guest-email';
import { askToBeNotified } from '../api/ask-to-be-notified';

/**
 * Spec §8, outside every delivery area: the customer may leave an e-mail to be told when the shop
 * delivers there. Part of the checkout form, so it sends on its own button, not on submit.
 */
export function NotifyWhenDelivered({ address, point }: { address: string; point: LatLng }) {
  const { t } = useCartTexts();
  const guestEmail = useStore($guestEmail);
  const [email, setEmail] = useState(guestEmail);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  // The button pressed is gone with the form: the focus goes to the thanks, not to the page's body.
  useEffect(() => {
    if (sentTo) thanks.current?.focus();
  }, [sentTo]);

  async function send() {
    if (emailProblem(email)) {
      setError(t('checkout.errors.email_invalid'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await askToBeNotified(email, address, point);
      if ('refusal' in answer) setError(answer.refusal);
      else setSentTo(answer.email);
    } catch {
      // The API client has told the customer (spec §8 catalogue); they may try again.
    } finally {
      setBusy(false);
    }
  }

  // Inside the notice's live region, so the thanks is announced.
  if (sentTo) {
    return (
      <p ref={thanks} tabIndex={-1}>
        {t('delivery.notify.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <Field
      className="delivery__notify"
      label={t('delivery.notify.email')}
      error={error}
      // Sent by its own button or Enter, not the order's submit: the focus does not move to it.
      announceError
      // The button beside the input (DeliveryDetails.css places the error under both).
      render={(control) => (
        <div className="delivery__notify-row">
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            // Inside the checkout form: Enter here asks to be notified, it does not place the order.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void send();
            }}
          />
          <Button variant="secondary" busy={busy} onClick={() => void send()}>
            {t('delivery.notify.send')}
          </Button>
        </div>
      )}
    />
  );
}
