import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { ordersRepository } from '../../src/repositories/orders-repository';
import { openMigrationDatabase, type MigrationDatabase } from '../helpers/migration-database';
import { orderDraft } from '../helpers/orders';

/** Migration 171: a payment processing when it runs keeps its attempt's guard; the others have none. */
let m: MigrationDatabase;
beforeAll(async () => {
  m = await openMigrationDatabase();
});
afterAll(() => m.close());

async function paymentOf(token: string, status: 'processing' | 'requires_payment_method'): Promise<number> {
  await ordersRepository(m.db).insert(orderDraft(token, { payment_method: 'card' }), { ordersPerSlot: null, points: null });
  const { id } = await m.db.selectFrom('orders').select('id').where('token', '=', token).executeTakeFirstOrThrow();
  const row = await sql<{ id: number }>`
    insert into payments (order_id, method, provider, status, amount, currency, updated_at)
    values (${id}, 'card', 'sandbox', ${status}, 14, 'RON', now() - interval '10 seconds') returning id
  `.execute(m.db);
  return row.rows[0]!.id;
}

test('a payment processing is taken to have started its attempt at its last change', async () => {
  // Back to a database before 171: no column.
  await sql`alter table payments drop column attempt_started_at`.execute(m.db);
  await m.forget('171_attempt_started_at');
  const processing = await paymentOf('attempt-processing-aaaaaaaa', 'processing');
  const declined = await paymentOf('attempt-declined-aaaaaaaaaa', 'requires_payment_method');

  expect(await migrateToLatest(m.db, m.schema)).toEqual(['171_attempt_started_at']);
  const rows = await m.db.selectFrom('payments').select(['updated_at', 'attempt_started_at']).where('id', 'in', [processing, declined]).orderBy('id').execute();
  expect(rows.map((row) => row.attempt_started_at)).toEqual([rows[0]!.updated_at, null]);
});
