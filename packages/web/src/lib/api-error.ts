import type { ApiErrorList } from '@meteodeck/contract';

/**
 * Why a call failed: `http` the server answered non-2xx (its error list is in `errors`, possibly empty when
 * the body was not the expected list), `invalid-response` a 2xx body that does not match the contract,
 * `network` no answer at all.
 */
export type ApiErrorKind = 'http' | 'invalid-response' | 'network';

/** A failed API call. `errors` holds the server's `[{ message, propertyPath? }]` items for `http` failures. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly errors: ApiErrorList;

  constructor(kind: ApiErrorKind, status: number | null, errors: ApiErrorList) {
    super(errors[0]?.message ?? `API call failed (${kind}${status === null ? '' : ` ${status}`})`);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
  }
}

/** Items without a propertyPath: shown as general banners above a form or page (spec §5). */
export function generalErrors(errors: ApiErrorList): ApiErrorList {
  return errors.filter((item) => item.propertyPath === undefined || item.propertyPath === '');
}

/** Messages of the items that belong to one field, in the order the server sent them. */
export function fieldErrors(errors: ApiErrorList, propertyPath: string): string[] {
  return errors.filter((item) => item.propertyPath === propertyPath).map((item) => item.message);
}
