/**
 * A summary or rollup row with its sums rounded to 12 significant digits. A day merged from its hours (a late
 * reading, an import resumed after a kill) adds the same values in another order than a fold from scratch:
 * the sums then differ near 1e-15, which no page shows, while every count, extreme and instant stays equal.
 */
export function roundSums<T extends object>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      typeof value === 'number' && /(_sum|_total_mm|_east|_north|lightning_count)$/.test(column)
        ? Number(value.toPrecision(12))
        : value,
    ]),
  ) as T;
}
