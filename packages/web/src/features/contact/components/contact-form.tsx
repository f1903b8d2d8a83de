import type { ContactInput } from '@meteodeck/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { ApiError, fieldErrors, generalErrors } from '../../../lib/api-error.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-browser-value.ts';
import { useSendContact } from '../api/send-contact.ts';

type Field = keyof ContactInput;

const EMPTY_FORM: ContactInput = { name: '', email: '', subject: '', message: '' };

const FIELDS: readonly { name: Field; type: 'text' | 'email' | 'textarea'; autoComplete: string }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
  { name: 'message', type: 'textarea', autoComplete: 'off' },
];

/**
 * The public contact form (spec §4, §5): idle → sending (submit disabled) → sent ('Ihre Anfrage wurde
 * gesendet !', fields cleared) or errors (each server item under its field by propertyPath, the others as
 * banners). No client-side checks: the server's German messages say what is wrong.
 */
export function ContactForm() {
  const { t } = usePublicTranslation();
  const send = useSendContact();
  const [values, setValues] = useState<ContactInput>(EMPTY_FORM);
  // The page arrives rendered by the server: sent only once its script handles the form.
  const hydrated = useHydrated();

  const errors = send.error instanceof ApiError ? send.error.errors : [];
  const banners = send.isError ? generalErrors(errors) : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(values, { onSuccess: () => setValues(EMPTY_FORM) });
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={t('contact.formLabel')}>
      {send.isSuccess && (
        <Alert variant="success" role="status">
          {t('contact.sent')}
        </Alert>
      )}
      {send.isError && (banners.length > 0 || errors.length === 0) && (
        <ApiErrorAlerts errors={banners} fallback={t('contact.failed')} />
      )}
      {FIELDS.map((field) => {
        const messages = fieldErrors(errors, field.name);
        const feedbackId = `contact-${field.name}-feedback`;
        return (
          <Form.Group key={field.name} className="mb-3" controlId={`contact-${field.name}`}>
            <Form.Label>{t(`contact.fields.${field.name}`)}</Form.Label>
            <Form.Control
              {...(field.type === 'textarea' ? { as: 'textarea', rows: 6 } : { type: field.type })}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((previous) => ({ ...previous, [field.name]: value }));
              }}
              isInvalid={messages.length > 0}
              aria-invalid={messages.length > 0}
              aria-describedby={messages.length > 0 ? feedbackId : undefined}
            />
            {messages.length > 0 && (
              <Form.Control.Feedback type="invalid" id={feedbackId}>
                {messages.join(' ')}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        );
      })}
      <Button type="submit" disabled={send.isPending || !hydrated}>
        {t('contact.submit')}
      </Button>
    </Form>
  );
}
