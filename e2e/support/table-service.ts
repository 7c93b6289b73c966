import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { API_URL } from './urls';

type OpeningHours = Array<{ day: number; open: string; close: string; delivery: boolean; pickup: boolean }>;
const ALL_DAY: OpeningHours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00', delivery: true, pickup: true }));

async function setOpeningHours(request: APIRequestContext, storeId: number, hours: OpeningHours): Promise<void> {
  const answer = await request.put(`${API_URL}/dev/stores/${storeId}/opening-hours`, { data: { opening_hours: hours } });
  expect(answer.status(), await answer.text()).toBe(204);
}

/**
 * The tables take orders only while their store is open, and each seeded store closes one weekday
 * and at night; CI runs at any hour. So the stores open all day; the answer closes them again.
 */
export async function openStoresAllDay(playwright: PlaywrightWorkerArgs['playwright']): Promise<() => Promise<void>> {
  const request = await playwright.request.newContext();
  const seeded = new Map<number, OpeningHours>();
  const settings = await (await request.get(`${API_URL}/public/website-settings`)).json();
  for (const store of settings.stores as Array<{ id: number; opening_hours: OpeningHours }>) {
    seeded.set(store.id, store.opening_hours);
    await setOpeningHours(request, store.id, ALL_DAY);
  }
  await request.dispose();
  return async () => {
    const restoring = await playwright.request.newContext();
    for (const [storeId, hours] of seeded) await setOpeningHours(restoring, storeId, hours);
    await restoring.dispose();
  };
}

/** The current link of a table, as the staff board lists it. */
export async function tableLink(request: APIRequestContext, code: string, number: string): Promise<string> {
  const board = await (await request.get(`${API_URL}/staff/table-board`, { headers: { 'X-Staff-Code': code } })).json();
  return (board.tables as Array<{ number: string; link: string }>).find((table) => table.number === number)!.link;
}
