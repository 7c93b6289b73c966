import { atom } from 'nanostores';

/**
 * Whether an order is being placed, from "Place order" to its answer. The order goes as the cart
 * was at the click, and a placed order empties the cart: a line changed meanwhile would be lost
 * unseen, so the cart's lines wait (CartContents).
 */
export const $placingOrder = atom(false);
