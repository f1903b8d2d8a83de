import { isGeocodingResponse } from 'virtual:answer-checks';

/**
 * The geocoding answer's check, a chunk of its own (get-geocoding.ts loads it with the first search): most
 * visitors never search, and the home page's first load is a phone's budget (docs/FEATURES.md).
 */
export { isGeocodingResponse };
