import { useStore } from '@nanostores/react';
import { $notifications, dismiss, noticeText } from 'shared-contracts/stores/notifications';
import { Notice } from 'shared-contracts/ui/Notice';
import { useEffect, useReducer, useRef } from 'react';
import { i18n } from 'shared-contracts/i18n/i18n';
import { useNamespace } from 'shared-contracts/i18n/namespace';
import { COMMON_NAMESPACE, loadCommonMessages } from 'shared-contracts/i18n/common/load-common-messages';
import { loadShellMessages } from '../i18n/load-shell-messages';
import { useHeightProperty } from './use-height-property';
import './notifications.css';

/** Bottom notices confirm what the customer just did; more than two would cover the page on a phone. */
const MAX_BOTTOM_NOTICES = 2;

/**
 * Spec §8/§9: errors and warnings on top, the rest at the bottom; server HTML is sanitised by Notice.
 * The top ones are placed right after the header (LayoutTop), so on a phone they can take their
 * place in the page instead of covering its first lines; the bottom ones are the Root's.
 *
 * Each region is a live region that is always in the page, and the notices added to it are what
 * it announces: a notice that arrives as a new live region with its text already in it is not
 * read by many screen readers ("added to your cart" would go unsaid). On top, what arrives
 * interrupts (errors, the price-change warning). The top region's height is kept in
 * --shell-notices-height, so what the keyboard focuses scrolls clear of it (WCAG 2.4.11).
 */
export function Notifications({ position }: { position: 'top' | 'bottom' }) {
  const top = position === 'top';
  const region = useRef<HTMLDivElement>(null);
  useHeightProperty(top ? region : NOTHING, '--shell-notices-height');
  const shown = useStore($notifications).filter((n) => n.position === position);
  const items = top ? shown : shown.slice(-MAX_BOTTOM_NOTICES);
  const { t } = useNamespace('shell', loadShellMessages);
  // Drawn again once a new language's common texts are in, for the notices that follow the language,
  // and once any team's texts are (a remote's notice follows the language in its own namespace).
  useNamespace(COMMON_NAMESPACE, loadCommonMessages);
  useRedrawWhenTextsArrive();
  return (
    <div ref={region} className={`notifications notifications--${position}`} aria-live={top ? 'assertive' : 'polite'}>
      {items.map((item) => {
        const text = noticeText(item);
        return (
          <Notice
            key={item.id}
            tone={item.kind}
            className="notification"
            html={item.html ? text : undefined}
            onDismiss={() => dismiss(item.id)}
            dismissLabel={t('notifications.close')}
            live={false}
          >
            {text}
          </Notice>
        );
      })}
    </div>
  );
}

const NOTHING = { current: null };

function useRedrawWhenTextsArrive(): void {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.store.on('added', redraw);
    return () => i18n.store.off('added', redraw);
  }, []);
}
