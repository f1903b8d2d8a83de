/** Reloads the page: a module of its own so tests can replace it (the browser's `location` cannot be). */
export function reloadPage(): void {
  window.location.reload();
}
