import type { PeriodHistory } from '@meteodeck/contract';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { type ExtremeCell, periodRows, periodTotals } from '../format/period-rows.ts';

function Extreme({ cell }: { cell: ExtremeCell | null }) {
  if (cell === null) return <span>-</span>;
  return (
    <>
      <span className="fw-semibold text-nowrap">{cell.value}</span>
      {cell.value === '-' ? null : (
        <span className="d-block small text-body-secondary text-nowrap">{cell.at}</span>
      )}
    </>
  );
}

/**
 * The period tables of spec §2: maximum and minimum of each measure with the date and time they were read,
 * then the period's range, rain total, means and lightning count. Value and time share a cell so the
 * table keeps three columns on a phone.
 */
export function PeriodTables({ history }: { history: PeriodHistory }) {
  const { t } = usePublicTranslation();
  return (
    <Row className="g-4">
      <Col xl={8}>
        <Card className="shadow-sm">
          <Card.Header as="h2" id="period-extremes" className="h6 mb-0">
            {t('weather.history.extremes')}
          </Card.Header>
          <Table responsive size="sm" striped className="mb-0 align-middle" aria-labelledby="period-extremes">
            <thead>
              <tr>
                <th scope="col" className="ps-3">
                  {t('weather.measure')}
                </th>
                <th scope="col" className="text-end">
                  {t('weather.history.maximum')}
                </th>
                <th scope="col" className="text-end pe-3">
                  {t('weather.history.minimum')}
                </th>
              </tr>
            </thead>
            <tbody>
              {periodRows(history).map((row) => (
                <tr key={row.id} data-measure={row.id}>
                  <th scope="row" className="fw-normal ps-3">
                    {t(`weather.history.measures.${row.id}`)}
                  </th>
                  <td className="text-end">
                    <Extreme cell={row.max} />
                  </td>
                  <td className="text-end pe-3">
                    <Extreme cell={row.min} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </Col>
      <Col xl={4}>
        <Card className="shadow-sm">
          <Card.Header as="h2" id="period-totals" className="h6 mb-0">
            {t('weather.history.totals')}
          </Card.Header>
          <Table size="sm" striped className="mb-0 align-middle" aria-labelledby="period-totals">
            <tbody>
              {periodTotals(history).map((total) => (
                <tr key={total.id} data-measure={total.id}>
                  <th scope="row" className="fw-normal ps-3">
                    {t(`weather.history.totalLabels.${total.id}`)}
                  </th>
                  <td className="text-end fw-semibold text-nowrap pe-3">{total.value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </Col>
    </Row>
  );
}
