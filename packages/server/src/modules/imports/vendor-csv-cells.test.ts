/**
 * The cells of console CSV exports: fields, column names and units, numbers, dates, and the columns each
 * format takes from a header.
 */
import { describe, expect, it } from 'vitest';
import { ECOWITT_RULES } from './ecowitt-csv.ts';
import {
  cellNumber,
  detectDelimiter,
  parseLocalDateTime,
  slashOrderIn,
  slashOrderOf,
  splitFields,
  splitUnit,
  unitConversion,
} from './vendor-csv-cells.ts';
import { buildLayout, columnNames } from './vendor-csv-layout.ts';

describe('console CSV cells', () => {
  it('splits fields on the separator the header uses, quotes holding it', () => {
    expect(detectDelimiter('Heure;Vent(km/h);Rafale(km/h)')).toBe(';');
    expect(detectDelimiter('Date\tTime\tOut')).toBe('\t');
    expect(detectDelimiter('Time,Wind(m/s)')).toBe(',');
    expect(splitFields('"Falkensee, Vantage Pro2",12.5,"say ""hi"""', ',')).toEqual([
      'Falkensee, Vantage Pro2',
      '12.5',
      'say "hi"',
    ]);
  });

  it.each([
    ['Outdoor Temperature(℃)', 'Outdoor Temperature', '℃'],
    ['Feels Like (°F)', 'Feels Like', '°F'],
    ['Temp - °F', 'Temp', '°F'],
    ['Barometer - in Hg', 'Barometer', 'in Hg'],
    ['UV-Index', 'UV-Index', ''],
  ])('reads %s as its name and unit', (column, name, unit) => {
    expect(splitUnit(column)).toEqual({ name, unit });
  });

  it.each([
    ['temperature', '℉', 212, 100],
    ['temperature', '°C', 21.5, 21.5],
    ['pressure', 'in Hg', 29.92, 1013.2075],
    ['pressure', 'mmHg', 760, 1013.25],
    ['pressure', 'kPa', 101.3, 1013],
    ['speed', 'knots', 10, 5.1444],
    ['speed', 'km/h', 36, 10],
    ['rain', 'in', 1, 25.4],
    ['rainRate', 'in/Hr', 0.5, 12.7],
    ['solar', 'lux', 126_700, 1000],
    ['solar', 'klux', 12.67, 100],
    ['solar', 'W/m²', 850, 850],
  ] as const)('converts %s in %s', (quantity, unit, value, canonical) => {
    expect(unitConversion(quantity, unit)?.(value)).toBeCloseTo(canonical, 3);
  });

  it('knows no Beaufort and no temperature without a unit', () => {
    expect(unitConversion('speed', 'bft')).toBeUndefined();
    expect(unitConversion('temperature', '')).toBeUndefined();
  });

  it('reads numbers, missing values and compass points', () => {
    expect(cellNumber('--', false, 'temperature')).toBeNull();
    expect(cellNumber('---', false, 'temperature')).toBeNull();
    expect(cellNumber('', false, 'temperature')).toBeNull();
    expect(cellNumber('N/A', false, 'temperature')).toBeNull();
    expect(cellNumber('12,5', true, 'temperature')).toBe(12.5);
    expect(cellNumber('-3.2', false, 'temperature')).toBe(-3.2);
    expect(cellNumber('warm', false, 'temperature')).toBeNaN();
    expect(cellNumber('NNW', false, 'direction')).toBe(337.5);
    expect(cellNumber('ONO', false, 'direction')).toBe(67.5);
    expect(cellNumber('SO', false, 'direction')).toBe(135);
  });

  it.each([
    ['2024-06-12 07:05', 'dmy', undefined, [2024, 6, 12, 7, 5, 0]],
    ['2024-06-12T07:05:30', 'dmy', undefined, [2024, 6, 12, 7, 5, 30]],
    ['2024/6/12 7:05', 'mdy', undefined, [2024, 6, 12, 7, 5, 0]],
    ['12.06.2024 07:05', 'mdy', undefined, [2024, 6, 12, 7, 5, 0]],
    ['12/06/2024 07:05', 'dmy', undefined, [2024, 6, 12, 7, 5, 0]],
    ['6/12/24 12:05 AM', 'mdy', undefined, [2024, 6, 12, 0, 5, 0]],
    ['6/12/24 12:05 PM', 'mdy', undefined, [2024, 6, 12, 12, 5, 0]],
    ['6/12/24', 'mdy', '7:05p', [2024, 6, 12, 19, 5, 0]],
  ] as const)('reads %s (%s, %s)', (text, order, time, [year, month, day, hour, minute, second]) => {
    expect(parseLocalDateTime(text, order, time)).toEqual({ year, month, day, hour, minute, second });
  });

  it('refuses dates that do not exist', () => {
    expect(parseLocalDateTime('2024-02-30 07:05', 'dmy')).toBeUndefined();
    expect(parseLocalDateTime('2024-06-12 24:05', 'dmy')).toBeUndefined();
    expect(parseLocalDateTime('Time', 'dmy')).toBeUndefined();
    expect(parseLocalDateTime('6/12/24 13:05 PM', 'mdy')).toBeUndefined();
  });

  it('tells day-first slash dates from month-first ones by the first that can only be one', () => {
    expect(slashOrderOf(['01/06/2024 00:00', '13/06/2024 00:00'], 'mdy')).toBe('dmy');
    expect(slashOrderOf(['6/1/24 12:00 AM', '6/13/24 12:00 AM'], 'dmy')).toBe('mdy');
    expect(slashOrderOf(['01/06/2024 00:00'], 'dmy')).toBe('dmy');
  });

  it('tells them by the rows stepping to the next day when no part is over 12', () => {
    // Day first, 1 and 2 October: month first they would be 10 January and 10 February, a month apart.
    const october = ['01/10/2024 23:58', '01/10/2024 23:59', '02/10/2024 00:00', '02/10/2024 00:01'];
    expect(slashOrderOf(october, 'mdy')).toBe('dmy');
    expect(slashOrderOf(['10/01/2024 23:59', '10/02/2024 00:00'], 'dmy')).toBe('mdy');
    // One day's rows tell nothing; consecutive days tell either way round.
    expect(slashOrderIn(['01/06/2024 10:00', '01/06/2024 10:01'])).toBeUndefined();
    expect(slashOrderIn(['06/12/2024 23:59', '07/12/2024 00:00'])).toBe('dmy');
    expect(slashOrderIn(['12/06/2024 23:59', '12/07/2024 00:00'])).toBe('mdy');
  });

  it("keeps the longest rain counter of an Ecowitt header, the daily one besides, the piezo gauge's apart, and leaves rolling sums out", () => {
    const header =
      'Time,Timestamp,Outdoor Temperature(°C),Rain Rate(mm/Hr),24h Rain(mm),Hourly Rain(mm),Event Rain(mm),Daily Rain(mm),Weekly Rain(mm),Monthly Rain(mm),Yearly Rain(mm),Piezo Yearly Rain(mm),windDir_10min_avg(deg),Wind Direction(deg),Wind(bft)';
    const layout = buildLayout(ECOWITT_RULES, columnNames(header.split(',')), {
      headerLines: 1,
      delimiter: ',',
      units: {},
    });
    expect(layout?.time).toEqual({ unix: 1 });
    expect(layout?.columns.map((c) => [c.label, c.target])).toEqual([
      ['Outdoor Temperature(°C)', 'temperature'],
      ['Rain Rate(mm/Hr)', 'rainRate'],
      ['Yearly Rain(mm)', 'rainTotal'],
      ['Daily Rain(mm)', 'rainDaily'],
      ['Piezo Yearly Rain(mm)', 'piezoTotal'],
      ['Wind Direction(deg)', 'windDirection'],
    ]);
    expect(layout?.unmapped.map(([, label]) => label)).toEqual([
      '24h Rain(mm)',
      'Hourly Rain(mm)',
      'Event Rain(mm)',
      'Weekly Rain(mm)',
      'Monthly Rain(mm)',
      'windDir_10min_avg(deg)',
      'Wind(bft)',
    ]);
  });

  it("fills each main measure of an Ecowitt header from the catalogue's words, a lightning counter not as light", () => {
    const header =
      'Time,Indoor Dew Point(℃),Outdoor Temperature(℃),Humidity(%),Dew Point(℃),Indoor Humidity(%),WindSpeed_10min_avg(m/s),Wind Speed(m/s),Gust(m/s),Max Daily Gust(m/s),ABS Pressure(hPa),REL Pressure(hPa),UV-Index,Lightning Count,PM2.5(µg/m³),PM2.5 24H AVG(µg/m³)';
    const layout = buildLayout(ECOWITT_RULES, columnNames(header.split(',')), {
      headerLines: 1,
      delimiter: ',',
      units: {},
    });
    expect(layout?.columns.map((c) => [c.label, c.target])).toEqual([
      ['Outdoor Temperature(℃)', 'temperature'],
      ['Humidity(%)', 'humidity'],
      ['Dew Point(℃)', 'dewPoint'],
      ['Indoor Humidity(%)', 'indoorHumidity'],
      ['Wind Speed(m/s)', 'windSpeed'],
      ['Gust(m/s)', 'windGust'],
      ['Max Daily Gust(m/s)', 'windMaxDailyGust'],
      ['ABS Pressure(hPa)', 'absolutePressure'],
      ['REL Pressure(hPa)', 'relativePressure'],
      ['UV-Index', 'uv'],
      ['PM2.5(µg/m³)', 'pm25'],
      ['PM2.5 24H AVG(µg/m³)', 'pm25Avg'],
    ]);
    expect(layout?.unmapped.map(([, label]) => label)).toEqual([
      'Indoor Dew Point(℃)',
      'WindSpeed_10min_avg(m/s)',
      'Lightning Count',
    ]);
    expect(layout?.unitless).toEqual([]);
  });
});
