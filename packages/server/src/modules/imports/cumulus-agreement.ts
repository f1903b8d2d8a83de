/**
 * The days CumulusMX's `dayfile.txt` and its monthly logs disagree on. Both describe the same meteorological
 * day (rollover to rollover), the dayfile from the live readings, the logs from samples, so a high in the
 * logs is at most the dayfile's and usually a little lower; a difference beyond the logging precision is
 * either a short peak between two samples or a value one of the files lost or an owner corrected. The
 * import lists them so the owner can look: the day's extremes the dayfile keeps (cumulus-dayfile.ts) and its
 * rain total, in the logs' own units.
 *
 * A day's log extremes are those of its lines stamped from its rollover up to the next one, that one
 * excluded (as CumulusMX's CreateMissing tool builds a dayfile line from the logs); its rain is the largest
 * "rain today" of the lines after its rollover up to the next one included (the line stamped at the
 * rollover closes the day before: MX 5 and Cumulus 1 before 2012 log the day's final total in it).
 */
import type { ImportDisagreement } from '@meteodeck/contract';
import type { DayfileDay } from './cumulus-dayfile.ts';
import { CUMULUS_MEASURE_FIELD, CUMULUS_FIELD as F } from './cumulus-log.ts';
import type { CumulusUnits } from './cumulus-settings.ts';

/** What is compared: the dayfile's extremes (named as reading measures) and the day's rain. */
export type AgreementMeasure = ImportDisagreement['measure'];

/** Disagreements listed in a report (the count covers them all). */
export const MAX_REPORTED_DISAGREEMENTS = 200;

/** The log field of a main measure (the catalogue's `sources.cumulusLog`). */
const fieldOf = (kind: Exclude<AgreementMeasure, 'rain'>): number[] => {
  const index = CUMULUS_MEASURE_FIELD.get(kind);
  return index === undefined ? [] : [index];
};

/** The log field of each extreme the dayfile keeps (the gust: the 10-minute high, else the current one). */
const LOG_FIELDS: Record<Exclude<AgreementMeasure, 'rain'>, readonly number[]> = {
  temperature: fieldOf('temperature'),
  dewPoint: fieldOf('dewPoint'),
  humidity: fieldOf('humidity'),
  relativePressure: fieldOf('relativePressure'),
  windSpeed: fieldOf('windSpeed'),
  windGust: [...fieldOf('windGust'), F.currentGust],
  rainRate: fieldOf('rainRate'),
  solarRadiation: fieldOf('solarRadiation'),
  uv: fieldOf('uv'),
};

/** The logging precision of a measure in `units`: a difference up to it is rounding, not disagreement. */
function precision(measure: AgreementMeasure, units: CumulusUnits): number {
  switch (measure) {
    case 'humidity':
    case 'solarRadiation':
      return 1;
    case 'relativePressure':
      return units.pressure === 'inHg' || units.pressure === 'kPa' ? 0.01 : 0.1;
    case 'windSpeed':
    case 'windGust':
      return units.wind === 'm/s' ? 0.1 : 1;
    case 'rain':
    case 'rainRate':
      return units.rain === 'in' ? 0.01 : 0.2;
    default:
      return 0.1;
  }
}

function unitOf(measure: AgreementMeasure, units: CumulusUnits): string {
  switch (measure) {
    case 'temperature':
    case 'dewPoint':
      return `°${units.temperature}`;
    case 'humidity':
      return '%';
    case 'relativePressure':
      return units.pressure;
    case 'windSpeed':
    case 'windGust':
      return units.wind;
    case 'rain':
      return units.rain;
    case 'rainRate':
      return `${units.rain}/h`;
    case 'solarRadiation':
      return 'W/m²';
    default:
      return '';
  }
}

interface Span {
  min: number;
  max: number;
}

/** Collects the logs' extremes and rain per meteorological day, then compares them with the dayfile's. */
export function createLogDays() {
  const extremes = new Map<string, Map<AgreementMeasure, Span>>();
  const rain = new Map<string, number>();
  return {
    /**
     * A log line's values (`value(field)`, logging units, null when empty) in meteorological day `day` (of
     * its instant) whose rain counts for `rainDay` (of the instant just before it).
     */
    add(day: string, rainDay: string, value: (field: number) => number | null): void {
      let spans = extremes.get(day);
      if (spans === undefined) {
        spans = new Map();
        extremes.set(day, spans);
      }
      for (const [measure, fields] of Object.entries(LOG_FIELDS) as Array<[AgreementMeasure, number[]]>) {
        let v: number | null = null;
        for (const field of fields) v ??= value(field);
        if (v === null || !Number.isFinite(v)) continue;
        const span = spans.get(measure);
        if (span === undefined) spans.set(measure, { min: v, max: v });
        else {
          span.min = Math.min(span.min, v);
          span.max = Math.max(span.max, v);
        }
      }
      const today = value(F.rainToday);
      if (today !== null && Number.isFinite(today))
        rain.set(rainDay, Math.max(rain.get(rainDay) ?? 0, today));
    },

    /**
     * The days of `dayfile` the logs hold too on which the two differ by more than the logging precision,
     * by day then in the dayfile's order: the first MAX_REPORTED_DISAGREEMENTS, and how many there are.
     */
    compare(
      dayfile: readonly DayfileDay[],
      units: CumulusUnits,
    ): { disagreementCount: number; disagreements: ImportDisagreement[] } {
      const found: ImportDisagreement[] = [];
      const differs = (measure: AgreementMeasure, a: number, b: number) =>
        Math.abs(a - b) > precision(measure, units) + 1e-9;
      for (const day of [...dayfile].sort((a, b) => a.meteoDay.localeCompare(b.meteoDay))) {
        const spans = extremes.get(day.meteoDay);
        if (spans === undefined) continue;
        for (const e of day.extremes) {
          const span = spans.get(e.reading);
          if (span === undefined) continue;
          const logs = e.side === 'max' ? span.max : span.min;
          if (differs(e.reading, e.raw, logs)) {
            const unit = unitOf(e.reading, units);
            found.push({ day: day.meteoDay, measure: e.reading, side: e.side, dayfile: e.raw, logs, unit });
          }
        }
        const logsRain = rain.get(day.meteoDay);
        if (day.rawRain !== null && logsRain !== undefined && differs('rain', day.rawRain, logsRain)) {
          const unit = unitOf('rain', units);
          found.push({
            day: day.meteoDay,
            measure: 'rain',
            side: 'total',
            dayfile: day.rawRain,
            logs: logsRain,
            unit,
          });
        }
      }
      return { disagreementCount: found.length, disagreements: found.slice(0, MAX_REPORTED_DISAGREEMENTS) };
    },
  };
}

export type LogDays = ReturnType<typeof createLogDays>;
