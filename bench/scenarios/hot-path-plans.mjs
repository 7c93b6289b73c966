/**
 * The plans PostgreSQL makes for the queries the API's hot paths and rounds run (issue #11: an
 * index for each), on a database made for the run (BENCH_POSTGRES, default this machine's server),
 * migrated and demo-seeded as the API does at start, then filled as a shop a few months old
 * (5k accounts, 200k orders, 600k order lines, ~170k payments, 300k outbox rows, 100k carts, 50k
 * ledger rows, 20k account vouchers); dropped after. Each query is the SQL its repository sends
 * (Kysely's text, bound parameters and all) under EXPLAIN (ANALYZE, FORMAT JSON): its execution
 * time (median of 3) and the large tables it reads whole. Writes run in a transaction rolled back.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { API } from '../../scripts/topology.mjs';
import { root } from './shop.mjs';

const SERVER = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
const RUNS = 3;
/** Tables at least this long are "large": reading one whole on a hot path is what an index avoids. */
const LARGE_TABLE_ROWS = 10_000;

/**
 * Deterministic (no random(); times relative to now()): the 300 newest unpaid online orders are
 * left overdue for the round, the rest of those older than an hour abandoned with their payments
 * closed; every 7th online order had a payment replaced before; 100 outbox rows unsent; the carts
 * span 30 days and an hour or two, so the hourly sweep deletes a couple of hours' worth, as it does
 * once running.
 */
const SEED = [
  `insert into users (name, email, phone, password_hash, referral_code, created_at)
   select 'U' || g, 'u' || g || '@ex.com', '07' || lpad(g::text, 8, '0'), 'x', 'R' || g, now() - interval '300 days'
   from generate_series(1, 5000) g`,
  `insert into orders (token, idempotency_key, request_hash, store_id, delivery_type, pickup_type, name, email, phone, cutlery,
     contactless_delivery, accept_promotion, payment_method, voucher_code, for_later, later_day, later_time, estimated_minutes,
     subtotal, delivery_fee, packaging_fee, voucher_value, free_products_discount, total, created_at, user_id, slot_day, slot_time,
     paid_at, cart_token_hash, points_credited_at, language)
   select 'tok' || g, 'idem' || g, 'h', s.ids[1 + g % cardinality(s.ids)], case when g % 3 = 0 then 'delivery' else 'pickup' end,
     'at_counter', 'N', 'c' || (g % 20000) || '@ex.com', '0722', false, false, false,
     case g % 4 when 0 then 'cash-pickup' when 2 then 'paypal' else 'card' end, case when g % 10 = 0 then 'AURORA10' end,
     false, null, null, 30, 50, 0, 0, 0, 0, 50, t.at,
     case when g % 2 = 0 then u.first + g % 5000 end, to_char(t.at::date, 'YYYY-MM-DD'), to_char(date_trunc('hour', t.at), 'HH24:MI'),
     case when g % 4 = 0 or g % 50 = 1 then null else t.at end, 'cart' || g,
     case when g % 4 = 2 then t.at end, 'en'
   from generate_series(1, 200000) g
   cross join (select array_agg(id order by id) as ids from stores) s
   cross join (select min(id) as first from users) u
   cross join lateral (select now() - (200000 - g) * interval '2 minutes' as at) t`,
  `update orders set abandoned_at = created_at + interval '30 minutes'
   where paid_at is null and payment_method in ('card', 'paypal') and created_at < now() - interval '1 hour'`,
  `update orders set abandoned_at = null where id in (select id from orders where abandoned_at is not null order by id desc limit 300)`,
  `insert into order_lines (order_id, position, product_id, name, quantity, options, unit_price, total)
   select o.id, p, pr.ids[1 + p % cardinality(pr.ids)], 'x', 1, '[]', 10, 10
   from orders o cross join generate_series(0, 2) p cross join (select array_agg(id order by id) as ids from products) pr`,
  `insert into payments (order_id, method, provider, status, amount, currency, provider_payment_id, created_at, updated_at, replaced_at)
   select id, payment_method, 'sandbox', 'requires_payment_method', total, 'RON', 'pp-early' || id, created_at, created_at + interval '1 minute', created_at + interval '1 minute'
   from orders where payment_method in ('card', 'paypal') and id % 7 = 0`,
  `insert into payments (order_id, method, provider, status, amount, currency, provider_payment_id, created_at, updated_at, replaced_at)
   select id, payment_method, 'sandbox', case when paid_at is null then 'failed' else 'succeeded' end, total, 'RON', 'pp' || id,
     created_at + interval '1 minute', coalesce(abandoned_at, created_at + interval '1 minute'), abandoned_at
   from orders where payment_method in ('card', 'paypal')`,
  `insert into outbox (channel, recipient, subject, body, created_at, sent_at, held_for_order_id)
   select case when g % 5 = 0 then 'sms' else 'email' end, 'c' || (g % 20000) || '@ex.com', 's', 'b', t.at,
     case when g <= 299900 then t.at end, case when g % 3 = 0 then o.first + g % 200000 end
   from generate_series(1, 300000) g
   cross join (select min(id) as first from orders) o
   cross join lateral (select now() - (300000 - g) * interval '1 minute' as at) t`,
  `insert into carts (token_hash, json_object, created_at, updated_at)
   select 'cart' || g, '{}', now() - g * interval '26 seconds', now() - g * interval '26 seconds' from generate_series(1, 100000) g`,
  `insert into points_ledger (user_id, points, reason, order_id, created_at)
   select user_id, 5, 'order', id, created_at from orders where points_credited_at is not null`,
  `insert into user_vouchers (user_id, voucher_code, given_at)
   select u.id, c.code, now() - interval '100 days' from users u cross join (values ('WELCOME20'), ('FREELEMONADE'), ('SWEETTOOTH'), ('NOBEER15')) c(code)`,
  `update user_vouchers v set used_at = o.created_at, used_order_id = o.id
   from (select distinct on (user_id) user_id, id, created_at from orders where user_id is not null order by user_id, id desc) o
   where o.user_id = v.user_id and v.voucher_code = 'WELCOME20'`,
  'vacuum analyze',
];

/** The fixed values the queries are asked with, read from the seed. */
const FIXED_VALUES = `select
  (select token from orders where paid_at is null and abandoned_at is null and payment_method in ('card', 'paypal') order by id desc limit 1) as waiting_token,
  (select id from orders where paid_at is null and abandoned_at is null and payment_method in ('card', 'paypal') and id % 7 = 0 order by id desc limit 1) as waiting_id,
  (select token from orders where abandoned_at is not null order by id limit 1) as abandoned_token,
  (select min(id) + 42 from users) as user_id,
  (select used_order_id from user_vouchers where used_order_id is not null order by user_id limit 1) as voucher_order_id`;

/** The queries, as each repository function sends them (kysely's compiled text), and their values. */
const QUERIES = (v) => [
  {
    // abandoned-orders-repository.ts, paymentDeadline: every GET public/orders/{token} poll of an order awaiting payment.
    query: 'paymentDeadline (order page poll)',
    sql: `select greatest(orders.created_at, orders.payment_method_changed_at, (select max(payments.updated_at) from payments where payments.order_id = orders.id)) + $1 * interval '1 minute' as "deadline" from "orders" where "orders"."token" = $2 and ("orders"."paid_at" is null and "orders"."abandoned_at" is null and "orders"."payment_method" in ($3, $4) and not exists (select "group_orders"."id" from "group_orders" where "group_orders"."order_id" = "orders"."id" and "group_orders"."payment_mode" != $5) and ("orders"."delivery_type" != $6 or (not exists (select "group_orders"."id" from "group_orders" where "group_orders"."order_id" = "orders"."id") and "orders"."table_received_at" is null)))`,
    params: [30, v.waiting_token, 'card', 'paypal', 'split', 'table'],
  },
  {
    // abandoned-orders-repository.ts, overdue: the unpaid-order round (domain/orders/unpaid-order-abandonment.ts, 50 a round).
    query: 'overdue (unpaid-order round)',
    sql: `update "orders" set "overdue_checked_at" = now() where "id" in (select "id" from "orders" where (("orders"."paid_at" is null and "orders"."abandoned_at" is null and "orders"."payment_method" in ($1, $2) and not exists (select "group_orders"."id" from "group_orders" where "group_orders"."order_id" = "orders"."id" and "group_orders"."payment_mode" != $3) and ("orders"."delivery_type" != $4 or (not exists (select "group_orders"."id" from "group_orders" where "group_orders"."order_id" = "orders"."id") and "orders"."table_received_at" is null))) and "orders"."created_at" < now() - $5 * interval '1 minute' and greatest(orders.created_at, orders.payment_method_changed_at, (select max(payments.updated_at) from payments where payments.order_id = orders.id)) + $6 * interval '1 minute' < now()) order by overdue_checked_at nulls first, "created_at" limit $7) returning "token"`,
    params: ['card', 'paypal', 'split', 'table', 30, 30, 50],
  },
  {
    // abandoned-orders-repository.ts, isOverdue: each order the round abandons, and inside `abandon`.
    query: 'isOverdue (abandoning one order)',
    sql: `select "id" from "orders" where "id" = $1 and (("orders"."paid_at" is null and "orders"."abandoned_at" is null and "orders"."payment_method" in ($2, $3) and not exists (select "group_orders"."id" from "group_orders" where "group_orders"."order_id" = "orders"."id" and "group_orders"."payment_mode" != $4) and ("orders"."delivery_type" != $5 or (not exists (select "group_orders"."id" from "group_orders" where "group_orders"."order_id" = "orders"."id") and "orders"."table_received_at" is null))) and "orders"."created_at" < now() - $6 * interval '1 minute' and greatest(orders.created_at, orders.payment_method_changed_at, (select max(payments.updated_at) from payments where payments.order_id = orders.id)) + $7 * interval '1 minute' < now())`,
    params: [v.waiting_id, 'card', 'paypal', 'split', 'table', 30, 30],
  },
  {
    // abandoned-orders-repository.ts, paymentUnverified: every GET public/orders/{token} of an abandoned order.
    query: 'paymentUnverified (abandoned order page)',
    sql: `select "payments"."id" from "orders" inner join "payments" on "payments"."order_id" = "orders"."id" where "orders"."token" = $1 and "orders"."abandoned_at" is not null and "payments"."share_id" is null and "payments"."replaced_at" is not null and "payments"."status" in ($2, $3)`,
    params: [v.abandoned_token, 'error_checking', 'succeeded'],
  },
  {
    // payments-repository.ts, replacedCount: every payment start (domain/payments/create-payment.ts).
    query: 'replacedCount (payment start)',
    sql: `select count(*) as "n" from "payments" where "order_id" = $1 and "share_id" is null and "replaced_at" is not null`,
    params: [v.waiting_id],
  },
  {
    // payments-repository.ts, endedByProvider: the payment page's poll when the order has no open payment.
    query: 'endedByProvider (payment page poll)',
    sql: `select "p".* from "payments" as "p" inner join "orders" as "o" on "o"."id" = "p"."order_id" where "p"."order_id" = $1 and "p"."share_id" is null and "p"."replaced_at" is not null and "p"."status" = $2 and "p"."method" = "o"."payment_method" and ("o"."payment_method_changed_at" is null or "o"."payment_method_changed_at" < "p"."created_at") order by "p"."id" desc`,
    params: [v.waiting_id, 'requires_payment_method'],
  },
  {
    // outbox-repository.ts, claimUnsent: the outbox sender, every few seconds per channel (messaging/outbox-sender.ts, 20 a batch).
    query: 'claimUnsent (outbox sender round)',
    sql: `with "to_claim" as materialized (select "outbox"."id" from "outbox" left join "orders" as "held_order" on "held_order"."id" = "outbox"."held_for_order_id" where "outbox"."channel" = $1 and "outbox"."sent_at" is null and "outbox"."failed_at" is null and ("outbox"."held_for_order_id" is null or "held_order"."paid_at" is not null or "held_order"."payment_method" not in ($2, $3)) and ("outbox"."claimed_until" is null or "outbox"."claimed_until" <= $4) order by "outbox"."attempts", "outbox"."id" limit $5 for update of "outbox" skip locked), "claimed" as (update "outbox" set "claimed_until" = $6 from "to_claim" where "outbox"."id" = "to_claim"."id" returning "outbox".*) select * from "claimed" order by "attempts", "id"`,
    params: ['email', 'card', 'paypal', new Date(), 20, new Date(Date.now() + 5 * 60_000)],
  },
  {
    // outbox-repository.ts, dropHeldFor: inside the abandoning transaction, the order row locked.
    query: 'dropHeldFor (abandoning one order)',
    sql: `delete from "outbox" where "held_for_order_id" = $1 and "sent_at" is null`,
    params: [v.waiting_id],
  },
  {
    // orders-repository.ts, pointsBalanceIn (order placement redeeming points, in its transaction);
    // loyalty-repository.ts, balance (the account's benefits): the same text.
    query: 'pointsBalanceIn / balance (order placement, account)',
    sql: `select coalesce(sum("points"), 0) as "balance" from "points_ledger" where "user_id" = $1`,
    params: [v.user_id],
  },
  {
    // loyalty-repository.ts, history: GET public/account/benefits.
    query: 'history (account benefits)',
    sql: `select "points_ledger"."id", "points", "reason", case when "points_ledger"."reason" in ($1, $2) then null else "points_ledger"."order_id" end as "order_id", "points_ledger"."created_at", "orders"."created_at" as "order_placed_at" from "points_ledger" left join "orders" on "orders"."id" = "points_ledger"."order_id" and "points_ledger"."reason" not in ($3, $4) where "points_ledger"."user_id" = $5 order by "points_ledger"."id" desc`,
    params: ['referral', 'referral_taken_back', 'referral', 'referral_taken_back', v.user_id],
  },
  {
    // loyalty-repository.ts, giveBackVoucher: abandoning an order, and a payment given back.
    query: 'giveBackVoucher (abandoning one order)',
    sql: `update "user_vouchers" set "used_at" = $1, "used_order_id" = $2 where "used_order_id" = $3 returning "voucher_code"`,
    params: [null, null, v.voucher_order_id],
  },
  {
    // carts-repository.ts, deleteUntouched: the hourly cart sweep (server.ts).
    query: 'deleteUntouched (hourly cart sweep)',
    sql: `delete from "carts" where "updated_at" < now() - make_interval(days => $1)`,
    params: [30],
  },
];

async function connect(database) {
  const client = new pg.Client({ connectionString: `${SERVER}/${database}`, connectionTimeoutMillis: 5000 });
  await client.connect();
  return client;
}

/** The project's migrations and demo seed, run as `npm run migrate -w api` runs them. */
function migrate(database) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/migrate-cli.ts'], {
      cwd: path.join(root, API.dir),
      env: { NODE_ENV: 'development', ...process.env, DATABASE_URL: `${SERVER}/${database}`, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`migrations failed (${code}): ${errors.slice(-500)}`))));
  });
}

/** The relations a plan reads with a sequential scan, anywhere in its tree. */
function seqScans(plan, found = new Set()) {
  if (plan['Node Type'] === 'Seq Scan') found.add(plan['Relation Name']);
  for (const child of plan.Plans ?? []) seqScans(child, found);
  return found;
}

async function explain(client, { sql, params }) {
  const times = [];
  let plan;
  for (let run = 0; run < RUNS; run += 1) {
    await client.query('begin');
    try {
      const [{ 'QUERY PLAN': [result] }] = (await client.query(`explain (analyze, format json) ${sql}`, params)).rows;
      times.push(result['Execution Time']);
      plan = result.Plan;
    } finally {
      await client.query('rollback');
    }
  }
  return { ms: times.sort((a, b) => a - b)[Math.floor(RUNS / 2)], scanned: seqScans(plan) };
}

/**
 * Answers one row per query: { query, ms, largeSeqScans } (large tables read whole), or
 * { skipped } when no PostgreSQL answers at BENCH_POSTGRES.
 */
export async function hotPathPlans() {
  let admin;
  try {
    admin = await connect('postgres');
  } catch (error) {
    return { skipped: `no PostgreSQL reachable at ${SERVER} (${error instanceof Error ? error.message : error})` };
  }
  const database = `storefront_bench_plans_${Date.now()}`;
  try {
    await admin.query(`create database ${database}`);
    let client;
    try {
      await migrate(database);
      client = await connect(database);
      const seeding = Date.now();
      for (const statement of SEED) await client.query(statement);
      console.log(`  (seeded in ${((Date.now() - seeding) / 1000).toFixed(1)} s)`);
      const large = new Set((await client.query(`select relname from pg_class where relkind = 'r' and reltuples >= $1`, [LARGE_TABLE_ROWS])).rows.map((r) => r.relname));
      const [values] = (await client.query(FIXED_VALUES)).rows;
      const rows = [];
      for (const query of QUERIES(values)) {
        const { ms, scanned } = await explain(client, query);
        rows.push({ query: query.query, ms, largeSeqScans: [...scanned].filter((relation) => large.has(relation)) });
      }
      return rows;
    } finally {
      await client?.end();
      await admin.query(`drop database if exists ${database}`);
    }
  } finally {
    await admin.end();
  }
}
