import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { href } from 'shared-contracts/routes/named-routes';
import { Notice } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { capturePaypal } from '../api/payment-calls';
import { useOrderFromQuery } from '../use-order-from-query';
import { orderSuccessPath, useLeaveWhenPaid } from '../use-leave-when-paid';
import { usePayment } from '../use-payment';
import { usePaymentsTexts } from '../../../i18n/use-payments-texts';
import { PaymentReadFailure } from './PaymentReadFailure';
import { PaymentStatusMessage } from './PaymentStatusMessage';
import '../../../exposes/PaymentPage.css';

/** Where a paid order goes, and where an unpaid one is paid again (the kiosk has its own screens). */
interface ReturnPaths {
  successPath: (orderToken: string) => string;
  payAgainPath: (orderToken: string) => string;
}

const paymentPath = (orderToken: string) => href('integrations.payment', { orderId: orderToken });

function ReturnedPayment({ orderToken, approvedAtPaypal, successPath, payAgainPath }: ReturnPaths & { orderToken: string; approvedAtPaypal: boolean }) {
  const { t } = usePaymentsTexts();
  const { payment, setPayment, failed, refusal, retry, checkAgain } = usePayment(orderToken, false);
  useLeaveWhenPaid(payment, t, successPath);
  const capturing = useRef(false);
  useEffect(() => {
    // Back from PayPal's own approval page (PayerID in the address): the API captures it now.
    if (!approvedAtPaypal || capturing.current || payment?.provider !== 'paypal' || payment.status !== 'awaiting_payment') return;
    capturing.current = true;
    capturePaypal(orderToken).then(setPayment, () => {
      // The API client has told the customer; the link below lets them pay again.
    });
  }, [approvedAtPaypal, payment, orderToken, setPayment]);
  if (failed) return <PaymentReadFailure refusal={refusal} onRetry={retry} />;
  if (!payment || payment.status === 'succeeded') return <p role="status">{t('return.checking')}</p>;
  return (
    <>
      <PaymentStatusMessage payment={payment} onCheckAgain={checkAgain} />
      {(payment.status === 'requires_payment_method' || payment.status === 'awaiting_payment') && (
        <p>
          <Link replace to={payAgainPath(orderToken)}>{t('return.payAgain')}</Link>
        </p>
      )}
    </>
  );
}

/**
 * Where a provider sends the customer back (?order= is the order's token; Stripe adds
 * payment_intent, PayPal token and PayerID). The API asks the provider (and captures a PayPal
 * approval), then a paid order lands on its success screen.
 */
export function ProviderReturnScreen({ className, successPath = orderSuccessPath, payAgainPath = paymentPath }: Partial<ReturnPaths> & { className?: string }) {
  const { t, ready } = usePaymentsTexts();
  const [search] = useSearchParams();
  const orderToken = useOrderFromQuery();
  if (!ready) return <div className="payment-page payment-page--loading" aria-busy="true" />;
  return (
    <div className={['payment-page', className].filter(Boolean).join(' ')}>
      <ScreenHeading className="payment-page__title">{t('return.title')}</ScreenHeading>
      {orderToken ? (
        <ReturnedPayment orderToken={orderToken} approvedAtPaypal={search.has('PayerID')} successPath={successPath} payAgainPath={payAgainPath} />
      ) : (
        <Notice tone="error">
          <p>{t('return.unknown')}</p>
          <Link to={href('homepage')}>{t('return.home')}</Link>
        </Notice>
      )}
    </div>
  );
}
