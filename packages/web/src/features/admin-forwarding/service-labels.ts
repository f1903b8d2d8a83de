import type { ForwardingServiceName } from '@meteodeck/contract';

/** Each weather network under its own name, as the page lists and offers it. */
export const SERVICE_LABELS: Record<ForwardingServiceName, string> = {
  wunderground: 'Weather Underground',
  pwsweather: 'PWSweather',
  windy: 'Windy',
  awekas: 'AWEKAS',
  wow: 'Met Office WOW',
  openweathermap: 'OpenWeatherMap',
  cwop: 'CWOP',
};
