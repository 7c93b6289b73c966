import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { App } from './app-instance';
import type { DatabaseOptions } from './db/database';
import { registerCors, shopOrigins } from './plugins/external/cors';
import { registerCompression } from './plugins/external/compression';
import { registerDatabase } from './plugins/external/database';
import { registerLiveUpdates } from './plugins/external/live-updates';
import { creditPointsForPaidOrder } from './domain/account/credit-points-for-paid-order';
import { groupOrderPaidListener } from './domain/group-orders/group-order-share-paid';
import { getTableRoute } from './routes/public/tables/get-table';
import { postGroupOrdersRoute } from './routes/public/group-orders/post-group-orders';
import { getGroupOrderRoutes } from './routes/public/group-orders/get-group-order';
import { getGroupOrderEventsRoute } from './routes/public/group-orders/get-group-order-events';
import { postJoinRoute } from './routes/public/group-orders/post-join';
import { postProductChangeRoutes } from './routes/public/group-orders/post-product-changes';
import { postParticipantActionRoutes } from './routes/public/group-orders/post-participant-actions';
import { getTableOrderRoute } from './routes/public/tables/get-table-order';
import { getTableEventsRoute } from './routes/public/tables/get-table-events';
import { postTableRequestRoute } from './routes/public/tables/post-table-request';
import { getTableBoardRoute } from './routes/staff/get-table-board';
import { postAcknowledgementRoutes } from './routes/staff/post-acknowledgements';
import { getTableCodesRoute } from './routes/staff/get-table-codes';
import { postTableLinkRoute } from './routes/staff/post-table-link';
import { getStaffEventsRoute } from './routes/staff/get-staff-events';
import { postStaffEventTicketRoute } from './routes/staff/post-event-ticket';
import { getOpenOrdersRoute } from './routes/staff/get-open-orders';
import { postStaffOrderPaidRoute } from './routes/staff/post-order-paid';
import { tellStaffWhenPaid } from './routes/staff/tell-staff-when-paid';
import { staffTokensFrom, type StaffCodes } from './domain/table-ordering/staff-tokens';
import { registerErrorHandlers, validationMessage } from './plugins/external/errors';
import { registerMultipart } from './plugins/external/multipart';
import { closeSilentConnectionsOnShutdown } from './plugins/external/silent-connections';
import { registerRateLimit } from './plugins/external/rate-limit';
import { DEFAULT_PRESSURE_LIMITS, registerUnderPressure, type PressureLimits } from './plugins/external/under-pressure';
import { echoRequestId, requestId, storefrontLogger } from './plugins/external/request-logging';
import { getReadyRoute } from './routes/ready';
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
import { postReorderRoute } from './routes/public/orders/post-reorder';
import { getPointsOfferRoute } from './routes/public/orders/get-points-offer';
import { postOrdersRoute } from './routes/public/orders/post-orders';
import { getDeliveryAreaAtRoute } from './routes/public/delivery-areas/get-delivery-area-at';
import { postNotifyRequestRoute } from './routes/public/delivery-areas/post-notify-request';
import { getGeocodingSearchRoute } from './routes/public/geocoding/get-geocoding-search';
import { getGeocodingReverseRoute } from './routes/public/geocoding/get-geocoding-reverse';
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
import { getNewPasswordLinkRoute, postNewPasswordRoute } from './routes/public/auth/post-new-password';
import { postConfirmRegistrationRoute } from './routes/public/auth/post-confirm-registration';
import { postConfirmEmailRoute } from './routes/public/auth/post-confirm-email';
import { postPhoneCodeRoute } from './routes/public/auth/post-phone-code';
import { postValidatePhoneNumberRoute } from './routes/public/auth/post-validate-phone-number';
import { getAccountRoute } from './routes/public/account/get-account';
import { putAccountRoute } from './routes/public/account/put-account';
import { deleteEmailChangeRoute } from './routes/public/account/delete-email-change';
import { postChangePasswordRoute } from './routes/public/account/post-change-password';
import { deleteAccountRoute } from './routes/public/account/delete-account';
import { postDeletionLinkRoute } from './routes/public/account/post-deletion-link';
import { deliveryAddressesRoutes } from './routes/public/account/delivery-addresses-routes';
import { getBenefitsRoute } from './routes/public/account/get-benefits';
import type { GoogleSignIn } from './domain/account/google-id-token';
import { getSignInMethodsRoute } from './routes/public/auth/get-sign-in-methods';
import { postGoogleSignInRoute } from './routes/public/auth/post-google-sign-in';
import { accountOrdersRoutes } from './routes/public/account/account-orders-routes';
import { savedCardsRoutes } from './routes/public/account/saved-cards-routes';
import { getSavedCardsRoute } from './routes/public/payments/get-saved-cards';
import { putCardSavingRoute } from './routes/public/payments/put-card-saving';
import { postSavedCardRoute } from './routes/public/payments/post-saved-card';
import { saveCardOfPaidOrder } from './domain/account/save-card-of-paid-order';
import { postOrderPaidRoute } from './routes/dev/post-order-paid';
import { postUnpaidDeadlineRoute } from './routes/dev/post-unpaid-deadline';
import { putShowPagesRoute } from './routes/dev/put-show-pages';
import { putOpeningHoursRoute } from './routes/dev/put-opening-hours';
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
import { answerCache } from './routes/cached-answer';
import { paymentProviders, paymentSettingsFromEnv, type PaymentSettings } from './domain/payments/payment-providers';
import { postPaymentsRoute } from './routes/public/payments/post-payments';
import { getPaymentRoute } from './routes/public/payments/get-payment';
import { postSandboxCardRoute } from './routes/public/payments/post-sandbox-card';
import { postPaypalCaptureRoute } from './routes/public/payments/post-paypal-capture';
import { postBraintreeNonceRoute } from './routes/public/payments/post-braintree-nonce';
import { getPaymentMethodsRoute } from './routes/public/payments/get-payment-methods';
import { orderPaymentMethodRoutes } from './routes/public/payments/order-payment-method-routes';
import { postProviderWebhookRoute } from './routes/webhooks/post-provider-webhook';
import { CV_UPLOAD_MAX_MS } from 'shared-contracts/api/cv-upload-time';
import { isDevelopment } from './development';

/** 100 KB: the largest cart or order a customer can build is far smaller. */
const DEFAULT_BODY_LIMIT = 100 * 1024;

/** Uploaded CVs live here, outside every folder the API or the shop serves. */
const DEFAULT_UPLOADS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'uploads');
/** Long enough to absorb a rush of visitors, short enough that a brand's edit shows at once. */
const DEFAULT_ANSWER_CACHE_SECONDS = 5;

/**
 * Signs unsubscribe links and keys the addresses that had the welcome voucher; production must set
 * SIGNING_SECRET.
 */
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
  /** The /dev routes (the outbox reader, marking an order paid); default on in development only. */
  devRoutes?: boolean;
  /** The shop's own address, for links in e-mails (a password reset); default the local shell. */
  shopUrl?: string | null;
  /** Where job-application CVs are stored (never served); default api/uploads. */
  uploadsDir?: string;
  /** Secret that signs newsletter unsubscribe links; default SIGNING_SECRET. */
  signingSecret?: string;
  /** Addresses the rate limits never apply to (a load generator, a trusted proxy's health check). */
  rateLimitAllowList?: string[];
  /**
   * The reverse proxies in front of the API (addresses or CIDRs). Requests from them are taken to
   * be from the address, protocol and host they forward (X-Forwarded-For, -Proto, -Host): behind a
   * proxy every customer would otherwise share its one address, and so one rate limit and one
   * count of open live streams. Absent: the headers are ignored, as anyone can send them.
   */
  trustProxy?: string[];
  /** Google sign-in (GOOGLE_CLIENT_ID); absent or null: the shop says it is currently unavailable. */
  google?: GoogleSignIn | null;
  /** When to shed load with 503; tests lower them to see it happen. */
  pressureLimits?: PressureLimits;
  /** How long the website settings and menus answers are kept; 0 computes each one (tests). */
  answerCacheSeconds?: number;
  /** Staff codes per store; default STAFF_TOKENS, else the dev-staff-{id} codes in development. */
  staffTokens?: StaffCodes;
  /** Payment providers' keys; default from the environment (STRIPE_*, PAYPAL_*), else the sandbox. */
  payments?: PaymentSettings;
  /** The brand (website row) this deployment shows; absent means the first one. */
  brandId?: number | null;
}

function staffTokensOf(options: AppOptions): StaffCodes {
  if (options.staffTokens) return options.staffTokens;
  const configured = staffTokensFrom(process.env.STAFF_TOKENS);
  if (configured) return { development: false, tokens: configured };
  return { development: isDevelopment(), tokens: [] };
}

function signingSecretOf(options: AppOptions): string {
  const secret = options.signingSecret ?? process.env.SIGNING_SECRET;
  if (secret) return secret;
  if (!isDevelopment()) throw new Error('SIGNING_SECRET must be set (only NODE_ENV=development or test signs with the public development secret).');
  return DEVELOPMENT_SIGNING_SECRET;
}

/** The storefront API: external plugins, then repositories, then routes (fastify/demo order). */
export async function buildApp(options: AppOptions): Promise<App> {
  const app: App = Fastify({
    logger: storefrontLogger(options.logger ?? false),
    genReqId: requestId,
    // Anything larger is refused with 413 before it is read; routes that take more (CV uploads) say so.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A client that trickles its request in (slowloris) is cut off once it takes longer than the
    // largest CV takes on a slow mobile uplink (the job form waits that long); answers may stream longer (SSE).
    requestTimeout: CV_UPLOAD_MAX_MS,
    // On shutdown, idle keep-alive sockets close at once; requests in flight are finished.
    forceCloseConnections: 'idle',
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
    schemaErrorFormatter: (errors, dataVar) => new Error(validationMessage(errors, dataVar)),
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('shopUrl', (options.shopUrl ?? 'http://localhost:3000').replace(/\/$/, ''));
  app.decorate('isShopOrigin', shopOrigins(options.corsOrigins ?? null, app.shopUrl));
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('geocoder', options.geocoder ?? gazetteerGeocoder());
  app.decorate('assetsUrlFor', (request) => options.assetsUrl ?? `${request.protocol}://${request.host}/assets`);
  app.decorate('uploadsDir', options.uploadsDir ?? process.env.UPLOADS_DIR ?? DEFAULT_UPLOADS_DIR);
  app.decorate('signingSecret', signingSecretOf(options));
  app.decorate('staffTokens', staffTokensOf(options));
  app.decorate('answerCache', answerCache(options.answerCacheSeconds ?? DEFAULT_ANSWER_CACHE_SECONDS, () => app.now()));
  app.decorate('google', options.google ?? null);
  app.addSchema(ErrorAnswerSchema);
  registerErrorHandlers(app);
  echoRequestId(app);
  closeSilentConnectionsOnShutdown(app);

  await registerCors(app, options.corsOrigins ?? null);
  await registerCompression(app);
  await registerSwagger(app);
  await registerUnderPressure(app, options.pressureLimits ?? DEFAULT_PRESSURE_LIMITS);
  await registerRateLimit(app, options.rateLimitAllowList ?? []);
  await registerMultipart(app);
  await registerDatabase(app, options.database);
  await registerLiveUpdates(app, options.database);

  registerRepositories(app, options.brandId ?? null);
  app.decorate('paymentProviders', paymentProviders(options.payments ?? paymentSettingsFromEnv(process.env), app.db, app.now));
  app.decorate('onOrderPaid', []);
  // A paid order earns its bonus points (issue 6): the one place payments and loyalty meet. When it
  // fails, the timed round of missed credits (server.ts) credits them instead.
  app.onOrderPaid.push(async (paid) => {
    await creditPointsForPaidOrder(app.db, paid.orderId, paid.paidAt, await app.repositories.website.website(), app.signingSecret);
  });
  // ...and leaves the staff's open orders, its table's screen showing it paid (issue 9).
  app.onOrderPaid.push(tellStaffWhenPaid(app));
  // A group's order paid (issue 7): its participants' screens show it live.
  app.onOrderPaid.push(groupOrderPaidListener(app));
  // A card the customer asked to save is saved once its payment is confirmed (issue 6).
  app.onOrderPaid.push((paid) => saveCardOfPaidOrder(app, paid));

  getHealthRoute(app);
  getReadyRoute(app);
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
  getSignInMethodsRoute(app);
  postGoogleSignInRoute(app);
  postForgotPasswordRoute(app);
  postNewPasswordRoute(app);
  getNewPasswordLinkRoute(app);
  postConfirmRegistrationRoute(app);
  postPhoneCodeRoute(app);
  postValidatePhoneNumberRoute(app);
  getAccountRoute(app);
  putAccountRoute(app);
  deleteEmailChangeRoute(app);
  postConfirmEmailRoute(app);
  postChangePasswordRoute(app);
  postDeletionLinkRoute(app);
  deleteAccountRoute(app);
  deliveryAddressesRoutes(app);
  getBenefitsRoute(app);
  accountOrdersRoutes(app);
  savedCardsRoutes(app);
  getSavedCardsRoute(app);
  putCardSavingRoute(app);
  postSavedCardRoute(app);
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
  postReorderRoute(app);
  getPointsOfferRoute(app);
  getLaterSlotsRoute(app);
  getGeocodingSearchRoute(app);
  getGeocodingReverseRoute(app);
  getDeliveryAreaAtRoute(app);
  postNotifyRequestRoute(app);
  postVoucherCheckRoute(app);
  postGroupOrdersRoute(app);
  getGroupOrderRoutes(app);
  getGroupOrderEventsRoute(app);
  postJoinRoute(app);
  postProductChangeRoutes(app);
  postParticipantActionRoutes(app);
  getTableRoute(app);
  getTableOrderRoute(app);
  getTableEventsRoute(app);
  postTableRequestRoute(app);
  getTableBoardRoute(app);
  postAcknowledgementRoutes(app);
  getTableCodesRoute(app);
  postTableLinkRoute(app);
  getStaffEventsRoute(app);
  postStaffEventTicketRoute(app);
  getOpenOrdersRoute(app);
  postStaffOrderPaidRoute(app);
  getPaymentMethodsRoute(app);
  postPaymentsRoute(app);
  getPaymentRoute(app);
  postSandboxCardRoute(app);
  postPaypalCaptureRoute(app);
  postBraintreeNonceRoute(app);
  orderPaymentMethodRoutes(app);
  await postProviderWebhookRoute(app);
  getAssetsRoutes(app);
  if (options.devRoutes ?? isDevelopment()) {
    getOutboxRoute(app);
    putShowPagesRoute(app);
    postOrderPaidRoute(app);
    postUnpaidDeadlineRoute(app);
    putOpeningHoursRoute(app);
  }

  await app.ready();
  return app;
}
