import { describe, expect, it } from 'vitest';
import { enterArea, setLanguage } from '../language.ts';
import { formatDateTime, formatInstant, formatLocalDate } from './date-format.ts';

describe('date formatting', () => {
  it("formats an instant in German and in the station's zone, whatever the offset it carries", () => {
    expect(formatDateTime('2026-06-15T14:05:00+02:00', 'Europe/Berlin')).toBe('15.06.2026, 14:05');
    expect(formatDateTime('2026-06-15T12:05:00Z', 'Europe/Berlin')).toBe('15.06.2026, 14:05');
    expect(formatDateTime('2026-01-15T12:05:00Z', 'America/New_York')).toBe('15.01.2026, 07:05');
  });

  it('uses 24-hour time, midnight as 00', () => {
    expect(formatDateTime('2026-06-14T22:00:00Z', 'Europe/Berlin')).toBe('15.06.2026, 00:00');
  });

  it('shows a dash for a missing or unreadable instant', () => {
    expect(formatDateTime(null, 'Europe/Berlin')).toBe('-');
    expect(formatDateTime('yesterday', 'Europe/Berlin')).toBe('-');
  });

  it('falls back to UTC for an unknown zone instead of failing', () => {
    expect(formatDateTime('2026-06-15T12:05:00Z', 'Mars/Olympus')).toBe('15.06.2026, 12:05');
  });

  it('formats the short styles of chart axes', () => {
    const ms = Date.parse('2026-06-15T12:05:00Z');
    expect(formatInstant(ms, 'Europe/Berlin', 'time')).toBe('14:05');
    expect(formatInstant(ms, 'Europe/Berlin', 'dayMonth')).toBe('15.06.');
    expect(formatInstant(ms, 'Europe/Berlin', 'date')).toBe('15.06.2026');
    expect(formatInstant(ms, 'Europe/Berlin', 'monthYear')).toBe('Juni 2026');
  });

  it('rewrites a local date without shifting it', () => {
    expect(formatLocalDate('2026-06-15')).toBe('15.06.2026');
    expect(formatLocalDate(null)).toBe('-');
    expect(formatLocalDate('15/06/2026')).toBe('-');
  });

  it("writes dates in the visitor's language, and French in the back office", async () => {
    const ms = Date.parse('2026-06-15T12:05:00Z');
    await setLanguage('en');
    expect(formatDateTime('2026-06-15T12:05:00Z', 'Europe/Berlin')).toBe('15/06/2026, 14:05');
    expect(formatInstant(ms, 'Europe/Berlin', 'monthYear')).toBe('Jun 2026');
    expect(formatInstant(ms, 'Europe/Berlin', 'dayMonth')).toBe('15/06');
    expect(formatLocalDate('2026-06-15')).toBe('15/06/2026');
    await setLanguage('fr');
    expect(formatDateTime('2026-06-15T12:05:00Z', 'Europe/Berlin')).toBe('15/06/2026 14:05');
    expect(formatInstant(ms, 'Europe/Berlin', 'monthYear')).toBe('juin 2026');
    await setLanguage('en');
    enterArea('admin');
    expect(formatInstant(ms, 'Europe/Berlin', 'monthYear')).toBe('juin 2026');
    enterArea('public');
  });
});
