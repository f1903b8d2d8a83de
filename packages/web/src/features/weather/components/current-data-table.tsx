import type { CurrentData, LastObservation } from '@meteodeck/contract';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { type CurrentSection, currentSections, hasVariations } from '../format/current-rows.ts';

export interface CurrentDataTableProps {
  data: CurrentData;
  observation: LastObservation | null;
}

function SectionTable({ section }: { section: CurrentSection }) {
  const { t } = usePublicTranslation();
  const titleId = `current-${section.id}`;
  const withVariation = hasVariations(section);
  return (
    <Card className="h-100 shadow-sm">
      <Card.Header as="h2" id={titleId} className="h6 mb-0">
        {t(`weather.current.sections.${section.id}`)}
      </Card.Header>
      <Table size="sm" striped className="mb-0 align-middle" aria-labelledby={titleId}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('weather.measure')}</th>
            <th scope="col">{t('weather.value')}</th>
            {withVariation ? <th scope="col">{t('weather.sinceOneHour')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {section.rows.map((row) => (
            <tr key={row.id} data-measure={row.id}>
              <th scope="row" className="fw-normal ps-3">
                {t(`weather.current.rows.${row.id}`)}
              </th>
              {row.id === 'observation' ? (
                // Free text: it takes the variation column too, and wraps between words.
                <td
                  colSpan={withVariation ? 2 : 1}
                  className="text-end pe-3"
                  style={{ overflowWrap: 'break-word' }}
                >
                  {row.value}
                </td>
              ) : (
                <>
                  <td className="text-end fw-semibold pe-3 text-nowrap">{row.value}</td>
                  {withVariation ? (
                    <td className="text-end text-nowrap text-body-secondary small pe-3">
                      {row.variation === undefined ? null : (
                        <>
                          <span className="visually-hidden">{t('weather.sinceOneHour')}: </span>
                          {row.variation}
                        </>
                      )}
                    </td>
                  ) : null}
                </>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

/** The current observation table of spec §2, one card per group of measures (two or three across on wide screens). */
export function CurrentDataTable({ data, observation }: CurrentDataTableProps) {
  const sections = currentSections(data, observation);
  return (
    <Row xs={1} md={2} xl={3} className="g-3">
      {sections.map((section) => (
        <Col key={section.id}>
          <SectionTable section={section} />
        </Col>
      ))}
    </Row>
  );
}
