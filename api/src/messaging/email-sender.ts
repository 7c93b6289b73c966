import { readFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { App } from '../app-instance';
import type { OutboxMessage } from '../repositories/outbox-repository';
import { deliverOutbox, everyFewSeconds } from './outbox-sender';

/** What the sender needs of a mail transport (nodemailer's, or a fake in tests). */
export interface MailTransport {
  sendMail(message: OutgoingMail): Promise<unknown>;
}

/** An e-mail as the transport takes it; a reply-to and attachments only when the message has them. */
export interface OutgoingMail {
  /** As nodemailer takes it: given apart, the name is quoted or encoded for the header by the library. */
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; content: Buffer }[];
}

export interface EmailSenderOptions {
  transport: MailTransport;
  /** MAIL_FROM: an address, shown under the brand's name, or a whole "Name <address>" kept as written. */
  from: string;
  /** How often the outbox is looked at. */
  intervalMs?: number;
  batchSize?: number;
}

/** Delivers the outbox's e-mails (see deliverOutbox). Returns how many were sent. */
export async function deliverEmails(app: App, options: EmailSenderOptions): Promise<number> {
  // Read once a round, and only when there is something to send, so a renamed brand signs the next round.
  let from: Promise<OutgoingMail['from']> | null = null;
  const send = async (message: OutboxMessage) => {
    from ??= app.repositories.website.website().then((website) => sender(options.from, website.name));
    const mail: OutgoingMail = { from: await from, to: message.recipient, subject: message.subject, text: message.body };
    if (message.reply_to) mail.replyTo = message.reply_to;
    const attachment = await attachmentOf(app, message);
    if (attachment) mail.attachments = [attachment];
    return options.transport.sendMail(mail);
  };
  return deliverOutbox(app, 'email', send, options.batchSize, refusedForGood);
}

/** What nodemailer tells of a failed send (its NodemailerError). */
interface SmtpError {
  code?: string;
  command?: string;
  response?: string;
  responseCode?: number;
}

/**
 * The enhanced status codes (RFC 3463) that refuse the recipient itself: no such mailbox (5.1.1),
 * no such system (5.1.2), a malformed address (5.1.3), a domain that takes no mail (5.1.10).
 * Refusals of the shop's own sending (relay denied 5.7.1, sender refused 5.1.7/5.1.8, a policy or
 * syntax 5.5.x) refuse every e-mail alike: a setting to fix, after which they all must go.
 */
const NO_SUCH_RECIPIENT = /\b5\.1\.(?:1|2|3|10)\b/;

/**
 * The refusals, at the end of DATA, of the message itself, which the same message meets again: too
 * big (5.3.4, or over the server's limit 5.2.3), content the server takes for no mail (5.6.x) or
 * refuses (5.7.1: spam, a forbidden attachment). Without an enhanced code, RFC 5321's own meanings:
 * 552 (more than it stores) and 554 (refused). Not a full mailbox (5.2.2: it may be emptied) nor the
 * checks of the shop's domain that servers make there too (SPF, DKIM, DMARC: 5.7.2x, a setting).
 */
const MESSAGE_REFUSED = /^\d{3}[ -](?:5\.3\.4|5\.2\.3|5\.6\.\d{1,3}|5\.7\.1)\b/;
const ENHANCED_CODE = /^\d{3}[ -]\d\.\d{1,3}\.\d{1,3}\b/;

/**
 * An e-mail that would be refused again: nodemailer turned it down before any reply (no recipient,
 * a malformed one, an empty message), the server refused its recipient itself (NO_SUCH_RECIPIENT
 * at RCPT TO), or, once it had taken the sender and the recipient, the message (MESSAGE_REFUSED in
 * its reply to the message's end, which nodemailer reports as an EMESSAGE of command DATA). Anything
 * else may pass later and is retried: a server down or slow, a 4xx, a refused login, sender or
 * relay (the shop's settings: every e-mail would fail until an operator fixes them, and should go
 * then), the DATA command itself refused (before the server saw the message), or, anywhere but at
 * the message's end, a bare 5xx that names no reason.
 */
function refusedForGood(error: unknown): boolean {
  const { code, command, response = '', responseCode } = (error ?? {}) as SmtpError;
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  if (responseCode === undefined) return true;
  if (responseCode < 500) return false;
  if (command === 'RCPT TO') return NO_SUCH_RECIPIENT.test(response);
  if (code !== 'EMESSAGE' || command !== 'DATA') return false;
  return ENHANCED_CODE.test(response) ? MESSAGE_REFUSED.test(response) : responseCode === 552 || responseCode === 554;
}

/**
 * Who the e-mail says it is from: the brand's name (website settings, spec §1) over MAIL_FROM, so an
 * inbox shows which shop wrote. The name goes to nodemailer apart from the address, which quotes or
 * encodes it (commas, quotes, "Brâncuși"); line breaks are folded first, as a header holds none.
 */
export function sender(mailFrom: string, brandName: string): OutgoingMail['from'] {
  // An operator who wrote a name into MAIL_FROM chose it.
  if (/<[^<>]*>\s*$/.test(mailFrom)) return mailFrom;
  const name = brandName.replace(/\s+/g, ' ').trim();
  return name ? { name, address: mailFrom } : mailFrom;
}

/**
 * The file the message carries, read from the uploads folder only now, so the outbox never holds
 * it. A file that is gone will not come back: the e-mail goes without it (it still says who to
 * answer) rather than being retried for ever and holding up the messages behind it.
 */
async function attachmentOf(app: App, message: OutboxMessage): Promise<{ filename: string; content: Buffer } | null> {
  const file = message.attachment_file;
  if (!file) return null;
  // The outbox names a file of the uploads folder, never a path that leaves it.
  if (path.basename(file) !== file) {
    app.log.error({ outboxId: message.id }, 'attachment is not a file of the uploads folder; sent without it');
    return null;
  }
  try {
    return { filename: message.attachment_name || file, content: await readFile(path.join(app.uploadsDir, file)) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    app.log.error({ outboxId: message.id }, 'attachment no longer in the uploads folder; sent without it');
    return null;
  }
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
