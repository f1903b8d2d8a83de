/** The weather networks a station's readings can be forwarded to, by their contract name. */
import { awekas } from './awekas.ts';
import { cwop } from './cwop.ts';
import type { ForwardingService, NetworkAdapter } from './network.ts';
import { openweathermap } from './openweathermap.ts';
import { pwsweather } from './pwsweather.ts';
import { windy } from './windy.ts';
import { wow } from './wow.ts';
import { wunderground } from './wunderground.ts';

export const NETWORKS: Readonly<Record<ForwardingService, NetworkAdapter>> = {
  wunderground,
  pwsweather,
  windy,
  awekas,
  wow,
  openweathermap,
  cwop,
};

/** Least time between two readings `service` takes, ms (0 for a name no network answers to). */
export function minIntervalOf(service: string): number {
  return NETWORKS[service as ForwardingService]?.minIntervalMs ?? 0;
}
