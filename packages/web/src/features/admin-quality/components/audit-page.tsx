import { AUDIT_KINDS, type AuditEntry, type AuditKind } from '@meteodeck/contract';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PaginatedTable, type TableColumn } from '../../../components/paginated-table.tsx';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/get-audit.ts';
import { useAuditUsers } from '../api/get-audit-users.ts';
import { changedFields } from '../audit-changes.ts';

/** /admin/audit (admins only): every write of the back office, newest first, filtered by user, kind and dates. */
export function AuditPage() {
  const { t } = useAdminTranslation();
  const [page, setPage] = useState(1);
  const [userId, setUserId] = useState('');
  const [kind, setKind] = useState<AuditKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const users = useAuditUsers();
  const list = useAudit(page, { userId, kind, from, to });
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  const columns: TableColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: t('audit.at'),
      className: 'text-nowrap',
      cell: (e) => new Date(e.createdAt).toLocaleString('fr-FR'),
    },
    { key: 'user', header: t('audit.user'), cell: (e) => e.user.email },
    { key: 'kind', header: t('audit.kind'), cell: (e) => t(`audit.kinds.${e.kind}`) },
    {
      key: 'action',
      header: t('audit.action'),
      cell: (e) => t(`audit.actions.${e.action}`, { defaultValue: e.action }),
    },
    { key: 'target', header: t('audit.target'), cell: (e) => e.target },
    {
      key: 'changes',
      header: t('audit.changes'),
      className: 'small text-break',
      cell: (e) => (
        <ul className="list-unstyled mb-0">
          {changedFields(e).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
  ];
  const total = list.data?.numberOfResult ?? 0;
  return (
    <>
      <PageHeading title={t('routes.adminAudit')}>
        <p className="text-body-secondary mb-0">{t('audit.intro')}</p>
      </PageHeading>
      <Row className="g-2 mb-3">
        <Col sm={6} lg={3}>
          <Form.Group controlId="audit-user">
            <Form.Label>{t('audit.user')}</Form.Label>
            <Form.Select value={userId} onChange={(e) => filter(() => setUserId(e.target.value))}>
              <option value="">{t('audit.all')}</option>
              {(users.data?.users ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.email}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="audit-kind">
            <Form.Label>{t('audit.kind')}</Form.Label>
            <Form.Select
              value={kind}
              onChange={(e) => filter(() => setKind(e.target.value as AuditKind | ''))}
            >
              <option value="">{t('audit.all')}</option>
              {AUDIT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`audit.kinds.${k}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="audit-from">
            <Form.Label>{t('audit.from')}</Form.Label>
            <Form.Control type="date" value={from} onChange={(e) => filter(() => setFrom(e.target.value))} />
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="audit-to">
            <Form.Label>{t('audit.to')}</Form.Label>
            <Form.Control type="date" value={to} onChange={(e) => filter(() => setTo(e.target.value))} />
          </Form.Group>
        </Col>
      </Row>
      <PaginatedTable
        caption={t('audit.caption', { count: total })}
        columns={columns}
        rows={list.data?.entries ?? []}
        rowKey={(e) => e.id}
        page={page}
        pageCount={Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))}
        onPageChange={setPage}
        loading={list.isPending}
        labels={{
          pagination: t('list.pagination'),
          empty: t('audit.empty'),
          loading: t('list.loading'),
          page: (n) => t('list.page', { page: n }),
        }}
      />
    </>
  );
}
