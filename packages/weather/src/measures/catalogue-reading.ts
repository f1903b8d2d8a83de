/**
 * The measures every reading carries (the readings table's columns, the JSON door's READING_MEASURES), in the
 * JSON door's order: the air's here, the wind's, the rain gauge's and the sun's in
 * catalogue-reading-wind-rain.ts, the rest in catalogue-reading-sensors.ts. Bounds are WMO world extremes
 * with a margin (−89.2 °C … 56.7 °C, 870 … 1084.8 hPa at sea level, 113 m/s gust) and sensor ranges for the
 * rest (UV 0–16 on consumer sensors, PM2.5 sensors saturate near 1000 µg/m³, lightning detectors reach
 * 40 km). Spike-filter rates: the Falkensee station's ten years (contract quality.ts tells the figures);
 * measures the filter does not check have none.
 */

import { WIND_RAIN_CATALOGUE } from './catalogue-reading-wind-rain.ts';
import * as W from './ecowitt-csv-words.ts';
import { describe } from './measure-descriptor.ts';

const F = '°F';
/** PWSweather and WOW, which reuse Weather Underground's query, both take the field. */
const BOTH = ['pwsweather', 'wow'] as const;

/** The main array's measures (the thermo-hygrometer, the barometer), then the wind's, rain's and sun's. */
export const READING_CATALOGUE = [
  describe({
    kind: 'temperature',
    labels: { de: 'Temperatur', en: 'Temperature', fr: 'Température' },
    quantity: 'temperature',
    bounds: { min: -90, max: 65 },
    maxChangePerMinute: 4,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'temperature_c',
    summary: { stem: 'temperature', graphMean: true },
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'tempf', unit: F }],
      wunderground: [{ name: 'tempf', unit: F }],
      weewx: [{ name: 'outTemp', unit: F }],
      cumulusLog: { name: 'temperature', index: 2 },
      csv: { base: 'temperature', column: 1 },
      weatherlinkCsv: [['temp', 'temp out', 'out temp', 'outside temp']],
      ecowittCsv: { name: ['temp'], without: [...W.INDOOR, ...W.DEW] },
    },
    forwarding: {
      wunderground: [{ name: 'tempf', unit: F, digits: 1, place: 1, sharedWith: BOTH }],
      awekas: { position: 5, unit: '°C', digits: 1 },
      windy: { name: 'temp', unit: '°C', digits: 1, place: 1 },
      openweathermap: { name: 'temperature', unit: '°C', digits: 1, place: 1 },
      cwop: { position: 4, code: 't', unit: F, width: 3 },
    },
  }),
  describe({
    kind: 'humidity',
    labels: { de: 'Luftfeuchtigkeit', en: 'Humidity', fr: 'Humidité' },
    quantity: 'humidity',
    bounds: { min: 0, max: 100 },
    maxChangePerMinute: 15,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'humidity_pct',
    summary: { stem: 'humidity', graphMean: true },
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'humidity', unit: '%' }],
      wunderground: [{ name: 'humidity', unit: '%' }],
      weewx: [{ name: 'outHumidity', unit: '%' }],
      cumulusLog: { name: 'humidity', index: 3 },
      csv: { base: 'humidity', column: 2 },
      weatherlinkCsv: [['hum', 'out hum', 'outside hum']],
      ecowittCsv: { name: W.HUMIDITY, without: W.INDOOR },
    },
    forwarding: {
      wunderground: [{ name: 'humidity', unit: '%', digits: 0, place: 2, sharedWith: BOTH }],
      awekas: { position: 6, unit: '%', digits: 0 },
      windy: { name: 'humidity', unit: '%', digits: 0, place: 3 },
      openweathermap: { name: 'humidity', unit: '%', digits: 0, place: 6 },
      cwop: { position: 8, code: 'h', unit: '%', width: 2, wrap: true },
    },
  }),
  describe({
    kind: 'dewPoint',
    jsonNote: 'derived from temperature and humidity when absent',
    labels: { de: 'Taupunkt', en: 'Dew point', fr: 'Point de rosée' },
    quantity: 'temperature',
    bounds: { min: -90, max: 45 },
    maxChangePerMinute: 4,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'dew_point_c',
    summary: { stem: 'dew_point', graphMean: true },
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'dewptf', unit: F }],
      wunderground: [{ name: 'dewptf', unit: F }],
      weewx: [{ name: 'dewpoint', unit: F }],
      cumulusLog: { name: 'dewPoint', index: 4 },
      csv: { base: 'dew_point', column: 3 },
      weatherlinkCsv: [['dew point', 'dew pt']],
      ecowittCsv: { name: W.DEW, without: W.INDOOR },
    },
    forwarding: {
      wunderground: [{ name: 'dewptf', unit: F, digits: 1, place: 3, sharedWith: BOTH }],
      windy: { name: 'dewpoint', unit: '°C', digits: 1, place: 2 },
      openweathermap: { name: 'dew_point', unit: '°C', digits: 1, place: 7 },
    },
  }),
  describe({
    kind: 'relativePressure',
    jsonNote: 'sea level; derived from absolutePressure and elevation when absent',
    labels: { de: 'Relativer Luftdruck', en: 'Relative pressure', fr: 'Pression relative' },
    quantity: 'pressure',
    bounds: { min: 850, max: 1100 },
    maxChangePerMinute: 2,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'pressure_rel_hpa',
    summary: { stem: 'pressure_rel', graphMean: true },
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'baromrelin', unit: 'inHg' }],
      wunderground: [{ name: 'baromin', unit: 'inHg' }],
      weewx: [{ name: 'barometer', unit: 'inHg' }],
      cumulusLog: { name: 'seaLevelPressure', index: 10 },
      csv: { base: 'pressure_rel', column: 5 },
      weatherlinkCsv: [['bar', 'barometer']],
      ecowittCsv: { context: W.PRESSURE, name: ['rel', 'baro'], without: ['abs'] },
    },
    forwarding: {
      wunderground: [{ name: 'baromin', unit: 'inHg', digits: 3, place: 4, sharedWith: BOTH }],
      awekas: { position: 7, unit: 'hPa', digits: 1 },
      windy: { name: 'mbar', unit: 'hPa', digits: 1, place: 7 },
      openweathermap: { name: 'pressure', unit: 'hPa', digits: 1, place: 5 },
      cwop: { position: 9, code: 'b', unit: 'hPa', scale: 10, width: 5 },
    },
  }),
  describe({
    kind: 'absolutePressure',
    jsonNote: 'at the station',
    labels: { de: 'Absoluter Luftdruck', en: 'Absolute pressure', fr: 'Pression absolue' },
    quantity: 'pressure',
    // At a station up to about 5,500 m.
    bounds: { min: 450, max: 1100 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'pressure_abs_hpa',
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'baromabsin', unit: 'inHg' }],
      wunderground: [{ name: 'absbaromin', unit: 'inHg' }],
      weewx: [{ name: 'pressure', unit: 'inHg' }],
      csv: { base: 'pressure_abs', column: 4 },
      weatherlinkCsv: [['absolute pressure', 'abs press', 'abs pressure']],
      ecowittCsv: { context: W.PRESSURE, name: ['abs'] },
    },
  }),
  ...WIND_RAIN_CATALOGUE,
] as const;
