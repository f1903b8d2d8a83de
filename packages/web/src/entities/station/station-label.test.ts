import { describe, expect, it } from 'vitest';
import { stationLabel } from './station-label.ts';

describe('stationLabel', () => {
  it('shows the city with the first two postal-code digits', () => {
    expect(stationLabel({ city: 'Rütenbrock', postalCode: '49762' })).toBe('Rütenbrock (49)');
    expect(stationLabel({ city: 'Clermont-Ferrand', postalCode: ' 63000' })).toBe('Clermont-Ferrand (63)');
  });

  it('shows the city alone when the postal code is empty', () => {
    expect(stationLabel({ city: 'Helgoland', postalCode: '' })).toBe('Helgoland');
  });
});
