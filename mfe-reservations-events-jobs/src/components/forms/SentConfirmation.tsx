import type { ReactNode } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { NoticeRegion } from 'shared-contracts/ui/Notice';
import { FocusedNotice } from '../FocusedNotice';

interface SentConfirmationProps {
  /** Whether the form has been taken: until then the region is in the page, empty. */
  sent: boolean;
  /** What was sent, in words: the places, the event and its day; the store written to. */
  children: ReactNode;
  /** A deliberate way to send another ("Book more places"), which brings back an empty form. */
  again?: { label: string; onClick: () => void };
}

/**
 * What takes a form's place once it is taken: the form is gone, so one more tap cannot send it
 * again (a second booking, a second e-mail). Rendered with the form, before it, so the live region
 * it is said from is in the page before it comes; the confirmation is focused as well. The button
 * to send another is after the region, not in it: what is said is the confirmation alone.
 */
export function SentConfirmation({ sent, children, again }: SentConfirmationProps) {
  return (
    <>
      <NoticeRegion>{sent && <FocusedNotice tone="success">{children}</FocusedNotice>}</NoticeRegion>
      {sent && again && (
        <Button variant="secondary" className="rej-send-again" onClick={again.onClick}>
          {again.label}
        </Button>
      )}
    </>
  );
}
