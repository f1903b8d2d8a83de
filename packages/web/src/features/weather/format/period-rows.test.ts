import { describe, expect, it } from 'vitest';
import { buildPeriodHistory } from '../../../test/weather-data.ts';
import { periodRows, periodSpan, periodTotals } from './period-rows.ts';

describe('periodRows', () => {
  it('lists every measure of the spec period tables in order', () => {
    expect(periodRows(buildPeriodHistory()).map((row) => row.id)).toEqual([
      'temperature',
      'soilTemperature',
      'humidex',
      'dewPoint',
      'heatIndex',
      'windChill',
      'humidity',
      'leafWetness',
      'pressure',
      'rainRate',
      'rainEvent',
      'windSpeed',
      'windGust',
      'beaufort',
      'pm25',
      'aqi',
      'solarRadiation',
      'uv',
      'lightningDistance',
    ]);
  });

  it("shows each extreme with its date and time in the station's zone", () => {
    const history = buildPeriodHistory({
      maxTemperature: 28.44,
      maxTemperatureReceivedAt: '2026-06-15T15:20:00+02:00',
      minTemperature: -1.2,
      minTemperatureReceivedAt: '2026-06-15T04:05:00+02:00',
      maxBeaufortScale: 6,
      maxBeaufortScaleText: 'Vent frais',
      maxBeaufortScaleReceivedAt: '2026-06-15T16:00:00+02:00',
      maxAqi: 151,
      maxAqiLabel: 'Mauvais',
      maxAqiReceivedAt: '2026-06-15T08:00:00+02:00',
      maxRainEvent: 12.3,
      maxRainEventReceivedAt: '2026-06-15T18:30:00+02:00',
      minRainEvent: 0,
      minRainEventReceivedAt: '2026-06-15T00:10:00+02:00',
      maxLightningDistance: 12.34,
      maxLightningDistanceReceivedAt: '2026-06-15T19:00:00+02:00',
    });
    const rows = new Map(periodRows(history).map((row) => [row.id, row]));
    expect(rows.get('temperature')).toEqual({
      id: 'temperature',
      max: { value: '28,4 °C', at: '15.06.2026, 15:20' },
      min: { value: '−1,2 °C', at: '15.06.2026, 04:05' },
    });
    expect(rows.get('beaufort')?.max).toEqual({ value: '6 – Vent frais', at: '15.06.2026, 16:00' });
    expect(rows.get('aqi')?.max).toEqual({ value: '151 – Mauvais', at: '15.06.2026, 08:00' });
    expect(rows.get('rainEvent')).toEqual({
      id: 'rainEvent',
      max: { value: '12,3 mm', at: '15.06.2026, 18:30' },
      min: { value: '0,0 mm', at: '15.06.2026, 00:10' },
    });
    expect(rows.get('lightningDistance')?.max.value).toBe('12,3 km');
  });

  it('shows dashes for both value and time when a period has no reading of a measure', () => {
    const rows = periodRows(buildPeriodHistory());
    expect(rows[0]).toEqual({
      id: 'temperature',
      max: { value: '-', at: '-' },
      min: { value: '-', at: '-' },
    });
  });
});

describe('periodTotals and periodSpan', () => {
  it('formats the range, rain total, means and lightning count', () => {
    const totals = periodTotals(
      buildPeriodHistory({
        temperatureRange: 12.26,
        rainPeriod: 4.2,
        avgPm25: 8.44,
        avgAqi: 35.2,
        avgAqiLabel: 'Bon',
        lightningNumber: 17,
      }),
    );
    expect(totals).toEqual([
      { id: 'temperatureRange', value: '12,3 °C' },
      { id: 'rainPeriod', value: '4,2 mm' },
      { id: 'avgPm25', value: '8,4 µg/m³' },
      { id: 'avgAqi', value: '35 – Bon' },
      { id: 'lightningNumber', value: '17' },
    ]);
  });

  it('adds the rain season ending in the year beside the calendar year’s rain', () => {
    const totals = periodTotals(
      buildPeriodHistory({
        period: 'year',
        rainPeriod: 15,
        rainSeason: { startMonth: 10, from: '2025-10-01', to: '2026-09-30', rain: 9.5 },
      }),
    );
    expect(totals.slice(1, 3)).toEqual([
      { id: 'rainPeriod', value: '15,0 mm' },
      { id: 'rainSeason', value: '9,5 mm', params: { from: '01.10.2025', to: '30.09.2026' } },
    ]);
  });

  it('shows one date for a day, a range otherwise, nothing without data', () => {
    expect(periodSpan(buildPeriodHistory())).toBe('15.06.2026');
    expect(periodSpan(buildPeriodHistory({ startDate: '2026-06-15', endDate: '2026-06-21' }))).toBe(
      '15.06.2026 – 21.06.2026',
    );
    expect(periodSpan(buildPeriodHistory({ period: 'record', startDate: null, endDate: null }))).toBeNull();
  });
});
