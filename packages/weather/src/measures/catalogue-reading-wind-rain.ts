/**
 * The reading's measures of the wind, the rain gauge and the sun (after the air's, catalogue-reading.ts, whose
 * notes on bounds and spike-filter rates hold here too).
 */

import { MAX_RAIN_STEP_MM } from '../rain.ts';
import * as W from './ecowitt-csv-words.ts';
import { describe } from './measure-descriptor.ts';

/** PWSweather and WOW, which reuse Weather Underground's query, both take the field. */
const BOTH = ['pwsweather', 'wow'] as const;

/** The anemometer, the rain gauge, the solar and UV sensors. */
export const WIND_RAIN_CATALOGUE = [
  describe({
    kind: 'windSpeed',
    labels: { de: 'Mittelwind', en: 'Mean wind', fr: 'Vent moyen' },
    quantity: 'speed',
    bounds: { min: 0, max: 115 },
    maxChangePerMinute: 15,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'wind_speed_ms',
    summary: { stem: 'wind_speed', graphMean: true },
    forwarded: true,
    sources: {
      ecowitt: [
        { name: 'windspeedmph', unit: 'mph' },
        { name: 'windspdmph_avg10m', unit: 'mph' },
      ],
      wunderground: [
        { name: 'windspeedmph', unit: 'mph' },
        { name: 'windspdmph_avg2m', unit: 'mph' },
      ],
      weewx: [{ name: 'windSpeed', unit: 'mph' }],
      cumulusLog: { name: 'windSpeedAverage', index: 5 },
      csv: { base: 'wind_speed', column: 6 },
      weatherlinkCsv: [['wind speed', 'avg wind speed']],
      ecowittCsv: { context: W.WIND, without: [...W.GUST, ...W.DIRECTION], fallback: W.AVERAGE },
    },
    forwarding: {
      wunderground: [{ name: 'windspeedmph', unit: 'mph', digits: 1, place: 6, sharedWith: BOTH }],
      windy: { name: 'wind', unit: 'm/s', digits: 1, place: 4 },
      openweathermap: { name: 'wind_speed', unit: 'm/s', digits: 1, place: 2 },
    },
  }),
  describe({
    kind: 'windDirection',
    jsonNote: '0–360',
    labels: { de: 'Windrichtung', en: 'Wind direction', fr: 'Direction du vent' },
    quantity: 'direction',
    bounds: { min: 0, max: 360 },
    maxChangePerMinute: null,
    fold: 'vector',
    channels: 0,
    reading: true,
    editable: true,
    column: 'wind_dir_deg',
    forwarded: true,
    sources: {
      ecowitt: [
        { name: 'winddir', unit: '°' },
        { name: 'winddir_avg10m', unit: '°' },
      ],
      wunderground: [
        { name: 'winddir', unit: '°' },
        { name: 'winddir_avg2m', unit: '°' },
      ],
      weewx: [{ name: 'windDir', unit: '°' }],
      cumulusLog: { name: 'averageBearing', index: 7 },
      csv: { base: 'wind_direction', column: 8 },
      weatherlinkCsv: [['wind dir', 'wind direction', 'prevailing wind direction']],
      ecowittCsv: { context: W.WIND, name: W.DIRECTION, fallback: W.AVERAGE },
    },
    forwarding: {
      wunderground: [{ name: 'winddir', unit: '°', digits: 0, place: 5, sharedWith: BOTH }],
      windy: { name: 'winddir', unit: '°', digits: 0, place: 6 },
      openweathermap: { name: 'wind_deg', unit: '°', digits: 0, place: 4 },
    },
  }),
  describe({
    kind: 'windGust',
    labels: { de: 'Böe', en: 'Gust', fr: 'Rafale' },
    quantity: 'speed',
    bounds: { min: 0, max: 115 },
    maxChangePerMinute: 25,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'wind_gust_ms',
    summary: { stem: 'wind_gust', graphMean: true },
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'windgustmph', unit: 'mph' }],
      wunderground: [
        { name: 'windgustmph', unit: 'mph' },
        { name: 'windgustmph_10m', unit: 'mph' },
      ],
      weewx: [{ name: 'windGust', unit: 'mph' }],
      cumulusLog: { name: 'recentHighGust', index: 6 },
      csv: { base: 'wind_gust', column: 7 },
      weatherlinkCsv: [['hi speed', 'high wind speed', 'high speed']],
      ecowittCsv: { context: W.GUST, without: [...W.DIRECTION, ...W.DAY_MAX] },
    },
    forwarding: {
      wunderground: [{ name: 'windgustmph', unit: 'mph', digits: 1, place: 7, sharedWith: BOTH }],
      windy: { name: 'gust', unit: 'm/s', digits: 1, place: 5 },
      openweathermap: { name: 'wind_gust', unit: 'm/s', digits: 1, place: 3 },
    },
  }),
  describe({
    kind: 'windMaxDailyGust',
    jsonNote: 'since local midnight',
    labels: { de: 'Tagesmaximum Böe', en: 'Day max gust', fr: 'Rafale max. du jour' },
    quantity: 'speed',
    bounds: { min: 0, max: 115 },
    maxChangePerMinute: null,
    fold: 'last',
    channels: 0,
    reading: true,
    editable: false,
    column: 'wind_max_daily_gust_ms',
    sources: {
      ecowitt: [{ name: 'maxdailygust', unit: 'mph' }],
      csv: { base: 'wind_max_daily_gust', column: 9 },
      ecowittCsv: { context: W.GUST, name: W.DAY_MAX, without: W.DIRECTION },
    },
  }),
  describe({
    kind: 'rain',
    jsonNote: 'fallen since the previous reading',
    labels: { de: 'Regen', en: 'Rain', fr: 'Pluie' },
    quantity: 'rain',
    // Per interval: a long gap may hold a whole wet day; a counter's rise is bounded alike (rain.ts).
    bounds: { min: 0, max: MAX_RAIN_STEP_MM },
    maxChangePerMinute: 10,
    fold: 'sum',
    channels: 0,
    reading: true,
    editable: true,
    column: 'rain_mm',
    doors: 'code',
    // The doors derive it from the gauges' counters (rainTotal and the piezo kinds).
    sources: {
      weewx: [{ name: 'rain', unit: 'in' }],
      csv: { base: 'rain', column: 10 },
      weatherlinkCsv: [['rain']],
    },
  }),
  describe({
    kind: 'rainTotal',
    jsonNote: 'cumulative counter',
    labels: { de: 'Regenzähler', en: 'Rain counter', fr: 'Compteur de pluie' },
    quantity: 'rain',
    bounds: { min: 0, max: 1_000_000 },
    maxChangePerMinute: null,
    fold: 'last',
    channels: 0,
    reading: true,
    editable: false,
    column: 'rain_counter_mm',
    // The rain gauges (the readings module's rain-gauges.ts) read the counters, with the rate, in code.
    doors: 'code',
    // The tipping bucket's counters, longest first (the rain gauges of the readings module read them apart).
    sources: {
      ecowitt: ['yearly', 'total', 'monthly', 'weekly', 'daily', 'event'].map((span) => ({
        name: `${span}rainin`,
        unit: 'in' as const,
      })),
      wunderground: [
        { name: 'yearlyrainin', unit: 'in' },
        { name: 'dailyrainin', unit: 'in' },
      ],
      csv: { base: 'rain_counter', column: 11 },
    },
    homeAssistant: { deviceClass: 'precipitation', stateClass: 'total_increasing' },
  }),
  describe({
    kind: 'rainRate',
    labels: { de: 'Regenrate', en: 'Rain rate', fr: 'Intensité de pluie' },
    quantity: 'rainRate',
    bounds: { min: 0, max: 2000 },
    maxChangePerMinute: 250,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'rain_rate_mmh',
    summary: { stem: 'rain_rate', graphMean: true },
    forwarded: true,
    doors: 'code',
    sources: {
      ecowitt: [{ name: 'rainratein', unit: 'in/h' }],
      weewx: [{ name: 'rainRate', unit: 'in/h' }],
      cumulusLog: { name: 'rainRate', index: 8 },
      csv: { base: 'rain_rate', column: 12 },
      weatherlinkCsv: [['high rain rate', 'hi rain rate'], ['rain rate']],
    },
  }),
  describe({
    kind: 'solarRadiation',
    labels: { de: 'Sonnenstrahlung', en: 'Solar radiation', fr: 'Rayonnement solaire' },
    quantity: 'irradiance',
    bounds: { min: 0, max: 2000 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'solar_radiation_wm2',
    summary: { stem: 'solar_radiation', graphMean: true },
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'solarradiation', unit: 'W/m²' }],
      wunderground: [{ name: 'solarradiation', unit: 'W/m²' }],
      weewx: [{ name: 'radiation', unit: 'W/m²' }],
      cumulusLog: { name: 'solarRadiation', index: 18 },
      csv: { base: 'solar_radiation', column: 13 },
      weatherlinkCsv: [['solar rad', 'solar radiation']],
      ecowittCsv: {
        name: ['solar', 'sonne', 'rayonnement', 'radiation', 'lux', 'light', 'licht', 'lumin'],
        without: ['lightning'],
      },
    },
    forwarding: {
      wunderground: [
        { name: 'solarradiation', unit: 'W/m²', digits: 0, place: 10, sharedWith: ['pwsweather'] },
      ],
      windy: { name: 'solarradiation', unit: 'W/m²', digits: 0, place: 10 },
    },
  }),
  describe({
    kind: 'uv',
    jsonNote: 'UV index',
    labels: { de: 'UV', en: 'UV', fr: 'UV' },
    quantity: 'uvIndex',
    bounds: { min: 0, max: 25 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'uv_index',
    summary: { stem: 'uv', graphMean: true },
    forwarded: true,
    sources: {
      ecowitt: [
        { name: 'uv', unit: 'index' },
        { name: 'UV', unit: 'index' },
      ],
      wunderground: [
        { name: 'UV', unit: 'index' },
        { name: 'uv', unit: 'index' },
      ],
      weewx: [{ name: 'UV', unit: 'index' }],
      cumulusLog: { name: 'uvIndex', index: 17 },
      csv: { base: 'uv', column: 14 },
      weatherlinkCsv: [['uv index', 'uv']],
      ecowittCsv: { name: [' uv ', ' uvi '] },
    },
    forwarding: {
      wunderground: [{ name: 'UV', unit: 'index', digits: 1, place: 11, sharedWith: ['pwsweather'] }],
      windy: { name: 'uv', unit: 'index', digits: 1, place: 9 },
    },
  }),
] as const;
