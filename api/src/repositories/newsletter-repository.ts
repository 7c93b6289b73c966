import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function newsletterRepository(db: Kysely<Database>) {
  return {
    /** Records the address as unsubscribed; an address never subscribed stays off the list too. */
    async unsubscribe(email: string, at: Date): Promise<void> {
      await db
        .insertInto('newsletter_subscribers')
        .values({ email: email.trim().toLowerCase(), subscribed: false, unsubscribed_at: at })
        .onConflict((oc) => oc.column('email').doUpdateSet({ subscribed: false, unsubscribed_at: at }))
        .execute();
    },

    async isSubscribed(email: string): Promise<boolean> {
      const row = await db.selectFrom('newsletter_subscribers').select('subscribed').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
      return row?.subscribed ?? false;
    },
  };
}
