import type { FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { normalisePhone } from 'shared-contracts/forms/person-fields';
import { HttpError } from '../http-error';
import { formMessage } from './forms/form-messages';
import { storeClock, toHhmm } from './later-slots';
import type { RestaurantRecipient } from './restaurant-recipient';

/**
 * The upcoming bookings one e-mail address or one phone number may hold at one store: tables, and
 * event places apart. Addresses are not confirmed and each booking mails whatever address was
 * typed in, so without it one visitor could book out every table (a booking may take a whole
 * hour's places, and the forms take ten sends a minute). Nothing cancels a booking on the website:
 * a booking stays upcoming until its hour or its event begins.
 */
export const MAX_UPCOMING_BOOKINGS = 3;

/**
 * A booking row of the same person: the address in any case, the phone as normalisePhone keeps it
 * (digits and +: all else the phone rule lets through is a separator), so "0722 123 456" and
 * "0722-123-456" are one number.
 */
export function samePerson(table: 'reservations' | 'event_reservations', person: { email: string; phone: string }): RawBuilder<boolean> {
  const email = sql.ref(`${table}.email`);
  const phone = sql.ref(`${table}.phone`);
  return sql<boolean>`(lower(${email}) = lower(${person.email}) or regexp_replace(${phone}, '[^0-9+]', '', 'g') = ${normalisePhone(person.phone)})`;
}

/** The store's wall clock as a table booking writes its day and hour: a booking after it is upcoming. */
export function bookingClock(timeZone: string, now: Date): { date: string; hour: string } {
  const { date, minutes } = storeClock(now, timeZone);
  return { date, hour: toHhmm(minutes) };
}

/** The refusal of one booking too many: it names the phone to call to change a booking, if the restaurant has one. */
export function tooManyBookings(request: Pick<FastifyRequest, 'headers'>, restaurant: RestaurantRecipient): HttpError {
  const params = { store: restaurant.name, phone: restaurant.phone, count: MAX_UPCOMING_BOOKINGS };
  return new HttpError(422, formMessage(request, restaurant.phone ? 'bookings_limit_call' : 'bookings_limit', params));
}
