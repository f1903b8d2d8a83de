// The climate-records entity: the station's records all time and per calendar month (GET
// .../climate/records), the records page's data and the 'new record' badges the current-data and home pages
// show. Code outside this folder imports it from here only.
export { useClimateRecords } from './api/get-climate-records.ts';
export { formatRecordValue, NewRecordBadges } from './components/new-record-badges.tsx';
export { formatMonth, monthName, recordUnit } from './record-kinds.ts';
