/** What listeners learn when an order becomes paid (the accounts side credits loyalty points). */
export interface OrderPaid {
  orderId: number;
  orderToken: string;
  /** The signed-in customer who placed it; null for a guest. */
  userId: number | null;
  deliveryType: string;
  /** What the provider confirmed, from the stored order. */
  amount: number;
  currency: string;
  paidAt: Date;
}

/**
 * Called once per order, after the provider confirmed its payment and the order was marked paid.
 * Register with `app.onOrderPaid.push(listener)`. A listener that throws is logged; the payment
 * stays confirmed.
 */
export type OrderPaidListener = (paid: OrderPaid) => Promise<void> | void;
