import { type Forecast, MIN_FORECAST_DAYS } from '@meteodeck/contract';
import { compassPoint } from '../../../lib/format/wind-direction-format.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import {
  formatForecastDay,
  formatForecastHumidity,
  formatForecastTemperature,
  formatForecastWind,
  isForecastToday,
} from '../forecast/forecast-format.ts';
import { WeatherIcon } from './weather-icon.tsx';

export interface ForecastTableProps {
  forecast: Forecast;
  /** Where the forecast is for, e.g. the station's city or the address found. */
  placeName: string;
}

function CurrentConditions({ forecast }: { forecast: Forecast }) {
  const { t } = usePublicTranslation();
  const { current } = forecast;
  const weather = current.weather[0];
  const direction = compassPoint(current.wind_deg);
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      {weather !== undefined && (
        <WeatherIcon code={weather.icon} description={weather.description} size={72} />
      )}
      <div>
        <p className="display-6 mb-0">{formatForecastTemperature(current.temp)}</p>
        {weather !== undefined && <p className="mb-0 text-body-secondary">{weather.description}</p>}
      </div>
      <dl className="row row-cols-auto g-3 mb-0 ms-sm-auto small">
        <div>
          <dt>{t('forecast.humidity')}</dt>
          <dd className="mb-0">{formatForecastHumidity(current.humidity)}</dd>
        </div>
        <div>
          <dt>{t('forecast.wind')}</dt>
          <dd className="mb-0">
            {formatForecastWind(current.wind_speed)} {t('forecast.windFrom', { direction })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The forecast of spec §2: the weather now (wind in km/h) and a table of today plus the next five days with
 * icon, German description and the day's minimum and maximum (one decimal). Days are named in the forecast
 * position's time zone, today's as 'Heute' by its date (not by its place in the list). Ends with the data source's credit, which Open-Meteo's licence (CC BY 4.0) requires.
 */
export function ForecastTable({ forecast, placeName }: ForecastTableProps) {
  const { t } = usePublicTranslation();
  const days = forecast.daily.slice(0, MIN_FORECAST_DAYS);
  const now = Date.now();
  return (
    <>
      <CurrentConditions forecast={forecast} />
      <div className="table-responsive">
        <table className="table table-hover table-sm align-middle mb-2">
          <caption className="visually-hidden">{t('forecast.caption', { place: placeName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('forecast.day')}</th>
              <th scope="col">{t('forecast.weather')}</th>
              <th scope="col" className="text-end">
                {t('forecast.min')}
              </th>
              <th scope="col" className="text-end">
                {t('forecast.max')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => {
              const weather = day.weather[0];
              return (
                <tr key={day.dt}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {isForecastToday(day.dt, forecast.timezone, now)
                      ? t('forecast.today')
                      : formatForecastDay(day.dt, forecast.timezone)}
                  </th>
                  <td>
                    {weather !== undefined && (
                      <span className="d-inline-flex align-items-center gap-2">
                        <WeatherIcon code={weather.icon} description="" size={32} />
                        {/* On a phone the icon stands alone so that the temperatures fit; the words stay readable. */}
                        <span className="d-none d-sm-inline">{weather.description}</span>
                        <span className="visually-hidden d-sm-none">{weather.description}</span>
                      </span>
                    )}
                  </td>
                  <td className="text-end text-nowrap text-primary-emphasis">
                    {formatForecastTemperature(day.temp.min)}
                  </td>
                  <td className="text-end text-nowrap text-danger-emphasis">
                    {formatForecastTemperature(day.temp.max)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary mb-0">
        <a
          href="https://open-meteo.com/"
          target="_blank"
          rel="noopener noreferrer"
          className="text-body-secondary"
        >
          {t('forecast.credit')}
        </a>
      </p>
    </>
  );
}
