/**
 * Data quality calls: the spike filter settings of a station (admin), the review of flagged
 * values (list: logged in; decision: admin) and the reading editor (list: logged in; change and delete:
 * admin). `{receivedAt}` is the reading's ISO 8601 instant in UTC, URL-encoded.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  FlagDecision,
  FlaggedValueList,
  FlagListQuery,
  IdParams,
  ImportedExtremeList,
  ImportedExtremesQuery,
  QualitySettings,
  ReadingCorrection,
  ReadingInstantParams,
  StoredReadingItem,
  StoredReadingList,
  StoredReadingsQuery,
  WeatherDataParams,
} from '@meteodeck/contract';
import { Type } from 'typebox';
import type { Db } from '../../db/database.ts';
import { currentUser, requireAdmin, requireUser } from '../auth/index.ts';
import type { StationsRepository } from '../stations/index.ts';
import type { QualityService } from './quality.service.ts';
import { listImportedExtremes } from './quality-imported-extremes.ts';

const errors = { 400: ApiErrorList, 401: ApiErrorList, 403: ApiErrorList, 404: ApiErrorList };
const doc = (summary: string) => ({ tags: ['quality'], summary, security: [{ bearerAuth: [] }] });

export function qualityRoutes(deps: {
  quality: QualityService;
  db: Db;
  stations: StationsRepository;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/weatherStation/:id/quality',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc("A station's spike filter: each measure's largest change per minute and limits"),
          params: IdParams,
          response: { 200: QualitySettings, ...errors },
        },
      },
      async (request) => deps.quality.getSettings(request.params.id),
    );
    app.put(
      '/api/weatherStation/:id/quality',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc("Replace a station's spike filter settings (canonical units)"),
          params: IdParams,
          body: QualitySettings,
          response: { 200: QualitySettings, ...errors },
        },
      },
      async (request) => deps.quality.putSettings(request.params.id, request.body, currentUser(request)),
    );
    app.get(
      '/api/weatherData/:reference/flags',
      {
        onRequest: requireUser,
        schema: {
          ...doc('Values the spike filter left out (or in another review state), newest first'),
          params: WeatherDataParams,
          querystring: FlagListQuery,
          response: { 200: FlaggedValueList, ...errors },
        },
      },
      async (request) => deps.quality.listFlags(request.params.reference, request.query),
    );
    app.put(
      '/api/weatherData/:reference/flags/:receivedAt',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Accept a flagged value (it counts again) or reject it (it stays out)'),
          params: ReadingInstantParams,
          body: FlagDecision,
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        const { reference, receivedAt } = request.params;
        await deps.quality.decide(reference, receivedAt, request.body, currentUser(request));
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/api/weatherData/:reference/readings',
      {
        onRequest: requireUser,
        schema: {
          ...doc("A station's stored readings in [from, to) (at most 36 h), canonical units, with flags"),
          params: WeatherDataParams,
          querystring: StoredReadingsQuery,
          response: { 200: StoredReadingList, ...errors },
        },
      },
      async (request) =>
        deps.quality.listReadings(request.params.reference, request.query.from, request.query.to),
    );
    app.get(
      '/api/weatherData/:reference/imported-extremes',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc("A local day's extremes in force from an import's own daily summaries (canonical units)"),
          params: WeatherDataParams,
          querystring: ImportedExtremesQuery,
          response: { 200: ImportedExtremeList, ...errors },
        },
      },
      async (request) => listImportedExtremes(deps, request.params.reference, request.query.day),
    );
    app.put(
      '/api/weatherData/:reference/readings/:receivedAt',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Correct measures of one reading (canonical units; null clears a value)'),
          params: ReadingInstantParams,
          body: ReadingCorrection,
          response: { 200: StoredReadingItem, ...errors },
        },
      },
      async (request) => {
        const { reference, receivedAt } = request.params;
        return deps.quality.correct(reference, receivedAt, request.body, currentUser(request));
      },
    );
    app.delete(
      '/api/weatherData/:reference/readings/:receivedAt',
      {
        onRequest: requireAdmin,
        schema: {
          ...doc('Delete one reading'),
          params: ReadingInstantParams,
          response: { 204: Type.Null(), ...errors },
        },
      },
      async (request, reply) => {
        const { reference, receivedAt } = request.params;
        await deps.quality.remove(reference, receivedAt, currentUser(request));
        return reply.status(204).send(null);
      },
    );
  };
}
