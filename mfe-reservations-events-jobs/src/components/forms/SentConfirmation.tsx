import type { ReactNode } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { FocusedNotice } from '../FocusedNotice';

interface SentConfirmationProps {
  /** What was sent, in words: the places, the event and its day; the store written to. */
  children: ReactNode;
  /** A deliberate way to send another ("Book more places"), which brings back an empty form. */
  again?: { label: string; onClick: () => void };
}

/**
 * What takes a form's place once it is taken: the form is gone, so one more tap cannot send it
 * again (a second booking, a second e-mail). The confirmation is focused and announced.
 */
export function SentConfirmation({ children, again }: SentConfirmationProps) {
  return (
    <div className="rej-sent">
      <FocusedNotice tone="success">{children}</FocusedNotice>
      {again && (
        <Button variant="secondary" onClick={again.onClick}>
          {again.label}
        </Button>
      )}
    </div>
  );
}
