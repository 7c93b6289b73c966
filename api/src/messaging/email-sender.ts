import nodemailer from 'nodemailer';
import type { App } from '../app-instance';
import type { OutboxMessage } from '../repositories/outbox-repository';
import { deliverOutbox, everyFewSeconds } from './outbox-sender';

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

/** Delivers the outbox's e-mails (see deliverOutbox). Returns how many were sent. */
export async function deliverEmails(app: App, options: EmailSenderOptions): Promise<number> {
  const send = (message: OutboxMessage) => options.transport.sendMail({ from: options.from, to: message.recipient, subject: message.subject, text: message.body });
  return deliverOutbox(app, 'email', send, options.batchSize);
}

/** Starts delivering on a timer; the returned stop ends it (see everyFewSeconds). */
export function startEmailSender(app: App, options: EmailSenderOptions): () => Promise<void> {
  return everyFewSeconds(app, () => deliverEmails(app, options), options.intervalMs);
}

/** SMTP when SMTP_URL is configured (e.g. smtps://user:pass@mail.example.com); otherwise no sender. */
export function smtpTransport(smtpUrl: string, timeoutMs = 10_000): MailTransport {
  // A mail server that hangs must not hold the sender forever: give up and retry on the next turn.
  return nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs * 2 });
}
