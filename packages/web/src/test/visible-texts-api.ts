/** The fake API of the visible-texts test (locales/visible-texts.test.tsx): every public page's answers. */
import type { Forecast, NewRecord } from '@meteodeck/contract';
import { DEFAULT_SITE_SETTINGS } from '@meteodeck/contract';
import { buildAgroAnswer } from './climate-agro.ts';
import { buildNormalsAnswer } from './climate-normals.ts';
import { buildClimateRecords, buildGreenhouseRecords, buildTodaysRecords } from './climate-records.ts';
import { json } from './fake-api.ts';
import { buildObservation } from './observations.ts';
import { buildOnThisDayAnswer, buildOnThisDayYear } from './on-this-day.ts';
import { buildStation } from './stations.ts';
import {
  buildCurrentData,
  buildDataStation,
  buildDayCountsAnswer,
  buildGraphData,
  buildGraphPoint,
  buildHeatMapAnswer,
  buildPeriodHistory,
  buildWindRose,
  METRIC_UNIT,
} from './weather-data.ts';

export const station = buildStation({
  name: 'Rütenbrock',
  description: 'Davis Vantage Pro 2 im Garten',
  otherStations: [{ name: 'Wetter Twist', url: 'https://wetter-twist.example' }],
});
export const current = buildCurrentData({ receivedAt: '2026-06-15T14:05:00+02:00' });
export const observation = buildObservation({
  message: 'Leichter Nieselregen seit dem Morgen',
  createdAt: '2026-06-15T09:00:00.000Z',
  updatedAt: '2026-06-15T09:00:00.000Z',
});
export const post = {
  id: 3,
  name: 'Neuer Regenmesser',
  description: 'Seit Montag misst ein beheizter Regenmesser auch Schnee.',
  createdAt: '2026-06-13T09:00:00.000Z',
  updatedAt: '2026-06-13T09:00:00.000Z',
};
const forecastDay = {
  temp: { min: 11, max: 22 },
  weather: [{ icon: '02d' as const, description: 'Leicht bewölkt' }],
};
export const forecast: Forecast = {
  lat: 52.84,
  lon: 7.1,
  timezone: 'Europe/Berlin',
  timezone_offset: 7200,
  current: {
    dt: 1_781_524_800,
    temp: 21.5,
    humidity: 55,
    wind_speed: 3.5,
    wind_deg: 225,
    weather: forecastDay.weather,
  },
  daily: Array.from({ length: 8 }, (_, i) => ({ dt: 1_781_524_800 + i * 86_400, ...forecastDay })),
};
const point = (at: string) =>
  buildGraphPoint(at, { temperature: 18, dewPoint: 10, windChill: 18, humidity: 60, relativePressure: 1015 });
const graph = buildGraphData({
  datas: [point('2026-06-15T10:00:00+02:00'), point('2026-06-15T11:00:00+02:00')],
});
// The extra sensors: an owner's name, and a leak shown by its kind's English label and channel.
export const sensors = {
  sensors: [
    {
      key: 'extraTemperature:1',
      kind: 'extraTemperature',
      channel: 1,
      name: 'Greenhouse',
      unit: '°C',
      homeTile: true,
      value: 21.5,
      at: '2026-06-15T12:05:00.000Z',
    },
    {
      key: 'leak:1',
      kind: 'leak',
      channel: 1,
      name: null,
      unit: 'flag',
      homeTile: false,
      value: 0,
      at: '2026-06-15T12:05:00.000Z',
    },
  ],
};
const sensorFold = {
  min: 12,
  minAt: '2026-06-15T03:10:00.000Z',
  max: 24,
  maxAt: '2026-06-15T13:40:00.000Z',
  mean: 18,
  sum: 36,
  count: 2,
  last: 20,
  lastAt: '2026-06-15T14:00:00.000Z',
};
const sensorSummaries = {
  from: '2026-06-15',
  to: '2026-06-15',
  sensors: sensors.sensors.map(({ key, kind, channel, name, unit }) => ({
    key,
    kind,
    channel,
    name,
    unit,
    days: [],
    period: kind === 'leak' ? { ...sensorFold, min: 0, max: 0, last: 0 } : sensorFold,
  })),
};
const sensorSeries = {
  from: '2026-06-14',
  to: '2026-06-15',
  bucketMinutes: 10,
  sensors: sensors.sensors.map(({ key, kind, channel, name, unit }) => ({
    key,
    kind,
    channel,
    name,
    unit,
    points: [{ at: '2026-06-15T10:00:00.000Z', mean: 20, min: 20, max: 20 }],
    days: [],
  })),
};
const history = buildPeriodHistory({
  maxTemperature: 24.5,
  maxTemperatureReceivedAt: '2026-06-15T13:10:00+02:00',
  minTemperature: 12.1,
  minTemperatureReceivedAt: '2026-06-15T05:10:00+02:00',
});
const reportDay = (date: string) => ({
  day: date,
  meanTemperature: 14,
  highTemperature: 20,
  highTemperatureAt: `${date}T15:00:00+02:00`,
  lowTemperature: 10,
  lowTemperatureAt: `${date}T06:00:00+02:00`,
  heatingDegreeDays: 4.3,
  coolingDegreeDays: 0,
  rain: 2,
  meanWindSpeed: 7.2,
  highGust: 28.8,
  highGustAt: `${date}T15:00:00+02:00`,
  dominantDirection: 90,
});
const report = {
  weatherStation: buildDataStation(),
  unit: METRIC_UNIT,
  month: '2026-06',
  thresholds: { degreeDayBase: 18.3, hot: 30, cold: 0, veryCold: -18, rain: [0.2, 2, 20] },
  days: ['2026-06-01', '2026-06-02'].map(reportDay),
  summary: {
    meanTemperature: 14,
    highTemperature: 20,
    highTemperatureDay: '2026-06-01',
    lowTemperature: 10,
    lowTemperatureDay: '2026-06-02',
    heatingDegreeDays: 8.6,
    coolingDegreeDays: 0,
    rain: 4,
    meanWindSpeed: 7.2,
    highGust: 28.8,
    highGustDay: '2026-06-01',
    dominantDirection: 90,
  },
};
const NEW_RECORDS: NewRecord[] = [
  { kind: 'highestHigh', scope: 'month', month: 11, value: 15.2, previous: 14.5 },
  { kind: 'lowestPressure', scope: 'allTime', month: 11, value: 980, previous: 985 },
];
export const status = {
  generatedAt: '2026-06-15T12:10:00.000Z',
  stations: [
    {
      reference: 'SSDP41000',
      name: 'Rütenbrock',
      city: 'Rütenbrock',
      lastReadingAt: '2026-06-15T12:05:00.000Z',
      lastReadingAgeSeconds: 300,
      freshness: 'fresh',
      uploads: [{ protocol: 'ecowitt', lastReadingAt: '2026-06-15T12:05:00.000Z', ageSeconds: 300 }],
      readingsToday: 144,
      valuesRejectedToday: 1,
      protocol: 'ecowitt',
      sensors: [{ name: 'wh65batt', value: 0, low: false }],
    },
  ],
};

export const API = {
  'GET /api/weatherStation': () => json({ weatherStations: [station], numberOfResult: 1 }),
  'GET /api/weatherStation/SSDP41000': () => json(station),
  'GET /api/weatherStation/observation/last/SSDP41000': () => json(observation),
  'GET /api/weatherData/SSDP41000/currentData/detail': () => json(current),
  'GET /api/weatherData/SSDP41000/currentData': () => json(current),
  'GET /api/weatherData/SSDP41000/history/daily': () => json(history),
  'GET /api/weatherData/SSDP41000/history/day': () => json(history),
  'GET /api/weatherData/SSDP41000/graph/day': () => json(graph),
  'GET /api/weatherData/SSDP41000/windRose/day': () => json(buildWindRose()),
  'GET /api/weatherData/SSDP41000/sensors': () => json(sensors),
  'GET /api/weatherData/SSDP41000/sensors/summaries': () => json(sensorSummaries),
  'GET /api/weatherData/SSDP41000/sensors/series': () => json(sensorSeries),
  // The record's first and last day with data bound the window pickers.
  'GET /api/weatherData/SSDP41000/history/record': () =>
    json(buildPeriodHistory({ period: 'record', startDate: '2019-03-02', endDate: '2026-06-15' })),
  'GET /api/weatherData/SSDP41000/report': () => json({ months: ['2026-06'] }),
  'GET /api/weatherData/SSDP41000/climate/records': () =>
    json(
      buildClimateRecords({
        newRecords: NEW_RECORDS,
        sensors: [buildGreenhouseRecords({ name: 'Greenhouse' })],
      }),
    ),
  'GET /api/weatherData/SSDP41000/climate/records/today': () => json(buildTodaysRecords(NEW_RECORDS)),
  'GET /api/weatherData/SSDP41000/report/2026-06': () => json(report),
  'GET /api/weatherData/SSDP41000/climate/dayCounts': () =>
    json(buildDayCountsAnswer(2026, { 6: { temperatureDays: 2, summerDays: 1, heatingDegreeDays: 3.1 } })),
  'GET /api/weatherData/SSDP41000/climate/normals': () => json(buildNormalsAnswer()),
  'GET /api/weatherData/SSDP41000/climate/agro': () => json(buildAgroAnswer()),
  'GET /api/weatherData/SSDP41000/climate/heatMap': () =>
    json(buildHeatMapAnswer(2026, (day) => (day === '2026-06-01' ? { meanTemperature: 14, rain: 2 } : {}))),
  'GET /api/weatherData/SSDP41000/climate/onThisDay': () =>
    json(
      buildOnThisDayAnswer('06-15', [
        buildOnThisDayYear('2026-06-15', { maxTemperature: 24.5 }, { running: true }),
        buildOnThisDayYear('2025-06-15', { maxTemperature: 21, minPressure: 1010, maxPressure: 1015 }),
        buildOnThisDayYear('2024-06-15'),
      ]),
    ),
  'GET /api/post': () => json({ posts: [post], numberOfResult: 1 }),
  'GET /api/post/3': () => json(post),
  'GET /api/openWeather': () => json(forecast),
  'GET /api/status': () => json(status),
  'GET /api/siteSettings': () =>
    json({
      ...DEFAULT_SITE_SETTINGS,
      socialLinks: {
        facebook: 'https://www.facebook.com/wetter',
        x: 'https://x.com/wetter',
        instagram: 'https://www.instagram.com/wetter',
      },
    }),
};
