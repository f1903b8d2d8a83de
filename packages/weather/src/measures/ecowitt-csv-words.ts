/**
 * Words of Ecowitt's CSV headers (normalized: lower case, no accents) that several measures' `ecowittCsv`
 * share, in English, German and French as the consoles and ecowitt.net write them (`Indoor Temperature`,
 * `Temperatur Innen`, `Température intérieure`; `Wind`, `Böe`, `Rafale`…).
 */

/** The indoor sensor. */
export const INDOOR = ['indoor', 'innen', 'interieur', 'inside'];
/** The dew point. */
export const DEW = ['dew', 'taupunkt', 'rosee'];
/** Humidity. */
export const HUMIDITY = ['humid', 'feucht', 'hygro'];
/** The barometer. */
export const PRESSURE = ['pressure', 'druck', 'pression', 'baro'];
/** Gusts. */
export const GUST = ['gust', 'boe', 'rafale'];
/** The wind, gusts included. */
export const WIND = ['wind', 'vent', ...GUST];
/** A direction. */
export const DIRECTION = ['direction', 'richtung', 'dir'];
/** A 10-minute average. */
export const AVERAGE = ['avg', '10min', '10 min', 'moy', 'mittel'];
/** The day's highest gust. */
export const DAY_MAX = ['max', 'daily', 'tages'];
