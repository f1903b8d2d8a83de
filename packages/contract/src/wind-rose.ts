import { type Static, Type } from 'typebox';
import {
  NullableInstant as Instant,
  WeatherDataStation,
  WeatherDataUnit,
  WeatherPeriod,
} from './weather-data.ts';

/**
 * The wind rose of a period (GET /api/weatherData/{reference}/windRose/{period}): how often the wind blew
 * from each of the 16 compass points in each speed class, and how often it was calm, in percent of the
 * samples. A sample is a rollup's mean: the 10-minute rollups for day, week, month and year, the hourly ones
 * for record. Speed classes are groups of Beaufort forces (calm is force 0); their speeds are in
 * `unit.speedUnit`, like every weather-data answer's.
 */

/** One speed class: its Beaufort forces and the speeds they span (`toForce`, `toSpeed` null: and above). */
export const WindRoseClass = Type.Object({
  fromForce: Type.Integer({ minimum: 1, maximum: 12 }),
  toForce: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
  /** Lowest speed of the class, and the next class's lowest (the class holds speeds below it). */
  fromSpeed: Type.Number(),
  toSpeed: Type.Union([Type.Number(), Type.Null()]),
});
export type WindRoseClass = Static<typeof WindRoseClass>;

/** One compass point: its direction and the share of the samples from it in each class, percent. */
export const WindRoseDirection = Type.Object({
  /** The point's centre, degrees: 0 (N), 22.5 (NNE) … 337.5 (NNW). */
  directionDeg: Type.Number({ minimum: 0, maximum: 337.5 }),
  /** Percent of the samples, one per class in the order of `classes`. */
  percents: Type.Array(Type.Number({ minimum: 0, maximum: 100 })),
});
export type WindRoseDirection = Static<typeof WindRoseDirection>;

export const WindRose = Type.Object({
  weatherStation: WeatherDataStation,
  unit: WeatherDataUnit,
  period: WeatherPeriod,
  /** The range counted, ISO 8601 with the station's offset (null: record without data). */
  from: Instant,
  to: Instant,
  /** Width of the rollups the samples are the means of, minutes (10, or 60 for record). */
  sampleMinutes: Type.Integer({ minimum: 1 }),
  /** Samples counted: calm ones and those with a direction (a wind without a direction is left out). */
  samples: Type.Integer({ minimum: 0 }),
  /** Percent of the samples that were calm (Beaufort force 0). */
  calmPercent: Type.Number({ minimum: 0, maximum: 100 }),
  classes: Type.Array(WindRoseClass),
  /** The 16 compass points from north clockwise. */
  directions: Type.Array(WindRoseDirection),
});
export type WindRose = Static<typeof WindRose>;
