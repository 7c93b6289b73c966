import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { PaymentScreen } from '../features/payment/components/PaymentScreen';
import { usePaymentsTexts } from '../i18n/use-payments-texts';
import './PaymentPage.css';

/**
 * /integrations/payment/{orderId} (and the providers' own /integrations/stripe|paypal|braintree
 * routes): pays a placed order, whose token is the orderId. The amount is the stored order's.
 */
export default function PaymentPage({ params }: ScreenProps) {
  const { t, ready } = usePaymentsTexts();
  if (!ready) return <div className="payment-page payment-page--loading" aria-busy="true" />;
  return <PaymentScreen orderToken={params.orderId ?? ''} title={t('page.title')} />;
}
