import { addDays } from '@meteodeck/weather';
import { invalidAll } from '../../app-error.ts';
import type { ExportDaysRepository } from '../readings/index.ts';
import type { SensorDaysReader, SensorValuesReader } from '../sensors/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import { dayColumns, exportDays } from './days-export.ts';
import type { ReadingsDownload } from './readings-export.service.ts';
import type { ExportFormat } from './readings-export.ts';
import { createPresenter } from './weather-data.presenter.ts';

/**
 * The export of a station's daily summaries (days-export.ts) from local day `from` to `to` (both
 * included), with its public extra sensors' days; 400 when `to` is before `from`, 404 for an unknown
 * station. Hidden sensors are never written.
 */
export function createDaysExportService(deps: {
  stationViews: Pick<StationViewRepository, 'getByReference'>;
  days: Pick<ExportDaysRepository, 'listExportDays'>;
  sensors: Pick<SensorValuesReader, 'sensors'>;
  sensorDays: SensorDaysReader;
}) {
  return {
    async download(
      reference: string,
      from: string,
      to: string,
      format: ExportFormat,
    ): Promise<ReadingsDownload> {
      const station = await deps.stationViews.getByReference(reference);
      if (to < from) {
        throw invalidAll([{ propertyPath: 'to', message: 'La fin de la période doit suivre son début' }]);
      }
      const sensors = await deps.sensors.sensors(station.id, 'public');
      const keys = sensors.map((sensor) => sensor.key);
      const p = createPresenter(station);
      return {
        name: `${station.reference}-days-${from}-${to}.${format}`,
        contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        body: exportDays(
          dayColumns(station, sensors, (ms) => p.instant(ms)),
          {
            days: (first, last) => deps.days.listExportDays(station.id, first, last),
            sensorDays: (first, last) => deps.sensorDays.listDays(station.id, first, addDays(last, 1), keys),
          },
          from,
          to,
          format,
        ),
      };
    },
  };
}

export type DaysExportService = ReturnType<typeof createDaysExportService>;
