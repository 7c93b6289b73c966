import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { formMessage } from '../../../domain/forms/form-messages';
import { HttpError } from '../../../http-error';

/** What a form sent (and the bytes of its file, if any), as the hash its row keeps (migration 167). */
export function requestHash(sent: unknown, file: Buffer | null = null): string {
  const hash = createHash('sha256').update(JSON.stringify(sent));
  if (file) hash.update(file);
  return hash.digest('hex');
}

/**
 * A send already stored under the request's Idempotency-Key answers a retry only when the retry asks
 * the same: the same key with another request (another hour, event, person or message) is refused
 * (422), as POST public/orders refuses it, rather than answered with what it did not ask for. A row
 * kept before its hash was (null) answers any retry, as it did then.
 */
export function refuseReusedKey(request: Pick<FastifyRequest, 'headers'>, earlier: { request_hash: string | null }, hash: string): void {
  if (earlier.request_hash !== null && earlier.request_hash !== hash) throw new HttpError(422, formMessage(request, 'key_reused'));
}
