import type { Unit } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { sensorValueText } from './sensor-value.ts';

const units = (temperatureUnit: string): Unit => ({
  id: 1,
  type: 'Set',
  temperatureUnit,
  speedUnit: 'km/h',
  rainUnit: 'mm',
  solarRadiationUnit: 'W/m²',
  pmUnit: 'µg/m³',
  humidityUnit: '%',
  cloudBaseUnit: 'm',
  windDirUnit: '°',
  pressureUnit: 'hPa',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('sensorValueText', () => {
  it("shows a temperature in the station's unit set", () => {
    const sensor = { kind: 'extraTemperature', unit: '°C', lastValue: 25 };
    expect(sensorValueText(sensor, units('°C'))).toBe('25 °C');
    expect(sensorValueText(sensor, units('°F'))).toBe('77 °F');
  });

  it('shows a unitless value without a symbol, and a missing one as a dash', () => {
    expect(sensorValueText({ kind: 'leak', unit: 'flag', lastValue: 1 }, undefined)).toBe('1');
    expect(sensorValueText({ kind: 'co2', unit: 'ppm', lastValue: 612 }, undefined)).toBe('612 ppm');
    expect(sensorValueText({ kind: 'co2', unit: 'ppm', lastValue: null }, undefined)).toBe('-');
  });
});
