// The climate report (/weather/report): a month's or a year's table and its NOAA text.
export const loadClimateReportPage = () =>
  import('./components/climate-report-page.tsx').then((m) => m.ClimateReportPage);
