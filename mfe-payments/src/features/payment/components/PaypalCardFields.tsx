import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  PayPalCardFieldsProvider,
  PayPalCVVField,
  PayPalExpiryField,
  PayPalNameField,
  PayPalNumberField,
  usePayPalCardFields,
} from '@paypal/react-paypal-js';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { capturePaypal } from '../api/payment-calls';
import type { AfterFailedAttempt } from '../use-payment';
import { PaypalScript } from './PaypalScript';
import { usePaypalOrder } from './use-paypal-order';

function PayButton({ payment, busy, setBusy }: { payment: Payment; busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t } = usePaymentsTexts();
  const { cardFieldsForm } = usePayPalCardFields();
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!cardFieldsForm || busy) return;
    // Busy before the frames are asked for their state (a wait): a double click must not submit twice.
    setBusy(true);
    const state = await cardFieldsForm.getState().catch(() => null);
    setInvalid(!state?.isFormValid);
    if (!state?.isFormValid) {
      setBusy(false);
      return;
    }
    // PayPal takes the card (and 3-D Secure) in its frames; onApprove then asks the API to capture.
    await cardFieldsForm.submit().catch(() => setBusy(false));
  }

  return (
    <form className="paypal-card-fields__form" onSubmit={submit} noValidate>
      <NoticeRegion urgent>
        {invalid && <Notice tone="error" live={false}>{t('paypalPlus.invalid')}</Notice>}
      </NoticeRegion>
      <Button type="submit" busy={busy} disabled={!cardFieldsForm} className="sandbox-card__pay">
        {busy ? t('card.paying') : t('card.pay', { amount: formatMoney(payment.amount, payment.currency) })}
      </Button>
    </form>
  );
}

/**
 * PayPal Plus: the card form of PayPal, served through the same Orders API as the buttons. PayPal's
 * card fields (its frames) take the card for the PayPal order the API created; once PayPal has
 * approved it, the API captures it. A merchant or currency PayPal does not take cards for leaves the
 * fields empty: the link offers PayPal's buttons instead.
 */
export default function PaypalCardFields({ payment, onAnswer, onRefused }: {
  payment: Payment;
  onAnswer: (payment: Payment) => void;
  /** The capture failed (already told by the API client); resolves whether the failure stands. */
  onRefused?: AfterFailedAttempt;
}) {
  const { t } = usePaymentsTexts();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const paypalOrder = usePaypalOrder(payment);
  if (!payment.public_key || !payment.provider_payment_id) return null;
  return (
    <div className="paypal-card-fields">
      <h2 className="paypal-card-fields__title">{t('paypalPlus.title')}</h2>
      <PaypalScript options={{ clientId: payment.public_key, currency: payment.currency.toUpperCase(), intent: 'capture', components: 'card-fields' }}>
        <PayPalCardFieldsProvider
          createOrder={paypalOrder.createOrder}
          onApprove={async () => {
            setFailed(false);
            try {
              const answer = await capturePaypal(payment.order_token);
              // The next submit approves the order the API holds then (a new one if this one ended).
              if (answer.failure_code !== null) paypalOrder.failed();
              onAnswer(answer);
            } catch (refusal) {
              // A failure that stands goes on to PayPal, whose onError says the payment failed; one the
              // screen answered with the payment as it stands (under way: do not pay again) says no more.
              if ((await onRefused?.(refusal)) !== false) throw refusal;
            } finally {
              setBusy(false);
            }
          }}
          onError={() => {
            setBusy(false);
            setFailed(true);
          }}
        >
          <p className="paypal-card-fields__label">{t('paypalPlus.name')}</p>
          <PayPalNameField />
          <p className="paypal-card-fields__label">{t('card.number')}</p>
          <PayPalNumberField />
          <p className="paypal-card-fields__label">{t('card.expiry')}</p>
          <PayPalExpiryField />
          <p className="paypal-card-fields__label">{t('card.cvc')}</p>
          <PayPalCVVField />
          <NoticeRegion urgent>
            {failed && <Notice tone="error" live={false}>{t('paypalPlus.failed')}</Notice>}
          </NoticeRegion>
          <PayButton payment={payment} busy={busy} setBusy={setBusy} />
        </PayPalCardFieldsProvider>
      </PaypalScript>
      <p>
        <Link replace to={href('integrations.paypal', { orderId: payment.order_token })}>{t('paypalPlus.buttonsInstead')}</Link>
      </p>
    </div>
  );
}
