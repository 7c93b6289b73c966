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
  /** The store's date now (YYYY-MM-DD): a today basket may only be scheduled for it. Absent from an older API. */
  today?: string;
  /** An order for now would be refused: the kitchen is full for its slot. Absent from an older API. */
  kitchen_full_now?: boolean;
}
