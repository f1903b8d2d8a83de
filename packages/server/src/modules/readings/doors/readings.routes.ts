/**
 * The three ingestion doors' routes (DESIGN §5). Each parses its transport and hands over to the doors
 * (doors.service.ts), in front of the one pipeline. Console forms (`application/x-www-form-urlencoded`) are
 * parsed in this plugin only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  EcowittAnswer,
  EcowittParams,
  ReadingsRequest,
  ReadingsResult,
  StationReferenceParams,
} from '@meteodeck/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { DoorsService } from './doors.service.ts';
import { ECOWITT_OK } from './ecowitt.ts';
import type { UploadStation } from './station-credentials.ts';
import { toUploadFields } from './upload-fields.ts';
import { WU_SUCCESS } from './wu.ts';

/** A JSON batch of 10,000 readings is a few MB. */
const JSON_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** The database away (503, with `Retry-After`) or the disk full (507): nothing stored, the console retries. */
const STORAGE_ERRORS = { 503: ApiErrorList, 507: ApiErrorList } as const;

const BEARER = /^Bearer\s+(\S+)$/i;

// Consoles read a few bytes of answer and render nothing: no compression, no browser security headers.
// Consoles upload every few seconds, so what these hooks cost shows in the single-request rate.
const CONSOLE_ROUTE = { compress: false, decompress: false, config: { securityHeaders: false } } as const;

/**
 * Runs `check` (a credentials check) in an `onRequest` hook: before any byte of the body is read, parsed or
 * un-gzipped. A refused request closes its connection, so a body announced after a wrong token (up to
 * 16 MiB on the JSON door) is never read, not even to be drained.
 */
function credentialsFirst(check: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await check(request);
    } catch (error) {
      reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * The ingestion routes: Weather Underground (GET and POST), Ecowitt (POST, form) and JSON (POST). Each door
 * only parses its transport; ingestion itself is `readings` (doors.service.ts).
 */
export function readingsRoutes(deps: {
  readings: DoorsService;
  /** Called after each stored upload (the disk has room: a 'storage full' state ends). */
  stored?: () => void;
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(
          null,
          Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())),
        );
      },
    );

    const wuSchema = {
      tags: ['ingestion'],
      summary: 'Weather Underground upload protocol (ID, PASSWORD, dateutc, imperial fields)',
      response: { 200: Type.String(), 400: ApiErrorList, 401: ApiErrorList, ...STORAGE_ERRORS },
    };
    const wuHandler = async (request: { query: unknown; body?: unknown }) => {
      await deps.readings.ingestWeatherUnderground({
        ...toUploadFields(request.body),
        ...toUploadFields(request.query),
      });
      deps.stored?.();
      return WU_SUCCESS;
    };
    // No HEAD twin (Fastify adds one to every GET): a HEAD, which a link checker or a proxy's health probe
    // sends without a second thought, must not store a reading.
    app.get(
      '/weatherstation/updateweatherstation.php',
      { ...CONSOLE_ROUTE, schema: wuSchema, exposeHeadRoute: false },
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8');
        return wuHandler(request);
      },
    );
    app.post(
      '/weatherstation/updateweatherstation.php',
      {
        ...CONSOLE_ROUTE,
        schema: wuSchema,
        // Credentials in the query are checked before the form is read; a form carrying them itself (no
        // ID in the query) can only be checked once parsed, within the 1 MiB body limit.
        onRequest: credentialsFirst(async (request) => {
          const query = toUploadFields(request.query);
          if (query.ID !== undefined) await deps.readings.authenticate(query.ID, query.PASSWORD);
        }),
      },
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8');
        return wuHandler(request);
      },
    );

    app.post(
      '/ingest/ecowitt/:reference/:token',
      {
        ...CONSOLE_ROUTE,
        onRequest: credentialsFirst(async (request) => {
          const { reference, token } = pathCredentials(request.params);
          await deps.readings.authenticate(reference, token);
        }),
        schema: {
          tags: ['ingestion'],
          summary: 'Ecowitt customized upload (form-encoded, imperial fields)',
          params: EcowittParams,
          response: { 200: EcowittAnswer, 400: ApiErrorList, 401: ApiErrorList, ...STORAGE_ERRORS },
        },
      },
      async (request) => {
        const { reference, token } = request.params;
        await deps.readings.ingestEcowitt(reference, token, toUploadFields(request.body));
        deps.stored?.();
        return ECOWITT_OK;
      },
    );

    // The station is authenticated before the body is read: a wrong token gets 401, not a 400 about its
    // payload, and costs no read of up to 16 MiB.
    const stations = new WeakMap<object, UploadStation>();
    app.post(
      '/api/weatherData/:reference/readings',
      {
        bodyLimit: JSON_BODY_LIMIT_BYTES,
        onRequest: credentialsFirst(async (request) => {
          const { reference } = pathCredentials(request.params);
          const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
          stations.set(request, await deps.readings.authenticate(reference, token));
        }),
        schema: {
          tags: ['ingestion'],
          summary:
            'Store one reading or up to 10,000 (canonical units), authenticated by the station apiToken',
          params: StationReferenceParams,
          body: ReadingsRequest,
          response: { 201: ReadingsResult, 400: ApiErrorList, 401: ApiErrorList, ...STORAGE_ERRORS },
        },
      },
      async (request, reply) => {
        const station = stations.get(request);
        if (station === undefined) throw new Error('readings route: station not authenticated');
        const result = await deps.readings.ingestJson(station, request.body);
        deps.stored?.();
        return reply.status(201).send(result);
      },
    );
  };
}

/** Path params before validation: whatever the router extracted. */
function pathCredentials(params: unknown): { reference: string | undefined; token: string | undefined } {
  if (typeof params !== 'object' || params === null) return { reference: undefined, token: undefined };
  const text = (key: string) => {
    const value: unknown = key in params ? Reflect.get(params, key) : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  return { reference: text('reference'), token: text('token') };
}
