import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type StripeElements } from '@stripe/stripe-js';
import { href } from 'shared-contracts/routes/named-routes';
import { updateCart } from 'shared-contracts/stores/cart';
import { notify } from 'shared-contracts/stores/notifications';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { $language } from 'shared-contracts/stores/language';
import { Button } from 'shared-contracts/ui/Button';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { readPayment, startPayment } from '../api/payment-calls';
import type { AfterFailedAttempt } from '../use-payment';
import { setCardSaving } from '../../saved-cards/api/saved-card-calls';
import { SaveCardCheckbox } from '../../saved-cards/components/SaveCardCheckbox';

/**
 * "Save this card for next time" on Stripe: the form is checked first (elements.submit), then the
 * API gives the PaymentIntent the customer's Customer and setup_future_usage (or takes it off), and
 * the Payment Element fetches the intent again before confirming. False when it did not work.
 */
async function keepCardForLater(elements: StripeElements, orderToken: string, save: boolean): Promise<boolean> {
  const { error } = await elements.submit();
  if (error) return false;
  try {
    await setCardSaving(orderToken, save);
    await elements.fetchUpdates();
    return true;
  } catch {
    // The API client has told the customer; the form stays.
    return false;
  }
}

/** The API's failure code for an intent cancelled at Stripe: it can never be paid, and its payment was closed. */
const INTENT_CANCELLED = 'payment_cancelled';

/** Stripe brings the customer back here after 3-D Secure or a redirecting method (order-success without token). */
function returnUrl(orderToken: string): string {
  return `${window.location.origin}${href('order-success.provider-return')}?order=${encodeURIComponent(orderToken)}`;
}

type StripeFormProps = {
  payment: Payment;
  onAnswer: (payment: Payment) => void;
  /** The API did not say how the payment stands (already told by the API client): the screen reads it again. */
  onRefused?: AfterFailedAttempt;
  canSaveCard?: boolean;
};

function PayButton({ payment, onAnswer, onRefused, canSaveCard = false }: StripeFormProps) {
  const { t } = usePaymentsTexts();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setMessage(null);
    if (canSaveCard && !(await keepCardForLater(elements, payment.order_token, saveCard))) {
      setBusy(false);
      return;
    }
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl(payment.order_token) }, redirect: 'if_required' });
    // A form not filled in is the customer's to fix here, with Stripe's words.
    if (error?.type === 'validation_error') setMessage(error.message ?? t('status.requires_payment_method'));
    else if (error?.type === 'card_error') await afterDecline(error.message ?? t('status.requires_payment_method'));
    // Anything else: the API asks Stripe what happened.
    else await readPayment(payment.order_token).then(renewIfCancelled).then(onAnswer, (refusal: unknown) => onRefused?.(refusal));
    setBusy(false);
  }

  /**
   * An intent cancelled at Stripe (by a change of method or an abandonment that then did not
   * happen) can never be paid, and the API closed its payment: starting again makes a new intent,
   * whose form takes the card afresh, the customer told why.
   */
  async function renewIfCancelled(read: Payment): Promise<Payment> {
    if (read.failure_code !== INTENT_CANCELLED) return read;
    const renewed = await startPayment(read.order_token);
    notify({ kind: 'warning', message: () => t('failure.payment_cancelled') });
    return renewed;
  }

  /**
   * A declined card leaves the intent waiting for another payment method (spec §4 "failed, try
   * another method"): the screen is told, so it says so with the reason and offers the order's
   * other methods beside another card. Until it can be told, the decline is said on the form.
   */
  async function afterDecline(decline: string) {
    try {
      const now = await readPayment(payment.order_token);
      if (now.status === 'requires_payment_method') onAnswer(now);
      else setMessage(decline);
    } catch {
      setMessage(decline);
    }
  }

  return (
    <form className="stripe-payment" onSubmit={submit}>
      <PaymentElement />
      {canSaveCard && <SaveCardCheckbox checked={saveCard} onChange={setSaveCard} />}
      <NoticeRegion urgent>
        {message && <Notice tone="error" live={false}>{message}</Notice>}
      </NoticeRegion>
      <Button type="submit" busy={busy} disabled={!stripe}>
        {busy ? t('card.paying') : t('card.pay', { amount: formatMoney(payment.amount, payment.currency) })}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for the PaymentIntent the API created (its client_secret). */
export default function StripePaymentForm({ payment, onAnswer, onRefused, canSaveCard = false }: StripeFormProps) {
  const stripePromise = useMemo(() => loadStripe(payment.public_key ?? ''), [payment.public_key]);
  // Stripe's own words (labels, card errors) in the shop's language, not the browser's ('auto'). The
  // four are Stripe locales; a later choice reaches the mounted Element (elements.update), keeping what was typed.
  const locale = useStore($language);
  useEffect(() => {
    // Spec §3: the cart carries the PaymentIntent's client secret while its payment is open.
    if (payment.client_secret) updateCart({ stripe_client_secret: payment.client_secret });
  }, [payment.client_secret]);
  if (!payment.client_secret) return null;
  return (
    // A new intent (after one was cancelled) is a new Element: Stripe's clientSecret cannot change.
    <Elements key={payment.client_secret} stripe={stripePromise} options={{ clientSecret: payment.client_secret, locale }}>
      <PayButton payment={payment} onAnswer={onAnswer} onRefused={onRefused} canSaveCard={canSaveCard} />
    </Elements>
  );
}
