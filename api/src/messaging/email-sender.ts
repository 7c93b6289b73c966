import nodemailer from 'nodemailer';
import type { App } from '../app-instance';

/** What the sender needs of a mail transport (nodemailer's, or a fake in tests). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface EmailSenderOptions {
  transport: MailTransport;
  from: string;
  /** How often the outbox is looked at. */
  intervalMs?: number;
  batchSize?: number;
}

/**
 * Delivers the outbox's e-mails, oldest first. A message that fails stays unsent and is tried
 * again on the next round, so a mail server that is down loses nothing. Returns how many were sent.
 */
export async function deliverEmails(app: App, options: EmailSenderOptions): Promise<number> {
  const messages = await app.repositories.outbox.unsent('email', options.batchSize ?? 20);
  let sent = 0;
  for (const message of messages) {
    try {
      await options.transport.sendMail({ from: options.from, to: message.recipient, subject: message.subject, text: message.body });
      await app.repositories.outbox.markSent(message.id, app.now());
      sent += 1;
    } catch (error) {
      app.log.warn({ err: error, outboxId: message.id }, 'e-mail not delivered; will retry');
    }
  }
  return sent;
}

/** Starts delivering on a timer; stops when the app closes. */
export function startEmailSender(app: App, options: EmailSenderOptions): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverEmails(app, options).finally(() => {
      running = false;
    });
  }, options.intervalMs ?? 5000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** SMTP when SMTP_URL is configured (e.g. smtps://user:pass@mail.example.com); otherwise no sender. */
export function smtpTransport(smtpUrl: string, timeoutMs = 10_000): MailTransport {
  // A mail server that hangs must not hold the sender forever: give up and retry on the next turn.
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs * 2 });
}
