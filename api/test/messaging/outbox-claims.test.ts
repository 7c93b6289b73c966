import { deliverEmails } from '../../src/messaging/email-sender';
import { WORST_SEND_MS } from '../../src/messaging/outbox-sender';
import { CLAIM_LEASE_MS, outboxRepository } from '../../src/repositories/outbox-repository';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Several API processes (a rolling deploy, replicas behind the load balancer) run delivery rounds on
 * one outbox: each round claims its batch, so each message goes out once. Under PGlite (one
 * connection) rounds at once take turns; run with DATABASE_URL, they race on a PostgreSQL server.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const START = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);

let subject: TestApp;
let clock: Date;
beforeEach(async () => {
  clock = START;
  subject = await buildTestApp({ now: () => clock });
});
afterEach(() => subject.close());

async function mails(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push(await subject.app.repositories.outbox.enqueue({ channel: 'email', recipient: `r${i}@example.com`, subject: 'Hi', body: `${i}` }));
  return ids;
}
const idsOf = (messages: { id: number }[]) => messages.map((message) => message.id);

it('sends each e-mail once when two rounds run at once', async () => {
  await mails(6);
  const sent: string[] = [];
  // A send that takes a while, as over the network: both rounds have picked their batch before either marks one sent.
  const transport = {
    sendMail: async (mail: { to: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push(mail.to);
    },
  };
  const [first, second] = await Promise.all([
    deliverEmails(subject.app, { transport, from: 'shop@example.com' }),
    deliverEmails(subject.app, { transport, from: 'shop@example.com' }),
  ]);
  expect(first + second).toBe(6);
  expect(sent.sort()).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r5'].map((r) => `${r}@example.com`));
});

it('gives claims made at once disjoint batches, the least tried then the oldest first', async () => {
  const ids = await mails(9);
  const { outbox } = subject.app.repositories;
  const batches = await Promise.all([1, 2, 3].map(() => outbox.claimUnsent('email', 3, START)));
  expect(batches.flatMap(idsOf).sort((a, b) => a - b)).toEqual(ids);
  for (const batch of batches) expect(idsOf(batch)).toEqual([...idsOf(batch)].sort((a, b) => a - b));
  expect(await outbox.claimUnsent('email', 3, START)).toEqual([]);
});

(onPostgres ? it : it.skip)('skips, without waiting, the messages a claim not yet committed holds', async () => {
  const ids = await mails(4);
  await subject.app.db.transaction().execute(async (trx) => {
    expect(idsOf(await outboxRepository(trx).claimUnsent('email', 2, START))).toEqual(ids.slice(0, 2));
    // Another process's round, on its own connection, while the first claim's rows are locked.
    expect(idsOf(await subject.app.repositories.outbox.claimUnsent('email', 10, START))).toEqual(ids.slice(2));
  });
});

it('claims a message again only once its lease has ended (a round that died), and one sent or refused for good never', async () => {
  const [lost, sent, failed] = await mails(3);
  const { outbox } = subject.app.repositories;
  expect(idsOf(await outbox.claimUnsent('email', 10, START))).toEqual([lost, sent, failed]);
  await outbox.markSent(sent!, START, later(CLAIM_LEASE_MS));
  await outbox.markFailed(failed!, START, '552 5.3.4 Message too big', later(CLAIM_LEASE_MS));
  expect(await outbox.claimUnsent('email', 10, later(CLAIM_LEASE_MS - 1000))).toEqual([]);
  expect(await outbox.claimUnsent('email', 10, later(CLAIM_LEASE_MS))).toEqual([expect.objectContaining({ id: lost, claimed_until: later(2 * CLAIM_LEASE_MS) })]);
  expect(await outbox.claimUnsent('email', 10, later(2 * CLAIM_LEASE_MS - 1000))).toEqual([]);
  expect(idsOf(await outbox.claimUnsent('email', 10, later(10 * CLAIM_LEASE_MS)))).toEqual([lost]);
});

it('frees a message a round could not deliver for now at once, for the next round', async () => {
  const [id] = await mails(1);
  const { outbox } = subject.app.repositories;
  await outbox.claimUnsent('email', 10, START);
  await outbox.markAttempted(id!, later(CLAIM_LEASE_MS));
  expect(await outbox.claimUnsent('email', 10, START)).toEqual([expect.objectContaining({ id, attempts: 1 })]);
});

it('sends no more of its batch once the round has outlived its lease: another round may have claimed the rest', async () => {
  await mails(3);
  const sent: string[] = [];
  // Each send takes 60% of the lease: the second ends after it, so the third is left unsent.
  const slow = {
    sendMail: async (mail: { to: string }) => {
      sent.push(mail.to);
      clock = new Date(clock.getTime() + 0.6 * CLAIM_LEASE_MS);
    },
  };
  expect(await deliverEmails(subject.app, { transport: slow, from: 'shop@example.com' })).toBe(2);
  expect(sent).toEqual(['r0@example.com', 'r1@example.com']);
  expect(idsOf(await subject.app.repositories.outbox.claimUnsent('email', 10, clock))).toHaveLength(1);
});

it('starts no send that could outlast its lease: less than the worst send time left, the rest waits for the next round', async () => {
  await mails(3);
  const sent: string[] = [];
  // The first send leaves just under WORST_SEND_MS of the lease: a second could still be running when it ends.
  const slow = {
    sendMail: async (mail: { to: string }) => {
      sent.push(mail.to);
      clock = later(CLAIM_LEASE_MS - WORST_SEND_MS + 1);
    },
  };
  expect(await deliverEmails(subject.app, { transport: slow, from: 'shop@example.com' })).toBe(1);
  expect(sent).toEqual(['r0@example.com']);
  // Still this round's until its lease ends, then the next round's.
  expect(await subject.app.repositories.outbox.claimUnsent('email', 10, clock)).toEqual([]);
  expect(idsOf(await subject.app.repositories.outbox.claimUnsent('email', 10, later(CLAIM_LEASE_MS)))).toHaveLength(2);
});

it("leaves alone a message another round claimed once this round's lease ran out: its outcome no longer clears the claim", async () => {
  const [late, lateFailed, lateTried] = await mails(3);
  const { outbox } = subject.app.repositories;
  const [first] = await outbox.claimUnsent('email', 10, START);
  const lease = first!.claimed_until!;
  // The first round is still sending when its lease ends and another round claims the three.
  expect(idsOf(await outbox.claimUnsent('email', 10, lease))).toEqual([late, lateFailed, lateTried]);
  expect(await outbox.markSent(late!, lease, lease)).toBe(false);
  expect(await outbox.markFailed(lateFailed!, lease, '550 no such user', lease)).toBe(false);
  expect(await outbox.markAttempted(lateTried!, lease)).toBe(false);
  const rows = await subject.app.db.selectFrom('outbox').select(['sent_at', 'failed_at', 'attempts', 'claimed_until']).orderBy('id').execute();
  for (const row of rows) expect(row).toMatchObject({ sent_at: null, failed_at: null, attempts: 0, claimed_until: later(2 * CLAIM_LEASE_MS) });
  // The second round's outcomes are written.
  expect(await outbox.markSent(late!, lease, later(2 * CLAIM_LEASE_MS))).toBe(true);
});
