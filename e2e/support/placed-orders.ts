import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { API_URL } from './urls';

/**
 * A pickup order to be paid by card online, placed through the API for a later slot (a slot for
 * now could close while a suite runs), by a guest or the customer whose bearer token is given.
 * Answers its token, the orderId of the payment routes.
 */
export async function placeCardOrder(request: APIRequestContext, bearerToken?: string): Promise<string> {
  const slots = await (await request.get(`${API_URL}/public/stores/1/later-slots?delivery_type=pickup`)).json();
  const day = (slots.days as { day: string; times: string[] }[]).find((candidate) => candidate.times.length > 1)!;
  const answer = await request.post(`${API_URL}/public/orders`, {
    headers: { 'Idempotency-Key': randomUUID(), ...(bearerToken ? { authorization: `Bearer ${bearerToken}` } : {}) },
    data: {
      store_id: 1, delivery_type: 'pickup', pickup_type: 'at_counter', name: 'Ana Pop', email: 'ana@example.com',
      phone: '0722 123 456', phone_country: 'RO', address: '', address_line2: '', geolocation: null, informations: '',
      cutlery: false, contactless_delivery: false, accept_promotion: false, age_restriction: false, location_confirmed: true, information_confirmed: true,
      payment_method: 'card', voucher_code: null, loyalty_points: 0, for_later: true, later_day: day.day,
      later_time: day.times[1], products: [{ id: 24, quantity: 2, selected_size: null, options: [] }], expected_total: null,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).token;
}
