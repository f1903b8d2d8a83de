/**
 * The framework's own cost, for bench/http-overhead.ts: a bare Fastify app of the project's own Fastify
 * version, no plugin, serving the bytes of BENCH_BODY_FILE from memory at the current-data route.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BODY_FILE ?? '');
const app = Fastify({ logger: false });
app.get('/api/weatherData/:reference/currentData/detail', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ type: 'ready', url });
