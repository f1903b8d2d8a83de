/**
 * How a simulated console puts a reading on the wire: the Weather Underground query string, the Ecowitt
 * form (both imperial, as consoles send them) and the JSON door's canonical object. Each measure's field and
 * unit come from the measure catalogue (its first field of the source, channel 1), so a measure the model
 * simulates is sent without an edit here. A console also keeps a few running totals of its own (rain since
 * local midnight, over the last hour, today's highest gust); the {@link ConsoleMemory} holds them.
 */
import {
  convertMeasureUnit,
  HOUR_MS,
  localDate,
  type MeasureUnit,
  measureDescriptor,
  mmToInches,
  READING_MEASURE_KINDS,
  type ReadingMeasureKind,
  sourceFields,
} from '@meteodeck/weather';
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
  const lastHour = [...(memory?.lastHour ?? []), { at: reading.at, counter: reading.rainTotal }].filter(
    (entry) => entry.at > reading.at - HOUR_MS,
  );
  const next: ConsoleMemory = {
    date,
    dayStartCounter: sameDay
      ? memory.dayStartCounter
      : (memory?.lastHour.at(-1)?.counter ?? reading.rainTotal),
    lastHour,
    maxDailyGust: Math.max(sameDay ? memory.maxDailyGust : 0, reading.windGust),
  };
  const hourStart = lastHour[0]?.counter ?? reading.rainTotal;
  return {
    memory: next,
    totals: {
      dailyRain: Math.max(0, reading.rainTotal - next.dayStartCounter),
      hourlyRain: Math.max(0, reading.rainTotal - hourStart),
      maxDailyGust: next.maxDailyGust,
    },
  };
}

const inches = (mm: number) => mmToInches(mm).toFixed(3);

/** The decimals a console writes in each imperial unit; a value in its canonical unit goes as the model rounded it. */
const WIRE_DIGITS: Partial<Record<MeasureUnit, number>> = { '°F': 1, inHg: 3, mph: 1, in: 3, 'in/h': 3 };

/** The main measures of `reading` with the day's highest gust the console keeps, canonical units. */
function measuresOf(reading: SimReading, totals: ConsoleTotals): Partial<Record<ReadingMeasureKind, number>> {
  const { at: _, ...measures } = reading;
  return { ...measures, windMaxDailyGust: totals.maxDailyGust };
}

/** The fields `source` carries the measures of `reading` in: each one's first field, in its unit. */
function wireFields(
  reading: SimReading,
  totals: ConsoleTotals,
  source: 'wunderground' | 'ecowitt',
): Record<string, string> {
  const measures = measuresOf(reading, totals);
  const fields: Record<string, string> = {};
  for (const kind of READING_MEASURE_KINDS) {
    const value = measures[kind];
    const [field] = sourceFields(kind, source);
    if (value === undefined || field === undefined) continue;
    const wire = convertMeasureUnit(value, measureDescriptor(kind).unit, field.unit);
    if (wire === null) continue;
    const digits = WIRE_DIGITS[field.unit];
    fields[field.name] = digits === undefined ? String(wire) : wire.toFixed(digits);
  }
  return fields;
}

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
    ...wireFields(reading, totals, 'wunderground'),
    rainin: inches(totals.hourlyRain),
    dailyrainin: inches(totals.dailyRain),
    softwaretype: 'meteodeck-sim',
  });
}

/**
 * The Ecowitt form of `reading` as a GW2000 console posts it ("Customized → Ecowitt"): imperial units, UTC
 * `dateutc`, a PASSKEY (a MAC hash on a real console; the server ignores it), channel 1 sensors;
 * `yearlyrainin` carries the station's cumulative counter.
 */
export function toEcowittForm(reading: SimReading, totals: ConsoleTotals): URLSearchParams {
  return new URLSearchParams({
    PASSKEY: 'D3M0000000000000000000000000N7C1',
    stationtype: 'meteodeck-sim',
    model: 'GW2000A',
    freq: '915M',
    dateutc: formatDateUtc(reading.at),
    ...wireFields(reading, totals, 'ecowitt'),
    hourlyrainin: inches(totals.hourlyRain),
    dailyrainin: inches(totals.dailyRain),
  });
}

/** The JSON door's reading (canonical units) for `reading`; the counter goes as `rainTotal`. */
export function toJsonReading(reading: SimReading, totals: ConsoleTotals) {
  return { receivedAt: new Date(reading.at).toISOString(), ...measuresOf(reading, totals) };
}
