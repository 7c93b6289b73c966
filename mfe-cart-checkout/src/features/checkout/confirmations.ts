import { atom } from 'nanostores';
import { $cart } from 'shared-contracts/stores/cart';
import type { Cart } from 'shared-contracts/types/cart';

/** Where the order goes: the service, the store, the address and the pin. */
function orderLocation(cart: Cart): string {
  return JSON.stringify([cart.delivery_type, cart.store_id, cart.address, cart.geolocation?.lat ?? null, cart.geolocation?.lng ?? null]);
}

interface Confirmations {
  information: boolean;
  /** The location confirmed (orderLocation), or null. */
  location: string | null;
}

/**
 * Spec §5's two confirmations. They live beside the cart, as the rest of the checkout does, and not
 * in the form: the form is mounted again at times (a change of language showed the page's loading
 * state), and that unticked them while every other answer stayed.
 */
export const $confirmations = atom<Confirmations>({ information: false, location: null });

export function confirmInformation(confirmed: boolean) {
  $confirmations.set({ ...$confirmations.get(), information: confirmed });
}

export function confirmLocation(confirmed: boolean) {
  $confirmations.set({ ...$confirmations.get(), location: confirmed ? orderLocation($cart.get()) : null });
}

/** Whether the location the cart has now is the one confirmed. */
export function isLocationConfirmed(confirmations: Confirmations, cart: Cart): boolean {
  return confirmations.location === orderLocation(cart);
}

/** A placed order's confirmations are not the next order's. */
export function forgetConfirmations() {
  $confirmations.set({ information: false, location: null });
}

// A confirmed location is this location: another address, pin, store or service asks again, even
// if the customer then comes back to the first.
$cart.listen((cart) => {
  const { location } = $confirmations.get();
  if (location !== null && location !== orderLocation(cart)) confirmLocation(false);
});
