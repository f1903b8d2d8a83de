import type { WeatherIconCode } from '@meteodeck/contract';
import { WEATHER_ICON_URLS } from '../forecast/weather-icon-urls.ts';

export interface WeatherIconProps {
  /** OpenWeatherMap icon code from the forecast, e.g. `01d`. */
  code: WeatherIconCode;
  /** The condition in words (the forecast's German description); it is the picture's alternative text. */
  description: string;
  /** Width and height in CSS pixels; 64 by default. */
  size?: number;
  className?: string;
}

/** The weather picture for a forecast condition, e.g. `<WeatherIcon code="01d" description="Klarer Himmel" />`. */
export function WeatherIcon({ code, description, size = 64, className }: WeatherIconProps) {
  return (
    <img
      src={WEATHER_ICON_URLS[code]}
      alt={description}
      title={description}
      width={size}
      height={size}
      decoding="async"
      className={className}
    />
  );
}
