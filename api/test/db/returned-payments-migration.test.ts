import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { ordersRepository } from '../../src/repositories/orders-repository';
import { openMigrationDatabase, type MigrationDatabase } from '../helpers/migration-database';
import { orderDraft } from '../helpers/orders';

/** Migration 173: the payments of orders whose money all went back before it are recorded as gone back. */
let m: MigrationDatabase;
beforeAll(async () => {
  m = await openMigrationDatabase();
});
afterAll(() => m.close());

async function order(token: string, moneyReturnedAt: Date | null): Promise<number> {
  await ordersRepository(m.db).insert(orderDraft(token, { payment_method: 'card' }), { ordersPerSlot: null, points: null });
  return (await m.db.updateTable('orders').set({ paid_at: new Date('2026-03-01T10:00:00Z'), money_returned_at: moneyReturnedAt }).where('token', '=', token).returning('id').executeTakeFirstOrThrow()).id;
}
async function payment(orderId: number, status: 'succeeded' | 'requires_payment_method', replacedAt: Date | null = null): Promise<number> {
  const values = { order_id: orderId, method: 'card' as const, provider: 'sandbox', status, amount: 50, currency: 'EUR', replaced_at: replacedAt };
  return (await m.db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

test("each payment that paid an order whose money all went back is recorded, at the order's time; no other", async () => {
  // Back to a database before 173: no table.
  await sql`drop table returned_payments`.execute(m.db);
  await m.forget('173_returned_payments');
  const returnedAt = new Date('2026-03-02T09:00:00Z');
  const refunded = await order('returned-refunded-aaaaaaaaaa', returnedAt);
  const declined = await order('returned-declined-aaaaaaaaaa', returnedAt);
  const standing = await order('returned-standing-aaaaaaaaaa', null);
  // Closed when the order changed its payment method: its money paid nothing.
  await payment(refunded, 'succeeded', new Date('2026-03-01T09:00:00Z'));
  const paid = await payment(refunded, 'succeeded');
  await payment(declined, 'requires_payment_method');
  await payment(standing, 'succeeded');

  expect(await migrateToLatest(m.db, m.schema)).toEqual(['173_returned_payments']);
  const rows = await m.db.selectFrom('returned_payments').selectAll().orderBy('payment_id').execute();
  expect(rows).toEqual([{ payment_id: paid, returned_at: returnedAt }]);
});
