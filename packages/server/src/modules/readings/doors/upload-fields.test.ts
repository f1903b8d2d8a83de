import { describe, expect, it } from 'vitest';
import { parseDateUtc, readNumber, toUploadFields } from './upload-fields.ts';

const NOW = Date.UTC(2026, 5, 15, 10, 0, 0);

describe('parseDateUtc', () => {
  it.each([
    ['2019-01-01 10:32:35', Date.UTC(2019, 0, 1, 10, 32, 35)],
    ['2019-01-01+10:32:35', Date.UTC(2019, 0, 1, 10, 32, 35)],
    ['2024-02-08 10: 36: 28', Date.UTC(2024, 1, 8, 10, 36, 28)],
    ['2022-5-3 8:05:01', Date.UTC(2022, 4, 3, 8, 5, 1)],
    [' 2022-05-13T08:55:11 ', Date.UTC(2022, 4, 13, 8, 55, 11)],
    ['now', NOW],
    ['NOW', NOW],
  ])('reads %j', (text, expected) => {
    expect(parseDateUtc(text, NOW)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'yesterday',
    '2023-02-30 10:00:00',
    '2023-01-01 24:00:00',
    '2023-01-01',
    '1700000000',
  ])('refuses %j', (text) => {
    expect(parseDateUtc(text, NOW)).toBeNull();
  });
});

describe('readNumber', () => {
  it('reads numbers, and absent, empty and -9999 as missing', () => {
    const problems: { message: string; propertyPath?: string }[] = [];
    const fields = { a: '12.5', b: '', c: '-9999', d: ' 3 ', e: '-9999.0' };
    expect(readNumber(fields, 'a', problems)).toBe(12.5);
    expect(readNumber(fields, 'b', problems)).toBeNull();
    expect(readNumber(fields, 'c', problems)).toBeNull();
    expect(readNumber(fields, 'd', problems)).toBe(3);
    expect(readNumber(fields, 'e', problems)).toBeNull();
    expect(readNumber(fields, 'missing', problems)).toBeNull();
    expect(problems).toEqual([]);
  });

  it('reports text that is not a number on its field', () => {
    const problems: { message: string; propertyPath?: string }[] = [];
    expect(readNumber({ tempf: 'hot' }, 'tempf', problems)).toBeNull();
    expect(problems).toEqual([{ message: expect.any(String), propertyPath: 'tempf' }]);
  });
});

describe('toUploadFields', () => {
  it('keeps strings, takes the first of repeated keys and drops anything else', () => {
    expect(toUploadFields({ a: '1', b: ['2', '3'], c: 4, d: undefined })).toEqual({ a: '1', b: '2' });
    expect(toUploadFields(undefined)).toEqual({});
  });

  it('drops the question mark a doubled one leaves on the first key', () => {
    expect(toUploadFields({ '?ID': 'SSDP41000', PASSWORD: 'x' })).toEqual({ ID: 'SSDP41000', PASSWORD: 'x' });
  });
});
