import type { StoredReadingItem, Unit } from '@meteodeck/contract';
import type { EChartsOption } from 'echarts';
import { lazy, Suspense, useMemo } from 'react';
import { measureName, toStationUnit, unitLabel } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';

const EChart = lazy(() => import('../../../components/chart/echart.tsx'));

/** The day's temperature as a line, in the station's units, above the reading editor's table. */
export function ReadingsChart({
  readings,
  units,
  day,
}: {
  readings: readonly StoredReadingItem[];
  units: Unit | undefined;
  day: string;
}) {
  const { t } = useAdminTranslation();
  const option = useMemo((): EChartsOption => {
    const points = readings.map((r) => [r.receivedAt, r.values.temperature]);
    return {
      animation: false,
      grid: { left: 48, right: 16, top: 24, bottom: 32 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', scale: true, name: unitLabel('temperature', units) },
      tooltip: { trigger: 'axis' },
      series: [
        {
          type: 'line',
          name: measureName('temperature'),
          showSymbol: false,
          connectNulls: false,
          data: points.map(([at, v]) => [
            at,
            v === null ? null : toStationUnit('temperature', v as number, units),
          ]),
        },
      ],
    };
  }, [readings, units]);
  return (
    <Suspense fallback={null}>
      <EChart option={option} height={260} ariaLabel={t('readings.chart', { day })} />
    </Suspense>
  );
}
