/**
 * Turns canonical values (°C, m/s, hPa, mm, m…) into the station's unit set, rounded to each unit's display
 * decimals, and instants into ISO 8601 with the station's offset. Every weather-data answer goes through one
 * presenter, so a conversion is decided in exactly one place (and computed by @meteodeck/weather).
 */
import type { WeatherDataStation, WeatherDataUnit } from '@meteodeck/contract';
import {
  convertFromCanonical,
  createZoneCalendar,
  roundTo,
  toDisplayUnit,
  UNIT_DISPLAY_DECIMALS,
  type UnitSymbol,
} from '@meteodeck/weather';
import type { StationView } from '../stations/index.ts';

/** Kinds of quantity, each mapped to the unit-set field it is shown in. */
export type Quantity =
  | 'temperature'
  | 'speed'
  | 'pressure'
  | 'humidity'
  | 'direction'
  | 'rain'
  | 'solarRadiation'
  | 'pm'
  | 'height';

/** UV index and lightning distance (km) have no unit-set field: one decimal, as consoles show them. */
const UNITLESS_DECIMALS = 1;

export interface Presenter {
  readonly unit: WeatherDataUnit;
  readonly station: WeatherDataStation;
  /** A canonical value in the station's unit for `quantity`, rounded for display; null stays null. */
  value(quantity: Quantity, canonical: number | null | undefined): number | null;
  /**
   * The difference `now − before` of two canonical values, shown in the station's unit: converted first,
   * then subtracted, so an offset unit (°F) gives the right difference. null when either is missing.
   */
  difference(quantity: Quantity, now: number | null, before: number | null): number | null;
  /** The unrounded value in the station's unit (for arithmetic on displayed quantities). */
  raw(quantity: Quantity, canonical: number): number;
  /** Rounds an already converted value as {@link value} would. */
  round(quantity: Quantity, displayed: number | null): number | null;
  /** UV index or a lightning distance (km), rounded to one decimal. */
  plain(value: number | null | undefined): number | null;
  /** An instant (epoch ms) as ISO 8601 with the station's offset; null stays null. */
  instant(ms: number | null | undefined): string | null;
  /** As {@link instant}, for an instant that is always there. */
  at(ms: number): string;
  /** Local calendar date 'YYYY-MM-DD' of an instant in the station's time zone. */
  localDate(ms: number): string;
}

/** The presenter of a station: its unit set, its time zone and its public description. */
export function createPresenter(station: StationView): Presenter {
  const units = station.unitSet;
  const symbolOf: { readonly [Q in Quantity]: UnitSymbol } = {
    temperature: units.temperatureUnit,
    speed: units.speedUnit,
    pressure: units.pressureUnit,
    humidity: units.humidityUnit,
    direction: units.windDirUnit,
    rain: units.rainUnit,
    solarRadiation: units.solarRadiationUnit,
    pm: units.pmUnit,
    height: units.cloudBaseUnit,
  };
  const round = (quantity: Quantity, displayed: number | null) => {
    if (displayed === null) return null;
    const symbol = symbolOf[quantity];
    return roundTo(displayed, UNIT_DISPLAY_DECIMALS[symbol]);
  };
  const raw = (quantity: Quantity, canonical: number) => convertFromCanonical(canonical, symbolOf[quantity]);
  // One memoised zone view per presenter: graphs format up to ~1,500 instants per answer.
  const zone = createZoneCalendar(station.timezone);
  return {
    unit: {
      temperatureUnit: units.temperatureUnit,
      speedUnit: units.speedUnit,
      pressureUnit: units.pressureUnit,
      humidityUnit: units.humidityUnit,
      rainUnit: units.rainUnit,
      pmUnit: units.pmUnit,
      solarRadiationUnit: units.solarRadiationUnit,
      cloudBaseUnit: units.cloudBaseUnit,
      windDirUnit: units.windDirUnit,
    },
    station: {
      reference: station.reference,
      name: station.name,
      shortDescription: station.shortDescription,
      city: station.city,
      country: station.country,
      lat: station.lat,
      lng: station.lng,
      elevation: toDisplayUnit(station.elevationM, units.cloudBaseUnit) ?? 0,
      timezone: station.timezone,
    },
    value(quantity, canonical) {
      if (canonical === null || canonical === undefined || !Number.isFinite(canonical)) return null;
      return toDisplayUnit(canonical, symbolOf[quantity]);
    },
    difference(quantity, now, before) {
      if (now === null || before === null) return null;
      return round(quantity, raw(quantity, now) - raw(quantity, before));
    },
    raw,
    round,
    plain(value) {
      if (value === null || value === undefined || !Number.isFinite(value)) return null;
      return roundTo(value, UNITLESS_DECIMALS);
    },
    instant(ms) {
      if (ms === null || ms === undefined) return null;
      return zone.formatInstant(ms);
    },
    at(ms) {
      return zone.formatInstant(ms);
    },
    localDate(ms) {
      return zone.localDate(ms);
    },
  };
}
