import type { PlacedOrder } from 'shared-contracts/types/order';

/** The store as the customer reaches it about the order: name, address, and its phone when it has one. */
export function StoreContact({ store }: { store: PlacedOrder['store'] }) {
  return (
    <>
      {store.name}, {store.address}
      {store.phone && <>, <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a></>}
    </>
  );
}
