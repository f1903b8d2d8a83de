/**
 * The rest of the reading's measures (after catalogue-reading.ts, same order): the first channel of the soil,
 * leaf and particulate sensors, the lightning detector and the indoor sensor. For a channelled one, a reading
 * keeps the lowest channel present of those its door reads (`doors`); the sensors module keeps every channel.
 */

import { DEW, HUMIDITY, INDOOR } from './ecowitt-csv-words.ts';
import { describe } from './measure-descriptor.ts';

const F = '°F';
/** PM2.5 in Ecowitt's CSV headers (`PM2.5` normalized is `pm2 5`). */
const PM25 = ['pm2 5', 'pm25'];

export const READING_SENSOR_CATALOGUE = [
  describe({
    kind: 'soilTemperature',
    labels: { de: 'Bodentemperatur', en: 'Soil temperature', fr: 'Température du sol' },
    quantity: 'temperature',
    bounds: { min: -60, max: 80 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 8,
    reading: true,
    editable: true,
    column: 'soil_temperature_c',
    summary: { stem: 'soil_temperature', graphMean: true },
    forwarded: true,
    // The reading takes a console's first four probes, and the spellings some firmware sends.
    doors: {
      ecowitt: {
        lastChannel: 4,
        before: [
          { name: 'soiltempf', unit: F },
          { name: 'soiltemp1f', unit: F },
        ],
        after: [{ name: 'soil_ec_temp1', unit: F }],
      },
      wunderground: { lastChannel: 1 },
    },
    sensors: 'Ecowitt WN34',
    sources: {
      ecowitt: [{ name: 'tf_ch{n}', unit: F }],
      wunderground: [
        { name: 'soiltempf', unit: F, channels: [1, 1] },
        { name: 'soiltemp{n}f', unit: F, channels: [2, 4] },
      ],
      weewx: [{ name: 'soilTemp{n}', unit: F, channels: [1, 4] }],
      cumulusExtraLog: [32, 33, 34, 35, 44, 45, 46, 47],
      csv: { base: 'soil_temperature', column: 15 },
    },
    forwarding: {
      wunderground: [
        { name: 'soiltempf', unit: F, channels: [1, 1], digits: 1, place: 12, sharedWith: ['wow'] },
        { name: 'soiltemp{n}f', unit: F, channels: [2, 4], digits: 1, place: 15 },
      ],
      awekas: { position: 21, unit: '°C', digits: 1 },
    },
  }),
  describe({
    kind: 'leafWetness',
    labels: { de: 'Blattnässe', en: 'Leaf wetness', fr: 'Humectation foliaire' },
    quantity: 'wetness',
    bounds: { min: 0, max: 100 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 8,
    reading: true,
    editable: true,
    column: 'leaf_wetness_pct',
    summary: { stem: 'leaf_wetness', graphMean: true },
    forwarded: true,
    doors: {
      ecowitt: { lastChannel: 4, after: [{ name: 'leafwetness', unit: '%' }] },
      wunderground: { lastChannel: 1 },
    },
    sensors: 'Ecowitt WN35',
    sources: {
      ecowitt: [{ name: 'leafwetness_ch{n}', unit: '%' }],
      wunderground: [
        { name: 'leafwetness', unit: '%', channels: [1, 1] },
        { name: 'leafwetness{n}', unit: '%', channels: [2, 2] },
      ],
      // WeeWX keeps Davis' 0–15 scale, stored as it comes.
      weewx: [{ name: 'leafWet{n}', unit: 'count', channels: [1, 2] }],
      cumulusExtraLog: [42, 43],
      csv: { base: 'leaf_wetness', column: 16 },
    },
    forwarding: {
      wunderground: [
        { name: 'leafwetness', unit: '%', channels: [1, 1], digits: 0, place: 16 },
        { name: 'leafwetness{n}', unit: '%', channels: [2, 2], digits: 0, place: 17 },
      ],
    },
  }),
  describe({
    kind: 'pm25',
    labels: { de: 'PM2,5', en: 'PM2.5', fr: 'PM2,5' },
    quantity: 'particulates',
    bounds: { min: 0, max: 2000 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 4,
    reading: true,
    editable: true,
    column: 'pm25_ugm3',
    summary: { stem: 'pm25', graphMean: true },
    forwarded: true,
    // Without a PM2.5 channel, the reading takes the CO₂ monitor's PM2.5 (WH45).
    doors: { ecowitt: { after: [{ name: 'pm25_co2', unit: 'µg/m³' }] } },
    sensors: 'Ecowitt WH41, WH43',
    sources: {
      ecowitt: [{ name: 'pm25_ch{n}', unit: 'µg/m³' }],
      wunderground: [{ name: 'AqPM2.5', unit: 'µg/m³', channels: [1, 1] }],
      weewx: [{ name: 'pm2_5', unit: 'µg/m³', channels: [1, 1] }],
      cumulusExtraLog: [68, 69, 70, 71],
      csv: { base: 'pm25', column: 17 },
      ecowittCsv: { name: PM25, without: ['24', 'avg', 'moy'] },
    },
    forwarding: {
      wunderground: [{ name: 'AqPM2.5', unit: 'µg/m³', channels: [1, 1], digits: 1, place: 18 }],
    },
  }),
  describe({
    kind: 'pm25Avg',
    jsonNote: '24 h average',
    labels: { de: 'PM2,5 24-h-Mittel', en: 'PM2.5 24 h mean', fr: 'PM2,5 moyenne 24 h' },
    quantity: 'particulates',
    bounds: { min: 0, max: 2000 },
    maxChangePerMinute: null,
    fold: 'mean',
    channels: 4,
    reading: true,
    editable: false,
    column: 'pm25_avg24h_ugm3',
    summary: { stem: 'pm25_avg24h', graphMean: true },
    doors: { ecowitt: { after: [{ name: 'pm25_24h_co2', unit: 'µg/m³' }] } },
    sensors: 'Ecowitt WH41, WH43',
    sources: {
      ecowitt: [{ name: 'pm25_avg_24h_ch{n}', unit: 'µg/m³' }],
      cumulusExtraLog: [72, 73, 74, 75],
      csv: { base: 'pm25_avg24h', column: 18 },
      ecowittCsv: { context: PM25, name: ['24', 'avg', 'moy'] },
    },
  }),
  describe({
    kind: 'lightningCount',
    jsonNote: 'strikes since the previous reading',
    labels: { de: 'Blitze', en: 'Lightning', fr: 'Éclairs' },
    quantity: 'count',
    bounds: { min: 0, max: 1_000_000 },
    maxChangePerMinute: null,
    fold: 'sum',
    channels: 0,
    reading: true,
    editable: false,
    column: 'lightning_count',
    // The Ecowitt door keeps `lightning_num` as the reading's counter; its steps are strikes (code).
    doors: 'code',
    sensors: 'Ecowitt WH57',
    // Ecowitt's `lightning_num` is the day's counter; the door turns its steps into strikes.
    sources: {
      ecowitt: [{ name: 'lightning_num', unit: 'count' }],
      weewx: [{ name: 'lightning_strike_count', unit: 'count' }],
      csv: { base: 'lightning_count', column: 19 },
    },
  }),
  describe({
    kind: 'lightningDistance',
    jsonNote: 'last strike',
    labels: { de: 'Blitzentfernung', en: 'Lightning distance', fr: 'Distance des éclairs' },
    quantity: 'lightningDistance',
    bounds: { min: 0, max: 100 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: false,
    column: 'lightning_distance_km',
    summary: { stem: 'lightning_distance', graphMean: false },
    sensors: 'Ecowitt WH57',
    // Ecowitt sends kilometres even in imperial mode; 255 means no strike.
    sources: {
      ecowitt: [{ name: 'lightning', unit: 'km', noValue: 255 }],
      weewx: [{ name: 'lightning_distance', unit: 'mi' }],
      csv: { base: 'lightning_distance', column: 21 },
    },
  }),
  describe({
    kind: 'indoorTemperature',
    labels: { de: 'Innentemperatur', en: 'Indoor temperature', fr: 'Température intérieure' },
    quantity: 'temperature',
    bounds: { min: -50, max: 70 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'indoor_temperature_c',
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'tempinf', unit: F }],
      wunderground: [{ name: 'indoortempf', unit: F }],
      weewx: [{ name: 'inTemp', unit: F }],
      cumulusLog: { name: 'insideTemperature', index: 12 },
      csv: { base: 'indoor_temperature', column: 22 },
      weatherlinkCsv: [['in temp', 'inside temp']],
      ecowittCsv: { name: ['temp'], context: INDOOR, without: DEW },
    },
    forwarding: { wunderground: [{ name: 'indoortempf', unit: F, digits: 1, place: 13 }] },
  }),
  describe({
    kind: 'indoorHumidity',
    labels: { de: 'Innenfeuchte', en: 'Indoor humidity', fr: 'Humidité intérieure' },
    quantity: 'humidity',
    bounds: { min: 0, max: 100 },
    maxChangePerMinute: null,
    fold: 'minMax',
    channels: 0,
    reading: true,
    editable: true,
    column: 'indoor_humidity_pct',
    forwarded: true,
    sources: {
      ecowitt: [{ name: 'humidityin', unit: '%' }],
      wunderground: [{ name: 'indoorhumidity', unit: '%' }],
      weewx: [{ name: 'inHumidity', unit: '%' }],
      cumulusLog: { name: 'insideHumidity', index: 13 },
      csv: { base: 'indoor_humidity', column: 23 },
      weatherlinkCsv: [['in hum', 'inside hum']],
      ecowittCsv: { name: HUMIDITY, context: INDOOR },
    },
    forwarding: { wunderground: [{ name: 'indoorhumidity', unit: '%', digits: 0, place: 14 }] },
  }),
] as const;
