/**
 * Alerts in the station's units and the owner's language: thresholds and measured values are kept
 * canonical (°C, m/s, mm/h), but every text an owner reads (the e-mail, the webhook's message, the audit
 * trail, the validation errors) shows them in the station's unit set, rounded as the site shows them, with a
 * French decimal comma.
 */
import {
  ALERT_LIMITS,
  type AlertKind,
  type AlertSettings,
  type ApiErrorItem,
  isEmailAddress,
} from '@meteodeck/contract';
import {
  convertFromCanonical,
  type RainUnit,
  roundTo,
  type SpeedUnit,
  type TemperatureUnit,
  UNIT_DISPLAY_DECIMALS,
  UNIT_SET_FIELD_CHOICES,
  type UnitSet,
} from '@meteodeck/weather';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { createStationsRepository } from '../stations/index.ts';
import { createUnitsRepository, toUnit } from '../units/index.ts';

/** The units of a station's alert thresholds. */
export interface AlertUnits {
  temperature: TemperatureUnit;
  speed: SpeedUnit;
  rain: RainUnit;
}

/** Units when a station's unit set cannot be read: the canonical ones but km/h, as the Metric set. */
export const METRIC_ALERT_UNITS: AlertUnits = { temperature: '°C', speed: 'km/h', rain: 'mm' };

/** Station `id`'s preferred unit set as the units module maps it; undefined without the station or set. */
async function findStationUnits(db: Kysely<Database>, id: number) {
  const station = await createStationsRepository(db).findById(id);
  const row =
    station === undefined ? undefined : await createUnitsRepository(db).findById(station.preferedUnitId);
  return row === undefined ? undefined : toUnit(row);
}

/** The alert units of station `id` (its preferred unit set). */
export async function loadAlertUnits(db: Kysely<Database>, id: number): Promise<AlertUnits> {
  const unit = await findStationUnits(db, id);
  if (unit === undefined) return METRIC_ALERT_UNITS;
  return {
    temperature: unit.temperatureUnit as TemperatureUnit,
    speed: unit.speedUnit as SpeedUnit,
    rain: unit.rainUnit as RainUnit,
  };
}

/**
 * Station `id`'s full unit set for its sensors' values, as far as its fields name known symbols (empty when
 * it cannot be read).
 */
export async function loadStationUnitSet(db: Kysely<Database>, id: number): Promise<Partial<UnitSet>> {
  const unit = await findStationUnits(db, id);
  if (unit === undefined) return {};
  const set: Partial<Record<keyof UnitSet, string>> = {};
  for (const field of Object.keys(UNIT_SET_FIELD_CHOICES) as (keyof UnitSet)[]) {
    const choices: readonly string[] = UNIT_SET_FIELD_CHOICES[field];
    if (choices.includes(unit[field])) set[field] = unit[field];
  }
  return set as Partial<UnitSet>;
}

type Threshold = 'frost' | 'gust' | 'rainRate';

/** A threshold's symbol ('km/h'), and the symbol its canonical value converts through ('in' for in/h). */
function symbolsOf(kind: Threshold, units: AlertUnits) {
  if (kind === 'frost') return { through: units.temperature, label: units.temperature };
  if (kind === 'gust') return { through: units.speed, label: units.speed };
  return { through: units.rain, label: `${units.rain}/h` };
}

/** A number as the back office writes it: French decimal comma, no trailing zeros ('35,3', '-2'). */
export function frenchNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** A canonical threshold or measure in the station's unit, rounded to the unit's display decimals. */
export function inStationUnit(kind: Threshold, canonical: number, units: AlertUnits) {
  const { through, label } = symbolsOf(kind, units);
  const value = roundTo(convertFromCanonical(canonical, through), UNIT_DISPLAY_DECIMALS[through]);
  return { value, unit: label, text: `${frenchNumber(value)} ${label}` };
}

/** The value an alert of `kind` carries in the station's units, or null (silence: minutes; battery: none). */
export function displayValueOf(kind: AlertKind, value: number | null, units: AlertUnits) {
  if (value === null) return null;
  if (kind === 'silence') return { value: Math.round(value), unit: 'min', text: `${Math.round(value)} min` };
  // A sensor's value is shown by its kind (sensor-alert-text.ts).
  if (kind === 'battery' || kind === 'sensor') return null;
  return inStationUnit(kind, value, units);
}

/** The settings as the audit trail keeps them: each threshold as text in the station's unit ('30 km/h'). */
export function alertAuditView(settings: AlertSettings, units: AlertUnits) {
  const text = (kind: Threshold) => {
    const value = settings[kind];
    return value === null ? null : inStationUnit(kind, value, units).text;
  };
  return {
    ...settings,
    silenceMinutes: settings.silenceMinutes === null ? null : `${settings.silenceMinutes} min`,
    frost: text('frost'),
    gust: text('gust'),
    rainRate: text('rainRate'),
  };
}

const FIELD_LABELS: Record<Threshold | 'silenceMinutes', string> = {
  silenceMinutes: 'Silence de la station',
  frost: 'Seuil de gel',
  gust: 'Seuil de rafale',
  rainRate: "Seuil d'intensité de pluie",
};

/** What a JSON type is called in the messages. */
const TYPE_NAMES: Record<string, string> = {
  boolean: 'vrai ou faux',
  number: 'un nombre',
  integer: 'un nombre entier',
  string: 'un texte',
  array: 'une liste',
  null: 'vide (null)',
  object: 'un objet',
};

const BODY_LABELS: Record<string, string> = {
  ...FIELD_LABELS,
  enabled: 'Alertes actives',
  emails: 'Adresses e-mail',
  webhookUrl: 'Adresse du webhook',
  battery: 'Pile faible',
};

/** One problem Ajv found in the body (Fastify's `validation` items). */
interface SchemaIssue {
  instancePath?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/**
 * The schema's problems with a settings body (wrong JSON types, a missing or unknown field), in French and
 * naming each field, one per field: the schema fixes the types only, so this is all Ajv can say.
 */
export function frenchSchemaProblems(issues: readonly SchemaIssue[]): ApiErrorItem[] {
  const byField = new Map<string, ApiErrorItem>();
  for (const issue of issues) {
    const segments = (issue.instancePath ?? '').split('/').filter((segment) => segment !== '');
    const missing = issue.params?.missingProperty;
    const unknown = issue.params?.additionalProperty;
    const [field = typeof missing === 'string' ? missing : typeof unknown === 'string' ? unknown : ''] =
      segments;
    const path = segments.reduce(
      (all, s) => (/^\d+$/.test(s) ? `${all}[${s}]` : all === '' ? s : `${all}.${s}`),
      '',
    );
    const label = BODY_LABELS[field] ?? field;
    let what = 'valeur invalide';
    if (issue.keyword === 'required') what = 'ce champ est obligatoire';
    else if (issue.keyword === 'additionalProperties') what = 'champ inconnu';
    else if (issue.keyword === 'type') {
      const expected = String(issue.params?.type ?? '').split(',');
      what = `${expected.map((type) => TYPE_NAMES[type] ?? type).join(' ou ')} attendu`;
    }
    const propertyPath = path === '' ? field : path;
    if (propertyPath === '' || byField.has(propertyPath)) continue;
    byField.set(propertyPath, { propertyPath, message: `${label} : ${what}.` });
  }
  return [...byField.values()];
}

/** The French text telling that e-mails cannot leave this server (no SMTP_URL). */
export const NO_SMTP_MESSAGE =
  "Adresses e-mail : aucun serveur d'envoi (SMTP_URL) n'est configuré, aucun e-mail ne partirait. " +
  'Laissez ce champ vide et indiquez un webhook, ou faites configurer SMTP_URL.';

/**
 * Every problem of an alert-settings body, each in French and naming its field (`propertyPath`), bounds in
 * the station's units. `emailAvailable` false (no SMTP_URL): e-mail recipients are refused.
 */
export function checkAlertSettings(
  body: AlertSettings,
  units: AlertUnits,
  emailAvailable: boolean,
): ApiErrorItem[] {
  const problems: ApiErrorItem[] = [];
  if (body.emails.length > 0 && !emailAvailable) {
    problems.push({ propertyPath: 'emails', message: NO_SMTP_MESSAGE });
  }
  if (body.emails.length > ALERT_LIMITS.emails.maxItems) {
    problems.push({
      propertyPath: 'emails',
      message: `Adresses e-mail : ${ALERT_LIMITS.emails.maxItems} adresses au plus.`,
    });
  }
  body.emails.forEach((address, index) => {
    if (!isEmailAddress(address))
      problems.push({
        propertyPath: `emails[${index}]`,
        message: `Adresses e-mail : « ${address.slice(0, 60)} » n'est pas une adresse e-mail valide.`,
      });
  });
  const url = body.webhookUrl;
  if (url !== null && (!/^https?:\/\/[^\s/]+/i.test(url) || url.length > ALERT_LIMITS.webhookUrl.maxLength)) {
    problems.push({
      propertyPath: 'webhookUrl',
      message:
        'Adresse du webhook : une adresse http:// ou https:// est attendue (2 000 caractères au plus).',
    });
  }
  const silence = body.silenceMinutes;
  const { min, max } = ALERT_LIMITS.silenceMinutes;
  if (silence !== null && (!Number.isInteger(silence) || silence < min || silence > max)) {
    problems.push({
      propertyPath: 'silenceMinutes',
      message: `${FIELD_LABELS.silenceMinutes} : un nombre entier de minutes entre ${min} et ${frenchNumber(max)} est attendu.`,
    });
  }
  for (const kind of ['frost', 'gust', 'rainRate'] as const) {
    const value = body[kind];
    const limits = ALERT_LIMITS[kind];
    if (value === null || (Number.isFinite(value) && value >= limits.min && value <= limits.max)) continue;
    const low = inStationUnit(kind, limits.min, units);
    const high = inStationUnit(kind, limits.max, units);
    problems.push({
      propertyPath: kind,
      message: `${FIELD_LABELS[kind]} : une valeur entre ${frenchNumber(low.value)} et ${high.text} est attendue.`,
    });
  }
  return problems;
}
