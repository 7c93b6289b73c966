import { $user } from 'shared-contracts/stores/user';

/**
 * The name the address form's typing is kept under for the tab (use-kept-state): per account, so
 * another person signing in on this tab is not shown it. Read once, when the form opens: signing
 * out on a 401 must not move what is kept to another name.
 */
export function keptAddressForm(): string {
  return `account-address-${$user.get().id ?? 'guest'}`;
}

/** Where one form's values are kept: 'new', or the id of the address edited. */
export const keptAddressValues = (form: string, open: string) => `${form}:values-${open}`;
