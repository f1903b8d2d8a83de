import type { AuditEntry } from '@meteodeck/contract';

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields an entry changed, as 'field : before → after' lines (a creation or a deletion lists its fields). */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const record = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
  const before = record(entry.before);
  const after = record(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'createdAt' && key !== 'updatedAt',
  );
  return keys
    .filter((key) => show(before[key]) !== show(after[key]))
    .map((key) => `${key} : ${show(before[key])} → ${show(after[key])}`);
}
