import { updateCart } from 'shared-contracts/stores/cart';
import { logOut } from 'shared-contracts/stores/user';

/**
 * A kiosk is shared: before the next customer, whoever ordered leaves no trace. A customer who
 * signed in is signed out (else the next order went on their account, with their saved card chosen
 * first: one tap charged it); logOut also clears the cart's name, phone, saved address and card and
 * points, which a guest types too. A guest's typed address leaves the cart here.
 */
export function forgetCustomer(): void {
  logOut();
  updateCart({ address: '', address_line2: '', address_name: '', address_instructions: '' });
}
