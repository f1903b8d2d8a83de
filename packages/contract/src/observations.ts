/**
 * Observations: short text messages attached to a station (GET/POST /api/observation, GET/PUT/DELETE
 * /api/observation/{id}, all for logged-in users; the latest one per station is public through
 * GET /api/weatherStation/observation/last/{reference}).
 */
import { type Static, Type } from 'typebox';
import { type Checked, checked, FieldProblems, FRENCH_FIELD_MESSAGES } from './field-checks.ts';

/** The station an observation belongs to, as an observation shows it. */
export const ObservationStation = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  name: Type.String(),
});
export type ObservationStation = Static<typeof ObservationStation>;

/** The author of an observation; null once that account was deleted. */
export const ObservationAuthor = Type.Union([
  Type.Object({ id: Type.Integer(), email: Type.String() }),
  Type.Null(),
]);
export type ObservationAuthor = Static<typeof ObservationAuthor>;

/** An observation. Dates ISO 8601, UTC. */
export const Observation = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  weatherStation: ObservationStation,
  user: ObservationAuthor,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Observation = Static<typeof Observation>;

/** GET /api/observation answer. */
export const ObservationList = Type.Object({
  observations: Type.Array(Observation),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type ObservationList = Static<typeof ObservationList>;

/**
 * Body of POST /api/observation and PUT /api/observation/{id}: `weatherStation` is the station's
 * reference (e.g. `SSDP41000`). JSON types only; {@link checkObservationBody} has the rules.
 */
export const ObservationBody = Type.Object({
  message: Type.Optional(Type.String()),
  weatherStation: Type.Optional(Type.String()),
});
export type ObservationBody = Static<typeof ObservationBody>;

export const OBSERVATION_MESSAGE_MAX_LENGTH = 1000;

export const OBSERVATION_MESSAGES = {
  unknownStation: (reference: string) => `La station météo « ${reference} » n'existe pas.`,
} as const;

export interface ObservationInput {
  message: string;
  /** Reference of the station; whether it exists is the server's to check. */
  weatherStation: string;
}

/** Checks an observation body: message of 1 to 1,000 characters, a station reference. */
export function checkObservationBody(body: ObservationBody): Checked<ObservationInput> {
  const problems = new FieldProblems(FRENCH_FIELD_MESSAGES);
  const message = problems.text('message', body.message, { min: 1, max: OBSERVATION_MESSAGE_MAX_LENGTH });
  const weatherStation = problems.text('weatherStation', body.weatherStation, { max: 64 });
  return checked(problems, { message, weatherStation });
}
