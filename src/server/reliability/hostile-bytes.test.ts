import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { signedInClient, strongPassword, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

// Issue 18: a NUL byte was a 500 on seven routes (and the text it came in was printed in the log).
// Every text field now follows src/shared/text-rules.ts: NUL, the other C0 controls but tab/LF/CR,
// DEL and the C1 controls are a French 400, on our routes and on better-auth's catch-all alike.

const marker = 'MARQUEUR-SECRET-7f3a';
const hostile = {
  NUL: `${marker}\u0000fin`,
  ESC: `${marker}\u001b[31mrouge`,
  DEL: `${marker}\u007ffin`,
  'C1 (U+0085)': `${marker}\u0085fin`,
  'C1 (U+009B)': `${marker}\u009bfin`,
} as const;

interface Case {
  label: string;
  method: string;
  path: (ids: Ids) => string;
  body: (text: string) => unknown;
  /** Signed in, or as a visitor (sign-up). */
  visitor?: boolean;
}
interface Ids {
  conversation: string;
  entry: string;
}

const cases: Case[] = [
  {
    label: 'conversation message',
    method: 'POST',
    path: (ids) => `/api/conversations/${ids.conversation}/messages`,
    body: (content) => ({ content }),
  },
  {
    label: 'timer start note',
    method: 'POST',
    path: () => '/api/time-entries/start',
    body: (note) => ({ note }),
  },
  {
    label: 'manual time entry note',
    method: 'POST',
    path: () => '/api/time-entries',
    body: (note) => ({ startedAt: '2026-11-20T09:00:00+01:00', durationMinutes: 30, note }),
  },
  {
    label: 'time entry edit note',
    method: 'PATCH',
    path: (ids) => `/api/time-entries/${ids.entry}`,
    body: (note) => ({ note }),
  },
  { label: 'account name', method: 'PATCH', path: () => '/api/account', body: (name) => ({ name }) },
  {
    label: 'custom report prompt',
    method: 'POST',
    path: () => '/api/ai/report',
    body: (customPrompt) => ({ reportType: 'custom', period: 'weekly', customPrompt }),
  },
  {
    label: 'better-auth update-user',
    method: 'POST',
    path: () => '/api/auth/update-user',
    body: (name) => ({ name }),
  },
  {
    label: 'better-auth sign-up name',
    method: 'POST',
    path: () => '/api/auth/sign-up/email',
    body: (name) => ({ email: uniqueEmail('nul'), password: strongPassword, name }),
    visitor: true,
  },
  {
    label: 'better-auth sign-up password',
    method: 'POST',
    path: () => '/api/auth/sign-up/email',
    body: (text) => ({ email: uniqueEmail('nul'), password: `${strongPassword}${text}`, name: 'Nul' }),
    visitor: true,
  },
  {
    label: 'better-auth sign-in email (a key)',
    method: 'POST',
    path: () => '/api/auth/sign-in/email',
    body: (text) => ({ email: 'a@example.fr', password: strongPassword, [text]: 1 }),
    visitor: true,
  },
];

describe.each(testDatabaseKinds())('hostile bytes in text fields on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let client: TestClient;
  let ids: Ids;
  let logs: MockInstance[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1000' });
    client = (await signedInClient(server.url, database.db)).client;
    const conversation = await (await client.post('/api/conversations', { employee: 'alfred' })).json();
    const entry = await (
      await client.post('/api/time-entries', {
        startedAt: '2026-11-20T08:00:00+01:00',
        durationMinutes: 15,
        note: 'avant',
      })
    ).json();
    ids = { conversation: conversation.id, entry: entry.entry?.id ?? entry.id };
    expect(ids.entry).toMatch(/^[0-9a-f-]{36}$/);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  beforeEach(() => {
    logs = (['error', 'warn', 'log', 'info'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
  });
  afterEach(() => {
    // No user text in the logs: whatever was printed meanwhile never holds the request's text.
    for (const spy of logs) {
      for (const call of spy.mock.calls) expect(call.map(String).join(' ')).not.toContain(marker);
      spy.mockRestore();
    }
  });

  for (const test of cases) {
    it(`${test.label}: every control character is a French 400`, async () => {
      const sender = test.visitor ? new TestClient(server.url) : client;
      for (const [name, text] of Object.entries(hostile)) {
        const res = await sender.request(test.path(ids), { method: test.method, json: test.body(text) });
        const body = await res.json();
        expect(res.status, `${name}: ${JSON.stringify(body)}`).toBe(400);
        expect(body.error.code).toBe('validation:control_character');
        expect(body.error.message).toMatch(/^Le texte contient un caractère non autorisé/);
      }
    });
  }

  it('nothing was stored, and legitimate text (line breaks, tabs, accents, emoji) still passes', async () => {
    const account = await (await client.request('/api/account')).json();
    expect(account.user.name).not.toContain(marker);
    const message = await client.post(`/api/conversations/${ids.conversation}/messages`, {
      content: 'Bonjour,\n\tpouvez-vous préparer le devis ? 🙂\r\nMerci',
    });
    expect(message.status).toBe(200);
    await message.text();
    const edit = await client.request(`/api/time-entries/${ids.entry}`, {
      method: 'PATCH',
      json: { note: 'Réunion\nclient Durand' },
    });
    expect(edit.status).toBe(200);
    const renamed = await client.request('/api/auth/update-user', {
      method: 'POST',
      json: { name: 'Zoé Ørsted' },
    });
    expect(renamed.status).toBe(200);
  });

  it('a control character in a query parameter is a French 400 too', async () => {
    for (const query of ['q=a%00b', 'q=a%C2%85b', 'q=a%7Fb', 'employee=%1B']) {
      const res = await client.request(`/api/tasks?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.code).toBe('validation:control_character');
    }
  });

  it('a form-encoded body to better-auth is checked like JSON', async () => {
    const res = await new TestClient(server.url).request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=a%40example.fr&password=${encodeURIComponent(hostile.NUL)}`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation:control_character');
  });
});
