import type { OnThisDayAnswer, OnThisDayValues, OnThisDayYear } from '@meteodeck/contract';
import { buildDataStation, METRIC_UNIT } from './weather-data.ts';

const NONE: OnThisDayValues = {
  maxTemperature: null,
  minTemperature: null,
  meanTemperature: null,
  rain: null,
  maxWindGust: null,
  minPressure: null,
  maxPressure: null,
};

/** A year of an on-this-day answer: no data unless values are given. */
export function buildOnThisDayYear(
  day: string,
  values: Partial<OnThisDayValues> = {},
  overrides: Partial<OnThisDayYear> = {},
): OnThisDayYear {
  const hasData = Object.keys(values).length > 0;
  return {
    day,
    year: Number(day.slice(0, 4)),
    hasData,
    running: false,
    values: { ...NONE, ...values },
    maxTemperatureAt: null,
    minTemperatureAt: null,
    maxWindGustAt: null,
    minPressureAt: null,
    maxPressureAt: null,
    differences: { ...NONE },
    ...overrides,
  };
}

/** An on-this-day answer (Metric, Europe/Berlin) for calendar day `date`. */
export function buildOnThisDayAnswer(
  date: string,
  years: OnThisDayYear[] = [],
  overrides: Partial<OnThisDayAnswer> = {},
): OnThisDayAnswer {
  return {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    date,
    years,
    average: { ...NONE },
    averageYears: 0,
    ...overrides,
  };
}
