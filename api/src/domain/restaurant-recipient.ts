import type { FastifyRequest } from 'fastify';
import type { Language } from 'shared-contracts/types/language';
import type { Store } from 'shared-contracts/types/store';
import type { App } from '../app-instance';
import { HttpError } from '../http-error';
import type { OutgoingMessage } from '../repositories/outbox-repository';
import { formMessage } from './forms/form-messages';
import { brandLanguage } from './website-settings';

/** The restaurant that hears of a booking, application or message: its inbox, its name, and the language its staff read. */
export interface RestaurantRecipient {
  email: string;
  /** The store's name, or the brand's for a job no store offers. */
  name: string;
  language: Language;
  /** The number a visitor calls to change a booking: the store's, else the brand's; '' with neither. */
  phone: string;
}

/**
 * The store's e-mail, else the brand's (website settings): a job no store offers, or a store with no
 * address of its own. With neither, nobody at the restaurant would ever hear of it (spec: staff
 * roles are not shown, so no screen lists bookings, applications or messages): the send is refused
 * (422) before anything is stored, and the visitor told to call the store's phone, else the brand's.
 */
export async function reachableRestaurant(
  app: App,
  request: Pick<FastifyRequest, 'headers'>,
  store: Pick<Store, 'name' | 'email' | 'phone'> | undefined,
): Promise<RestaurantRecipient> {
  const website = await app.repositories.website.website();
  const email = store?.email.trim() || website.email.trim();
  const name = store?.name ?? website.name;
  const phone = store?.phone.trim() || website.phone.trim();
  if (!email) {
    throw new HttpError(
      422,
      phone ? formMessage(request, 'restaurant_unreachable_call', { store: name, phone }) : formMessage(request, 'restaurant_unreachable', { store: name }),
    );
  }
  return { email, name, language: brandLanguage(website), phone };
}

/**
 * The outbox message to the restaurant, written in its staff's language. Staff answer it with
 * Reply: it goes to `customerEmail`, who booked, applied or wrote, not to the shop's own sending
 * address that nobody reads.
 */
export function toRestaurant(
  restaurant: RestaurantRecipient,
  customerEmail: string,
  write: (language: Language, restaurant: string) => Pick<OutgoingMessage, 'subject' | 'body' | 'attachment'>,
): OutgoingMessage {
  return { channel: 'email', recipient: restaurant.email, reply_to: customerEmail, ...write(restaurant.language, restaurant.name) };
}
