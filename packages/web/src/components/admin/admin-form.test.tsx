import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../lib/auth-token.ts';
import { json, stubApi, tokenFor } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const POST = {
  id: 7,
  name: 'Orage',
  description: 'Un orage est passé.',
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

/** A promise the test settles by hand, to look at the form while the call is in flight. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function signIn(role: 'ROLE_ADMIN' | 'ROLE_EDITOR' = 'ROLE_ADMIN') {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor(role));
}

describe('admin form states', () => {
  it('goes idle → sending (submit disabled) → sent (green message, errors cleared)', async () => {
    signIn();
    const answers = [deferred<Response>(), deferred<Response>()];
    let call = 0;
    const requests = stubApi({ 'POST /api/post': () => answers[call++]?.promise ?? json([], 500) });
    const user = userEvent.setup();
    renderApp('/admin/news/create');

    const submit = await screen.findByRole('button', { name: 'Enregistrer' });
    expect(submit).toBeEnabled();
    await user.click(submit);

    // Sending: the button is disabled and says so.
    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeDisabled();
    answers[0]?.resolve(
      json(
        [
          { message: 'Cette valeur ne doit pas être vide.', propertyPath: 'name' },
          { message: 'Le service est indisponible.' },
        ],
        400,
      ),
    );

    // Errors: the field item under 'Titre', the general one as a banner, and the button usable again.
    const title = await screen.findByLabelText('Titre');
    await waitFor(() => expect(title).toHaveAccessibleDescription('Cette valeur ne doit pas être vide.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Le service est indisponible.');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();

    await user.type(title, 'Orage');
    await user.type(screen.getByLabelText('Contenu'), 'Un orage est passé.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    answers[1]?.resolve(json(POST, 201));

    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('status')).toHaveTextContent('La news a été ajoutée !');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).not.toHaveAttribute('aria-invalid', 'true');
    // A create form starts over, so a second click cannot add the same news twice.
    expect(screen.getByLabelText('Titre')).toHaveValue('');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { name: '', description: '' },
      { name: 'Orage', description: 'Un orage est passé.' },
    ]);
  });

  it('shows the edit form only once the record is loaded, then updates it by id', async () => {
    signIn('ROLE_EDITOR');
    const loaded = deferred<void>();
    const requests = stubApi({
      'GET /api/post/7': () => loaded.promise.then(() => json(POST)),
      'PUT /api/post/7': (request) => json({ ...POST, ...(request.body as object) }),
    });
    const user = userEvent.setup();
    renderApp('/admin/news/edit/7');

    expect(await screen.findByRole('heading', { name: 'Modifier une news' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.queryByLabelText('Titre')).not.toBeInTheDocument();

    loaded.resolve();
    const title = await screen.findByLabelText('Titre');
    expect(title).toHaveValue('Orage');
    await user.clear(title);
    await user.type(title, 'Grand orage');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('La news a été modifiée !')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ name: 'Grand orage', description: 'Un orage est passé.' });
  });

  it("lets an editor open a contact message's edit page and save it, as the server does (spec §2)", async () => {
    // Contact create and edit are not admin-only (§2): the page opens for an editor, no guard sends them
    // away, and PUT /api/contact/{id} is what the server lets any logged-in user do.
    signIn('ROLE_EDITOR');
    const contact = {
      id: 4,
      name: 'Erika',
      email: 'erika@example.org',
      subject: 'Station',
      message: 'Merci pour les données.',
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
    };
    const requests = stubApi({
      'GET /api/contact/4': () => json(contact),
      'PUT /api/contact/4': (request) => json({ ...contact, ...(request.body as object) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/contact/edit/4');

    const subject = await screen.findByLabelText('Sujet');
    expect(router.state.location.pathname).toBe('/admin/contact/edit/4');
    expect(screen.getByRole('heading', { name: 'Modifier un message' })).toBeInTheDocument();
    await user.clear(subject);
    await user.type(subject, 'Station de Rütenbrock');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Le message a été modifié !')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Erika',
      email: 'erika@example.org',
      subject: 'Station de Rütenbrock',
      message: 'Merci pour les données.',
    });
  });

  it("shows the server's messages instead of the form when the record cannot be loaded", async () => {
    signIn();
    stubApi({ 'GET /api/post/99': () => json([{ message: "Cette news n'existe pas." }], 404) });
    renderApp('/admin/news/edit/99');

    expect(await screen.findByRole('alert')).toHaveTextContent("Cette news n'existe pas.");
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });

  it('names a general banner for a failure without any item (server unreachable)', async () => {
    signIn();
    stubApi({
      'POST /api/contact': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/contact/create');

    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'enregistrement a échoué. Veuillez réessayer.",
    );
  });
});
