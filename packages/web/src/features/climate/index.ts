// The station's climate by day (/weather/climate): day counts per month and the calendar heat map of a year.
export const loadClimateDaysPage = () =>
  import('./components/climate-days-page.tsx').then((m) => m.ClimateDaysPage);
// That calendar day in every year of the station (/weather/on-this-day).
export const loadOnThisDayPage = () =>
  import('./components/on-this-day-page.tsx').then((m) => m.OnThisDayPage);
