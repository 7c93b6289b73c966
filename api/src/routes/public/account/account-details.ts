import type { Static } from '@sinclair/typebox';
import type { App } from '../../../app-instance';
import type { UserRow } from '../../../repositories/users-repository';
import type { AccountAnswerSchema } from './account-schemas';
import { hasOrderPaidWithMoney } from '../../../domain/account/order-paid-with-money';
import { phoneCodeState } from './phone-code-state';

/** The account screen's details of a (not deleted) user. */
export async function accountDetails(app: App, user: UserRow): Promise<Static<typeof AccountAnswerSchema>> {
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    pending_email: await app.repositories.emailChanges.pendingOf(user.id, app.now()),
    phone: user.phone,
    phone_validated: user.phone_validated_at !== null,
    has_password: user.password_hash !== null,
    referral_code: user.referral_code ?? '',
    delivery_addresses: await app.repositories.deliveryAddresses.listOf(user.id),
    profile_version: user.profile_version,
    phone_code: await phoneCodeState(app, user),
    referral_pending: user.referred_by !== null && !(await hasOrderPaidWithMoney(app.db, user.id)),
  };
}
