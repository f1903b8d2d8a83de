/**
 * The closing summary's figures by reason (ImportTally): days imported, rows skipped because the station
 * already held their instant or the file gave it twice, rows rejected because unreadable, dated out of
 * range, or without a measure. Counted over every row, where the report's lists keep only the first ones.
 */
import type { ImportTally } from '@meteodeck/contract';
import { createZoneCalendar } from '@meteodeck/weather';
import type { IngestItem, IngestResult } from '../readings/index.ts';

/** The pipeline's reasons for a date it refuses (readings.service.ts), and for a reading without a measure. */
const OUT_OF_RANGE = new Set(['Date dans le futur', 'Date antérieure au 2000-01-01']);
const NO_MEASURE = 'Aucune mesure';

export function createImportTally(timeZone: string) {
  const tally: ImportTally = {
    daysImported: 0,
    alreadyStored: 0,
    duplicates: 0,
    unreadable: 0,
    outOfRange: 0,
    noMeasure: 0,
    other: 0,
  };
  const calendar = createZoneCalendar(timeZone);
  const days = new Set<string>();
  return {
    /** A row the source left out: given twice. */
    duplicate() {
      tally.duplicates += 1;
    },
    /** What the pipeline did with one batch of `items`. */
    batch(items: readonly IngestItem[], result: IngestResult) {
      tally.alreadyStored += result.skipped;
      const refused = new Set<number>();
      for (const { index, reason } of result.rejected) {
        refused.add(index);
        const item = items[index];
        if (item !== undefined && 'reason' in item) tally.unreadable += 1;
        else if (OUT_OF_RANGE.has(reason)) tally.outOfRange += 1;
        else if (reason === NO_MEASURE) tally.noMeasure += 1;
        else tally.other += 1;
      }
      // The pipeline says how many it stored, not which: a batch that stored any counts its days.
      if (result.stored === 0) return;
      items.forEach((item, index) => {
        if ('reading' in item && !refused.has(index)) days.add(calendar.localDate(item.reading.receivedAt));
      });
    },
    result(): ImportTally {
      return { ...tally, daysImported: days.size };
    },
  };
}
