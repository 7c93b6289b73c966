import { useId } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { ConfirmStep } from 'shared-contracts/ui/ConfirmStep';
import type { GroupOrder } from 'shared-contracts/types/group-order';
import { useTexts } from '../../../i18n/use-texts';

interface ConfirmMyOrderProps {
  order: GroupOrder;
  busy: boolean;
  /** Answers false when the call was refused (the refusal already shown). */
  onConfirm: () => Promise<boolean>;
}

/**
 * "Confirm my order". A participant's confirmation closes only their own order; the organiser's
 * puts the group order in progress (spec §4): nobody joins or gives up after it, and it completes
 * once everyone has confirmed. So the organiser is told before, and asked when nobody has joined
 * yet, as confirming then completes the group order at once and the link they shared stops working.
 */
export function ConfirmMyOrder({ order, busy, onConfirm }: ConfirmMyOrderProps) {
  const { t } = useTexts();
  const hintId = useId();
  const closes = order.me.is_admin && order.status === 'open';
  const alone = order.participants.length === 1;
  if (closes && alone) {
    return (
      <ConfirmStep
        className="go-confirm"
        busy={busy}
        texts={{ action: t('action.confirm'), question: t('confirm.alone_question'), yes: t('confirm.alone_yes'), keep: t('confirm.wait') }}
        onConfirm={async () => {
          if (!(await onConfirm())) throw new Error('Confirming was refused');
        }}
      />
    );
  }
  return (
    <>
      <Button busy={busy} aria-describedby={closes ? hintId : undefined} onClick={() => void onConfirm()}>
        {t('action.confirm')}
      </Button>
      {closes && (
        <p id={hintId} className="go-muted">
          {t('panel.organiser_confirms')}
        </p>
      )}
    </>
  );
}
