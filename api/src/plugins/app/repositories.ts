import type { App } from '../../app-instance';
import { cartsRepository } from '../../repositories/carts-repository';
import { menusRepository } from '../../repositories/menus-repository';
import { ordersRepository } from '../../repositories/orders-repository';
import { outboxRepository } from '../../repositories/outbox-repository';
import { productsRepository } from '../../repositories/products-repository';
import { redirectsRepository } from '../../repositories/redirects-repository';
import { storesRepository } from '../../repositories/stores-repository';
import { vouchersRepository } from '../../repositories/vouchers-repository';
import { websiteRepository } from '../../repositories/website-repository';

export interface Repositories {
  website: ReturnType<typeof websiteRepository>;
  stores: ReturnType<typeof storesRepository>;
  menus: ReturnType<typeof menusRepository>;
  products: ReturnType<typeof productsRepository>;
  carts: ReturnType<typeof cartsRepository>;
  redirects: ReturnType<typeof redirectsRepository>;
  vouchers: ReturnType<typeof vouchersRepository>;
  outbox: ReturnType<typeof outboxRepository>;
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
    orders: ordersRepository(db),
  } satisfies Repositories);
}
