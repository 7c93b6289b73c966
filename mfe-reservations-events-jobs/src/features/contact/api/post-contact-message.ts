import { api } from 'shared-contracts/api/client';

export interface ContactMessage {
  store_url: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  website?: string;
}

/**
 * POST public/contact-messages. Quiet: the form says "message not sent" itself (spec §8). The same
 * idempotency key is the same message: the store is written to once.
 */
export function postContactMessage(message: ContactMessage, idempotencyKey: string): Promise<{ id: number }> {
  return api()
    .post('public/contact-messages', { json: message, headers: { 'Idempotency-Key': idempotencyKey }, context: { quiet: true } })
    .json<{ id: number }>();
}
