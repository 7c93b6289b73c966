import type { MouseEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { useCartTexts } from '../../../i18n/use-cart-texts';
import type { TableBoard } from '../api/staff-calls';
import { BOARD_ACTION, boardItem, type BoardOutcome } from '../use-board-actions';
import { BoardSection } from './BoardSection';

type Call = TableBoard['requests'][number];

/** Staff board: the tables calling the waiter or asking for the bill, each answered with "On my way". */
export function StaffCalls({ requests, when, outcome, busy, onMyWay }: {
  requests: Call[];
  when: (iso: string) => string;
  outcome: BoardOutcome | null;
  /** The call being answered, until the board is read again: a second tap is ignored. */
  busy: (id: number) => boolean;
  onMyWay: (request: Call, button: HTMLElement) => void;
}) {
  const { t } = useCartTexts();
  return (
    <BoardSection section="calls" title={t('staff.calls')} outcome={outcome} empty={requests.length === 0 ? t('staff.noCalls') : null}>
      {requests.map((request) => (
        <li key={request.id} className="staff-tables__item" {...boardItem(request.id)}>
          <span>
            <strong>{t('staff.table', { number: request.table_number })}</strong> · {t(`staff.kind.${request.kind}`)} · {when(request.created_at)}
          </span>
          <Button type="button" busy={busy(request.id)} {...BOARD_ACTION} onClick={(event: MouseEvent<HTMLButtonElement>) => onMyWay(request, event.currentTarget)}>
            {t('staff.onMyWay')}
          </Button>
        </li>
      ))}
    </BoardSection>
  );
}
