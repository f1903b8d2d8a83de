/**
 * Sends the history and graph answers: serialised once by the route's own schema, kept in the answer cache
 * with a weak ETag (the same answer in any content encoding), compressed once per encoding a client asks
 * for (a record graph is some hundred KB: compressing it on every call would cost more than the rest), and
 * answered with 304 when the client already has it. Which answers are kept, and for how long a client may
 * keep one without asking, is answer-scope.ts's and the cache's business (DESIGN §13).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache, AnswerScope, CachedAnswer } from './answer.cache.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Smaller answers are sent as they are: a history answer (some 3 KB) would save two KB, less than setting
 * up the client's decompression costs (as for currentData/detail); a graph (tens to hundreds of KB) is sent
 * compressed.
 */
const COMPRESS_FROM_BYTES = 8 * 1024;

/**
 * How long a client or shared cache may keep an answer of a past window without asking again. Not a year:
 * a console's backfill, an import or a correction can still change a past window (DESIGN §13); after five
 * minutes the client asks with If-None-Match and gets a 304 while nothing changed.
 */
export const PAST_WINDOW_CACHE_CONTROL = 'public, max-age=300';
/** The present window changes with every reading: a client asks each time (a 304 while none came). */
export const PRESENT_WINDOW_CACHE_CONTROL = 'no-cache';

/** Where an answer is kept: the station, the key of the call, and which readings can change it. */
export interface ScopedCall {
  stationId: number;
  key: string;
  scope: AnswerScope;
}

type Encoding = 'br' | 'gzip';

/** A serialised answer with its compressed copies, made when a client first asks for one. */
interface Encoded extends CachedAnswer {
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** The encoding to send among those the client accepts (q=0 refuses one), brotli first. */
export function chooseEncoding(header: string | string[] | undefined): Encoding | undefined {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return text.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

function serialise(reply: FastifyReply, value: unknown): Encoded {
  const body = reply.serialize(value) as string;
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

function encode(answer: Encoded, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    answer.br ??= brotli(answer.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(answer.body),
      },
    });
    return answer.br;
  }
  answer.gzip ??= gzipped(answer.body);
  return answer.gzip;
}

/**
 * Sends the answer of a call: from the cache when `call` is scoped and the answer is there, else computed by
 * `compute` (and kept when scoped). Routes using it turn @fastify/compress off (compress: false).
 */
export async function sendAnswer(
  cache: AnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  call: ScopedCall | undefined,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  let answer: Encoded | undefined;
  if (call === undefined) {
    answer = serialise(reply, await compute());
  } else {
    answer = cache.get(call.stationId, call.key);
    if (answer === undefined) {
      const generation = cache.generation(call.stationId);
      answer = serialise(reply, await compute());
      cache.set(call.stationId, call.key, answer, call.scope, generation);
    }
    reply.header(
      'cache-control',
      call.scope.untilDay === null ? PRESENT_WINDOW_CACHE_CONTROL : PAST_WINDOW_CACHE_CONTROL,
    );
  }
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    Buffer.byteLength(answer.body) >= COMPRESS_FROM_BYTES
      ? chooseEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding === undefined) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(await encode(answer, encoding));
}
