import { PRESSURE_UNITS, RAIN_UNITS, SPEED_UNITS, TEMPERATURE_UNITS } from '@meteodeck/weather';
import { useId } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
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
 * The header's 'Einheiten' menu (issue 18): the station's units, metric or imperial in one click, or a unit
 * per quantity; the choice applies to every number, table, chart and gauge, and the browser remembers it.
 */
export function UnitsMenu() {
  const { t } = usePublicTranslation();
  const id = useId();
  const units = useDisplayUnits();
  const preset = presetOf(units);
  const choose = (field: keyof DisplayUnits, value: string) =>
    setDisplayUnits({ ...units, [field]: value === '' ? undefined : value });
  return (
    <Dropdown autoClose="outside" className="my-2 my-xl-0 ms-xl-3">
      <Dropdown.Toggle variant="outline-light" size="sm" id={`${id}-toggle`}>
        {t('header.units.label', { choice: t(`header.units.presets.${preset ?? 'custom'}`) })}
      </Dropdown.Toggle>
      <Dropdown.Menu align="end" className="p-2" style={{ minWidth: '16rem' }}>
        {(Object.keys(UNIT_PRESETS) as UnitPreset[]).map((name) => (
          <Dropdown.Item
            key={name}
            as="button"
            type="button"
            active={preset === name}
            aria-pressed={preset === name}
            onClick={() => setDisplayUnits(UNIT_PRESETS[name])}
          >
            {t(`header.units.presets.${name}`)}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        {QUANTITIES.map(({ field, units: choices }) => (
          <Form.Group
            key={field}
            className="d-flex align-items-center justify-content-between gap-2 px-2 mb-1"
            controlId={`${id}-${field}`}
          >
            <Form.Label className="small mb-0">{t(`header.units.quantities.${field}`)}</Form.Label>
            <Form.Select
              size="sm"
              className="w-auto"
              value={units[field] ?? ''}
              onChange={(event) => choose(field, event.target.value)}
            >
              <option value="">{t('header.units.asStation')}</option>
              {choices.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
