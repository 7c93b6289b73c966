import type { ReactNode } from 'react';
import { SanitisedHtml } from './SanitisedHtml';
import './primitives.css';

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
   * False inside a live region that is always in the page (the shell's notices): the region
   * announces the notice, which then has no role of its own, so it is not announced twice.
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
