import { useEffect, useId } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { useSelectedStation } from '../../../entities/station/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { useOnThisDay } from '../api/get-on-this-day.ts';
import { clampMonthDay, DATE_PARAMETER, daysInMonth, formatMonthDay, parseMonthDay } from '../month-day.ts';
import { OnThisDayTable } from './on-this-day-table.tsx';

/** '14. März' ('14 March', '14 mars') of a month and day, in the visitor's language. */
function dayLabel(month: number, day: number): string {
  // 2000 is a leap year: 29 February has a name too.
  return dateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, day),
  );
}

/** The month names in the visitor's language. */
function monthNames(): string[] {
  const format = dateTimeFormat({ month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
}

/** Day and month selects: a calendar day without its year (29 February among them). */
function MonthDayPicker({
  value,
  onPick,
}: {
  value: { month: number; day: number };
  onPick: (month: number, day: number) => void;
}) {
  const { t } = usePublicTranslation();
  const id = useId();
  const days = Array.from({ length: daysInMonth(value.month) }, (_, i) => i + 1);
  return (
    <Form
      className="d-flex flex-wrap align-items-end gap-2 mb-3"
      aria-label={t('onThisDay.pickerLabel')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Form.Group controlId={`${id}-day`}>
        <Form.Label className="small mb-1">{t('onThisDay.day')}</Form.Label>
        <Form.Select
          className="w-auto"
          value={value.day}
          onChange={(event) => onPick(value.month, Number(event.target.value))}
        >
          {days.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-month`}>
        <Form.Label className="small mb-1">{t('onThisDay.month')}</Form.Label>
        <Form.Select
          className="w-auto"
          value={value.month}
          onChange={(event) => {
            const next = clampMonthDay(Number(event.target.value), value.day);
            onPick(next.month, next.day);
          }}
        >
          {monthNames().map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Form>
  );
}

/**
 * 'An diesem Tag' (/weather/on-this-day): one calendar day in every year of the station, newest first, its
 * high and low with their times, mean, rain, largest gust and pressure range, each with its difference to
 * that day's mean over the finished years. The day is in the address (`?date=03-14`); without it, the
 * station's today. 29 February shows the leap years only. The table scrolls inside its frame on a phone.
 */
export function OnThisDayPage() {
  const { t } = usePublicTranslation();
  const { reference } = useSelectedStation();
  const [params, setParams] = useSearchParams();
  const text = params.get(DATE_PARAMETER);
  const named = parseMonthDay(text);
  const invalid = text !== null && named === undefined;
  useEffect(() => {
    // An address naming no calendar day shows today's.
    if (invalid) setParams({}, { replace: true });
  }, [invalid, setParams]);
  const answer = useOnThisDay(reference, named === undefined ? null : formatMonthDay(named.month, named.day));
  // Read on each render: the language (which the formatter follows) re-renders the page when it changes.
  useLanguage();

  const shown = named ?? parseMonthDay(answer.data?.date ?? null);
  const pick = (month: number, day: number) => setParams({ [DATE_PARAMETER]: formatMonthDay(month, day) });

  let body = null;
  if (answer.isPending) {
    body = (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (answer.isError) {
    body = (
      <ApiErrorAlerts
        errors={answer.error instanceof ApiError ? answer.error.errors : []}
        fallback={t('common.loadError')}
        variant="primary"
      />
    );
  } else {
    const parsed = parseMonthDay(answer.data.date);
    const label = parsed === undefined ? answer.data.date : dayLabel(parsed.month, parsed.day);
    body = (
      <>
        <h2 className="h4">{t('onThisDay.heading', { day: label })}</h2>
        {answer.data.years.length === 0 ? (
          <p>{t('onThisDay.noData')}</p>
        ) : (
          <>
            <p className="small text-body-secondary">
              {t('onThisDay.differenceNote', { count: answer.data.averageYears })}
            </p>
            <ScrollArea className="border rounded mb-2">
              <OnThisDayTable answer={answer.data} dayLabel={label} />
            </ScrollArea>
          </>
        )}
        {answer.data.date === '02-29' ? (
          <p className="small text-body-secondary">{t('onThisDay.leapDayNote')}</p>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('onThisDay.title')}>
        <p className="text-body-secondary">{t('onThisDay.intro')}</p>
      </PageHeading>
      {shown === undefined ? null : <MonthDayPicker value={shown} onPick={pick} />}
      {body}
      <p className="mt-3 small">
        <Link to={pathTo('climateDays')}>{t('onThisDay.toClimateDays')}</Link>
      </p>
    </>
  );
}
