import { type Static, Type } from 'typebox';

/**
 * One problem reported by the API. `propertyPath` names the request field at fault (for example `email`);
 * without it the message is about the request as a whole. Every non-2xx answer is a list of these.
 */
export const ApiErrorItem = Type.Object({
  message: Type.String(),
  propertyPath: Type.Optional(Type.String()),
});
export type ApiErrorItem = Static<typeof ApiErrorItem>;

/** The body of every non-2xx answer: all problems at once, never empty. */
export const ApiErrorList = Type.Array(ApiErrorItem);
export type ApiErrorList = Static<typeof ApiErrorList>;
