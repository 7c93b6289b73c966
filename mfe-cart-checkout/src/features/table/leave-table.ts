import { updateCart } from 'shared-contracts/stores/cart';
import { forgetTableOrders } from './table-orders';

/** Back to an ordinary pickup order: the table fields go, the products stay. */
export function leaveTable(): void {
  forgetTableOrders();
  updateCart({ delivery_type: 'pickup', table_id: null, table_number: null, table_link: null, payment_method: null, pickup_type: 'at_counter' });
}
