import { type Static, Type } from 'typebox';

/**
 * A station's rain season (its climate settings' start month, not January) named by the year it ends in:
 * its first and last day ('YYYY-MM-DD', inclusive) and its rain total in the answer's rain unit. The
 * yearly history table and the yearly climate report give it beside the calendar year's rain.
 */
export const RainSeason = Type.Object({
  /** The month (2–12) the season starts in. */
  startMonth: Type.Integer({ minimum: 2, maximum: 12 }),
  from: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  to: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
  /** Rain total of the season's days with data; null without any. */
  rain: Type.Union([Type.Number(), Type.Null()]),
});
export type RainSeason = Static<typeof RainSeason>;
