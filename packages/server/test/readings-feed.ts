/**
 * Feeds readings to a test app through the real JSON ingestion door, as a station would:
 *
 *   await postReadings(t, station, [{ receivedAt: '2026-06-15T09:50:00Z', temperature: 21.5 }]);
 *   await postReadings(t, station, everyMinutes(start, 60, 5, (at, i) => ({ temperature: 10 + i })));
 *
 * It fails loudly when the door stores fewer readings than were sent, so a read-side test never runs on data
 * it did not mean to have.
 */
import type { TestApp } from './build-test-app.ts';

export type ReadingFields = Record<string, number | string | null>;

/** POSTs readings (canonical units, spec field names) for `station` and checks that all were stored. */
export async function postReadings(
  t: TestApp,
  station: { reference: string; apiToken: string },
  readings: readonly ReadingFields[],
): Promise<void> {
  for (let start = 0; start < readings.length; start += 10_000) {
    const batch = readings.slice(start, start + 10_000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/weatherData/${station.reference}/readings`,
      headers: { authorization: `Bearer ${station.apiToken}` },
      payload: batch,
    });
    if (response.statusCode !== 201) {
      throw new Error(`ingestion answered ${response.statusCode}: ${response.body}`);
    }
    const result: unknown = response.json();
    if (
      typeof result !== 'object' ||
      result === null ||
      !('stored' in result) ||
      result.stored !== batch.length
    ) {
      throw new Error(`ingestion did not store every reading: ${response.body}`);
    }
  }
}

/**
 * `count` readings every `stepMinutes` from `startMs` (epoch ms), each built by `fields(atMs, index)`;
 * `receivedAt` is filled in as ISO 8601 UTC.
 */
export function everyMinutes(
  startMs: number,
  count: number,
  stepMinutes: number,
  fields: (atMs: number, index: number) => ReadingFields,
): ReadingFields[] {
  return Array.from({ length: count }, (_, index) => {
    const atMs = startMs + index * stepMinutes * 60_000;
    return { receivedAt: new Date(atMs).toISOString(), ...fields(atMs, index) };
  });
}
