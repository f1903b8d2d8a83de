/**
 * How a simulated console puts a reading on the wire: the Weather Underground query string, the Ecowitt
 * form (both imperial, as consoles send them) and the JSON door's canonical object. A console also keeps a few
 * running totals of its own (rain since local midnight, over the last hour, today's highest gust); the
 * {@link ConsoleMemory} holds them.
 */
import { celsiusToFahrenheit, HOUR_MS, hpaToInhg, localDate, mmToInches, msToMph } from '@meteodeck/weather';
import type { SimReading } from './weather-model.ts';

/** The running totals a console keeps between uploads. */
export interface ConsoleMemory {
  /** Local date of the station the daily totals belong to. */
  date: string;
  /** Rain counter at local midnight, mm. */
  dayStartCounter: number;
  /** Counter values of the last hour, oldest first. */
  lastHour: Array<{ at: number; counter: number }>;
  /** Highest gust since local midnight, m/s. */
  maxDailyGust: number;
}

/** The totals a console derives for `reading`, in mm and m/s. */
export interface ConsoleTotals {
  dailyRain: number;
  hourlyRain: number;
  maxDailyGust: number;
}

/** Records `reading` in `memory` (a new local day in `timeZone` resets it) and returns the totals. */
export function remember(
  memory: ConsoleMemory | undefined,
  reading: SimReading,
  timeZone: string,
): { memory: ConsoleMemory; totals: ConsoleTotals } {
  const date = localDate(reading.at, timeZone);
  const sameDay = memory !== undefined && memory.date === date;
  const lastHour = [...(memory?.lastHour ?? []), { at: reading.at, counter: reading.rainCounter }].filter(
    (entry) => entry.at > reading.at - HOUR_MS,
  );
  const next: ConsoleMemory = {
    date,
    dayStartCounter: sameDay
      ? memory.dayStartCounter
      : (memory?.lastHour.at(-1)?.counter ?? reading.rainCounter),
    lastHour,
    maxDailyGust: Math.max(sameDay ? memory.maxDailyGust : 0, reading.windGust),
  };
  const hourStart = lastHour[0]?.counter ?? reading.rainCounter;
  return {
    memory: next,
    totals: {
      dailyRain: Math.max(0, reading.rainCounter - next.dayStartCounter),
      hourlyRain: Math.max(0, reading.rainCounter - hourStart),
      maxDailyGust: next.maxDailyGust,
    },
  };
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
const f = (celsius: number) => fixed(celsiusToFahrenheit(celsius), 1);
const mph = (ms: number) => fixed(msToMph(ms), 1);
const inches = (mm: number) => fixed(mmToInches(mm), 3);

/** `YYYY-MM-DD HH:MM:SS` in UTC, the consoles' `dateutc`. */
export function formatDateUtc(atMs: number): string {
  return new Date(atMs).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The Weather Underground upload of `reading` (GET query string), `dateutc=now` as many consoles send it, so
 * the server's clock dates it. `yearlyrainin` carries the station's cumulative counter.
 */
export function toWuQuery(
  reading: SimReading,
  totals: ConsoleTotals,
  credentials: { reference: string; apiToken: string },
): URLSearchParams {
  return new URLSearchParams({
    ID: credentials.reference,
    PASSWORD: credentials.apiToken,
    action: 'updateraw',
    dateutc: 'now',
    tempf: f(reading.temperature),
    humidity: String(reading.humidity),
    dewptf: f(reading.dewPoint),
    baromin: fixed(hpaToInhg(reading.pressure), 3),
    windspeedmph: mph(reading.windSpeed),
    windgustmph: mph(reading.windGust),
    winddir: String(reading.windDirection),
    rainin: inches(totals.hourlyRain),
    dailyrainin: inches(totals.dailyRain),
    yearlyrainin: inches(reading.rainCounter),
    solarradiation: fixed(reading.solarRadiation, 1),
    UV: fixed(reading.uv, 1),
    'AqPM2.5': fixed(reading.pm25, 1),
    soiltempf: f(reading.soilTemperature),
    leafwetness: String(reading.leafWetness),
    indoortempf: f(reading.indoorTemperature),
    indoorhumidity: String(reading.indoorHumidity),
    softwaretype: 'meteodeck-sim',
  });
}

/** Station pressure from sea-level pressure by the standard atmosphere (ICAO), hPa. */
function stationPressure(seaLevelHpa: number, elevationM: number): number {
  return seaLevelHpa * (1 - (0.0065 * elevationM) / 288.15) ** 5.255;
}

/**
 * The Ecowitt form of `reading` as a GW2000 console posts it ("Customized → Ecowitt"): imperial units, UTC
 * `dateutc`, a PASSKEY (a MAC hash on a real console; the server ignores it), channel 1 sensors.
 */
export function toEcowittForm(
  reading: SimReading,
  totals: ConsoleTotals,
  elevationM: number,
): URLSearchParams {
  return new URLSearchParams({
    PASSKEY: 'D3M0000000000000000000000000N7C1',
    stationtype: 'meteodeck-sim',
    model: 'GW2000A',
    freq: '915M',
    dateutc: formatDateUtc(reading.at),
    tempinf: f(reading.indoorTemperature),
    humidityin: String(reading.indoorHumidity),
    baromrelin: fixed(hpaToInhg(reading.pressure), 3),
    baromabsin: fixed(hpaToInhg(stationPressure(reading.pressure, elevationM)), 3),
    tempf: f(reading.temperature),
    humidity: String(reading.humidity),
    winddir: String(reading.windDirection),
    windspeedmph: mph(reading.windSpeed),
    windgustmph: mph(reading.windGust),
    maxdailygust: mph(totals.maxDailyGust),
    solarradiation: fixed(reading.solarRadiation, 1),
    uv: String(Math.round(reading.uv)),
    rainratein: inches(reading.rainRate),
    hourlyrainin: inches(totals.hourlyRain),
    dailyrainin: inches(totals.dailyRain),
    yearlyrainin: inches(reading.rainCounter),
    pm25_ch1: fixed(reading.pm25, 1),
    tf_ch1: f(reading.soilTemperature),
    leafwetness_ch1: String(reading.leafWetness),
  });
}

/** The JSON door's reading (canonical units) for `reading`; the counter goes as `rainTotal`. */
export function toJsonReading(reading: SimReading, totals: ConsoleTotals) {
  return {
    receivedAt: new Date(reading.at).toISOString(),
    temperature: reading.temperature,
    humidity: reading.humidity,
    relativePressure: reading.pressure,
    windSpeed: reading.windSpeed,
    windGust: reading.windGust,
    windDirection: reading.windDirection,
    windMaxDailyGust: totals.maxDailyGust,
    rainTotal: reading.rainCounter,
    rainRate: reading.rainRate,
    solarRadiation: reading.solarRadiation,
    uv: reading.uv,
    pm25: reading.pm25,
    soilTemperature: reading.soilTemperature,
    leafWetness: reading.leafWetness,
    indoorTemperature: reading.indoorTemperature,
    indoorHumidity: reading.indoorHumidity,
  };
}
