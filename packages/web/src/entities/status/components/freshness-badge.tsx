import type { StationFreshness } from '@meteodeck/contract';
import Badge from 'react-bootstrap/Badge';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { FRESHNESS_COLOURS } from '../freshness.ts';

/** An age in seconds in French: '45 s', '12 min', '3 h', '2 j'. */
export function shortAge(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} j`;
}

/** A station's freshness badge with the age of its newest reading (the back office's, in French). */
export function FreshnessBadge({ freshness, age }: { freshness: StationFreshness; age: number | null }) {
  const { t } = useAdminTranslation();
  return (
    <Badge bg={FRESHNESS_COLOURS[freshness]} text={freshness === 'late' ? 'dark' : undefined}>
      {t(`health.freshness.${freshness}`)}
      {age === null ? '' : ` · ${shortAge(age)}`}
    </Badge>
  );
}
