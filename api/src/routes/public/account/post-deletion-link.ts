import { Type } from '@sinclair/typebox';
import { DELETION_LINK_QUERY } from 'shared-contracts/routes/secret-links';
import type { App } from '../../../app-instance';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { DELETION_LINK_MINUTES, addMinutes } from '../../../domain/account/account-rules';
import { accountEmail, accountMessage } from '../../../domain/account/account-messages';
import { brandContact } from '../../../domain/account/account-change-notices';
import { deletionLinkId } from '../../../domain/account/deletion-link';
import { PASSWORD_RESET_RATE_LIMIT } from '../auth/auth-rate-limits';
import { signedInUser } from './signed-in-user';

/**
 * POST public/account/deletion-link: an account without a password (made with Google) confirms its
 * deletion from the link this e-mails to its address, in the customer's language and naming the
 * shop; a session alone (perhaps a copied token) cannot. The link opens the account page with its
 * delete dialog (mfe-account's DELETION_LINK_QUERY), and DELETE public/account takes it from that
 * same account's session only. An account with a password confirms with it instead (422).
 * Limited as the forgotten-password link is: each call sends an e-mail.
 */
export function postDeletionLinkRoute(app: App): void {
  app.post(
    '/public/account/deletion-link',
    {
      config: { rateLimit: PASSWORD_RESET_RATE_LIMIT },
      schema: { tags: ['account'], summary: 'E-mail the link that confirms deleting an account without a password', response: answers(Type.Object({ sent: Type.Boolean() }), 401, 422, 429) },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      // An account without an address is erased, and has no session left to ask.
      if (user.password_hash !== null || user.email === null) throw new HttpError(422, accountMessage(request, 'delete_by_password'));
      const id = deletionLinkId(app.signingSecret, { id: user.id, email: user.email }, addMinutes(app.now(), DELETION_LINK_MINUTES));
      await app.repositories.outbox.enqueue({
        channel: 'email',
        recipient: user.email,
        ...(await accountEmail(app, request, 'account_deletion', {
          name: user.name,
          minutes: DELETION_LINK_MINUTES,
          link: `${app.shopUrl}/account?${DELETION_LINK_QUERY}=${id}`,
          contact: await brandContact(app),
        })),
      });
      return { sent: true };
    },
  );
}
