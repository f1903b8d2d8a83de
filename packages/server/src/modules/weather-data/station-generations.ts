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
  return {
    current(stationId) {
      const current = generations.get(stationId);
      if (current !== undefined) return current;
      generations.set(stationId, 0);
      events.subscribe(stationId, (_receivedAt, earliestAt) => onReadings(stationId, earliestAt));
      return 0;
    },
    bump(stationId) {
      generations.set(stationId, (generations.get(stationId) ?? 0) + 1);
    },
    holds(stationId, generation) {
      return generations.get(stationId) === generation;
    },
  };
}
