/**
 * GET /api/audit (admins only): the audit trail, newest first unless `order=ASC`, five per page, filtered by
 * user, kind and UTC dates.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, type AuditEntry, type AuditKind, AuditList, AuditQuery } from '@meteodeck/contract';
import { DAY_MS } from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { requireAdmin } from '../../plugins/auth.ts';

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export function auditRoutes(deps: { db: Kysely<Database> }): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/audit',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['audit'],
          summary: 'The audit trail of back-office writes, with the values before and after',
          security: [{ bearerAuth: [] }],
          querystring: AuditQuery,
          response: { 200: AuditList, 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList },
        },
      },
      async (request): Promise<AuditList> => {
        const q = request.query;
        const maxResult = q.maxResult ?? 5;
        const page = q.page ?? 1;
        let query = deps.db.selectFrom('audit_log');
        if (q.userId !== undefined) query = query.where('user_id', '=', q.userId);
        if (q.kind !== undefined) query = query.where('kind', '=', q.kind);
        if (q.from !== undefined) query = query.where('created_at', '>=', Date.parse(`${q.from}T00:00:00Z`));
        if (q.to !== undefined)
          query = query.where('created_at', '<', Date.parse(`${q.to}T00:00:00Z`) + DAY_MS);
        const order = q.order === 'ASC' ? 'asc' : 'desc';
        const [rows, count] = await Promise.all([
          query
            .selectAll()
            .orderBy('created_at', order)
            .orderBy('id', order)
            .offset((page - 1) * maxResult)
            .limit(maxResult)
            .execute(),
          query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        const entries: AuditEntry[] = rows.map((row) => ({
          id: row.id,
          createdAt: new Date(Number(row.created_at)).toISOString(),
          user: { id: row.user_id, email: row.user_email },
          kind: row.kind as AuditKind,
          action: row.action,
          target: row.target,
          before: parse(row.before),
          after: parse(row.after),
        }));
        return { entries, numberOfResult: Number(count.n) };
      },
    );
  };
}
