import { isForecast } from 'virtual:answer-checks';
import type { Forecast } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type Language, useLanguage } from '../../../lib/language.ts';

/** A position in WGS84 degrees, north and east. */
export interface Position {
  lat: number;
  lng: number;
}

/** Forecasts change a few times a day; refetching one for the same place within 10 minutes adds nothing. */
const FORECAST_STALE_MS = 10 * 60_000;
/** A forecast stays worth showing for hours: kept this long, so a failed refresh still shows the last one. */
const FORECAST_KEEP_MS = 6 * 60 * 60_000;

/**
 * GET /api/openWeather?lat&lng: the weather now and today plus at least five days at a position, its
 * descriptions in the visitor's language (asked for as Accept-Language).
 */
export async function getForecast(
  position: Position,
  language: Language,
  signal?: AbortSignal,
): Promise<Forecast> {
  return apiRequest('/api/openWeather', isForecast, {
    query: { lat: position.lat, lng: position.lng },
    language,
    ...(signal === undefined ? {} : { signal }),
  });
}

export function forecastQueryOptions(position: Position, language: Language) {
  return queryOptions({
    queryKey: ['forecast', position.lat, position.lng, language],
    queryFn: ({ signal }) => getForecast(position, language, signal),
    staleTime: FORECAST_STALE_MS,
    gcTime: FORECAST_KEEP_MS,
    // Another service's answer, which can take seconds: the server's page leaves it to the browser.
    meta: { serverRendered: false },
  });
}

/** The forecast at `position`; idle while the position is not known yet (`null`). */
export function useForecast(position: Position | null) {
  const language = useLanguage();
  return useQuery({
    ...forecastQueryOptions(position ?? { lat: 0, lng: 0 }, language),
    enabled: position !== null,
  });
}
