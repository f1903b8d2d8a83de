import type { CurrentData } from '@meteodeck/contract';
import { convertFromCanonical, convertToCanonical, type UnitSymbol } from '@meteodeck/weather';
import { Gauge, gaugeAriaLabel } from '../../../components/gauge/gauge.tsx';
import { formatMeasure, formatNumber, MISSING, UV_DECIMALS } from '../../../lib/format/number-format.ts';
import { compassPoint, compassPoints } from '../../../lib/format/wind-direction-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** One dial of the home page: which value, its label key (public.weather.current.rows) and range. */
export interface HomeGauge {
  id:
    | 'rainRate'
    | 'rainDaily'
    | 'rainMonthly'
    | 'rainYearly'
    | 'windSpeedAvg'
    | 'windDirectionAvg'
    | 'windGust'
    | 'windMaxDailyGust'
    | 'uv'
    | 'solarRadiation';
  value: number | null;
  valueText: string;
  min: number;
  max: number;
  compass?: boolean;
}

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `value`: a dial's end that divides into round ticks. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= value - 1e-9) ?? 10;
  return step * power;
}

/**
 * A dial's end in the unit shown: spec §9's metric end as it is in its own unit (60 mm/h, 25 km/h), else
 * converted and rounded up to a round number (2.5 in/h, 20 mph), never an inch dial running to 900.
 */
export function dialMax(metricMax: number, metricUnit: UnitSymbol, shown: UnitSymbol): number {
  if (shown === metricUnit) return metricMax;
  return niceCeiling(convertFromCanonical(convertToCanonical(metricMax, metricUnit), shown));
}

/** The gauge groups of spec §2 with the ranges of spec §9, from the detail answer in its unit set. */
export function homeGauges(current: CurrentData): { group: 'rain' | 'wind' | 'sun'; gauges: HomeGauge[] }[] {
  const { unit } = current;
  const rate = (value: number | null) =>
    value === null ? MISSING : `${formatMeasure(value, unit.rainUnit)}/h`;
  const direction = (degrees: number | null) =>
    degrees === null ? MISSING : `${formatNumber(degrees, 0)}° ${compassPoint(degrees)}`;
  const gauge = (id: HomeGauge['id'], value: number | null, valueText: string, max: number): HomeGauge => ({
    id,
    value,
    valueText,
    min: 0,
    max,
  });
  return [
    {
      group: 'rain',
      gauges: [
        gauge('rainRate', current.rainRate, rate(current.rainRate), dialMax(60, 'mm', unit.rainUnit)),
        gauge(
          'rainDaily',
          current.rainDaily,
          formatMeasure(current.rainDaily, unit.rainUnit),
          dialMax(30, 'mm', unit.rainUnit),
        ),
        gauge(
          'rainMonthly',
          current.rainMonthly,
          formatMeasure(current.rainMonthly, unit.rainUnit),
          dialMax(90, 'mm', unit.rainUnit),
        ),
        gauge(
          'rainYearly',
          current.rainYearly,
          formatMeasure(current.rainYearly, unit.rainUnit),
          dialMax(900, 'mm', unit.rainUnit),
        ),
      ],
    },
    {
      group: 'wind',
      gauges: [
        gauge(
          'windSpeedAvg',
          current.windSpeedAvg,
          formatMeasure(current.windSpeedAvg, unit.speedUnit),
          dialMax(25, 'km/h', unit.speedUnit),
        ),
        {
          ...gauge('windDirectionAvg', current.windDirectionAvg, direction(current.windDirectionAvg), 360),
          compass: true,
        },
        gauge(
          'windGust',
          current.windGust,
          formatMeasure(current.windGust, unit.speedUnit),
          dialMax(60, 'km/h', unit.speedUnit),
        ),
        gauge(
          'windMaxDailyGust',
          current.windMaxDailyGust,
          formatMeasure(current.windMaxDailyGust, unit.speedUnit),
          dialMax(60, 'km/h', unit.speedUnit),
        ),
      ],
    },
    {
      group: 'sun',
      gauges: [
        gauge('uv', current.uv, formatNumber(current.uv, UV_DECIMALS), 12),
        gauge(
          'solarRadiation',
          current.solarRadiation,
          formatMeasure(current.solarRadiation, unit.solarRadiationUnit),
          1500,
        ),
      ],
    },
  ];
}

/** The rain, wind and sun gauges of the home page, each dial named for screen readers with its value. */
export function HomeGauges({ current }: { current: CurrentData }) {
  const { t } = usePublicTranslation();
  return (
    <section aria-labelledby="gauges-heading" className="mb-4">
      <h2 id="gauges-heading" className="h4 mb-3">
        {t('home.gaugesTitle')}
      </h2>
      <div className="row g-4">
        {homeGauges(current).map(({ group, gauges }) => (
          <div key={group} className={group === 'sun' ? 'col-12' : 'col-12 col-xl-6'}>
            <div className="card shadow-sm h-100">
              <div className="card-header">
                <h3 className="h6 mb-0">{t(`home.gauges.${group}`)}</h3>
              </div>
              <div className="card-body">
                <div
                  className={`row row-cols-2 row-cols-md-4 row-cols-xl-${group === 'sun' ? 4 : 2} g-3 justify-content-center`}
                >
                  {gauges.map((item) => {
                    const title = t(`weather.current.rows.${item.id}`);
                    return (
                      <div key={item.id} className="col">
                        <Gauge
                          title={title}
                          ariaLabel={gaugeAriaLabel(
                            title,
                            item.valueText,
                            item.min,
                            item.max,
                            t('home.gauges.scale'),
                          )}
                          value={item.value}
                          valueText={item.valueText}
                          min={item.min}
                          max={item.max}
                          {...(item.compass ? { compassPoints: compassPoints() } : {})}
                        />
                      </div>
                    );
                  })}
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
