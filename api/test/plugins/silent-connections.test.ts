import { connect, type Socket } from 'node:net';
import { buildTestApp } from '../helpers/test-app';

/**
 * A shutdown does not wait on connections that never sent a request (a browser's preconnect):
 * Node alone kept them, and the app's close with them, until its headers timeout a minute later.
 * A connection that has sent part of its request is still waited for and answered (503, as any
 * request that arrives while the app closes).
 */
async function opened(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return socket;
}

const closedSoon = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

test('closing the app closes a connection that never sent a request, at once', async () => {
  const t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const silent = await opened(port);
  // The server has taken the connection once a request on another one is answered.
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  silent.on('error', () => undefined);
  await Promise.all([t.close(), closedSoon(silent)]);
  expect(silent.destroyed).toBe(true);
}, 10_000);

test('a request half sent when the app closes is waited for and answered, not cut', async () => {
  const t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  const slow = await opened(port);
  let answer = '';
  slow.on('data', (chunk) => (answer += String(chunk)));
  slow.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const closing = t.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  slow.write('\r\n');
  await Promise.all([closing, closedSoon(slow)]);
  expect(answer).toMatch(/^HTTP\/1\.1 503 /);
}, 10_000);
