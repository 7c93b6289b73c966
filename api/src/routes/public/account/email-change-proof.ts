import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { HttpError } from '../../../http-error';
import type { UserRow } from '../../../repositories/users-repository';
import { accountMessage } from '../../../domain/account/account-messages';
import { accountPasswordRight } from '../auth/password-guesses';

/**
 * A new e-mail address sends the account's links (forgotten password included) to another mailbox,
 * so it is asked for by the person, not just a session (a token may have been copied): with the
 * account's password, each wrong one counted against the account as a sign-in's is (accountPasswordRight).
 * Throws the refusal, on its field, before anything is saved.
 *
 * An account made with Google has no password. Typing its current address out (as deleting it asks)
 * would prove nothing here: the account page shows that address to any session. So it sets a
 * password first, from the link e-mailed to its current address (which is proof of the mailbox),
 * and changes the address with it.
 *
 * The address already waiting for its link was asked for with that proof: sending its link again
 * needs none (a new password spends it, users.setPassword).
 */
export async function proveEmailChange(app: App, request: FastifyRequest, user: UserRow, email: string, password: string | undefined): Promise<void> {
  if (email === user.email) return;
  if (email === (await app.repositories.emailChanges.pendingOf(user.id, app.now()))) return;
  if (user.password_hash === null) throw new HttpError(422, accountMessage(request, 'email_change_needs_password'), 'email');
  if (!password) throw new HttpError(422, accountMessage(request, 'email_change_password_required'), 'password');
  if (!(await accountPasswordRight(app, request, user, password))) throw new HttpError(422, accountMessage(request, 'password_wrong'), 'password');
}
