import type { Socket } from 'node:net';
import type { App } from '../../app-instance';

/**
 * At shutdown, closes the connections that never sent a byte. Node's server.close() waits for
 * every connection, and closeIdleConnections() (forceCloseConnections: 'idle') reaches only those
 * that have finished a request (nodejs/node#63452): a browser's speculative preconnect, or a client
 * that opened a socket and went quiet, held a shutdown for a minute or more, until headersTimeout,
 * past the 15 s a container is given before it is killed. Such a socket carries no request, so
 * closing it loses nothing; one that has sent part of a request is left to finish.
 */
export function closeSilentConnectionsOnShutdown(app: App): void {
  const open = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  app.addHook('preClose', async () => {
    // Once the server has stopped accepting (Fastify closes it after the preClose hooks), so no
    // silent connection arrives after the sweep.
    const sweep = () => {
      if (app.server.listening) {
        setImmediate(sweep);
        return;
      }
      for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    };
    sweep();
  });
}
