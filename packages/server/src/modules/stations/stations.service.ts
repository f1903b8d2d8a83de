import { type AdminWeatherStation, type PageRequest, toPageRequest } from '@meteodeck/contract';
import type { Station, StationsRepository } from './stations.repository.ts';

/**
 * A station in the API's shape, `apiToken` included. Routes send it through the public or the admin
 * response schema; the public one drops the token.
 */
export function toWeatherStationResponse(station: Station): AdminWeatherStation {
  return {
    id: station.id,
    reference: station.reference,
    name: station.name,
    description: station.description,
    shortDescription: station.shortDescription,
    country: station.country,
    address: station.address,
    city: station.city,
    postalCode: station.postalCode,
    lat: station.lat,
    lng: station.lng,
    elevation: station.elevation,
    model: station.model,
    apiToken: station.apiToken,
    preferedUnit: station.preferedUnit,
    timezone: station.timezone,
    createdAt: new Date(station.createdAt).toISOString(),
    updatedAt: new Date(station.updatedAt).toISOString(),
  };
}

export interface StationsService {
  /** One page of stations (newest first unless `order` is ASC) and the total count of stations. */
  list(
    query: Partial<PageRequest>,
  ): Promise<{ weatherStations: AdminWeatherStation[]; numberOfResult: number }>;
  /** The station of `reference`; throws notFound (404) when there is none. */
  get(reference: string): Promise<AdminWeatherStation>;
}

/** Station use cases (reading side; create, update and delete grow here). */
export function createStationsService(deps: { stations: StationsRepository }): StationsService {
  return {
    async list(query) {
      const page = toPageRequest(query);
      const [stations, numberOfResult] = await Promise.all([
        deps.stations.list({
          offset: (page.page - 1) * page.maxResult,
          limit: page.maxResult,
          order: page.order === 'ASC' ? 'asc' : 'desc',
        }),
        deps.stations.count(),
      ]);
      return { weatherStations: stations.map(toWeatherStationResponse), numberOfResult };
    },
    async get(reference) {
      return toWeatherStationResponse(await deps.stations.getByReference(reference));
    },
  };
}
