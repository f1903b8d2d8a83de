import type { Forecast, ForecastLanguage } from '@meteodeck/contract';

/**
 * A source of forecasts. Each implementation calls one third-party API and maps its answer onto the
 * contract's {@link Forecast}; any failure is a 502 AppError (see upstream-http.ts).
 */
export interface ForecastProvider {
  /** Name shown in error messages, e.g. `Open-Meteo`. */
  readonly name: string;
  /**
   * Forecast for a position in WGS84 degrees, its descriptions in `language`; `daily[0]` is today there,
   * followed by at least five days.
   */
  getForecast(lat: number, lon: number, language: ForecastLanguage): Promise<Forecast>;
}
