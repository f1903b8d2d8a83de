/**
 * The measures every reading carries (the readings table's columns, the JSON door's READING_MEASURES), in the
 * JSON door's order (the rest in catalogue-reading-sensors.ts). Bounds are WMO world extremes with a margin
 * (−89.2 °C … 56.7 °C, 870 … 1084.8 hPa at sea level, 113 m/s gust) and sensor ranges for the rest (UV 0–16
 * on consumer sensors, PM2.5 sensors saturate near 1000 µg/m³, lightning detectors reach 40 km). Spike-filter
 * rates: the Falkensee station's ten years (contract quality.ts tells the figures); measures the filter does
 * not check have none.
 */

import { MAX_RAIN_STEP_MM } from '../rain.ts';
import { describe } from './measure-descriptor.ts';

const F = '°F';

/** The main array's measures and the rain gauge. */
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
    sources: {
      ecowitt: [{ name: 'tempf', unit: F }],
      wunderground: [{ name: 'tempf', unit: F }],
      weewx: [{ name: 'outTemp', unit: F }],
    },
    forwarding: { wunderground: [{ name: 'tempf', unit: F, digits: 1 }] },
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
    sources: {
      ecowitt: [{ name: 'humidity', unit: '%' }],
      wunderground: [{ name: 'humidity', unit: '%' }],
      weewx: [{ name: 'outHumidity', unit: '%' }],
    },
    forwarding: { wunderground: [{ name: 'humidity', unit: '%', digits: 0 }] },
  }),
  describe({
    kind: 'dewPoint',
    labels: { de: 'Taupunkt', en: 'Dew point', fr: 'Point de rosée' },
    quantity: 'temperature',
    bounds: { min: -90, max: 45 },
    maxChangePerMinute: 4,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    sources: {
      ecowitt: [{ name: 'dewptf', unit: F }],
      wunderground: [{ name: 'dewptf', unit: F }],
      weewx: [{ name: 'dewpoint', unit: F }],
    },
    forwarding: { wunderground: [{ name: 'dewptf', unit: F, digits: 1 }] },
  }),
  describe({
    kind: 'relativePressure',
    labels: { de: 'Relativer Luftdruck', en: 'Relative pressure', fr: 'Pression relative' },
    quantity: 'pressure',
    bounds: { min: 850, max: 1100 },
    maxChangePerMinute: 2,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    sources: {
      ecowitt: [{ name: 'baromrelin', unit: 'inHg' }],
      wunderground: [{ name: 'baromin', unit: 'inHg' }],
      weewx: [{ name: 'barometer', unit: 'inHg' }],
    },
    forwarding: { wunderground: [{ name: 'baromin', unit: 'inHg', digits: 3 }] },
  }),
  describe({
    kind: 'absolutePressure',
    labels: { de: 'Absoluter Luftdruck', en: 'Absolute pressure', fr: 'Pression absolue' },
    quantity: 'pressure',
    // At a station up to about 5,500 m.
    bounds: { min: 450, max: 1100 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    sources: {
      ecowitt: [{ name: 'baromabsin', unit: 'inHg' }],
      wunderground: [{ name: 'absbaromin', unit: 'inHg' }],
      weewx: [{ name: 'pressure', unit: 'inHg' }],
    },
  }),
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
    },
    forwarding: { wunderground: [{ name: 'windspeedmph', unit: 'mph', digits: 1 }] },
  }),
  describe({
    kind: 'windDirection',
    labels: { de: 'Windrichtung', en: 'Wind direction', fr: 'Direction du vent' },
    quantity: 'direction',
    bounds: { min: 0, max: 360 },
    maxChangePerMinute: null,
    fold: 'vector',
    channels: 0,
    reading: true,
    editable: true,
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
    },
    forwarding: { wunderground: [{ name: 'winddir', unit: '°', digits: 0 }] },
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
    sources: {
      ecowitt: [{ name: 'windgustmph', unit: 'mph' }],
      wunderground: [
        { name: 'windgustmph', unit: 'mph' },
        { name: 'windgustmph_10m', unit: 'mph' },
      ],
      weewx: [{ name: 'windGust', unit: 'mph' }],
    },
    forwarding: { wunderground: [{ name: 'windgustmph', unit: 'mph', digits: 1 }] },
  }),
  describe({
    kind: 'windMaxDailyGust',
    labels: { de: 'Tagesmaximum Böe', en: 'Day max gust', fr: 'Rafale max. du jour' },
    quantity: 'speed',
    bounds: { min: 0, max: 115 },
    maxChangePerMinute: null,
    fold: 'last',
    channels: 0,
    reading: true,
    editable: false,
    sources: { ecowitt: [{ name: 'maxdailygust', unit: 'mph' }] },
  }),
  describe({
    kind: 'rain',
    labels: { de: 'Regen', en: 'Rain', fr: 'Pluie' },
    quantity: 'rain',
    // Per interval: a long gap may hold a whole wet day; a counter's rise is bounded alike (rain.ts).
    bounds: { min: 0, max: MAX_RAIN_STEP_MM },
    maxChangePerMinute: 10,
    fold: 'sum',
    channels: 0,
    reading: true,
    editable: true,
    // The doors derive it from the gauges' counters (rainTotal and the piezo kinds).
    sources: { weewx: [{ name: 'rain', unit: 'in' }] },
  }),
  describe({
    kind: 'rainTotal',
    labels: { de: 'Regenzähler', en: 'Rain counter', fr: 'Compteur de pluie' },
    quantity: 'rain',
    bounds: { min: 0, max: 1_000_000 },
    maxChangePerMinute: null,
    fold: 'last',
    channels: 0,
    reading: true,
    editable: false,
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
    sources: {
      ecowitt: [{ name: 'rainratein', unit: 'in/h' }],
      weewx: [{ name: 'rainRate', unit: 'in/h' }],
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
    sources: {
      ecowitt: [{ name: 'solarradiation', unit: 'W/m²' }],
      wunderground: [{ name: 'solarradiation', unit: 'W/m²' }],
      weewx: [{ name: 'radiation', unit: 'W/m²' }],
    },
    forwarding: { wunderground: [{ name: 'solarradiation', unit: 'W/m²', digits: 0 }] },
  }),
  describe({
    kind: 'uv',
    labels: { de: 'UV', en: 'UV', fr: 'UV' },
    quantity: 'uvIndex',
    bounds: { min: 0, max: 25 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
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
    },
    forwarding: { wunderground: [{ name: 'UV', unit: 'index', digits: 1 }] },
  }),
] as const;
