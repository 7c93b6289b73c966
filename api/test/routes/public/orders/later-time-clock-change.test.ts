import { randomUUID } from 'node:crypto';
import { pickupOrder } from '../../../helpers/orders';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// Sunday 29 March 2026, 02:50 in Bucharest: at 03:00 the clocks jump to 04:00. Old Town (1) is
// opened all day; pickup is ready in 20 minutes, so the earliest later time is 04:10 on the new clock.
const SPRING_FORWARD_0250 = new Date('2026-03-29T00:50:00Z');
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '00:00', delivery: true, pickup: true }));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ devRoutes: true, now: () => SPRING_FORWARD_0250 });
  const put = await t.app.inject({ method: 'PUT', url: '/dev/stores/1/opening-hours', payload: { opening_hours: ALL_DAY } });
  expect(put.statusCode).toBe(204);
});
afterAll(async () => {
  await t.close();
});

test('on the spring-forward day no skipped time is offered or taken, and the lead is real time', async () => {
  const { days } = (await t.app.inject({ method: 'GET', url: '/public/stores/1/later-slots?delivery_type=pickup' })).json();
  expect(days[0]).toMatchObject({ day: '2026-03-29' });
  expect(days[0].times.slice(0, 2)).toEqual(['04:15', '04:30']);

  const place = (later_time: string) =>
    t.app.inject({
      method: 'POST', url: '/public/orders', headers: { 'idempotency-key': randomUUID() },
      payload: pickupOrder({ for_later: true, later_day: '2026-03-29', later_time }),
    });
  // 03:30 does not exist that day; 04:00 is only 10 real minutes away.
  for (const time of ['03:30', '04:00']) {
    expect([time, (await place(time)).json().fields]).toEqual([time, { later_time: 'This time is no longer available. Please choose another.' }]);
  }
  expect((await place('04:15')).statusCode).toBe(201);
});
