import type { Kysely } from 'kysely';
import type { DeliveryAddress } from 'shared-contracts/types/user';
import type { Database } from '../db/schema';

export type AddressFields = Omit<DeliveryAddress, 'id'>;

const COLUMNS = ['id', 'address', 'address_line2', 'name', 'instructions', 'lat', 'lng'] as const;

/** A user's saved delivery addresses; every query is narrowed to the owner. */
export function deliveryAddressesRepository(db: Kysely<Database>) {
  return {
    async listOf(userId: number): Promise<DeliveryAddress[]> {
      return db.selectFrom('delivery_addresses').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute();
    },

    /** Undefined when the user already keeps `max` addresses: nothing is added. */
    async addUpTo(userId: number, fields: AddressFields, max: number): Promise<DeliveryAddress | undefined> {
      return db.transaction().execute(async (trx) => {
        // The user's row is locked first so two saves at once cannot both take the last place.
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const { count } = await trx
          .selectFrom('delivery_addresses')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= max) return undefined;
        return trx.insertInto('delivery_addresses').values({ ...fields, user_id: userId }).returning(COLUMNS).executeTakeFirstOrThrow();
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
