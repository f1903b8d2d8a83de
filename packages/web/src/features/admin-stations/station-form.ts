import {
  type AdminWeatherStation,
  COUNTRY_CODES,
  RAIN_MAIN_SOURCES,
  type RainMainSource,
} from '@meteodeck/contract';
import type { AdminFieldSpec } from '../../components/admin/admin-form.tsx';
import type { FieldOption } from '../../components/form-field.tsx';
import { getTimeZone } from './api/get-time-zone.ts';

/** The station form's values, all text as the inputs hold them. */
export type StationValues = {
  reference: string;
  name: string;
  shortDescription: string;
  description: string;
  country: string;
  address: string;
  city: string;
  postalCode: string;
  lat: string;
  lng: string;
  elevation: string;
  model: string;
  preferedUnit: string;
  apiToken: string;
  timezone: string;
  rainMainSource: string;
} & OtherStationValues;

/** The three 'Andere Stationen' pairs as form fields: otherStation1Name, otherStation1Url, … */
type OtherStationValues = {
  [K in `otherStation${1 | 2 | 3}${'Name' | 'Url'}`]: string;
};

const OTHER_STATION_SLOTS = [1, 2, 3] as const;

const NO_OTHER_STATIONS: OtherStationValues = {
  otherStation1Name: '',
  otherStation1Url: '',
  otherStation2Name: '',
  otherStation2Url: '',
  otherStation3Name: '',
  otherStation3Url: '',
};

/** Spec §3, §9: a new station is in France near Clermont-Ferrand (45.78, 3.08) and shows Metric units. */
export const NEW_STATION_VALUES: StationValues = {
  reference: '',
  name: '',
  shortDescription: '',
  description: '',
  country: 'FR',
  address: '',
  city: '',
  postalCode: '',
  lat: '45.78',
  lng: '3.08',
  elevation: '',
  model: '',
  preferedUnit: 'Metric',
  apiToken: '',
  timezone: '',
  rainMainSource: 'bucket',
  ...NO_OTHER_STATIONS,
};

/** Countries with their French names, sorted by name, for the country select. */
export function countryOptions(): FieldOption[] {
  const names = new Intl.DisplayNames(['fr'], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort(
    (a, b) => a.label.localeCompare(b.label, 'fr'),
  );
}

/** Fields in the form's order; the unit select's choices come from the server's unit sets. */
/** The time zone of the position typed in the form (GET /api/timezone), or undefined without one. */
export async function proposeTimeZone(lat: string, lng: string): Promise<string | undefined> {
  if (
    lat.trim() === '' ||
    lng.trim() === '' ||
    !Number.isFinite(Number(lat)) ||
    !Number.isFinite(Number(lng))
  )
    return undefined;
  const answer = await getTimeZone(Number(lat), Number(lng));
  return answer.timezone;
}

/** Every IANA time zone the browser knows, for the station's time zone field. */
export function timeZoneOptions(): FieldOption[] {
  return Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }));
}

/** The main rain source's choices, labelled by `label` ('Auget basculeur', 'Capteur piézo'). */
export function rainSourceOptions(label: (source: RainMainSource) => string): FieldOption[] {
  return RAIN_MAIN_SOURCES.map((source) => ({ value: source, label: label(source) }));
}

export function stationFields(
  units: readonly FieldOption[],
  mode: 'create' | 'edit' = 'create',
  rainSources: readonly FieldOption[] = rainSourceOptions((source) => source),
): AdminFieldSpec<StationValues>[] {
  const fields: AdminFieldSpec<StationValues>[] = [
    { name: 'reference', required: true },
    { name: 'name', required: true },
    { name: 'shortDescription' },
    { name: 'description', control: 'textarea' },
    { name: 'country', control: 'select', options: countryOptions(), required: true },
    { name: 'address', autoComplete: 'street-address' },
    { name: 'city', required: true },
    { name: 'postalCode', autoComplete: 'postal-code' },
    { name: 'lat', control: 'number', required: true },
    { name: 'lng', control: 'number', required: true },
    { name: 'elevation', control: 'number', required: true },
    { name: 'model' },
    { name: 'preferedUnit', control: 'select', options: units, required: true },
    // Masked, and never filled from the browser's saved passwords; empty keeps the current token on an edit.
    { name: 'apiToken', control: 'password', autoComplete: 'new-password', help: true },
    {
      name: 'timezone',
      control: 'choice',
      options: timeZoneOptions(),
      help: true,
      suggest: (values) => proposeTimeZone(values.lat, values.lng),
    },
    // Which gauge a reading's rain comes from when the console sends a tipping bucket's and a piezo's.
    { name: 'rainMainSource', control: 'select', options: rainSources, required: true, help: true },
    // 'Andere Stationen' on the about page: a name and an address per pair, errors reported per pair.
    ...OTHER_STATION_SLOTS.flatMap((slot): AdminFieldSpec<StationValues>[] => [
      { name: `otherStation${slot}Name`, propertyPath: `otherStations[${slot - 1}].name` },
      { name: `otherStation${slot}Url`, propertyPath: `otherStations[${slot - 1}].url`, autoComplete: 'url' },
    ]),
  ];
  // Spec §5 lists apiToken among the station form's fields with their errors, on create and edit alike; an
  // edit's token is shown, copied and regenerated under 'Connecter une station', and its hint says so.
  return mode === 'edit'
    ? fields.map((field) => (field.name === 'apiToken' ? { ...field, helpKey: 'apiTokenEdit' } : field))
    : fields;
}

/** A number field as sent: a number when the text is one (spec §5), else the text for the server to reject. */
export function numberOrText(text: string): number | string {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
}

/** The request body of POST/PUT /api/weatherStation for the form's values. */
export function stationBody(values: StationValues) {
  const {
    otherStation1Name,
    otherStation1Url,
    otherStation2Name,
    otherStation2Url,
    otherStation3Name,
    otherStation3Url,
    ...station
  } = values;
  return {
    ...station,
    lat: numberOrText(values.lat),
    lng: numberOrText(values.lng),
    elevation: numberOrText(values.elevation),
    // All three pairs, empty ones too, so a problem's index is the pair's place in the form.
    otherStations: [
      { name: otherStation1Name, url: otherStation1Url },
      { name: otherStation2Name, url: otherStation2Url },
      { name: otherStation3Name, url: otherStation3Url },
    ],
  };
}

/** The edit form's values for a station loaded by reference. */
export function stationValues(station: AdminWeatherStation): StationValues {
  return {
    reference: station.reference,
    name: station.name,
    shortDescription: station.shortDescription,
    description: station.description,
    country: station.country,
    address: station.address,
    city: station.city,
    postalCode: station.postalCode,
    lat: String(station.lat),
    lng: String(station.lng),
    elevation: String(station.elevation),
    model: station.model,
    preferedUnit: station.preferedUnit,
    // Empty keeps the current token: it is shown, copied and regenerated under 'Connecter une station', and
    // a form loaded before a regeneration must not put the old one back.
    apiToken: '',
    timezone: station.timezone,
    // A station answered by a server before the setting existed: the tipping bucket, its default.
    rainMainSource: station.rainMainSource ?? 'bucket',
    ...otherStationValues(station.otherStations),
  };
}

/** The form's pairs for a station's other stations (empty pairs after the last). */
function otherStationValues(stations: AdminWeatherStation['otherStations']): OtherStationValues {
  const values = { ...NO_OTHER_STATIONS };
  OTHER_STATION_SLOTS.forEach((slot) => {
    const station = stations[slot - 1];
    if (station === undefined) return;
    values[`otherStation${slot}Name`] = station.name;
    values[`otherStation${slot}Url`] = station.url;
  });
  return values;
}
