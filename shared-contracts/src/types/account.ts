import type { DeliveryAddress } from './user';

/** GET/PUT public/account: the account screen's details of the signed-in user. */
export interface AccountDetails {
  id: number;
  name: string;
  email: string;
  /** A new address waiting for the link sent to it; `email` stays the account's address until then. */
  pending_email: string | null;
  phone: string;
  phone_validated: boolean;
  /** False for an account made with Google until it sets a password. */
  has_password: boolean;
  referral_code: string;
  delivery_addresses: DeliveryAddress[];
}
