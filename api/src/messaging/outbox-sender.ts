import type { App } from '../app-instance';
import type { OutboxMessage } from '../repositories/outbox-repository';

type Channel = OutboxMessage['channel'];

/**
 * Delivers one channel of the outbox, oldest first. A message that fails stays unsent and is tried
 * again on the next round, so a provider that is down loses nothing. Returns how many were sent.
 */
export async function deliverOutbox(app: App, channel: Channel, send: (message: OutboxMessage) => Promise<unknown>, batchSize = 20): Promise<number> {
  const messages = await app.repositories.outbox.unsent(channel, batchSize);
  let sent = 0;
  for (const message of messages) {
    try {
      await send(message);
      await app.repositories.outbox.markSent(message.id, app.now());
      sent += 1;
    } catch (error) {
      app.log.warn({ err: error, outboxId: message.id, channel }, 'message not delivered; will retry');
    }
  }
  return sent;
}

/** Runs a delivery round on a timer (never two at once); stops when the app closes. */
export function everyFewSeconds(app: App, deliver: () => Promise<unknown>, intervalMs = 5000): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliver().finally(() => {
      running = false;
    });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
