import { updateCart } from 'shared-contracts/stores/cart';
import { $user, logOut } from 'shared-contracts/stores/user';
import { revokeToken } from './revoke-token';

/**
 * A kiosk is shared: before the next customer, whoever ordered leaves no trace. A customer who
 * signed in is signed out (else the next order went on their account, with their saved card chosen
 * first: one tap charged it), and their token revoked at the API (else, left behind, it still
 * opened their account); not awaited, so the next customer's screen never waits for the API.
 * logOut also clears the cart's name, phone, saved address and card, points and voucher, which a guest
 * may have too. A guest's typed address leaves the cart here.
 */
export function forgetCustomer(): void {
  const { token } = $user.get();
  logOut();
  updateCart({ address: '', address_line2: '', address_name: '', address_instructions: '' });
  if (token) void revokeToken(token);
}
