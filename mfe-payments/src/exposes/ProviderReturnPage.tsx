import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { ProviderReturnScreen } from '../features/payment/components/ProviderReturnScreen';

/** order-success without a token: where a provider sends the customer back (?order=). */
export default function ProviderReturnPage(_props: ScreenProps) {
  return <ProviderReturnScreen />;
}
