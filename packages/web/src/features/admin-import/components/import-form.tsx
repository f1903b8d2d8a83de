import type { ApiErrorList, CumulusUnitsInput, ImportJob, ImportKind } from '@meteodeck/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { LabelledProgress } from '../../../components/labelled-progress.tsx';
import { useStationChoice } from '../../../entities/station/index.ts';
import { ApiError, fieldErrors } from '../../../lib/api-error.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { createImport } from '../api/create-import.ts';
import { sendImportChunk } from '../api/send-import-chunk.ts';
import { uploadHistoryFile } from '../upload-history-file.ts';

const KINDS: readonly ImportKind[] = ['weewx', 'cumulus', 'csv', 'ecowitt', 'weatherlink'];
const ACCEPT: Record<ImportKind, string> = {
  weewx: '.sdb,.db,.sqlite,application/vnd.sqlite3',
  cumulus: '.zip,application/zip',
  csv: '.csv,.txt,.gz,text/csv,text/plain',
  ecowitt: '.csv,.gz,text/csv',
  weatherlink: '.csv,.txt,.gz,text/csv,text/plain',
};
/** Kinds whose units the admin may state: CumulusMX without Cumulus.ini, WeatherLink's desktop export. */
const WITH_UNITS: ReadonlySet<ImportKind> = new Set(['cumulus', 'weatherlink']);
const UNIT_CHOICES: { readonly [K in keyof Required<CumulusUnitsInput>]: readonly string[] } = {
  temperature: ['C', 'F'],
  rain: ['mm', 'in'],
  pressure: ['hPa', 'mb', 'inHg', 'kPa'],
  wind: ['km/h', 'm/s', 'mph', 'kn'],
};
type UnitField = keyof typeof UNIT_CHOICES;
const UNIT_FIELDS = Object.keys(UNIT_CHOICES) as UnitField[];

/** The units the admin chose (a blank choice: as Cumulus.ini says). */
function chosenUnits(units: Record<UnitField, string>): CumulusUnitsInput {
  return Object.fromEntries(Object.entries(units).filter(([, value]) => value !== '')) as CumulusUnitsInput;
}

export interface ImportFormProps {
  /** The import was opened (its file is on its way): the page follows it from here. */
  onCreated: (job: ImportJob) => void;
  /** The whole file is on the server: the page shows what it holds, and the admin starts the import. */
  onUploaded: (job: ImportJob) => void;
  /** The attempt ended, sent or not (the page refreshes its list). */
  onSettled: () => void;
}

/**
 * The import form: station, kind of file, the file, and the units for CumulusMX when the zip has no
 * Cumulus.ini, or for a WeatherLink desktop export (its header names none). Sending shows how much of the
 * file has gone; once it is all there, the import's panel shows what it holds and starts it.
 */
export function ImportForm({ onCreated, onUploaded, onSettled }: ImportFormProps) {
  const { t } = useAdminTranslation();
  // Preselects the header's station; a reference renamed since gives way to an existing station.
  const { stations, reference: station, setReference: setStation } = useStationChoice();
  const [kind, setKind] = useState<ImportKind>('weewx');
  const [file, setFile] = useState<File | undefined>();
  const [units, setUnits] = useState<Record<UnitField, string>>({
    temperature: '',
    rain: '',
    pressure: '',
    wind: '',
  });
  const [sent, setSent] = useState<number | undefined>();
  const [errors, setErrors] = useState<ApiErrorList>([]);
  const [failed, setFailed] = useState(false);
  const [missingFile, setMissingFile] = useState(false);
  const sending = sent !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMissingFile(file === undefined);
    if (file === undefined) return;
    setErrors([]);
    setFailed(false);
    setSent(0);
    try {
      const job = await uploadHistoryFile(
        { create: createImport, sendChunk: sendImportChunk },
        file,
        { station, kind, ...(WITH_UNITS.has(kind) ? { cumulusUnits: chosenUnits(units) } : {}) },
        { onCreated, onSent: setSent },
      );
      onUploaded(job);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
      setFailed(true);
    } finally {
      setSent(undefined);
      onSettled();
    }
  };

  const percent =
    file === undefined || sent === undefined ? 0 : Math.round((sent / Math.max(1, file.size)) * 100);
  // Station and size problems show under their field; a file refused by the server shows in the import's
  // own panel (the page follows the refused import); anything else on top.
  const banners = errors.filter((item) => !['station', 'size', 'file'].includes(item.propertyPath ?? ''));
  return (
    <Form noValidate onSubmit={submit} aria-busy={sending}>
      {failed && (banners.length > 0 || errors.length === 0) && (
        <ApiErrorAlerts errors={banners} fallback={t('import.failed')} />
      )}
      <FormField
        name="station"
        label={t('import.station')}
        control="select"
        value={station}
        onChange={setStation}
        options={stations.map((s) => ({
          value: s.reference,
          label: `${s.name} (${s.reference})`,
        }))}
        errors={fieldErrors(errors, 'station')}
        required
      />
      <FormField
        name="kind"
        label={t('import.kind')}
        control="select"
        value={kind}
        onChange={(value) => setKind(value as ImportKind)}
        options={KINDS.map((value) => ({ value, label: t(`import.kinds.${value}`) }))}
        required
      />
      <Form.Group className="mb-3" controlId="field-file">
        <Form.Label>{t('import.file')}</Form.Label>
        <Form.Control
          type="file"
          accept={ACCEPT[kind]}
          required
          isInvalid={missingFile}
          aria-invalid={missingFile || undefined}
          aria-describedby="field-file-help"
          onChange={(event) => {
            setFile((event.target as HTMLInputElement).files?.[0]);
            setMissingFile(false);
          }}
        />
        <Form.Control.Feedback type="invalid">{t('import.chooseFile')}</Form.Control.Feedback>
        <Form.Text id="field-file-help">{t(`import.fileHelp.${kind}`)}</Form.Text>
        {fieldErrors(errors, 'size').map((message) => (
          <div key={message} className="invalid-feedback d-block">
            {message}
          </div>
        ))}
      </Form.Group>
      {WITH_UNITS.has(kind) && (
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">{t(`import.unitsOf.${kind}`)}</legend>
          <p className="small text-body-secondary mb-2">{t(`import.unitsHelpOf.${kind}`)}</p>
          <div className="row row-cols-2 g-2">
            {UNIT_FIELDS.map((field) => (
              <div className="col" key={field}>
                <FormField
                  name={`unit-${field}`}
                  label={t(`import.${field}`)}
                  control="select"
                  value={units[field]}
                  onChange={(value) => setUnits({ ...units, [field]: value })}
                  options={[
                    { value: '', label: t(`import.unitsDefault.${kind}`) },
                    ...UNIT_CHOICES[field].map((value) => ({ value, label: value })),
                  ]}
                />
              </div>
            ))}
          </div>
        </fieldset>
      )}
      {sending && <LabelledProgress className="mb-3" percent={percent} label={t('import.uploading')} />}
      <Button type="submit" disabled={sending}>
        {sending ? t('import.uploading') : t('import.submit')}
      </Button>
    </Form>
  );
}
