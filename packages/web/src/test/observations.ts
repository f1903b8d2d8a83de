import type { Observation } from '@meteodeck/contract';

/** An observation (text message) as the public API returns it; override what a test cares about. */
export function buildObservation(overrides: Partial<Observation> = {}): Observation {
  return {
    id: 4,
    message: 'Nebel löst sich auf',
    weatherStation: { id: 1, reference: 'SSDP41000', name: 'Rütenbrock' },
    user: { id: 2, email: 'editor@example.org' },
    createdAt: '2026-06-15T09:30:00.000Z',
    updatedAt: '2026-06-15T09:30:00.000Z',
    ...overrides,
  };
}
