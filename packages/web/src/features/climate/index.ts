// The station's climate by day (/weather/climate): day counts per month and the calendar heat map of a year.
export const loadClimateDaysPage = () =>
  import('./components/climate-days-page.tsx').then((m) => m.ClimateDaysPage);
