import { Navigate } from 'react-router-dom';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { kioskCardPath } from './kiosk-paths';

/** The kiosk build's ./PaymentPage: a kiosk pays on its own card screen (integrations/kiosk-credit-card). */
export default function KioskPaymentPage({ params }: ScreenProps) {
  return <Navigate replace to={kioskCardPath(params.orderId ?? '')} />;
}
