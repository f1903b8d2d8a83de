import type { Unit } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { enterArea } from '../language.ts';
import {
  changeFromStationUnit,
  changeToStationUnit,
  fromStationUnit,
  measureName,
  toStationUnit,
  unitLabel,
  unitOf,
} from './measure-units.ts';

const imperial = {
  temperatureUnit: '°F',
  speedUnit: 'mph',
  rainUnit: 'in',
  pressureUnit: 'inHg',
} as Unit;

describe('quality values in the station units', () => {
  it('converts values with the offset and changes per minute without it', () => {
    expect(toStationUnit('temperature', 10, imperial)).toBe(50);
    expect(fromStationUnit('temperature', 50, imperial)).toBeCloseTo(10, 10);
    // A change of 4 °C per minute is 7.2 °F per minute, not 39.2.
    expect(changeToStationUnit('temperature', 4, imperial)).toBe(7.2);
    expect(changeFromStationUnit('temperature', 7.2, imperial)).toBeCloseTo(4, 10);
    expect(changeToStationUnit('rain', 25.4, imperial)).toBe(1);
    expect(toStationUnit('humidity', 55, imperial)).toBe(55);
  });
});

describe('a measure’s unit and name, from the measure catalogue', () => {
  it('takes the unit set’s choice, Metric’s without a set, and no symbol for a plain number', () => {
    expect(unitOf('indoorTemperature', imperial)).toBe('°F');
    expect(unitOf('windGust', undefined)).toBe('km/h');
    expect(unitOf('absolutePressure', imperial)).toBe('inHg');
    expect(unitOf('leafWetness', imperial)).toBe('%');
    expect(unitOf('pm25Avg', imperial)).toBe('µg/m³');
    expect(unitOf('uv', imperial)).toBeNull();
    expect(unitOf('lightningDistance', imperial)).toBeNull();
    expect(unitLabel('rainRate', imperial)).toBe('in/h');
    expect(unitLabel('rainTotal', imperial)).toBe('in');
  });

  it('names a measure in the back office’s French', () => {
    enterArea('admin');
    try {
      expect(measureName('indoorHumidity')).toBe('Humidité intérieure');
      expect(measureName('windMaxDailyGust')).toBe('Rafale max. du jour');
    } finally {
      enterArea('public');
    }
  });
});
