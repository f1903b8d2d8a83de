/**
 * The per-station generation the in-process caches guard their stores with: a value computed while readings
 * of its station were stored may have read before them, so it is stored only when the station's generation
 * is still the one read before computing it. A station's stored readings are watched from its first use on,
 * for the process's life.
 */

/** What the guard needs of the readings' event bus (readings' ReadingEvents has it). */
export interface StoredReadingsFeed {
  subscribe(stationId: number, listener: (receivedAt: number, earliestAt?: number) => void): unknown;
}

export interface StationGenerations {
  /** The station's generation; its first call subscribes to the station's stored readings. */
  current(stationId: number): number;
  /** Moves the station's generation on: values computed before are not stored. */
  bump(stationId: number): void;
  /** Whether `generation` is still the station's. */
  holds(stationId: number, generation: number): boolean;
}

/** `onReadings` runs for each publication of a watched station's stored readings. */
export function createStationGenerations(
  events: StoredReadingsFeed,
  onReadings: (stationId: number, earliestAt: number | undefined) => void,
): StationGenerations {
  const generations = new Map<number, number>();
  const current = (stationId: number): number => {
    const known = generations.get(stationId);
    if (known !== undefined) return known;
    generations.set(stationId, 0);
    events.subscribe(stationId, (_receivedAt, earliestAt) => onReadings(stationId, earliestAt));
    return 0;
  };
  return {
    current,
    bump(stationId) {
      // A station first seen by a bump (an edit before any answer was kept) is subscribed all the same:
      // otherwise its readings would never drop the answers kept after it.
      generations.set(stationId, current(stationId) + 1);
    },
    holds(stationId, generation) {
      return generations.get(stationId) === generation;
    },
  };
}
