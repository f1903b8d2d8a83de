/**
 * PWSweather (`/api/v1/submitwx`): the Weather Underground protocol's query (the fields PWSweather's upload
 * protocol lists) and answers.
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
