import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** One choice of a select field. */
export interface FieldOption {
  value: string;
  label: string;
}

/** `choice`: free text with the options offered as the user types (a searchable list, e.g. time zones). */
export type FieldControl = 'text' | 'email' | 'password' | 'number' | 'textarea' | 'select' | 'choice';

export interface FormFieldProps {
  /** Field name; also the input's id (prefixed) so the label points at it. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  control?: FieldControl;
  /** Choices of a `select` control. */
  options?: readonly FieldOption[];
  /** Messages shown under the control; any message marks the control invalid. */
  errors?: readonly string[];
  /** A hint under the control (e.g. "leave empty to keep"). */
  help?: ReactNode;
  required?: boolean;
  autoComplete?: string;
}

/**
 * The choices plus the current value when it is not among them (choices still loading, or a value the list
 * no longer offers): a select must never silently show another choice than the one it holds.
 */
export function withCurrentValue(options: readonly FieldOption[], value: string): readonly FieldOption[] {
  if (value === '' || options.some((option) => option.value === value)) return options;
  return [{ value, label: value }, ...options];
}

/**
 * A labelled input, textarea or select with its error messages underneath (Bootstrap invalid feedback).
 * Values are always text: the caller converts (e.g. to numbers) when it builds the request.
 */
export function FormField({
  name,
  label,
  value,
  onChange,
  control = 'text',
  options = [],
  errors = [],
  help,
  required = false,
  autoComplete,
}: FormFieldProps) {
  const id = `field-${name}`;
  const invalid = errors.length > 0;
  const errorId = `${id}-errors`;
  const helpId = `${id}-help`;
  const describedBy = [invalid ? errorId : '', help === undefined ? '' : helpId].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    required,
    isInvalid: invalid,
    // Bootstrap only colours the control; assistive technology needs the state itself.
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {control === 'select' ? (
        <Form.Select {...common}>
          {withCurrentValue(options, value).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      ) : control === 'textarea' ? (
        <Form.Control {...common} as="textarea" rows={5} />
      ) : control === 'choice' ? (
        <>
          <Form.Control {...common} type="text" list={`${id}-choices`} autoComplete="off" />
          <datalist id={`${id}-choices`}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label === option.value ? undefined : option.label}
              </option>
            ))}
          </datalist>
        </>
      ) : (
        <Form.Control
          {...common}
          type={control}
          autoComplete={autoComplete}
          step={control === 'number' ? 'any' : undefined}
        />
      )}
      {help !== undefined && (
        <Form.Text id={helpId} className="d-block">
          {help}
        </Form.Text>
      )}
      {invalid && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
