import type { ImportJob } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useImport } from '../api/get-import.ts';
import { useImports } from '../api/get-imports.ts';
import { ImportForm } from './import-form.tsx';
import { ImportHistory } from './import-history.tsx';
import { ImportJobPanel } from './import-job-panel.tsx';

/**
 * /admin/import (admins only): import a station's history from WeeWX, CumulusMX or CSV. The import runs on
 * the server; reopening the page shows the one still running (else the latest one's summary), and every
 * import's summary stays in the list below.
 */
export function ImportPage() {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [shownId, setShownId] = useState<number | undefined>();
  const list = useImports(page);
  // Reopened: follow the import still running, else show the latest one's summary, without being asked.
  const firstPage = page === 1 ? list.data?.imports : undefined;
  const latest = firstPage?.find((job) => job.status === 'running') ?? firstPage?.[0];
  const followed = useImport(shownId ?? latest?.id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['imports'] });
  const show = (job: ImportJob) => {
    setShownId(job.id);
    void refresh();
  };
  return (
    <>
      <PageHeading title={t('routes.adminImport')}>
        <p className="text-body-secondary mb-0">{t('import.intro')}</p>
      </PageHeading>
      <Row className="g-4 mb-4">
        <Col lg={5}>
          <Card className="shadow-sm">
            <Card.Body>
              <ImportForm onCreated={show} onUploaded={show} onSettled={() => void refresh()} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={7}>
          {followed.data !== undefined && <ImportJobPanel job={followed.data} onStarted={show} />}
        </Col>
      </Row>
      <section aria-labelledby="import-history">
        <h2 id="import-history" className="h5">
          {t('import.history')}
        </h2>
        <ImportHistory
          imports={list.data?.imports ?? []}
          total={list.data?.numberOfResult ?? 0}
          page={page}
          onPageChange={setPage}
          loading={list.isLoading}
          onShow={show}
        />
      </section>
    </>
  );
}
