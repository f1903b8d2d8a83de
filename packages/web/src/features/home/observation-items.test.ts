import { DailyHistory } from '@meteodeck/contract';
import { Check } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { temperatureColour } from '../../lib/value-colours.ts';
import { buildCurrentData, buildDataStation, IMPERIAL_UNIT, METRIC_UNIT } from '../../test/weather-data.ts';
import { dialMax, homeGauges } from './components/home-gauges.tsx';
import { observationItems } from './observation-items.ts';

/** Today's extremes as the API answers them: all null (no reading today), then the overrides. */
function buildDailyHistory(overrides: Partial<DailyHistory> = {}): DailyHistory {
  const measures = [
    'Temperature',
    'WindChill',
    'DewPoint',
    'Humidex',
    'HeatIndex',
    'RelativePressure',
    'Humidity',
    'Pm25',
    'LightningDistance',
  ] as const;
  const extremes = Object.fromEntries(
    measures.flatMap((measure) => [
      [`min${measure}`, null],
      [`min${measure}ReceivedAt`, null],
      [`max${measure}`, null],
      [`max${measure}ReceivedAt`, null],
    ]),
  );
  const history: unknown = {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    day: '2026-06-15',
    ...extremes,
    ...overrides,
  };
  if (!Check(DailyHistory, history)) throw new Error('the test answer does not match the contract');
  return history;
}

describe('observationItems', () => {
  it("shows what the hero does not, the dew point with today's extremes at the station's local times", () => {
    const items = observationItems(
      buildCurrentData(),
      buildDailyHistory({
        minDewPoint: 8.04,
        minDewPointReceivedAt: '2026-06-15T05:12:00+02:00',
        maxDewPoint: 13.96,
        maxDewPointReceivedAt: '2026-06-15T13:40:00+02:00',
        maxTemperature: 24,
        maxTemperatureReceivedAt: '2026-06-15T13:40:00+02:00',
      }),
    );
    expect(items.map((item) => item.id)).toEqual(['dewPoint', 'cloudBase', 'rainHourly', 'rainWeekly']);
    expect(items[0]).toEqual({
      id: 'dewPoint',
      value: '12,3 °C',
      colour: temperatureColour(12.3, '°C'),
      min: { value: '8,0 °C', time: '05:12' },
      max: { value: '14,0 °C', time: '13:40' },
    });
  });

  it('shows the times in the zone of the station, not of the visitor', () => {
    const items = observationItems(
      buildCurrentData({ weatherStation: buildDataStation({ timezone: 'America/New_York' }) }),
      buildDailyHistory({ minDewPoint: 3, minDewPointReceivedAt: '2026-06-15T11:00:00Z' }),
    );
    expect(items[0]?.min).toEqual({ value: '3,0 °C', time: '07:00' });
  });

  it("shows '-' for missing values", () => {
    const items = observationItems(buildCurrentData({ cloudBase: null, rainHourly: null }), undefined);
    const value = (id: string) => items.find((item) => item.id === id)?.value;
    expect(value('cloudBase')).toBe('-');
    expect(value('rainHourly')).toBe('-');
  });

  it('ignores extremes given in another unit set than the current values', () => {
    const items = observationItems(
      buildCurrentData(),
      buildDailyHistory({
        unit: IMPERIAL_UNIT,
        minDewPoint: 52,
        minDewPointReceivedAt: '2026-06-15T05:12:00+02:00',
      }),
    );
    expect(items[0]).toEqual({ id: 'dewPoint', value: '12,3 °C', colour: temperatureColour(12.3, '°C') });
  });

  it('colours the dew point on the temperature scale in its unit, and nothing else or a missing one', () => {
    const metric = observationItems(buildCurrentData({ dewPoint: -4 }), undefined);
    expect(metric[0]?.colour).toEqual(temperatureColour(-4, '°C'));
    expect(metric.slice(1).map((item) => item.colour)).toEqual([undefined, undefined, undefined]);
    // 24.8 °F is −4 °C: the same colour.
    const imperial = observationItems(buildCurrentData({ dewPoint: 24.8, unit: IMPERIAL_UNIT }), undefined);
    expect(imperial[0]?.colour).toEqual(temperatureColour(-4, '°C'));
    expect(observationItems(buildCurrentData({ dewPoint: null }), undefined)[0]).not.toHaveProperty('colour');
  });
});

describe('homeGauges', () => {
  it('gives every dial the range of spec §9 and its value with the unit', () => {
    const groups = homeGauges(buildCurrentData({ rainRate: 2.44, uv: 5.4, windDirectionAvg: 230 }));
    const dials = groups.flatMap(({ gauges }) => gauges);
    expect(Object.fromEntries(dials.map((dial) => [dial.id, [dial.min, dial.max]]))).toEqual({
      rainRate: [0, 60],
      rainDaily: [0, 30],
      rainMonthly: [0, 90],
      rainYearly: [0, 900],
      windSpeedAvg: [0, 25],
      windDirectionAvg: [0, 360],
      windGust: [0, 60],
      windMaxDailyGust: [0, 60],
      uv: [0, 12],
      solarRadiation: [0, 1500],
    });
    const text = (id: string) => dials.find((dial) => dial.id === id)?.valueText;
    expect(text('rainRate')).toBe('2,4 mm/h');
    expect(text('windDirectionAvg')).toBe('230° SW');
    expect(text('uv')).toBe('5,4');
    expect(text('solarRadiation')).toBe('640 W/m²');
    expect(dials.find((dial) => dial.id === 'windDirectionAvg')?.compass).toBe(true);
    expect(groups.map(({ group }) => group)).toEqual(['rain', 'wind', 'sun']);
  });

  it('ends the dials at round numbers of the units shown, not at the metric numbers', () => {
    const dials = homeGauges(buildCurrentData({ unit: IMPERIAL_UNIT })).flatMap(({ gauges }) => gauges);
    expect(Object.fromEntries(dials.map((dial) => [dial.id, dial.max]))).toMatchObject({
      rainRate: 2.5, // 60 mm/h = 2.36 in/h
      rainDaily: 2, // 30 mm = 1.18 in
      rainMonthly: 5, // 90 mm = 3.54 in
      rainYearly: 50, // 900 mm = 35.4 in
      windSpeedAvg: 20, // 25 km/h = 15.5 mph
      windGust: 50, // 60 km/h = 37.3 mph
      uv: 12,
    });
    expect(dialMax(25, 'km/h', 'm/s')).toBe(10); // 6.9 m/s
  });

  it("keeps a missing reading visible as '-' with the needle at rest", () => {
    const dials = homeGauges(buildCurrentData({ windGust: null, windDirectionAvg: null })).flatMap(
      (g) => g.gauges,
    );
    expect(dials.find((dial) => dial.id === 'windGust')).toMatchObject({ value: null, valueText: '-' });
    expect(dials.find((dial) => dial.id === 'windDirectionAvg')).toMatchObject({
      value: null,
      valueText: '-',
    });
  });
});
