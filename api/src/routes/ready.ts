import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../app-instance';
import { ErrorAnswerSchema } from './common-schemas';

/**
 * GET /ready: readiness for the compose topology and load balancers. Unlike /health (the process
 * is alive), it says whether to send customers here now: the database answers and the process is
 * not shedding load (under-pressure answers 503 before this handler runs). While the server shuts
 * down it answers 503 too (Fastify's return503OnClosing).
 */
export function getReadyRoute(app: App): void {
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: Type.Object({ status: Type.Literal('ready') }), 503: Type.Ref(ErrorAnswerSchema) },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'The database does not answer.' });
      }
      return { status: 'ready' as const };
    },
  );
}
