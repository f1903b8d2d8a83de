import { describe, expect, it } from 'vitest';
import { cloudBaseM, heatIndexC, humidexC, windChillC } from './apparent-temperature.ts';
import { celsiusToFahrenheit, fahrenheitToCelsius, kmhToMs } from './conversions.ts';

function heatIndexF(temperatureF: number, humidity: number): number {
  return celsiusToFahrenheit(heatIndexC(fahrenheitToCelsius(temperatureF), humidity));
}

describe('heatIndexC (NWS/WPC procedure)', () => {
  // NWS heat index chart (weather.gov/safety/heat-index), °F by relative humidity 40, 45, … 100 %.
  // Cells are rounded to whole °F, hence ±1 °F. At 80–82 °F above 85 % the chart and the procedure (with its
  // high-humidity adjustment) differ by up to 2.3 °F, so those cells are left out; the adjustment is tested
  // on its own below.
  const humidities = [40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100];
  const chart: readonly (readonly [number, readonly number[]])[] = [
    [80, [80, 80, 81, 81, 82, 82, 83, 84, 84, 85]],
    [82, [81, 82, 83, 84, 84, 85, 86, 88, 89, 90]],
    [84, [83, 84, 85, 86, 88, 89, 90, 92, 94, 96, 98, 100, 103]],
    [86, [85, 87, 88, 89, 91, 93, 95, 97, 100, 102, 105, 108, 112]],
    [88, [88, 89, 91, 93, 95, 98, 100, 103, 106, 110, 113, 117, 121]],
    [90, [91, 93, 95, 97, 100, 103, 106, 110, 113, 117, 122, 127, 132]],
    [92, [94, 96, 99, 101, 105, 108, 112, 116, 121, 126, 131]],
    [94, [97, 100, 103, 106, 110, 114, 119, 124, 129, 135]],
    [96, [101, 104, 108, 112, 116, 121, 126, 132]],
    [98, [105, 109, 113, 117, 123, 128, 134]],
    [100, [109, 114, 118, 124, 129, 136]],
    [102, [114, 119, 124, 130, 137]],
    [104, [119, 124, 131, 137]],
    [106, [124, 130, 137]],
    [108, [130, 137]],
    [110, [136]],
  ];
  const cells = chart.flatMap(([temperature, row]) =>
    row.map((expected, i) => [temperature, humidities[i] ?? Number.NaN, expected] as const),
  );

  it.each(cells)('%s °F at %s RH reads %s °F on the NWS chart', (temperature, humidity, expected) => {
    expect(Math.abs(heatIndexF(temperature, humidity) - expected)).toBeLessThanOrEqual(1);
  });

  it('applies the low-humidity adjustment below 13 % (95 °F, 5 %: −2 °F)', () => {
    // Rothfusz at 95 °F / 5 % is 90.18 °F; the adjustment is (13 − 5)/4 × √((17 − 0)/17) = 2.
    expect(heatIndexF(95, 5)).toBeCloseTo(88.18, 1);
  });

  it('applies the high-humidity adjustment above 85 % (80 °F, 100 %: +2.1 °F)', () => {
    // Rothfusz at 80 °F / 100 % is 87.19 °F; the adjustment is (100 − 85)/10 × (87 − 80)/5 = 2.1.
    expect(heatIndexF(80, 100)).toBeCloseTo(89.29, 1);
  });

  it("uses Steadman's simple form when the result stays under 80 °F", () => {
    // 0.5 × (70 + 61 + (70 − 68) × 1.2 + 50 × 0.094) = 69.05 °F
    expect(heatIndexF(70, 50)).toBeCloseTo(69.05, 2);
  });

  it('accepts the humidity extremes 0 and 100', () => {
    expect(Number.isFinite(heatIndexC(35, 0))).toBe(true);
    expect(heatIndexC(35, 100)).toBeGreaterThan(heatIndexC(35, 0));
  });
});

describe('humidexC (Environment Canada)', () => {
  // Environment Canada / Wikipedia "Humidex": 30 °C with dew point 15 °C → 34; dew point 25 °C → 42;
  // 30 °C with dew point 21 °C → 38.4 (had2know humidex worked example).
  it.each([
    [30, 15, 34],
    [30, 25, 42],
    [30, 21, 38.4],
  ])('%s °C with a dew point of %s °C gives a humidex of %s', (temperature, dewPoint, expected) => {
    expect(Math.abs(humidexC(temperature, dewPoint) - expected)).toBeLessThan(0.5);
  });

  it('is never below the temperature (dry or cold air)', () => {
    expect(humidexC(25, 0)).toBe(25);
    expect(humidexC(-5, -20)).toBe(-5);
  });

  it('is the temperature when the vapour pressure is exactly 10 hPa (dew point about 6.97 °C)', () => {
    expect(humidexC(22, 6.97)).toBeCloseTo(22, 1);
  });
});

describe('windChillC (NWS/MSC 2001)', () => {
  // Environment Canada wind chill index table (°C, wind at 10 m in km/h); cells are rounded to whole degrees.
  const speeds = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50];
  const table: readonly (readonly [number, readonly number[]])[] = [
    [5, [4, 3, 2, 1, 1, 0, 0, -1, -1, -1]],
    [0, [-2, -3, -4, -5, -6, -6, -7, -7, -8, -8]],
    [-5, [-7, -9, -11, -12, -12, -13, -14, -14, -15, -15]],
    [-10, [-13, -15, -17, -18, -19, -20, -20, -21, -21, -22]],
    [-15, [-19, -21, -23, -24, -25, -26, -27, -27, -28, -29]],
    [-20, [-24, -27, -29, -30, -32, -33, -33, -34, -35, -35]],
    [-25, [-30, -33, -35, -37, -38, -39, -40, -41, -42, -42]],
    [-30, [-36, -39, -41, -43, -44, -46, -47, -48, -48, -49]],
    [-35, [-41, -45, -48, -49, -51, -52, -53, -54, -55, -56]],
    [-40, [-47, -51, -54, -56, -57, -59, -60, -61, -62, -63]],
  ];
  const cells = table.flatMap(([temperature, row]) =>
    row.map((expected, i) => [temperature, speeds[i] ?? Number.NaN, expected] as const),
  );

  it.each(cells)('%s °C in a %s km/h wind feels like %s °C', (temperature, speedKmh, expected) => {
    expect(Math.abs(windChillC(temperature, kmhToMs(speedKmh)) - expected)).toBeLessThanOrEqual(0.5);
  });

  it('is the temperature in calm air and at or below 4.8 km/h', () => {
    expect(windChillC(-10, 0)).toBe(-10);
    expect(windChillC(-10, kmhToMs(4.8))).toBe(-10);
    expect(windChillC(-10, kmhToMs(4.9))).toBeLessThan(-10);
  });

  it('is the temperature at 10 °C and above', () => {
    expect(windChillC(10, 10)).toBe(10);
    expect(windChillC(25, 15)).toBe(25);
    expect(windChillC(9.9, 10)).toBeLessThan(9.9);
  });
});

describe('cloudBaseM', () => {
  it.each([
    [20, 10, 1250],
    [15.5, 13.5, 250],
    [8, 8, 0],
  ])('%s °C with a dew point of %s °C: cloud base at %s m', (temperature, dewPoint, expected) => {
    expect(cloudBaseM(temperature, dewPoint)).toBeCloseTo(expected, 6);
  });

  it('is 0 when the dew point reads above the temperature', () => {
    expect(cloudBaseM(10, 10.4)).toBe(0);
  });
});
