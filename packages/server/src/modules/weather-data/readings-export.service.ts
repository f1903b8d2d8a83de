import type { Readable } from 'node:stream';
import { addDays, startOfLocalDate } from '@meteodeck/weather';
import { invalidAll } from '../../app-error.ts';
import type { ReadingsReadRepository } from '../readings/index.ts';
import type { SensorValuesReader } from '../sensors/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import { type ExportFormat, exportReadings } from './readings-export.ts';

/** A download ready to stream: its file name, content type and text. */
export interface ReadingsDownload {
  name: string;
  contentType: string;
  body: Readable;
}

/**
 * The export of a station's readings: `from` and `to` are local dates (both included) or ISO
 * instants (`to` excluded); 400 when the period is empty or backwards, 404 for an unknown station.
 */
export function createReadingsExportService(deps: {
  stationViews: Pick<StationViewRepository, 'getByReference'>;
  readings: Pick<ReadingsReadRepository, 'listPageAfter'>;
  /** The station's extra sensors: a column per public one. */
  sensors?: Pick<SensorValuesReader, 'sensors' | 'valuesAfter'>;
}) {
  return {
    async download(
      reference: string,
      from: string,
      to: string,
      format: ExportFormat,
    ): Promise<ReadingsDownload> {
      const station = await deps.stationViews.getByReference(reference);
      const fromMs = from.length === 10 ? startOfLocalDate(from, station.timezone) : Date.parse(from);
      const toMs = to.length === 10 ? startOfLocalDate(addDays(to, 1), station.timezone) : Date.parse(to);
      if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs >= toMs) {
        throw invalidAll([{ propertyPath: 'to', message: 'La fin de la période doit suivre son début' }]);
      }
      const reader = deps.sensors;
      const publicSensors = reader === undefined ? [] : await reader.sensors(station.id, 'public');
      const keys = publicSensors.map((sensor) => sensor.key);
      const sensors =
        reader === undefined
          ? undefined
          : {
              sensors: publicSensors,
              // The page's readings are (after, last]: its sensors' values the same span.
              values: (after: number, last: number) => reader.valuesAfter(station.id, keys, after, last + 1),
            };
      return {
        name: `${station.reference}-${from.slice(0, 10)}-${to.slice(0, 10)}.${format}`,
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        body: exportReadings(
          station,
          (after, before, limit) => deps.readings.listPageAfter(station.id, after, before, limit),
          fromMs,
          toMs,
          format,
          sensors,
        ),
      };
    },
  };
}

export type ReadingsExportService = ReturnType<typeof createReadingsExportService>;
