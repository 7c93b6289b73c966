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

    async add(userId: number, fields: AddressFields): Promise<DeliveryAddress> {
      return db.insertInto('delivery_addresses').values({ ...fields, user_id: userId }).returning(COLUMNS).executeTakeFirstOrThrow();
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
