/**
 * Summaries kept by an older version are rebuilt once after an upgrade: a migration only adds the columns
 * and tables (it must not run app code), so the first start of the new version refolds every station's
 * readings into them (summary-rebuild.ts), then records the version.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/create-db.ts';
import type { Database } from '../../../db/database.ts';
import { createSettingsRepository } from '../../settings/index.ts';
import type { Station } from '../../stations/index.ts';
import { rebuildStationSummaries } from './summary-rebuild.ts';

/**
 * What daily summaries and rollups hold. 1: daily summaries (first release); 2: 10-minute and hourly
 * rollups, wind-direction vector sums and PM2.5 24-hour average sums; 3: the smallest rain event of a span.
 * Raise it when the fold changes.
 */
export const SUMMARIES_VERSION = '3';
const KEY = 'summaries_version';

/**
 * Rebuilds the summaries of `stations` when the database's were kept by another version; returns the days
 * rebuilt (0 when already current). `rebuilt` is told each station that had days to rebuild.
 */
export async function upgradeSummaries(
  db: Kysely<Database>,
  dialect: DialectName,
  stations: readonly Pick<Station, 'id' | 'reference' | 'timezone' | 'dayStartHour'>[],
  rebuilt: (station: Pick<Station, 'reference'>, days: number, seconds: number) => void = () => {},
): Promise<number> {
  const settings = createSettingsRepository(db);
  if ((await settings.find(KEY)) === SUMMARIES_VERSION) return 0;
  let days = 0;
  for (const station of stations) {
    const started = Date.now();
    const written = await rebuildStationSummaries(db, dialect, station);
    if (written > 0) rebuilt(station, written, (Date.now() - started) / 1000);
    days += written;
  }
  await settings.set(KEY, SUMMARIES_VERSION);
  return days;
}
