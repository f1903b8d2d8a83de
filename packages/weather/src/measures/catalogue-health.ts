/**
 * The sensors' own state: batteries and radio signal, one kind per sensor family, channel for channel with
 * the measure it reports on (`healthOf`). Ecowitt consoles send three kinds of battery field: a low flag (0 ok,
 * 1 low: WH31's `batt1…8`, WH65, WH26, WH25), a voltage (WH51, WN34, WN35, WS90, LDS01…) and a level in bars
 * (0–5, 6 on external power: WH41/43, WH55, WH57, WH45). Ecowitt's upload carries no signal strength; WeeWX
 * keeps the receiver's `rxCheckPercent`.
 */

import { describe, type MeasureLabels, type MeasureQuantity } from './measure-descriptor.ts';

const BOUNDS = {
  batteryLow: { min: 0, max: 1 },
  batteryVoltage: { min: 0, max: 6 },
  batteryLevel: { min: 0, max: 6 },
} as const;

/** A battery kind: its fields as the Ecowitt protocol names them, and the measure of the same sensor. */
function battery<const K extends string>(
  kind: K,
  healthOf: string,
  quantity: 'batteryLow' | 'batteryVoltage' | 'batteryLevel',
  channels: number,
  keys: readonly string[],
  labels: MeasureLabels,
  sensors: string,
) {
  const unit = quantity === 'batteryLow' ? 'flag' : quantity === 'batteryVoltage' ? 'V' : 'level';
  return describe({
    kind,
    labels,
    quantity: quantity satisfies MeasureQuantity,
    bounds: BOUNDS[quantity],
    maxChangePerMinute: null,
    fold: 'last',
    channels,
    reading: false,
    editable: false,
    healthOf,
    sensors,
    sources: { ecowitt: keys.map((name) => ({ name, unit })) },
    homeAssistant: quantity === 'batteryLow' ? { deviceClass: null } : {},
  });
}

const labels = (de: string, en: string, fr: string): MeasureLabels => ({
  de: `Batterie ${de}`,
  en: `${en} battery`,
  fr: `Pile ${fr}`,
});

export const HEALTH_CATALOGUE = [
  battery(
    'sensorArrayBattery',
    'temperature',
    'batteryVoltage',
    0,
    ['wh90batt', 'wh85batt', 'wh80batt'],
    labels('Außensensor', 'Sensor array', 'du capteur extérieur'),
    'Ecowitt WS90, WS85, WS80',
  ),
  battery(
    'sensorArrayBatteryLow',
    'temperature',
    'batteryLow',
    0,
    ['wh65batt', 'wh26batt'],
    labels('Außensensor (schwach)', 'Sensor array low', 'faible du capteur extérieur'),
    'Ecowitt WH65, WH26',
  ),
  battery(
    'indoorBatteryLow',
    'indoorTemperature',
    'batteryLow',
    0,
    ['wh25batt'],
    labels('Innensensor (schwach)', 'Indoor sensor low', 'faible du capteur intérieur'),
    'Ecowitt WH25',
  ),
  battery(
    'rainGaugeBattery',
    'rain',
    'batteryVoltage',
    0,
    ['wh40batt'],
    labels('Regenmesser', 'Rain gauge', 'du pluviomètre'),
    'Ecowitt WH40',
  ),
  battery(
    'extraTemperatureBattery',
    'extraTemperature',
    'batteryLow',
    8,
    ['batt{n}'],
    labels('Zusatzsensor (schwach)', 'Extra sensor low', 'faible du capteur supplémentaire'),
    'Ecowitt WH31, WN31, WN32',
  ),
  battery(
    'soilMoistureBattery',
    'soilMoisture',
    'batteryVoltage',
    8,
    ['soilbatt{n}'],
    labels('Bodenfeuchtesensor', 'Soil moisture sensor', "du capteur d'humidité du sol"),
    'Ecowitt WH51',
  ),
  battery(
    'soilTemperatureBattery',
    'soilTemperature',
    'batteryVoltage',
    8,
    ['tf_batt{n}'],
    labels('Bodentemperatursensor', 'Soil temperature sensor', 'du capteur de température du sol'),
    'Ecowitt WN34',
  ),
  battery(
    'leafWetnessBattery',
    'leafWetness',
    'batteryVoltage',
    8,
    ['leaf_batt{n}'],
    labels('Blattnässesensor', 'Leaf wetness sensor', "du capteur d'humectation foliaire"),
    'Ecowitt WN35',
  ),
  battery(
    'pm25Battery',
    'pm25',
    'batteryLevel',
    4,
    ['pm25batt{n}'],
    labels('Feinstaubsensor', 'Particulate sensor', 'du capteur de particules'),
    'Ecowitt WH41, WH43',
  ),
  battery(
    'leakBattery',
    'leak',
    'batteryLevel',
    4,
    ['leakbatt{n}'],
    labels('Lecksensor', 'Leak sensor', 'du détecteur de fuite'),
    'Ecowitt WH55',
  ),
  battery(
    'lightningBattery',
    'lightningCount',
    'batteryLevel',
    0,
    ['wh57batt'],
    labels('Blitzsensor', 'Lightning sensor', 'du détecteur de foudre'),
    'Ecowitt WH57',
  ),
  battery(
    'co2Battery',
    'co2',
    'batteryLevel',
    0,
    ['co2_batt'],
    labels('CO₂-Sensor', 'CO₂ sensor', 'du capteur CO₂'),
    'Ecowitt WH45, WH46',
  ),
  battery(
    'snowDepthBattery',
    'snowDepth',
    'batteryVoltage',
    4,
    ['ldsbatt{n}'],
    labels('Schneehöhensensor', 'Snow depth sensor', 'du capteur de hauteur de neige'),
    'Ecowitt LDS01',
  ),
  describe({
    kind: 'signalQuality',
    labels: { de: 'Empfangsqualität', en: 'Signal quality', fr: 'Qualité de réception' },
    quantity: 'signal',
    bounds: { min: 0, max: 100 },
    maxChangePerMinute: null,
    fold: 'mean',
    channels: 0,
    reading: false,
    editable: false,
    healthOf: 'temperature',
    sources: { weewx: [{ name: 'rxCheckPercent', unit: '%' }] },
  }),
] as const;
