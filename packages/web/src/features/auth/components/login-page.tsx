import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Navigate } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useSession } from '../../../entities/session/index.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { useLogin } from '../api/login.ts';

/**
 * Login (/login, spec §2, §4, §8): a connected visitor goes home; a successful login stores the token and
 * opens the dashboard; any failure shows one message, whatever the server said, so that it never tells
 * which of the two was wrong. The browser validates nothing (§5): an invalid e-mail is the server's to refuse.
 */
export function LoginPage() {
  const { t } = usePublicTranslation();
  const { session, signIn } = useSession();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Tells "already connected when arriving" (→ home) from "just logged in here" (→ dashboard).
  const [justSignedIn, setJustSignedIn] = useState(false);

  if (session.connected) {
    return <Navigate to={pathTo(justSignedIn ? 'adminDashboard' : 'home')} replace />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: ({ token }) => {
          setJustSignedIn(true);
          signIn(token);
        },
      },
    );
  };

  return (
    <Card className="mx-auto" style={{ maxWidth: '28rem' }}>
      <Card.Body>
        <PageHeading title={t('login.title')} />
        {login.isError && <Alert variant="danger">{t('login.failed')}</Alert>}
        {/* Nothing is validated in the browser (§5): the server's answer speaks, as on every other form. */}
        <Form noValidate onSubmit={submit}>
          <Form.Group className="mb-3" controlId="login-email">
            <Form.Label>{t('login.email')}</Form.Label>
            <Form.Control
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId="login-password">
            <Form.Label>{t('login.password')}</Form.Label>
            <Form.Control
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          </Form.Group>
          <Button type="submit" disabled={login.isPending}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
