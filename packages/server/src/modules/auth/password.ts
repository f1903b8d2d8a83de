import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet, argon2id minimum: m = 19 MiB, t = 2, p = 1. The library's default
 * algorithm is argon2id (its `Algorithm` is a const enum we cannot import under isolatedModules).
 */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id (OWASP parameters); returns a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches the PHC `passwordHash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
