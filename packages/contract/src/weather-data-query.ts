import { PRESSURE_UNITS, RAIN_UNITS, SPEED_UNITS, TEMPERATURE_UNITS } from '@meteodeck/weather';
import { type Static, Type } from 'typebox';

/**
 * The queries of the weather-data calls (spec §2 "Added since"): the visitor's units and the window of a
 * history or graph call.
 */

/**
 * The visitor's units, an optional query of the current-data, history and graph calls: per
 * quantity, the unit to show it in instead of the station's. Values are converted from the canonical ones,
 * so a chosen unit is as exact as the station's own. Missing: the station's unit set.
 */
export const DisplayUnitsQuery = Type.Object({
  temperatureUnit: Type.Optional(Type.Enum(TEMPERATURE_UNITS)),
  speedUnit: Type.Optional(Type.Enum(SPEED_UNITS)),
  pressureUnit: Type.Optional(Type.Enum(PRESSURE_UNITS)),
  rainUnit: Type.Optional(Type.Enum(RAIN_UNITS)),
});
export type DisplayUnitsQuery = Static<typeof DisplayUnitsQuery>;
/** The quantities a visitor may show in units of their own. */
export const DISPLAY_UNIT_FIELDS = ['temperatureUnit', 'speedUnit', 'pressureUnit', 'rainUnit'] as const;

/** How a history or graph call cuts its period: the spec's calendar period or a rolling window. */
export const PERIOD_WINDOWS = ['calendar', 'rolling'] as const;
export type PeriodWindow = (typeof PERIOD_WINDOWS)[number];

/** The periods a rolling window exists for, with its length in hours (24 h, 7 d, 30 d). */
export const ROLLING_WINDOW_HOURS = { day: 24, week: 7 * 24, month: 30 * 24 } as const;
export type RollingPeriod = keyof typeof ROLLING_WINDOW_HOURS;

/** Rolling windows end on the station's local 10-minute marks (the width of the finest rollup). */
export const ROLLING_WINDOW_STEP_MINUTES = 10;

/** An ISO 8601 instant with `Z` or an offset, to the minute, second or millisecond (the window's `at`). */
export const INSTANT_WITH_ZONE_PATTERN =
  '^(\\d{4})-(\\d{2})-(\\d{2})T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

/**
 * The window of a history/{period} or graph/{period} call, optional: without either parameter
 * the call answers as spec §7 says (the current calendar period; graph/day the last 24 h).
 * - `window=calendar` (default): the station's local day, ISO week, month or year that holds `at`.
 * - `window=rolling` (day, week and month only): the 24 h, 7 d or 30 d that end at `at`, rounded up to the
 *   station's next local 10-minute mark, as the half-open range [from, to).
 * - `at`: an ISO 8601 instant with `Z` or an offset, not after now (default: now). record takes neither.
 */
export const PeriodWindowQuery = Type.Object({
  window: Type.Optional(Type.Enum(PERIOD_WINDOWS)),
  at: Type.Optional(Type.String({ maxLength: 40, pattern: INSTANT_WITH_ZONE_PATTERN })),
});
export type PeriodWindowQuery = Static<typeof PeriodWindowQuery>;

/** The query of history/{period} and graph/{period}: the visitor's units and the window. */
export const PeriodQuery = Type.Object({ ...DisplayUnitsQuery.properties, ...PeriodWindowQuery.properties });
export type PeriodQuery = Static<typeof PeriodQuery>;
