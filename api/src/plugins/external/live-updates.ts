import type { App } from '../../app-instance';
import type { DatabaseOptions } from '../../db/database';
import { eventStreams } from '../../live/event-stream';
import { inProcessLiveUpdates, postgresLiveUpdates } from '../../live/live-updates';

/** app.live (tell and watch changes across API processes) and app.eventStreams (SSE answers). */
export async function registerLiveUpdates(app: App, options: DatabaseOptions): Promise<void> {
  const live = options.databaseUrl ? await postgresLiveUpdates(options.databaseUrl, options.schema, app.db) : inProcessLiveUpdates();
  const streams = eventStreams(live);
  app.decorate('live', live);
  app.decorate('eventStreams', streams);
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => live.close());
}
