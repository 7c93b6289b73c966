import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'shared-contracts/ui/Button';

export interface ConfirmStepTexts {
  /** The button that starts it ("Delete"), and its name for a screen reader when the row needs one ("Delete Home"). */
  action: string;
  actionLabel?: string;
  /** Shown in place of the button ("Delete this address?"), and read with what it is about ("Delete Home?"). */
  question: string;
  questionLabel?: string;
  yes: string;
  keep: string;
}

export interface ConfirmStepProps {
  texts: ConfirmStepTexts;
  /** The caller's own work is under way (the button shows it). */
  busy?: boolean;
  /**
   * Does what cannot be undone. A promise keeps "Yes" busy until it settles; when it rejects (the
   * failure already reported) the button comes back, with the focus on it.
   */
  onConfirm: () => void | Promise<void>;
  className?: string;
}

/**
 * A step before what cannot be undone (deleting a card, an address, a group order, removing
 * someone): the button first asks, in place, so a slip of the finger loses nothing. The focus goes
 * to the safe answer inside a group named by the question; Keep it or Escape puts the button back
 * and the focus on it. Written once for every team that deletes something.
 */
export function ConfirmStep({ texts, busy = false, onConfirm, className }: ConfirmStepProps) {
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // Only an answered question moves the focus back: the first render leaves it where it is.
  const backToOpener = useRef(false);
  const mounted = useRef(true);
  // Set again on every mount: React's strict mode mounts twice, and a one-way flag stayed false.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (backToOpener.current) opener.current?.focus();
    backToOpener.current = false;
  }, [asking]);

  const keepIt = () => {
    backToOpener.current = true;
    setAsking(false);
  };

  const confirm = async () => {
    const done = onConfirm();
    if (!done) return keepIt();
    setConfirming(true);
    try {
      await done;
    } catch {
      if (mounted.current) keepIt();
    } finally {
      if (mounted.current) setConfirming(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || confirming) return;
    // Only this question closes, not a dialog around it.
    event.stopPropagation();
    keepIt();
  };

  if (!asking) {
    return (
      <Button ref={opener} variant="secondary" busy={busy} aria-label={texts.actionLabel} onClick={() => setAsking(true)}>
        {texts.action}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-labelledby={texts.questionLabel ? undefined : questionId}
      aria-label={texts.questionLabel}
      className={['ui-confirm', className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <p id={questionId} className="ui-confirm__question" aria-hidden={texts.questionLabel ? true : undefined}>
        {texts.question}
      </p>
      <Button busy={confirming} onClick={() => void confirm()}>
        {texts.yes}
      </Button>
      <Button ref={keep} variant="secondary" onClick={keepIt}>
        {texts.keep}
      </Button>
    </div>
  );
}
