import type { CurrentData } from '@meteodeck/contract';
import { CONDITION_ICONS } from '@meteodeck/weather';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/**
 * The condition read from the station's sensors, in a picture and a word ('Bewölkt, windig'), as the home
 * page's hero shows it (the same pictures: weather CONDITION_ICONS); nothing without one.
 */
export function ConditionLine({ condition }: { condition: CurrentData['condition'] }) {
  const { t } = usePublicTranslation();
  if (condition === null || condition === undefined) return null;
  const icon = CONDITION_ICONS[condition.kind];
  const word = t(`home.now.condition.${condition.kind}`);
  return (
    <p className="condition-line d-flex align-items-center gap-2 fw-semibold mb-3" data-testid="condition">
      {icon !== null && <img src={icon} alt="" width="32" height="32" />}
      <span>
        {condition.windy && condition.kind !== 'windy'
          ? t('home.now.condition.withWind', { condition: word })
          : word}
      </span>
    </p>
  );
}
