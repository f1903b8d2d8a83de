/**
 * PostgreSQL: a console's usual upload, one reading newer than every stored one and in the same station day
 * as the newest, stored in one statement: the reading inserted (nothing if its instant is stored already),
 * and, only when it was, its fold added in SQL to its daily summary and to its two rollup buckets, and the
 * change-log row written (data-modifying CTEs selecting from the insert). Each stored row is merged with the
 * reading's one-reading fold exactly as SummaryFold.add continues a stored fold in memory (same comparisons,
 * same float additions in the same order), so the rows equal appendToSummaries'. A rollup bucket other than
 * the newest stored reading's starts from the reading alone, as in appendToSummaries.
 */
import type { Kysely } from 'kysely';
import { PREPARED_STATEMENT_MARK } from '../../../db/create-db.ts';
import { type Database, ROLLUP_WIDTHS_MIN, SUMMARY_MEASURES } from '../../../db/database.ts';
import type { ReadingRowValues } from '../ingest/reading-derivation.ts';
import { runSql } from '../store/precompiled-sql.ts';
import { INSERT_ONE_POSTGRES, readingInsertParameters } from '../store/readings-write.repository.ts';
import { SUMMARY_VALUE_COLUMNS, SummaryFold, type SummaryValues, summaryInputs } from './daily-summary.ts';
import { type DayRule, daySpannerOf, rollupStart } from './summary-maintenance.ts';

/** A column merged as SummaryFold.add does, `t` the stored row, `e` the reading's fold (excluded). */
function mergeOf(table: string): Map<string, string> {
  const t = (column: string) => `${table}.${column}`;
  const e = (column: string) => `excluded.${column}`;
  const merged = new Map<string, string>();
  for (const m of SUMMARY_MEASURES) {
    const [min, minAt, max, maxAt, sum, count] = ['min', 'min_at', 'max', 'max_at', 'sum', 'count'].map(
      (part) => `${m}_${part}`,
    ) as [string, string, string, string, string, string];
    // No value in the reading: the measure stays; none stored yet: the reading's value is all.
    const pick = (wins: string, column: string) =>
      `case when ${e(count)} = 0 then ${t(column)} when ${t(count)} = 0 or ${wins} then ${e(column)} else ${t(column)} end`;
    const lower = `${e(min)} < ${t(min)}`;
    const higher = `${e(max)} > ${t(max)}`;
    merged.set(min, pick(lower, min));
    merged.set(minAt, pick(lower, minAt));
    merged.set(max, pick(higher, max));
    merged.set(maxAt, pick(higher, maxAt));
    merged.set(
      sum,
      `case when ${e(count)} = 0 then ${t(sum)} when ${t(count)} = 0 then ${e(sum)} else ${t(sum)} + ${e(sum)} end`,
    );
    merged.set(count, `${t(count)} + ${e(count)}`);
  }
  // `plus` of daily-summary.ts: null when neither has a value.
  const plus = (column: string) =>
    `case when ${e(column)} is null then ${t(column)} else coalesce(${t(column)}, 0) + ${e(column)} end`;
  for (const column of [
    'rain_total_mm',
    'lightning_count',
    'wind_dir_east',
    'wind_dir_north',
    'pm25_avg24h_sum',
  ])
    merged.set(column, plus(column));
  for (const column of ['reading_count', 'wind_dir_count', 'pm25_avg24h_count'])
    merged.set(column, `${t(column)} + ${e(column)}`);
  const event = (column: string, op: '<' | '>') =>
    `${e(column)} is not null and (${t(column)} is null or ${e(column)} ${op} ${t(column)})`;
  for (const [column, op] of [
    ['rain_event_max', '>'],
    ['rain_event_min', '<'],
  ] as const) {
    const wins = event(column, op);
    merged.set(column, `case when ${wins} then ${e(column)} else ${t(column)} end`);
    merged.set(`${column}_at`, `case when ${wins} then ${e(`${column}_at`)} else ${t(`${column}_at`)} end`);
  }
  merged.set(
    'first_at',
    `case when ${t('first_at')} is null or ${e('first_at')} < ${t('first_at')} then ${e('first_at')} else ${t('first_at')} end`,
  );
  merged.set(
    'last_at',
    `case when ${t('last_at')} is null or ${e('last_at')} > ${t('last_at')} then ${e('last_at')} else ${t('last_at')} end`,
  );
  const missing = SUMMARY_VALUE_COLUMNS.filter((column) => !merged.has(column));
  if (missing.length > 0) throw new Error(`summary columns without a merge: ${missing.join(', ')}`);
  return merged;
}

/** Parameters before the fold's values: the reading's, then the day, each width's bucket and continuation. */
const READING_PARAMETERS = (INSERT_ONE_POSTGRES.match(/\$\d+/g) ?? []).length;
const DAY = READING_PARAMETERS + 1;
const bucketParameter = (level: number) => DAY + 1 + level * 2;
const continuesParameter = (level: number) => DAY + 2 + level * 2;
const FIRST_VALUE = DAY + 1 + ROLLUP_WIDTHS_MIN.length * 2;
/** The parameter after the fold's values: where a caller's own parts start. */
export const APPEND_ONE_NEXT_PARAMETER = FIRST_VALUE + SUMMARY_VALUE_COLUMNS.length;

/** The statement, without the caller's parts (see {@link appendOnePostgres}). */
function appendStatement(extra: readonly string[]): string {
  // Every value cast: a select list gives its placeholders no column type. Counts and instants are exact
  // in float8 (integers below 2^53) and assigned to their integer columns unchanged.
  const values = SUMMARY_VALUE_COLUMNS.map((_, i) => `$${FIRST_VALUE + i}::float8`).join(', ');
  const daySet = mergeOf('daily_summaries');
  const rollupSet = mergeOf('reading_rollups');
  const parts = [
    `ins as (${INSERT_ONE_POSTGRES})`,
    `day as (insert into daily_summaries (weather_station_id, day, ${SUMMARY_VALUE_COLUMNS.join(', ')})` +
      ` select $1::integer, $${DAY}::varchar, ${values} from ins` +
      ` on conflict (weather_station_id, day) do update set ${SUMMARY_VALUE_COLUMNS.map((c) => `${c} = ${daySet.get(c)}`).join(', ')})`,
    ...ROLLUP_WIDTHS_MIN.map(
      (width, level) =>
        `r${width} as (insert into reading_rollups (weather_station_id, width_min, start_at, ${SUMMARY_VALUE_COLUMNS.join(', ')})` +
        ` select $1::integer, ${width}, $${bucketParameter(level)}::bigint, ${values} from ins` +
        ' on conflict (weather_station_id, width_min, start_at) do update set ' +
        SUMMARY_VALUE_COLUMNS.map(
          (c) =>
            `${c} = case when $${continuesParameter(level)}::boolean then ${rollupSet.get(c)} else excluded.${c} end`,
        ).join(', ') +
        ')',
    ),
    ...extra,
  ];
  return `with ${parts.join(', ')} select count(*)::integer as stored from ins`;
}

/** The statement's text by the callers' parts (a few shapes: with or without the door's record). */
const texts = new Map<string, string>();

/** A part of the statement a caller adds: a named CTE over `ins` (the inserted row) and its parameters. */
export interface AppendPart {
  name: string;
  text: string;
  /** A select (not data-modifying) runs only when read: the final select reads it. */
  select?: boolean;
  parameters: readonly unknown[];
}

/**
 * Stores `row` (newer than every stored reading of the station, `latestStoredAt` the newest, in the same
 * station day under `rule`) with its summary and rollups in one statement on `db` (the ingestion transaction), and the
 * caller's `parts` (their placeholders numbered from APPEND_ONE_NEXT_PARAMETER on, in order). Returns 1
 * when stored, 0 when the instant was stored already (then nothing else is written).
 */
export async function appendOnePostgres(
  db: Kysely<Database>,
  rule: DayRule,
  latestStoredAt: number,
  row: ReadingRowValues,
  parts: readonly AppendPart[] = [],
): Promise<number> {
  const spanOf = daySpannerOf(rule);
  const span = spanOf(row.received_at);
  const latestSpan = spanOf(latestStoredAt);
  if (span.day !== latestSpan.day) throw new Error('appendOnePostgres: the reading opens another day');
  const fold: SummaryValues = new SummaryFold().add(summaryInputs(row)).values();
  const parameters: unknown[] = [...readingInsertParameters(row), span.day];
  for (const width of ROLLUP_WIDTHS_MIN) {
    const start = rollupStart(span, width, row.received_at);
    parameters.push(start, start === rollupStart(latestSpan, width, latestStoredAt));
  }
  for (const column of SUMMARY_VALUE_COLUMNS) parameters.push(fold[column]);
  const extra = parts.map((part) => `${part.name} as (${part.text})`);
  const selects = parts.filter((part) => part.select === true);
  const key = extra.join('\n');
  let prepared = texts.get(key);
  if (prepared === undefined) {
    let text = appendStatement(extra);
    if (selects.length > 0)
      text = text.replace(
        ' select count(*)::integer as stored from ins',
        ` select (select count(*) from ins)::integer as stored, ${selects.map((part) => `(select count(*) from ${part.name})`).join(', ')}`,
      );
    // A named prepared statement: PostgreSQL parses this wide text once per connection, not per upload.
    prepared = `${PREPARED_STATEMENT_MARK}${text}`;
    texts.set(key, prepared);
  }
  for (const part of parts) parameters.push(...part.parameters);
  const result = await runSql<{ stored: number }>(db, prepared, parameters);
  return Number(result.rows[0]?.stored ?? 0);
}
