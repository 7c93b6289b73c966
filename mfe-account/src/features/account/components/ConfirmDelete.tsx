import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { useAccountTexts } from '../../../i18n/use-account-texts';

export interface ConfirmDeleteTexts {
  /** The button's text ("Delete") and its name for a screen reader ("Delete Home"). */
  open: string;
  openLabel: string;
  /** Shown in the row ("Delete this address?") and read out with what it is about ("Delete Home?"). */
  question: string;
  questionLabel: string;
}

/**
 * A delete button that asks first, in place: a slip of the finger loses nothing. Focus goes to
 * "Keep it" (the safe answer); Escape or "Keep it" puts the button back and focus on it.
 * `onConfirm` rejects when the deletion failed (already reported), which also puts the button back.
 */
export function ConfirmDelete({ texts, onConfirm }: { texts: ConfirmDeleteTexts; onConfirm: () => Promise<void> }) {
  const { t } = useAccountTexts();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  // Only a question that was answered returns focus: the first render leaves it where it is.
  const answered = useRef(false);

  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (answered.current) openButton.current?.focus();
  }, [asking]);

  function keep() {
    answered.current = true;
    setAsking(false);
  }

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      setBusy(false);
      keep();
    }
  }

  function escape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || busy) return;
    event.stopPropagation();
    keep();
  }

  if (!asking) {
    return (
      <Button ref={openButton} variant="secondary" aria-label={texts.openLabel} onClick={() => setAsking(true)}>
        {texts.open}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={texts.questionLabel} className="account-confirm" onKeyDown={escape}>
      <span className="account-confirm__question" aria-hidden="true">
        {texts.question}
      </span>
      <Button busy={busy} onClick={confirm}>
        {t('confirm_delete.yes')}
      </Button>
      <Button ref={keepButton} variant="secondary" onClick={keep}>
        {t('confirm_delete.keep')}
      </Button>
    </span>
  );
}
