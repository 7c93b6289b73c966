import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSED_ENCODINGS, COMPRESSION_THRESHOLD } from '../plugins/external/compression';

/**
 * The boot reads (website settings, menus) are asked by every visitor and change only when the brand
 * edits them, so their serialised answer is kept for a few seconds and revalidated with an ETag:
 * a repeat visitor's browser gets 304 and no body. Entries also end at the next minute, because
 * the shop status inside the settings is computed for the current minute. A browser takes the
 * answer compressed: each encoding is compressed once per kept answer, not once per request
 * (issue #11: the compression plugin brotli-compressed the same 5 KB of settings for every visitor).
 */
export interface AnswerCache {
  /** The answer for `key`, computed (and serialised by the route's response schema) when missing. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply>;
  /**
   * A setting that other answers are made of (the shop's time zone), read from the database at most
   * once while a kept answer would live, and forgotten with them.
   */
  setting<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every kept answer and setting, for a change made through the API (a dev route, a test). */
  clear(): void;
}

type Encoding = (typeof COMPRESSED_ENCODINGS)[number];

interface Kept {
  /** The serialised answer, as the bytes sent: encoded once, not on every request. */
  body: Buffer;
  /** The body in each encoding a request has taken so far. */
  encoded: Partial<Record<Encoding, Buffer>>;
  etag: string;
  headers: Record<string, string>;
  expiresAt: number;
}

/** Keeps up to this many answers: languages x devices x store pages x asset origins stays far below. */
const MAX_ENTRIES = 500;

export function answerCache(seconds: number, now: () => Date): AnswerCache {
  const kept = new Map<string, Kept>();
  const settings = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  function until(time: number): number {
    const nextMinute = Math.floor(time / 60_000) * 60_000 + 60_000;
    return Math.min(time + seconds * 1000, nextMinute);
  }

  async function fresh(reply: FastifyReply, compute: () => Promise<unknown>): Promise<Kept> {
    const payload = await compute();
    const body = Buffer.from(reply.serialize(payload) as string);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const headers: Record<string, string> = {};
    const language = reply.getHeader('content-language');
    if (typeof language === 'string') headers['content-language'] = language;
    return { body, encoded: {}, etag, headers, expiresAt: until(now().getTime()) };
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
      void reply.type('application/json; charset=utf-8');
      // Not kept (no cache time): compressed per request by the plugin, at its cheaper quality.
      if (seconds <= 0 || answer.body.length < COMPRESSION_THRESHOLD) return reply.send(answer.body);
      addVary(reply, 'accept-encoding');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(answer.body);
      answer.encoded[encoding] ??= encode(answer.body, encoding);
      // A Content-Encoding already set tells the compression plugin to leave the body as it is.
      return reply.header('content-encoding', encoding).send(answer.encoded[encoding]);
    },
    async setting<T>(key: string, compute: () => Promise<T>): Promise<T> {
      if (seconds <= 0) return compute();
      const time = now().getTime();
      let setting = settings.get(key);
      if (!setting || setting.expiresAt <= time) {
        // The read in progress is shared: saves arriving together make one read, not one each.
        setting = { value: compute(), expiresAt: until(time) };
        settings.set(key, setting);
        setting.value.catch(() => settings.delete(key));
      }
      return setting.value as Promise<T>;
    },
    clear() {
      kept.clear();
      settings.clear();
    },
  };
}

/**
 * The preferred encoding a request's Accept-Encoding takes ("br, gzip;q=0.8", "*"), or none; an
 * encoding it gives q=0 is refused. Read by the negotiator the compression plugin uses, so both
 * choose alike.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const offered = (Array.isArray(header) ? header.join(',') : header).toLowerCase();
  return negotiate(offered, [...COMPRESSED_ENCODINGS]) ?? undefined;
}

/** Adds a field to the answer's Vary header, keeping the ones already there (Origin, for CORS). */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((name) => name.trim()).filter(Boolean);
  if (!fields.some((name) => name.toLowerCase() === field)) void reply.header('vary', [...fields, field].join(', '));
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  // Kept for many requests, so brotli at its best quality: once per answer, not per visitor.
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
}
