import type { Language } from 'shared-contracts/types/language';
import type { Store } from 'shared-contracts/types/store';
import type { App } from '../app-instance';
import type { OutgoingMessage } from '../repositories/outbox-repository';
import { brandLanguage } from './website-settings';

/** The restaurant that hears of a booking or application: its inbox, its name, and the language its staff read. */
export interface RestaurantRecipient {
  email: string;
  /** The store's name, or the brand's for a job no store offers. */
  name: string;
  language: Language;
}

/**
 * The store's e-mail, else the brand's (website settings): a job no store offers, or a store with no
 * address of its own. Null when neither has one: there is no staff screen either (spec: staff roles
 * are not shown), so nobody can be told; the booking or application still stands and the customer is
 * still confirmed. A contact message, which nobody but the restaurant would read, is refused instead.
 */
export async function restaurantRecipient(app: App, store: Pick<Store, 'name' | 'email'> | undefined): Promise<RestaurantRecipient | null> {
  const website = await app.repositories.website.website();
  const email = store?.email.trim() || website.email.trim();
  if (!email) return null;
  return { email, name: store?.name ?? website.name, language: brandLanguage(website) };
}

/**
 * The outbox message to the restaurant, written in its staff's language; none when it has no e-mail.
 * Staff answer it with Reply: it goes to `customerEmail`, who booked, applied or wrote, not to the
 * shop's own sending address that nobody reads.
 */
export function toRestaurant(
  restaurant: RestaurantRecipient | null,
  customerEmail: string,
  write: (language: Language, restaurant: string) => Pick<OutgoingMessage, 'subject' | 'body' | 'attachment'>,
): OutgoingMessage[] {
  if (!restaurant) return [];
  return [{ channel: 'email', recipient: restaurant.email, reply_to: customerEmail, ...write(restaurant.language, restaurant.name) }];
}
