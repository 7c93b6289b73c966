import { setTimeout as sleep } from 'node:timers/promises';
import { everyFewSeconds } from '../../src/messaging/outbox-sender';
import { buildTestApp, type TestApp } from '../helpers/test-app';

// The API starts its timed rounds (e-mails, text messages, unpaid orders) once the app is ready,
// as server.ts does: Fastify then refuses new hooks, which had stopped the API at boot.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('a round starts on a ready app, runs again after one that failed, and its stop waits for the round under way', async () => {
  let rounds = 0;
  let finished = 0;
  const stop = everyFewSeconds(
    t.app,
    async () => {
      rounds += 1;
      if (rounds === 1) throw new Error('the database did not answer');
      await sleep(30);
      finished += 1;
    },
    10,
  );
  while (rounds < 3) await sleep(5);
  await stop();
  const stoppedAt = rounds;
  // Stopped: the round under way finished, and no other one starts.
  expect(finished).toBe(rounds - 1);
  await sleep(50);
  expect(rounds).toBe(stoppedAt);
});
