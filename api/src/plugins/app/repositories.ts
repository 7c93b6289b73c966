import type { App } from '../../app-instance';
import { cartsRepository } from '../../repositories/carts-repository';
import { menusRepository } from '../../repositories/menus-repository';
import { ordersRepository } from '../../repositories/orders-repository';
import { outboxRepository } from '../../repositories/outbox-repository';
import { productsRepository } from '../../repositories/products-repository';
import { redirectsRepository } from '../../repositories/redirects-repository';
import { storesRepository } from '../../repositories/stores-repository';
import { vouchersRepository } from '../../repositories/vouchers-repository';
import { usersRepository } from '../../repositories/users-repository';
import { userTokensRepository } from '../../repositories/user-tokens-repository';
import { passwordResetsRepository } from '../../repositories/password-resets-repository';
import { phoneCodesRepository } from '../../repositories/phone-codes-repository';
import { deliveryAddressesRepository } from '../../repositories/delivery-addresses-repository';
import { loyaltyRepository } from '../../repositories/loyalty-repository';
import { websiteRepository } from '../../repositories/website-repository';
import { contactMessagesRepository } from '../../repositories/contact-messages-repository';
import { eventsRepository } from '../../repositories/events-repository';
import { jobsRepository } from '../../repositories/jobs-repository';
import { newsletterRepository } from '../../repositories/newsletter-repository';
import { pageContentsRepository } from '../../repositories/page-contents-repository';
import { reservationsRepository } from '../../repositories/reservations-repository';

export interface Repositories {
  website: ReturnType<typeof websiteRepository>;
  stores: ReturnType<typeof storesRepository>;
  menus: ReturnType<typeof menusRepository>;
  products: ReturnType<typeof productsRepository>;
  carts: ReturnType<typeof cartsRepository>;
  redirects: ReturnType<typeof redirectsRepository>;
  vouchers: ReturnType<typeof vouchersRepository>;
  outbox: ReturnType<typeof outboxRepository>;
  users: ReturnType<typeof usersRepository>;
  userTokens: ReturnType<typeof userTokensRepository>;
  passwordResets: ReturnType<typeof passwordResetsRepository>;
  phoneCodes: ReturnType<typeof phoneCodesRepository>;
  deliveryAddresses: ReturnType<typeof deliveryAddressesRepository>;
  loyalty: ReturnType<typeof loyaltyRepository>;
  reservations: ReturnType<typeof reservationsRepository>;
  events: ReturnType<typeof eventsRepository>;
  jobs: ReturnType<typeof jobsRepository>;
  contactMessages: ReturnType<typeof contactMessagesRepository>;
  pageContents: ReturnType<typeof pageContentsRepository>;
  newsletter: ReturnType<typeof newsletterRepository>;
  orders: ReturnType<typeof ordersRepository>;
}

/** Routes reach the database only through these (fastify/demo's "app" plugin layer). */
export function registerRepositories(app: App): void {
  const db = app.db;
  app.decorate('repositories', {
    website: websiteRepository(db),
    stores: storesRepository(db),
    menus: menusRepository(db),
    products: productsRepository(db),
    carts: cartsRepository(db),
    redirects: redirectsRepository(db),
    vouchers: vouchersRepository(db),
    outbox: outboxRepository(db),
    users: usersRepository(db),
    userTokens: userTokensRepository(db),
    passwordResets: passwordResetsRepository(db),
    phoneCodes: phoneCodesRepository(db),
    deliveryAddresses: deliveryAddressesRepository(db),
    loyalty: loyaltyRepository(db),
    reservations: reservationsRepository(db),
    events: eventsRepository(db),
    jobs: jobsRepository(db),
    contactMessages: contactMessagesRepository(db),
    pageContents: pageContentsRepository(db),
    newsletter: newsletterRepository(db),
    orders: ordersRepository(db),
  } satisfies Repositories);
}
