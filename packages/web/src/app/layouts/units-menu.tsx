import { PRESSURE_UNITS, RAIN_UNITS, SPEED_UNITS, TEMPERATURE_UNITS } from '@meteodeck/weather';
import { useId } from 'react';
import { useDisclosure } from '../../components/use-disclosure.ts';
import {
  type DisplayUnits,
  presetOf,
  setDisplayUnits,
  UNIT_PRESETS,
  type UnitPreset,
  useDisplayUnits,
} from '../../lib/display-units.ts';
import { usePublicTranslation } from '../../lib/i18n.ts';

const QUANTITIES = [
  { field: 'temperatureUnit', units: TEMPERATURE_UNITS },
  { field: 'speedUnit', units: SPEED_UNITS },
  { field: 'pressureUnit', units: PRESSURE_UNITS },
  { field: 'rainUnit', units: RAIN_UNITS },
] as const;

/**
 * The header's 'Einheiten' menu: the station's units, metric or imperial in one click, or a unit
 * per quantity; the choice applies to every number, table, chart and gauge, and the browser remembers it.
 */
export function UnitsMenu() {
  const { t } = usePublicTranslation();
  const id = useId();
  const units = useDisplayUnits();
  const preset = presetOf(units);
  const choose = (field: keyof DisplayUnits, value: string) =>
    setDisplayUnits({ ...units, [field]: value === '' ? undefined : value });
  const { open, toggle, container } = useDisclosure<HTMLDivElement>();
  return (
    // A disclosure with Bootstrap's dropdown look (see useDisclosure); it stays open while the visitor
    // chooses, so that several quantities can be set in one go.
    <div ref={container} className="dropdown my-2 my-xl-0 ms-xl-3">
      <button
        type="button"
        className="btn btn-outline-light btn-sm dropdown-toggle"
        id={`${id}-toggle`}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={toggle}
      >
        {t('header.units.label', { choice: t(`header.units.presets.${preset ?? 'custom'}`) })}
      </button>
      <div
        id={`${id}-menu`}
        // Bootstrap places a menu marked data-bs-popper="static" below its button by CSS alone: under its
        // start on a phone (the button starts the collapsed menu's line), under its end in the desktop bar.
        className={`dropdown-menu dropdown-menu-start dropdown-menu-xl-end p-2${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
        style={{ minWidth: '16rem' }}
      >
        {(Object.keys(UNIT_PRESETS) as UnitPreset[]).map((name) => (
          <button
            key={name}
            type="button"
            className={`dropdown-item${preset === name ? ' active' : ''}`}
            aria-pressed={preset === name}
            onClick={() => setDisplayUnits(UNIT_PRESETS[name])}
          >
            {t(`header.units.presets.${name}`)}
          </button>
        ))}
        <hr className="dropdown-divider" />
        {QUANTITIES.map(({ field, units: choices }) => (
          <div key={field} className="d-flex align-items-center justify-content-between gap-2 px-2 mb-1">
            <label className="form-label small mb-0" htmlFor={`${id}-${field}`}>
              {t(`header.units.quantities.${field}`)}
            </label>
            <select
              id={`${id}-${field}`}
              className="form-select form-select-sm w-auto"
              value={units[field] ?? ''}
              onChange={(event) => choose(field, event.target.value)}
            >
              <option value="">{t('header.units.asStation')}</option>
              {choices.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </div>
  );
}
