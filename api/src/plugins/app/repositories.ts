import type { App } from '../../app-instance';
import { cartsRepository } from '../../repositories/carts-repository';
import { menusRepository } from '../../repositories/menus-repository';
import { outboxRepository } from '../../repositories/outbox-repository';
import { productsRepository } from '../../repositories/products-repository';
import { redirectsRepository } from '../../repositories/redirects-repository';
import { storesRepository } from '../../repositories/stores-repository';
import { vouchersRepository } from '../../repositories/vouchers-repository';
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
  reservations: ReturnType<typeof reservationsRepository>;
  events: ReturnType<typeof eventsRepository>;
  jobs: ReturnType<typeof jobsRepository>;
  contactMessages: ReturnType<typeof contactMessagesRepository>;
  pageContents: ReturnType<typeof pageContentsRepository>;
  newsletter: ReturnType<typeof newsletterRepository>;
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
    reservations: reservationsRepository(db),
    events: eventsRepository(db),
    jobs: jobsRepository(db),
    contactMessages: contactMessagesRepository(db),
    pageContents: pageContentsRepository(db),
    newsletter: newsletterRepository(db),
  } satisfies Repositories);
}
