import type { ApiErrorList } from '@meteodeck/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ALL_STATIONS_PARAMS, useSelectedStation, useStations } from '../../../entities/station/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { downloadExport, type ExportContent, type ExportFormat } from '../api/download-export.ts';

/** 'YYYY-MM-DD' of a date in the browser's calendar. */
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Hands `blob` to the browser as a file named `name`. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * 'Exporter les relevés' (/admin/export): any logged-in user downloads a station's readings of a
 * period in its units, as CSV (the importer's columns) or JSON, from GET /api/weatherData/{reference}/export;
 * or its daily summaries with the public extra sensors' days (…/export/days).
 */
export function ExportPage() {
  const { t } = useAdminTranslation();
  const selected = useSelectedStation();
  const stations = useStations(ALL_STATIONS_PARAMS);
  const today = new Date();
  const [station, setStation] = useState(selected.reference);
  const [from, setFrom] = useState(isoDate(new Date(today.getFullYear(), 0, 1)));
  const [to, setTo] = useState(isoDate(today));
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [content, setContent] = useState<ExportContent>('readings');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ApiErrorList | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (from > to) {
      setErrors([{ message: t('export.order'), propertyPath: 'to' }]);
      return;
    }
    setErrors(null);
    setBusy(true);
    try {
      const blob = await downloadExport(station, from, to, format, content);
      const name = `${station}${content === 'days' ? '-days' : ''}-${from}-${to}.${format}`;
      saveFile(blob, name);
      setDone(name);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setBusy(false);
    }
  }

  const stationOptions = (stations.data?.weatherStations ?? []).map((s) => ({
    value: s.reference,
    label: `${s.name} (${s.reference})`,
  }));
  return (
    <>
      <PageHeading title={t('routes.adminExport')}>
        <p className="text-body-secondary">{t('export.intro')}</p>
      </PageHeading>
      {errors !== null && <ApiErrorAlerts errors={errors} fallback={t('export.failed')} />}
      {done !== null && (
        <Alert variant="success" role="status">
          {t('export.done', { name: done })}
        </Alert>
      )}
      <Form onSubmit={submit} className="col-lg-8" noValidate>
        <FormField
          name="station"
          label={t('export.station')}
          control="select"
          value={station}
          onChange={setStation}
          options={stationOptions}
        />
        <div className="row">
          <Form.Group className="col-sm-6 mb-3" controlId="export-from">
            <Form.Label>{t('export.from')}</Form.Label>
            <Form.Control type="date" value={from} required onChange={(e) => setFrom(e.target.value)} />
          </Form.Group>
          <Form.Group className="col-sm-6 mb-3" controlId="export-to">
            <Form.Label>{t('export.to')}</Form.Label>
            <Form.Control type="date" value={to} required onChange={(e) => setTo(e.target.value)} />
          </Form.Group>
        </div>
        <FormField
          name="content"
          label={t('export.content')}
          control="select"
          value={content}
          onChange={(value) => setContent(value === 'days' ? 'days' : 'readings')}
          options={[
            { value: 'readings', label: t('export.contents.readings') },
            { value: 'days', label: t('export.contents.days') },
          ]}
        />
        <FormField
          name="format"
          label={t('export.format')}
          control="select"
          value={format}
          onChange={(value) => setFormat(value === 'json' ? 'json' : 'csv')}
          options={[
            { value: 'csv', label: t('export.formats.csv') },
            { value: 'json', label: t('export.formats.json') },
          ]}
        />
        <Button type="submit" disabled={busy}>
          {busy ? t('export.downloading') : t('export.submit')}
        </Button>
      </Form>
    </>
  );
}
