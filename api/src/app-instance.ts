import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Repositories } from './plugins/app/repositories';
import type { Geocoder } from './domain/geocoding/geocoder';

/** The Fastify instance routes receive: TypeBox schemas type each request. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    repositories: Repositories;
    /** Address search (gazetteer or a Nominatim-compatible service). */
    geocoder: Geocoder;
    /** The current time; tests inject a fixed one to check open and closed shops. */
    now: () => Date;
    /** The shop's origin, for links in e-mails. */
    shopUrl: string;
    /** ASSETS_URL when configured; otherwise built from the request's own origin. */
    assetsUrlFor: (request: FastifyRequest) => string;
    /** The private folder of uploaded CVs; nothing serves it. */
    uploadsDir: string;
    /** Signs newsletter unsubscribe links. */
    signingSecret: string;
  }
}
