/**
 * GET /api/audit (admins only): the audit trail, newest first unless `order=ASC`, five per page, filtered by
 * user, kind and UTC dates.
 */

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, AuditList, AuditQuery } from '@meteodeck/contract';
import { requireAdmin } from '../auth/index.ts';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(deps: { audit: AuditService }): FastifyPluginAsyncTypebox {
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
      async (request): Promise<AuditList> => deps.audit.list(request.query),
    );
  };
}
