/**
 * Prometheus metrics at GET /metrics, only when METRICS_TOKEN is set and only for a request that
 * carries it (`Authorization: Bearer <METRICS_TOKEN>`): request latencies by route and status, console
 * uploads by protocol and station (refused ones by protocol only: a refused upload's station is not known
 * to exist, and labels must not grow with what a script sends), values rejected from stored readings by
 * station and reason (physically impossible, or left out by the spike filter), open live streams, and the
 * process's default metrics of prom-client (event-loop delay, memory, CPU, handles). One registry per app.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The upload doors' routes and the protocol each speaks. */
const DOORS: Record<string, string> = {
  '/weatherstation/updateweatherstation.php': 'wunderground',
  '/ingest/ecowitt/:reference/:token': 'ecowitt',
  '/api/weatherData/:reference/readings': 'json',
};

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The station an accepted upload was for: the path's reference, or Weather Underground's ID. */
function stationOf(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined> | undefined;
  const query = request.query as Record<string, string | undefined> | undefined;
  return params?.reference ?? query?.ID ?? '';
}

export function registerMetrics(app: FastifyInstance, options: { token: string; liveStreams: () => number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: 'meteodeck_http_request_duration_seconds',
    help: 'Time to answer a request, by route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const uploads = new Counter({
    name: 'meteodeck_uploads_total',
    help: 'Console uploads stored, by protocol and station',
    labelNames: ['protocol', 'station'],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'meteodeck_uploads_refused_total',
    help: 'Console uploads refused (bad token, malformed, rejected reading), by protocol',
    labelNames: ['protocol'],
    registers: [registry],
  });
  const rejectedValues = new Counter({
    name: 'meteodeck_values_rejected_total',
    help: 'Values rejected from stored readings, by station and reason (impossible, spike)',
    labelNames: ['station', 'reason'],
    registers: [registry],
  });
  new Gauge({
    name: 'meteodeck_live_streams',
    help: 'Live streams (SSE) open on this process',
    registers: [registry],
    collect() {
      this.set(options.liveStreams());
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    latency.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const protocol = DOORS[route];
    if (protocol === undefined) return;
    if (reply.statusCode < 300) uploads.inc({ protocol, station: stationOf(request) });
    else refused.inc({ protocol });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!tokenMatches(request, options.token)) {
      return reply.code(401).send([{ message: 'Jeton de métriques manquant ou invalide' }]);
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  return {
    /** Counts `count` values of `station`'s readings rejected for `reason`. */
    valuesRejected(station: string, reason: 'impossible' | 'spike', count: number): void {
      rejectedValues.inc({ station, reason }, count);
    },
  };
}
