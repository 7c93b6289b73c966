import type { User } from 'shared-contracts/types/user';
import { logIn } from 'shared-contracts/stores/user';

/** What sign-in, registration and a password reset answer: the spec §3 user and the phone state. */
export interface SignedInUser extends User {
  id: number;
  token: string;
  phone_validated: boolean;
}

/** Keeps exactly the spec §3 user fields in the user cookie. */
export function keepSignedIn(answer: SignedInUser): void {
  logIn({ id: answer.id, token: answer.token, name: answer.name, delivery_addresses: answer.delivery_addresses });
}
