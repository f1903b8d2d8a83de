import { intlLocale } from './locale.ts';

/**
 * The page's first number or date costs far more than the next ones: ICU loads a locale's data on the first
 * formatter of that locale (on the throttled phone of bench/web.ts, ~80 to 130 ms for the first number in
 * German, ~20 to 60 ms more for the first date; the time zones' formatters of @meteodeck/weather are en-US).
 * Made during the hydration, inside a component's render, that is one long task the browser cannot break.
 * Made here, each in a task of its own while the page's code is still downloading, the hydration's own
 * formatters find ICU ready and cost a few milliseconds. Throwaway formatters: a few bytes of code, nothing
 * kept. Where public/theme.js's worker has run first (ICU's caches are shared by the page's threads), these
 * find ICU ready too and cost 1 to 7 ms; they stay for a browser where it could not.
 */
const STEPS: readonly (() => unknown)[] = [
  () => new Intl.NumberFormat(intlLocale()).format(1.5),
  () => new Intl.DateTimeFormat(intlLocale(), { timeZone: 'UTC', hour: '2-digit' }).format(0),
  () => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric' }).format(0),
];

/** Runs the warm-up steps one task each (main.tsx, before the hydration); `schedule` is for tests. */
export function warmUpFormatters(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  const next = (index: number) => {
    const step = STEPS[index];
    if (step === undefined) return;
    schedule(() => {
      step();
      next(index + 1);
    });
  };
  next(0);
}
