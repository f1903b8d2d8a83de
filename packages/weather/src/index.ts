/**
 * @meteodeck/weather: pure meteorology for meteodeck. Units and conversions, derived quantities (dew point,
 * heat index, humidex, wind chill, cloud base, sea-level pressure), Beaufort, PM2.5 AQI, wind and rain rules,
 * the measure catalogue (one descriptor per kind of measure: units, bounds, folds, channels, source fields,
 * labels), one-hour variations, the 3-hour pressure tendency and the Zambretti forecaster, the sun's
 * elevation and clear-sky irradiance with the condition now read from a station's sensors, wind roses,
 * calendar periods in a station's time zone and graph bucketing, the FAO-56 reference evapotranspiration and
 * the agro figures (growing degrees, chill and sunshine thresholds).
 * No I/O, no clock reads (every "now" is a parameter), no dependencies.
 */

export * from './agro.ts';
export * from './air-quality.ts';
export * from './apparent-temperature.ts';
export * from './beaufort.ts';
export * from './bucketing.ts';
export * from './climate-days.ts';
export * from './conversions.ts';
export * from './current-condition.ts';
export * from './evapotranspiration.ts';
export * from './humidity.ts';
export * from './measures/index.ts';
export * from './periods.ts';
export * from './pressure.ts';
export * from './pressure-tendency.ts';
export * from './rain.ts';
export * from './rounding.ts';
export * from './station-day.ts';
export * from './sun-position.ts';
export * from './time-constants.ts';
export * from './time-zone.ts';
export * from './unit-symbols.ts';
export * from './variation.ts';
export * from './wind-direction.ts';
export * from './wind-rose.ts';
export * from './wind-vector-sum.ts';
export * from './zambretti.ts';
export * from './zone-calendar.ts';
