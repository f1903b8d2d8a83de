/**
 * What a CumulusMX station's logs mean, from its `Cumulus.ini` (section `[Station]`: TempUnit 0 °C / 1 °F,
 * RainUnit 0 mm / 1 in, PressureUnit 0 mb / 1 hPa / 2 inHg / 3 kPa, WindUnit 0 m/s / 1 mph / 2 km/h /
 * 3 knots, RolloverHour 0 or 9, Use10amInSummer, LaserDistancehUnit 0 cm / 1 in / 2 mm (CumulusMX's spelling;
 * SnowDepthUnit 0 cm / 1 in when it is absent), the unit of the extra log's snow depths; section `[Offsets]`: RainMult, the rain gauge calibration
 * CumulusMX applies to its counter), or from the owner's flags when the file is not at hand.
 */
import {
  fahrenheitToCelsius,
  inchesToMm,
  inhgToHpa,
  kmhToMs,
  knotsToMs,
  type MeasureQuantity,
  mphToMs,
} from '@meteodeck/weather';
import { parse } from 'ini';
import { ImportFileError } from './import-source.ts';

export const CUMULUS_TEMPERATURE_UNITS = ['C', 'F'] as const;
export const CUMULUS_RAIN_UNITS = ['mm', 'in'] as const;
export const CUMULUS_PRESSURE_UNITS = ['mb', 'hPa', 'inHg', 'kPa'] as const;
export const CUMULUS_WIND_UNITS = ['m/s', 'mph', 'km/h', 'kn'] as const;
export const CUMULUS_LASER_UNITS = ['cm', 'in', 'mm'] as const;

/** The units a CumulusMX station logs in. */
export interface CumulusUnits {
  temperature: (typeof CUMULUS_TEMPERATURE_UNITS)[number];
  rain: (typeof CUMULUS_RAIN_UNITS)[number];
  pressure: (typeof CUMULUS_PRESSURE_UNITS)[number];
  wind: (typeof CUMULUS_WIND_UNITS)[number];
}

/** Everything the logs need to be read right. */
export interface CumulusSettings {
  units: CumulusUnits;
  /** Rain gauge calibration: rain = counter increase × rainMultiplier. */
  rainMultiplier: number;
  /** The hour the station's day starts ("rolls over"): 0, or 9 (10 in summer with use10amInSummer). */
  rolloverHour: 0 | 9;
  use10amInSummer: boolean;
  /** The laser distance and depth sensors' unit (the extra log's snow depths); cm by default. */
  laserUnit: (typeof CUMULUS_LASER_UNITS)[number];
}

/** What Cumulus.ini says, each part only when it says it. */
export interface CumulusIniValues {
  units: Partial<CumulusUnits>;
  rainMultiplier?: number;
  rolloverHour?: 0 | 9;
  use10amInSummer?: boolean;
  laserUnit?: (typeof CUMULUS_LASER_UNITS)[number];
}

/** The unit at `index` of `list` (CumulusMX's numeric code), undefined for a missing or unknown code. */
function byCode<T>(list: readonly T[], value: unknown): T | undefined {
  const code = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isInteger(code) ? list[code] : undefined;
}

/** Reads the parts of a Cumulus.ini that matter here. */
export function readCumulusIni(text: string): CumulusIniValues {
  const ini = parse(text) as Record<string, Record<string, unknown> | undefined>;
  const station = ini.Station ?? {};
  const offsets = ini.Offsets ?? {};
  const units: Partial<CumulusUnits> = {};
  const temperature = byCode(CUMULUS_TEMPERATURE_UNITS, station.TempUnit);
  const rain = byCode(CUMULUS_RAIN_UNITS, station.RainUnit);
  const pressure = byCode(CUMULUS_PRESSURE_UNITS, station.PressureUnit);
  const wind = byCode(CUMULUS_WIND_UNITS, station.WindUnit);
  if (temperature !== undefined) units.temperature = temperature;
  if (rain !== undefined) units.rain = rain;
  if (pressure !== undefined) units.pressure = pressure;
  if (wind !== undefined) units.wind = wind;
  const values: CumulusIniValues = { units };
  const multiplier = Number(offsets.RainMult);
  if (Number.isFinite(multiplier) && multiplier > 0) values.rainMultiplier = multiplier;
  const rollover = Number(station.RolloverHour);
  if (rollover === 0 || rollover === 9) values.rolloverHour = rollover;
  const tenAm = String(station.Use10amInSummer ?? '').toLowerCase();
  if (tenAm === '1' || tenAm === 'true') values.use10amInSummer = true;
  if (tenAm === '0' || tenAm === 'false') values.use10amInSummer = false;
  const laser = byCode(CUMULUS_LASER_UNITS, station.LaserDistancehUnit ?? station.SnowDepthUnit);
  if (laser !== undefined) values.laserUnit = laser;
  return values;
}

const UNIT_NAMES: Record<keyof CumulusUnits, string> = {
  temperature: 'température',
  rain: 'pluie',
  pressure: 'pression',
  wind: 'vent',
};

/**
 * The settings from the ini's values and the owner's choices (which win). Every unit must be known from one
 * or the other: throws ImportFileError naming the missing ones. Defaults as CumulusMX's: rain multiplier 1,
 * rollover at midnight, 10 am in summer.
 */
export function cumulusSettings(
  ini: CumulusIniValues | undefined,
  chosen: Partial<CumulusUnits>,
): CumulusSettings {
  const units = { ...ini?.units, ...chosen };
  const missing = (Object.keys(UNIT_NAMES) as Array<keyof CumulusUnits>).filter(
    (key) => units[key] === undefined,
  );
  if (missing.length > 0) {
    throw new ImportFileError(
      `Cumulus.ini introuvable ou incomplet : indiquez l'unité de ${missing.map((k) => UNIT_NAMES[k]).join(', ')}`,
    );
  }
  return {
    units: units as CumulusUnits,
    rainMultiplier: ini?.rainMultiplier ?? 1,
    rolloverHour: ini?.rolloverHour ?? 0,
    use10amInSummer: ini?.use10amInSummer ?? true,
    laserUnit: ini?.laserUnit ?? 'cm',
  };
}

const identity = (value: number) => value;

/** Conversions of the logged quantities to meteodeck's canonical units (°C, mm, hPa, m/s). */
export function cumulusConversions(units: CumulusUnits) {
  return {
    temperature: units.temperature === 'F' ? fahrenheitToCelsius : identity,
    rain: units.rain === 'in' ? inchesToMm : identity,
    pressure:
      units.pressure === 'inHg' ? inhgToHpa : units.pressure === 'kPa' ? (kpa: number) => kpa * 10 : identity,
    wind:
      units.wind === 'mph'
        ? mphToMs
        : units.wind === 'km/h'
          ? kmhToMs
          : units.wind === 'kn'
            ? knotsToMs
            : identity,
  };
}

/** The conversion of a log field of `quantity` from the station's units (none: already canonical). */
export function conversionOf(
  convert: ReturnType<typeof cumulusConversions>,
  quantity: MeasureQuantity,
): (value: number) => number {
  if (quantity === 'temperature') return convert.temperature;
  if (quantity === 'speed') return convert.wind;
  if (quantity === 'pressure') return convert.pressure;
  if (quantity === 'rain' || quantity === 'rainRate') return convert.rain;
  return identity;
}
