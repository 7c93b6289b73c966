import { lazy, Suspense } from 'react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import type { AfterFailedAttempt } from '../use-payment';
import { SandboxCardForm } from './SandboxCardForm';

// The providers' browser SDKs load only for the market that uses them.
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));
const PaypalButtons = lazy(() => import('./PaypalButtons'));
const BraintreeDropIn = lazy(() => import('./BraintreeDropIn'));
const PaypalCardFields = lazy(() => import('./PaypalCardFields'));

/** PayPal's buttons, or its card fields (PayPal Plus: the card form of PayPal for some markets). */
export type PaypalForm = 'buttons' | 'card-fields';

/** The form of the provider the API chose for this payment; canSaveCard offers "Save this card for next time". */
export function ProviderForm({ payment, onAnswer, onRefused, paypalForm = 'buttons', canSaveCard = false }: {
  payment: Payment;
  onAnswer: (payment: Payment) => void;
  /** An attempt that failed (already told by the API client); resolves whether the failure stands. */
  onRefused?: AfterFailedAttempt;
  paypalForm?: PaypalForm;
  canSaveCard?: boolean;
}) {
  return (
    <Suspense fallback={<div className="payment-page__form--loading" aria-busy="true" />}>
      {payment.provider === 'sandbox' && <SandboxCardForm payment={payment} onAnswer={onAnswer} onRefused={onRefused} canSaveCard={canSaveCard} />}
      {payment.provider === 'stripe' && <StripePaymentForm payment={payment} onAnswer={onAnswer} onRefused={onRefused} canSaveCard={canSaveCard} />}
      {payment.provider === 'paypal' && paypalForm === 'buttons' && <PaypalButtons payment={payment} onAnswer={onAnswer} onRefused={onRefused} />}
      {payment.provider === 'paypal' && paypalForm === 'card-fields' && <PaypalCardFields payment={payment} onAnswer={onAnswer} onRefused={onRefused} />}
      {payment.provider === 'braintree' && <BraintreeDropIn payment={payment} onAnswer={onAnswer} onRefused={onRefused} />}
    </Suspense>
  );
}
