import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work in progress (e.g. placing the order): announced with aria-busy and clicks are ignored. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A busy button stays focusable (aria-disabled rather than disabled) so keyboard and screen-reader
 * users do not lose their place while the work runs; a second click or submit is swallowed.
 */
export function Button({ variant = 'primary', busy = false, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      {...rest}
      type={type}
      className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {busy && <span className="ui-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
