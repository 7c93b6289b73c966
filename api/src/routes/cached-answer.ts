import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The boot reads (website settings, menus) are asked by every visitor and change only when the brand
 * edits them, so their serialised answer is kept for a few seconds and revalidated with an ETag:
 * a repeat visitor's browser gets 304 and no body. Entries also end at the next minute, because
 * the shop status inside the settings is computed for the current minute.
 */
export interface AnswerCache {
  /** The answer for `key`, computed (and serialised by the route's response schema) when missing. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply>;
  /** Forgets every kept answer, for a change made through the API (a dev route, a test). */
  clear(): void;
}

interface Kept {
  body: string;
  etag: string;
  headers: Record<string, string>;
  expiresAt: number;
}

/** Keeps up to this many answers: languages x devices x store pages x asset origins stays far below. */
const MAX_ENTRIES = 500;

export function answerCache(seconds: number, now: () => Date): AnswerCache {
  const kept = new Map<string, Kept>();

  function until(time: number): number {
    const nextMinute = Math.floor(time / 60_000) * 60_000 + 60_000;
    return Math.min(time + seconds * 1000, nextMinute);
  }

  async function fresh(reply: FastifyReply, compute: () => Promise<unknown>): Promise<Kept> {
    const payload = await compute();
    const body = reply.serialize(payload) as string;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers: Record<string, string> = {};
    const language = reply.getHeader('content-language');
    if (typeof language === 'string') headers['content-language'] = language;
    return { body, etag, headers, expiresAt: until(now().getTime()) };
  }

  return {
    async send(request, reply, key, compute) {
      const time = now().getTime();
      let answer = kept.get(key);
      if (!answer || answer.expiresAt <= time) {
        answer = await fresh(reply, compute);
        if (seconds > 0) {
          if (kept.size >= MAX_ENTRIES) kept.clear();
          kept.set(key, answer);
        }
      }
      void reply.headers(answer.headers).header('etag', answer.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
    clear() {
      kept.clear();
    },
  };
}
