import { ApiError } from '../../lib/api-error.ts';

/**
 * Runs an API call and turns its 404 into `null`: for current data and the last observation a 404 means
 * "the station has nothing yet" (spec: 'Derzeit keine Daten'), a normal state rather than an error. Any
 * other failure is rethrown.
 */
export async function notFoundAsNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}
