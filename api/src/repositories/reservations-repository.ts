import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { MAX_UPCOMING_BOOKINGS, samePerson } from '../domain/bookings-per-person';
import { outboxRepository, type OutgoingMessage } from './outbox-repository';

export type ReservationRow = Selectable<Database['reservations']>;
export type NewReservation = Omit<Insertable<Database['reservations']>, 'id' | 'created_at'>;

/** 'too_many': the person already holds MAX_UPCOMING_BOOKINGS upcoming bookings at the store. */
export type BookingOutcome<Row> = { outcome: 'created' | 'repeated'; row: Row } | { outcome: 'full'; remaining: number } | { outcome: 'too_many' };

export function reservationsRepository(db: Kysely<Database>) {
  return {
    async capacity(storeId: number): Promise<number> {
      const row = await db.selectFrom('reservation_capacity').select('persons_per_slot').where('store_id', '=', storeId).executeTakeFirst();
      return row?.persons_per_slot ?? 0;
    },

    /** Persons already booked per "date hour" of a store, from `fromDate` on. */
    async bookedPersons(storeId: number, fromDate: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('reservations')
        .select(['date', 'hour', sql<string>`sum(persons)`.as('persons')])
        .where('store_id', '=', storeId)
        .where('date', '>=', fromDate)
        .groupBy(['date', 'hour'])
        .execute();
      return new Map(rows.map((r) => [`${r.date} ${r.hour}`, Number(r.persons)]));
    },

    /** The booking a form fill's key already made: its retry is answered with it before any check of the hour. */
    async byIdempotencyKey(key: string): Promise<ReservationRow | undefined> {
      return db.selectFrom('reservations').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
    },

    /**
     * Books a table if the person holds fewer than MAX_UPCOMING_BOOKINGS bookings at the store after
     * `now` (its wall clock) and the slot still has room. A repeated idempotency key returns the
     * first booking (the caller compares its request_hash). The store is locked for the checks and
     * the insert so two people cannot both take the last seats, nor one person two more bookings.
     * `messages` (the customer's confirmation, the restaurant's notification) go into the outbox in
     * the same transaction as a new booking: all are stored or none, so a retry never finds a booking
     * whose e-mails were lost, and a repeated key, answered before them, never queues them twice.
     */
    async book(
      reservation: NewReservation,
      { capacity, now }: { capacity: number; now: { date: string; hour: string } },
      messages?: (row: ReservationRow) => OutgoingMessage[],
    ): Promise<BookingOutcome<ReservationRow>> {
      return db.transaction().execute(async (trx) => {
        // The key's lock comes first, then the store's (always in this order): two sends at once
        // under one key, for one slot or two, then find the first one's booking here rather than
        // failing on the key's unique index. The store's, not the slot's: a person's bookings are
        // counted across its slots.
        await sql`select pg_advisory_xact_lock(hashtext(${`reservation-key:${reservation.idempotency_key}`}))`.execute(trx);
        await sql`select pg_advisory_xact_lock(hashtext(${`reservation:${reservation.store_id}`}))`.execute(trx);
        const earlier = await trx.selectFrom('reservations').selectAll().where('idempotency_key', '=', reservation.idempotency_key).executeTakeFirst();
        if (earlier) return { outcome: 'repeated', row: earlier };
        const held = await trx
          .selectFrom('reservations')
          .select((eb) => eb.fn.countAll<string>().as('bookings'))
          .where('store_id', '=', reservation.store_id)
          .where((eb) => eb.or([eb('date', '>', now.date), eb.and([eb('date', '=', now.date), eb('hour', '>', now.hour)])]))
          .where(samePerson('reservations', reservation))
          .executeTakeFirstOrThrow();
        if (Number(held.bookings) >= MAX_UPCOMING_BOOKINGS) return { outcome: 'too_many' };
        const booked = await trx
          .selectFrom('reservations')
          .select(sql<string>`coalesce(sum(persons), 0)`.as('persons'))
          .where('store_id', '=', reservation.store_id)
          .where('date', '=', reservation.date)
          .where('hour', '=', reservation.hour)
          .executeTakeFirstOrThrow();
        const remaining = capacity - Number(booked.persons);
        if (reservation.persons > remaining) return { outcome: 'full', remaining: Math.max(0, remaining) };
        const row = await trx.insertInto('reservations').values(reservation).returningAll().executeTakeFirstOrThrow();
        await outboxRepository(trx).enqueueAll(messages?.(row) ?? []);
        return { outcome: 'created', row };
      });
    },

    /**
     * Deletes up to `limit` bookings for days before `day` (YYYY-MM-DD), past ones only (form-retention):
     * the person's cap and the places left count upcoming bookings alone. Answers how many.
     */
    async deleteBookedBefore(day: string, limit: number): Promise<number> {
      const result = await db
        .deleteFrom('reservations')
        .where('id', 'in', (qb) => qb.selectFrom('reservations').select('id').where('date', '<', day).limit(limit))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
