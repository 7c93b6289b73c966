import { sql, type Kysely } from 'kysely';

/**
 * Customer accounts (issue 6): users, their bearer tokens, password-reset links, phone codes,
 * saved delivery addresses, the bonus-points ledger, vouchers given to a user, and the loyalty
 * rules. Tokens, links and codes are stored hashed: a leaked table opens no account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Null once the account is deleted: the row stays so past orders keep a (now anonymous) owner.
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('phone_validated_at', 'timestamptz')
    .addColumn('referral_code', 'text', (c) => c.unique())
    .addColumn('referred_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('user_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('phone_codes')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('delivery_addresses')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .execute();

  // Points never expire (spec §9): the balance is the sum of this ledger, one row per credit or debit.
  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('order', 'referral', 'redeemed')`))
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_vouchers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voucher_code', 'text', (c) => c.notNull().references('vouchers.code').onDelete('cascade'))
    .addColumn('given_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_vouchers_pk', ['user_id', 'voucher_code'])
    .execute();

  // Spec §9: the percent of the paid amount credited as points differs by delivery type.
  await db.schema
    .createTable('loyalty_rules')
    .addColumn('delivery_type', 'text', (c) => c.primaryKey().check(sql`delivery_type in ('delivery', 'pickup', 'table')`))
    .addColumn('points_percent', 'numeric(5, 2)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('loyalty_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('referral_points', 'integer', (c) => c.notNull())
    // A voucher every new account receives, when the brand offers one.
    .addColumn('welcome_voucher_code', 'text', (c) => c.references('vouchers.code').onDelete('set null'))
    .execute();
}
