import { migrateToLatest } from '../../src/db/migrate';
import { ordersRepository } from '../../src/repositories/orders-repository';
import { outboxRepository } from '../../src/repositories/outbox-repository';
import { openMigrationDatabase, type MigrationDatabase } from '../helpers/migration-database';
import { orderDraft } from '../helpers/orders';

/** Migration 158: confirmations held for orders cancelled unpaid, which could never be sent, are dropped. */
let m: MigrationDatabase;
beforeAll(async () => {
  m = await openMigrationDatabase();
});
afterAll(() => m.close());

/** A card order not paid, with its confirmation held in the outbox until it is. */
async function cardOrder(token: string): Promise<number> {
  await ordersRepository(m.db).insert(orderDraft(token, { payment_method: 'card' }), { ordersPerSlot: null, points: null });
  const id = (await m.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow()).id;
  await outboxRepository(m.db).enqueue({ channel: 'email', recipient: 'ana@example.com', subject: 'Your order', body: token }, id);
  return id;
}

test('the confirmations held for orders cancelled unpaid are dropped, and those of orders still to pay kept', async () => {
  await m.forget('158_no_held_confirmations_of_cancelled_orders');
  const cancelled = await cardOrder('held-cancelled-aaaaaaaaaaaa');
  const waiting = await cardOrder('held-waiting-aaaaaaaaaaaaaa');
  // Cancelled before the cancellation dropped its confirmation.
  await m.db.updateTable('orders').set({ abandoned_at: new Date() }).where('id', '=', cancelled).execute();

  expect(await migrateToLatest(m.db, m.schema)).toEqual(['158_no_held_confirmations_of_cancelled_orders']);
  const held = await m.db.selectFrom('outbox').select('held_for_order_id').where('held_for_order_id', 'in', [cancelled, waiting]).execute();
  expect(held).toEqual([{ held_for_order_id: waiting }]);
});
