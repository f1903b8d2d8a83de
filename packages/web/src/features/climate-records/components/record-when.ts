import type { DayRecord, MonthRecord } from '@meteodeck/contract';
import { formatLocalDate } from '../../../lib/format/date-format.ts';
import { dateTimeFormat } from '../../../lib/format/locale.ts';

/** A month 'YYYY-MM' written out: 'November 2025'. */
function formatMonth(month: string): string {
  return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1),
  );
}

/**
 * When a record was set: its day and, where kept, the station's clock time ('05.11.2024 14:00'); a month
 * record its month ('November 2025'), in a month's table its year alone.
 */
export function when(record: DayRecord | MonthRecord, inMonthTable: boolean): string {
  if ('month' in record) {
    if (record.month === null) return '';
    return inMonthTable ? record.month.slice(0, 4) : formatMonth(record.month);
  }
  if (record.day === null) return '';
  const time = record.at === null ? '' : ` ${record.at.slice(11, 16)}`;
  return `${formatLocalDate(record.day)}${time}`;
}
