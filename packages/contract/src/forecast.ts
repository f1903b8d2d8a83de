import { type Static, Type } from 'typebox';

/**
 * Every weather icon code the forecast can carry: OpenWeatherMap's icon set, one code per condition group
 * (01 clear, 02 few clouds, 03 scattered clouds, 04 broken clouds/overcast, 09 showers and drizzle, 10 rain,
 * 11 thunderstorm, 13 snow and freezing precipitation, 50 fog and mist), each for day (`d`) and night (`n`).
 * Source: https://openweathermap.org/weather-conditions. The server maps every provider onto these codes and
 * the web app ships one icon per code, so the two share this list.
 */
export const WEATHER_ICON_CODES = [
  '01d',
  '01n',
  '02d',
  '02n',
  '03d',
  '03n',
  '04d',
  '04n',
  '09d',
  '09n',
  '10d',
  '10n',
  '11d',
  '11n',
  '13d',
  '13n',
  '50d',
  '50n',
] as const;

export const WeatherIconCode = Type.Enum(WEATHER_ICON_CODES);
export type WeatherIconCode = (typeof WEATHER_ICON_CODES)[number];

/** Tells whether a string is one of {@link WEATHER_ICON_CODES} (narrows it for lookups in icon maps). */
export function isWeatherIconCode(value: string): value is WeatherIconCode {
  return (WEATHER_ICON_CODES as readonly string[]).includes(value);
}

/** GET /api/openWeather query: a position in WGS84 degrees (north, east). */
export const ForecastQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type ForecastQuery = Static<typeof ForecastQuery>;

/**
 * The languages a forecast's descriptions come in, those of the public site: the request's Accept-Language
 * chooses (German when it names none of them).
 */
export const FORECAST_LANGUAGES = ['de', 'en', 'fr'] as const;
export type ForecastLanguage = (typeof FORECAST_LANGUAGES)[number];

/** One weather condition, as OpenWeatherMap's `weather[]` items: an icon code and a description. */
export const ForecastWeather = Type.Object({
  icon: WeatherIconCode,
  /** In the request's language, capitalised, e.g. `Leichter Regen`, `Light rain`, `Pluie faible`. */
  description: Type.String(),
});
export type ForecastWeather = Static<typeof ForecastWeather>;

/** The weather now. Field names follow OpenWeatherMap One Call, which the spec's client reads. */
export const ForecastCurrent = Type.Object({
  /** Time of the observation or model step, Unix seconds. */
  dt: Type.Integer(),
  /** °C. */
  temp: Type.Number(),
  /** Relative humidity, %. */
  humidity: Type.Number(),
  /** m/s (the web app multiplies by 3.6 to show km/h). */
  wind_speed: Type.Number(),
  /** Direction the wind comes from, degrees (0 = north). */
  wind_deg: Type.Number(),
  /** At least one condition; the client shows `weather[0]`. */
  weather: Type.Array(ForecastWeather, { minItems: 1 }),
});
export type ForecastCurrent = Static<typeof ForecastCurrent>;

/** One day of the forecast. */
export const ForecastDay = Type.Object({
  /** A time within the day (local midnight or noon depending on the provider), Unix seconds. */
  dt: Type.Integer(),
  /** Daily minimum and maximum air temperature, °C. */
  temp: Type.Object({ min: Type.Number(), max: Type.Number() }),
  weather: Type.Array(ForecastWeather, { minItems: 1 }),
});
export type ForecastDay = Static<typeof ForecastDay>;

/** How many days the forecast always holds: today plus at least the five following days (spec §9). */
export const MIN_FORECAST_DAYS = 6;

/**
 * GET /api/openWeather answer: the subset of OpenWeatherMap One Call 3.0 that the spec's client reads,
 * whichever provider produced it. `daily[0]` is today in the forecast position's time zone.
 */
export const Forecast = Type.Object({
  /** Position the forecast is for (rounded to 0.01°, about 1 km), degrees. */
  lat: Type.Number(),
  lon: Type.Number(),
  /** IANA time zone of the position, e.g. `Europe/Berlin`. */
  timezone: Type.String(),
  /** Offset of that time zone from UTC now, seconds. */
  timezone_offset: Type.Integer(),
  current: ForecastCurrent,
  daily: Type.Array(ForecastDay, { minItems: MIN_FORECAST_DAYS }),
});
export type Forecast = Static<typeof Forecast>;
