/**
 * A simulated weather station console: it continues a station's weather from its last stored reading
 * (weather-model.ts) and uploads over HTTP to the running server, through the real doors: Weather Underground
 * (GET) or Ecowitt (form POST) every `intervalMs`, and the JSON door for catching up on the time it was off.
 */
import type { Clock } from '../clock.ts';
import type { Random } from './random.ts';
import {
  type ConsoleMemory,
  type ConsoleTotals,
  remember,
  toEcowittForm,
  toJsonReading,
  toWuQuery,
} from './station-feed.ts';
import {
  advance,
  initialState,
  observe,
  type SimReading,
  type SimSite,
  type StartValues,
  type WeatherState,
} from './weather-model.ts';

/** A console's upload interval (a GW1000 in Customized mode can go down to 16 s). */
export const SIMULATOR_INTERVAL_MS = 16_000;

export type SimulatorProtocol = 'wu' | 'ecowitt';

export interface SimulatedStation {
  reference: string;
  apiToken: string;
  timezone: string;
  site: SimSite;
}

export interface SimulatorOptions {
  /** The server's address, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  station: SimulatedStation;
  protocol: SimulatorProtocol;
  /** Where to continue from: the station's last stored values (or a default day when it has none). */
  start: StartValues;
  random: Random;
  clock: Clock;
  intervalMs?: number;
  fetch?: typeof fetch;
  /** Called when an upload fails (network error or a refused request); the simulator keeps going. */
  onError?: (error: Error) => void;
}

export interface Simulator {
  readonly protocol: SimulatorProtocol;
  /** The weather state so far. */
  readonly state: WeatherState;
  /**
   * Uploads readings every `stepMs` from after the state's instant up to now through the JSON door (at most
   * `maxSpanMs` back), so that the history has no hole where the demo was off. Returns how many were stored.
   */
  catchUp(stepMs: number, maxSpanMs: number): Promise<number>;
  /** Advances the weather to now and uploads one reading through the console protocol; returns it. */
  tick(): Promise<SimReading>;
  /** Ticks every `intervalMs` until {@link stop}. */
  start(): void;
  stop(): void;
}

/** A door answered an upload with an error status; `body` is its answer (the API's error list). */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upload answered ${status}: ${body.slice(0, 300)}`);
    this.name = 'UploadError';
  }
}

/**
 * A console for `options.station`, continuing from `options.start`. Nothing is sent until {@link
 * Simulator.catchUp}, {@link Simulator.tick} or {@link Simulator.start} is called.
 */
export function createSimulator(options: SimulatorOptions): Simulator {
  const { station, clock, random } = options;
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  let state = initialState(options.start, station.site);
  let memory: ConsoleMemory | undefined;
  let timer: NodeJS.Timeout | undefined;
  let busy = false;

  const next = (atMs: number): { reading: SimReading; totals: ConsoleTotals } => {
    state = advance(state, atMs, station.site, random);
    const reading = observe(state, station.site);
    const remembered = remember(memory, reading, station.timezone);
    memory = remembered.memory;
    return { reading, totals: remembered.totals };
  };

  async function check(response: Response): Promise<string> {
    const body = await response.text();
    if (!response.ok) throw new UploadError(response.status, body);
    return body;
  }

  async function upload(reading: SimReading, totals: ConsoleTotals): Promise<void> {
    if (options.protocol === 'wu') {
      const query = toWuQuery(reading, totals, station);
      await check(await send(`${base}/weatherstation/updateweatherstation.php?${query}`));
      return;
    }
    const path = `/ingest/ecowitt/${encodeURIComponent(station.reference)}/${encodeURIComponent(station.apiToken)}`;
    await check(
      await send(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: toEcowittForm(reading, totals).toString(),
      }),
    );
  }

  const simulator: Simulator = {
    protocol: options.protocol,
    get state() {
      return state;
    },
    async catchUp(stepMs, maxSpanMs) {
      const now = clock.now();
      const from = Math.max(state.at, now - maxSpanMs);
      if (from > state.at) state = { ...state, at: from };
      const readings = [];
      for (let at = from + stepMs; at <= now; at += stepMs) {
        const { reading, totals } = next(at);
        readings.push(toJsonReading(reading, totals));
      }
      let stored = 0;
      for (let i = 0; i < readings.length; i += 5_000) {
        const response = await send(
          `${base}/api/weatherData/${encodeURIComponent(station.reference)}/readings`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${station.apiToken}` },
            body: JSON.stringify(readings.slice(i, i + 5_000)),
          },
        );
        const result: unknown = JSON.parse(await check(response));
        if (
          typeof result === 'object' &&
          result !== null &&
          'stored' in result &&
          typeof result.stored === 'number'
        )
          stored += result.stored;
      }
      return stored;
    },
    async tick() {
      const { reading, totals } = next(clock.now());
      await upload(reading, totals);
      return reading;
    },
    start() {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        // A slow server must not pile up requests: skip a beat instead.
        if (busy) return;
        busy = true;
        simulator
          .tick()
          .catch((error: unknown) =>
            options.onError?.(error instanceof Error ? error : new Error(String(error))),
          )
          .finally(() => {
            busy = false;
          });
      }, options.intervalMs ?? SIMULATOR_INTERVAL_MS);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return simulator;
}
