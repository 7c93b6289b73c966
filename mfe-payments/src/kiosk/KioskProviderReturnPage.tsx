import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { ProviderReturnScreen } from '../features/payment/components/ProviderReturnScreen';
import { kioskCardPath, kioskSuccessPath } from './kiosk-paths';
import './kiosk.css';

/**
 * The kiosk build's ./ProviderReturnPage: a card back from its bank's page (3-D Secure) ends on the
 * kiosk's success screen, which starts over for the next customer, and is paid again on its card screen.
 */
export default function KioskProviderReturnPage(_props: ScreenProps) {
  return <ProviderReturnScreen className="payment-page--kiosk" successPath={kioskSuccessPath} payAgainPath={kioskCardPath} />;
}
