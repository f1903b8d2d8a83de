import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const USER = {
  id: 5,
  email: 'eva@example.org',
  firstname: 'Eva',
  lastname: 'Muller',
  roles: ['ROLE_ADMIN'],
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

describe('user form', () => {
  it('offers Admin and Editeur and sends the role as a one-element list', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const requests = stubApi({ 'POST /api/user': () => json(USER, 201) });
    const user = userEvent.setup();
    renderApp('/admin/user/create');

    const role = await screen.findByLabelText('Rôle');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Admin', 'Editeur']);
    await user.type(screen.getByLabelText('Email'), 'eva@example.org');
    await user.selectOptions(role, 'Admin');
    await user.type(screen.getByLabelText('Mot de passe'), 'long-password');
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'long-password');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("L'utilisateur a été ajouté !")).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      email: 'eva@example.org',
      firstname: '',
      lastname: '',
      roles: ['ROLE_ADMIN'],
      password: 'long-password',
      passwordConfirmation: 'long-password',
    });
  });

  it('edits with the first role shown and both password fields empty', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('ROLE_ADMIN'));
    const requests = stubApi({
      'GET /api/user/5': () => json(USER),
      'PUT /api/user/5': () => json(USER),
    });
    const user = userEvent.setup();
    renderApp('/admin/user/edit/5');

    expect(await screen.findByLabelText('Rôle')).toHaveValue('ROLE_ADMIN');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText("L'utilisateur a été modifié !")).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      email: 'eva@example.org',
      roles: ['ROLE_ADMIN'],
      password: '',
      passwordConfirmation: '',
    });
  });
});
