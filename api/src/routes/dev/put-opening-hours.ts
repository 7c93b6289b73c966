import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { HttpError, notFound } from '../../http-error';

/** "HH:MM" on a 24-hour clock; a close at or before the open runs past midnight ("00:00"-"00:00" is all day). */
const Time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:MM, the store’s local time.' });

const OpeningHoursSchema = Type.Object(
  {
    day: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday.' }),
    open: Time,
    close: Time,
    delivery: Type.Boolean(),
    pickup: Type.Boolean(),
  },
  { additionalProperties: false },
);

/**
 * PUT /dev/stores/{id}/opening-hours: replaces a store's opening hours, so the e2e suites can open
 * a store all day (or close it) whatever the hour they run at. Not registered in production
 * (staff tools for opening hours are not shown).
 */
export function putOpeningHoursRoute(app: App): void {
  app.put(
    '/dev/stores/:id/opening-hours',
    {
      schema: {
        tags: ['development'],
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
        body: Type.Object({ opening_hours: Type.Array(OpeningHoursSchema, { maxItems: 28 }) }, { additionalProperties: false }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const hours = request.body.opening_hours;
      const starts = new Set(hours.map((h) => `${h.day} ${h.open}`));
      if (starts.size < hours.length) throw new HttpError(400, 'Two opening hours start on the same day at the same time.');
      const store = await app.db.selectFrom('stores').select('id').where('id', '=', id).executeTakeFirst();
      if (!store) throw notFound(`Store ${id} does not exist.`);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('opening_hours').where('store_id', '=', id).execute();
        if (hours.length > 0) await trx.insertInto('opening_hours').values(hours.map((h) => ({ store_id: id, ...h }))).execute();
      });
      // The settings answer (with shop_status and the stores' hours) is kept a few seconds.
      app.answerCache.clear();
      return reply.status(204).send(null);
    },
  );
}
