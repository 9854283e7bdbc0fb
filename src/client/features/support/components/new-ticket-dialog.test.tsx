// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerStateScope } from '../../../lib/server-state.tsx';
import { NewTicketDialog } from './new-ticket-dialog.tsx';

// « Nouveau ticket » against a fake API: French errors under each field before anything is sent, the
// server's refusal shown in the dialog, and on success the dialog closes on the new ticket's page.

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let posts: unknown[] = [];
function fakeApi(answer: () => Response) {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/api/support/tickets')) {
        posts.push(JSON.parse(String(init.body)));
        return answer();
      }
      return json({ error: { code: 'not_found', message: 'Introuvable.' } }, 404);
    }),
  );
}

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <ServerStateScope>
      <NewTicketDialog open onOpenChange={onOpenChange} />
    </ServerStateScope>,
  );
  return onOpenChange;
}

function fillIn() {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Nom du demandeur', 'Jeanne Martin');
  type('E-mail du demandeur', 'Jeanne.Martin@Exemple.test');
  type('Sujet', 'Fuite sous l’évier');
  type('Message', 'Elle a appelé ce matin.\nPassage souhaité jeudi.');
  fireEvent.change(screen.getByLabelText('Priorité'), { target: { value: 'high' } });
  fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'problem' } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Créer le ticket' }));

beforeEach(() => window.history.replaceState(null, '', '/support'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewTicketDialog', () => {
  it('shows each field’s French error and sends nothing while the form is incomplete', async () => {
    fakeApi(() => json({}, 500));
    renderDialog();
    fireEvent.change(screen.getByLabelText('E-mail du demandeur'), { target: { value: 'pas-une-adresse' } });
    submit();
    expect(await screen.findByText('Le nom du demandeur est requis.')).toBeTruthy();
    expect(screen.getByText('Adresse email invalide.')).toBeTruthy();
    expect(screen.getByText('Le sujet est requis.')).toBeTruthy();
    expect(screen.getByText('Le message est requis.')).toBeTruthy();
    const name = screen.getByLabelText('Nom du demandeur');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(String(name.getAttribute('aria-describedby')))?.textContent).toBe(
      'Le nom du demandeur est requis.',
    );
    expect(posts).toHaveLength(0);
  });

  it('shows the server’s refusal in French and stays open', async () => {
    fakeApi(() =>
      json({ error: { code: 'rate_limit', message: 'Trop de demandes\u00a0: réessayez plus tard.' } }, 429),
    );
    const onOpenChange = renderDialog();
    fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Trop de demandes\u00a0: réessayez plus tard.',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/support');
  });

  it('creates the ticket, closes and lands on its page', async () => {
    const id = '0b4c2a58-5d1e-4f57-9d53-2f0f4b7a9c11';
    fakeApi(() => json({ ticket: { id, subject: 'Fuite sous l’évier' }, messages: [] }, 201));
    const onOpenChange = renderDialog();
    fillIn();
    submit();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(window.location.pathname).toBe(`/support/${id}`);
    expect(posts).toEqual([
      {
        requesterName: 'Jeanne Martin',
        requesterEmail: 'jeanne.martin@exemple.test',
        subject: 'Fuite sous l’évier',
        body: 'Elle a appelé ce matin.\nPassage souhaité jeudi.',
        priority: 'high',
        category: 'problem',
      },
    ]);
  });
});
