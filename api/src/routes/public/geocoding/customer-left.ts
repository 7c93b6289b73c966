import type { FastifyReply } from 'fastify';

/**
 * Aborts when the browser goes away before the answer: the address field aborts its older search
 * at each new keystroke pause, and a search queued for nobody must give its turn back. The
 * response's 'close' is watched, not the request's (that fires once the request is read), and
 * counts only when the answer was not written.
 */
export function customerLeft(reply: FastifyReply): AbortSignal {
  const left = new AbortController();
  const raw = reply.raw;
  const onClose = () => {
    if (!raw.writableEnded) left.abort();
  };
  if (raw.destroyed) onClose();
  else raw.once('close', onClose);
  return left.signal;
}
