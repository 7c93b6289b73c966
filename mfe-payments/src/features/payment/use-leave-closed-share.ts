import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasStatus } from 'shared-contracts/api/server-message';
import type { Payment } from 'shared-contracts/payments/payment-status';
import { groupOrderOutcomePath } from 'shared-contracts/routes/group-order-outcome';

/**
 * Issue 7: a group order share can be closed under its payer's eyes (the organiser took it over,
 * and the API refuses the card with a 409 saying who pays now, in the red notice on top). Nothing
 * can be paid on this screen any more: its payer goes back to their group order's screen, which
 * shows who pays, as a paid share does. Any other refusal keeps the form.
 */
export function useLeaveClosedShare(payment: Payment | null): (error: unknown) => void {
  const navigate = useNavigate();
  const link = payment?.group_order_link ?? null;
  return useCallback(
    (error: unknown) => {
      if (link && hasStatus(error, 409)) navigate(groupOrderOutcomePath('success', link), { replace: true });
    },
    [link, navigate],
  );
}
