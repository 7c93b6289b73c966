import { api } from 'shared-contracts/api/client';
import type { LatLng } from 'shared-contracts/types/delivery-area';

/** Spec §8: leave an e-mail to be told when the shop delivers to an address outside every area. */
export async function askToBeNotified(email: string, address: string, geolocation: LatLng): Promise<{ email: string } | { refusal: string }> {
  try {
    return await api().post('public/delivery-areas/notify-requests', { json: { email, address, geolocation } }).json<{ email: string }>();
  } catch (error) {
    // Spec §8: a 422 has no generic message; the form shows the server's sentence.
    const response = (error as { response?: Response }).response;
    if (response?.status === 422) return { refusal: ((await response.json()) as { message: string }).message };
    throw error;
  }
}
