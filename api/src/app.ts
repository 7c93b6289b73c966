import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { App } from './app-instance';
import type { DatabaseOptions } from './db/database';
import { registerCors } from './plugins/external/cors';
import { registerDatabase } from './plugins/external/database';
import { registerErrorHandlers, validationMessage } from './plugins/external/errors';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSwagger } from './plugins/external/swagger';
import { registerRepositories } from './plugins/app/repositories';
import { getAssetsRoutes } from './routes/assets/get-assets';
import { ErrorAnswerSchema } from './routes/common-schemas';
import { getHealthRoute } from './routes/health';
import { getOutboxRoute } from './routes/dev/get-outbox';
import { getCartsRoute } from './routes/public/carts/get-carts';
import { postCartsRoute } from './routes/public/carts/post-carts';
import { getCategoriesRoute } from './routes/public/categories/get-categories';
import { postCheckRedirectRoute } from './routes/public/check-redirect/post-check-redirect';
import { getMenusRoute } from './routes/public/menus/get-menus';
import { getOrderRoute } from './routes/public/orders/get-order';
import { postOrdersRoute } from './routes/public/orders/post-orders';
import { getDeliveryAreaAtRoute } from './routes/public/delivery-areas/get-delivery-area-at';
import { getGeocodingSearchRoute } from './routes/public/geocoding/get-geocoding-search';
import { gazetteerGeocoder } from './domain/geocoding/gazetteer-geocoder';
import type { Geocoder } from './domain/geocoding/geocoder';
import { postVoucherCheckRoute } from './routes/public/vouchers/post-voucher-check';
import { getLaterSlotsRoute } from './routes/public/stores/get-later-slots';
import { getProductsRoute } from './routes/public/products/get-products';
import { getShopStatusRoute } from './routes/public/website-settings/get-shop-status';
import { getWebsiteSettingsRoute } from './routes/public/website-settings/get-website-settings';

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
}

/** The storefront API: external plugins, then repositories, then routes (fastify/demo order). */
export async function buildApp(options: AppOptions): Promise<App> {
  const app: App = Fastify({
    logger: options.logger ?? false,
    schemaErrorFormatter: (errors, dataVar) => new Error(validationMessage(errors, dataVar)),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('geocoder', options.geocoder ?? gazetteerGeocoder());
  app.decorate('assetsUrlFor', (request) => options.assetsUrl ?? `${request.protocol}://${request.host}/assets`);
  app.addSchema(ErrorAnswerSchema);
  registerErrorHandlers(app);

  await registerCors(app, options.corsOrigins ?? null);
  await registerSwagger(app);
  await registerRateLimit(app);
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
  postOrdersRoute(app);
  getOrderRoute(app);
  getLaterSlotsRoute(app);
  getGeocodingSearchRoute(app);
  getDeliveryAreaAtRoute(app);
  postVoucherCheckRoute(app);
  getAssetsRoutes(app);
  if (options.devRoutes ?? process.env.NODE_ENV !== 'production') getOutboxRoute(app);

  await app.ready();
  return app;
}
