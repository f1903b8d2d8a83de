/** An upload's extra sensors read from the measure catalogue, without a database. */
import { describe, expect, it } from 'vitest';
import { rawPayloadOf, readSensorUpload } from './sensor-upload.ts';

const keysOf = (upload: ReturnType<typeof readSensorUpload>) => upload.values.map((v) => v.key).sort();

describe('readSensorUpload', () => {
  it("gives a WH31's battery to both its measures of the same channel, and no other", () => {
    const fields = { temp2f: '50', humidity2: '60', temp3f: '41', batt2: '1', batt3: '0' };
    const read = readSensorUpload('ecowitt', fields, Object.keys(fields));
    expect(keysOf(read)).toEqual(['extraHumidity:2', 'extraTemperature:2', 'extraTemperature:3']);
    expect(read.values.find((v) => v.key === 'extraHumidity:2')?.battery).toBe(1);
    expect(read.values.find((v) => v.key === 'extraTemperature:3')?.battery).toBe(0);
    expect(read.unmapped).toEqual([]);
  });

  it('reads the first extra temperature of a Weather Underground upload from temp2f', () => {
    const read = readSensorUpload('wunderground', { temp2f: '32' }, ['temp2f']);
    expect(read.values).toMatchObject([{ key: 'extraTemperature:1', value: 0 }]);
  });

  it('leaves a single sensor the readings door reads to the reading, and keeps one it does not', () => {
    const fields = { erain_piezo: '0.1', co2: '700' };
    expect(keysOf(readSensorUpload('ecowitt', fields, ['co2']))).toEqual(['co2']);
  });

  it('treats -9999 and empty values as missing and counts out-of-bounds values as rejected', () => {
    const read = readSensorUpload('ecowitt', { temp1f: '-9999', humidity1: '', soilmoisture1: '101' }, []);
    expect(read.values).toEqual([]);
    expect(read.rejected).toEqual([{ key: 'soilMoisture:1', value: 101 }]);
  });

  it("reads the JSON door's keys by kind and channel, an unknown kind or channel unmapped", () => {
    const fields = { 'extraTemperature:8': '20', 'extraTemperature:9': '20', temperature: '20', co2: '500' };
    const read = readSensorUpload('json', fields, Object.keys(fields));
    expect(keysOf(read)).toEqual(['co2', 'extraTemperature:8']);
    expect(read.unmapped.map((u) => u.field).sort()).toEqual(['extraTemperature:9', 'temperature']);
  });

  it('keeps a raw upload without its credentials', () => {
    expect(rawPayloadOf({ ID: 'X', PASSWORD: 'secret', passkey: 'k', tempf: '50' })).toEqual({ tempf: '50' });
  });
});
