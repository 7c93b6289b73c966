import { lazy, Suspense } from 'react';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { SandboxCardForm } from './SandboxCardForm';

// The providers' browser SDKs load only for the market that uses them.
const StripePaymentForm = lazy(() => import('./StripePaymentForm'));
const PaypalButtons = lazy(() => import('./PaypalButtons'));
const BraintreeDropIn = lazy(() => import('./BraintreeDropIn'));

/** The form of the provider the API chose for this payment; canSaveCard offers "Save this card for next time". */
export function ProviderForm({ payment, onAnswer, canSaveCard = false }: { payment: Payment; onAnswer: (payment: Payment) => void; canSaveCard?: boolean }) {
  return (
    <Suspense fallback={<div className="payment-page__form--loading" aria-busy="true" />}>
      {payment.provider === 'sandbox' && <SandboxCardForm payment={payment} onAnswer={onAnswer} canSaveCard={canSaveCard} />}
      {payment.provider === 'stripe' && <StripePaymentForm payment={payment} onAnswer={onAnswer} canSaveCard={canSaveCard} />}
      {payment.provider === 'paypal' && <PaypalButtons payment={payment} onAnswer={onAnswer} />}
      {payment.provider === 'braintree' && <BraintreeDropIn payment={payment} onAnswer={onAnswer} />}
    </Suspense>
  );
}
