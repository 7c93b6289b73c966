import { Notice } from 'shared-contracts/ui/Notice';
import type { BoardOutcome, BoardSection } from '../use-board-actions';
import './StaffBoard.css';

/**
 * Under a staff board section's heading: what came of the action just taken in it. The status is
 * always in the page, so that the words appearing in it are announced.
 */
export function SectionOutcome({ outcome, section }: { outcome: BoardOutcome | null; section: BoardSection }) {
  const mine = outcome?.section === section ? outcome : null;
  return (
    <>
      <p role="status" className="staff-board__done">
        {mine?.tone === 'done' ? mine.text : null}
      </p>
      {mine?.tone === 'refused' && <Notice tone="error">{mine.text}</Notice>}
    </>
  );
}
