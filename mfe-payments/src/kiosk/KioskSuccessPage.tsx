import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { href } from 'shared-contracts/routes/named-routes';
import { Button } from 'shared-contracts/ui/Button';
import { Notice } from 'shared-contracts/ui/Notice';
import { ScreenHeading } from 'shared-contracts/stores/screen-metadata';
import { PaymentReadFailure } from '../features/payment/components/PaymentReadFailure';
import { useOrderFromQuery } from '../features/payment/use-order-from-query';
import { usePayment } from '../features/payment/use-payment';
import { usePaymentsTexts } from '../i18n/use-payments-texts';
import { kioskCardPath } from './kiosk-paths';
import { forgetCustomer } from './next-customer';
import './kiosk.css';

/** A kiosk serves the next customer: the success screen starts over by itself, the customer forgotten. */
export const NEXT_CUSTOMER_SECONDS = 30;

function PaidOrder({ orderToken }: { orderToken: string }) {
  const { t } = usePaymentsTexts();
  const navigate = useNavigate();
  const { payment, failed, refusal, retry } = usePayment(orderToken, false);
  const [seconds, setSeconds] = useState(NEXT_CUSTOMER_SECONDS);
  const paid = payment?.status === 'succeeded';
  const startOver = useCallback(() => {
    forgetCustomer();
    navigate(href('homepage'), { replace: true });
  }, [navigate]);

  useEffect(() => {
    if (!paid) return undefined;
    if (seconds === 0) {
      startOver();
      return undefined;
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [paid, seconds, startOver]);

  if (failed) return <PaymentReadFailure refusal={refusal} onRetry={retry} />;
  if (!payment) return <p role="status">{t('return.checking')}</p>;
  if (!paid) {
    return (
      <Notice tone="warning">
        <p>{t('kiosk.success.notPaid')}</p>
        <Link replace to={kioskCardPath(orderToken)}>{t('return.payAgain')}</Link>
      </Notice>
    );
  }
  return (
    <>
      <p className="kiosk-success__message">{t('kiosk.success.body')}</p>
      <p>{t('kiosk.success.next', { count: seconds })}</p>
      <Button onClick={startOver}>{t('kiosk.success.start')}</Button>
    </>
  );
}

/** integrations/kiosk-success?order=: the kiosk's end of a paid order, then back to the start. */
export default function KioskSuccessPage(_props: ScreenProps) {
  const { t, ready } = usePaymentsTexts();
  const orderToken = useOrderFromQuery();
  if (!ready) return <div className="payment-page payment-page--loading" aria-busy="true" />;
  return (
    <div className="payment-page payment-page--kiosk">
      <ScreenHeading className="payment-page__title">{t('kiosk.success.title')}</ScreenHeading>
      {orderToken ? <PaidOrder orderToken={orderToken} /> : <Notice tone="error">{t('return.unknown')}</Notice>}
    </div>
  );
}
