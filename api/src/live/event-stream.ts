import type { FastifyReply, FastifyRequest } from 'fastify';
import { formMessage } from '../domain/forms/form-messages';
import { HttpError } from '../http-error';
import type { LiveUpdates } from './live-updates';
import { onRateLimitAllowList } from './rate-limit-allow-list';

/** Proxies cut idle connections; a comment line this often keeps the stream open. */
const HEARTBEAT_MS = 15_000;

/**
 * Streams one address may hold open at once: each keeps a socket, a listener and a timer for as
 * long as it lasts. A large restaurant's guest Wi-Fi (a phone at every table, the group orders of
 * an office, the staff board, all behind one address) stays under it; one caller holding
 * thousands does not.
 */
export const OPEN_STREAMS_PER_ADDRESS = 100;

/**
 * Streams one address may open a minute, on each public route: a screen opens one per page load,
 * and again when a cut connection comes back (all of an address's screens at once after a restart).
 */
export const LIVE_STREAM_RATE_LIMIT = { max: 200, timeWindow: '1 minute' };

export interface EventStreams {
  /**
   * Answers with server-sent events: `changed` each time `topic` changes, until the browser goes
   * away. The browser then reads the state itself (EventSource reconnects on its own after a cut).
   * 429 when the caller's address already holds OPEN_STREAMS_PER_ADDRESS streams.
   */
  streamTopic(request: FastifyRequest, reply: FastifyReply, topic: string): Promise<FastifyReply>;
  /** Ends every open stream, before the server closes, so a shutdown never waits on a screen. */
  endAll(): void;
}

export function eventStreams(live: LiveUpdates): EventStreams {
  const open = new Set<() => void>();
  /** Open streams by the caller's address (request.ip, as the rate limits count callers). */
  const openByAddress = new Map<string, number>();
  const release = (address: string) => {
    const left = (openByAddress.get(address) ?? 1) - 1;
    if (left > 0) openByAddress.set(address, left);
    else openByAddress.delete(address);
  };
  return {
    async streamTopic(request, reply, topic) {
      // Addresses the rate limits never apply to (the e2e suite's customers share one) hold any number.
      const address = (await onRateLimitAllowList(request)) ? null : request.ip;
      // Checked and counted with no wait in between, so streams opened together cannot all slip past.
      if (address !== null) {
        if ((openByAddress.get(address) ?? 0) >= OPEN_STREAMS_PER_ADDRESS) throw new HttpError(429, formMessage(request, 'too_many_live_streams'));
        openByAddress.set(address, (openByAddress.get(address) ?? 0) + 1);
      }
      // Headers set by hooks (CORS, request id) are copied: the raw response skips Fastify's sending.
      // connection: close, so a stream never leaves a kept-alive socket behind to hold a shutdown.
      const headers = { ...reply.getHeaders(), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no', connection: 'close' };
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, headers as Record<string, string>);
      raw.write('retry: 2000\n\n');
      const stopWatching = live.watch(topic, () => raw.write(`event: changed\ndata: ${JSON.stringify({ topic })}\n\n`));
      const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
      let ended = false;
      // Called once however the stream ends: the browser went away, the response or its socket
      // closed, or the server shuts down; so the address's count always comes back down.
      const end = () => {
        if (ended) return;
        ended = true;
        stopWatching();
        clearInterval(heartbeat);
        open.delete(close);
        if (address !== null) release(address);
        if (!raw.writableEnded) raw.end();
      };
      // At shutdown a screen that went away unnoticed must not keep the socket open.
      const close = () => {
        end();
        raw.destroy();
      };
      open.add(close);
      request.raw.on('close', end);
      raw.on('close', end);
      // A browser that left while the route was still reading (the group order, the table) closed
      // its socket before anyone listened: nothing would ever call end.
      if (raw.destroyed || request.raw.socket?.destroyed) end();
      return reply;
    },
    endAll() {
      for (const close of [...open]) close();
    },
  };
}
