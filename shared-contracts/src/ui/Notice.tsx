import type { HTMLAttributes, ReactNode } from 'react';
import { SanitisedHtml } from 'shared-contracts/ui/SanitisedHtml';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export interface NoticeProps {
  tone: NoticeTone;
  children?: ReactNode;
  /**
   * A message that arrives as HTML (group-order server messages, the price-change list of spec §8).
   * It is sanitised first: it comes from the server and may echo what someone typed.
   */
  html?: string;
  /** Shows a dismiss button with this accessible name. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
  /**
   * False inside a live region that is always in the page (the shell's notices, a NoticeRegion):
   * the region announces the notice, which then has no role of its own, so it is not announced twice.
   * A notice that answers the customer's action goes in a NoticeRegion (see there why).
   */
  live?: boolean;
}

/** Errors interrupt (role=alert); other tones are announced politely (role=status). */
export function Notice({ tone, children, html, onDismiss, dismissLabel, className, live = true }: NoticeProps) {
  return (
    <div
      className={['ui-notice', `ui-notice--${tone}`, className].filter(Boolean).join(' ')}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      {html === undefined ? (
        <div className="ui-notice__body">{children}</div>
      ) : (
        <SanitisedHtml className="ui-notice__body" html={html} />
      )}
      {onDismiss && (
        <button type="button" className="ui-notice__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export interface NoticeRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** Errors: role=alert, said at once. Otherwise role=status, said once the screen reader is free. */
  urgent?: boolean;
}

/**
 * Where a notice answering the customer's action appears (WCAG 4.1.3), e.g.
 * `<NoticeRegion>{saved && <Notice tone="success" live={false}>…</Notice>}</NoticeRegion>`.
 * Screen readers say what changes inside a live region already in the page, but often not a region
 * inserted with its words in it (ARIA22), as a conditional Notice with a role of its own was. So the
 * region is always rendered, empty until there is something to say, and the Notice put in it has
 * live={false}, so it is said once. Empty, it takes no room (primitives.css): no row, no gap.
 * Here beside Notice, not a module of its own: each remote's entry would list one more shared module.
 */
export function NoticeRegion({ urgent = false, className, ...rest }: NoticeRegionProps) {
  return <div {...rest} role={urgent ? 'alert' : 'status'} className={['ui-notice-region', className].filter(Boolean).join(' ')} />;
}
