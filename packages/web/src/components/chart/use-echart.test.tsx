import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import GaugeChart from '../gauge/gauge-chart.tsx';
import EChart from './echart.tsx';

describe('useEChart, the one ECharts host', () => {
  it('leaves the box empty instead of failing where the browser cannot draw on a canvas (jsdom)', () => {
    const { getByRole, container } = render(
      <>
        <EChart option={{ series: [] }} height={350} ariaLabel="Temperatur" />
        <GaugeChart height={180} value={12} min={-20} max={40} valueText="12 °C" />
      </>,
    );
    const chart = getByRole('img', { name: 'Temperatur' });
    const gauge = container.querySelector('[aria-hidden="true"]');
    expect(chart).toHaveStyle({ height: '350px' });
    expect(gauge).toHaveStyle({ height: '180px' });
    // ECharts never started (it would have thrown on jsdom's missing canvas, or drawn into the boxes): the
    // guard holds for the gauge too, whose own copy of the host had lost it.
    expect(chart.childElementCount).toBe(0);
    expect(gauge?.childElementCount).toBe(0);
  });
});
