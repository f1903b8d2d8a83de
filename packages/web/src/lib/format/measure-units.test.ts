import type { Unit } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import {
  changeFromStationUnit,
  changeToStationUnit,
  fromStationUnit,
  toStationUnit,
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
