import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EChartsOption } from 'echarts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, themeColors } from '../../../lib/theme.ts';
import { buildAgroAnswer } from '../../../test/climate-agro.ts';
import { buildNormalsAnswer } from '../../../test/climate-normals.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildStation } from '../../../test/stations.ts';
import { buildDayCountsAnswer, buildHeatMapAnswer } from '../../../test/weather-data.ts';

// The page's charts as the option each was last given (jsdom has no canvas to draw them on).
const charts = vi.hoisted(() => new Map<string, EChartsOption>());
vi.mock('../../../components/chart/echart.tsx', () => ({
  default: ({ option, ariaLabel }: { option: EChartsOption; ariaLabel: string }) => {
    charts.set(ariaLabel, option);
    return <div role="img" aria-label={ariaLabel} />;
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.removeItem(THEME_STORAGE_KEY);
});

const NORMALS = /gegenüber den Normalwerten/;
const AGRO = /aufsummierte Wachstumsgradtage/;

/** The colour of a chart's grid lines (its first value axis's split lines), as last drawn. */
function gridColour(name: RegExp): string | undefined {
  const option = [...charts.entries()].find(([label]) => name.test(label))?.[1];
  const [first] = (option?.yAxis ?? []) as { splitLine?: { lineStyle?: { color?: string } } }[];
  return first?.splitLine?.lineStyle?.color;
}

describe("the climate page's normals and agro charts", () => {
  it("takes the theme's colours, and changes them when the visitor switches the theme", async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    stubApi({
      'GET /api/weatherStation': () => json({ weatherStations: [], numberOfResult: 0 }),
      'GET /api/weatherStation/SSDP41000': () => json(buildStation()),
      'GET /api/weatherData/SSDP41000/climate/dayCounts': () => json(buildDayCountsAnswer(2026, {})),
      'GET /api/weatherData/SSDP41000/climate/heatMap': () => json(buildHeatMapAnswer(2026, () => ({}))),
      'GET /api/weatherData/SSDP41000/climate/normals': () => json(buildNormalsAnswer()),
      'GET /api/weatherData/SSDP41000/climate/agro': () => json(buildAgroAnswer()),
    });
    renderApp('/weather/climate');
    expect(await screen.findByRole('img', { name: /gegenüber den Normalwerten/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /aufsummierte Wachstumsgradtage/ })).toBeInTheDocument();
    await waitFor(() => expect(gridColour(NORMALS)).toBe(themeColors('dark').track));
    expect(gridColour(AGRO)).toBe(themeColors('dark').track);

    await userEvent.click(screen.getByRole('button', { name: 'Dunkles Design' }));
    await waitFor(() => expect(gridColour(NORMALS)).toBe(themeColors('light').track));
    expect(gridColour(AGRO)).toBe(themeColors('light').track);
  });
});
