import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server.ts';
import { signedInClient, strongPassword, TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { captureLogs, requestIdFrom } from './logger.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a well-formed incoming id and replaces any other with a new one', () => {
    expect(requestIdFrom('lb-7f3a9c2e-0001')).toBe('lb-7f3a9c2e-0001');
    expect(requestIdFrom(undefined)).toMatch(uuid);
    expect(requestIdFrom('short')).toMatch(uuid);
    expect(requestIdFrom('a'.repeat(129))).toMatch(uuid);
    expect(requestIdFrom('id with spaces and "quotes"')).toMatch(uuid);
    expect(requestIdFrom('abcdefgh\n{"level":"info"}')).toMatch(uuid);
  });
});

describe.each(testDatabaseKinds())('access and error logs on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer;
  let logs: ReturnType<typeof captureLogs>;
  // A user's text that reaches the database and makes it fail: it must not reach the logs.
  const failingText = 'Texte-secret-du-client-42';

  beforeAll(async () => {
    logs = captureLogs();
    database = await createTestDatabase(kind);
    server = await startTestServer(
      database,
      { LOG_LEVEL: 'info' },
      {
        // A real failing query quoting a user's text (the error message of PostgreSQL repeats it).
        planOf: async () => {
          await database.db.execute(sql`select ${failingText}::integer`);
          return 'free';
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('sets an X-Request-Id on every response, echoing a well-formed one, and logs one line per request', async () => {
    const generated = await fetch(`${server.url}/api/health`);
    const id = generated.headers.get('x-request-id');
    expect(id).toMatch(uuid);
    const echoed = await fetch(`${server.url}/api/health?probe=abc`, {
      headers: { 'X-Request-Id': 'proxy-1234abcd' },
    });
    expect(echoed.headers.get('x-request-id')).toBe('proxy-1234abcd');
    const refused = await fetch(`${server.url}/api/nothing-here`, {
      headers: { 'X-Request-Id': 'x'.repeat(500) },
    });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('x-request-id')).toMatch(uuid);
    // Pages and assets served from memory carry one too.
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('x-request-id')).toMatch(uuid);

    const line = logs.lines.find((l) => l.requestId === 'proxy-1234abcd');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/health',
      status: 200,
    });
    expect(typeof line?.durationMs).toBe('number');
    expect(logs.lines.find((l) => l.requestId === id)).toMatchObject({ status: 200 });
    expect(logs.text()).not.toContain('probe=abc');
    expect(logs.lines.find((l) => l.requestId === refused.headers.get('x-request-id'))).toMatchObject({
      level: 'warn',
      status: 404,
    });
  });

  it('writes the request id and the user id in the error line of a 500, never the text or the secrets', async () => {
    const email = uniqueEmail('logs');
    const { client } = await signedInClient(server.url, database.db, email);
    const cookie = [...client.cookies.values()][0]!;
    const failed = await client.post(
      '/api/projects',
      { name: failingText },
      { 'X-Request-Id': 'trace-500-abcdef' },
    );
    expect(failed.status).toBe(500);
    expect(failed.headers.get('x-request-id')).toBe('trace-500-abcdef');
    expect((await failed.json()).error.code).toBe('internal');

    const lines = logs.lines.filter((l) => l.requestId === 'trace-500-abcdef');
    const errorLine = lines.find((l) => l.msg === 'unhandled error');
    expect(errorLine).toMatchObject({ level: 'error', method: 'POST', path: '/api/projects' });
    // The SQLSTATE of PostgreSQL's "invalid input syntax for type integer" stays, its message goes.
    expect(JSON.stringify(errorLine)).toContain('22P02');
    const access = lines.find((l) => l.msg === 'request');
    expect(access).toMatchObject({ level: 'error', status: 500, userId: expect.any(String) });

    // A wrong password and a sign-up's name and password: none of it, nor the email or the cookie.
    const stranger = new TestClient(server.url);
    await stranger.post('/api/auth/sign-in/email', { email, password: 'Mauvais-Mot-De-Passe-77' });
    await stranger.post('/api/auth/sign-up/email', {
      email: uniqueEmail('other'),
      password: 'Autre-Secret-Fort-2026!',
      name: 'Nom-Tres-Personnel',
    });
    const text = logs.text();
    for (const secret of [
      failingText,
      email,
      strongPassword,
      'Mauvais-Mot-De-Passe-77',
      'Autre-Secret-Fort-2026!',
      'Nom-Tres-Personnel',
      cookie,
      decodeURIComponent(cookie),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('127.0.0.1');
  });
});
