/**
 * Tells a CSV row given twice (the same instant as an earlier line) in the consoles' exports and mapped CSV
 * files. Instants are remembered with their line; past `windowRows` of them, those older than `windowMs`
 * before the newest row are forgotten (a year at one row a minute is 525,600): a row repeating a forgotten
 * instant is then skipped by the import pipeline as already stored.
 */
const DUPLICATE_WINDOW_ROWS = 200_000;
const DUPLICATE_WINDOW_MS = 45 * 86_400_000;

export interface RepeatedInstants {
  /** The line that gave `instant` first, or undefined (then `line` is remembered as its first). */
  firstLineOf(instant: number, line: number): number | undefined;
}

export function createRepeatedInstants(
  windowRows = DUPLICATE_WINDOW_ROWS,
  windowMs = DUPLICATE_WINDOW_MS,
): RepeatedInstants {
  const lineOf = new Map<number, number>();
  let newest = Number.NEGATIVE_INFINITY;
  let pruneAt = windowRows;
  return {
    firstLineOf(instant, line) {
      const before = lineOf.get(instant);
      if (before !== undefined) return before;
      lineOf.set(instant, line);
      newest = Math.max(newest, instant);
      if (lineOf.size > pruneAt) {
        for (const [seen] of lineOf) if (seen < newest - windowMs) lineOf.delete(seen);
        pruneAt = lineOf.size + windowRows;
      }
      return undefined;
    },
  };
}
