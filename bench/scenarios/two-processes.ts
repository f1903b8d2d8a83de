/**
 * Two server processes on one PostgreSQL (DESIGN §12): their combined ingestion rate (JSON batches for a
 * station each, at the same time) and how long an upload on one takes to reach a live stream open on the
 * other (through the change feed's NOTIFY).
 */
import type { ReadingInput } from '@meteodeck/contract';
import { type LatencyStats, latencyStats } from '../http-load.ts';
import type { BenchServer } from '../server-control.ts';
import { dateutc } from './storm.ts';

export interface TwoProcessResult {
  ingestion: { readings: number; seconds: number; perSecond: number };
  uploadOnAToEventOnB: LatencyStats;
}

export async function postAll(url: string, token: string, readings: Iterable<ReadingInput>, batch: number) {
  let chunk: ReadingInput[] = [];
  const send = async () => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(chunk),
    });
    if (res.status !== 201) throw new Error(`batch refused: ${res.status} ${await res.text()}`);
    chunk = [];
  };
  for (const reading of readings) {
    chunk.push(reading);
    if (chunk.length === batch) await send();
  }
  if (chunk.length > 0) await send();
}

/** Resolves with the time from `trigger()` to the next event of the SSE stream at `url`, ms. */
async function timeToEvent(url: string, trigger: () => Promise<void>): Promise<number> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const reader = res.body?.getReader();
  if (reader === undefined) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  // The stream sends the current data first: wait for it, then trigger and time the next one.
  const nextEvent = async () => {
    for (;;) {
      const end = text.indexOf('\n\n');
      if (end >= 0) {
        const event = text.slice(0, end);
        text = text.slice(end + 2);
        if (event.includes('data:')) return;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      text += decoder.decode(value, { stream: true });
    }
  };
  await nextEvent();
  const started = performance.now();
  await trigger();
  await nextEvent();
  const elapsed = performance.now() - started;
  controller.abort();
  return elapsed;
}

/** Runs both measurements; `a` and `b` serve the same database with stations `first` and `second`. */
export async function runTwoProcesses(
  a: BenchServer,
  b: BenchServer,
  stations: { first: { reference: string; token: string }; second: { reference: string; token: string } },
  load: { first: Iterable<ReadingInput>; second: Iterable<ReadingInput>; readings: number },
  liveFromMs: number,
): Promise<TwoProcessResult> {
  const started = performance.now();
  await Promise.all([
    postAll(
      `${a.url}/api/weatherData/${stations.first.reference}/readings`,
      stations.first.token,
      load.first,
      5000,
    ),
    postAll(
      `${b.url}/api/weatherData/${stations.second.reference}/readings`,
      stations.second.token,
      load.second,
      5000,
    ),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const delays: number[] = [];
  const { reference, token } = stations.first;
  for (let i = 0; i < 20; i += 1) {
    delays.push(
      await timeToEvent(`${b.url}/api/weatherData/${reference}/currentData/stream`, async () => {
        const res = await fetch(
          `${a.url}/weatherstation/updateweatherstation.php?ID=${reference}&PASSWORD=${token}&dateutc=${dateutc(liveFromMs + i * 16_000)}&tempf=${50 + i}&humidity=55`,
        );
        if ((await res.text()) !== 'success') throw new Error('upload refused');
      }),
    );
  }
  return {
    ingestion: {
      readings: load.readings,
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round(load.readings / seconds),
    },
    uploadOnAToEventOnB: latencyStats(delays),
  };
}
