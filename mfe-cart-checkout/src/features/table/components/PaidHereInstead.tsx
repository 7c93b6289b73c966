import type { MouseEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import type { PaidHereMethod } from '../api/staff-calls';
import { BOARD_ACTION } from '../use-board-actions';

/**
 * Staff board: a table order to be paid online whose payment never came is paid at the till
 * instead, in cash or by card. Said beside the buttons (and read with them) that its online payment
 * is cancelled first, so the guest cannot pay twice.
 */
export function PaidHereInstead({ orderId, busy, onPaidHere }: { orderId: number; busy: boolean; onPaidHere: (method: PaidHereMethod, button: HTMLElement) => void }) {
  const { t } = useCartTexts();
  const hintId = `staff-paid-here-${orderId}`;
  const button = (method: PaidHereMethod, label: string) => (
    <Button type="button" variant="secondary" busy={busy} aria-describedby={hintId} {...BOARD_ACTION} onClick={(event: MouseEvent<HTMLButtonElement>) => onPaidHere(method, event.currentTarget)}>
      {label}
    </Button>
  );
  return (
    <div role="group" aria-labelledby={hintId} className="staff-tables__paid-here">
      <p id={hintId}>{t('staff.paidHere.hint')}</p>
      {button('cash-pickup', t('staff.paidHere.cash'))}
      {button('pos-pickup', t('staff.paidHere.card'))}
    </div>
  );
}
