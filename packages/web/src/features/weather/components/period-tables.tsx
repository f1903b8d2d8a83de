import { PERIOD_EXTREMES, type PeriodExtreme, type PeriodHistory } from '@meteodeck/contract';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ValueChip } from '../../../components/value-chip.tsx';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import type { ValueColour } from '../../../lib/value-colours.ts';
import { type ExtremeCell, periodRow, periodTotals } from '../format/period-rows.ts';
import { periodExtremeColour, periodTotalColour } from '../format/value-colour-of.ts';

type Review = 'accepted' | 'corrected' | 'imported';

/** PeriodHistory.reviewed's field of a row's extreme: `max` + the row's measure, as the API names it. */
const FIELD_OF: Record<string, string> = { pressure: 'RelativePressure', beaufort: 'BeaufortScale' };
function reviewOf(history: PeriodHistory, id: string, side: 'max' | 'min'): Review | undefined {
  const name = FIELD_OF[id] ?? `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
  return history.reviewed?.[`${side}${name}`];
}

function Extreme({
  cell,
  review,
  colour,
}: {
  cell: ExtremeCell;
  review?: Review | undefined;
  colour: ValueColour | null;
}) {
  const { t } = usePublicTranslation();
  // On a phone the columns are narrow: a value with a text ('3 – Petite brise') may wrap, a number and its
  // unit may not; the date and the time may go on two lines.
  const [date, time] = cell.at.split(', ');
  return (
    <>
      <span className={`fw-semibold d-block ${cell.value.includes('–') ? '' : 'text-nowrap'}`}>
        <ValueChip colour={colour}>{cell.value}</ValueChip>
        {review === undefined ? null : (
          <span
            className="badge text-bg-light border fw-normal ms-1"
            title={t(`weather.history.reviewed.${review}Title`)}
          >
            {t(`weather.history.reviewed.${review}`)}
          </span>
        )}
      </span>
      {cell.value === '-' ? null : (
        <span className="small text-body-secondary">
          <span className="text-nowrap">{time === undefined ? cell.at : `${date},`}</span>
          {time === undefined ? null : (
            <>
              {' '}
              <span className="text-nowrap">{time}</span>
            </>
          )}
        </span>
      )}
    </>
  );
}

/**
 * A measure's rows (its own component, so a long table's rendering and hydration pause between measures):
 * on a phone the columns are narrow, so the measure's name gets a row of its own above its values there,
 * and is the first column from the small breakpoint on.
 */
function MeasureRows({ history, extreme }: { history: PeriodHistory; extreme: PeriodExtreme }) {
  const { t } = usePublicTranslation();
  const row = periodRow(history, extreme);
  return (
    <tbody data-measure={row.id}>
      <tr className="d-sm-none">
        <th colSpan={2} scope="colgroup" className="ps-3 pt-2 pb-0 border-0 bg-body-tertiary">
          {t(`weather.history.measures.${row.id}`)}
        </th>
      </tr>
      <tr>
        <th scope="row" className="fw-normal ps-3 d-none d-sm-table-cell">
          {t(`weather.history.measures.${row.id}`)}
        </th>
        <td className="text-end ps-3 ps-sm-1">
          <Extreme
            cell={row.max}
            review={reviewOf(history, row.id, 'max')}
            colour={periodExtremeColour(history, row.id, 'max')}
          />
        </td>
        <td className="text-end pe-3">
          <Extreme
            cell={row.min}
            review={reviewOf(history, row.id, 'min')}
            colour={periodExtremeColour(history, row.id, 'min')}
          />
        </td>
      </tr>
    </tbody>
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
          <Table size="sm" className="mb-0 align-middle" aria-labelledby="period-extremes">
            <thead>
              <tr>
                <th scope="col" className="ps-3 d-none d-sm-table-cell">
                  {t('weather.measure')}
                </th>
                <th scope="col" className="text-end ps-3 ps-sm-1">
                  {t('weather.history.maximum')}
                </th>
                <th scope="col" className="text-end pe-3">
                  {t('weather.history.minimum')}
                </th>
              </tr>
            </thead>
            {PERIOD_EXTREMES.map((extreme) => (
              <MeasureRows key={extreme.row} history={history} extreme={extreme} />
            ))}
          </Table>
        </Card>
      </Col>
      <Col xl={4}>
        <Card className="shadow-sm">
          <Card.Header as="h2" id="period-totals" className="h6 mb-0">
            {t('weather.history.totals')}
          </Card.Header>
          <Table size="sm" className="mb-0 align-middle" aria-labelledby="period-totals">
            <tbody>
              {periodTotals(history).map((total) => (
                <tr key={total.id} data-measure={total.id}>
                  <th scope="row" className="fw-normal ps-3">
                    {t(`weather.history.totalLabels.${total.id}`, total.params ?? {})}
                  </th>
                  <td className="text-end fw-semibold text-nowrap pe-3">
                    <ValueChip colour={periodTotalColour(history, total.id)}>{total.value}</ValueChip>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </Col>
    </Row>
  );
}
