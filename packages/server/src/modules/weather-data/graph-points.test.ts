import { DAY_MS, pm25Aqi } from '@meteodeck/weather';
import { describe, expect, it } from 'vitest';
import type { ReadingBucketRow } from '../readings/index.ts';
import { bucketPoint } from './graph-points.ts';

const bucket = (fields: Partial<ReadingBucketRow>): ReadingBucketRow => ({
  bucket: 0,
  count: 3,
  temperature: null,
  humidity: null,
  dewPoint: null,
  relativePressure: null,
  windSpeed: null,
  windGust: null,
  windDirEast: null,
  windDirNorth: null,
  windDirCount: 0,
  rain: null,
  rainRate: null,
  solarRadiation: null,
  uv: null,
  soilTemperature: null,
  leafWetness: null,
  pm25: null,
  pm25Avg: null,
  ...fields,
});

describe('bucketPoint', () => {
  it('takes a bucket of a day or more as its own 24 h PM2.5 mean when the station sent none', () => {
    expect(bucketPoint(bucket({ pm25: 20 }), 0, DAY_MS, null).values.aqiAvg).toBe(pm25Aqi(20));
    expect(bucketPoint(bucket({ pm25: 20 }), 0, 2 * DAY_MS, null).values.aqiAvg).toBe(71);
    // A shorter bucket gets its mean from the 24 h before it (pm25-means.ts), not from itself.
    expect(bucketPoint(bucket({ pm25: 20 }), 0, 3_600_000, null).values.aqiAvg).toBeNull();
    // The station's own mean wins.
    expect(bucketPoint(bucket({ pm25: 20, pm25Avg: 10 }), 0, DAY_MS, null).values.aqiAvg).toBe(53);
  });
});
