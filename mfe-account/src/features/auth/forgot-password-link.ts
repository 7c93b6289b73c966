import { href } from 'shared-contracts/routes/named-routes';

/** The query that opens the sign-in screen at its forgotten-password form. */
export const FORGOT_PASSWORD_QUERY = 'forgot';

/** Where a used or expired reset link sends the customer to ask for a new one. */
export function forgotPasswordHref(): string {
  return `${href('auth.login')}?${FORGOT_PASSWORD_QUERY}`;
}
