// Weather data's face: what other modules use of the weather-data module. Import from here, never from a
// file inside weather-data/.

// The history and graph answers' cache and sender (bytes, ETag, 304), for the climate pages' answers too.
export { type AnswerCache, type AnswerScope, createMemoryAnswerCache } from './answer.cache.ts';
export { type ScopedCall, sendAnswer } from './answer-sender.ts';
// The module wired into the app.
export type { CurrentDataCache } from './current-data.cache.ts';
export { withDisplayUnits } from './display-units.ts';
// A past kept per station until a reading lands in it (the climate records' days before today).
export { createMemoryPastCache } from './past-fold.cache.ts';
export { rainSeasonOf } from './rain-season.ts';
// Canonical values in a station's (or the visitor's) units, instants with the station's offset.
export type { Presenter, Quantity } from './weather-data.presenter.ts';
export { createPresenter } from './weather-data.presenter.ts';
export { type WeatherDataWiring, wireWeatherData } from './weather-data-wiring.ts';
