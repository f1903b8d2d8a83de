import { describe, expect, it } from 'vitest';
import { IMPERIAL_UNIT_SET, METRIC_UNIT_SET } from '../unit-symbols.ts';
import {
  cumulusExtraLogFields,
  displayUnitOf,
  EDITABLE_MEASURE_KINDS,
  type FieldSource,
  isMeasureKind,
  MEASURE_CATALOGUE,
  MEASURE_KINDS,
  type MeasureKind,
  measureDescriptor,
  measureLabel,
  measureToCanonical,
  READING_MEASURE_KINDS,
  type ReadingMeasureKind,
  SPIKE_CHECKED_KINDS,
  sourceFieldIndex,
  sourceFields,
  unitText,
  wundergroundFields,
} from './catalogue.ts';
import { MEASURE_UNITS, QUANTITY_UNITS } from './measure-descriptor.ts';

const SOURCES: readonly FieldSource[] = ['ecowitt', 'wunderground', 'weewx'];
const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name);

describe('the measure catalogue', () => {
  it('gives every kind a distinct id and a label in German, English and French', () => {
    expect(new Set(MEASURE_KINDS).size).toBe(MEASURE_KINDS.length);
    for (const entry of MEASURE_CATALOGUE) {
      for (const language of ['de', 'en', 'fr'] as const) {
        expect(entry.labels[language].trim(), `${entry.kind} ${language}`).not.toBe('');
      }
    }
    expect(measureLabel('soilMoisture', 'de')).toBe('Bodenfeuchte');
    expect(measureLabel('soilMoisture', 'fr')).toBe('Humidité du sol');
    expect(measureLabel('indoorHumidity', 'en')).toBe('Indoor humidity');
  });

  it('lists the reading’s measures in the JSON door’s order', () => {
    expect(READING_MEASURE_KINDS).toEqual([
      'temperature',
      'humidity',
      'dewPoint',
      'relativePressure',
      'absolutePressure',
      'windSpeed',
      'windDirection',
      'windGust',
      'windMaxDailyGust',
      'rain',
      'rainTotal',
      'rainRate',
      'solarRadiation',
      'uv',
      'soilTemperature',
      'leafWetness',
      'pm25',
      'pm25Avg',
      'lightningCount',
      'lightningDistance',
      'indoorTemperature',
      'indoorHumidity',
    ]);
    const reading: ReadingMeasureKind = 'indoorHumidity';
    // @ts-expect-error an extra sensor's kind is not a reading measure
    const notReading: ReadingMeasureKind = 'soilMoisture';
    // @ts-expect-error not a kind
    const unknown: MeasureKind = 'indoorHumidty';
    expect([reading, notReading, unknown].every((kind) => typeof kind === 'string')).toBe(true);
  });

  it('lets the reading editor change the values a person reads off a reading', () => {
    expect(EDITABLE_MEASURE_KINDS).toEqual([
      'temperature',
      'humidity',
      'dewPoint',
      'relativePressure',
      'absolutePressure',
      'windSpeed',
      'windDirection',
      'windGust',
      'rain',
      'rainRate',
      'solarRadiation',
      'uv',
      'soilTemperature',
      'leafWetness',
      'pm25',
      'indoorTemperature',
      'indoorHumidity',
    ]);
    expect(MEASURE_CATALOGUE.filter((entry) => entry.editable && !entry.reading)).toEqual([]);
  });

  it('orders every kind’s bounds and keeps its units within the known ones', () => {
    for (const entry of MEASURE_CATALOGUE) {
      expect(entry.bounds.min, entry.kind).toBeLessThan(entry.bounds.max);
      expect(MEASURE_UNITS).toContain(entry.unit);
      expect(entry.displayUnits, entry.kind).toContain(entry.unit);
      expect(entry.unit).toBe(QUANTITY_UNITS[entry.quantity].unit);
      expect(Number.isInteger(entry.channels) && entry.channels >= 0, entry.kind).toBe(true);
      if (entry.maxChangePerMinute !== null) expect(entry.maxChangePerMinute).toBeGreaterThan(0);
    }
  });

  it('checks with the spike filter by default the measures it always checked', () => {
    const checked = MEASURE_CATALOGUE.filter((entry) => entry.reading && entry.maxChangePerMinute !== null);
    expect(Object.fromEntries(checked.map((entry) => [entry.kind, entry.maxChangePerMinute]))).toEqual({
      temperature: 4,
      humidity: 15,
      dewPoint: 4,
      relativePressure: 2,
      windSpeed: 15,
      windGust: 25,
      rain: 10,
      rainRate: 250,
    });
    expect(SPIKE_CHECKED_KINDS).toEqual(Object.keys(Object.fromEntries(checked.map((e) => [e.kind, 0]))));
  });

  it('reads every source field in a unit that converts to the kind’s own', () => {
    // WeeWX keeps Davis' leaf wetness scale (0–15): stored as it comes.
    const asTheyCome = new Set(['weewx leafWet1']);
    for (const source of SOURCES) {
      for (const kind of MEASURE_KINDS) {
        for (const field of sourceFields(kind, source)) {
          if (field.channel > 1 || asTheyCome.has(`${source} ${field.name}`)) continue;
          expect(measureToCanonical(kind, 1, field.unit), `${source} ${field.name}`).not.toBeNull();
        }
      }
      for (const kind of MEASURE_KINDS) {
        for (const field of wundergroundFields(kind)) {
          expect(measureToCanonical(kind, 1, field.unit), field.name).not.toBeNull();
        }
      }
    }
    expect(measureToCanonical('snowDepth', 125, 'mm')).toBe(12.5);
    expect(measureToCanonical('extraTemperature', 212, '°F')).toBe(100);
  });

  it('keeps each field of a source to one kind', () => {
    for (const source of SOURCES) {
      const owner = new Map<string, string>();
      for (const kind of MEASURE_KINDS) {
        for (const field of sourceFields(kind, source)) {
          const known = owner.get(field.name);
          expect(known === undefined || known === kind, `${source} ${field.name}: ${known} and ${kind}`).toBe(
            true,
          );
          owner.set(field.name, kind);
        }
      }
    }
    const forwarded = MEASURE_KINDS.flatMap((kind) => names(wundergroundFields(kind)));
    expect(new Set(forwarded).size).toBe(forwarded.length);
  });

  it('generates each channel’s key', () => {
    expect(sourceFields('extraTemperature', 'ecowitt')).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((channel) => ({ channel, name: `temp${channel}f`, unit: '°F' })),
    );
    expect(names(sourceFields('extraHumidity', 'ecowitt'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `humidity${n}`),
    );
    expect(names(sourceFields('extraTemperature', 'weewx'))).toEqual([
      'extraTemp1',
      'extraTemp2',
      'extraTemp3',
    ]);
    expect(names(sourceFields('soilTemperature', 'ecowitt'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `tf_ch${n}`),
    );
    expect(sourceFields('soilTemperature', 'wunderground').map((f) => [f.channel, f.name])).toEqual([
      [1, 'soiltempf'],
      [2, 'soiltemp2f'],
      [3, 'soiltemp3f'],
      [4, 'soiltemp4f'],
    ]);
    expect(names(sourceFields('pm25', 'ecowitt'))).toEqual(['pm25_ch1', 'pm25_ch2', 'pm25_ch3', 'pm25_ch4']);
    expect(names(sourceFields('leak', 'ecowitt'))).toEqual(['leak_ch1', 'leak_ch2', 'leak_ch3', 'leak_ch4']);
    expect(names(sourceFields('snowDepth', 'ecowitt'))).toEqual([
      'depth_ch1',
      'depth_ch2',
      'depth_ch3',
      'depth_ch4',
    ]);
    expect(names(sourceFields('soilMoistureBattery', 'ecowitt'))).toHaveLength(8);
    expect(sourceFields('indoorHumidity', 'ecowitt')).toEqual([
      { channel: 0, name: 'humidityin', unit: '%' },
    ]);
    // Weather Underground's second outdoor sensor is temp2f: the first extra channel.
    expect(wundergroundFields('extraTemperature').slice(0, 2)).toEqual([
      { channel: 1, name: 'temp2f', unit: '°F', digits: 1 },
      { channel: 2, name: 'temp3f', unit: '°F', digits: 1 },
    ]);
    expect(names(wundergroundFields('leafWetness'))).toEqual(['leafwetness', 'leafwetness2']);
  });

  it('indexes a source’s fields by name', () => {
    const ecowitt = sourceFieldIndex('ecowitt');
    expect(ecowitt.get('soilmoisture3')).toEqual({ kind: 'soilMoisture', channel: 3, unit: '%' });
    // An Ecowitt WH51 reads the percent of water (soilmoisture1…8), Davis' sensor in WeeWX the soil's
    // water tension in centibar (soilMoist1…4): two kinds.
    expect(ecowitt.get('soilmoisture8')).toEqual({ kind: 'soilMoisture', channel: 8, unit: '%' });
    const weewx = sourceFieldIndex('weewx');
    expect(weewx.get('soilMoist1')).toEqual({ kind: 'soilTension', channel: 1, unit: 'cb' });
    expect(weewx.get('soilMoist4')).toEqual({ kind: 'soilTension', channel: 4, unit: 'cb' });
    expect(weewx.get('soilMoist5')).toBeUndefined();
    expect(sourceFields('soilMoisture', 'weewx')).toEqual([]);
    expect(measureDescriptor('soilTension')).toMatchObject({
      unit: 'cb',
      bounds: { min: 0, max: 200 },
      fold: 'minMax',
      labels: { de: 'Bodenwasserspannung', en: 'Soil moisture tension', fr: "Tension de l'eau du sol" },
    });
    expect(ecowitt.get('tf_co2')).toEqual({ kind: 'co2SensorTemperature', channel: 0, unit: '°F' });
    expect(ecowitt.get('batt2')).toEqual({ kind: 'extraTemperatureBattery', channel: 2, unit: 'flag' });
    expect(ecowitt.get('stationtype')).toBeUndefined();
    expect(sourceFields('lightningDistance', 'ecowitt')).toEqual([
      { channel: 0, name: 'lightning', unit: 'km', noValue: 255 },
    ]);
  });

  it('gives Cumulus MX extra-log fields no more than a kind’s channels, each field once', () => {
    const seen = new Set<number>();
    for (const kind of MEASURE_KINDS) {
      const fields = cumulusExtraLogFields(kind);
      expect(fields.length, kind).toBeLessThanOrEqual(Math.max(1, measureDescriptor(kind).channels));
      for (const field of fields) {
        expect(field).toBeGreaterThanOrEqual(2);
        expect(field).toBeLessThan(144);
        expect(seen.has(field), `field ${field}`).toBe(false);
        seen.add(field);
      }
    }
    expect(cumulusExtraLogFields('soilTemperature')).toEqual([32, 33, 34, 35, 44, 45, 46, 47]);
  });

  it('ties each battery and signal to a measure with the same channels', () => {
    const health = MEASURE_CATALOGUE.filter((entry) => entry.healthOf !== undefined);
    expect(health.length).toBeGreaterThan(10);
    for (const entry of health) {
      expect(isMeasureKind(entry.healthOf), entry.kind).toBe(true);
      if (isMeasureKind(entry.healthOf)) {
        expect(entry.channels, entry.kind).toBe(measureDescriptor(entry.healthOf).channels);
      }
      expect(entry.reading).toBe(false);
    }
  });

  it('gives Home Assistant a class for each kind', () => {
    expect(measureDescriptor('windDirection').homeAssistant).toEqual({
      deviceClass: 'wind_direction',
      stateClass: 'measurement_angle',
    });
    expect(measureDescriptor('co2').homeAssistant.deviceClass).toBe('carbon_dioxide');
    expect(measureDescriptor('piezoRainYearly').homeAssistant.stateClass).toBe('total_increasing');
    expect(measureDescriptor('uv').homeAssistant.deviceClass).toBeNull();
  });

  it('shows each kind in the unit a unit set picks, else in its own', () => {
    expect(displayUnitOf('extraTemperature', IMPERIAL_UNIT_SET)).toBe('°F');
    expect(displayUnitOf('windGust', METRIC_UNIT_SET)).toBe('km/h');
    expect(displayUnitOf('piezoRainRate', IMPERIAL_UNIT_SET)).toBe('in/h');
    expect(displayUnitOf('rainRate', METRIC_UNIT_SET)).toBe('mm/h');
    expect(displayUnitOf('co2', IMPERIAL_UNIT_SET)).toBe('ppm');
    expect(displayUnitOf('temperature')).toBe('°C');
    for (const entry of MEASURE_CATALOGUE) {
      for (const units of [METRIC_UNIT_SET, IMPERIAL_UNIT_SET]) {
        expect(entry.displayUnits, entry.kind).toContain(displayUnitOf(entry.kind, units));
      }
    }
    expect(unitText('index')).toBe('');
    expect(unitText('µg/m³')).toBe('µg/m³');
  });
});
