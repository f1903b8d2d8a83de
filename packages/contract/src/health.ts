/**
 * GET /api/health (public, cheap): whether the process answers and its database is reachable, for
 * a monitor, a load balancer or a container's health check. 200 when all is well, 503 when the database is
 * not reachable.
 */
import { type Static, Type } from 'typebox';

export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  /**
   * `unreachable`: the database does not answer `select 1` within 2 s (PostgreSQL restarting, a SQLite file
   * locked or unreadable); `storage full`: it answers, but the last write failed for want of disk space and
   * none has succeeded since (uploads get 507).
   */
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable'), Type.Literal('storage full')]),
  /** Why the status is `error`, for the operator (absent when ok). */
  reason: Type.Optional(Type.String()),
  /** meteodeck's version (the server package's). */
  version: Type.String(),
  /** Seconds since this process started. */
  uptimeSeconds: Type.Integer({ minimum: 0 }),
});
export type Health = Static<typeof Health>;
