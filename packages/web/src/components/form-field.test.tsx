import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, withCurrentValue } from './form-field.tsx';

const OPTIONS = [
  { value: 'Metric', label: 'Metric' },
  { value: 'Imperial', label: 'Imperial' },
];

describe('FormField', () => {
  it('keeps a select on its value while the choices do not hold it yet', () => {
    expect(withCurrentValue(OPTIONS, 'Metric')).toBe(OPTIONS);
    expect(withCurrentValue(OPTIONS, '')).toBe(OPTIONS);
    expect(withCurrentValue(OPTIONS, 'Nautical').map((option) => option.value)).toEqual([
      'Nautical',
      'Metric',
      'Imperial',
    ]);
    render(
      <FormField
        name="unit"
        label="Unité"
        value="Nautical"
        onChange={() => undefined}
        control="select"
        options={OPTIONS}
      />,
    );
    expect(screen.getByLabelText('Unité')).toHaveValue('Nautical');
  });

  it('marks the control invalid and describes it with every message under it', () => {
    render(
      <FormField
        name="lat"
        label="Latitude"
        value="100"
        onChange={() => undefined}
        control="number"
        errors={['La latitude doit être comprise entre -90 et 90.', 'Autre problème.']}
        help="Degrés nord"
      />,
    );
    const field = screen.getByLabelText('Latitude');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'La latitude doit être comprise entre -90 et 90. Autre problème. Degrés nord',
    );
  });
});
