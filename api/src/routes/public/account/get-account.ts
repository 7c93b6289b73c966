import type { App } from '../../../app-instance';
import { answers } from '../../common-schemas';
import { accountDetails } from './account-details';
import { AccountAnswerSchema } from './account-schemas';
import { signedInUser } from './signed-in-user';

/** GET public/account: the signed-in user's details and saved addresses. */
export function getAccountRoute(app: App): void {
  app.get(
    '/public/account',
    { schema: { tags: ['account'], summary: 'Account details', response: answers(AccountAnswerSchema, 401) } },
    async (request) => accountDetails(app, await signedInUser(app, request)),
  );
}
