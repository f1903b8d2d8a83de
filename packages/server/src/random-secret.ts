import { randomBytes } from 'node:crypto';

/** A URL-safe random secret of `bytes` bytes of entropy. */
export function randomSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
