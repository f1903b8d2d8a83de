import { describe, expect, it } from 'vitest';
import { buildCurrentData, IMPERIAL_UNIT } from '../../test/weather-data.ts';
import { nowSummary } from './now-summary.ts';

describe("the home page's now", () => {
  it('gives the temperature with its trend, the wind with its direction and the rain of the day', () => {
    const now = nowSummary(buildCurrentData({ temperature: 21.46, temperatureVariation: 1.23 }), undefined);
    expect(now.temperature).toBe('21,5 °C');
    expect(now.trend).toEqual({ direction: 'rising', text: '+1,2 °C' });
    expect(now.wind).toEqual({ speed: '12,6 km/h', direction: 'SW' });
    expect(now.rainToday).toBe('1,2 mm');
    expect(now.min).toBeNull();
    expect(nowSummary(buildCurrentData({ temperatureVariation: -0.04 }), undefined).trend?.direction).toBe(
      'steady',
    );
    expect(nowSummary(buildCurrentData({ temperatureVariation: -0.4 }), undefined).trend?.direction).toBe(
      'falling',
    );
    expect(nowSummary(buildCurrentData({ temperatureVariation: null }), undefined).trend).toBeNull();
  });

  it('feels like the wind chill when cold, the heat index when hot, the air otherwise', () => {
    const cold = buildCurrentData({ temperature: 2, windChill: -3.2, heatIndex: 2 });
    expect(nowSummary(cold, undefined).feelsLike).toBe('−3,2 °C');
    const hot = buildCurrentData({ temperature: 31, windChill: 31, heatIndex: 35.4 });
    expect(nowSummary(hot, undefined).feelsLike).toBe('35,4 °C');
    const mild = buildCurrentData({ temperature: 18, windChill: 17, heatIndex: 18.5 });
    expect(nowSummary(mild, undefined).feelsLike).toBe('18,0 °C');
    // An Imperial station: 41 °F is cold (5 °C), so its wind chill counts.
    const imperial = buildCurrentData({
      unit: IMPERIAL_UNIT,
      temperature: 41,
      windChill: 35.6,
      heatIndex: 41,
    });
    expect(nowSummary(imperial, undefined).feelsLike).toBe('35,6 °F');
  });

  it('names no direction in a calm, and shows today’s extremes at the station’s local times', () => {
    const calm = buildCurrentData({ windSpeedAvg: 0, windSpeed: 0 });
    expect(nowSummary(calm, undefined).wind).toEqual({ speed: '0,0 km/h', direction: '' });
    const current = buildCurrentData();
    const daily = {
      weatherStation: current.weatherStation,
      unit: current.unit,
      minTemperature: 11.24,
      minTemperatureReceivedAt: '2026-06-15T03:12:00Z',
      maxTemperature: 23.9,
      maxTemperatureReceivedAt: '2026-06-15T12:40:00Z',
    } as unknown as Parameters<typeof nowSummary>[1];
    expect(nowSummary(current, daily).min).toEqual({ value: '11,2 °C', time: '05:12' });
    expect(nowSummary(current, daily).max).toEqual({ value: '23,9 °C', time: '14:40' });
    // Extremes in another unit set (the station switched units meanwhile) are left out.
    expect(nowSummary(current, { ...daily, unit: IMPERIAL_UNIT } as typeof daily).max).toBeNull();
  });

  it('gives the gust, the humidity and the condition as the answer has them', () => {
    const now = nowSummary(buildCurrentData({ condition: { kind: 'cloudy', windy: true } }), undefined);
    expect(now.gust).toBe('25,2 km/h');
    expect(now.humidity).toBe('55 %');
    expect(now.condition).toEqual({ kind: 'cloudy', windy: true });
    const bare = nowSummary(buildCurrentData({ windGust: null, humidity: null, condition: null }), undefined);
    expect([bare.gust, bare.humidity, bare.condition]).toEqual(['-', '-', null]);
  });
});

describe('the pressure with its 3-hour tendency', () => {
  const pressure = (overrides: Parameters<typeof buildCurrentData>[0]) =>
    nowSummary(buildCurrentData(overrides), undefined).pressure;

  it('carries the tendency’s catalogue key, its direction and the signed change in the answer’s unit', () => {
    expect(pressure({})).toEqual({
      value: '1016,2 hPa',
      tendency: { key: 'weather.pressureTendency.falling', direction: 'falling', change: '−1,8 hPa' },
    });
    expect(
      pressure({ unit: IMPERIAL_UNIT, pressureTendency: 'risingSlowly', relativePressureChange3h: 0.03 })
        .tendency,
    ).toEqual({ key: 'weather.pressureTendency.risingSlowly', direction: 'rising', change: '+0,03 inHg' });
    expect(pressure({ pressureTendency: 'steady', relativePressureChange3h: 0 }).tendency?.direction).toBe(
      'steady',
    );
  });

  it('has none when the answer has none', () => {
    expect(pressure({ pressureTendency: null, relativePressureChange3h: null }).tendency).toBeNull();
  });
});
