/**
 * CumulusMX's extra sensors log, `ExtraLogyyyyMM.txt`: one file a month (the meteorological day's, as the
 * monthly log), one line per logging interval written beside the monthly log's, its first two fields as the
 * monthly log's of the same generation (cumulus-log.ts), then the extra sensors by position (CumulusMX's
 * source: Cumulus.cs DoExtraLogFile, LogFiles/ExtraLogFileRec.cs). The measure catalogue
 * (@meteodeck/weather, `cumulusExtraLog`) says which position is which sensor: extra temperature and
 * humidity 1–8, soil temperature and moisture, leaf wetness 1–2, PM2.5 1–4 and their averages, the CO₂
 * sensor's values, snow depth 1–4. Temperatures are in the station's unit, snow depths in its laser unit
 * (Cumulus.ini), the rest as logged (soil moisture read as a percentage: a Davis station's centibars beyond
 * 100 fall outside the kind's bounds and are dropped). An empty field is a sensor absent.
 */
import {
  convertMeasureUnit,
  cumulusExtraLogFields,
  MEASURE_KINDS,
  type MeasureDescriptor,
  measureDescriptor,
} from '@meteodeck/weather';
import type { ImportedSensorValue } from '../sensors/index.ts';
import { sensorKeyOf } from '../sensors/index.ts';
import { cumulusNumber, detectCumulusLayout, splitCumulusLine } from './cumulus-log.ts';
import type { CumulusSettings, cumulusConversions } from './cumulus-settings.ts';
import type { createWallTimeReader } from './cumulus-time.ts';
import { fileLines, type TextFile } from './text-files.ts';

/** `ExtraLog202403.txt`: the month in the name. */
export const EXTRA_LOG_NAME = /^ExtraLog(\d{6})\.txt$/i;

/** A position of the extra log: the sensor it holds. */
interface ExtraField {
  index: number;
  key: string;
  descriptor: MeasureDescriptor;
}

/** Every position the catalogue reads, for the sensor kinds (not batteries, not the reading's own). */
const EXTRA_FIELDS: readonly ExtraField[] = MEASURE_KINDS.flatMap((kind) => {
  const descriptor = measureDescriptor(kind);
  const sensor = descriptor.healthOf === undefined && (descriptor.channels > 0 || !descriptor.reading);
  if (!sensor) return [];
  return cumulusExtraLogFields(kind).map((index, i) => ({
    index,
    key: sensorKeyOf(kind, descriptor.channels === 0 ? null : i + 1),
    descriptor,
  }));
});

/** The extra logs of a folder by month (`202403`). */
export function extraLogsByMonth(files: readonly TextFile[]): Map<string, TextFile> {
  const byMonth = new Map<string, TextFile>();
  for (const file of files) {
    const month = EXTRA_LOG_NAME.exec(file.name)?.[1];
    if (month !== undefined && !byMonth.has(month)) byMonth.set(month, file);
  }
  return byMonth;
}

/** How an extra log's values become canonical. */
export interface ExtraLogContext {
  convert: ReturnType<typeof cumulusConversions>;
  laserUnit: CumulusSettings['laserUnit'];
  wallTime: ReturnType<typeof createWallTimeReader>;
}

/** The canonical value of a logged one, undefined when its unit does not convert. */
function canonical(field: ExtraField, value: number, context: ExtraLogContext): number | undefined {
  const { descriptor } = field;
  if (descriptor.quantity === 'temperature') return context.convert.temperature(value);
  if (descriptor.quantity === 'snowDepth')
    return convertMeasureUnit(value, context.laserUnit, descriptor.unit) ?? undefined;
  return value;
}

/**
 * Reads one month's extra log: each line's sensor values by the line's instant (epoch ms, as the monthly
 * log's line at that time is read: before a midnight line closes its day). Unreadable lines and fields are
 * passed over.
 */
export async function readExtraLog(
  file: TextFile | undefined,
  context: ExtraLogContext,
): Promise<Map<number, ImportedSensorValue[]>> {
  const byInstant = new Map<number, ImportedSensorValue[]>();
  if (file === undefined) return byInstant;
  let previousAt = Number.NEGATIVE_INFINITY;
  for await (const text of fileLines(file)) {
    const layout = detectCumulusLayout(text);
    if (layout === undefined) continue;
    const line = splitCumulusLine(text, layout);
    if (typeof line === 'string') continue;
    const at = 'instantMs' in line.time ? line.time.instantMs : context.wallTime(line.time.wall, previousAt);
    previousAt = at;
    const values: ImportedSensorValue[] = [];
    for (const field of EXTRA_FIELDS) {
      const raw = cumulusNumber(line, field.index, layout);
      const value = raw === null || !Number.isFinite(raw) ? undefined : canonical(field, raw, context);
      if (value !== undefined) values.push({ key: field.key, value });
    }
    if (values.length > 0) byInstant.set(at, values);
  }
  return byInstant;
}

/** A row of the monthly log with the extra log's values at its instant, when there are any. */
export function withSensors<R extends object>(row: R, sensors: ImportedSensorValue[] | undefined): R {
  return sensors === undefined ? row : { ...row, sensors };
}

/** The month (`202403`) of a monthly log that starts at `firstAt` (its first line, local time read as UTC). */
export function monthOf(firstAt: number): string {
  return new Date(firstAt).toISOString().slice(0, 7).replace('-', '');
}
