import type { CurrentData, GraphData } from '@meteodeck/contract';
import type { UnitSymbol } from '@meteodeck/weather';
import { decimalsFor, formatMeasure, formatNumber } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { temperatureColour } from '../../../lib/value-colours.ts';
import { type DayMeasure, type DayPoint, daySeries, sparklinePath } from '../day/day-series.ts';

const SPARK_WIDTH = 120;
const SPARK_HEIGHT = 32;

/** One value tile: its label key (public.weather.current.rows), the value now and the day graph's series. */
export interface DayTile {
  id: 'temperature' | 'humidity' | 'barometer' | 'windSpeedAvg' | 'rainDaily' | 'solarRadiation';
  /** The value now; null for a measure the hero above already shows (each value once at a glance). */
  value: string | null;
  measure: DayMeasure;
  unit: UnitSymbol;
  color: string;
}

/** The tiles of the home page, from the current values and the units of the answer (the visitor's). */
export function dayTiles(current: CurrentData): DayTile[] {
  const { unit } = current;
  const tile = (
    id: DayTile['id'],
    value: number | null | 'inHero',
    measure: DayMeasure,
    shown: UnitSymbol,
    color: string,
  ) => ({
    id,
    value: value === 'inHero' ? null : formatMeasure(value, shown),
    measure,
    unit: shown,
    color,
  });
  return [
    tile('temperature', 'inHero', 'temperature', unit.temperatureUnit, '#dc3545'),
    tile('humidity', 'inHero', 'humidity', unit.humidityUnit, '#20c997'),
    tile('barometer', 'inHero', 'relativePressure', unit.pressureUnit, '#6f42c1'),
    tile('windSpeedAvg', 'inHero', 'windSpeed', unit.speedUnit, '#0dcaf0'),
    tile('rainDaily', 'inHero', 'rainDaily', unit.rainUnit, '#0d6efd'),
    tile('solarRadiation', current.solarRadiation, 'solarRadiation', unit.solarRadiationUnit, '#fd7e14'),
  ];
}

/** The lowest and highest measured value of a series, or null without any. */
function rangeOf(points: readonly DayPoint[]): { min: number; max: number } | null {
  const values = points.flatMap(([, value]) => (value === null ? [] : [value]));
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Tiles with sparklines: six measures, each with the line of its last 24 h (an SVG
 * drawn from the day graph, no chart library) and the day's range under it; the value now only for
 * the measure the hero above does not show (solar radiation). Two tiles a row on a phone,
 * three on a tablet, six on a wide screen. The sparkline is decorative; the range says it in words.
 */
export function DayTiles({ current, graph }: { current: CurrentData; graph: GraphData | undefined }) {
  const { t } = usePublicTranslation();
  const sameUnits =
    graph !== undefined &&
    graph.unit.temperatureUnit === current.unit.temperatureUnit &&
    graph.unit.rainUnit === current.unit.rainUnit &&
    graph.unit.speedUnit === current.unit.speedUnit &&
    graph.unit.pressureUnit === current.unit.pressureUnit;
  return (
    <section aria-labelledby="tiles-heading" className="mb-4">
      <h2 id="tiles-heading" className="visually-hidden">
        {t('home.day.tilesTitle')}
      </h2>
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-3">
        {dayTiles(current).map((tile) => {
          const points = sameUnits ? daySeries(graph, tile.measure) : [];
          const path = sparklinePath(points, SPARK_WIDTH, SPARK_HEIGHT);
          const range = rangeOf(points);
          return (
            <div className="col" key={tile.id}>
              <div className="card h-100 tile" data-testid={`tile-${tile.id}`}>
                <div className="card-body p-3">
                  <h3 className="small fw-normal text-body-secondary mb-1">
                    {t(`weather.current.rows.${tile.id}`)}
                  </h3>
                  {tile.value !== null && (
                    <p className="fs-4 fw-semibold lh-sm mb-1 text-nowrap">{tile.value}</p>
                  )}
                  {path !== '' && (
                    <svg
                      viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
                      width="100%"
                      height={SPARK_HEIGHT}
                      preserveAspectRatio="none"
                      aria-hidden="true"
                      className="d-block"
                    >
                      <path
                        d={path}
                        fill="none"
                        stroke={tile.color}
                        strokeWidth="2"
                        vectorEffect="non-scaling-stroke"
                        strokeLinejoin="round"
                      />
                    </svg>
                  )}
                  {range !== null && tile.id === 'temperature' && (
                    // The day's span on the temperature scale (lib/value-colours.ts): from the colour of its
                    // minimum to that of its maximum. Decorative: the range below says it in words.
                    <div
                      className="temperature-span mt-1"
                      aria-hidden="true"
                      data-testid="temperature-span"
                      style={{
                        backgroundImage: `linear-gradient(90deg, ${temperatureColour(range.min, tile.unit)?.background}, ${temperatureColour(range.max, tile.unit)?.background})`,
                      }}
                    />
                  )}
                  {range !== null && (
                    <p className="small text-body-secondary mb-0 mt-1">
                      {t('home.day.tileRange', {
                        min: formatNumber(range.min, decimalsFor(tile.unit)),
                        max: formatMeasure(range.max, tile.unit),
                      })}
                    </p>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
