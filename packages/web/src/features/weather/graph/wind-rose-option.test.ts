import { COMPASS_POINTS_16_DE } from '@meteodeck/weather';
import { describe, expect, it } from 'vitest';
import { buildWindRose, IMPERIAL_UNIT } from '../../../test/weather-data.ts';
import { classForces, classNames, formatPercent, radiusScale, windRoseOption } from './wind-rose-option.ts';

const POINTS = COMPASS_POINTS_16_DE;
const COLORS = { text: '#000', muted: '#111', line: '#222', track: '#333' };
const TEXTS = {
  range: ({ forces, from, to, unit }: Record<string, string>) => `Bft ${forces} (${from}–${to} ${unit})`,
  from: ({ forces, from, unit }: Record<string, string>) => `Bft ${forces} (ab ${from} ${unit})`,
};

describe('windRoseOption', () => {
  it('stacks one polar bar series per class over the 16 points, north in the middle at the top', () => {
    const rose = buildWindRose();
    const option = windRoseOption(rose, {
      compassPoints: POINTS,
      classNames: ['a', 'b', 'c', 'd', 'e'],
      colors: COLORS,
    });
    expect(option.angleAxis).toMatchObject({
      type: 'category',
      data: POINTS,
      startAngle: 101.25,
      clockwise: true,
    });
    const series = option.series as {
      name: string;
      stack: string;
      coordinateSystem: string;
      data: number[];
    }[];
    expect(series.map((s) => s.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(new Set(series.map((s) => `${s.stack} ${s.coordinateSystem}`))).toEqual(new Set(['wind polar']));
    // Class 1–2 holds the west's 50 %, class 4 the north-east's 30 %.
    expect(series[0]?.data[12]).toBe(50);
    expect(series[2]?.data[2]).toBe(30);
    expect(series[0]?.data).toHaveLength(16);
    // Rings every 20 % to 60 %, labelled inside only.
    const radius = option.radiusAxis as {
      max: number;
      interval: number;
      axisLabel: { formatter: (v: number) => string };
    };
    expect(radius).toMatchObject({ max: 60, interval: 20 });
    expect([0, 20, 40, 60].map(radius.axisLabel.formatter)).toEqual(['', '20,0 %', '40,0 %', '']);
  });
});

describe('radiusScale', () => {
  it('puts the outer ring just beyond the longest bar, on a round step with at most four rings inside', () => {
    // The longest bar is the west's 50 %: rings every 20 % up to 60 %.
    expect(radiusScale(buildWindRose())).toEqual({ max: 60, interval: 20 });
    const small = buildWindRose({
      directions: Array.from({ length: 16 }, (_, i) => ({
        directionDeg: i * 22.5,
        percents: [i === 4 ? 3.2 : 0, 1, 0, 0, 0],
      })),
    });
    // 4.2 %: rings every 2 % up to 6 %.
    expect(radiusScale(small)).toEqual({ max: 6, interval: 2 });
    expect(radiusScale(buildWindRose({ directions: [] }))).toEqual({ max: 1, interval: 1 });
  });
});

describe('the classes’ names', () => {
  it('writes the forces of each class', () => {
    const [first, second, , , last] = buildWindRose().classes;
    expect([first, second, last].map((c) => (c === undefined ? '' : classForces(c)))).toEqual([
      '1–2',
      '3',
      '6+',
    ]);
  });

  it('gives the speeds in the answer’s unit with its decimals', () => {
    const rose = buildWindRose({
      unit: IMPERIAL_UNIT,
      classes: [
        { fromForce: 1, toForce: 2, fromSpeed: 0.7, toSpeed: 7.6 },
        { fromForce: 6, toForce: null, fromSpeed: 24.2, toSpeed: null },
      ],
    });
    expect(classNames(rose, TEXTS)).toEqual(['Bft 1–2 (0,7–7,6 mph)', 'Bft 6+ (ab 24,2 mph)']);
  });

  it('writes a share with one decimal and a percent sign', () => {
    expect(formatPercent(12.345)).toBe('12,3 %');
  });
});
