/**
 * The change feed wired into a process: what other processes on the same database commit reaches this one's
 * event hub (readings and uploads stored, stations changed, origin `remote`), and a station changed here is
 * written to the change log for them. Polling starts with the app and stops with it.
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { type ChangeFeed, createChangeFeed } from './change-feed.ts';

export function wireChangeFeed(
  ctx: WireContext & {
    /** Replaces the feed (tests poll it by hand). */
    changeFeed?: ChangeFeed | undefined;
  },
): ModuleWiring & { changes: ChangeFeed } {
  const { config, db, dialect, clock, log, events } = ctx;
  const changes =
    ctx.changeFeed ??
    createChangeFeed({
      db,
      dialect,
      clock,
      ...(config.database.dialect === 'postgres' ? { listenUrl: config.database.connectionString } : {}),
      onError: (error) => log.error({ err: error }, 'reading the change log failed'),
    });
  changes.onRemote((change) => {
    if (change.topic === 'readings') {
      events.emit('readingStored', {
        stationId: change.stationId,
        newestAt: change.newestAt,
        earliestAt: change.earliestAt ?? undefined,
        origin: 'remote',
      });
    } else if (change.topic === 'upload') {
      events.emit('uploadRecorded', {
        stationId: change.stationId,
        upload: { protocol: change.protocol, receivedAt: change.receivedAt },
        origin: 'remote',
      });
    } else events.emit('stationChanged', { stationId: change.stationId, origin: 'remote' });
  });
  // A station edited here: the other processes forget it when they read the change log.
  events.on('stationChanged', ({ stationId, origin }) => {
    if (origin !== 'local') return;
    changes
      .record(db, { topic: 'station', stationId })
      .catch((error: unknown) => log.error({ err: error }, 'recording a station change failed'));
  });
  return { changes, start: () => changes.start(), stop: () => changes.stop() };
}
