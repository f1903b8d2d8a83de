/**
 * News posts of the all-time records a station sets, when its owner switched them on (climate settings):
 * after readings of the station are stored in this process, today's records (records.service.ts) are read,
 * the main measures' and the public extra sensors' (a hidden sensor's records are never read, so never
 * posted); each all-time record not yet announced today is claimed (record-posts.repository.ts: one
 * process wins, per kind and sensor) and announced by a post, whose text is brought up to date when a later
 * reading beats it again the same day. Month records are not announced: a station's second year sets one
 * most weeks. Checks of one station run one at a time; readings arriving meanwhile ask for one more check
 * after it. The owner's switch is read once per station and kept (a check follows every stored chunk of
 * readings, the settings are two queries) until the station changes (`stationChanged`).
 */
import type { Clock } from '../../clock.ts';
import type { StationsRepository } from '../stations/index.ts';
import type { ClimateSettingsRepository } from './climate-settings.repository.ts';
import type { RecordPostKey, RecordPostsRepository } from './record-posts.repository.ts';
import { recordPostBody, sensorRecordPostBody } from './record-posts.ts';
import type { ClimateRecordsService } from './records.service.ts';

/** What the service needs of the posts module: writing a post and rewriting it. */
export interface PostWriter {
  create(body: { name: string; description: string }): Promise<{ id: number }>;
  update(id: number, body: { name: string; description: string }): Promise<unknown>;
}

export interface RecordPostsService {
  /** Readings of the station were stored: check its records (coalesced per station). */
  readingsStored(stationId: number): void;
  /** The station changed (its climate settings among others, here or in another process): forget its switch. */
  stationChanged(stationId: number): void;
  /** Resolves once every check asked for so far is done (tests, shutdown). */
  settled(): Promise<void>;
}

export function createRecordPostsService(deps: {
  stations: StationsRepository;
  settings: ClimateSettingsRepository;
  records: ClimateRecordsService;
  recordPosts: RecordPostsRepository;
  posts: PostWriter;
  clock: Clock;
  onError: (error: unknown) => void;
}): RecordPostsService {
  /** Per station: the check running, and whether another was asked for meanwhile. */
  const running = new Map<number, { done: Promise<void>; again: boolean }>();
  /** Per station, its `postNewRecords` switch as last read. */
  const switches = new Map<number, boolean>();
  /** How many times a switch was forgotten: one read while that happened may be stale, and is not kept. */
  let forgotten = 0;

  /** Whether station `stationId`'s owner wants its records posted: the switch kept, or read and kept. */
  async function postsWanted(stationId: number): Promise<boolean> {
    const known = switches.get(stationId);
    if (known !== undefined) return known;
    const before = forgotten;
    const { postNewRecords } = await deps.settings.get(stationId);
    if (forgotten === before) switches.set(stationId, postNewRecords);
    return postNewRecords;
  }

  async function check(stationId: number): Promise<void> {
    if (!(await postsWanted(stationId))) return;
    const station = await deps.stations.findById(stationId);
    if (station === undefined) return;
    const today = await deps.records.today(station.reference);
    const day = today.today;
    for (const record of today.newRecords) {
      if (record.scope !== 'allTime') continue;
      const key = { stationId, day, kind: record.kind, scope: record.scope, sensorKey: '' };
      await announce(key, record.value, recordPostBody(record, today.unit, day, station.name));
    }
    for (const sensor of today.sensors) {
      for (const record of sensor.newRecords) {
        if (record.scope !== 'allTime') continue;
        const key = { stationId, day, kind: record.kind, scope: record.scope, sensorKey: sensor.key };
        await announce(key, record.value, sensorRecordPostBody(record, sensor, day, station.name));
      }
    }
  }

  /** Posts the record of `key` when unclaimed; rewrites its post when it now gives another value. */
  async function announce(key: RecordPostKey, value: number, body: { name: string; description: string }) {
    if (await deps.recordPosts.claim(key, deps.clock.now())) {
      const post = await deps.posts.create(body);
      await deps.recordPosts.setPost(key, post.id, value);
      return;
    }
    const announced = await deps.recordPosts.find(key);
    if (announced?.postId != null && announced.value !== value) {
      await deps.posts.update(announced.postId, body);
      await deps.recordPosts.setPost(key, announced.postId, value);
    }
  }

  function run(stationId: number): void {
    const state = { done: Promise.resolve(), again: false };
    state.done = (async () => {
      do {
        state.again = false;
        try {
          await check(stationId);
        } catch (error) {
          deps.onError(error);
        }
      } while (state.again);
      running.delete(stationId);
    })();
    running.set(stationId, state);
  }

  return {
    readingsStored(stationId) {
      // A station whose owner switched the posts off, as known: no job at all for its stored chunk.
      if (switches.get(stationId) === false) return;
      const current = running.get(stationId);
      if (current !== undefined) current.again = true;
      else run(stationId);
    },
    stationChanged(stationId) {
      forgotten += 1;
      switches.delete(stationId);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running.values()].map((state) => state.done));
    },
  };
}
