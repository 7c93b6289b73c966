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
import type { AnswerCache } from './routes/cached-answer';
import type { EventStreams } from './live/event-stream';
import type { LiveUpdates } from './live/live-updates';
import type { StaffCodes } from './domain/table-ordering/staff-tokens';
import type { PaymentProviders } from './domain/payments/payment-provider';
import type { OrderPaidListener } from './domain/payments/order-paid';

/** The Fastify instance routes receive: TypeBox schemas type each request. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

import type { GoogleSignIn } from './domain/account/google-id-token';

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
    /** Whether an origin is the shop's own (SHOP_URL or the CORS list): where a payment may return to. */
    isShopOrigin: (origin: string) => boolean;
    /** ASSETS_URL when configured; otherwise built from the request's own origin. */
    assetsUrlFor: (request: FastifyRequest) => string;
    /** The private folder of uploaded CVs; nothing serves it. */
    uploadsDir: string;
    /** Signs newsletter unsubscribe links. */
    signingSecret: string;
    /** Kept answers of the boot reads (website settings, menus), revalidated with ETags. */
    answerCache: AnswerCache;
    /** Each store's staff code (issue 9), or the dev-staff-{id} codes outside production. */
    staffTokens: StaffCodes;
    /** Tells and watches changes across API processes (PostgreSQL LISTEN/NOTIFY). */
    live: LiveUpdates;
    /** Server-sent event answers that follow a topic of `live`. */
    eventStreams: EventStreams;
    /** Google sign-in when GOOGLE_CLIENT_ID is configured; null shows "currently unavailable". */
    google: GoogleSignIn | null;
    /** The card provider (Stripe, or the built-in sandbox) and PayPal when configured. */
    paymentProviders: PaymentProviders;
    /** Called once per order when its provider confirms the payment (e.g. loyalty points). */
    onOrderPaid: OrderPaidListener[];
  }
}
