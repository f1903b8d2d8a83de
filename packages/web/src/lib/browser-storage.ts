/**
 * The visitor's choices kept in the browser (theme, units, language). Storage can be refused (private
 * mode, blocked site data): reading then finds nothing, and a choice written holds for this visit only.
 */

/** The value stored under `key`, or null when there is none or storage is refused. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, when the browser lets the site store anything. */
export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Refused: the caller keeps the choice in memory for this visit.
  }
}
