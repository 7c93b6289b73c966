import { buildApp } from './app';
import { loadConfig, productionWarnings } from './config';
import { smtpTransport, startEmailSender } from './messaging/email-sender';
import { startSmsSender, twilioTransport } from './messaging/sms-sender';
import { nominatimGeocoder } from './domain/geocoding/nominatim-geocoder';
import { googleSignIn } from './domain/account/google-id-token';
import { abandonOverdueOrders } from './domain/orders/unpaid-order-abandonment';
import { tellDeliveredAddresses } from './domain/delivery-areas/delivered-now-round';
import { creditMissedPoints } from './domain/account/missed-points-credit';
import { deleteOldCvs } from './domain/cv-retention';
import { deleteOldFormSends } from './domain/form-retention';
import { everyFewSeconds } from './messaging/outbox-sender';
import { forgetOldSentWords } from './messaging/sent-message-words';
import { isDevelopment } from './development';

/**
 * `npm start -w api`: the API on PORT (4000) and HOST (0.0.0.0), with the embedded DB unless
 * DATABASE_URL is set; in development only with NODE_ENV=development (api/src/development.ts).
 */
const config = loadConfig(process.env);
const app = await buildApp({
  database: config.database,
  corsOrigins: config.corsOrigins,
  assetsUrl: config.assetsUrl,
  shopUrl: config.shopUrl,
  rateLimitAllowList: config.rateLimitAllowList,
  trustProxy: config.trustProxy,
  ...(config.answerCacheSeconds === undefined ? {} : { answerCacheSeconds: config.answerCacheSeconds }),
  google: config.googleClientId ? googleSignIn(config.googleClientId) : null,
  brandId: config.brandId,
  // The shop's country keeps answers local; the seed brand is in Romania.
  ...(config.geocoderUrl ? { geocoder: nominatimGeocoder(config.geocoderUrl, process.env.GEOCODER_COUNTRY ?? 'ro') } : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});

// The timed rounds, stopped before the app closes its database.
const rounds: (() => Promise<void>)[] = [];
// Without SMTP the e-mails wait in the outbox (readable at /dev/outbox outside production).
if (config.smtp) rounds.push(startEmailSender(app, { transport: smtpTransport(config.smtp.url), from: config.smtp.from }));
// Without Twilio the phone validation codes wait in the outbox the same way.
if (config.sms) rounds.push(startSmsSender(app, { transport: twilioTransport(config.sms) }));
// Orders left unpaid give back their points, voucher and kitchen slot without anyone asking.
rounds.push(everyFewSeconds(app, () => abandonOverdueOrders(app), 60_000));
// Paid orders whose points failed to credit (a listener failed, or the API stopped before telling) get them.
rounds.push(everyFewSeconds(app, () => creditMissedPoints(app), 60_000));
// Customers who asked to be told when the shop delivers to their address are, once an area holds it.
rounds.push(everyFewSeconds(app, () => tellDeliveredAddresses(app), 15 * 60_000));
// Carts nobody saved for a month go, so anonymous saves cannot pile up for ever.
rounds.push(everyFewSeconds(app, () => app.repositories.carts.deleteUntouched(), 60 * 60_000));
// CVs kept past their month go (cv-retention), except one whose e-mail the restaurant has not had yet;
// the same round blanks, in batches, the words of messages sent before markSent forgot them.
rounds.push(everyFewSeconds(app, async () => { await deleteOldCvs(app); await forgetOldSentWords(app); }, 60 * 60_000));
// Bookings a month past their day, and delivered applications and contact messages a month old, go (form-retention).
rounds.push(everyFewSeconds(app, () => deleteOldFormSends(app), 60 * 60_000));
if (!isDevelopment()) {
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  if (!app.paymentProviders.card) app.log.warn('Neither Stripe nor Braintree keys are set: no card payments are offered (SANDBOX_PAYMENTS=on takes test cards)');
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // The timed rounds stop first (a round under way is waited for); close() then stops accepting
    // requests (new ones get 503), waits for the ones in flight, and closes the database; one that
    // hangs past the deadline does not keep the process alive.
    setTimeout(() => {
      console.error('Shutdown took longer than 10 s; stopping anyway.');
      process.exit(1);
    }, 10_000).unref();
    Promise.all(rounds.map((stop) => stop()))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`API listening on http://localhost:${config.port}`);
