import type { WeatherStation } from '@meteodeck/contract';

/** A station as the public API returns it; override what a test cares about. */
export function buildStation(overrides: Partial<WeatherStation> = {}): WeatherStation {
  return {
    id: 1,
    reference: 'SSDP41000',
    name: 'Rütenbrock',
    description: 'Davis Vantage Pro 2 im Garten',
    shortDescription: 'Station im Emsland',
    country: 'DE',
    address: 'Hauptstraße 1',
    city: 'Rütenbrock',
    postalCode: '49762',
    lat: 52.84,
    lng: 7.1,
    elevation: 18,
    model: 'Davis Vantage Pro 2',
    preferedUnit: 'Metric',
    timezone: 'Europe/Berlin',
    otherStations: [],
    createdAt: '2024-03-01T08:30:00.000Z',
    updatedAt: '2025-06-15T12:00:00.000Z',
    ...overrides,
  };
}
