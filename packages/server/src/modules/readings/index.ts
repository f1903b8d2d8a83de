// Readings' face: what other modules use of the readings module. Import from here, never from a file inside
// readings/ (the boundary lint holds other modules to it; older importers are in its shrink-only allow-list).
// The ingestion pipeline and its doors.

// What the climate module's agro figures read of the summaries and rollups.
export type { AgroDayRow, AgroInputsRepository } from './agro-inputs.repository.ts';
export { createAgroInputsRepository } from './agro-inputs.repository.ts';
// What a reading is.
export type { CanonicalReading, DroppedValue, ReadingMeasures } from './canonical-reading.ts';
export {
  applyQualityControl,
  EARLIEST_INSTANT_MS,
  emptyReading,
  hasAnyMeasure,
} from './canonical-reading.ts';
export type { ImportedExtremesRepository } from './imported-extremes.repository.ts';
export { createImportedExtremesRepository } from './imported-extremes.repository.ts';
export type { ImportedExtreme, SourceDayExtremes, SourceExtreme } from './imported-extremes.ts';
export { applyImportedExtremes } from './imported-extremes.ts';
export { runIngestTransaction, WRITE_LOCK_WAIT_MS } from './ingest-transaction.ts';
export { READING_COLUMN_OF } from './reading-columns.ts';
// Events ingestion emits.
export type { ReadingEvents, ReadingListener, UploadEvents, UploadRecorded } from './reading-events.ts';
export { createMemoryReadingEvents, createMemoryUploadEvents } from './reading-events.ts';
export type { ReadingFlagsRepository } from './reading-flags.repository.ts';
export { createReadingFlagsRepository } from './reading-flags.repository.ts';
export type {
  IngestItem,
  IngestLog,
  IngestOptions,
  IngestResult,
  ReadingsService,
  ReadingsServiceDeps,
  UploadHook,
  UploadInTransaction,
} from './readings.service.ts';
export { CHUNK_TARGET_MS, createReadingsService, MAX_FUTURE_SKEW_MS } from './readings.service.ts';
// The stores: raw readings, daily summaries, rollups, flags, imported extremes.
export type { ReadingBucketRow, ReadingsReadRepository } from './readings-read.repository.ts';
export { createReadingsReadRepository } from './readings-read.repository.ts';
// The module wired into a process.
export { type ReadingsWiring, wireReadings } from './readings-wiring.ts';
export type {
  ChainRow,
  DerivedReadingColumns,
  ReadingInsert,
  ReadingState,
  ReadingsWriteRepository,
  StoredReading,
} from './readings-write.repository.ts';
export { createReadingsWriteRepository, deleteReadingsOf } from './readings-write.repository.ts';
export type {
  DayRange,
  DayRangeRow,
  RollupPm25,
  RollupRange,
  RollupsReadRepository,
  RollupWind,
} from './rollups-read.repository.ts';
export { createRollupsReadRepository } from './rollups-read.repository.ts';
export type { RollupsWriteRepository } from './rollups-write.repository.ts';
export { createRollupsWriteRepository } from './rollups-write.repository.ts';
export type { StationCredentials, UploadStation } from './station-credentials.ts';
export { BAD_CREDENTIALS, createStationCredentials } from './station-credentials.ts';
export type {
  AliasedAggregate,
  CalendarDayRow,
  DayRainRow,
  ReportDayRow,
  SummariesReadRepository,
} from './summaries-read.repository.ts';
export { aggregateFold, createSummariesReadRepository } from './summaries-read.repository.ts';
export type { SummariesWriteRepository } from './summaries-write.repository.ts';
export { createSummariesWriteRepository } from './summaries-write.repository.ts';
// Keeping summaries and rollups in step with the readings.
export type { DaySpan, SummaryStores, WrittenAround } from './summary-maintenance.ts';
export {
  appendToSummaries,
  createDaySpanner,
  daySpannerOf,
  foldDay,
  localDayRange,
  recomputeAround,
  recomputeDays,
  rollupStart,
} from './summary-maintenance.ts';
export { rebuildStationSummaries } from './summary-rebuild.ts';
export type { RecordDayRow, SummaryRecordsRepository } from './summary-records.repository.ts';
export { createSummaryRecordsRepository } from './summary-records.repository.ts';
