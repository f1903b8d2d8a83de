import { describe, expect, it } from 'vitest';
import { radarUrl } from './rain-radar.tsx';

describe('the rain radar', () => {
  it("centres on the station's position, to Windy's two decimals", () => {
    expect(radarUrl(52.84, 7.1)).toMatch(
      /^https:\/\/embed\.windy\.com\/embed2\.html\?lat=52\.84&lon=7\.10&detailLat=52\.84&detailLon=7\.10&/,
    );
    expect(radarUrl(40.7506, -73.9972)).toContain('lat=40.75&lon=-74.00');
  });
});
