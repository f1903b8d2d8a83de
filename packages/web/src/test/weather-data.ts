import type {
  CurrentData,
  DayCounts,
  DayCountsAnswer,
  GraphData,
  GraphExtremes,
  GraphPoint,
  HeatMapAnswer,
  HeatMapDay,
  PeriodHistory,
  WeatherDataStation,
  WeatherDataUnit,
  WindRose,
} from '@meteodeck/contract';

/**
 * Weather-data answers as the API returns them (shapes from @meteodeck/contract), for component tests.
 * Override what a test cares about; everything else is a plausible Metric station in Berlin.
 */

export const METRIC_UNIT: WeatherDataUnit = {
  temperatureUnit: '°C',
  speedUnit: 'km/h',
  pressureUnit: 'hPa',
  humidityUnit: '%',
  rainUnit: 'mm',
  pmUnit: 'µg/m³',
  solarRadiationUnit: 'W/m²',
  cloudBaseUnit: 'm',
  windDirUnit: '°',
};

export const IMPERIAL_UNIT: WeatherDataUnit = {
  temperatureUnit: '°F',
  speedUnit: 'mph',
  pressureUnit: 'inHg',
  humidityUnit: '%',
  rainUnit: 'in',
  pmUnit: 'µg/m³',
  solarRadiationUnit: 'W/m²',
  cloudBaseUnit: 'ft',
  windDirUnit: '°',
};

export function buildDataStation(overrides: Partial<WeatherDataStation> = {}): WeatherDataStation {
  return {
    reference: 'SSDP41000',
    name: 'Rütenbrock',
    shortDescription: 'Station im Emsland',
    city: 'Rütenbrock',
    country: 'DE',
    lat: 52.84,
    lng: 7.1,
    elevation: 18,
    timezone: 'Europe/Berlin',
    ...overrides,
  };
}

export function buildCurrentData(overrides: Partial<CurrentData> = {}): CurrentData {
  return {
    receivedAt: '2026-06-15T14:05:00+02:00',
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    temperature: 21.46,
    temperatureVariation: 1.23,
    soilTemperature: 15.2,
    soilTemperatureVariation: -0.04,
    humidex: 24.1,
    humidexVariation: 0,
    dewPoint: 12.3,
    heatIndex: 21.5,
    windChill: 21.46,
    humidity: 55,
    leafWetness: 10,
    cloudBase: 1150,
    relativePressure: 1016.2,
    relativePressureVariation: -0.4,
    relativePressureChange3h: -1.8,
    pressureTendency: 'falling',
    zambrettiForecast: 'F',
    condition: { kind: 'partlyCloudy', windy: false },
    rainRate: 0,
    rainEvent: 2.4,
    rainHourly: 0,
    rainDaily: 1.2,
    rainWeekly: 8.6,
    rainMonthly: 32.4,
    rainYearly: 310.5,
    windSpeed: 14.4,
    windDirection: 225,
    beaufortScale: 3,
    beaufortScaleText: 'Petite brise',
    windSpeedAvg: 12.6,
    windDirectionAvg: 230,
    windGust: 25.2,
    windMaxDailyGust: 38.9,
    pm25: 6.2,
    pm25Avg: 11.4,
    aqi: 34,
    aqiLabel: 'Bon',
    aqiAvg: 55,
    aqiAvgLabel: 'Modéré',
    solarRadiation: 640,
    solarRadiationVariation: 35,
    uv: 5.4,
    lightningDaily: 3,
    ...overrides,
  };
}

/** A period answer whose every measure is null (a period without readings), then the overrides. */
export function buildPeriodHistory(overrides: Partial<PeriodHistory> = {}): PeriodHistory {
  return {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    period: 'day',
    startDate: '2026-06-15',
    endDate: '2026-06-15',
    reviewed: {},
    maxTemperature: null,
    maxTemperatureReceivedAt: null,
    minTemperature: null,
    minTemperatureReceivedAt: null,
    maxSoilTemperature: null,
    maxSoilTemperatureReceivedAt: null,
    minSoilTemperature: null,
    minSoilTemperatureReceivedAt: null,
    maxHumidex: null,
    maxHumidexReceivedAt: null,
    minHumidex: null,
    minHumidexReceivedAt: null,
    maxDewPoint: null,
    maxDewPointReceivedAt: null,
    minDewPoint: null,
    minDewPointReceivedAt: null,
    maxHeatIndex: null,
    maxHeatIndexReceivedAt: null,
    minHeatIndex: null,
    minHeatIndexReceivedAt: null,
    maxWindChill: null,
    maxWindChillReceivedAt: null,
    minWindChill: null,
    minWindChillReceivedAt: null,
    maxHumidity: null,
    maxHumidityReceivedAt: null,
    minHumidity: null,
    minHumidityReceivedAt: null,
    maxLeafWetness: null,
    maxLeafWetnessReceivedAt: null,
    minLeafWetness: null,
    minLeafWetnessReceivedAt: null,
    maxRelativePressure: null,
    maxRelativePressureReceivedAt: null,
    minRelativePressure: null,
    minRelativePressureReceivedAt: null,
    maxRainRate: null,
    maxRainRateReceivedAt: null,
    minRainRate: null,
    minRainRateReceivedAt: null,
    maxRainEvent: null,
    maxRainEventReceivedAt: null,
    minRainEvent: null,
    minRainEventReceivedAt: null,
    maxWindSpeed: null,
    maxWindSpeedReceivedAt: null,
    minWindSpeed: null,
    minWindSpeedReceivedAt: null,
    maxWindGust: null,
    maxWindGustReceivedAt: null,
    minWindGust: null,
    minWindGustReceivedAt: null,
    maxBeaufortScale: null,
    maxBeaufortScaleText: null,
    maxBeaufortScaleReceivedAt: null,
    minBeaufortScale: null,
    minBeaufortScaleText: null,
    minBeaufortScaleReceivedAt: null,
    maxPm25: null,
    maxPm25ReceivedAt: null,
    minPm25: null,
    minPm25ReceivedAt: null,
    maxAqi: null,
    maxAqiLabel: null,
    maxAqiReceivedAt: null,
    minAqi: null,
    minAqiLabel: null,
    minAqiReceivedAt: null,
    maxSolarRadiation: null,
    maxSolarRadiationReceivedAt: null,
    minSolarRadiation: null,
    minSolarRadiationReceivedAt: null,
    maxUv: null,
    maxUvReceivedAt: null,
    minUv: null,
    minUvReceivedAt: null,
    maxLightningDistance: null,
    maxLightningDistanceReceivedAt: null,
    minLightningDistance: null,
    minLightningDistanceReceivedAt: null,
    temperatureRange: null,
    rainPeriod: null,
    avgPm25: null,
    avgAqi: null,
    avgAqiLabel: null,
    lightningNumber: null,
    ...overrides,
  };
}

/** A graph point with every measure null, then the overrides. */
export function buildGraphPoint(receivedAt: string, overrides: Partial<GraphPoint> = {}): GraphPoint {
  return {
    receivedAt,
    humidity: null,
    solarRadiation: null,
    uv: null,
    relativePressure: null,
    windDirection: null,
    temperature: null,
    dewPoint: null,
    windChill: null,
    rainDaily: null,
    rain: null,
    rainRate: null,
    aqi: null,
    aqiAvg: null,
    pm25: null,
    windGust: null,
    windSpeed: null,
    leafWetness: null,
    soilTemperature: null,
    ...overrides,
  };
}

export const NO_EXTREMES: GraphExtremes = {
  temperature: null,
  dewPoint: null,
  windChill: null,
  humidity: null,
  relativePressure: null,
  windSpeed: null,
  windGust: null,
  rainRate: null,
  solarRadiation: null,
  uv: null,
  soilTemperature: null,
  leafWetness: null,
  pm25: null,
  aqi: null,
};

export function buildGraphData(overrides: Partial<GraphData> = {}): GraphData {
  return {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    period: 'day',
    from: '2026-06-14T14:00:00+02:00',
    to: '2026-06-15T14:00:00+02:00',
    bucketMinutes: null,
    datas: [],
    extremes: NO_EXTREMES,
    ...overrides,
  };
}

/** A month's (or, with `month` null, the year's) day counts, nothing counted unless overridden. */
export function buildDayCounts(month: string | null, overrides: Partial<DayCounts> = {}): DayCounts {
  return {
    month,
    temperatureDays: 0,
    rainfallDays: 0,
    frostDays: 0,
    iceDays: 0,
    summerDays: 0,
    hotDays: 0,
    tropicalNights: 0,
    rainDays: 0,
    wetDays: 0,
    heatingDegreeDays: null,
    coolingDegreeDays: null,
    ...overrides,
  };
}

/** The day counts of `year` (Metric), its months counting nothing unless `months` says otherwise. */
export function buildDayCountsAnswer(
  year: number,
  months: Record<number, Partial<DayCounts>> = {},
  total: Partial<DayCounts> = {},
): DayCountsAnswer {
  return {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    year,
    years: [year],
    thresholds: {
      frost: 0,
      summer: 25,
      hot: 30,
      tropicalNight: 20,
      rainDay: 0.1,
      wetDay: 1,
      degreeDayBase: 18.3,
    },
    months: Array.from({ length: 12 }, (_, i) =>
      buildDayCounts(`${year}-${String(i + 1).padStart(2, '0')}`, months[i + 1] ?? {}),
    ),
    total: buildDayCounts(null, total),
  };
}

/** Every day of `year` (Metric), each with the values `of` gives it (none: no data). */
export function buildHeatMapAnswer(
  year: number,
  of: (day: string) => Partial<HeatMapDay> = () => ({}),
): HeatMapAnswer {
  const days: HeatMapDay[] = [];
  for (let ms = Date.UTC(year, 0, 1); ms < Date.UTC(year + 1, 0, 1); ms += 86_400_000) {
    const day = new Date(ms).toISOString().slice(0, 10);
    days.push({
      day,
      meanTemperature: null,
      minTemperature: null,
      maxTemperature: null,
      rain: null,
      ...of(day),
    });
  }
  return { weatherStation: buildDataStation(), unit: METRIC_UNIT, year, days };
}

/**
 * A wind rose as the API answers it: by default the hand-worked 10 winds (2 calm, 5 from the west at force
 * 2, 3 from the north-east at force 4) in km/h.
 */
export function buildWindRose(overrides: Partial<WindRose> = {}): WindRose {
  const percents = (index: number) =>
    index === 12 ? [50, 0, 0, 0, 0] : index === 2 ? [0, 0, 30, 0, 0] : [0, 0, 0, 0, 0];
  return {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    period: 'day',
    from: '2026-06-14T14:00:00+02:00',
    to: '2026-06-15T14:00:00+02:00',
    sampleMinutes: 10,
    samples: 10,
    calmPercent: 20,
    classes: [
      { fromForce: 1, toForce: 2, fromSpeed: 1.1, toSpeed: 12.2 },
      { fromForce: 3, toForce: 3, fromSpeed: 12.2, toSpeed: 19.8 },
      { fromForce: 4, toForce: 4, fromSpeed: 19.8, toSpeed: 28.8 },
      { fromForce: 5, toForce: 5, fromSpeed: 28.8, toSpeed: 38.9 },
      { fromForce: 6, toForce: null, fromSpeed: 38.9, toSpeed: null },
    ],
    directions: Array.from({ length: 16 }, (_, index) => ({
      directionDeg: index * 22.5,
      percents: percents(index),
    })),
    ...overrides,
  };
}
