import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { capturePaypal } from '../api/payment-calls';

/**
 * PayPal's buttons for the PayPal order the API created; after the customer approves it the API
 * captures it. PayPal Plus uses the same Orders API and the same buttons.
 */
export default function PaypalButtons({ payment, onAnswer }: { payment: Payment; onAnswer: (payment: Payment) => void }) {
  if (!payment.public_key || !payment.provider_payment_id) return null;
  const orderId = payment.provider_payment_id;
  return (
    <PayPalScriptProvider options={{ clientId: payment.public_key, currency: payment.currency.toUpperCase(), intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical' }}
        createOrder={async () => orderId}
        onApprove={async () => onAnswer(await capturePaypal(payment.order_token))}
      />
    </PayPalScriptProvider>
  );
}
