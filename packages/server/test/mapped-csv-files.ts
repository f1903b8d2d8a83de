/**
 * A CSV file in a layout meteodeck does not know and its column mapping, for the mapped import's tests
 * (modules/imports/imports.mapping*.test.ts).
 */
import type { ImportColumnMapping } from '@meteodeck/contract';

/** A weather logger's export: German dates (Europe/Berlin, UTC+1 in March), US units, decimal comma. */
export const FOREIGN_CSV = [
  'Zeitstempel;Lufttemp. [°F];Windgeschw. [mph];Luftdruck [inHg];Niederschlag [in];rel. Feuchte [%];Notiz',
  '10.03.2024 00:00;41,0;4,5;29,92;0,01;80;',
  '10.03.2024 00:10;42,8;10,0;29,92;0,02;81;Wartung',
  '10.03.2024 00:10;99,0;10,0;29,92;0,02;81;',
  '10.03.2024 12:00;59,0;12,3;30,01;0,00;60;',
  '10.03.2024 13:00;200,0;12,3;30,01;0,10;60;',
  '31.02.2024 10:00;50,0;1,0;30,01;0,00;60;',
  '01.01.1999 00:00;50,0;1,0;30,01;0,00;60;',
  '10.03.2024 23:50;32,0;0,0;29,50;0,00;90;',
  '11.03.2024 00:00;33,8;0,0;29,50;0,00;91;',
  '',
].join('\n');

export const FOREIGN_MAPPING: ImportColumnMapping = {
  separator: ';',
  decimalComma: true,
  time: { column: 0, format: 'pattern', pattern: 'DD.MM.YYYY HH:mm', zone: 'station' },
  measures: [
    { column: 1, measure: 'temperature', unit: '°F' },
    { column: 2, measure: 'windSpeed', unit: 'mph' },
    { column: 3, measure: 'relativePressure', unit: 'inHg' },
    { column: 4, measure: 'rain', unit: 'in' },
    { column: 5, measure: 'humidity', unit: '%' },
  ],
};
