// The climate-records entity: the station's records all time and per calendar month (GET
// .../climate/records), the records page's data and the 'new record' badges the current-data and home pages
// show. Code outside this folder imports it from here only.
export { useClimateRecords } from './api/get-climate-records.ts';
export { NewRecordBadges, NewRecordList } from './components/new-record-badges.tsx';
export { formatRecordValue, monthName } from './record-kinds.ts';
