import type { LastObservation } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { buildCurrentData, IMPERIAL_UNIT } from '../../../test/weather-data.ts';
import { type CurrentSection, currentSections, hasVariations } from './current-rows.ts';

function rowsById(sections: CurrentSection[]) {
  return new Map(sections.flatMap((section) => section.rows.map((row) => [row.id, row] as const)));
}

const observation: LastObservation = {
  id: 7,
  message: 'Leichter Nebel über den Wiesen',
  weatherStation: { reference: 'SSDP41000', name: 'Rütenbrock' },
  createdAt: '2026-06-15T11:00:00.000Z',
  updatedAt: '2026-06-15T11:00:00.000Z',
};

describe('currentSections', () => {
  it('has every row of the spec current observation table', () => {
    const ids = [...rowsById(currentSections(buildCurrentData(), null)).keys()];
    expect(ids).toEqual([
      'temperature',
      'soilTemperature',
      'humidex',
      'dewPoint',
      'heatIndex',
      'windChill',
      'humidity',
      'leafWetness',
      'cloudBase',
      'barometer',
      'pressureTendency',
      'zambretti',
      'observation',
      'rainRate',
      'rainEvent',
      'rainHourly',
      'rainDaily',
      'rainWeekly',
      'rainMonthly',
      'rainYearly',
      'windSpeed',
      'windDirection',
      'beaufort',
      'windSpeedAvg',
      'windDirectionAvg',
      'windGust',
      'windMaxDailyGust',
      'pm25',
      'pm25Avg',
      'aqi',
      'aqiAvg',
      'solarRadiation',
      'uv',
      'lightningDaily',
      'latitude',
      'longitude',
      'elevation',
      'city',
    ]);
  });

  it('formats values with the answer units and signed variations', () => {
    const rows = rowsById(currentSections(buildCurrentData(), observation));
    expect(rows.get('temperature')).toEqual({
      id: 'temperature',
      value: '21,5 °C',
      variation: '+1,2',
      variationUnit: '°C',
    });
    expect(rows.get('soilTemperature')?.variation).toBe('±0,0');
    expect(rows.get('barometer')).toEqual({
      id: 'barometer',
      value: '1016,2 hPa',
      variation: '−0,4',
      variationUnit: 'hPa',
    });
    expect(rows.get('rainRate')?.value).toBe('0,0 mm/h');
    expect(rows.get('rainYearly')?.value).toBe('310,5 mm');
    expect(rows.get('windDirection')?.value).toBe('225° SW');
    expect(rows.get('beaufort')?.value).toBe('3 – Petite brise');
    expect(rows.get('aqi')?.value).toBe('34 – Bon');
    expect(rows.get('aqiAvg')?.value).toBe('55 – Modéré');
    expect(rows.get('uv')?.value).toBe('5,4');
    expect(rows.get('observation')?.value).toBe('Leichter Nebel über den Wiesen');
    expect(rows.get('elevation')?.value).toBe('18 m');
    expect(rows.get('latitude')?.value).toBe('52,8400°');
  });

  it('names the 3-hour tendency and the Zambretti forecast by their catalogue keys', () => {
    const rows = rowsById(currentSections(buildCurrentData(), null));
    expect(rows.get('pressureTendency')).toEqual({
      id: 'pressureTendency',
      value: '-',
      valueKey: 'weather.pressureTendency.falling',
      variation: '−1,8',
      variationUnit: 'hPa',
      variationSpan: '3h',
    });
    expect(rows.get('zambretti')).toEqual({
      id: 'zambretti',
      value: '-',
      valueKey: 'weather.zambretti.forecasts.F',
      wide: true,
    });
    const none = rowsById(
      currentSections(
        buildCurrentData({ pressureTendency: null, relativePressureChange3h: null, zambrettiForecast: null }),
        null,
      ),
    );
    expect(none.get('pressureTendency')?.valueKey).toBeUndefined();
    expect(none.get('pressureTendency')?.variation).toBe('-');
    expect(none.get('zambretti')).toEqual({ id: 'zambretti', value: '-', wide: true });
  });

  it('shows dashes for missing values and variations', () => {
    const data = buildCurrentData({
      temperature: null,
      temperatureVariation: null,
      beaufortScale: null,
      beaufortScaleText: null,
      aqi: null,
      aqiLabel: null,
      windDirection: null,
      uv: null,
    });
    const rows = rowsById(currentSections(data, null));
    expect(rows.get('temperature')).toEqual({
      id: 'temperature',
      value: '-',
      variation: '-',
      variationUnit: '°C',
    });
    expect(rows.get('beaufort')?.value).toBe('-');
    expect(rows.get('aqi')?.value).toBe('-');
    expect(rows.get('windDirection')?.value).toBe('-');
    expect(rows.get('uv')?.value).toBe('-');
    expect(rows.get('observation')?.value).toBe('-');
  });

  it("uses an Imperial station's units and two decimals for inHg and inches", () => {
    const data = buildCurrentData({
      unit: IMPERIAL_UNIT,
      temperature: 70.63,
      relativePressure: 30.012,
      relativePressureVariation: 0.034,
      rainDaily: 0.126,
      rainRate: 0.5,
      windSpeed: 8.95,
    });
    const rows = rowsById(currentSections(data, null));
    expect(rows.get('temperature')?.value).toBe('70,6 °F');
    expect(rows.get('barometer')).toEqual({
      id: 'barometer',
      value: '30,01 inHg',
      variation: '+0,03',
      variationUnit: 'inHg',
    });
    expect(rows.get('rainDaily')?.value).toBe('0,13 in');
    expect(rows.get('rainRate')?.value).toBe('0,50 in/h');
    expect(rows.get('windSpeed')?.value).toBe('9,0 mph');
  });

  it('tells which sections carry variations', () => {
    const sections = currentSections(buildCurrentData(), null);
    const withVariations = sections.filter(hasVariations).map((section) => section.id);
    expect(withVariations).toEqual(['temperature', 'humidity', 'sun']);
  });
});
