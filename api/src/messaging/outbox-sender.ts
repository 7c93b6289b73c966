import type { App } from '../app-instance';
import { forgetDeliveredCv } from '../domain/cv-retention';
import type { OutboxMessage } from '../repositories/outbox-repository';

/**
 * The longest one send may take before its transport gives up: SMTP's connect (10 s), greeting
 * (10 s) and idle socket (20 s) timeouts add up to 40 s (email-sender's smtpTransport), Twilio's to
 * 10 s; 60 s leaves room for the database writes around it and a slow, not idle, socket. A round
 * starts no send with less than this left of its lease, so none runs past it, when another round
 * may have claimed the message.
 */
export const WORST_SEND_MS = 60_000;

type Channel = OutboxMessage['channel'];

/**
 * Delivers one channel of the outbox. A message that fails for now stays unsent and is tried again
 * on a later round, so a provider that is down loses nothing; its attempt is counted, and the least
 * tried go first, so a message that keeps failing never holds back the ones behind it (and, tried
 * whenever there is room, it goes as soon as the provider takes it). One the channel's
 * `refusedForGood` says would be refused again (a mail server's 5xx) is marked failed with the
 * reason: kept, not retried. The round claims its batch (outbox-repository's claimUnsent), so with
 * several API processes each message goes out once; one whose process died mid-round goes on a
 * later round, once the claim's lease has ended; a send that could outlast the lease is not started
 * (WORST_SEND_MS). Returns how many were sent.
 */
export async function deliverOutbox(
  app: App,
  channel: Channel,
  send: (message: OutboxMessage) => Promise<unknown>,
  batchSize = 20,
  refusedForGood: (error: unknown) => boolean = () => false,
): Promise<number> {
  const { outbox } = app.repositories;
  const messages = await outbox.claimUnsent(channel, batchSize, app.now());
  let sent = 0;
  for (const message of messages) {
    const lease = message.claimed_until;
    // A send that could outlast the lease is not started: the rest of the batch goes next round.
    if (!lease || lease.getTime() - app.now().getTime() < WORST_SEND_MS) break;
    try {
      await send(message);
      // Unmarked: the lease ran out and another round claimed it; that round's claim stands.
      if (!(await outbox.markSent(message.id, app.now(), lease))) {
        app.log.warn({ outboxId: message.id, channel }, 'message sent after its lease ran out; another round may send it again');
      }
      sent += 1;
      // The restaurant has the CV it carried: the uploads folder keeps it no longer.
      await forgetDeliveredCv(app, message);
    } catch (error) {
      if (refusedForGood(error)) {
        app.log.error({ err: error, outboxId: message.id, channel }, 'message refused for good; marked failed');
        await outbox.markFailed(message.id, app.now(), error instanceof Error ? error.message : String(error), lease);
      } else {
        app.log.warn({ err: error, outboxId: message.id, channel }, 'message not delivered; will retry');
        await outbox.markAttempted(message.id, lease);
      }
    }
  }
  return sent;
}

/**
 * Runs a round on a timer, never two at once; a round that fails is logged and the next one tries
 * again. Started once the app is ready (server.ts), when Fastify takes no more hooks, so it does
 * not stop with the app by itself: the returned stop ends the timer and waits for the round under
 * way, and is called before the app closes its database.
 */
export function everyFewSeconds(app: App, round: () => Promise<unknown>, intervalMs = 5000): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .then(
        () => undefined,
        (error: unknown) => app.log.warn({ err: error }, 'a timed round failed; the next one tries again'),
      )
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
