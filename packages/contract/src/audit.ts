import { type Static, Type } from 'typebox';

/**
 * The audit trail: every write of the back office and of the reading editor, with who made it,
 * when, and the values before and after. Secrets never appear: a password, a token or a key shows as
 * AUDIT_CHANGED when it changed, AUDIT_MASKED otherwise.
 */

export const AUDIT_KINDS = [
  'user',
  'station',
  'unit',
  'post',
  'observation',
  'contact',
  'reading',
  'flag',
  'quality',
  'import',
  'forwarding',
  'alert',
  'siteSettings',
  'sensors',
  'climate',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What a secret shows as in the trail when it changed, and when it did not. */
export const AUDIT_CHANGED = '(modifié)';
export const AUDIT_MASKED = '(masqué)';

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  user: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), email: Type.String() }),
  kind: Type.Enum(AUDIT_KINDS),
  /** 'create', 'update', 'delete', 'accept', 'reject', 'start'. */
  action: Type.String(),
  /** What was changed: an id, a station reference, a reading's station and instant. */
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditList = Type.Object({
  entries: Type.Array(AuditEntry),
  numberOfResult: Type.Integer(),
});
export type AuditList = Static<typeof AuditList>;

/** GET /api/audit: the list query, and filters by user id, kind and local dates (YYYY-MM-DD, inclusive, UTC). */
export const AuditQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
  maxResult: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 5 })),
  userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  kind: Type.Optional(Type.Enum(AUDIT_KINDS)),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type AuditQuery = Static<typeof AuditQuery>;
