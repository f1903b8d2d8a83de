/**
 * Writing the audit trail: one row per write of the back office and of the reading editor,
 * secrets masked. Called on a transaction by writes that have one (the reading editor, flags, quality
 * settings), otherwise by the back-office hooks (audit-hooks.ts) once the write succeeded.
 */
import { AUDIT_CHANGED, AUDIT_MASKED, type AuditKind } from '@meteodeck/contract';
import type { Db } from '../../db/database.ts';
import { createAuditRepository } from './audit.repository.ts';

export interface AuditEntryInput {
  actor: { id: number; email: string };
  kind: AuditKind;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** Keys whose values never enter the trail: passwords, tokens, keys, hashes, webhook URLs (a token in them). */
const SECRET =
  /^(password|plainpassword|passwordhash|password_hash|apitoken|api_token|token|key|secret|webhookurl|webhook_url)$/i;

/**
 * `value` with every secret replaced by a marker: on the `before` side always AUDIT_MASKED; on the `after`
 * side AUDIT_CHANGED when it differs from the same place in `before` (or there was none), else AUDIT_MASKED.
 */
function masked(value: unknown, before: unknown, side: 'before' | 'after'): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => masked(item, Array.isArray(before) ? before[i] : undefined, side));
  if (typeof value !== 'object' || value === null) return value;
  const previous = typeof before === 'object' && before !== null ? (before as Record<string, unknown>) : {};
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!SECRET.test(key)) result[key] = masked(child, previous[key], side);
    else if (child === undefined || child === null || child === '') result[key] = null;
    else if (side === 'before' || previous[key] === child) result[key] = AUDIT_MASKED;
    else result[key] = AUDIT_CHANGED;
  }
  return result;
}

/** `before` and `after` with their secrets masked; a secret shows as changed only where it differs. */
export function maskSecrets(before: unknown, after: unknown): { before: unknown; after: unknown } {
  return { before: masked(before, undefined, 'before'), after: masked(after, before, 'after') };
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Records one audit entry on `db` (an instance or a transaction). */
export async function recordAudit(db: Db, entry: AuditEntryInput, now: number): Promise<void> {
  const { before, after } = maskSecrets(entry.before, entry.after);
  await createAuditRepository(db).insert({
    createdAt: now,
    userId: entry.actor.id,
    userEmail: entry.actor.email,
    kind: entry.kind,
    action: entry.action,
    target: entry.target.slice(0, 255),
    before: json(before),
    after: json(after),
  });
}
