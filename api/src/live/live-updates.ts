import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * "Something about this topic changed" between API processes (a table's order, a group order), so
 * every customer's screen can refetch within a second. On PostgreSQL the message goes through
 * LISTEN/NOTIFY and reaches every API process on that database; the embedded PGlite serves one
 * process only, so there the message stays in the process. Messages carry only the topic: screens
 * read the state itself through the API, which also checks who may see it.
 */
export interface LiveUpdates {
  /** Tells every API process that `topic` changed; call it after the change is committed. */
  changed(topic: string): Promise<void>;
  /** Calls `listener` whenever `topic` changes, in any process; answers the function that stops it. */
  watch(topic: string, listener: () => void): () => void;
  close(): Promise<void>;
}

type Listeners = Map<string, Set<() => void>>;

function listenerRegistry() {
  const listeners: Listeners = new Map();
  return {
    dispatch(topic: string) {
      for (const listener of [...(listeners.get(topic) ?? [])]) listener();
    },
    /** After a lost connection nobody knows what was missed: every watcher refetches. */
    dispatchAll() {
      for (const set of listeners.values()) for (const listener of [...set]) listener();
    },
    watch(topic: string, listener: () => void) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
  };
}

export function inProcessLiveUpdates(): LiveUpdates {
  const registry = listenerRegistry();
  return {
    async changed(topic) {
      // Asynchronous like a notification, so a caller never runs listeners inside its own work.
      queueMicrotask(() => registry.dispatch(topic));
    },
    watch: registry.watch,
    async close() {},
  };
}

/** The channel of one database schema: test files sharing a server never hear each other. */
export function liveChannel(schema: string | undefined): string {
  return `live_${(schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

const RECONNECT_DELAY_MS = 1000;

export async function postgresLiveUpdates(databaseUrl: string, schema: string | undefined, db: Kysely<Database>): Promise<LiveUpdates> {
  const registry = listenerRegistry();
  const channel = liveChannel(schema);
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) registry.dispatch(message.payload);
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
  }

  function reconnect(broken: pg.Client): void {
    if (closed || client !== broken || reconnectTimer) return;
    client = null;
    broken.removeAllListeners('end');
    void broken.end().catch(() => undefined);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().then(registry.dispatchAll, () => {
        if (!closed) reconnect(broken);
      });
    }, RECONNECT_DELAY_MS);
  }

  await connect();
  return {
    async changed(topic) {
      await sql`select pg_notify(${channel}, ${topic})`.execute(db);
    },
    watch: registry.watch,
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}
