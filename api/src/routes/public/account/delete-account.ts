import { Type, type Static } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { EMAIL_MAX_LENGTH } from 'shared-contracts/forms/email';
import { CurrentPasswordSchema } from './account-schemas';
import { signedInUser } from './signed-in-user';
import { accountMessage } from '../../../domain/account/account-messages';
import { rewardedAddressKey } from '../../../domain/account/rewarded-address';
import { orderProgress } from '../../../domain/account/order-progress';
import { deletionLinkProves } from '../../../domain/account/deletion-link';
import { accountPasswordRight } from '../auth/password-guesses';
import type { UserRow } from '../../../repositories/users-repository';

/**
 * The person is gone here; the provider's copy (a Stripe Customer with the saved cards) goes too.
 * A provider that does not answer does not undo the deletion: the failure is logged for staff.
 * So is a customer at a provider this API no longer runs with (the brand changed its card
 * provider): nothing here can erase it, and once the row goes nobody could tell which it was.
 */
async function forgetAtProviders(app: App, log: FastifyBaseLogger, customers: { provider: string; reference: string }[]): Promise<void> {
  const provider = app.paymentProviders.card;
  for (const customer of customers) {
    if (provider?.name !== customer.provider || !provider.forgetCustomer) {
      log.warn({ provider: customer.provider, customer: customer.reference }, "a deleted account's customer is kept at a provider this API does not run with: erase it there by hand");
      continue;
    }
    await provider.forgetCustomer(customer.reference).catch((error: unknown) => log.warn({ err: error, provider: provider.name }, 'the provider did not erase a deleted account\'s customer'));
  }
}

/**
 * The password, or for an account without one (made with Google) the link e-mailed to its address
 * (POST public/account/deletion-link). `email` is what a page loaded before the link came still
 * sends: it is answered with the way it is done now.
 */
const DeleteBodySchema = Type.Object(
  {
    password: Type.Optional(CurrentPasswordSchema),
    link: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
type DeleteBody = Static<typeof DeleteBodySchema>;

/**
 * Throws unless the person at the screen means it and is the account's: its password (each wrong
 * one counted against the account as a sign-in's is, accountPasswordRight), or, for an account made
 * with Google (no password to give), the link e-mailed to its address, which proves the mailbox as
 * the password would. Its address typed out proved nothing: the account page shows it to any
 * session, a copied token's too. A refusal of what was sent names its field (the link's too, so
 * the form knows to offer a new one); one without a link is the whole form's.
 */
async function confirmDeletion(app: App, request: FastifyRequest, user: UserRow, body: DeleteBody): Promise<void> {
  if (user.password_hash !== null) {
    if (!body.password || !(await accountPasswordRight(app, request, user, body.password))) throw new HttpError(422, accountMessage(request, 'password_wrong'), 'password');
    return;
  }
  if (!body.link) throw new HttpError(422, accountMessage(request, 'delete_by_link'));
  if (!deletionLinkProves(app.signingSecret, user, body.link, app.now())) throw new HttpError(422, accountMessage(request, 'delete_link_invalid'), 'link');
}

/**
 * An order still current (orderProgress, as the account's list says) is still to be handed over:
 * the staff read its name, phone and address, which deleting the account would blank.
 */
async function hasCurrentOrder(app: App, userId: number): Promise<boolean> {
  const now = app.now();
  const orders = await app.repositories.accountOrders.progressOf(userId);
  return orders.some((order) => orderProgress(order, now, order.store_time_zone).current);
}

/**
 * DELETE public/account: confirmed (confirmDeletion), and refused while an order is current (422,
 * nothing changed); erases the personal data and every session.
 */
export function deleteAccountRoute(app: App): void {
  app.delete(
    '/public/account',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags: ['account'], summary: 'Delete the account', body: DeleteBodySchema, response: answers(Type.Object({ deleted: Type.Boolean() }), 400, 401, 422, 429) },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      await confirmDeletion(app, request, user, request.body);
      if (await hasCurrentOrder(app, user.id)) throw new HttpError(422, accountMessage(request, 'delete_order_current'));
      const customers = await app.repositories.savedCards.customersOf(user.id);
      const { country_code: brandCountry } = await app.repositories.website.website();
      await app.repositories.users.erase(user.id, app.now(), user.email ? rewardedAddressKey(user.email, app.signingSecret) : null, brandCountry);
      await forgetAtProviders(app, request.log, customers);
      return { deleted: true };
    },
  );
}
