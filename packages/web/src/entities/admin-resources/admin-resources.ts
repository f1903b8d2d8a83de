import {
  isAdminWeatherStation,
  isAdminWeatherStationList,
  isContact,
  isContactList,
  isObservation,
  isObservationList,
  isPost,
  isPostList,
  isUnit,
  isUnitList,
  isUser,
  isUserList,
  isWeatherStation,
  isWeatherStationList,
} from 'virtual:answer-checks';
import { defineAdminResource } from './admin-resource-api.ts';

/**
 * The back office's resources (spec §7), described once: each admin feature's pages use their own, and the
 * dashboard reads every list's total through the same definitions (so it shares their cache) without
 * importing a single admin page, which stay in their lazy chunks.
 */

/** GET/POST /api/user, GET/PUT/DELETE /api/user/{id} (admin only on the server). */
export const usersApi = defineAdminResource({
  key: 'users',
  path: '/api/user',
  listCheck: isUserList,
  itemCheck: isUser,
  items: (list) => list.users,
});

/** GET/POST /api/post, GET/PUT/DELETE /api/post/{id}: the news of the back office. */
export const newsApi = defineAdminResource({
  key: 'posts',
  path: '/api/post',
  listCheck: isPostList,
  itemCheck: isPost,
  items: (list) => list.posts,
});

/** GET/POST /api/observation, GET/PUT/DELETE /api/observation/{id}. */
export const observationsApi = defineAdminResource({
  key: 'observations',
  path: '/api/observation',
  listCheck: isObservationList,
  itemCheck: isObservation,
  items: (list) => list.observations,
});

/** GET/POST /api/contact, GET/PUT/DELETE /api/contact/{id}: the messages visitors sent. */
export const contactsApi = defineAdminResource({
  key: 'contacts',
  path: '/api/contact',
  listCheck: isContactList,
  itemCheck: isContact,
  items: (list) => list.contacts,
});

/**
 * GET/POST /api/weatherStation, GET /api/weatherStation/{reference}, PUT/DELETE /api/weatherStation/{id}.
 * The back office is admin-only here, so the answers carry the apiToken. Under 'weatherStations', the key
 * of the header's station list, so a saved station shows in the selector at once.
 */
export const stationsApi = defineAdminResource({
  key: 'weatherStations',
  path: '/api/weatherStation',
  listCheck: isAdminWeatherStationList,
  itemCheck: isAdminWeatherStation,
  items: (list) => list.weatherStations,
});

/** The list as editors may read it too: without apiToken (the server leaves it out for non-admins). */
export const stationListApi = defineAdminResource({
  key: stationsApi.key,
  path: '/api/weatherStation',
  listCheck: isWeatherStationList,
  itemCheck: isWeatherStation,
  items: (list) => list.weatherStations,
});

/** GET/POST /api/unit, GET/PUT/DELETE /api/unit/{id}: the unit sets stations display in. */
export const unitsApi = defineAdminResource({
  key: 'units',
  path: '/api/unit',
  listCheck: isUnitList,
  itemCheck: isUnit,
  items: (list) => list.units,
});
