import type { Kysely } from 'kysely';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import type { Database } from '../db/schema';

export type AddressFields = Omit<DeliveryAddress, 'id'>;

/** The Idempotency-Key an address is added under, and the hash of the request that sent it. */
export interface AddRequest {
  key: string;
  hash: string;
}

/** An address added, or the one its key already added (with the hash of the request that did). */
export type AddedAddress = { address: DeliveryAddress; repeated: false } | { address: DeliveryAddress; repeated: true; request_hash: string | null };

const COLUMNS = ['id', 'address', 'address_line2', 'name', 'instructions', 'lat', 'lng'] as const;

/** A user's saved delivery addresses; every query is narrowed to the owner. */
export function deliveryAddressesRepository(db: Kysely<Database>) {
  return {
    async listOf(userId: number): Promise<DeliveryAddress[]> {
      return db.selectFrom('delivery_addresses').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
    },

    /**
     * Undefined when the user already keeps `max` addresses: nothing is added. Sent again under the
     * `key` it was added with (a retry whose answer was lost), it answers the address already added
     * and the hash of the request that added it (the caller refuses another request under that key),
     * before counting: that address holds the place the retry would be refused for.
     */
    async addUpTo(userId: number, fields: AddressFields, max: number, sent: AddRequest | null = null): Promise<AddedAddress | undefined> {
      return db.transaction().execute(async (trx) => {
        // The user's row is locked first so two saves at once cannot both take the last place (nor both add one key).
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        if (sent) {
          const earlier = await trx
            .selectFrom('delivery_addresses')
            .select([...COLUMNS, 'request_hash'])
            .where('user_id', '=', userId)
            .where('idempotency_key', '=', sent.key)
            .executeTakeFirst();
          if (earlier) {
            const { request_hash, ...address } = earlier;
            return { address, repeated: true, request_hash };
          }
        }
        const { count } = await trx
          .selectFrom('delivery_addresses')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return undefined;
        const keyed = sent ? { idempotency_key: sent.key, request_hash: sent.hash } : {};
        const address = await trx.insertInto('delivery_addresses').values({ ...fields, ...keyed, user_id: userId }).returning(COLUMNS).executeTakeFirstOrThrow();
        return { address, repeated: false };
      });
    },

    /** Undefined when the address is not this user's (or does not exist). */
    async replace(userId: number, id: number, fields: AddressFields): Promise<DeliveryAddress | undefined> {
      return db
        .updateTable('delivery_addresses')
        .set(fields)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(COLUMNS)
        .executeTakeFirst();
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const result = await db.deleteFrom('delivery_addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
