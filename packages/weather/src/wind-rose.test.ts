import { describe, expect, it } from 'vitest';
import {
  addToWindRose,
  emptyWindRose,
  tallyWindRose,
  WIND_ROSE_CLASSES,
  windRoseClassIndex,
  windRoseShares,
} from './wind-rose.ts';

const W = 12;
const NE = 2;

describe('windRoseClassIndex (groups of Beaufort forces)', () => {
  it.each([
    [0, 'calm'],
    [0.24, 'calm'],
    [0.25, 0],
    [3.3, 0],
    [3.4, 1],
    [5.4, 1],
    [5.5, 2],
    [7.9, 2],
    [8.0, 3],
    [10.7, 3],
    [10.8, 4],
    [40, 4],
  ] as const)('%s m/s is class %s', (speed, index) => {
    expect(windRoseClassIndex(speed)).toBe(index);
  });

  it('has no class without a speed it can read', () => {
    expect(windRoseClassIndex(null)).toBeNull();
    expect(windRoseClassIndex(-1)).toBeNull();
    expect(windRoseClassIndex(Number.NaN)).toBeNull();
  });

  it('starts each class at its first force’s WMO band', () => {
    for (const [index, speedClass] of WIND_ROSE_CLASSES.entries()) {
      expect(windRoseClassIndex(speedClass.fromMs)).toBe(index);
    }
  });
});

describe('tallyWindRose and windRoseShares', () => {
  it('counts 10 readings by hand: 2 calm, 5 from W at 3 m/s, 3 from NE at 7 m/s', () => {
    const tally = tallyWindRose([
      { speedMs: 0, directionDeg: 90 },
      { speedMs: 0.1, directionDeg: null },
      ...Array.from({ length: 5 }, () => ({ speedMs: 3, directionDeg: 270 })),
      ...Array.from({ length: 3 }, () => ({ speedMs: 7, directionDeg: 45 })),
    ]);
    expect(tally.samples).toBe(10);
    expect(tally.calm).toBe(2);
    expect(tally.counts[W]).toEqual([5, 0, 0, 0, 0]);
    expect(tally.counts[NE]).toEqual([0, 0, 3, 0, 0]);
    const shares = windRoseShares(tally);
    expect(shares.calmPct).toBe(20);
    expect(shares.sectors[W]).toEqual([50, 0, 0, 0, 0]);
    expect(shares.sectors[NE]).toEqual([0, 0, 30, 0, 0]);
    expect(shares.sectors.flat().reduce((a, b) => a + b, 0) + shares.calmPct).toBe(100);
  });

  it('puts each direction in the sector centred on its compass point, 348.75° in N', () => {
    const tally = tallyWindRose([
      { speedMs: 2, directionDeg: 348.75 },
      { speedMs: 2, directionDeg: 11.24 },
      { speedMs: 2, directionDeg: 11.25 },
      { speedMs: 2, directionDeg: 360 },
    ]);
    expect(tally.counts[0]?.[0]).toBe(3);
    expect(tally.counts[1]?.[0]).toBe(1);
  });

  it('leaves out a sample without speed, and keeps one without direction apart from the shares', () => {
    const tally = emptyWindRose();
    addToWindRose(tally, { speedMs: null, directionDeg: 90 });
    addToWindRose(tally, { speedMs: 4, directionDeg: null });
    addToWindRose(tally, { speedMs: 4, directionDeg: 90 });
    addToWindRose(tally, { speedMs: 0, directionDeg: null });
    expect(tally).toMatchObject({ samples: 3, calm: 1, unplaced: 1 });
    const shares = windRoseShares(tally);
    expect(shares.calmPct).toBe(50);
    expect(shares.sectors[4]).toEqual([0, 50, 0, 0, 0]);
  });

  it('answers zeros for no samples, and rounds to the decimals asked', () => {
    expect(windRoseShares(emptyWindRose()).calmPct).toBe(0);
    const third = tallyWindRose([
      { speedMs: 0, directionDeg: null },
      { speedMs: 2, directionDeg: 0 },
      { speedMs: 2, directionDeg: 0 },
    ]);
    expect(windRoseShares(third).calmPct).toBe(33.33);
    expect(windRoseShares(third, 1).sectors[0]?.[0]).toBe(66.7);
  });
});
