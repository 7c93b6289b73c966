import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Monday 23 November 2026, 12:00 in Bucharest: Old Town (1) is closed on Mondays.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date('2026-11-23T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

test('a store closed today offers its next days, every 15 minutes of its hours', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/public/stores/1/later-slots?delivery_type=pickup' });
  expect(res.statusCode).toBe(200);
  const { days, today } = res.json();
  // Today is named even when it has no slot: a today basket can then be told so.
  expect(today).toBe('2026-11-23');
  expect(days[0].day).toBe('2026-11-24');
  expect(days[0].times[0]).toBe('10:00');
  expect(days[0].times.at(-1)).toBe('21:45');
  expect(days).toHaveLength(6);
});

test('today starts after the kitchen lead time (pickup 20 minutes)', async () => {
  const { days } = (await t.app.inject({ method: 'GET', url: '/public/stores/2/later-slots?delivery_type=pickup' })).json();
  expect(days[0]).toMatchObject({ day: '2026-11-23' });
  expect(days[0].times[0]).toBe('12:30');
});

test('unknown stores and services are refused', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/public/stores/9/later-slots?delivery_type=pickup' })).statusCode).toBe(404);
  const bad = await t.app.inject({ method: 'GET', url: '/public/stores/1/later-slots?delivery_type=table' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toBe('Query parameter "delivery_type" must be one of: delivery, pickup.');
});
