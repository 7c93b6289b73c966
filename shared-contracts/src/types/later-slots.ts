/** One day a store takes orders for later, with the 15-minute slot start times still offered. */
export interface LaterDay {
  /** YYYY-MM-DD on the store's wall clock. */
  day: string;
  /** HH:MM, ascending. */
  times: string[];
}

/** GET public/stores/{storeId}/later-slots answer. */
export interface LaterSlots {
  days: LaterDay[];
}
