import { Type } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../../app-instance';
import { verifyPassword } from '../../../domain/account/password';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { CurrentPasswordSchema } from './account-schemas';
import { signedInUser } from './signed-in-user';
import { accountMessage } from '../../../domain/account/account-messages';
import { welcomedAddressKey } from '../../../domain/vouchers/welcomed-address';

/**
 * The person is gone here; the provider's copy (a Stripe Customer with the saved cards) goes too.
 * A provider that does not answer does not undo the deletion: the failure is logged for staff.
 */
async function forgetAtProviders(app: App, log: FastifyBaseLogger, customers: { provider: string; reference: string }[]): Promise<void> {
  const provider = app.paymentProviders.card;
  for (const customer of customers) {
    if (provider?.name !== customer.provider || !provider.forgetCustomer) continue;
    await provider.forgetCustomer(customer.reference).catch((error: unknown) => log.warn({ err: error, provider: provider.name }, 'the provider did not erase a deleted account\'s customer'));
  }
}

const DeleteBodySchema = Type.Object({ password: CurrentPasswordSchema }, { additionalProperties: false });

/** DELETE public/account: confirmed with the password; erases the personal data and every session. */
export function deleteAccountRoute(app: App): void {
  app.delete(
    '/public/account',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: { tags: ['account'], summary: 'Delete the account', body: DeleteBodySchema, response: answers(Type.Object({ deleted: Type.Boolean() }), 400, 401, 422, 429) },
    },
    async (request) => {
      const user = await signedInUser(app, request);
      if (!(await verifyPassword(user.password_hash, request.body.password))) {
        throw new HttpError(422, accountMessage(request, 'password_wrong'));
      }
      const customers = await app.repositories.savedCards.customersOf(user.id);
      await app.repositories.users.erase(user.id, app.now(), user.email ? welcomedAddressKey(user.email, app.signingSecret) : null);
      await forgetAtProviders(app, request.log, customers);
      return { deleted: true };
    },
  );
}
