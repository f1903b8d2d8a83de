/**
 * The forwarding networks' fields the measure catalogue gives, against each network's documentation (the
 * fields as the adapters send them; docs/FORWARDING.md names each protocol's source).
 */
import { describe, expect, it } from 'vitest';
import { MEASURE_CATALOGUE, measureDescriptor } from './catalogue.ts';
import {
  AWEKAS_FIELDS,
  CWOP_FIELDS,
  OPENWEATHERMAP_FIELDS,
  WINDY_FIELDS,
  WUNDERGROUND_QUERY_FIELDS,
} from './catalogue-networks.ts';
import { measureUnitConverter } from './measure-units.ts';

/** Each field as `[kind, name, unit, digits]`. */
const named = (fields: typeof WINDY_FIELDS) =>
  fields.map((field) => [field.kind, field.name, field.unit, field.digits]);

describe("the catalogue's network fields", () => {
  it("gives Windy's Stations API its metric measure fields, the rain of the past hour's place (8) left free", () => {
    // stations.windy.com API reference: temp, dewpoint (°C), humidity (%), wind, gust (m/s), winddir (°),
    // mbar (hPa), precip (mm, the adapter's), uv, solarradiation (W/m²).
    expect(named(WINDY_FIELDS)).toEqual([
      ['temperature', 'temp', '°C', 1],
      ['dewPoint', 'dewpoint', '°C', 1],
      ['humidity', 'humidity', '%', 0],
      ['windSpeed', 'wind', 'm/s', 1],
      ['windGust', 'gust', 'm/s', 1],
      ['windDirection', 'winddir', '°', 0],
      ['relativePressure', 'mbar', 'hPa', 1],
      ['uv', 'uv', 'index', 1],
      ['solarRadiation', 'solarradiation', 'W/m²', 0],
    ]);
    expect(WINDY_FIELDS.map((field) => field.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10]);
  });

  it('gives an OpenWeatherMap measurement its metric measure fields, the rain windows (8, 9) left free', () => {
    // openweathermap.org/stations, Weather Stations API 3.0: temperature (°C), wind_speed, wind_gust (m/s),
    // wind_deg, pressure (hPa), humidity (%), dew_point (°C); rain_1h and rain_24h (mm) are the adapter's.
    expect(named(OPENWEATHERMAP_FIELDS)).toEqual([
      ['temperature', 'temperature', '°C', 1],
      ['windSpeed', 'wind_speed', 'm/s', 1],
      ['windGust', 'wind_gust', 'm/s', 1],
      ['windDirection', 'wind_deg', '°', 0],
      ['relativePressure', 'pressure', 'hPa', 1],
      ['humidity', 'humidity', '%', 0],
      ['dewPoint', 'dew_point', '°C', 1],
    ]);
    expect(OPENWEATHERMAP_FIELDS.map((field) => field.place)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("gives CWOP's APRS weather report its positional fields, the rain windows' (5 to 7) left free", () => {
    // APRS 1.01 "Weather Reports": _ddd/sss (direction, mph) g (gust, mph) t (°F) r p P (the adapter's rain
    // windows) h (%, 00 for 100) b (tenths of hPa, 5 digits) L / l (W/m², l from 1000).
    expect(CWOP_FIELDS.map(({ kind, ...field }) => [kind, field])).toEqual([
      ['windDirection', { position: 1, code: '_', unit: '°', width: 3 }],
      ['windSpeed', { position: 2, code: '/', unit: 'mph', width: 3 }],
      ['windGust', { position: 3, code: 'g', unit: 'mph', width: 3 }],
      ['temperature', { position: 4, code: 't', unit: '°F', width: 3 }],
      ['humidity', { position: 8, code: 'h', unit: '%', width: 2, wrap: true }],
      ['relativePressure', { position: 9, code: 'b', unit: 'hPa', scale: 10, width: 5 }],
      [
        'solarRadiation',
        {
          position: 10,
          code: 'L',
          unit: 'W/m²',
          width: 3,
          above: { from: 1000, code: 'l' },
          optional: true,
        },
      ],
    ]);
  });

  it("gives AWEKAS's basic upload its measures' positions, the adapter's (1 to 4, 8, 14, 23 to 25) left free", () => {
    // AWEKAS API description, basic interface (eingabe_pruefung.php): 5 temperature (°C), 6 humidity (%),
    // 7 air pressure (hPa), 9 wind speed (km/h), 10 wind direction (°), 13 snow height (cm, empty when
    // none), 16 gust (km/h), 17 solar radiation (W/m²), 18 UV index, 21 soil temperature (°C), 22 rain
    // rate (mm/h); the login, date, time, the day's rain (8), language, software and position are the adapter's.
    expect(AWEKAS_FIELDS.map(({ kind, ...field }) => [kind, field])).toEqual([
      ['temperature', { position: 5, unit: '°C', digits: 1, channel: 0, reading: 'temperature' }],
      ['humidity', { position: 6, unit: '%', digits: 0, channel: 0, reading: 'humidity' }],
      ['relativePressure', { position: 7, unit: 'hPa', digits: 1, channel: 0, reading: 'relativePressure' }],
      ['windSpeed', { position: 9, unit: 'km/h', digits: 1, channel: 0, reading: 'windSpeed' }],
      ['windDirection', { position: 10, unit: '°', digits: 0, channel: 0, reading: 'windDirection' }],
      ['snowDepth', { position: 13, unit: 'cm', digits: 0, emptyAt: 0, channel: 1, reading: null }],
      ['windGust', { position: 16, unit: 'km/h', digits: 1, channel: 0, reading: 'windGust' }],
      ['solarRadiation', { position: 17, unit: 'W/m²', digits: 0, channel: 0, reading: 'solarRadiation' }],
      ['uv', { position: 18, unit: 'index', digits: 1, channel: 0, reading: 'uv' }],
      ['soilTemperature', { position: 21, unit: '°C', digits: 1, channel: 1, reading: 'soilTemperature' }],
      ['rainRate', { position: 22, unit: 'mm/h', digits: 1, channel: 0, reading: 'rainRate' }],
    ]);
    // Every measure that declares a position has it, in a unit its measure converts to.
    expect(AWEKAS_FIELDS).toHaveLength(
      MEASURE_CATALOGUE.filter((entry) => entry.forwarding.awekas !== undefined).length,
    );
    for (const field of AWEKAS_FIELDS) {
      expect(measureUnitConverter(measureDescriptor(field.kind).unit, field.unit), field.kind).not.toBeNull();
    }
  });

  it("gives PWSweather the Weather Underground fields its upload protocol lists, and no sensor's", () => {
    // PWSweather's station upload (Weather Underground's protocol): tempf, humidity, dewptf, baromin,
    // winddir, windspeedmph, windgustmph, solarradiation, UV; rainin and dailyrainin are the adapter's.
    const fields = WUNDERGROUND_QUERY_FIELDS.filter((field) => field.sharedWith.includes('pwsweather'));
    expect(fields.map((field) => [field.name, field.unit, field.digits])).toEqual([
      ['tempf', '°F', 1],
      ['humidity', '%', 0],
      ['dewptf', '°F', 1],
      ['baromin', 'inHg', 3],
      ['winddir', '°', 0],
      ['windspeedmph', 'mph', 1],
      ['windgustmph', 'mph', 1],
      ['solarradiation', 'W/m²', 0],
      ['UV', 'index', 1],
    ]);
    expect(fields.every((field) => field.reading === field.kind)).toBe(true);
  });

  it('gives WOW the Weather Underground fields its automatic upload lists, soil moisture from the sensor', () => {
    // Met Office WOW, automatic upload: tempf, humidity, dewptf, baromin, winddir, windspeedmph,
    // windgustmph, soiltempf, soilmoisture; rainin and dailyrainin are the adapter's.
    const fields = WUNDERGROUND_QUERY_FIELDS.filter((field) => field.sharedWith.includes('wow'));
    expect(fields.map((field) => [field.name, field.unit, field.digits, field.channel])).toEqual([
      ['tempf', '°F', 1, 0],
      ['humidity', '%', 0, 0],
      ['dewptf', '°F', 1, 0],
      ['baromin', 'inHg', 3, 0],
      ['winddir', '°', 0, 0],
      ['windspeedmph', 'mph', 1, 0],
      ['windgustmph', 'mph', 1, 0],
      ['soiltempf', '°F', 1, 1],
      ['soilmoisture', '%', 0, 1],
    ]);
    // The soil moisture is no reading's measure: the station's public sensor of channel 1 fills it.
    expect(fields.filter((field) => field.reading === null).map((field) => field.kind)).toEqual([
      'soilMoisture',
    ]);
  });

  it('gives these networks fields of forwarded measures only, each in a unit its measure converts to', () => {
    const lists = [WINDY_FIELDS, OPENWEATHERMAP_FIELDS, CWOP_FIELDS];
    const declared = (network: 'windy' | 'openweathermap' | 'cwop') =>
      MEASURE_CATALOGUE.filter((entry) => entry.forwarding[network] !== undefined).length;
    expect(WINDY_FIELDS).toHaveLength(declared('windy'));
    expect(OPENWEATHERMAP_FIELDS).toHaveLength(declared('openweathermap'));
    expect(CWOP_FIELDS).toHaveLength(declared('cwop'));
    for (const field of lists.flat()) {
      expect(measureDescriptor(field.kind).forwarded, field.kind).toBe(true);
      expect(measureUnitConverter(measureDescriptor(field.kind).unit, field.unit), field.kind).not.toBeNull();
    }
  });
});
