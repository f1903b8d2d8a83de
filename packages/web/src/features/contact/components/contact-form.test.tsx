import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { loadGermanPageTexts } from '../../../lib/language.ts';
import { json, stubApi } from '../../../test/fake-api.ts';
import { ContactForm } from './contact-form.tsx';

// The contact page's route loads its German texts with it (lib/language.ts); the form rendered alone needs them
// loaded first.
beforeAll(() => loadGermanPageTexts());

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n()}>
        <ContactForm />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

async function fillForm(email = 'anna@example.org') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Anna Schmidt');
  await user.type(screen.getByLabelText('E-Mail'), email);
  await user.type(screen.getByLabelText('Betreff'), 'Regenmesser');
  await user.type(screen.getByLabelText('Nachricht'), 'Zeigt er Schnee auch an?');
  return user;
}

describe('contact form', () => {
  it('disables the button while sending, then confirms and clears the fields', async () => {
    let answer: (response: Response) => void = () => undefined;
    const requests = stubApi({
      'POST /api/contact': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
    expect(requests[0]?.body).toEqual({
      name: 'Anna Schmidt',
      email: 'anna@example.org',
      subject: 'Regenmesser',
      message: 'Zeigt er Schnee auch an?',
    });

    answer(json({ id: 1 }, 201));
    expect(await screen.findByText('Ihre Anfrage wurde gesendet !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeEnabled();
    for (const label of ['Name', 'E-Mail', 'Betreff', 'Nachricht']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it("shows the server's field errors under their fields and keeps the input", async () => {
    stubApi({
      'POST /api/contact': () =>
        json(
          [
            { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.', propertyPath: 'email' },
            { message: 'Bitte geben Sie einen Betreff ein.', propertyPath: 'subject' },
          ],
          400,
        ),
    });
    renderForm();
    const user = await fillForm('keine-adresse');
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    const email = screen.getByLabelText('E-Mail');
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(email).toHaveValue('keine-adresse');
    expect(screen.getByLabelText('Betreff')).toHaveAccessibleDescription(
      'Bitte geben Sie einen Betreff ein.',
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Ihre Anfrage wurde gesendet !')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows errors without a field as banners', async () => {
    stubApi({
      'POST /api/contact': () =>
        json([{ message: 'Zu viele Anfragen, bitte später erneut versuchen.' }], 429),
    });
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole('button', { name: 'Senden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Anfragen, bitte später erneut versuchen.',
    );
    expect(screen.getByRole('button', { name: 'Senden' })).toBeEnabled();
  });
});
