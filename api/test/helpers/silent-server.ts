import { createServer, type Socket } from 'node:net';

export interface SilentServer {
  port: number;
  close: () => Promise<void>;
}

/**
 * A server that accepts connections and never says a word: what a hung provider looks like from
 * outside. (nock's fake sockets never time out, so the timeouts need a real one.)
 */
export async function silentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Whatever arrives (a request, a TLS hello) is read and left unanswered.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
