/** The imports module's own tables besides `import_jobs` (operations.ts): the CSV column mappings. */

/**
 * A CSV column mapping a station's admin gave for a header (modules/imports/csv-mapping.ts): offered again for
 * the station's next file with the same header.
 */
export interface ImportColumnMappingsTable {
  weather_station_id: number;
  /** SHA-256 (hex) of the header's cells as JSON: the key a next file's header is matched by. */
  header_key: string;
  /** JSON text: the header's cells, as the file wrote them. */
  header: string;
  /** JSON text: the mapping (contract ImportColumnMapping). */
  mapping: string;
  created_at: number;
  updated_at: number;
}
