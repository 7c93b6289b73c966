import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { PaymentScreen } from '../features/payment/components/PaymentScreen';
import { usePaymentsTexts } from '../i18n/use-payments-texts';
import './PaymentPage.css';

/**
 * /integrations/paypal-plus/{orderId}: PayPal Plus, the hosted card form of PayPal for some
 * markets, is PayPal's card fields on the Orders API today. An order paid by PayPal is paid here
 * by card in PayPal's fields; any other order is paid as on the payment page.
 */
export default function PaypalPlusPage({ params }: ScreenProps) {
  const { t, ready } = usePaymentsTexts();
  if (!ready) return <div className="payment-page payment-page--loading" aria-busy="true" />;
  return <PaymentScreen orderToken={params.orderId ?? ''} title={t('page.title')} paypalForm="card-fields" />;
}
