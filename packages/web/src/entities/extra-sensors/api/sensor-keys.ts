/** The paths and query keys of the public extra-sensor calls (under the station's weather-data keys). */
export function sensorsPath(reference: string): string {
  return `/api/weatherData/${encodeURIComponent(reference)}/sensors`;
}

export const sensorKeys = {
  current: (reference: string) => ['weatherData', reference, 'sensors', 'current'] as const,
  summaries: (reference: string, from: string, to: string) =>
    ['weatherData', reference, 'sensors', 'summaries', from, to] as const,
  series: (reference: string, from: string, to: string) =>
    ['weatherData', reference, 'sensors', 'series', from, to] as const,
};
