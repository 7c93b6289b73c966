import { Type } from '@sinclair/typebox';
import type { App } from '../../app-instance';
import { StringEnum } from '../common-schemas';

/** A word, not true/false/null: the validator coerces false to null and back, and "default" must stay distinct. */
const Flag = Type.Optional(StringEnum(['shown', 'hidden', 'default'], { description: '"default" restores the spec §9 default.' }));
const FLAG_VALUE = { shown: true, hidden: false, default: null } as const;

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
        ...(about_us !== undefined ? { show_about_us: FLAG_VALUE[about_us] } : {}),
        ...(events !== undefined ? { show_events: FLAG_VALUE[events] } : {}),
        ...(jobs !== undefined ? { show_jobs: FLAG_VALUE[jobs] } : {}),
        ...(reservations !== undefined ? { show_reservations: FLAG_VALUE[reservations] } : {}),
      };
      if (Object.keys(changes).length > 0) {
        const { id } = await app.repositories.website.website();
        await app.db.updateTable('website').set(changes).where('id', '=', id).execute();
      }
      app.answerCache.clear();
      return reply.status(204).send(null);
    },
  );
}
