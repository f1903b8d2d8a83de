import { isApiErrorList, isCurrentData, isPostList, isWeatherStation } from 'virtual:answer-checks';
import { ApiErrorList, CurrentData, PostList, WeatherStation } from '@meteodeck/contract';
import { type TSchema, Type } from 'typebox';
import { Check } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { buildStation } from '../src/test/stations.ts';
import { buildCurrentData, METRIC_UNIT } from '../src/test/weather-data.ts';
import { checkModule } from './answer-checks.ts';

// The compiled checks must say what TypeBox's Check says of the same value: they replace it in the browser.
describe('answer checks compiled at build time', () => {
  const station = buildStation();
  const cases: [string, (value: unknown) => boolean, TSchema, unknown][] = [
    ['a station', isWeatherStation, WeatherStation, station],
    [
      'a station with a date that is not a date-time',
      isWeatherStation,
      WeatherStation,
      { ...station, createdAt: 'gestern' },
    ],
    [
      'a station without its time zone',
      isWeatherStation,
      WeatherStation,
      { ...station, timezone: undefined },
    ],
    ['a station whose latitude is a string', isWeatherStation, WeatherStation, { ...station, lat: '52.84' }],
    [
      'a station with an other station lacking its URL',
      isWeatherStation,
      WeatherStation,
      { ...station, otherStations: [{ name: 'Nauen' }] },
    ],
    ['current data', isCurrentData, CurrentData, buildCurrentData()],
    [
      'current data in an unknown unit',
      isCurrentData,
      CurrentData,
      { ...buildCurrentData(), unit: { ...METRIC_UNIT, temperatureUnit: 'K' } },
    ],
    ['an error list', isApiErrorList, ApiErrorList, [{ propertyPath: 'email', message: 'Ungültig' }]],
    [
      'an error list with a number for a message',
      isApiErrorList,
      ApiErrorList,
      [{ propertyPath: 'email', message: 3 }],
    ],
    ['no post list', isPostList, PostList, null],
  ];

  it.each(cases)('agree with TypeBox on %s', (_name, compiled, schema, value) => {
    expect(compiled(value)).toBe(Check(schema, value));
  });

  it('accept the valid answers and reject the others', () => {
    expect(cases.map(([, compiled, , value]) => compiled(value))).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('write a pattern as a literal and a format as an import from TypeBox', () => {
    const code = checkModule(
      'Sample',
      Type.Object({ at: Type.String({ format: 'date-time', pattern: '^2' }) }),
    );
    expect(code).toMatch(/^import \{ IsDateTime \} from 'typebox\/format'$/m);
    expect(code).toContain('^2');
    expect(code).not.toContain('SetExternal');
    // No helper the checks do not call: each would bring a TypeBox module into the page.
    expect(code).not.toMatch(/from "typebox\/(guard|system)"/);
    expect(code).toMatch(/export function Check\(value\)/);
  });
});
