import type { FastifyRequest } from 'fastify';
import type { App } from '../../../app-instance';
import { formMessage } from '../../../domain/forms/form-messages';
import { reservationDays } from '../../../domain/reservation-slots';
import { requireVisiblePage } from '../../../domain/visible-page';
import { HttpError } from '../../../http-error';
import { answers } from '../../common-schemas';
import { AvailabilityQuerySchema, AvailabilitySchema } from './reservation-schemas';

/** The reservable store, or a 4xx that says why not (in the request's language, on the store field). */
export async function reservableStore(app: App, storeId: number, request: Pick<FastifyRequest, 'headers'>) {
  const store = (await app.repositories.stores.all()).find((s) => s.id === storeId);
  if (!store) throw new HttpError(404, formMessage(request, 'store_not_found'), 'store_id');
  if (!store.takes_reservations) throw new HttpError(422, formMessage(request, 'reservation_store_closed', { store: store.name }), 'store_id');
  return store;
}

/** GET public/reservations/availability: the store's reservable days and hours, with places left. */
export function getReservationAvailabilityRoute(app: App): void {
  app.get(
    '/public/reservations/availability',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Days and hour slots a store takes reservations, with places left',
        querystring: AvailabilityQuerySchema,
        response: answers(AvailabilitySchema, 400, 404, 422),
      },
    },
    async (request) => {
      await requireVisiblePage(app, request, 'reservations');
      const store = await reservableStore(app, request.query.store_id, request);
      const days = reservationDays(store, app.now());
      const [capacity, booked] = await Promise.all([
        app.repositories.reservations.capacity(store.id),
        app.repositories.reservations.bookedPersons(store.id, days[0]?.date ?? '9999-12-31'),
      ]);
      return {
        store_id: store.id,
        days: days.map((day) => ({
          date: day.date,
          hours: day.hours.map((hour) => ({
            hour,
            remaining: Math.max(0, capacity - (booked.get(`${day.date} ${hour}`) ?? 0)),
          })),
        })),
      };
    },
  );
}
