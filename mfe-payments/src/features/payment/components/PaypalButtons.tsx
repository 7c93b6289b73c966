import { useState } from 'react';
import { PayPalButtons } from '@paypal/react-paypal-js';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { capturePaypal } from '../api/payment-calls';
import type { AfterFailedAttempt } from '../use-payment';
import { PaypalScript } from './PaypalScript';
import { usePaypalOrder } from './use-paypal-order';

/** The API's failure code for a capture PayPal declined (INSTRUMENT_DECLINED and the like). */
const PAYPAL_DECLINED = 'paypal_declined';

/**
 * PayPal's buttons for the PayPal order the API created; after the customer approves it the API
 * captures it. The amount is the one the API gave PayPal, never one from here.
 */
export default function PaypalButtons({ payment, onAnswer, onRefused }: {
  payment: Payment;
  onAnswer: (payment: Payment) => void;
  /** The capture failed (already told by the API client); resolves whether the failure stands. */
  onRefused?: AfterFailedAttempt;
}) {
  const { t } = usePaymentsTexts();
  const [failed, setFailed] = useState(false);
  const paypalOrder = usePaypalOrder(payment);
  if (!payment.public_key || !payment.provider_payment_id) return null;
  return (
    <>
      <NoticeRegion urgent>
        {failed && <Notice tone="error" live={false}>{t('paypal.failed')}</Notice>}
      </NoticeRegion>
      <PaypalScript options={{ clientId: payment.public_key, currency: payment.currency.toUpperCase(), intent: 'capture' }}>
        <PayPalButtons
          style={{ layout: 'vertical' }}
          createOrder={paypalOrder.createOrder}
          onApprove={async (_data, actions) => {
            setFailed(false);
            // A failure that stands goes on to PayPal, whose onError says the payment failed; one the
            // screen answered with the payment as it stands (under way: do not pay again) says no more.
            const answer = await capturePaypal(payment.order_token).catch(async (refusal: unknown) => {
              if ((await onRefused?.(refusal)) !== false) throw refusal;
              return null;
            });
            if (!answer) return;
            onAnswer(answer);
            // The API captures (not PayPal's script), so a declined funding source restarts PayPal's
            // checkout by hand, as PayPal requires: the customer chooses another there, and approving
            // it captures again (the API asks PayPal anew after a decline). An order whose capture
            // was declined ended: no restart, the next press approves the API's new order.
            if (answer.failure_code === PAYPAL_DECLINED && (await paypalOrder.stillCapturable(answer))) return actions.restart();
          }}
          onError={() => setFailed(true)}
        />
      </PaypalScript>
    </>
  );
}
