import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'shared-contracts/ui/Button';
import { useAccountTexts } from '../../../i18n/use-account-texts';

/** The heading of the section or screen that loaded. */
function focusHeading(area: Element | null | undefined): void {
  const heading = area?.querySelector<HTMLElement>('h1, h2');
  if (!heading) return;
  // A heading takes the focus from a script only with a tabindex; -1 adds no tab stop.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * What an account screen or section shows until its data is in: "Loading…", or, when the load
 * failed, a line saying so and a button to try again. The error catalogue has already said why, so
 * no second notice. The button stays, busy, while the retry runs, so the focus stays on it and on
 * it again if that fails too; once the data is in, the focus goes to the heading of what loaded
 * rather than to the top of the page.
 */
export function Loading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useAccountTexts();
  const [retried, setRetried] = useState(false);
  const retryLine = useRef<HTMLDivElement>(null);
  const offersRetry = failed || retried;

  useLayoutEffect(() => {
    const line = retryLine.current;
    return () => {
      // Still in the page here, and holding the focus only when the customer was retrying.
      if (!line?.contains(document.activeElement)) return;
      const area = line.parentElement?.closest('section, .account-screen');
      // After the commit in which the loaded content takes this line's place.
      queueMicrotask(() => focusHeading(area));
    };
  }, [offersRetry]);

  function retry() {
    setRetried(true);
    onRetry();
  }

  if (!offersRetry) return <p aria-busy="true">{t('account.loading')}</p>;
  return (
    <div ref={retryLine} className="account-form__actions">
      <p>{t('account.load_failed')}</p>
      <Button variant="secondary" busy={!failed} onClick={retry}>
        {t('account.retry')}
      </Button>
    </div>
  );
}
