/**
 * Where each field of a reading (the contract's measures, and a station's raw lightning counter) is stored in
 * the `readings` table: one map for every place that turns rows back into fields (the export, the fuzzer's
 * bounds check). The measures' columns are the measure catalogue's (@meteodeck/weather `MEASURE_COLUMN`).
 */
import type { ReadingCsvField } from '@meteodeck/contract';
import { MEASURE_COLUMN } from '@meteodeck/weather';
import type { ReadingRow } from '../../../db/database.ts';

export const READING_COLUMN_OF: { readonly [F in ReadingCsvField]: keyof ReadingRow } = {
  ...MEASURE_COLUMN,
  lightningCounter: 'lightning_counter',
};
