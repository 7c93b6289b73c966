import { api } from 'shared-contracts/api/client';
import type { LaterSlots } from 'shared-contracts/types/later-slots';

/** The later days and times a store offers for delivery or pickup. */
export function getLaterSlots(storeId: number, service: 'delivery' | 'pickup'): Promise<LaterSlots> {
  return api()
    .get(`public/stores/${storeId}/later-slots`, { searchParams: { delivery_type: service } })
    .json<LaterSlots>();
}
