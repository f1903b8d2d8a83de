/**
 * Unit sets (GET/POST /api/unit, GET/PUT/DELETE /api/unit/{id}). Each field's choices are the closed lists
 * of `@meteodeck/weather` (DESIGN §4); this file never restates them.
 */
import { UNIT_SET_FIELD_CHOICES, type UnitSet } from '@meteodeck/weather';
import { type Static, Type } from 'typebox';
import { type Checked, FieldProblems, FRENCH_FIELD_MESSAGES } from './field-checks.ts';
import { ListOrder, MAX_PAGE, MAX_RESULT_LIMIT } from './paging.ts';

/** The nine unit fields of a set, in the order the spec lists them. */
export const UNIT_FIELDS = [
  'temperatureUnit',
  'speedUnit',
  'rainUnit',
  'solarRadiationUnit',
  'pmUnit',
  'humidityUnit',
  'cloudBaseUnit',
  'windDirUnit',
  'pressureUnit',
] as const satisfies readonly (keyof UnitSet)[];
export type UnitField = (typeof UNIT_FIELDS)[number];

/**
 * A unit set as the API shows it. Each unit field holds one symbol of its list in
 * `UNIT_SET_FIELD_CHOICES` (`@meteodeck/weather`). Dates ISO 8601, UTC.
 */
export const Unit = Type.Object({
  id: Type.Integer(),
  /** The set's unique name, e.g. `Metric`; stations name it in `preferedUnit`. */
  type: Type.String(),
  temperatureUnit: Type.String(),
  speedUnit: Type.String(),
  rainUnit: Type.String(),
  solarRadiationUnit: Type.String(),
  pmUnit: Type.String(),
  humidityUnit: Type.String(),
  cloudBaseUnit: Type.String(),
  windDirUnit: Type.String(),
  pressureUnit: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Unit = Static<typeof Unit>;

/** GET /api/unit answer. */
export const UnitList = Type.Object({
  units: Type.Array(Unit),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type UnitList = Static<typeof UnitList>;

/**
 * GET /api/unit query. Unlike other lists there are no defaults: without `page` and `maxResult` the answer
 * holds every unit set (the station form's select needs them all); with either, it pages as other lists.
 */
export const UnitListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  order: Type.Optional(ListOrder),
  maxResult: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_RESULT_LIMIT })),
});
export type UnitListQuery = Static<typeof UnitListQuery>;

/** Body of POST /api/unit and PUT /api/unit/{id}: JSON types only, {@link checkUnitBody} has the rules. */
export const UnitBody = Type.Object({
  type: Type.Optional(Type.String()),
  temperatureUnit: Type.Optional(Type.String()),
  speedUnit: Type.Optional(Type.String()),
  rainUnit: Type.Optional(Type.String()),
  solarRadiationUnit: Type.Optional(Type.String()),
  pmUnit: Type.Optional(Type.String()),
  humidityUnit: Type.Optional(Type.String()),
  cloudBaseUnit: Type.Optional(Type.String()),
  windDirUnit: Type.Optional(Type.String()),
  pressureUnit: Type.Optional(Type.String()),
});
export type UnitBody = Static<typeof UnitBody>;

export const UNIT_TYPE_MAX_LENGTH = 64;

export const UNIT_MESSAGES = {
  /** For a field whose value is not in its list, e.g. `Choisissez l'une des valeurs suivantes : °C, °F.` */
  choice: (choices: readonly string[]) => `Choisissez l'une des valeurs suivantes : ${choices.join(', ')}.`,
  typeTaken: (type: string) => `Une unité de type « ${type} » existe déjà.`,
  inUse: (type: string) => `L'unité « ${type} » est encore utilisée par une station météo.`,
} as const;

/** A unit body that passed {@link checkUnitBody}. */
export type UnitInput = { type: string } & UnitSet;

/** Checks a unit body: `type` required (at most 64 characters), each unit field one of its symbols. */
export function checkUnitBody(body: UnitBody): Checked<UnitInput> {
  const problems = new FieldProblems(FRENCH_FIELD_MESSAGES);
  const type = problems.text('type', body.type, { max: UNIT_TYPE_MAX_LENGTH });
  const pick = <T extends string>(field: UnitField, choices: readonly T[]): T | undefined => {
    const value = body[field];
    const match = choices.find((choice) => choice === value);
    if (match === undefined) {
      const message =
        value === undefined || value === '' ? problems.messages.required : UNIT_MESSAGES.choice(choices);
      problems.add(field, message);
    }
    return match;
  };
  const temperatureUnit = pick('temperatureUnit', UNIT_SET_FIELD_CHOICES.temperatureUnit);
  const speedUnit = pick('speedUnit', UNIT_SET_FIELD_CHOICES.speedUnit);
  const rainUnit = pick('rainUnit', UNIT_SET_FIELD_CHOICES.rainUnit);
  const solarRadiationUnit = pick('solarRadiationUnit', UNIT_SET_FIELD_CHOICES.solarRadiationUnit);
  const pmUnit = pick('pmUnit', UNIT_SET_FIELD_CHOICES.pmUnit);
  const humidityUnit = pick('humidityUnit', UNIT_SET_FIELD_CHOICES.humidityUnit);
  const cloudBaseUnit = pick('cloudBaseUnit', UNIT_SET_FIELD_CHOICES.cloudBaseUnit);
  const windDirUnit = pick('windDirUnit', UNIT_SET_FIELD_CHOICES.windDirUnit);
  const pressureUnit = pick('pressureUnit', UNIT_SET_FIELD_CHOICES.pressureUnit);
  if (
    problems.items.length > 0 ||
    temperatureUnit === undefined ||
    speedUnit === undefined ||
    rainUnit === undefined ||
    solarRadiationUnit === undefined ||
    pmUnit === undefined ||
    humidityUnit === undefined ||
    cloudBaseUnit === undefined ||
    windDirUnit === undefined ||
    pressureUnit === undefined
  ) {
    return { ok: false, problems: problems.items };
  }
  return {
    ok: true,
    value: {
      type,
      temperatureUnit,
      speedUnit,
      rainUnit,
      solarRadiationUnit,
      pmUnit,
      humidityUnit,
      cloudBaseUnit,
      windDirUnit,
      pressureUnit,
    },
  };
}
