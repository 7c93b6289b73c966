import { atom } from 'nanostores';

/**
 * How many times the API has refused an order's bonus points. Refused, the points may have been
 * spent meanwhile (another tab, another device): the points field asks for the balance again, so
 * its hint and its check are the server's, not the balance it read on opening.
 */
export const $pointsRefusals = atom(0);

/** Told by whatever places an order when the refusal names the points (field loyalty_points). */
export function pointsRefused(): void {
  $pointsRefusals.set($pointsRefusals.get() + 1);
}
