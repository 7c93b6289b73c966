import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { App } from '../../app-instance';

/** An X-Request-Id from a proxy is kept when it is a plain id; anything else could forge log lines. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Path segments that are secrets or personal: order and participant tokens, reset ids. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{16,}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

/** The path without its query (tokens, e-mail addresses) and with token-like segments masked. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ':token' : segment))
    .join('/');
}

/**
 * An error as far as an engineer needs it. Only these fields: an SDK's error carries the request
 * it made (PayPal's axios error: the Authorization header with the client secret, the body), and a
 * database error's detail quotes the row (an e-mail address).
 */
export function loggedError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  // Anything can be thrown; a non-Error is logged as its text.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code, statusCode, type } = error as Error & { code?: unknown; statusCode?: unknown; type?: unknown };
  return {
    type: typeof type === 'string' ? type : error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    stack: error.stack ?? '',
  };
}

/**
 * Structured JSON logs (pino) with the request id on every line, and nothing a customer would
 * not want in a log file: no headers (bearer tokens, cookies), no query strings, no bodies, no
 * addresses; token-like path segments masked; errors without the requests and rows they carry.
 */
export function storefrontLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger ?? false;
  return {
    ...logger,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: loggedPath(request.url) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: loggedError,
    },
  };
}

/** Every answer carries its request id, so a customer's report can be matched to the log. */
export function echoRequestId(app: App): void {
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
}
