import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { Notice } from 'shared-contracts/ui/Notice';
import { PaymentScreen } from '../features/payment/components/PaymentScreen';
import { useOrderFromQuery } from '../features/payment/use-order-from-query';
import { usePaymentsTexts } from '../i18n/use-payments-texts';
import { kioskSuccessPath } from './kiosk-paths';
import './kiosk.css';

/**
 * integrations/kiosk-credit-card?order=: the kiosk's card screen, large for touch. The card is
 * taken by the market's card provider; a paid order goes to the kiosk's own success screen.
 */
export default function KioskCreditCardPage(_props: ScreenProps) {
  const { t, ready } = usePaymentsTexts();
  const orderToken = useOrderFromQuery();
  if (!ready) return <div className="payment-page payment-page--loading" aria-busy="true" />;
  if (!orderToken) {
    return (
      <div className="payment-page payment-page--kiosk">
        <Notice tone="error">{t('return.unknown')}</Notice>
      </div>
    );
  }
  return <PaymentScreen orderToken={orderToken} title={t('kiosk.title')} className="payment-page--kiosk" successPath={kioskSuccessPath} otherMethods={false} />;
}
