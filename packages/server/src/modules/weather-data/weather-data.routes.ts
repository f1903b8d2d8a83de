import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  CurrentData,
  CurrentDataSummary,
  DailyHistory,
  DisplayUnitsQuery,
  GraphData,
  PeriodHistory,
  PeriodQuery,
  STREAM_UPLOAD_EVENT,
  type StreamUpload,
  WeatherDataParams,
  WeatherPeriodParams,
} from '@meteodeck/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../app-error.ts';
import { clientKey } from '../../plugins/client-key.ts';
import type { AnswerCache } from './answer.cache.ts';
import type { AnswerScopes } from './answer-scope.ts';
import { sendAnswer } from './answer-sender.ts';
import type { CurrentDataService } from './current-data.service.ts';
import type { CurrentDataStream } from './current-data.stream.ts';
import type { GraphService } from './graph.service.ts';
import type { HistoryService } from './history.service.ts';
import { createSseClient } from './sse-client.ts';
import type { StreamLimits } from './stream-limits.ts';

export interface WeatherDataRoutesDeps {
  currentData: CurrentDataService;
  history: HistoryService;
  graph: GraphService;
  stream: CurrentDataStream;
  /** Interval of SSE comment lines that keep proxies from closing an idle stream, ms (default 25 s). */
  keepAliveMs?: number;
  /** A stream whose reader leaves its buffer full this long is dropped, ms (default 30 s). */
  drainTimeoutMs?: number;
  /** Open streams per client address and in all. */
  streamLimits: StreamLimits;
  /** The history and graph answers kept as bytes, and where each call's answer is kept (DESIGN §13). */
  answers: { cache: AnswerCache; scopes: AnswerScopes };
}

const tags = ['weatherData'];
const GRAPH_SUMMARY =
  'Graph points (raw for day, bucketed otherwise) and the true extremes of each series; of a calendar or rolling window with window and at';
const STREAM_SUMMARY =
  "Server-Sent Events: the current data now and after every new reading; an 'upload' event after each console upload recorded";

/**
 * Sends an answer the service hands back as the same object until the station's next reading: serialised
 * (by the route's own schema) once per object, with its ETag, and 304 for a client that has it.
 */
function sendSerialisedOnce(
  serialised: WeakMap<object, { body: string; etag: string }>,
  detail: object,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let answer = serialised.get(detail);
  if (answer === undefined) {
    const body = reply.serialize(detail) as string;
    answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    serialised.set(detail, answer);
  }
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** The weather-data API (spec §7): public GETs under /api/weatherData/{reference}. */
export function weatherDataRoutes(deps: WeatherDataRoutesDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('preClose', async () => deps.stream.closeAll());
    /** The bytes and ETag of each current-data answer the service has cached (dropped with the answer). */
    const serialised = new WeakMap<object, { body: string; etag: string }>();

    app.get(
      '/api/weatherData/:reference/currentData/detail',
      {
        schema: {
          tags,
          summary: 'Current data of a station, in its unit set (404 when it has no reading yet)',
          params: WeatherDataParams,
          querystring: DisplayUnitsQuery,
          response: { 200: CurrentData, 404: ApiErrorList },
        },
        // About 1.2 KB of JSON asked for every few seconds by every open page: compressing it for each
        // client costs more than the bytes it saves (a 304 saves them all).
        compress: false,
      },
      async (request, reply) =>
        // Bytes already serialised by the route's own schema: sent as they are (the typed reply wants objects).
        sendSerialisedOnce(
          serialised,
          await deps.currentData.getDetail(request.params.reference, request.query),
          request,
          reply as unknown as FastifyReply,
        ),
    );

    app.get(
      '/api/weatherData/:reference/currentData/summary',
      {
        schema: {
          tags,
          summary: 'Compact current data for the admin sidebar widget',
          params: WeatherDataParams,
          querystring: DisplayUnitsQuery,
          response: { 200: CurrentDataSummary, 404: ApiErrorList },
        },
      },
      async (request) => deps.currentData.getSummary(request.params.reference, request.query),
    );

    app.get(
      '/api/weatherData/:reference/currentData/stream',
      {
        schema: {
          tags,
          summary: STREAM_SUMMARY,
          params: WeatherDataParams,
          querystring: DisplayUnitsQuery,
          response: { 404: ApiErrorList, 429: ApiErrorList },
        },
      },
      async (request, reply) => {
        const release = deps.streamLimits.acquire(clientKey(request.ip));
        if (release === undefined) throw tooManyRequests('Zu viele Live-Verbindungen, bitte später erneut');
        const sse = createSseClient(reply.raw, {
          keepAliveMs: deps.keepAliveMs ?? 25_000,
          drainTimeoutMs: deps.drainTimeoutMs ?? 30_000,
        });
        const client = {
          ...sse,
          start() {
            reply.hijack();
            sse.start();
          },
          uploaded: (upload: StreamUpload) => sse.sendEvent(STREAM_UPLOAD_EVENT, upload),
        };
        // Listen before connecting: the visitor may leave while the first answer is being computed.
        let closed = false;
        let disconnect: (() => void) | undefined;
        reply.raw.on('close', () => {
          closed = true;
          release();
          client.stop();
          disconnect?.();
        });
        try {
          disconnect = await deps.stream.connect(request.params.reference, client, request.query);
        } catch (error) {
          release();
          throw error;
        }
        if (closed) disconnect();
        return reply;
      },
    );

    app.get(
      '/api/weatherData/:reference/history/daily',
      {
        schema: {
          tags,
          summary: "Today's extremes with their times (local day of the station)",
          params: WeatherDataParams,
          querystring: DisplayUnitsQuery,
          response: { 200: DailyHistory, 404: ApiErrorList },
        },
      },
      async (request) => deps.history.getDaily(request.params.reference, request.query),
    );

    app.get(
      '/api/weatherData/:reference/history/:period',
      {
        schema: {
          tags,
          summary:
            'Extremes, totals and means of the current day, week, month, year or all time, or of a calendar or rolling window (window, at)',
          params: WeatherPeriodParams,
          querystring: PeriodQuery,
          response: { 200: PeriodHistory, 400: ApiErrorList, 404: ApiErrorList },
        },
        // Compressed once per cached answer (answer-sender.ts), not on every call.
        compress: false,
      },
      async (request, reply) => {
        const { reference, period } = request.params;
        const call = await deps.answers.scopes('history', reference, period, request.query);
        // Bytes already serialised by the route's own schema: sent as they are (the typed reply wants objects).
        return sendAnswer(deps.answers.cache, request, reply as unknown as FastifyReply, call, () =>
          deps.history.getPeriod(reference, period, request.query),
        );
      },
    );

    app.get(
      '/api/weatherData/:reference/graph/:period',
      {
        schema: {
          tags,
          summary: GRAPH_SUMMARY,
          params: WeatherPeriodParams,
          querystring: PeriodQuery,
          response: { 200: GraphData, 400: ApiErrorList, 404: ApiErrorList },
        },
        compress: false,
      },
      async (request, reply) => {
        const { reference, period } = request.params;
        const call = await deps.answers.scopes('graph', reference, period, request.query);
        return sendAnswer(deps.answers.cache, request, reply as unknown as FastifyReply, call, () =>
          deps.graph.getGraph(reference, period, request.query),
        );
      },
    );
  };
}
