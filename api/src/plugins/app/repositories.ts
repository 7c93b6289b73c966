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
import { registrationConfirmationsRepository } from '../../repositories/registration-confirmations-repository';
import { emailChangesRepository } from '../../repositories/email-changes-repository';
import { phoneCodesRepository } from '../../repositories/phone-codes-repository';
import { deliveryAddressesRepository } from '../../repositories/delivery-addresses-repository';
import { loyaltyRepository } from '../../repositories/loyalty-repository';
import { accountOrdersRepository } from '../../repositories/account-orders-repository';
import { savedCardsRepository } from '../../repositories/saved-cards-repository';
import { websiteRepository } from '../../repositories/website-repository';
import { contactMessagesRepository } from '../../repositories/contact-messages-repository';
import { eventsRepository } from '../../repositories/events-repository';
import { jobsRepository } from '../../repositories/jobs-repository';
import { newsletterRepository } from '../../repositories/newsletter-repository';
import { pageContentsRepository } from '../../repositories/page-contents-repository';
import { reservationsRepository } from '../../repositories/reservations-repository';
import { tablesRepository } from '../../repositories/tables-repository';
import { staffOrdersRepository } from '../../repositories/staff-orders-repository';
import { paymentsRepository } from '../../repositories/payments-repository';
import { groupOrdersRepository } from '../../repositories/group-orders-repository';
import { abandonedOrdersRepository } from '../../repositories/abandoned-orders-repository';

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
  registrationConfirmations: ReturnType<typeof registrationConfirmationsRepository>;
  emailChanges: ReturnType<typeof emailChangesRepository>;
  phoneCodes: ReturnType<typeof phoneCodesRepository>;
  deliveryAddresses: ReturnType<typeof deliveryAddressesRepository>;
  loyalty: ReturnType<typeof loyaltyRepository>;
  accountOrders: ReturnType<typeof accountOrdersRepository>;
  savedCards: ReturnType<typeof savedCardsRepository>;
  reservations: ReturnType<typeof reservationsRepository>;
  tables: ReturnType<typeof tablesRepository>;
  staffOrders: ReturnType<typeof staffOrdersRepository>;
  groupOrders: ReturnType<typeof groupOrdersRepository>;
  events: ReturnType<typeof eventsRepository>;
  jobs: ReturnType<typeof jobsRepository>;
  contactMessages: ReturnType<typeof contactMessagesRepository>;
  pageContents: ReturnType<typeof pageContentsRepository>;
  newsletter: ReturnType<typeof newsletterRepository>;
  orders: ReturnType<typeof ordersRepository>;
  payments: ReturnType<typeof paymentsRepository>;
  abandonedOrders: ReturnType<typeof abandonedOrdersRepository>;
}

/** Routes reach the database only through these (fastify/demo's "app" plugin layer). */
export function registerRepositories(app: App, brandId: number | null = null): void {
  const db = app.db;
  app.decorate('repositories', {
    website: websiteRepository(db, brandId),
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
    registrationConfirmations: registrationConfirmationsRepository(db),
    emailChanges: emailChangesRepository(db),
    phoneCodes: phoneCodesRepository(db),
    deliveryAddresses: deliveryAddressesRepository(db),
    loyalty: loyaltyRepository(db),
    accountOrders: accountOrdersRepository(db),
    savedCards: savedCardsRepository(db),
    reservations: reservationsRepository(db),
    tables: tablesRepository(db),
    staffOrders: staffOrdersRepository(db),
    groupOrders: groupOrdersRepository(db),
    events: eventsRepository(db),
    jobs: jobsRepository(db),
    contactMessages: contactMessagesRepository(db),
    pageContents: pageContentsRepository(db),
    newsletter: newsletterRepository(db),
    orders: ordersRepository(db),
    payments: paymentsRepository(db),
    abandonedOrders: abandonedOrdersRepository(db),
  } satisfies Repositories);
}
