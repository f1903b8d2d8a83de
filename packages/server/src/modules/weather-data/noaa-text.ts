/**
 * The climate reports as fixed-width text, laid out column for column like WeeWX's NOAA-YYYY-MM.txt and
 * NOAA-YYYY.txt (what station owners compare and send to their clubs): a header with the station's name,
 * elevation and position, the units line, the column rows, the closing summary. A day or month without data
 * is its label alone, as WeeWX leaves it. Values come already converted and rounded (climate-report.ts).
 */
import type { MonthlyReport, ReportMonth, WeatherDataStation, YearlyReport } from '@meteodeck/contract';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NONE = '   N/A';

/** `value` with `decimals` right-aligned in `width` (printf's %6.1f), or N/A. */
function fixed(value: number | null, decimals: number, width = 6): string {
  if (value === null) return NONE.padStart(width);
  return value.toFixed(decimals).padStart(width);
}
const integer = (value: number | null) => fixed(value, 0);

/** 'HH:MM' of an ISO instant with the station's offset ('2026-11-03T14:05:00+01:00'), after a space. */
const time = (iso: string | null) => (iso === null ? NONE : ` ${iso.slice(11, 16)}`);
/** The day of the month of a 'YYYY-MM-DD' date, two digits after `pad` spaces (N/A when none). */
const dayOf = (date: string | null, pad = 1) =>
  date === null ? ' N/A' : `${' '.repeat(pad)}${date.slice(8, 10)}`;
const monthNameOf = (date: string | null) =>
  date === null ? ' N/A' : ` ${MONTH_NAMES[Number(date.slice(5, 7)) - 1] ?? ''}`;

/** Degrees and decimal minutes with the hemisphere, as WeeWX prints positions ('52-50.40 N'). */
function position(value: number, positive: string, negative: string, degreeDigits: number): string {
  const absolute = Math.abs(value);
  let degrees = Math.floor(absolute);
  let minutes = Number(((absolute - degrees) * 60).toFixed(2));
  if (minutes >= 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${String(degrees).padStart(degreeDigits, '0')}-${minutes.toFixed(2).padStart(5, '0')} ${value < 0 ? negative : positive}`;
}

function header(title: string, station: WeatherDataStation, elevationUnit: string): string[] {
  const elevation = `${Math.round(station.elevation)} ${elevationUnit === 'ft' ? 'feet' : 'meters'}`;
  return [
    title,
    '',
    '',
    `NAME: ${station.name}                  `,
    `ELEV: ${elevation}    LAT: ${position(station.lat, 'N', 'S', 2)}    LONG: ${position(station.lng, 'E', 'W', 3)}`,
    '',
    '',
  ];
}

/** Unit labels as the classic reports print them: no degree sign, so every column stays one byte wide. */
const temperatureLabel = (unit: string) => (unit === '°F' ? 'F' : 'C');
const speedLabel = (unit: string) => (unit === 'kn' ? 'knots' : unit);
const rainDecimals = (unit: string) => (unit === 'in' ? 2 : 1);

/** NOAA-YYYY-MM.txt. */
export function monthlyText(report: MonthlyReport): string {
  const { unit, summary } = report;
  const r = rainDecimals(unit.rainUnit);
  const [year, month] = report.month.split('-');
  const dashes = '-'.repeat(87);
  const lines = [
    ...header(
      `                   MONTHLY CLIMATOLOGICAL SUMMARY for ${MONTH_NAMES[Number(month) - 1]} ${year}`,
      report.weatherStation,
      unit.cloudBaseUnit,
    ),
    `                   TEMPERATURE (${temperatureLabel(unit.temperatureUnit)}), RAIN (${unit.rainUnit}), WIND SPEED (${speedLabel(unit.speedUnit)})`,
    '',
    '                                         HEAT   COOL         AVG',
    '      MEAN                               DEG    DEG          WIND                   DOM',
    'DAY   TEMP   HIGH   TIME    LOW   TIME   DAYS   DAYS   RAIN  SPEED   HIGH   TIME    DIR',
    dashes,
  ];
  for (const day of report.days) {
    const hasData =
      day.meanTemperature !== null ||
      day.highTemperature !== null ||
      day.rain !== null ||
      day.highGust !== null;
    if (!hasData) {
      lines.push(dayOf(day.day));
      continue;
    }
    lines.push(
      [
        dayOf(day.day),
        fixed(day.meanTemperature, 1),
        fixed(day.highTemperature, 1),
        time(day.highTemperatureAt),
        fixed(day.lowTemperature, 1),
        time(day.lowTemperatureAt),
        fixed(day.heatingDegreeDays, 1),
        fixed(day.coolingDegreeDays, 1),
        fixed(day.rain, r),
        fixed(day.meanWindSpeed, 1),
        fixed(day.highGust, 1),
        time(day.highGustAt),
        integer(day.dominantDirection),
      ].join(' '),
    );
  }
  lines.push(dashes);
  lines.push(
    [
      `    ${fixed(summary.meanTemperature, 1)}`,
      `${fixed(summary.highTemperature, 1)}    ${dayOf(summary.highTemperatureDay)}`,
      `${fixed(summary.lowTemperature, 1)}    ${dayOf(summary.lowTemperatureDay)}`,
      fixed(summary.heatingDegreeDays, 1),
      fixed(summary.coolingDegreeDays, 1),
      fixed(summary.rain, r),
      fixed(summary.meanWindSpeed, 1),
      `${fixed(summary.highGust, 1)}    ${dayOf(summary.highGustDay)}`,
      integer(summary.dominantDirection),
    ].join(' '),
  );
  return `${lines.join('\n')}\n`;
}

const yearMonth = (month: ReportMonth) => (month.month ?? '').replace('-', ' ');
const count = (value: number | null) => fixed(value, 0);

/** NOAA-YYYY.txt. */
export function yearlyText(report: YearlyReport): string {
  const { unit, thresholds, summary } = report;
  const r = rainDecimals(unit.rainUnit);
  const show = (value: number) => String(Math.round(value)).padStart(6);
  const lines = [
    ...header(
      `                     CLIMATOLOGICAL SUMMARY for year ${report.year}`,
      report.weatherStation,
      unit.cloudBaseUnit,
    ),
    `                                       TEMPERATURE (${temperatureLabel(unit.temperatureUnit)})`,
    '',
    '                              HEAT    COOL                              MAX    MAX    MIN    MIN',
    '          MEAN   MEAN         DEG     DEG                                >=     <=     <=     <=',
    ` YR  MO   MAX    MIN    MEAN  DAYS    DAYS      HI  DAY     LOW  DAY ${[thresholds.hot, thresholds.cold, thresholds.cold, thresholds.veryCold].map(show).join(' ')}`,
    '-'.repeat(96),
  ];
  const temperatureColumns = (line: ReportMonth, dayLabel: (date: string | null) => string) =>
    [
      fixed(line.meanHighTemperature, 1),
      fixed(line.meanLowTemperature, 1),
      fixed(line.meanTemperature, 1),
      fixed(line.heatingDegreeDays, 1),
      `${fixed(line.coolingDegreeDays, 1)} `,
      `${fixed(line.highTemperature, 1)}`,
      `${dayLabel(line.highTemperatureDay)} `,
      fixed(line.lowTemperature, 1),
      dayLabel(line.lowTemperatureDay),
      count(line.daysMaxAtLeastHot),
      count(line.daysMaxAtMostCold),
      count(line.daysMinAtMostCold),
      count(line.daysMinAtMostVeryCold),
    ].join(' ');
  for (const month of report.months) {
    lines.push(
      month.highTemperature === null
        ? yearMonth(month)
        : `${yearMonth(month)} ${temperatureColumns(month, (d) => dayOf(d, 2))}`,
    );
  }
  if (summary.highTemperature !== null) {
    lines.push('-'.repeat(96));
    lines.push(`        ${temperatureColumns(summary, monthNameOf)}`);
  }

  const rainColumns = (line: ReportMonth, dayLabel: (date: string | null) => string) =>
    [
      fixed(line.rain, r),
      `${fixed(line.wettestDayRain, r)} `,
      dayLabel(line.wettestDay),
      ...(line.rainDays ?? [null, null, null]).map(count),
    ].join(' ');
  lines.push(
    '',
    '',
    `                  PRECIPITATION (${unit.rainUnit})`,
    '',
    '                  MAX         ---DAYS OF RAIN---',
    '                  OBS.               OVER',
    ` YR  MO  TOTAL    DAY  DATE ${thresholds.rain.map((limit) => limit.toFixed(2).padStart(6)).join(' ')}`,
    '-'.repeat(48),
  );
  for (const month of report.months) {
    lines.push(
      month.rain === null
        ? yearMonth(month)
        : `${yearMonth(month)} ${rainColumns(month, (d) => dayOf(d, 2))}`,
    );
  }
  if (summary.rain !== null) {
    lines.push('-'.repeat(48));
    lines.push(`        ${rainColumns(summary, monthNameOf)}`);
  }
  // The station's rain season, beside the calendar year's total (not in WeeWX's layout: one line under it).
  if (report.rainSeason !== undefined) {
    const { from, to, rain } = report.rainSeason;
    lines.push(`SEASON ${from} TO ${to} TOTAL ${fixed(rain, r).trim()}`);
  }

  const windColumns = (line: ReportMonth, dayLabel: (date: string | null) => string) =>
    [
      fixed(line.meanWindSpeed, 1),
      `${fixed(line.highGust, 1)}  `,
      dayLabel(line.highGustDay),
      integer(line.dominantDirection),
    ].join(' ');
  lines.push(
    '',
    '',
    `           WIND SPEED (${speedLabel(unit.speedUnit)})`,
    '',
    '                                DOM',
    ' YR  MO    AVG     HI   DATE    DIR',
    '-'.repeat(35),
  );
  for (const month of report.months) {
    const windy = month.meanWindSpeed !== null || month.highGust !== null;
    lines.push(windy ? `${yearMonth(month)} ${windColumns(month, (d) => dayOf(d, 2))}` : yearMonth(month));
  }
  if (summary.meanWindSpeed !== null || summary.highGust !== null) {
    lines.push('-'.repeat(35));
    lines.push(`        ${windColumns(summary, monthNameOf)}`);
  }
  return `${lines.join('\n')}\n`;
}
