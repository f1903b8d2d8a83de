/**
 * The colour scales of the calendar heat map: binned, so a legend can name each colour's range. The bin
 * edges are fixed in canonical units (°C, mm) and converted to the answer's unit, so a visitor in °F sees the
 * same colours for the same day. Temperature runs from blue to red (ColorBrewer RdYlBu, reversed), rain from
 * pale to dark blue (ColorBrewer Blues); the first rain bin is the dry day (below 0.1 mm, the rain-day
 * threshold of the day counts).
 */
import { convertFromCanonical, type UnitSymbol } from '@meteodeck/weather';

export interface ScaleBin {
  /** Lower edge in the answer's unit (null: open below). */
  from: number | null;
  /** Upper edge, exclusive (null: open above). */
  to: number | null;
  colour: string;
}

export interface HeatScale {
  bins: ScaleBin[];
  /** The colour of a value; null for a day without it. */
  colourOf(value: number | null): string | null;
}

const TEMPERATURE_EDGES_C = [-10, -5, 0, 5, 10, 15, 20, 25];
const TEMPERATURE_COLOURS = [
  '#313695',
  '#4575b4',
  '#74add1',
  '#abd9e9',
  '#e0f3f8',
  '#fee090',
  '#fdae61',
  '#f46d43',
  '#d73027',
];
const RAIN_EDGES_MM = [0.1, 1, 5, 10, 20];
const RAIN_COLOURS = ['#f7fbff', '#c6dbef', '#6baed6', '#2171b5', '#08519c', '#08306b'];

function scaleOf(edges: number[], colours: string[]): HeatScale {
  const bins = colours.map((colour, index) => ({
    from: index === 0 ? null : (edges[index - 1] ?? null),
    to: edges[index] ?? null,
    colour,
  }));
  return {
    bins,
    colourOf(value) {
      if (value === null) return null;
      const index = edges.findIndex((edge) => value < edge);
      return colours[index === -1 ? colours.length - 1 : index] ?? null;
    },
  };
}

/** The mean-temperature scale in `unit` (°C or °F). */
export function temperatureScale(unit: UnitSymbol): HeatScale {
  return scaleOf(
    TEMPERATURE_EDGES_C.map((edge) => convertFromCanonical(edge, unit)),
    TEMPERATURE_COLOURS,
  );
}

/** The daily-rain scale in `unit` (mm or in). */
export function rainScale(unit: UnitSymbol): HeatScale {
  return scaleOf(
    RAIN_EDGES_MM.map((edge) => convertFromCanonical(edge, unit)),
    RAIN_COLOURS,
  );
}

/** The days of a year's answer laid out as 12 rows (months) of up to 31 cells, by their 'YYYY-MM-DD'. */
export function monthRows<T extends { day: string }>(days: readonly T[]): T[][] {
  const rows: T[][] = Array.from({ length: 12 }, () => []);
  for (const day of days) rows[Number(day.day.slice(5, 7)) - 1]?.push(day);
  return rows;
}
