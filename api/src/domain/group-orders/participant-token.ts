import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A participant's token: 32 random bytes; only its hash is stored, like every token. */
export function newParticipantToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token of the participant a start or join sent under an Idempotency-Key makes: derived from
 * the key (with the server's signing secret, so the key alone tells nothing), so the same request
 * sent again after its answer was lost finds that participant and answers their token, which only
 * its hash keeps. `scope` is what was sent: 'start', or the join of one group order.
 */
export function participantTokenOfKey(key: string, scope: string, secret: string): string {
  return createHmac('sha256', secret).update(`participant:${scope}:${key}`).digest('base64url');
}

export function hashParticipantToken(token: string): string {
  return createHash('sha256').update(`participant:${token}`).digest('hex');
}

/** A share's token (issue 7): whoever has it may pay the share, like an order's token; only its payer is shown it. */
export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The share link: 128 random bits, so nobody reaches a group order they were not sent. */
export function newGroupOrderLink(): string {
  return randomBytes(16).toString('base64url');
}

/** The live topic of one group order: any change of its participants, lines or state. */
export function groupOrderTopic(groupOrderId: number): string {
  return `group-order:${groupOrderId}`;
}

/** Told once when the organiser replaces this share link: the streams opened by it end. */
export function groupOrderLinkTopic(link: string): string {
  return `group-order-link:${link}`;
}
