/**
 * PWSweather (`/api/v1/submitwx`): the Weather Underground protocol's query and answers. Its measure fields
 * are those of the measure catalogue's Weather Underground fields PWSweather's upload protocol lists
 * (`forwarding.wunderground` with `sharedWith` 'pwsweather'), with the rain windows (`rainin`,
 * `dailyrainin`); the station id, key, time and software's name belong to no measure: the query's own.
 */
import type { NetworkAdapter } from './network.ts';
import { readWuAnswer, wuQuery } from './wunderground.ts';

export const pwsweather: NetworkAdapter = {
  minIntervalMs: 0,
  request(payload, credentials, endpoints) {
    return {
      protocol: 'http',
      url: `${endpoints.pwsweather}/api/v1/submitwx?${wuQuery(payload, credentials, 'pwsweather')}`,
      init: {},
    };
  },
  readAnswer: readWuAnswer,
};
