import { describe, expect, it } from 'vitest';
import { isBatteryLow } from './alerts.ts';

describe('battery values consoles send', () => {
  it('reads flags, levels and volts by the sensor they name', () => {
    expect(isBatteryLow('wh65batt', 1)).toBe(true);
    expect(isBatteryLow('wh65batt', 0)).toBe(false);
    expect(isBatteryLow('batt3', 1)).toBe(true);
    expect(isBatteryLow('txBatteryStatus', 1)).toBe(true);
    expect(isBatteryLow('pm25batt1', 1)).toBe(true);
    expect(isBatteryLow('wh57batt', 5)).toBe(false);
    expect(isBatteryLow('soilbatt2', 1.1)).toBe(true);
    expect(isBatteryLow('wh40batt', 1.5)).toBe(false);
    expect(isBatteryLow('wh80batt', 2.2)).toBe(true);
    expect(isBatteryLow('wh90batt', 3.1)).toBe(false);
    expect(isBatteryLow('consBatteryVoltage', 0.5)).toBe(false);
    expect(isBatteryLow('rxCheckPercent', 0)).toBe(false);
  });
});
