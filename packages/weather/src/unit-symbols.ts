/**
 * The closed vocabularies of unit symbols a unit set may name (DESIGN §4). Each field of a unit set takes its
 * value from exactly one of these lists; anything else is a validation error on that field. Every symbol
 * belongs to exactly one list, so a symbol alone says which dimension it measures.
 */

export const TEMPERATURE_UNITS = ['°C', '°F'] as const;
export const SPEED_UNITS = ['km/h', 'm/s', 'mph', 'kn'] as const;
export const RAIN_UNITS = ['mm', 'in'] as const;
export const PRESSURE_UNITS = ['hPa', 'inHg', 'mmHg'] as const;
/** Height units (cloud base, elevation). */
export const HEIGHT_UNITS = ['m', 'ft'] as const;
export const SOLAR_RADIATION_UNITS = ['W/m²'] as const;
export const PM_UNITS = ['µg/m³'] as const;
export const HUMIDITY_UNITS = ['%'] as const;
export const WIND_DIRECTION_UNITS = ['°'] as const;

export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];
export type SpeedUnit = (typeof SPEED_UNITS)[number];
export type RainUnit = (typeof RAIN_UNITS)[number];
export type PressureUnit = (typeof PRESSURE_UNITS)[number];
export type HeightUnit = (typeof HEIGHT_UNITS)[number];
export type SolarRadiationUnit = (typeof SOLAR_RADIATION_UNITS)[number];
export type PmUnit = (typeof PM_UNITS)[number];
export type HumidityUnit = (typeof HUMIDITY_UNITS)[number];
export type WindDirectionUnit = (typeof WIND_DIRECTION_UNITS)[number];

/** Every unit symbol the product knows. */
export const UNIT_SYMBOLS = [
  ...TEMPERATURE_UNITS,
  ...SPEED_UNITS,
  ...RAIN_UNITS,
  ...PRESSURE_UNITS,
  ...HEIGHT_UNITS,
  ...SOLAR_RADIATION_UNITS,
  ...PM_UNITS,
  ...HUMIDITY_UNITS,
  ...WIND_DIRECTION_UNITS,
] as const;
export type UnitSymbol = (typeof UNIT_SYMBOLS)[number];

/**
 * A unit set as the spec's Unit entity names its fields (spec §3), each field restricted to its list.
 * `cloudBaseUnit` is a height unit; `rainUnit` applies to amounts (mm, in) and to rates (mm/h, in/h).
 */
export interface UnitSet {
  readonly temperatureUnit: TemperatureUnit;
  readonly speedUnit: SpeedUnit;
  readonly rainUnit: RainUnit;
  readonly solarRadiationUnit: SolarRadiationUnit;
  readonly pmUnit: PmUnit;
  readonly humidityUnit: HumidityUnit;
  readonly cloudBaseUnit: HeightUnit;
  readonly windDirUnit: WindDirectionUnit;
  readonly pressureUnit: PressureUnit;
}

/** For each unit-set field, the list its value must come from (for validators and form selects). */
export const UNIT_SET_FIELD_CHOICES = {
  temperatureUnit: TEMPERATURE_UNITS,
  speedUnit: SPEED_UNITS,
  rainUnit: RAIN_UNITS,
  solarRadiationUnit: SOLAR_RADIATION_UNITS,
  pmUnit: PM_UNITS,
  humidityUnit: HUMIDITY_UNITS,
  cloudBaseUnit: HEIGHT_UNITS,
  windDirUnit: WIND_DIRECTION_UNITS,
  pressureUnit: PRESSURE_UNITS,
} as const satisfies { readonly [K in keyof UnitSet]: readonly UnitSet[K][] };

/** The canonical units values are stored and computed in (DESIGN §4): convert from these for display. */
export const CANONICAL_UNIT_SET: UnitSet = {
  temperatureUnit: '°C',
  speedUnit: 'm/s',
  rainUnit: 'mm',
  solarRadiationUnit: 'W/m²',
  pmUnit: 'µg/m³',
  humidityUnit: '%',
  cloudBaseUnit: 'm',
  windDirUnit: '°',
  pressureUnit: 'hPa',
};

/** The seeded "Metric" unit set (DESIGN §3): what a European station owner reads on a console. */
export const METRIC_UNIT_SET: UnitSet = { ...CANONICAL_UNIT_SET, speedUnit: 'km/h' };

/** The seeded "Imperial" unit set (DESIGN §3), as Weather Underground shows US stations. */
export const IMPERIAL_UNIT_SET: UnitSet = {
  temperatureUnit: '°F',
  speedUnit: 'mph',
  rainUnit: 'in',
  solarRadiationUnit: 'W/m²',
  pmUnit: 'µg/m³',
  humidityUnit: '%',
  cloudBaseUnit: 'ft',
  windDirUnit: '°',
  pressureUnit: 'inHg',
};

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** True when `value` is one of {@link UNIT_SYMBOLS}; narrows `unknown` input without a cast. */
export function isUnitSymbol(value: unknown): value is UnitSymbol {
  return isOneOf(UNIT_SYMBOLS, value);
}

/** True when `value` is one of {@link TEMPERATURE_UNITS}. */
export function isTemperatureUnit(value: unknown): value is TemperatureUnit {
  return isOneOf(TEMPERATURE_UNITS, value);
}

/** True when `value` is one of {@link SPEED_UNITS}. */
export function isSpeedUnit(value: unknown): value is SpeedUnit {
  return isOneOf(SPEED_UNITS, value);
}

/** True when `value` is one of {@link RAIN_UNITS}. */
export function isRainUnit(value: unknown): value is RainUnit {
  return isOneOf(RAIN_UNITS, value);
}

/** True when `value` is one of {@link PRESSURE_UNITS}. */
export function isPressureUnit(value: unknown): value is PressureUnit {
  return isOneOf(PRESSURE_UNITS, value);
}

/** True when `value` is one of {@link HEIGHT_UNITS}. */
export function isHeightUnit(value: unknown): value is HeightUnit {
  return isOneOf(HEIGHT_UNITS, value);
}
