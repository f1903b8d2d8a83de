// Climate's face: how the climate module is wired into the app (a year's day counts and calendar heat map,
// 'on this day', the station's records, the normals), all from the daily summaries; a station's climate
// settings' deleter, for the station's deletion.

export { deleteClimateSettingsOf } from './climate-settings.repository.ts';
export { wireClimate } from './climate-wiring.ts';
