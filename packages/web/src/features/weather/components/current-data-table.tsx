import type { CurrentData, LastObservation } from '@meteodeck/contract';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ValueChip } from '../../../components/value-chip.tsx';
import { MISSING } from '../../../lib/format/number-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import {
  type CurrentRow,
  type CurrentSection,
  currentSections,
  hasVariations,
} from '../format/current-rows.ts';
import { currentRowColour } from '../format/value-colour-of.ts';

export interface CurrentDataTableProps {
  data: CurrentData;
  /** The latest text observation: its row of the table (spec §2), '-' without one. */
  observation: LastObservation | null;
}

/** The variation column of a row: its signed change with the unit and its span ('in 1 h', 'in 3 h'). */
function VariationCell({ row }: { row: CurrentRow }) {
  const { t } = usePublicTranslation();
  return (
    <td className="text-end text-body-secondary small pe-2 pe-sm-3">
      {row.variation === undefined ? null : (
        <>
          {/* May wrap between the number, its unit and 'in 1 h': a phone of 360 px has no room. */}
          {row.variation === MISSING || row.variationUnit === undefined
            ? row.variation
            : `${row.variation} ${row.variationUnit}`}{' '}
          {row.variation === MISSING ? null : (
            <span className="text-nowrap">
              {t(row.variationSpan === '3h' ? 'weather.inThreeHours' : 'weather.inOneHour')}
            </span>
          )}
        </>
      )}
    </td>
  );
}

function SectionTable({ section, data }: { section: CurrentSection; data: CurrentData }) {
  const { t } = usePublicTranslation();
  const titleId = `current-${section.id}`;
  const withVariation = hasVariations(section);
  return (
    <Card className="h-100 shadow-sm">
      <Card.Header as="h2" id={titleId} className="h6 mb-0">
        {t(`weather.current.sections.${section.id}`)}
      </Card.Header>
      <Table size="sm" className="mb-0 align-middle" aria-labelledby={titleId}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('weather.measure')}</th>
            <th scope="col">{t('weather.value')}</th>
            {withVariation ? <th scope="col">{t('weather.sinceOneHour')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => {
            const value = row.valueKey === undefined ? row.value : t(row.valueKey);
            return (
              <tr key={row.id} data-measure={row.id}>
                <th scope="row" className="fw-normal ps-2 ps-sm-3">
                  {t(`weather.current.rows.${row.id}`)}
                </th>
                {row.wide === true ? (
                  // Free text: it takes the variation column too, and wraps between words.
                  <td
                    colSpan={withVariation ? 2 : 1}
                    className="text-end pe-2 pe-sm-3"
                    style={{ overflowWrap: 'break-word' }}
                  >
                    {value}
                  </td>
                ) : (
                  <>
                    {/* A value with a text ('1 – Très légère brise', 'sehr rasch fallend') may wrap, or a phone scrolls sideways. */}
                    <td
                      className={`text-end fw-semibold pe-2 pe-sm-3 ${value.includes(' – ') || row.valueKey !== undefined ? '' : 'text-nowrap'}`}
                    >
                      <ValueChip colour={currentRowColour(data, row.id)}>{value}</ValueChip>
                    </td>
                    {withVariation ? <VariationCell row={row} /> : null}
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Card>
  );
}

/**
 * The current observation table of spec §2, one card per group of measures (two or three across on wide
 * screens), with every row the spec lists, the text observation's included.
 */
export function CurrentDataTable({ data, observation }: CurrentDataTableProps) {
  const sections = currentSections(data, observation);
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {sections.map((section) => (
        <Col key={section.id}>
          <SectionTable section={section} data={data} />
        </Col>
      ))}
    </Row>
  );
}
