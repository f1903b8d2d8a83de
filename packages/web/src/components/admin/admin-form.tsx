import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { fieldErrors, generalErrors } from '../../lib/api-error.ts';
import { useAdminTranslation } from '../../lib/i18n.ts';
import { type FieldControl, type FieldOption, FormField } from '../form-field.tsx';
import type { AdminFormState } from './use-admin-form.ts';

/** One field of an admin form; its label is `admin.fields.<resource>.<name>`. */
export interface AdminFieldSpec<Values> {
  name: keyof Values & string;
  control?: FieldControl;
  options?: readonly FieldOption[];
  /** Whether a hint `admin.help.<resource>.<name>` shows under the field. */
  help?: boolean;
  /** The hint's key under `admin.help.<resource>` when it is not the field's name (a hint for edits only). */
  helpKey?: string;
  required?: boolean;
  autoComplete?: string;
  /**
   * A value the form can propose from the others (e.g. a time zone from the position): a button
   * `admin.suggest.<resource>.<name>` under the field puts it in.
   */
  suggest?: (values: Values) => Promise<string | undefined>;
  /** Where the server reports this field's problems when not under its name (`otherStations[0].url`). */
  propertyPath?: string;
}

export interface AdminFormProps<Values extends Record<string, string>> {
  /** Key of the resource in the catalogue: `fields.<resource>`, `messages.<resource>`. */
  resource: string;
  mode: 'create' | 'edit';
  fields: readonly AdminFieldSpec<Values>[];
  form: AdminFormState<Values>;
}

/**
 * The form of spec §4–§5: general banners (items without propertyPath) above, each field with its own
 * items underneath, the green success message once sent, and a submit button disabled while sending.
 */
export function AdminForm<Values extends Record<string, string>>({
  resource,
  mode,
  fields,
  form,
}: AdminFormProps<Values>) {
  const { t } = useAdminTranslation();
  const sending = form.status === 'sending';
  const banners = generalErrors(form.errors);
  // Long forms (station, unit, user) use two columns on wide screens; short ones stay one readable column.
  const twoColumns = fields.length > 4;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      className="admin-form"
      style={twoColumns ? undefined : { maxWidth: '48rem' }}
    >
      {form.status === 'sent' && (
        <Alert variant="success" role="status">
          {t(`messages.${resource}.${mode === 'create' ? 'created' : 'updated'}`)}
        </Alert>
      )}
      {[...new Set(banners.map((item) => item.message))].map((message) => (
        <Alert key={message} variant="danger" role="alert">
          {message}
        </Alert>
      ))}
      <div className={`row ${twoColumns ? 'row-cols-1 row-cols-lg-2' : 'row-cols-1'}`}>
        {fields.map((field) => {
          // Keys built at run time: i18next checks them against the catalogue only as plain strings.
          const name: string = field.name;
          return (
            <div key={field.name} className={field.control === 'textarea' ? 'col-12 w-100' : 'col'}>
              <FormField
                name={field.name}
                label={t(`fields.${resource}.${name}`)}
                value={form.values[field.name] ?? ''}
                onChange={(value) => form.setValue(field.name, value)}
                control={field.control ?? 'text'}
                options={field.options ?? []}
                errors={fieldErrors(form.errors, field.propertyPath ?? field.name)}
                help={field.help === true ? t(`help.${resource}.${field.helpKey ?? name}`) : undefined}
                required={field.required ?? false}
                {...(field.autoComplete === undefined ? {} : { autoComplete: field.autoComplete })}
              />
              {field.suggest === undefined ? null : (
                <Button
                  variant="outline-secondary"
                  size="sm"
                  className="mb-3"
                  onClick={() => {
                    const suggest = field.suggest;
                    if (suggest === undefined) return;
                    void suggest(form.values).then((value) => {
                      if (value !== undefined) form.setValue(field.name, value);
                    });
                  }}
                >
                  {t(`suggest.${resource}.${name}`)}
                </Button>
              )}
            </div>
          );
        })}
      </div>
      <Button type="submit" variant="primary" disabled={sending}>
        {sending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {t(sending ? 'form.sending' : 'form.submit')}
      </Button>
    </Form>
  );
}
