import type { CsvTimeColumn } from '@meteodeck/contract';
import { describe, expect, it } from 'vitest';
import { detectDecimalComma, detectSeparator } from './csv-mapping.ts';
import { compilePattern, createInstantReader, instantCell } from './csv-mapping-time.ts';

const BERLIN = 'Europe/Berlin';
const read = (time: CsvTimeColumn, cells: string[], zone = BERLIN) => {
  const reader = createInstantReader(time, zone);
  return cells.map((cell) => {
    const at = reader(cell);
    return at === undefined ? undefined : new Date(at).toISOString();
  });
};

describe('the instant column of a mapped CSV', () => {
  it.each([
    [
      'a German date in the station’s zone (UTC+1 in winter, +2 in summer)',
      { column: 0, format: 'pattern', pattern: 'DD.MM.YYYY HH:mm', zone: 'station' },
      ['10.03.2024 00:05', '1.7.2024 14:30'],
      ['2024-03-09T23:05:00.000Z', '2024-07-01T12:30:00.000Z'],
    ],
    [
      'a US date with am/pm in UTC',
      { column: 0, format: 'pattern', pattern: 'MM/DD/YYYY hh:mm a', zone: 'utc' },
      ['03/10/2024 12:05 AM', '03/10/2024 12:05 PM', '3/10/2024 1:15 pm', '03/10/2024 13:05 PM'],
      ['2024-03-10T00:05:00.000Z', '2024-03-10T12:05:00.000Z', '2024-03-10T13:15:00.000Z', undefined],
    ],
    [
      'ISO 8601: an offset is the instant, none a wall time of the zone',
      { column: 0, format: 'iso', zone: 'station' },
      ['2024-03-10T12:00:00Z', '2024-03-10 12:00:00+0530', '2024-03-10T12:00', '2024-02-30T12:00'],
      ['2024-03-10T12:00:00.000Z', '2024-03-10T06:30:00.000Z', '2024-03-10T11:00:00.000Z', undefined],
    ],
    [
      'Unix seconds',
      { column: 0, format: 'epochSeconds', zone: 'utc' },
      ['1710072000', '', 'x'],
      ['2024-03-10T12:00:00.000Z', undefined, undefined],
    ],
    [
      'Unix milliseconds',
      { column: 0, format: 'epochMs', zone: 'utc' },
      ['1710072000000'],
      ['2024-03-10T12:00:00.000Z'],
    ],
    [
      'the hour clocks go back, twice in a row: the second is the later instant',
      { column: 0, format: 'pattern', pattern: 'YYYY-MM-DD HH:mm', zone: 'station' },
      ['2024-10-27 02:30', '2024-10-27 02:30', '31.02.2024 10:00'],
      ['2024-10-27T00:30:00.000Z', '2024-10-27T01:30:00.000Z', undefined],
    ],
  ] as Array<[string, CsvTimeColumn, string[], Array<string | undefined>]>)(
    'reads %s',
    (_, time, cells, expected) => {
      expect(read(time, cells)).toEqual(expected);
    },
  );

  it('refuses a pattern that reads no full date and time', () => {
    expect(compilePattern('DD.MM HH:mm')).toBe('Modèle de date incomplet : YYYY manquant');
    expect(compilePattern('YYYY-MM-DD hh:mm')).toBe('Modèle de date : hh (heure sur 12) va avec a (am/pm)');
    expect(compilePattern('YYYY-MM-DD HH:mm YYYY')).toBe('« YYYY » apparaît deux fois dans le modèle');
    expect(typeof compilePattern('YY/MM/DD H:mm:ss')).toBe('object');
  });

  it('reads a date column and a time column together, the repeated hour in the rows’ order', () => {
    const time: CsvTimeColumn = {
      column: 0,
      format: 'pattern',
      pattern: 'DD.MM.YYYY',
      zone: 'station',
      timeOfDay: { column: 2, pattern: 'H:mm' },
    };
    const rows = [
      ['27.10.2024', 'x', ' 2:30 '],
      ['27.10.2024', 'x', '2:30'],
      ['27.10.2024', 'x', ''],
    ];
    expect(rows.map((row) => instantCell(time, row))).toEqual([
      '27.10.2024 2:30',
      '27.10.2024 2:30',
      '27.10.2024 ',
    ]);
    expect(
      read(
        time,
        rows.map((row) => instantCell(time, row)),
      ),
    ).toEqual(['2024-10-27T00:30:00.000Z', '2024-10-27T01:30:00.000Z', undefined]);
  });

  it('tells a date pattern and a time pattern apart from a date-and-time one', () => {
    expect(typeof compilePattern('DD.MM.YYYY', 'date')).toBe('object');
    expect(typeof compilePattern('hh:mm:ss a', 'time')).toBe('object');
    expect(compilePattern('DD.MM.YYYY')).toBe(
      "Modèle sans l'heure : indiquez la colonne de l'heure et son modèle, ou l'heure dans ce modèle",
    );
    expect(compilePattern('DD.MM.YYYY HH', 'date')).toBe(
      "Modèle de la date : l'heure se lit dans la colonne de l'heure, retirez-la du modèle",
    );
    expect(compilePattern('hh:mm', 'time')).toBe("Modèle de l'heure : hh (heure sur 12) va avec a (am/pm)");
    expect(compilePattern('DD.MM', 'date')).toBe('Modèle de date incomplet : YYYY manquant');
  });

  it('tells the separator and the decimal mark of a file', () => {
    expect(detectSeparator('Zeit;Temp;Wind')).toBe(';');
    expect(detectSeparator('time\ttemp')).toBe('\t');
    expect(detectSeparator('a|b|c')).toBe('|');
    expect(detectSeparator('time,temp (°C; dry)')).toBe(',');
    expect(detectDecimalComma([['10.03.2024 00:00', '41,0']], ';')).toBe(true);
    expect(detectDecimalComma([['10.03.2024 00:00', '41.0']], ';')).toBe(false);
    expect(detectDecimalComma([['x', '41,0']], ',')).toBe(false);
  });
});
