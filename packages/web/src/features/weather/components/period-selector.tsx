import { WEATHER_PERIODS, type WeatherPeriod } from '@meteodeck/contract';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { usePublicTranslation } from '../../../lib/i18n.ts';

export interface PeriodSelectorProps {
  value: WeatherPeriod;
  onChange: (period: WeatherPeriod) => void;
}

/** The graph period buttons (spec §2: Jour, Woche, Monat, Jahr, plus Rekord); the chosen one is pressed. */
export function PeriodSelector({ value, onChange }: PeriodSelectorProps) {
  const { t } = usePublicTranslation();
  return (
    <ButtonGroup aria-label={t('weather.graph.periodLabel')} className="flex-wrap">
      {WEATHER_PERIODS.map((period) => (
        <Button
          key={period}
          variant={period === value ? 'primary' : 'outline-primary'}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`weather.graph.periods.${period}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
