import type { DeliveryType, PaymentMethod } from 'shared-contracts/types/cart';

/**
 * The payments contract: the checkout mounts the payments remote's picker with these props and
 * gets the customer's choice back; it never knows which methods or providers a market has.
 */
export interface PaymentMethodPickerProps {
  deliveryType: DeliveryType;
  selected: PaymentMethod | null;
  /**
   * The customer's choice; null when the one selected is no longer on offer (another store that does
   * not take it): the checkout then has none, and asks for one, rather than send a refused method.
   */
  onSelect: (method: PaymentMethod | null) => void;
  /** A message from the checkout (nothing chosen, or the server refused the method). */
  error?: string;
  /** A group-order participant whose organiser pays for everyone: the only method is by_organizer. */
  paidByOrganizer?: boolean;
  /** Only these of the methods on offer, when the order allows fewer (a split group order: card). */
  only?: PaymentMethod[];
}
