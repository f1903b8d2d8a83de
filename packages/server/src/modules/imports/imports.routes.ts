import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  CreateImportBody,
  IdParams,
  IMPORT_CHUNK_BYTES,
  ImportChunkQuery,
  ImportColumnMapping,
  ImportColumnsQuery,
  ImportCsvColumns,
  ImportJob,
  ImportJobList,
  ImportPreview,
  ListQuery,
} from '@meteodeck/contract';
import { currentUser, requireAdmin } from '../auth/index.ts';
import type { ImportJobsService } from './import-jobs.service.ts';
import type { ImportMappingService } from './import-mapping.service.ts';
import type { ImportPreviewService } from './import-preview.ts';

const errors = {
  400: ApiErrorList,
  401: ApiErrorList,
  403: ApiErrorList,
  404: ApiErrorList,
  409: ApiErrorList,
  413: ApiErrorList,
  507: ApiErrorList,
};
const doc = (summary: string) => ({ tags: ['import'], summary, security: [{ bearerAuth: [] }] });

/**
 * History imports in the back office, admin only (401/403 before any body is read): open an import, send
 * its file in chunks of raw bytes, see what the file holds, start it, follow it.
 */
export function importsRoutes(deps: {
  imports: ImportJobsService;
  preview: ImportPreviewService;
  mapping: ImportMappingService;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    // A chunk is raw bytes, read whole (8 MiB at most) only after the admin check of onRequest.
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: IMPORT_CHUNK_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      '/api/import',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('List history imports, newest first'),
          querystring: ListQuery,
          response: { 200: ImportJobList, ...errors },
        },
      },
      async (request) => deps.imports.list(request.query),
    );

    app.get(
      '/api/import/:id',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('One history import: its progress, then its summary'),
          params: IdParams,
          response: { 200: ImportJob, ...errors },
        },
      },
      async (request) => deps.imports.get(request.params.id),
    );

    app.post(
      '/api/import',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc(
            'Open a history import: station, kind of file (weewx, cumulus, csv, ecowitt, weatherlink), name and size',
          ),
          body: CreateImportBody,
          response: { 201: ImportJob, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.imports.create(request.body, currentUser(request).id)),
    );

    app.put(
      '/api/import/:id/content',
      {
        onRequest: requireAdmin,
        bodyLimit: IMPORT_CHUNK_BYTES,
        schema: {
          ...doc(
            `Send the next chunk of the file (raw bytes, application/octet-stream, ${IMPORT_CHUNK_BYTES / 1024 / 1024} MiB at most) at ?offset=`,
          ),
          params: IdParams,
          querystring: ImportChunkQuery,
          response: { 200: ImportJob, ...errors },
        },
      },
      async (request) => {
        const body: unknown = request.body;
        const chunk = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        return deps.imports.appendChunk(request.params.id, request.query.offset, chunk);
      },
    );

    app.get(
      '/api/import/:id/preview',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc(
            'What the received file holds, read without storing anything: station, period, rows, measures and units, source of the day extremes, problems (409 before the whole file is received or once started, 400 when it is not what was said)',
          ),
          params: IdParams,
          response: { 200: ImportPreview, ...errors },
        },
      },
      async (request) => deps.preview.preview(request.params.id),
    );

    app.get(
      '/api/import/:id/columns',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc(
            "A received CSV file's header, separator, decimal mark and first rows, the known format it reads as (or null) and the column mapping to offer: the import's own, else the one the station last used for the same header; ?separator= splits it by that separator rather than the one detected (400 unless the import is of kind csv)",
          ),
          params: IdParams,
          querystring: ImportColumnsQuery,
          response: { 200: ImportCsvColumns, ...errors },
        },
      },
      async (request) => deps.mapping.columns(request.params.id, request.query.separator),
    );

    app.put(
      '/api/import/:id/mapping',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc(
            "Map the received CSV file's columns (the instant with its format and time zone, or a date column and a time column each with its pattern; measures of the catalogue with their units, the rest ignored): kept for the import and for the station's next file with the same header; answers the file's preview read through it (400 listing every problem of a bad mapping, nothing changed)",
          ),
          params: IdParams,
          body: ImportColumnMapping,
          response: { 200: ImportPreview, ...errors },
        },
      },
      async (request) => deps.mapping.map(request.params.id, request.body),
    );

    app.post(
      '/api/import/:id/start',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc(
            'Check the received file and import it in the background (400 when it is not what was said)',
          ),
          params: IdParams,
          response: { 202: ImportJob, ...errors },
        },
      },
      async (request, reply) => reply.status(202).send(await deps.imports.start(request.params.id)),
    );
  };
}
