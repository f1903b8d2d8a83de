/** The catalogue's summary stems and importer sources: each stem, position, place and header name to one measure. */
import { describe, expect, it } from 'vitest';
import {
  CUMULUS_LOG_MEASURES,
  ECOWITT_CSV_MEASURES,
  GRAPH_MEAN_MEASURES,
  MEAN_SUMMARY_STEMS,
  MEASURE_COLUMN,
  MIN_MAX_SUMMARY_COLUMN,
  MIN_MAX_SUMMARY_STEMS,
  measureDescriptor,
  READING_MEASURE_KINDS,
} from './catalogue.ts';

const descriptors = READING_MEASURE_KINDS.map((kind) => measureDescriptor(kind));

describe("the catalogue's summaries", () => {
  it('gives a stem only to measures folded by min/max or mean, each stem once', () => {
    const stems = [...MIN_MAX_SUMMARY_STEMS, ...MEAN_SUMMARY_STEMS];
    expect(new Set(stems).size).toBe(stems.length);
    for (const { kind, fold, summary } of descriptors) {
      if (summary !== undefined)
        expect([kind, fold]).toEqual([kind, expect.stringMatching(/^(minMax|mean)$/)]);
    }
    expect(MIN_MAX_SUMMARY_COLUMN.dew_point).toBe(MEASURE_COLUMN.dewPoint);
    expect(MIN_MAX_SUMMARY_STEMS).not.toContain('indoor_temperature');
    expect(GRAPH_MEAN_MEASURES.map((m) => m.kind)).not.toContain('lightningDistance');
    expect(GRAPH_MEAN_MEASURES).toContainEqual({ kind: 'pm25Avg', stem: 'pm25_avg24h' });
  });
});

describe("the catalogue's importer sources", () => {
  it('gives each Cumulus MX log position to one measure, in order', () => {
    const positions = CUMULUS_LOG_MEASURES.map((m) => m.index);
    expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
    expect(CUMULUS_LOG_MEASURES[0]).toEqual({
      kind: 'temperature',
      quantity: 'temperature',
      name: 'temperature',
      index: 2,
    });
  });

  it("gives each CSV place and base name to one measure, the lightning counter's place (20) left free", () => {
    const places = descriptors.flatMap((d) => (d.sources.csv === undefined ? [] : [d.sources.csv.column]));
    expect([...places, 20].sort((a, b) => a - b)).toEqual(
      places.map((_, i) => i + 1).concat(places.length + 1),
    );
    const bases = descriptors.flatMap((d) => (d.sources.csv === undefined ? [] : [d.sources.csv.base]));
    expect(new Set(bases).size).toBe(bases.length);
  });

  it('gives Ecowitt CSV header words to the main measures read from one column, normalized', () => {
    expect(ECOWITT_CSV_MEASURES.map((m) => m.kind)).toEqual([
      'temperature',
      'humidity',
      'dewPoint',
      'relativePressure',
      'absolutePressure',
      'windSpeed',
      'windDirection',
      'windGust',
      'windMaxDailyGust',
      'solarRadiation',
      'uv',
      'pm25',
      'pm25Avg',
      'indoorTemperature',
      'indoorHumidity',
    ]);
    for (const { kind, words } of ECOWITT_CSV_MEASURES) {
      const all = [words.name, words.context, words.without, words.fallback].flatMap((list) => list ?? []);
      for (const word of all) expect(word, kind).toMatch(/^ ?[a-z0-9]+( [a-z0-9]+)* ?$/);
      // Something of its own to tell it by.
      expect(words.name !== undefined || words.context !== undefined, kind).toBe(true);
    }
  });

  it('gives each WeatherLink header name to one measure', () => {
    const headers = descriptors.flatMap((d) => (d.sources.weatherlinkCsv ?? []).flat());
    expect(new Set(headers).size).toBe(headers.length);
    expect(measureDescriptor('rainRate').sources.weatherlinkCsv).toEqual([
      ['high rain rate', 'hi rain rate'],
      ['rain rate'],
    ]);
  });
});
