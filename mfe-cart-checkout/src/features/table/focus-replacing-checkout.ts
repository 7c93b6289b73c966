/**
 * After "Not at a table?" the ordinary checkout takes the table checkout's place, and the button
 * pressed is gone. The focus goes to that checkout's chosen way of receiving the order (read with
 * its question, it tells a screen reader user the order is now for pickup), else to its heading;
 * never to a text field, which would open a phone's keyboard unasked.
 */
export function focusReplacingCheckout(page: HTMLElement | null): void {
  const form = page?.querySelector<HTMLFormElement>('form.checkout');
  if (!form) return;
  const chosen = form.querySelector<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)');
  const heading = form.querySelector<HTMLElement>('h2, h3');
  const target = chosen ?? heading;
  if (!target) return;
  // A heading takes focus only when asked to (tabIndex -1), and stays out of the tab order.
  if (target === heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  target.focus();
}
