import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { usePublicTranslation } from '../../../lib/i18n.ts';

export interface WindowNavigationProps {
  /** Steps to the window before; undefined while the shown window's bounds are not known yet. */
  onPrevious: (() => void) | undefined;
  /** Steps to the window after; undefined at the present window. */
  onNext: (() => void) | undefined;
}

/**
 * 'Früher' and 'Später' beside the period selector: plain buttons, so Tab and Enter or Space
 * work, each named by its visible text; 'Später' is disabled at the present window.
 */
export function WindowNavigation({ onPrevious, onNext }: WindowNavigationProps) {
  const { t } = usePublicTranslation();
  return (
    <ButtonGroup aria-label={t('weather.graph.window.navLabel')}>
      <Button variant="outline-primary" disabled={onPrevious === undefined} onClick={onPrevious}>
        <span aria-hidden="true">‹ </span>
        {t('weather.graph.window.previous')}
      </Button>
      <Button variant="outline-primary" disabled={onNext === undefined} onClick={onNext}>
        {t('weather.graph.window.next')}
        <span aria-hidden="true"> ›</span>
      </Button>
    </ButtonGroup>
  );
}
