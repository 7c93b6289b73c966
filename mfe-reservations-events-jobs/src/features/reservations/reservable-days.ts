import { failureText } from 'shared-contracts/api/server-message';
import type { NoticeMessage } from 'shared-contracts/stores/notifications';
import type { ReservationAvailability } from 'shared-contracts/types/reservation';
import { refusedAsItIs, serverRefusal } from '../../lib/is-http-error';
import { getAvailability } from './api/get-availability';

export type ReservableDay = ReservationAvailability['days'][number];

export interface ReservableDays {
  days: ReservableDay[];
  /**
   * Why the API would not say (and the request field it names): a store that takes no bookings now
   * or is gone (store_id), reservations hidden since the page opened. Asked again unchanged it would
   * only be refused again, so it is said, with no "Try again" that cannot work.
   */
  refusal: { message: NoticeMessage; field: string | null } | null;
}

/** The store's reservable days; a failure that asking again may mend (no answer, a server error) is thrown, for the form's "Try again". */
export async function reservableDays(storeId: number, signal: AbortSignal): Promise<ReservableDays> {
  try {
    return { days: (await getAvailability(storeId, signal)).days, refusal: null };
  } catch (error) {
    if (!refusedAsItIs(error)) throw error;
    return { days: [], refusal: { message: await failureText(error), field: (await serverRefusal(error))?.field ?? null } };
  }
}
