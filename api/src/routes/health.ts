import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../app-instance';

/** GET /health: the start script waits on it; it also checks the database answers. */
export function getHealthRoute(app: App): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const };
    },
  );
}
