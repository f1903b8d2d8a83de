import type { FlagDecision, FlaggedValue, ReadingMeasure } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PaginatedTable, type TableColumn } from '../../../components/paginated-table.tsx';
import { useSession } from '../../../entities/session/index.ts';
import { useStationWithUnits } from '../../../entities/station/index.ts';
import { formatInStationUnit, measureName, unitLabel } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { decideFlag } from '../api/decide-flag.ts';
import { FLAGS_PAGE_SIZE, useFlags } from '../api/get-flags.ts';
import { StationSelect } from './station-select.tsx';

function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString('fr-FR');
}

/**
 * /admin/quality: the values the spike filter left out of a station's readings, newest first, five per
 * page, each with the readings around it; an admin accepts (the value counts again) or rejects it.
 */
export function QualityPage() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  const queryClient = useQueryClient();
  const { reference, setReference, stations, station, units } = useStationWithUnits();
  const [page, setPage] = useState(1);
  const list = useFlags(reference, page, station !== undefined);
  const [error, setError] = useState<string | null>(null);

  const decide = async (flag: FlaggedValue, accepted: boolean) => {
    setError(null);
    const body: FlagDecision = { measure: flag.measure, accepted };
    try {
      await decideFlag(reference, flag.receivedAt, body);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
    await queryClient.invalidateQueries({ queryKey: ['flags'] });
  };

  const shown = (measure: ReadingMeasure, value: number | null) =>
    value === null
      ? '—'
      : `${formatInStationUnit(measure, value, units)} ${unitLabel(measure, units)}`.trim();

  const columns: TableColumn<FlaggedValue>[] = [
    {
      key: 'at',
      header: t('quality.at'),
      cell: (f) => formatInstant(f.receivedAt),
      className: 'text-nowrap',
    },
    { key: 'measure', header: t('quality.measure'), cell: (f) => measureName(f.measure) },
    { key: 'value', header: t('quality.value'), cell: (f) => <strong>{shown(f.measure, f.value)}</strong> },
    {
      key: 'rule',
      header: t('quality.rule'),
      cell: (f) =>
        f.rule === 'rate'
          ? t('quality.rules.rate', {
              limit: `${String(f.limit).replace('.', ',')} ${unitLabel(f.measure, units)}`.trim(),
            })
          : f.rule === null
            ? ''
            : t(`quality.rules.${f.rule}`, { limit: shown(f.measure, f.limit) }),
    },
    {
      key: 'neighbours',
      header: t('quality.neighbours'),
      className: 'small',
      cell: (f) => (
        <ul className="list-unstyled mb-0">
          {f.neighbours.map((n) => (
            <li key={n.receivedAt}>
              {new Date(n.receivedAt).toLocaleTimeString('fr-FR')} : {shown(f.measure, n.value)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'actions',
      header: t('quality.actions'),
      className: 'text-nowrap',
      cell: (f) =>
        admin ? (
          <>
            <Button size="sm" variant="outline-success" className="me-2" onClick={() => void decide(f, true)}>
              {t('quality.accept')}
            </Button>
            <Button size="sm" variant="outline-danger" onClick={() => void decide(f, false)}>
              {t('quality.reject')}
            </Button>
          </>
        ) : null,
    },
  ];

  const total = list.data?.numberOfResult ?? 0;
  return (
    <>
      <PageHeading title={t('routes.adminQuality')}>
        <p className="text-body-secondary mb-0">{t('quality.intro')}</p>
      </PageHeading>
      <div className="mb-3">
        <StationSelect
          id="quality-station"
          value={reference}
          stations={stations}
          onChange={(next) => {
            setReference(next);
            setPage(1);
          }}
        />
      </div>
      <p>
        <Link to={pathTo('adminReadings')}>{t('quality.toEditor')}</Link>
        {station !== undefined && admin ? (
          <>
            {' · '}
            <Link to={pathTo('adminWeatherStationEdit', { reference: station.reference })}>
              {t('quality.toSettings')}
            </Link>
          </>
        ) : null}
      </p>
      {error === null ? null : (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <PaginatedTable
        caption={t('quality.caption', { count: total })}
        columns={columns}
        rows={list.data?.flags ?? []}
        rowKey={(f) => `${f.receivedAt} ${f.measure}`}
        page={page}
        pageCount={Math.max(1, Math.ceil(total / FLAGS_PAGE_SIZE))}
        onPageChange={setPage}
        loading={list.isPending && station !== undefined}
        labels={{
          pagination: t('list.pagination'),
          empty: t('quality.empty'),
          loading: t('list.loading'),
          page: (n) => t('list.page', { page: n }),
        }}
      />
    </>
  );
}
