/**
 * climate_record_posts: the records a news post announced, one row per station, local day, kind, scope and
 * sensor (an extra sensor's key, '' for the main measures).
 * The row is claimed before the post is written, so of two processes that see the same record only the one
 * whose insert lands writes the post.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Which record of which day: of a main measure (`sensorKey` '') or of the extra sensor `sensorKey`. */
export interface RecordPostKey {
  stationId: number;
  day: string;
  kind: string;
  scope: string;
  sensorKey: string;
}

export function createRecordPostsRepository(db: Kysely<Database>) {
  const row = (key: RecordPostKey) =>
    db
      .selectFrom('climate_record_posts')
      .select(['post_id', 'value'])
      .where('weather_station_id', '=', key.stationId)
      .where('day', '=', key.day)
      .where('kind', '=', key.kind)
      .where('scope', '=', key.scope)
      .where('sensor_key', '=', key.sensorKey);
  return {
    /** Claims the record: true when this call inserted its row (no one announced it yet). */
    async claim(key: RecordPostKey, at: number): Promise<boolean> {
      const result = await db
        .insertInto('climate_record_posts')
        .values({
          weather_station_id: key.stationId,
          day: key.day,
          kind: key.kind,
          scope: key.scope,
          sensor_key: key.sensorKey,
          created_at: at,
        })
        .onConflict((oc) =>
          oc.columns(['weather_station_id', 'day', 'kind', 'scope', 'sensor_key']).doNothing(),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** The post that announced the record and the value it gave; undefined when not claimed. */
    async find(key: RecordPostKey): Promise<{ postId: number | null; value: number | null } | undefined> {
      const found = await row(key).executeTakeFirst();
      if (found === undefined) return undefined;
      return {
        postId: found.post_id === null ? null : Number(found.post_id),
        value: found.value === null ? null : Number(found.value),
      };
    },
    /** Notes the post that announces the record and the value it gives. */
    async setPost(key: RecordPostKey, postId: number, value: number): Promise<void> {
      await db
        .updateTable('climate_record_posts')
        .set({ post_id: postId, value })
        .where('weather_station_id', '=', key.stationId)
        .where('day', '=', key.day)
        .where('kind', '=', key.kind)
        .where('scope', '=', key.scope)
        .where('sensor_key', '=', key.sensorKey)
        .execute();
    },
  };
}
export type RecordPostsRepository = ReturnType<typeof createRecordPostsRepository>;
