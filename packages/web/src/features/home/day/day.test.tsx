import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { themeColors } from '../../../lib/theme.ts';
import {
  buildCurrentData,
  buildGraphData,
  buildGraphPoint,
  IMPERIAL_UNIT,
} from '../../../test/weather-data.ts';
import { DayTiles } from '../components/day-tiles.tsx';
import { daySeries, offsetMinutesOf, sparklinePath, stationClock } from './day-series.ts';
import { dayStripOption } from './day-strip-options.ts';

/** Calls an ECharts formatter option with one value. */
function format(formatter: unknown, value: number): string {
  if (typeof formatter !== 'function') throw new Error('expected a formatter function');
  return String(formatter(value));
}

/** An imperial day: 66.2 °F at midnight rising to 72.5 °F, 0.04 in of rain in each of three hours. */
function imperialDay(withRain = true) {
  const times = [
    '2026-06-14T16:00:00-04:00',
    '2026-06-14T22:00:00-04:00',
    '2026-06-15T04:00:00-04:00',
    '2026-06-15T10:00:00-04:00',
  ];
  const temperatures = [72.5, 66.2, null, 70.6];
  return buildGraphData({
    unit: IMPERIAL_UNIT,
    from: '2026-06-14T10:00:00-04:00',
    to: '2026-06-15T10:00:00-04:00',
    datas: times.map((time, index) =>
      buildGraphPoint(time, {
        temperature: temperatures[index] ?? null,
        humidity: 60 + index,
        relativePressure: 30.01 + index / 100,
        windSpeed: 5 + index,
        rainDaily: withRain ? ([0, 0.04, 0.08, 0.12][index] ?? null) : 0,
        rain: withRain ? ([0, 0.04, 0.04, 0.04][index] ?? null) : 0,
        solarRadiation: [400, 0, 0, 600][index] ?? null,
      }),
    ),
    extremes: {
      ...buildGraphData().extremes,
      temperature: {
        min: { receivedAt: times[1] as string, value: 66.2 },
        max: { receivedAt: times[0] as string, value: 72.5 },
      },
    },
  });
}

describe('the day series', () => {
  it('draws a sparkline through the measured points, broken where one is missing', () => {
    const points: [number, number | null][] = [
      [0, 10],
      [1, 20],
      [2, null],
      [3, 15],
      [4, 10],
    ];
    expect(sparklinePath(points, 100, 20)).toBe('M2.0 18.0L26.0 2.0M74.0 10.0L98.0 18.0');
    // A flat line sits in the middle; fewer than two values draw nothing.
    expect(
      sparklinePath(
        [
          [0, 5],
          [1, 5],
        ],
        100,
        20,
      ),
    ).toBe('M2.0 10.0L98.0 10.0');
    expect(
      sparklinePath(
        [
          [0, 5],
          [1, null],
        ],
        100,
        20,
      ),
    ).toBe('');
  });

  it("reads the station's clock from its offset", () => {
    expect(offsetMinutesOf('2026-06-15T10:00:00-04:00')).toBe(-240);
    expect(offsetMinutesOf('2026-06-15T10:00:00+05:30')).toBe(330);
    expect(stationClock(Date.parse('2026-06-15T14:00:00Z'), -240)).toBe('10:00');
  });
});

describe('the 24 h strip', () => {
  it('draws the temperature in the units of the answer (°F), the time in the station clock, the rain on its own axis', () => {
    const graph = imperialDay();
    const option = dayStripOption(graph, themeColors('light'), {
      temperature: 'Temperatur',
      rain: 'Regen je Stunde',
    });
    const yAxes = option.yAxis as { axisLabel: { formatter: unknown; fontSize: number } }[];
    expect(format(yAxes[0]?.axisLabel.formatter, 68)).toBe('68 °F');
    expect(format(yAxes[1]?.axisLabel.formatter, 0.1)).toBe('0,10 in');
    expect(yAxes[0]?.axisLabel.fontSize).toBeGreaterThanOrEqual(12);
    const xAxis = option.xAxis as { axisLabel: { formatter: unknown } };
    expect(format(xAxis.axisLabel.formatter, Date.parse('2026-06-15T04:00:00-04:00'))).toBe('04:00');
    const series = option.series as { name: string; type: string; data: unknown }[];
    expect(series.map((line) => line.name)).toEqual(['Temperatur', 'Regen je Stunde']);
    expect(series[0]?.data).toEqual(daySeries(graph, 'temperature'));
    expect(series[0]?.data).toContainEqual([Date.parse('2026-06-15T04:00:00-04:00'), null]);
    // The rain of each hour as bars (a reading's rain fell in the hour ending at it), not a daily counter.
    expect(series[1]?.type).toBe('bar');
    expect(series[1]?.data).toEqual([
      [Date.parse('2026-06-14T15:30:00-04:00'), 0],
      [Date.parse('2026-06-14T21:30:00-04:00'), 0.04],
      [Date.parse('2026-06-15T03:30:00-04:00'), 0.04],
      [Date.parse('2026-06-15T09:30:00-04:00'), 0.04],
    ]);
  });

  it("writes the tooltip in the visitor's language with the station's time, its zone named abroad", () => {
    const graph = imperialDay();
    graph.weatherStation = { ...graph.weatherStation, timezone: 'America/New_York' };
    const labels = { temperature: 'Temperatur', rain: 'Regen je Stunde' };
    // ECharts hands the time under the pointer; the values are the nearest reading's and the hour's bar.
    const at = Date.parse('2026-06-15T09:45:00-04:00');
    const params = [
      { axisValue: at, seriesIndex: 0, value: [Date.parse('2026-06-15T10:00:00-04:00'), 70.6] },
    ];
    const tooltip = (zone: string) => {
      const option = dayStripOption(graph, themeColors('light'), labels, zone);
      const { confine, formatter } = option.tooltip as {
        confine: boolean;
        formatter: (p: unknown) => string;
      };
      expect(confine).toBe(true);
      return formatter(params);
    };
    // New York's 09:45, not the visitor's 15:45 nor an ISO stamp; named for a visitor in Berlin.
    const plain = (html: string) => html.replace(/<span[^>]*><\/span>/g, '');
    expect(plain(tooltip('America/New_York'))).toBe(
      '15.06., 09:45<br/>Temperatur: 70,6 °F<br/>Regen je Stunde: 0,04 in',
    );
    expect(tooltip('Europe/Berlin')).toMatch(/^15\.06\., 09:45 \(New York, (GMT|UTC)-4\)<br\/>/);
  });

  it('leaves the rain out of a dry day', () => {
    const option = dayStripOption(imperialDay(false), themeColors('dark'), { temperature: 'T', rain: 'R' });
    expect((option.series as unknown[]).length).toBe(1);
    expect((option.yAxis as unknown[]).length).toBe(1);
    expect(option.legend).toBeUndefined();
  });
});

describe('the value tiles', () => {
  it('show the sparkline and range of the last 24 h, in imperial units too, and the value now only where the hero has none', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <DayTiles
          current={buildCurrentData({
            unit: IMPERIAL_UNIT,
            temperature: 70.63,
            relativePressure: 30.04,
            rainDaily: 0.12,
            solarRadiation: 612,
          })}
          graph={imperialDay()}
        />
      </I18nextProvider>,
    );
    const temperature = screen.getByTestId('tile-temperature');
    expect(within(temperature).getByText('Temperatur')).toBeInTheDocument();
    expect(within(temperature).queryByText('70,6 °F')).not.toBeInTheDocument();
    expect(within(temperature).getByText('24 h: 66,2 – 72,5 °F')).toBeInTheDocument();
    expect(temperature.querySelector('svg path')?.getAttribute('d')).toMatch(
      /^M[\d.]+ [\d.]+L[\d.]+ [\d.]+M/,
    );
    const rain = screen.getByTestId('tile-rainDaily');
    expect(within(rain).queryByText('0,12 in')).not.toBeInTheDocument();
    expect(within(rain).getByText('24 h: 0,00 – 0,12 in')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-barometer')).queryByText('30,04 inHg')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('tile-solarRadiation')).getByText('612 W/m²')).toBeInTheDocument();
  });

  it('draw no sparkline from a day graph in other units than the values (the units just changed)', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <DayTiles current={buildCurrentData()} graph={imperialDay()} />
      </I18nextProvider>,
    );
    const temperature = screen.getByTestId('tile-temperature');
    expect(within(temperature).getByText('Temperatur')).toBeInTheDocument();
    expect(temperature.querySelector('svg')).toBeNull();
    expect(within(temperature).queryByText(/^24 h/)).not.toBeInTheDocument();
  });
});
