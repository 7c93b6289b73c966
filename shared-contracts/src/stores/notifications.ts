import { atom } from 'nanostores';

export type NotificationKind = 'info' | 'success' | 'warning' | 'error';
export type NotificationPosition = 'top' | 'bottom';

/**
 * A notice's words. The shop's own texts are given as a function, asked again each time the notice
 * is drawn, so a notice still on screen follows a change of language (the price-change list stays
 * up to 20 s); a server's message is a string, in the language it was asked in.
 */
export type NoticeMessage = string | (() => string);

/** A notice the shell shows; `html` messages are sanitised by the shell before they are rendered. */
export interface Notification {
  id: number;
  message: NoticeMessage;
  kind: NotificationKind;
  /** Milliseconds before it dismisses itself; 0 keeps it until it is dismissed. */
  timeout: number;
  html: boolean;
  position: NotificationPosition;
}

export interface NotifyOptions {
  message: NoticeMessage;
  kind: NotificationKind;
  timeout?: number;
  html?: boolean;
  position?: NotificationPosition;
}

/** The words of a notice, in the current language when it follows the language. */
export function noticeText({ message }: Pick<Notification, 'message'>): string {
  return typeof message === 'function' ? message() : message;
}

/** Spec §9: a notice lasts 5000 ms unless told otherwise. */
export const DEFAULT_NOTIFICATION_TIMEOUT = 5000;

export const $notifications = atom<Notification[]>([]);

let lastId = 0;

/** Spec §8 and §9: errors and warnings are shown on top, everything else at the bottom. */
function defaultPosition(kind: NotificationKind): NotificationPosition {
  return kind === 'error' || kind === 'warning' ? 'top' : 'bottom';
}

function checkedTimeout(timeout: unknown): number {
  if (typeof timeout !== 'number' || Number.isNaN(timeout) || timeout < 0) {
    throw new Error(`A notification timeout must be a number of milliseconds >= 0, got ${String(timeout)}`);
  }
  return timeout;
}

/** Shows a notice and returns its id, for `dismiss`. Throws on a negative or non-numeric timeout (spec §9). */
export function notify(options: NotifyOptions): number {
  const timeout = checkedTimeout(options.timeout ?? DEFAULT_NOTIFICATION_TIMEOUT);
  const notification: Notification = {
    id: ++lastId,
    message: options.message,
    kind: options.kind,
    timeout,
    html: options.html ?? false,
    position: options.position ?? defaultPosition(options.kind),
  };
  // The same notice again (a second click on a refused Send, a 429 on each try) takes the place of
  // the first, with its time renewed, instead of stacking copies that cover the page.
  const text = noticeText(notification);
  const others = $notifications.get().filter((shown) => shown.kind !== notification.kind || noticeText(shown) !== text);
  $notifications.set([...others, notification]);
  if (timeout > 0 && Number.isFinite(timeout)) setTimeout(() => dismiss(notification.id), timeout);
  return notification.id;
}

export function dismiss(id: number): void {
  const remaining = $notifications.get().filter((notification) => notification.id !== id);
  if (remaining.length !== $notifications.get().length) $notifications.set(remaining);
}

/** Whether a notice with this id is still on screen. */
export function isShown(id: number): boolean {
  return $notifications.get().some((notification) => notification.id === id);
}
