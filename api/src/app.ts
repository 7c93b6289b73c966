import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { App } from './app-instance';
import type { DatabaseOptions } from './db/database';
import { registerCors } from './plugins/external/cors';
import { registerDatabase } from './plugins/external/database';
import { registerErrorHandlers, validationMessage } from './plugins/external/errors';
import { registerMultipart } from './plugins/external/multipart';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSwagger } from './plugins/external/swagger';
import { registerRepositories } from './plugins/app/repositories';
import { getAssetsRoutes } from './routes/assets/get-assets';
import { ErrorAnswerSchema } from './routes/common-schemas';
import { getHealthRoute } from './routes/health';
import { getOutboxRoute } from './routes/dev/get-outbox';
import { getBannersRoute } from './routes/public/banners/get-banners';
import { getCartsRoute } from './routes/public/carts/get-carts';
import { postCartsRoute } from './routes/public/carts/post-carts';
import { getCategoriesRoute } from './routes/public/categories/get-categories';
import { postCheckRedirectRoute } from './routes/public/check-redirect/post-check-redirect';
import { getMenusRoute } from './routes/public/menus/get-menus';
import { getProductRoute } from './routes/public/products/get-product';
import { getOrderRoute } from './routes/public/orders/get-order';
import { postOrdersRoute } from './routes/public/orders/post-orders';
import { getDeliveryAreaAtRoute } from './routes/public/delivery-areas/get-delivery-area-at';
import { getGeocodingSearchRoute } from './routes/public/geocoding/get-geocoding-search';
import { gazetteerGeocoder } from './domain/geocoding/gazetteer-geocoder';
import type { Geocoder } from './domain/geocoding/geocoder';
import { postVoucherCheckRoute } from './routes/public/vouchers/post-voucher-check';
import { getLaterSlotsRoute } from './routes/public/stores/get-later-slots';
import { getProductsRoute } from './routes/public/products/get-products';
import { getSearchRoute } from './routes/public/search/get-search';
import { getShopStatusRoute } from './routes/public/website-settings/get-shop-status';
import { getWebsiteSettingsRoute } from './routes/public/website-settings/get-website-settings';
import { postRegisterRoute } from './routes/public/auth/post-register';
import { postLoginRoute } from './routes/public/auth/post-login';
import { postLogoutRoute } from './routes/public/auth/post-logout';
import { postForgotPasswordRoute } from './routes/public/auth/post-forgot-password';
import { postNewPasswordRoute } from './routes/public/auth/post-new-password';
import { postPhoneCodeRoute } from './routes/public/auth/post-phone-code';
import { postValidatePhoneNumberRoute } from './routes/public/auth/post-validate-phone-number';
import { getAccountRoute } from './routes/public/account/get-account';
import { putAccountRoute } from './routes/public/account/put-account';
import { postChangePasswordRoute } from './routes/public/account/post-change-password';
import { deleteAccountRoute } from './routes/public/account/delete-account';
import { deliveryAddressesRoutes } from './routes/public/account/delivery-addresses-routes';
import { getBenefitsRoute } from './routes/public/account/get-benefits';
import { putShowPagesRoute } from './routes/dev/put-show-pages';
import { postContactMessagesRoute } from './routes/public/contact/post-contact-messages';
import { getEventRoute } from './routes/public/events/get-event';
import { getEventsRoute } from './routes/public/events/get-events';
import { postEventReservationsRoute } from './routes/public/events/post-event-reservations';
import { getJobsRoutes } from './routes/public/jobs/get-jobs';
import { postJobApplicationsRoute } from './routes/public/jobs/post-job-applications';
import { postUnsubscribeRoute } from './routes/public/newsletter/post-unsubscribe';
import { getPageRoute } from './routes/public/pages/get-page';
import { getReservationAvailabilityRoute } from './routes/public/reservations/get-reservation-availability';
import { postReservationsRoute } from './routes/public/reservations/post-reservations';

/** Uploaded CVs live here, outside every folder the API or the shop serves. */
const DEFAULT_UPLOADS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'uploads');
/** Signs unsubscribe links; production must set SIGNING_SECRET. */
const DEVELOPMENT_SIGNING_SECRET = 'development-only-signing-secret';

export interface AppOptions {
  database: DatabaseOptions;
  /** Allowed browser origins; null or absent allows any localhost origin. */
  corsOrigins?: string[] | null;
  /** Base URL of pictures; absent means this API's own origin + "/assets". */
  assetsUrl?: string | null;
  /** The clock; tests pass a fixed time to see the shop open or closed. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Address search; the built-in gazetteer of the seed city when absent. */
  geocoder?: Geocoder;
  /** Development-only routes (the outbox reader); production leaves them out. */
  devRoutes?: boolean;
  /** The shop's own address, for links in e-mails (a password reset); default the local shell. */
  shopUrl?: string | null;
  /** Where job-application CVs are stored (never served); default api/uploads. */
  uploadsDir?: string;
  /** Secret that signs newsletter unsubscribe links; default SIGNING_SECRET. */
  signingSecret?: string;
}

function signingSecretOf(options: AppOptions): string {
  const secret = options.signingSecret ?? process.env.SIGNING_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === 'production') throw new Error('SIGNING_SECRET must be set in production.');
  return DEVELOPMENT_SIGNING_SECRET;
}

/** The storefront API: external plugins, then repositories, then routes (fastify/demo order). */
export async function buildApp(options: AppOptions): Promise<App> {
  const app: App = Fastify({
    logger: options.logger ?? false,
    schemaErrorFormatter: (errors, dataVar) => new Error(validationMessage(errors, dataVar)),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('shopUrl', (options.shopUrl ?? 'http://localhost:3000').replace(/\/$/, ''));
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('geocoder', options.geocoder ?? gazetteerGeocoder());
  app.decorate('assetsUrlFor', (request) => options.assetsUrl ?? `${request.protocol}://${request.host}/assets`);
  app.decorate('uploadsDir', options.uploadsDir ?? process.env.UPLOADS_DIR ?? DEFAULT_UPLOADS_DIR);
  app.decorate('signingSecret', signingSecretOf(options));
  app.addSchema(ErrorAnswerSchema);
  registerErrorHandlers(app);

  await registerCors(app, options.corsOrigins ?? null);
  await registerSwagger(app);
  await registerRateLimit(app);
  await registerMultipart(app);
  await registerDatabase(app, options.database);

  registerRepositories(app);

  getHealthRoute(app);
  getWebsiteSettingsRoute(app);
  getShopStatusRoute(app);
  getMenusRoute(app);
  getCategoriesRoute(app);
  postCheckRedirectRoute(app);
  postCartsRoute(app);
  getCartsRoute(app);
  getProductsRoute(app);
  getProductRoute(app);
  getSearchRoute(app);
  getBannersRoute(app);
  postRegisterRoute(app);
  postLoginRoute(app);
  postLogoutRoute(app);
  postForgotPasswordRoute(app);
  postNewPasswordRoute(app);
  postPhoneCodeRoute(app);
  postValidatePhoneNumberRoute(app);
  getAccountRoute(app);
  putAccountRoute(app);
  postChangePasswordRoute(app);
  deleteAccountRoute(app);
  deliveryAddressesRoutes(app);
  getBenefitsRoute(app);
  getReservationAvailabilityRoute(app);
  postReservationsRoute(app);
  getEventsRoute(app);
  getEventRoute(app);
  postEventReservationsRoute(app);
  getJobsRoutes(app);
  postJobApplicationsRoute(app);
  postContactMessagesRoute(app);
  getPageRoute(app);
  postUnsubscribeRoute(app);
  postOrdersRoute(app);
  getOrderRoute(app);
  getLaterSlotsRoute(app);
  getGeocodingSearchRoute(app);
  getDeliveryAreaAtRoute(app);
  postVoucherCheckRoute(app);
  getAssetsRoutes(app);
  if (options.devRoutes ?? process.env.NODE_ENV !== 'production') {
    getOutboxRoute(app);
    putShowPagesRoute(app);
  }

  await app.ready();
  return app;
}
