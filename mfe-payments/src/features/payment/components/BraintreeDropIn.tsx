import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { create, type Dropin } from 'braintree-web-drop-in';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { formatMoney } from 'shared-contracts/pricing/format-money';
import { $language } from 'shared-contracts/stores/language';
import { Button } from 'shared-contracts/ui/Button';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { payBraintreeNonce } from '../api/pay-braintree-nonce';
import type { AfterFailedAttempt } from '../use-payment';

/** The drop-in's own languages; Lithuanian and Romanian are not among them, so those read English. */
const DROP_IN_LOCALES: Record<string, string> = { en: 'en_US', es: 'es_ES' };

/** Braintree's drop-in UI with the client token the API made; its nonce goes to the API for the sale. */
export default function BraintreeDropIn({ payment, onAnswer, onRefused }: { payment: Payment; onAnswer: (payment: Payment) => void; onRefused?: AfterFailedAttempt }) {
  const { t } = usePaymentsTexts();
  const locale = DROP_IN_LOCALES[useStore($language)] ?? 'en_US';
  const container = useRef<HTMLDivElement>(null);
  const [dropin, setDropin] = useState<Dropin | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!container.current || !payment.client_secret) return undefined;
    let made: Dropin | null = null;
    void create({ authorization: payment.client_secret, container: container.current, locale }).then((instance) => {
      made = instance;
      setDropin(instance);
    });
    return () => {
      void made?.teardown();
    };
  }, [payment.client_secret, locale]);

  async function pay() {
    if (!dropin || busy) return;
    setBusy(true);
    let nonce: string;
    try {
      ({ nonce } = await dropin.requestPaymentMethod());
    } catch {
      // No nonce: the drop-in shows what the customer must fix. Nothing went to the API, so there
      // is no payment to read again.
      setBusy(false);
      return;
    }
    // A nonce is used once: after a decline or a refusal the card is taken off the drop-in, so the
    // next "Pay" asks for it again (a new nonce) instead of sending the spent one (Braintree's advice).
    try {
      const answer = await payBraintreeNonce(payment.order_token, nonce);
      if (answer.status === 'requires_payment_method') dropin.clearSelectedPaymentMethod();
      onAnswer(answer);
    } catch (error) {
      // The API client reports network errors and refusals. "Pay" stays busy while the screen reads
      // the payment again (it may be under way).
      dropin.clearSelectedPaymentMethod();
      await onRefused?.(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="braintree-payment">
      <div ref={container} />
      <Button busy={busy} disabled={!dropin} onClick={pay}>
        {busy ? t('card.paying') : t('card.pay', { amount: formatMoney(payment.amount, payment.currency) })}
      </Button>
    </div>
  );
}
