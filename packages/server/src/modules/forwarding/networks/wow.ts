/** The Met Office's Weather Observations Website (WOW), automatic readings. */
import {
  type ForwardingPayload,
  type NetworkAdapter,
  readHttpStatusAnswer,
  type TargetCredentials,
} from './network.ts';
import { wuQuery } from './wunderground.ts';

/**
 * The query of a Met Office WOW automatic reading: the site id and its AWS PIN (`siteAuthenticationKey`),
 * then the Weather Underground fields WOW's automatic upload lists, in their imperial units (WOW's "UK
 * units"): the measure catalogue's (`forwarding.wunderground` with `sharedWith` 'wow') and the rain windows,
 * with the time and software's name. Weather Underground's credentials and `action`, which belong to no
 * measure, are left out by name.
 */
export function wowQuery(payload: ForwardingPayload, credentials: TargetCredentials): URLSearchParams {
  const wu = wuQuery(payload, credentials, 'wow');
  const q = new URLSearchParams();
  q.set('siteid', credentials.stationId);
  q.set('siteAuthenticationKey', credentials.secret);
  for (const [name, value] of wu) {
    if (name !== 'ID' && name !== 'PASSWORD' && name !== 'action') q.set(name, value);
  }
  return q;
}

export const wow: NetworkAdapter = {
  minIntervalMs: 5 * 60_000,
  request(payload, credentials, endpoints) {
    return {
      protocol: 'http',
      url: `${endpoints.wow}/automaticreading?${wowQuery(payload, credentials)}`,
      init: {},
    };
  },
  readAnswer: readHttpStatusAnswer,
};
