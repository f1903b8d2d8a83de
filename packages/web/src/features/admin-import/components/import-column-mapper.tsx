import type {
  ApiErrorList,
  CsvSeparator,
  CsvTimeFormat,
  ImportCsvColumns,
  ImportPreview,
  ReadingMeasure,
} from '@meteodeck/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { measureName } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useImportColumns } from '../api/get-import-columns.ts';
import { mapImportColumns } from '../api/map-import-columns.ts';
import {
  draftFrom,
  type MappingDraft,
  MEASURE_UNITS,
  mappingOf,
  SEPARATORS,
  sizedTo,
  TIME_FORMATS,
  withRole,
} from '../column-mapping.ts';

const SEPARATOR_NAMES: Record<CsvSeparator, string> = {
  ';': 'semicolon',
  ',': 'comma',
  '\t': 'tab',
  '|': 'pipe',
};

/**
 * The column mapping step of a CSV file in a layout meteodeck does not know (or that the admin maps by
 * hand): the separator and decimal mark, the first rows as read, and for each column what it holds: the
 * instant (its format and time zone), or a date and a time in two columns (each with its pattern), a
 * measure of the catalogue in one of its units, or nothing. Another separator has the server split the
 * file again (quoted fields whole): the page never splits it itself. Applying
 * it has the server check it and answer the file's preview through it (`onMapped`); it is kept for the
 * station's next file with the same header, and offered again then.
 */
export function ImportColumnMapper({
  jobId,
  columns,
  onMapped,
  onCancel,
}: {
  jobId: number;
  columns: ImportCsvColumns;
  onMapped: (preview: ImportPreview) => void;
  /** Back to the preview of a file meteodeck reads without a mapping; absent when there is none. */
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useAdminTranslation();
  const [chosen, setDraft] = useState<MappingDraft>(() => draftFrom(columns));
  const [errors, setErrors] = useState<ApiErrorList | undefined>();
  const [applying, setApplying] = useState(false);
  const resplit = chosen.separator !== columns.separator;
  const again = useImportColumns(jobId, resplit, chosen.separator);
  const shown = resplit ? again.data : columns;
  const header = shown?.header ?? [];
  const rows = shown?.rows ?? [];
  const draft = sizedTo(chosen, header.length);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setApplying(true);
    setErrors(undefined);
    try {
      onMapped(await mapImportColumns(jobId, mappingOf(draft)));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setApplying(false);
    }
  };

  const roleOptions = [
    { value: 'ignore', label: t('import.mapping.roles.ignore') },
    { value: 'time', label: t('import.mapping.roles.time') },
    { value: 'timeOfDay', label: t('import.mapping.roles.timeOfDay') },
    ...[...MEASURE_UNITS.keys()].map((measure) => ({
      value: measure,
      label: measureName(measure as ReadingMeasure),
    })),
  ];
  const unitLabel = (unit: string) =>
    unit === 'index' || unit === 'count' ? t(`import.mapping.units.${unit}`) : unit;

  return (
    <Form
      noValidate
      onSubmit={apply}
      data-testid="import-mapping"
      aria-labelledby={`import-mapping-${jobId}`}
    >
      <h3 id={`import-mapping-${jobId}`} className="h6">
        {t('import.mapping.title')}
      </h3>
      <p className="small text-body-secondary">
        {columns.recognized === null ? t('import.mapping.intro') : t('import.mapping.introKnown')}
      </p>
      {columns.remembered && (
        <Alert variant="info" className="py-2 small">
          {t('import.mapping.remembered')}
        </Alert>
      )}
      <FileReading draft={draft} onChange={setDraft} />
      {again.error instanceof ApiError && (
        <ApiErrorAlerts errors={again.error.errors} fallback={t('import.failed')} />
      )}
      {shown === undefined ? (
        again.isFetching && <p role="status">{t('import.mapping.resplitting')}</p>
      ) : (
        <SampleTable header={header} rows={rows} caption={t('import.mapping.sample')} />
      )}
      <ol className="list-unstyled mb-2">
        {header.map((name, index) => {
          const role = draft.roles[index] ?? 'ignore';
          const label = t('import.mapping.column', { n: index + 1, name: name === '' ? '—' : name });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column's place in the file is its identity.
            <li key={`${index}-${name}`} className="border-bottom pt-2" data-testid="import-mapping-column">
              <div className="row g-2">
                <div className="col-md-6">
                  <FormField
                    name={`mapping-column-${index}`}
                    label={label}
                    control="select"
                    value={role}
                    onChange={(value) => setDraft(withRole(draft, index, value))}
                    options={roleOptions}
                    help={
                      (rows[0]?.[index] ?? '') === ''
                        ? undefined
                        : t('import.mapping.example', { value: rows[0]?.[index] })
                    }
                  />
                </div>
                {MEASURE_UNITS.has(role) && (
                  <div className="col-md-6">
                    <FormField
                      name={`mapping-unit-${index}`}
                      label={t('import.mapping.unitOf', { name })}
                      control="select"
                      value={draft.units[index] ?? ''}
                      onChange={(unit) =>
                        setDraft({ ...draft, units: draft.units.map((u, i) => (i === index ? unit : u)) })
                      }
                      options={(MEASURE_UNITS.get(role) ?? []).map((unit) => ({
                        value: unit,
                        label: unitLabel(unit),
                      }))}
                    />
                  </div>
                )}
                {role === 'time' && <TimeFields draft={draft} onChange={setDraft} />}
                {role === 'timeOfDay' && (
                  <div className="col-md-6">
                    <FormField
                      name="mapping-time-of-day-pattern"
                      label={t('import.mapping.timePattern')}
                      value={draft.timePattern}
                      onChange={(timePattern) => setDraft({ ...draft, timePattern })}
                      help={t('import.mapping.timePatternHelp')}
                    />
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {errors !== undefined && <ApiErrorAlerts errors={errors} fallback={t('import.failed')} />}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={applying || shown === undefined}>
          {applying ? t('import.mapping.applying') : t('import.mapping.apply')}
        </Button>
        {onCancel !== undefined && (
          <Button variant="outline-secondary" onClick={onCancel} disabled={applying}>
            {t('import.mapping.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** How the file is split: its separator (the server reads the columns again) and its decimal mark. */
function FileReading({ draft, onChange }: { draft: MappingDraft; onChange: (draft: MappingDraft) => void }) {
  const { t } = useAdminTranslation();
  return (
    <div className="row g-2">
      <div className="col-sm-6">
        <FormField
          name="mapping-separator"
          label={t('import.mapping.separator')}
          control="select"
          value={SEPARATOR_NAMES[draft.separator]}
          onChange={(name) => {
            const separator = SEPARATORS.find((s) => SEPARATOR_NAMES[s] === name) ?? ',';
            onChange({ ...draft, separator });
          }}
          options={SEPARATORS.map((s) => ({
            value: SEPARATOR_NAMES[s],
            label: t(`import.mapping.separators.${SEPARATOR_NAMES[s]}`),
          }))}
        />
      </div>
      <div className="col-sm-6">
        <FormField
          name="mapping-decimal"
          label={t('import.mapping.decimal')}
          control="select"
          value={draft.decimalComma ? 'comma' : 'point'}
          onChange={(value) => onChange({ ...draft, decimalComma: value === 'comma' })}
          options={[
            { value: 'point', label: t('import.mapping.decimals.point') },
            { value: 'comma', label: t('import.mapping.decimals.comma') },
          ]}
        />
      </div>
    </div>
  );
}

/** The instant column's format, date pattern and time zone. */
function TimeFields({ draft, onChange }: { draft: MappingDraft; onChange: (draft: MappingDraft) => void }) {
  const { t } = useAdminTranslation();
  return (
    <div className="col-md-6">
      <FormField
        name="mapping-time-format"
        label={t('import.mapping.format')}
        control="select"
        value={draft.format}
        onChange={(format) => onChange({ ...draft, format: format as CsvTimeFormat })}
        options={TIME_FORMATS.map((format) => ({
          value: format,
          label: t(`import.mapping.formats.${format}`),
        }))}
      />
      {draft.format === 'pattern' && (
        <FormField
          name="mapping-time-pattern"
          label={t('import.mapping.pattern')}
          value={draft.pattern}
          onChange={(pattern) => onChange({ ...draft, pattern })}
          help={t('import.mapping.patternHelp')}
        />
      )}
      {draft.format !== 'epochSeconds' && draft.format !== 'epochMs' && (
        <FormField
          name="mapping-time-zone"
          label={t('import.mapping.zone')}
          control="select"
          value={draft.zone}
          onChange={(zone) => onChange({ ...draft, zone: zone === 'utc' ? 'utc' : 'station' })}
          options={[
            { value: 'station', label: t('import.mapping.zones.station') },
            { value: 'utc', label: t('import.mapping.zones.utc') },
          ]}
        />
      )}
    </div>
  );
}

/** The file's first rows as read, scrolled sideways on a narrow screen. */
function SampleTable({ header, rows, caption }: { header: string[]; rows: string[][]; caption: string }) {
  return (
    <ScrollArea className="mb-2">
      <Table size="sm" bordered className="small mb-0 text-nowrap" data-testid="import-mapping-sample">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            {header.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column's place in the file is its identity.
              <th key={`${index}-${name}`} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the file's, in its order, never moved.
            <tr key={r}>
              {header.map((_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its identity.
                <td key={c}>{row[c] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}
