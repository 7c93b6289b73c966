import { updateCart } from 'shared-contracts/stores/cart';
import { logOut } from 'shared-contracts/stores/user';

/**
 * A kiosk is shared: before the next customer, whoever ordered leaves no trace. A customer who
 * signed in is signed out (else the next order went on their account, with their saved card chosen
 * first: one tap charged it), and a guest's name, phone and address leave the cart too (logOut
 * forgets only the account's part).
 */
export function forgetCustomer(): void {
  logOut();
  updateCart({
    name: '',
    phone: '',
    address_id: null,
    address: '',
    address_line2: '',
    address_name: '',
    address_instructions: '',
    use_credit_card_id: null,
    loyalty_points: 0,
  });
}
