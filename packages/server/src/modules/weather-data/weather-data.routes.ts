import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorList,
  CurrentData,
  CurrentDataSummary,
  DailyHistory,
  GraphData,
  PeriodHistory,
  WeatherDataParams,
  WeatherPeriodParams,
} from '@meteodeck/contract';
import type { FastifyReply } from 'fastify';
import type { CurrentDataService } from './current-data.service.ts';
import type { CurrentDataStream, StreamClient } from './current-data.stream.ts';
import type { GraphService } from './graph.service.ts';
import type { HistoryService } from './history.service.ts';

export interface WeatherDataRoutesDeps {
  currentData: CurrentDataService;
  history: HistoryService;
  graph: GraphService;
  stream: CurrentDataStream;
  /** Interval of SSE comment lines that keep proxies from closing an idle stream, ms (default 25 s). */
  keepAliveMs?: number;
}

const tags = ['weatherData'];

/** Adapts a hijacked reply to a Server-Sent Events client: one `data:` event per current-data answer. */
function sseClient(reply: FastifyReply, keepAliveMs: number): StreamClient & { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  const raw = reply.raw;
  // A write after the end (or to a dropped connection) must never throw from a timer or an event listener.
  const write = (text: string) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(text);
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  return {
    start() {
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Reverse proxies (nginx) would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      // Tells EventSource how long to wait before reconnecting after a drop.
      write('retry: 5000\n\n');
      timer = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
      timer.unref();
    },
    send(data) {
      write(`id: ${Date.parse(data.receivedAt)}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      stop();
      if (!raw.writableEnded) raw.end();
    },
    stop,
  };
}

/** The weather-data API (spec §7): public GETs under /api/weatherData/{reference}. */
export function weatherDataRoutes(deps: WeatherDataRoutesDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addHook('preClose', async () => deps.stream.closeAll());

    app.get(
      '/api/weatherData/:reference/currentData/detail',
      {
        schema: {
          tags,
          summary: 'Current data of a station, in its unit set (404 when it has no reading yet)',
          params: WeatherDataParams,
          response: { 200: CurrentData, 404: ApiErrorList },
        },
      },
      async (request) => deps.currentData.getDetail(request.params.reference),
    );

    app.get(
      '/api/weatherData/:reference/currentData/summary',
      {
        schema: {
          tags,
          summary: 'Compact current data for the admin sidebar widget',
          params: WeatherDataParams,
          response: { 200: CurrentDataSummary, 404: ApiErrorList },
        },
      },
      async (request) => deps.currentData.getSummary(request.params.reference),
    );

    app.get(
      '/api/weatherData/:reference/currentData/stream',
      {
        schema: {
          tags,
          summary: 'Server-Sent Events: the current data now and after every new reading',
          params: WeatherDataParams,
          response: { 404: ApiErrorList },
        },
      },
      async (request, reply) => {
        const client = sseClient(reply, deps.keepAliveMs ?? 25_000);
        // Listen before connecting: the visitor may leave while the first answer is being computed.
        let closed = false;
        let disconnect: (() => void) | undefined;
        reply.raw.on('close', () => {
          closed = true;
          client.stop();
          disconnect?.();
        });
        disconnect = await deps.stream.connect(request.params.reference, client);
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
          response: { 200: DailyHistory, 404: ApiErrorList },
        },
      },
      async (request) => deps.history.getDaily(request.params.reference),
    );

    app.get(
      '/api/weatherData/:reference/history/:period',
      {
        schema: {
          tags,
          summary: 'Extremes, totals and means of the current day, week, month, year or all time',
          params: WeatherPeriodParams,
          response: { 200: PeriodHistory, 400: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request) => deps.history.getPeriod(request.params.reference, request.params.period),
    );

    app.get(
      '/api/weatherData/:reference/graph/:period',
      {
        schema: {
          tags,
          summary: 'Graph points (raw for day, bucketed otherwise) and the true extremes of each series',
          params: WeatherPeriodParams,
          response: { 200: GraphData, 400: ApiErrorList, 404: ApiErrorList },
        },
      },
      async (request) => deps.graph.getGraph(request.params.reference, request.params.period),
    );
  };
}
