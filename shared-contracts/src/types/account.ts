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
  /**
   * The revision of name, e-mail and phone these details show: PUT public/account sends it back and
   * is refused (ProfileChanged) when the profile was changed since, by another tab or window.
   */
  profile_version: number;
}

/** PUT public/account's 409: the profile changed since the form was loaded; nothing was saved. */
export interface ProfileChanged {
  statusCode: 409;
  error: string;
  message: string;
  /** The details as saved now, for the form to show. */
  account: AccountDetails;
}
