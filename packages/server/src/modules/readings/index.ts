// Readings' face: what other modules use of the readings module. Import from here, never from a file inside
// readings/ (the boundary lint holds other modules to it; older importers are in its shrink-only allow-list).
// The ingestion pipeline and its doors.

// What a reading is.
export type { CanonicalReading, DroppedValue, ReadingMeasures } from './canonical-reading.ts';
export {
  applyQualityControl,
  EARLIEST_INSTANT_MS,
  emptyReading,
  hasAnyMeasure,
} from './canonical-reading.ts';
export type { StationCredentials, UploadStation } from './doors/station-credentials.ts';
export { BAD_CREDENTIALS, createStationCredentials } from './doors/station-credentials.ts';
export { runIngestTransaction, WRITE_LOCK_WAIT_MS } from './ingest/ingest-transaction.ts';
export type {
  IngestItem,
  IngestLog,
  IngestOptions,
  IngestResult,
  ReadingsService,
  ReadingsServiceDeps,
} from './ingest/readings.service.ts';
export { CHUNK_TARGET_MS, createReadingsService, MAX_FUTURE_SKEW_MS } from './ingest/readings.service.ts';
// Events ingestion emits.
export type { ReadingEvents, ReadingListener, UploadEvents, UploadRecorded } from './reading-events.ts';
export { createMemoryReadingEvents, createMemoryUploadEvents } from './reading-events.ts';
// The module wired into a process.
export { type ReadingsWiring, wireReadings } from './readings-wiring.ts';
export { READING_COLUMN_OF } from './store/reading-columns.ts';
export type { ReadingFlagsRepository } from './store/reading-flags.repository.ts';
export { createReadingFlagsRepository } from './store/reading-flags.repository.ts';
// The stores: raw readings, daily summaries, rollups, flags, imported extremes.
export type { ReadingBucketRow, ReadingsReadRepository } from './store/readings-read.repository.ts';
export { createReadingsReadRepository } from './store/readings-read.repository.ts';
export type {
  ChainRow,
  DerivedReadingColumns,
  ReadingInsert,
  ReadingState,
  ReadingsWriteRepository,
  StoredReading,
} from './store/readings-write.repository.ts';
export { createReadingsWriteRepository, deleteReadingsOf } from './store/readings-write.repository.ts';
export type { ImportedExtremesRepository } from './summaries/imported-extremes.repository.ts';
export { createImportedExtremesRepository } from './summaries/imported-extremes.repository.ts';
export type { ImportedExtreme, SourceDayExtremes, SourceExtreme } from './summaries/imported-extremes.ts';
export { applyImportedExtremes } from './summaries/imported-extremes.ts';
// Keeping summaries and rollups in step with the readings.
export type { MeasureExtremes, PeriodFold } from './summaries/period-fold.ts';
export type {
  DayRange,
  DayRangeRow,
  RollupPm25,
  RollupRange,
  RollupsReadRepository,
  RollupWind,
} from './summaries/rollups-read.repository.ts';
export { createRollupsReadRepository } from './summaries/rollups-read.repository.ts';
export type { RollupsWriteRepository } from './summaries/rollups-write.repository.ts';
export { createRollupsWriteRepository } from './summaries/rollups-write.repository.ts';
export type {
  AliasedAggregate,
  CalendarDayRow,
  DayRainRow,
  ReportDayRow,
  SummariesReadRepository,
} from './summaries/summaries-read.repository.ts';
export { aggregateFold, createSummariesReadRepository } from './summaries/summaries-read.repository.ts';
export type { SummariesWriteRepository } from './summaries/summaries-write.repository.ts';
export { createSummariesWriteRepository } from './summaries/summaries-write.repository.ts';
export type { DaySpan, SummaryStores, WrittenAround } from './summaries/summary-maintenance.ts';
export {
  appendToSummaries,
  createDaySpanner,
  daySpannerOf,
  foldDay,
  localDayRange,
  recomputeAround,
  recomputeDays,
  rollupStart,
} from './summaries/summary-maintenance.ts';
export { rebuildStationSummaries } from './summaries/summary-rebuild.ts';
export type { RecordDayRow, SummaryRecordsRepository } from './summaries/summary-records.repository.ts';
export { createSummaryRecordsRepository } from './summaries/summary-records.repository.ts';
