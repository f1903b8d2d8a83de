/**
 * A station's spike filter settings as stored (weather_stations.quality_settings, JSON text): parsed once
 * when the station is read, the defaults when the column is null or no longer valid.
 */
import { completeQualityRules, defaultQualitySettings, QualitySettings } from '@meteodeck/contract';
import Value from 'typebox/value';

/** The settings stored as `text` (null: the defaults); a measure the text leaves out gets its default. */
export function parseQualitySettings(text: string | null): QualitySettings {
  const defaults = defaultQualitySettings();
  if (text === null) return defaults;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return defaults;
  }
  if (!Value.Check(QualitySettings, parsed)) return defaults;
  return { enabled: parsed.enabled, rules: completeQualityRules(parsed.rules) };
}
