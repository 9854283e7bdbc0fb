// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth-provider.tsx';
import { toast } from '../../../lib/toast.ts';
import { ChatToolPanel } from './chat-tool-panel.tsx';

// The tool panel is mounted by /demo later; until then this is its only test, against a fake API.
type Handler = (url: string, init?: RequestInit) => Response;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sse = (...events: object[]) =>
  new Response(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });
const session = {
  session: { id: 's1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  user: { id: 'u1', email: 'camille@example.fr', name: '', emailVerified: true },
};

let calls: string[] = [];
function fakeApi(handler: Handler) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return handler(url, init);
    }),
  );
}

function renderPanel() {
  return render(
    <AuthProvider>
      <ChatToolPanel />
    </AuthProvider>,
  );
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatToolPanel', () => {
  it('asks a visitor to sign in and calls no chat endpoint', async () => {
    fakeApi(() => json(null));
    renderPanel();
    expect(await screen.findByText('Authentification requise')).toBeTruthy();
    expect(screen.getByText(/Vous devez être connecté pour utiliser le chat/)).toBeTruthy();
    expect(screen.queryByLabelText('Votre message')).toBeNull();
    expect(calls.filter((c) => c.includes('/api/chat') || c.includes('/api/conversations'))).toEqual([]);
  });

  it('offers Alfred, Chip, Suki and Clide, and on a provider failure shows the apology and a toast', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    fakeApi((url, init) => {
      if (url.includes('get-session')) return json(session);
      if (url.startsWith('/api/conversations?')) return json({ conversations: [] });
      if (url === '/api/conversations' && init?.method === 'POST')
        return json(
          { id: 'c1', employee: 'chip', title: 'Nouvelle conversation', updatedAt: new Date().toISOString() },
          201,
        );
      if (url === '/api/conversations/c1/messages')
        return sse(
          { type: 'start', conversationId: 'c1' },
          { type: 'error', code: 'ai:provider', message: 'Le service ne répond pas.', interrupted: false },
        );
      return json({ error: { code: 'not_found', message: 'Ressource introuvable.' } }, 404);
    });
    renderPanel();
    const picker = await screen.findByRole('group', { name: 'Employé' });
    expect(within(picker).getAllByRole('button')).toHaveLength(4);
    for (const name of ['Alfred', 'Chip', 'Suki', 'Clide']) {
      expect(within(picker).getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }

    fireEvent.click(within(picker).getByRole('button', { name: /Chip/ }));
    await screen.findByText(/moi c’est Chip/);
    // The chat's frame is drawn first with its box locked; the stored chat replaces it once the
    // (empty) history has loaded, and that box accepts input.
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Votre message').getAttribute('aria-disabled')).toBe('false'),
    );
    const input = screen.getByLabelText('Votre message');
    fireEvent.change(input, { target: { value: 'Mets à jour le CRM' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });

    expect(
      await screen.findByText(
        'Désolé, je rencontre un problème technique. Veuillez réessayer dans quelques instants.',
      ),
    ).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Erreur', "Impossible d'envoyer le message");
    expect(calls).toContain('POST /api/conversations');
    expect(calls).toContain('POST /api/conversations/c1/messages');
    expect(screen.getByText('Mets à jour le CRM')).toBeTruthy();
  });
});
