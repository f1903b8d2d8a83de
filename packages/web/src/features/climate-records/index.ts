// The climate records (/weather/records): the station's records all time and per calendar month.
export const loadClimateRecordsPage = () =>
  import('./components/climate-records-page.tsx').then((m) => m.ClimateRecordsPage);
