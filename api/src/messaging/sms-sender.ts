import twilio from 'twilio';
import type { App } from '../app-instance';
import type { OutboxMessage } from '../repositories/outbox-repository';
import { deliverOutbox, everyFewSeconds } from './outbox-sender';

/** What the sender needs of an SMS gateway (Twilio's, or a fake in tests). */
export interface SmsTransport {
  sendSms(message: { to: string; body: string }): Promise<unknown>;
}

export interface SmsSenderOptions {
  transport: SmsTransport;
  intervalMs?: number;
  batchSize?: number;
}

/** Delivers the outbox's text messages (phone validation codes; see deliverOutbox). Returns how many were sent. */
export async function deliverSms(app: App, options: SmsSenderOptions): Promise<number> {
  const send = (message: OutboxMessage) => options.transport.sendSms({ to: message.recipient, body: message.body });
  return deliverOutbox(app, 'sms', send, options.batchSize, refusedForGood);
}

/**
 * Twilio's refusals of the recipient itself (its RestException codes): a number that is no number
 * (21211), no mobile (21614), or one that answered STOP (21610). Sent again, they are refused again.
 * Anything else may pass later and is retried: the account's settings, a rate limit, an outage.
 */
const RECIPIENT_REFUSED = new Set([21211, 21610, 21614]);

function refusedForGood(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: number; code?: number };
  return status === 400 && code !== undefined && RECIPIENT_REFUSED.has(code);
}

/** Starts delivering on a timer; the returned stop ends it (see everyFewSeconds). */
export function startSmsSender(app: App, options: SmsSenderOptions): () => Promise<void> {
  return everyFewSeconds(app, () => deliverSms(app, options), options.intervalMs);
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
}

/** Twilio's Messages API through its official SDK, when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM are set. */
export function twilioTransport(settings: TwilioSettings, timeoutMs = 10_000): SmsTransport {
  // A gateway that hangs must not hold the sender: give up and try again on the next round. No
  // retries inside the SDK: the outbox is the retry, and a message is marked sent only once. A
  // code every few seconds at most needs no kept-alive socket, and a fresh connection never meets
  // one the gateway has already closed (the SDK's known "socket hang up").
  const client = twilio(settings.accountSid, settings.authToken, { timeout: timeoutMs, autoRetry: false, keepAlive: false });
  return {
    sendSms: ({ to, body }) => client.messages.create({ from: settings.from, to, body }),
  };
}
