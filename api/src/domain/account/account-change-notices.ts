import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-instance';
import type { UserRow } from '../../repositories/users-repository';
import { accountEmail } from './account-messages';

/*
 * Whoever took over an account changes its password or e-mail address first; its owner hears of it
 * at the address they still read, with a way back (a new password) and someone to tell.
 */

/** The shop's e-mail and phone, for the owner to tell. */
export async function brandContact(app: App): Promise<string> {
  const website = await app.repositories.website.website();
  return [website.email, website.phone].filter(Boolean).join(', ');
}

/** The password changed (in the account, or from a reset link): said to the account's address. */
export async function tellPasswordChanged(app: App, request: FastifyRequest, user: Pick<UserRow, 'name' | 'email'>): Promise<void> {
  if (!user.email) return;
  await app.repositories.outbox.enqueue({
    channel: 'email',
    recipient: user.email,
    // The sign-in page with its "forgotten password" form open (mfe-account's FORGOT_PASSWORD_QUERY).
    ...(await accountEmail(app, request, 'password_changed', { name: user.name, contact: await brandContact(app), forgot: `${app.shopUrl}/auth/login?forgot` })),
  });
}

/** The account's e-mail address changed: said to the old one, which a reset link can no longer reach. */
export async function tellEmailChanged(app: App, request: FastifyRequest, user: Pick<UserRow, 'name'>, oldEmail: string, newEmail: string): Promise<void> {
  await app.repositories.outbox.enqueue({
    channel: 'email',
    recipient: oldEmail,
    ...(await accountEmail(app, request, 'email_changed', { name: user.name, contact: await brandContact(app), email: newEmail })),
  });
}
