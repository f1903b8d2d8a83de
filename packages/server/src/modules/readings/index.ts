// Readings' face: what other modules use of the readings module, nothing more. Import from here, never from
// a file inside readings/ (the boundary lint holds other modules to it). Inside: doors/ (the consoles'
// protocols and their routes), ingest/ (the pipeline), store/ (reading rows and flags), summaries/ (daily
// summaries, rollups, records, a source's own extremes).

// What the climate module's agro figures read of the summaries and rollups.
export type { AgroDayRow, AgroInputsRepository } from './agro-inputs.repository.ts';
export { createAgroInputsRepository } from './agro-inputs.repository.ts';
// What a reading is (the imports build them).
export type { CanonicalReading, ReadingMeasures } from './canonical-reading.ts';
export { emptyReading } from './canonical-reading.ts';
// Ingestion, for the imports; the station credentials and pipeline a test or a tool builds itself.
export type { UploadStation } from './doors/station-credentials.ts';
export { createStationCredentials } from './doors/station-credentials.ts';
// The ingestion's transaction and its station lock, for the sensors' imported values (same lock as uploads).
export { runIngestTransaction } from './ingest/ingest-transaction.ts';
export type {
  IngestItem,
  IngestResult,
  InTransactionHook,
  ReadingsService,
  UploadHook,
  UploadInTransaction,
} from './ingest/readings.service.ts';
export { createReadingsService } from './ingest/readings.service.ts';
// Events ingestion emits (the live views subscribe).
export type { ReadingEvents, UploadEvents } from './reading-events.ts';
export { createMemoryReadingEvents } from './reading-events.ts';
// Corrections of stored readings (quality's review and reading editor).
export type { ReadingsCorrections } from './readings-corrections.ts';
// The module wired into a process.
export { type ReadingsWiring, wireReadings } from './readings-wiring.ts';
// The reads: raw readings, flags, daily summaries, rollups, records.
export { READING_COLUMN_OF } from './store/reading-columns.ts';
export type { ReadingFlagsRepository } from './store/reading-flags.repository.ts';
export { createReadingFlagsRepository } from './store/reading-flags.repository.ts';
export type { ReadingBucketRow, ReadingsReadRepository } from './store/readings-read.repository.ts';
export { createReadingsReadRepository } from './store/readings-read.repository.ts';
// Forwarding reads the rain of the readings it queues, in the ingestion transaction.
export { createReadingsWriteRepository } from './store/readings-write.repository.ts';
export type {
  ExportDayMeasure,
  ExportDayRow,
  ExportDaysRepository,
} from './summaries/export-days.repository.ts';
export { createExportDaysRepository } from './summaries/export-days.repository.ts';
export type { InForceExtreme } from './summaries/imported-extremes.repository.ts';
export { createImportedExtremesRepository } from './summaries/imported-extremes.repository.ts';
export type { SourceDayExtremes, SourceExtreme } from './summaries/imported-extremes.ts';
export type { MeasureExtremes, PeriodFold } from './summaries/period-fold.ts';
export type {
  DayRange,
  RollupPm25,
  RollupRange,
  RollupsReadRepository,
  RollupWind,
} from './summaries/rollups-read.repository.ts';
export { createRollupsReadRepository } from './summaries/rollups-read.repository.ts';
export type {
  CalendarDayRow,
  DayRainRow,
  ReportDayRow,
  SummariesReadRepository,
} from './summaries/summaries-read.repository.ts';
export { createSummariesReadRepository } from './summaries/summaries-read.repository.ts';
export { daySpannerOf, localDayRange, stationDayOf } from './summaries/summary-maintenance.ts';
export { rebuildStationSummaries } from './summaries/summary-rebuild.ts';
export type { RecordDayRow, SummaryRecordsRepository } from './summaries/summary-records.repository.ts';
export { createSummaryRecordsRepository } from './summaries/summary-records.repository.ts';
