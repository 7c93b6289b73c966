import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { GroupOrderOutcome } from '../components/GroupOrderOutcome';

/** /group-orders/cancelled: the organiser deleted the group order. */
export default function GroupOrderCancelledPage(_props: ScreenProps) {
  return <GroupOrderOutcome kind="cancelled" />;
}
