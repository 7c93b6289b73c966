import type { ReactNode } from 'react';
import { Notice, NoticeRegion } from 'shared-contracts/ui/Notice';
import type { BoardOutcome, BoardSection as Section } from '../use-board-actions';
import './StaffBoard.css';

/**
 * A section of the staff board whose items are acted on: its heading (focused once its last button
 * is gone), what came of the action just taken in it, and its items or the words for none. The
 * status and the refusal's alert region are always in the page, so that the words appearing in
 * them are announced; they stay in view under the header while the section is, so acting far down
 * a long list still shows what came of it.
 */
export function BoardSection({ section, title, hint, outcome, empty, children }: {
  section: Section;
  title: string;
  hint?: string;
  outcome: BoardOutcome | null;
  /** Said instead of the list when it has no items. */
  empty: string | null;
  /** The list's items. */
  children: ReactNode;
}) {
  const mine = outcome?.section === section ? outcome : null;
  const headingId = `staff-board-${section}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="staff-board__heading" tabIndex={-1}>
        {title}
      </h2>
      {hint && <p>{hint}</p>}
      <div className="staff-board__outcome">
        <p role="status" className="staff-board__done">
          {mine?.tone === 'done' ? mine.text : null}
        </p>
        <NoticeRegion urgent>
          {mine?.tone === 'refused' && <Notice tone="error" live={false}>{mine.text}</Notice>}
        </NoticeRegion>
      </div>
      {empty !== null ? <p>{empty}</p> : <ul className="staff-tables__list">{children}</ul>}
    </section>
  );
}
