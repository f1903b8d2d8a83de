import type { MouseEvent } from 'react';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { CHART_ORDER } from '../graph/chart-definitions.ts';

/** The id of a chart card's heading, the target of its link in the jump list. */
export function chartHeadingId(id: string): string {
  return `chart-${id}`;
}

/**
 * The graph page's list of its charts, at the top: a link per chart that scrolls to its card (in the page,
 * without a new address: the router would take a changed hash for a new page and scroll to the top) and
 * moves the focus to its heading.
 */
export function ChartJumpList() {
  const { t } = usePublicTranslation();
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(chartHeadingId(id));
    if (target === null) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t('weather.graph.jumpList')} className="mb-3">
      <ul className="list-inline small mb-0">
        {CHART_ORDER.map((id) => (
          <li key={id} className="list-inline-item me-3">
            <a href={`#${chartHeadingId(id)}`} onClick={(event) => jump(event, id)}>
              {t(`weather.graph.charts.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
