import type { AccountBody, ApiErrorList } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/form-field.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSession } from '../../../entities/session/index.ts';
import { ApiError, fieldErrors, generalErrors } from '../../../lib/api-error.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useMe } from '../api/get-me.ts';
import { updateMe } from '../api/update-me.ts';

type Values = Required<Omit<AccountBody, 'email' | 'firstname' | 'lastname'>> & {
  email: string;
  firstname: string;
  lastname: string;
};

const EMPTY: Values = {
  email: '',
  firstname: '',
  lastname: '',
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
};

/**
 * 'Mon compte' (/admin/account, every logged-in user): one's own name, e-mail and password. The
 * current password is asked for any change; a new password ends the other sessions, this one goes on with
 * the token the answer carries.
 */
export function AccountPage() {
  const { t } = useAdminTranslation();
  const { signIn } = useSession();
  const queryClient = useQueryClient();
  const me = useMe();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ApiErrorList>([]);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (me.data !== undefined)
      setValues((v) => ({
        ...v,
        email: me.data.email,
        firstname: me.data.firstname,
        lastname: me.data.lastname,
      }));
  }, [me.data]);

  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setErrors([]);
    setSending(true);
    try {
      const answer = await updateMe(values);
      signIn(answer.token);
      setSaved(true);
      setValues((v) => ({ ...v, currentPassword: '', password: '', passwordConfirmation: '' }));
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.errors : [{ message: String(caught) }]);
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof Values, control: 'text' | 'email' | 'password', autoComplete: string) => (
    <FormField
      name={name}
      label={t(`account.${name}`)}
      value={values[name]}
      onChange={set(name)}
      control={control}
      errors={fieldErrors(errors, name)}
      autoComplete={autoComplete}
      required={name !== 'password' && name !== 'passwordConfirmation'}
    />
  );
  return (
    <>
      <PageHeading title={t('routes.adminAccount')}>
        <p className="text-body-secondary mb-0">{t('account.intro')}</p>
      </PageHeading>
      <Form noValidate onSubmit={(e) => void submit(e)} style={{ maxWidth: '36rem' }} aria-busy={sending}>
        {saved && (
          <Alert variant="success" role="status">
            {t('account.saved')}
          </Alert>
        )}
        {generalErrors(errors).map((item) => (
          <Alert key={item.message} variant="danger" role="alert">
            {item.message}
          </Alert>
        ))}
        {field('firstname', 'text', 'given-name')}
        {field('lastname', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('password', 'password', 'new-password')}
        {field('passwordConfirmation', 'password', 'new-password')}
        {field('currentPassword', 'password', 'current-password')}
        <Button type="submit" disabled={sending}>
          {t('account.save')}
        </Button>
      </Form>
    </>
  );
}
