import { request as httpRequest } from 'node:http';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import Fastify from 'fastify';
import { eventStreams } from '../../src/live/event-stream';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../../src/db/schema';
import { inProcessLiveUpdates, liveChannel, postgresLiveUpdates } from '../../src/live/live-updates';

/** Reads a server-sent event stream until `count` events of type `changed` have arrived. */
function readEvents(url: string, count: number, onOpen: () => void): Promise<{ headers: Record<string, unknown>; events: string[] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { origin: 'http://localhost:3000' } }, (res) => {
      const events: string[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (buffer === '' && events.length === 0) onOpen();
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) if (block.startsWith('event: changed')) events.push(block.split('\ndata: ')[1] ?? '');
        if (events.length >= count) {
          req.destroy();
          resolve({ headers: res.headers, events });
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('live updates', () => {
  it('calls the watchers of a topic, only of that topic, until they stop', async () => {
    const live = inProcessLiveUpdates();
    const heard: string[] = [];
    const stop = live.watch('table:1', () => heard.push('a'));
    live.watch('table:2', () => heard.push('b'));
    await live.changed('table:1');
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    await live.changed('table:1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toEqual(['a']);
  });

  it('names one channel per database schema', () => {
    expect(liveChannel(undefined)).toBe('live_public');
    expect(liveChannel('test_AB12')).toBe('live_test_ab12');
  });

  it('reaches another API process on the same PostgreSQL, and not one on another schema', async () => {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) return; // PGlite serves one process: nothing to reach (CI runs this on PostgreSQL).
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
    // Each has its own LISTEN connection, as separate API processes would.
    const teller = await postgresLiveUpdates(databaseUrl, 'live_test_shared', db);
    const otherProcess = await postgresLiveUpdates(databaseUrl, 'live_test_shared', db);
    const otherSchema = await postgresLiveUpdates(databaseUrl, 'live_test_elsewhere', db);
    try {
      const heard: string[] = [];
      otherProcess.watch('group:7', () => heard.push('other process'));
      otherSchema.watch('group:7', () => heard.push('other schema'));
      await teller.changed('group:7');
      for (let wait = 0; wait < 100 && heard.length === 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(['other process']);
    } finally {
      await Promise.all([teller.close(), otherProcess.close(), otherSchema.close()]);
      await db.destroy();
    }
  });

  describe('as server-sent events', () => {
    /** A bare server with the stream and a hook setting a header, as CORS and request ids do. */
    async function streamingServer() {
      const live = inProcessLiveUpdates();
      const streams = eventStreams(live);
      const app = Fastify();
      app.addHook('onRequest', async (_request, reply) => {
        void reply.header('access-control-allow-origin', 'http://localhost:3000');
      });
      app.addHook('preClose', async () => streams.endAll());
      app.get('/stream', (request, reply) => streams.streamTopic(request, reply, 'table:9'));
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, live, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/stream` };
    }

    it('sends `changed` for each change of the topic, with the headers hooks set', async () => {
      const { app, live, url } = await streamingServer();
      try {
        const { headers, events } = await readEvents(url, 2, () => {
          void live.changed('table:8');
          void live.changed('table:9').then(() => live.changed('table:9'));
        });
        expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
        expect(headers['access-control-allow-origin']).toBe('http://localhost:3000');
        expect(events).toEqual(['{"topic":"table:9"}', '{"topic":"table:9"}']);
      } finally {
        await app.close();
      }
    });

    it('ends open streams when the server shuts down instead of waiting for them', async () => {
      const { app, url } = await streamingServer();
      await new Promise<void>((resolve) => {
        httpRequest(url, { agent: false }, (res) => {
          res.resume();
          res.on('end', resolve);
          void app.close();
        }).end();
      });
    }, 15_000);
  });

  it('lets go of a stream whose browser left while the route was still reading', async () => {
    const live = inProcessLiveUpdates();
    let watching = 0;
    const streams = eventStreams({
      ...live,
      watch: (topic, listener) => {
        watching += 1;
        const stop = live.watch(topic, listener);
        return () => {
          watching -= 1;
          stop();
        };
      },
    });
    const app = Fastify();
    let routeRead: () => void = () => undefined;
    const readDone = new Promise<void>((resolve) => (routeRead = resolve));
    app.get('/slow', async (request, reply) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answered = await streams.streamTopic(request, reply, 'table:9');
      routeRead();
      return answered;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const leaving = httpRequest(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/slow`, { agent: false });
      leaving.on('error', () => undefined);
      leaving.end();
      setTimeout(() => leaving.destroy(), 50);
      await readDone;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(watching).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('is part of the app: a change told by the app reaches its watchers', async () => {
    const t = await buildTestApp();
    try {
      const heard = new Promise<string>((resolve) => t.app.live.watch('order:1', () => resolve('heard')));
      await t.app.live.changed('order:1');
      await expect(heard).resolves.toBe('heard');
    } finally {
      await t.close();
    }
  });
});
