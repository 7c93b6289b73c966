import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';

const Flag = Type.Optional(Type.Union([Type.Boolean(), Type.Null()], { description: 'null restores the spec §9 default.' }));

/**
 * PUT /dev/show-pages: which optional pages the brand shows, so the e2e suites can see a hidden
 * page answer 404 and a shown one work. Not registered in production (staff tools are not shown).
 */
export function putShowPagesRoute(app: App): void {
  app.put(
    '/dev/show-pages',
    {
      schema: {
        tags: ['development'],
        body: Type.Object({ about_us: Flag, events: Flag, jobs: Flag, reservations: Flag }, { additionalProperties: false }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const { about_us, events, jobs, reservations } = request.body;
      const changes = {
        ...(about_us !== undefined ? { show_about_us: about_us } : {}),
        ...(events !== undefined ? { show_events: events } : {}),
        ...(jobs !== undefined ? { show_jobs: jobs } : {}),
        ...(reservations !== undefined ? { show_reservations: reservations } : {}),
      };
      if (Object.keys(changes).length > 0) await app.db.updateTable('website').set(changes).execute();
      return reply.status(204).send(null);
    },
  );
}
