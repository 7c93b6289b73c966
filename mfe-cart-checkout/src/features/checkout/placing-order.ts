import { atom } from 'nanostores';

/**
 * Whether an order is being placed, from "Place order" to its answer. The order goes as the cart
 * was at the click, and a placed order empties the cart: a line changed meanwhile would be lost
 * unseen, so the cart's lines wait (CartContents), and a checkout opened again meanwhile (the
 * customer went back and forth) does not offer to place it a second time. The catalog's Add, in
 * another remote, does not read this, nor does another tab: the placed order takes from the cart
 * only the lines it sent (lines-not-ordered).
 */
export const $placingOrder = atom(false);
