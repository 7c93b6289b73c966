import type { App } from '../../src/app-instance';
import { deliverEmails, type MailTransport } from '../../src/messaging/email-sender';

type SentEmail = Parameters<MailTransport['sendMail']>[0];

/**
 * Runs the e-mail sender against a mail server double (the network boundary) until the outbox is
 * empty, and answers what reached `recipient`, as the customer's mail program would show it.
 */
export async function emailsSentTo(app: App, recipient: string): Promise<SentEmail[]> {
  const sent: SentEmail[] = [];
  const transport: MailTransport = { sendMail: async (message) => sent.push(message) };
  let delivered: number;
  do delivered = await deliverEmails(app, { transport, from: 'shop@example.com' });
  while (delivered > 0);
  return sent.filter((message) => message.to === recipient);
}
