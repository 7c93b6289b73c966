import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveUpdates } from './live-updates';

/** Proxies cut idle connections; a comment line this often keeps the stream open. */
const HEARTBEAT_MS = 15_000;

export interface EventStreams {
  /**
   * Answers with server-sent events: `changed` each time `topic` changes, until the browser goes
   * away. The browser then reads the state itself (EventSource reconnects on its own after a cut).
   */
  streamTopic(request: FastifyRequest, reply: FastifyReply, topic: string): FastifyReply;
  /** Ends every open stream, before the server closes, so a shutdown never waits on a screen. */
  endAll(): void;
}

export function eventStreams(live: LiveUpdates): EventStreams {
  const open = new Set<() => void>();
  return {
    streamTopic(request, reply, topic) {
      // Headers set by hooks (CORS, request id) are copied: the raw response skips Fastify's sending.
      // connection: close, so a stream never leaves a kept-alive socket behind to hold a shutdown.
      const headers = { ...reply.getHeaders(), 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no', connection: 'close' };
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, headers as Record<string, string>);
      raw.write('retry: 2000\n\n');
      const stopWatching = live.watch(topic, () => raw.write(`event: changed\ndata: ${JSON.stringify({ topic })}\n\n`));
      const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
      const end = () => {
        stopWatching();
        clearInterval(heartbeat);
        open.delete(close);
        if (!raw.writableEnded) raw.end();
      };
      // At shutdown a screen that went away unnoticed must not keep the socket open.
      const close = () => {
        end();
        raw.destroy();
      };
      open.add(close);
      request.raw.on('close', end);
      return reply;
    },
    endAll() {
      for (const close of [...open]) close();
    },
  };
}
