import { $cart, setStore, updateCart } from 'shared-contracts/stores/cart';
import type { Cart } from 'shared-contracts/types/cart';
import type { LatLng } from 'shared-contracts/types/delivery-area';
import { getDeliveryAreaAt, type DeliveryAreaAt } from './api/get-delivery-area-at';

/** The latest choice asked for; an answer to an earlier one arrives too late to count. */
let latestChoice = 0;

/** The cart's fields that come with the area found. */
function areaFields({ delivery_area }: DeliveryAreaAt): Pick<Cart, 'delivery_area' | 'transport_price'> {
  return { delivery_area, transport_price: delivery_area?.transport_price ?? 0 };
}

/**
 * A delivery point was chosen (a suggestion or the marker): find its area and the store that
 * delivers there, and keep all of it on the cart. The last choice wins: quick arrow key presses on
 * the marker each ask, and an earlier answer arriving after a later one must not pull the marker
 * back. Returns whether this choice was kept (false: a later one replaced it). Throws when the
 * area could not be asked for this, the latest, choice: an earlier one failing is no longer news.
 */
export async function chooseDeliveryLocation(address: string, point: LatLng): Promise<boolean> {
  const choice = ++latestChoice;
  const found = await getDeliveryAreaAt(point).catch((error: unknown) => {
    if (choice === latestChoice) throw error;
    return null;
  });
  if (!found || choice !== latestChoice) return false;
  updateCart({ address, geolocation: point, ...areaFields(found) });
  if (found.store_id !== null) setStore(found.store_id);
  return true;
}

/**
 * The cart's delivery point looked up again (spec §4): the cart keeps a copy of its area and store,
 * and the restaurant may have changed the area's fee or minimum since (the order would be refused
 * for its total at every try), or pickup at another store moved the cart away from the store that
 * delivers there. Run when the checkout opens, when delivery is chosen again, and after a refusal
 * the area can explain. An address now outside every area is said as for a new one.
 */
export async function readDeliveryAreaAgain(): Promise<void> {
  const { delivery_type, geolocation } = $cart.get();
  if (delivery_type !== 'delivery' || !geolocation) return;
  const choice = latestChoice;
  const found = await getDeliveryAreaAt(geolocation, { quiet: true }).catch(() => null);
  // Failed, the copy stays (the order's own checks still guard it). A point chosen, typed over or
  // left meanwhile has an answer of its own.
  const now = $cart.get();
  if (!found || choice !== latestChoice || now.delivery_type !== 'delivery' || now.geolocation?.lat !== geolocation.lat || now.geolocation.lng !== geolocation.lng) return;
  const area = areaFields(found);
  // Unchanged, the cart is not saved again for nothing.
  if (JSON.stringify(area.delivery_area) !== JSON.stringify(now.delivery_area) || area.transport_price !== now.transport_price) updateCart(area);
  if (found.store_id !== null) setStore(found.store_id);
}

/**
 * The chosen address is typed over: it is no longer where the order goes (spec §5: the address is
 * chosen from the suggestions), so the cart forgets it, and its point and area, until one is
 * chosen again. An answer still coming for the old choice no longer counts. The store stays.
 */
export function forgetDeliveryLocation(): void {
  latestChoice += 1;
  updateCart({ address: '', geolocation: null, delivery_area: null, transport_price: 0 });
}
