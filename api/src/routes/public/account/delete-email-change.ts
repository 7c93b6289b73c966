import type { App } from '../../../app-instance';
import { answers } from '../../common-schemas';
import { accountDetails } from './account-details';
import { AccountAnswerSchema } from './account-schemas';
import { ACCOUNT_CHANGE_RATE_LIMIT } from '../auth/auth-rate-limits';
import { signedInUser } from './signed-in-user';

/**
 * DELETE public/account/email-change: withdraws a new e-mail address still waiting for its link
 * (one typed wrong, or no longer wanted). The link sent to it stops working and the account keeps
 * its address; without a change waiting, nothing happens. Answers the account's details.
 */
export function deleteEmailChangeRoute(app: App): void {
  app.delete(
    '/public/account/email-change',
    { config: { rateLimit: ACCOUNT_CHANGE_RATE_LIMIT }, schema: { tags: ['account'], summary: 'Withdraw a new e-mail address waiting for its link', response: answers(AccountAnswerSchema, 401, 429) } },
    async (request) => {
      const user = await signedInUser(app, request);
      await app.repositories.emailChanges.withdraw(user.id, app.now());
      return accountDetails(app, user);
    },
  );
}
