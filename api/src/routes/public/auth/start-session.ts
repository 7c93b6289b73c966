import type { App } from '../../../app-instance';
import { SESSION_DAYS, addMinutes } from '../../../domain/account/account-rules';
import { hashOpaqueToken, newOpaqueToken } from '../../../domain/account/opaque-token';
import type { UserRow } from '../../../repositories/users-repository';
import type { SignedInUser } from '../account/account-schemas';

/** Issues a new bearer token (only its hash is kept) and answers the spec §3 user with it. */
export async function startSession(app: App, user: UserRow): Promise<SignedInUser> {
  const token = newOpaqueToken();
  await app.repositories.userTokens.save(hashOpaqueToken(token), user.id, addMinutes(app.now(), SESSION_DAYS * 24 * 60));
  return {
    id: user.id,
    token,
    name: user.name,
    delivery_addresses: await app.repositories.deliveryAddresses.listOf(user.id),
    phone_validated: user.phone_validated_at !== null,
  };
}
