import { type CalendarPeriod, formatCalendarDate, parseCalendarDate } from '@meteodeck/weather';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { clampDate, type DataSpan, periodStart } from '../window-address.ts';

export interface WindowPickerProps {
  period: CalendarPeriod;
  /** First local date of the window shown; undefined while unknown (the picker then offers the last day). */
  value: string | undefined;
  /** The station's first and last day with data: what the picker offers. */
  span: DataSpan;
  /** Called with the first local date of the window picked. */
  onPick: (startDate: string) => void;
}

const isDate = (text: string) => {
  try {
    parseCalendarDate(text);
    return true;
  } catch {
    return false;
  }
};

/** The years of the span, newest first. */
function yearsOf(span: DataSpan): number[] {
  const first = Number(span.firstDay.slice(0, 4));
  const last = Number(span.lastDay.slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

/** The months (1–12) of `year` inside the span. */
function monthsOf(year: number, span: DataSpan): number[] {
  const from = year === Number(span.firstDay.slice(0, 4)) ? Number(span.firstDay.slice(5, 7)) : 1;
  const to = year === Number(span.lastDay.slice(0, 4)) ? Number(span.lastDay.slice(5, 7)) : 12;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * 'Gehe zu': picks a window of the history tables or the graphs in one step, within the station's days with
 * data: a date for the day, a date whose week is meant for the week (native date fields), a month and a
 * year, or a year (selects, as the climate report's). The window changes when the form is sent, so typing
 * a date does not load every intermediate one.
 */
export function WindowPicker({ period, value, span, onPick }: WindowPickerProps) {
  const { t } = usePublicTranslation();
  const language = useLanguage();
  const id = useId();
  const [date, setDate] = useState(() => clampDate(value ?? span.lastDay, span));
  const monthNames = useMemo(
    () =>
      Array.from({ length: 12 }, (_, i) =>
        new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 1)),
      ),
    [language],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDate(date)) return;
    onPick(periodStart(period, clampDate(date, span)));
  };
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  /** A year and month picked: the month's first day, or the span's nearest month of that year. */
  const pickMonth = (nextYear: number, nextMonth: number) => {
    const months = monthsOf(nextYear, span);
    const kept = months.includes(nextMonth)
      ? nextMonth
      : nextMonth < (months[0] ?? 1)
        ? months[0]
        : months.at(-1);
    setDate(clampDate(formatCalendarDate({ year: nextYear, month: kept ?? 1, day: 1 }), span));
  };

  const yearSelect = (
    <Form.Group controlId={`${id}-year`}>
      <Form.Label className="small mb-1">{t('weather.picker.year')}</Form.Label>
      <Form.Select
        className="w-auto"
        value={year}
        onChange={(event) => pickMonth(Number(event.target.value), period === 'year' ? 1 : month)}
      >
        {yearsOf(span).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );

  let fields: ReactNode;
  if (period === 'day' || period === 'week') {
    fields = (
      <Form.Group controlId={`${id}-date`}>
        <Form.Label className="small mb-1">
          {t(period === 'day' ? 'weather.picker.date' : 'weather.picker.weekOf')}
        </Form.Label>
        <Form.Control
          type="date"
          className="w-auto"
          required
          min={span.firstDay}
          max={span.lastDay}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </Form.Group>
    );
  } else if (period === 'month') {
    fields = (
      <>
        <Form.Group controlId={`${id}-month`}>
          <Form.Label className="small mb-1">{t('weather.picker.month')}</Form.Label>
          <Form.Select
            className="w-auto"
            value={month}
            onChange={(event) => pickMonth(year, Number(event.target.value))}
          >
            {monthsOf(year, span).map((m) => (
              <option key={m} value={m}>
                {monthNames[m - 1]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {yearSelect}
      </>
    );
  } else {
    fields = yearSelect;
  }

  return (
    <Form
      className="window-picker d-flex flex-wrap align-items-end gap-2"
      aria-label={t('weather.picker.label')}
      onSubmit={submit}
    >
      {fields}
      <Button type="submit" variant="primary">
        {t('weather.picker.go')}
      </Button>
    </Form>
  );
}
