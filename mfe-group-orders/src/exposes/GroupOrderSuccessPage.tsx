import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { GroupOrderOutcome } from '../components/GroupOrderOutcome';

/** /group-orders/success: everyone confirmed, the group order is complete. */
export default function GroupOrderSuccessPage(_props: ScreenProps) {
  return <GroupOrderOutcome kind="success" />;
}
