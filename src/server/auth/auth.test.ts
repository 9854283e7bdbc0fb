import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weakPasswordMessage } from '../../shared/password-strength.ts';
import { session as sessionTable, user as userTable } from '../db/schema.ts';
import {
  lastMailedLink,
  signedInClient,
  strongPassword,
  TestClient,
  uniqueEmail,
} from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { commonPasswordMessage, passwordLengthMessage } from './password-policy.ts';

describe.each(testDatabaseKinds())('authentication API on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const client = () => new TestClient(server.url);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('the confirmation link lands on the same-origin page the visitor was going to, never elsewhere', async () => {
    const landing = async (callbackURL: string) => {
      const email = uniqueEmail('retour');
      const res = await client().post('/api/auth/sign-up/email', {
        email,
        password: strongPassword,
        name: 'Ana',
        callbackURL,
      });
      expect(res.status).toBe(200);
      const confirm = await client().request(
        (await lastMailedLink(database.db, email, 'verification')).replace(server.url, ''),
      );
      expect(confirm.status).toBe(302);
      return confirm.headers.get('location');
    };
    expect(await landing('/auth?retour=%2Fsecurity#type=signup')).toBe(
      `${server.url}/auth?retour=%2Fsecurity#type=signup`,
    );
    expect(await landing('/auth?retour=%2Fcheckout%2Fsandbox%2Fabc%3Fplan%3Dpro#type=signup')).toBe(
      `${server.url}/auth?retour=%2Fcheckout%2Fsandbox%2Fabc%3Fplan%3Dpro#type=signup`,
    );
    // Hostile returns are dropped: the plain marker on this site.
    for (const hostile of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)', '/auth']) {
      expect(await landing(`/auth?retour=${encodeURIComponent(hostile)}#type=signup`)).toBe(
        `${server.url}/auth#type=signup`,
      );
    }
    // A relative callback without a retour keeps the marker; better-auth refuses a foreign one outright.
    expect(await landing('/dashboard')).toBe(`${server.url}/auth#type=signup`);
    const foreign = await client().post('/api/auth/sign-up/email', {
      email: uniqueEmail('etranger'),
      password: strongPassword,
      name: 'Ana',
      callbackURL: 'https://evil.com/auth?retour=%2Fsecurity',
    });
    expect(foreign.status).toBe(403);
  });

  it('signs up, refuses sign-in until the email is confirmed, then signs in', async () => {
    const email = uniqueEmail();
    const visitor = client();
    const signUp = await visitor.post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: 'Ana',
    });
    expect(signUp.status).toBe(200);
    const signUpBody = await signUp.json();
    expect(signUpBody.token).toBeUndefined();
    expect(visitor.cookies.size).toBe(0);

    const early = await visitor.post('/api/auth/sign-in/email', { email, password: strongPassword });
    expect(early.status).toBe(403);
    expect((await early.json()).error).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const link = await lastMailedLink(database.db, email, 'verification');
    expect(link.startsWith(`${server.url}/api/auth/verify-email?token=`)).toBe(true);
    const confirm = await visitor.request(link.replace(server.url, ''));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe(`${server.url}/auth#type=signup`);
    // Confirming signs the user in (httpOnly, SameSite=Lax cookie).
    expect(confirm.headers.getSetCookie().join(';')).toMatch(
      /septime\.session_token=.+HttpOnly; SameSite=Lax/,
    );

    const other = client();
    const signIn = await other.post('/api/auth/sign-in/email', { email, password: strongPassword });
    expect(signIn.status).toBe(200);
    const body = await signIn.json();
    expect(body.user.email).toBe(email);
    expect(JSON.stringify(body)).not.toContain('"token"');

    const session = await (await other.request('/api/auth/get-session')).json();
    expect(session.user.email).toBe(email);
    expect(session.session.token).toBeUndefined();
    expect(new Date(session.session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);

    const account = await other.request('/api/account');
    expect(account.status).toBe(200);
    expect((await account.json()).user.email).toBe(email);

    const signOut = await other.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    expect(await (await other.request('/api/auth/get-session')).json()).toBeNull();
    expect((await other.request('/api/account')).status).toBe(401);
  });

  it('stores passwords as argon2id with OWASP parameters', async () => {
    const { email } = await signedInClient(server.url, database.db);
    const [row] = await database.db.select().from(userTable).where(eq(userTable.email, email));
    const accounts = await database.db.query.account.findMany({
      where: (a, { eq: is }) => is(a.userId, row!.id),
    });
    expect(accounts[0]!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['too short', 'Ab1!', passwordLengthMessage],
    ['too long', `Aa1!${'x'.repeat(125)}`, passwordLengthMessage],
    ['weak (one class)', 'abcdefghijkl', weakPasswordMessage],
    ['common', 'Password1', commonPasswordMessage],
  ])('refuses a %s password with a French 400', async (_label, password, message) => {
    const email = uniqueEmail('weak');
    const res = await client().post('/api/auth/sign-up/email', { email, password, name: 'x' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    const rows = await database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(rows).toHaveLength(0);
  });

  it('accepts exactly 128 characters', async () => {
    const res = await client().post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: `Aa1!${'x'.repeat(124)}`,
      name: 'x',
    });
    expect(res.status).toBe(200);
  });

  it('refuses a bad email and a missing password in French', async () => {
    const bad = await client().post('/api/auth/sign-up/email', {
      email: 'pas-un-email',
      password: strongPassword,
      name: 'x',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Adresse email invalide.');
    const missing = await client().post('/api/auth/sign-in/email', { email: uniqueEmail() });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe('Veuillez saisir votre mot de passe.');
    const empty = await client().post('/api/auth/send-verification-email', { email: '  ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Veuillez saisir votre email.');
    const notJson = await client().request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.code).toBe('validation:json');
  });

  it('answers sign-up, resend and reset the same way whether or not the account exists', async () => {
    const { email } = await signedInClient(server.url, database.db);
    const fresh = uniqueEmail('nobody');
    const shape = async (res: Response) => {
      const body = await res.json();
      return {
        status: res.status,
        keys: Object.keys(body).sort(),
        userKeys: Object.keys(body.user ?? {}).sort(),
      };
    };
    const again = await client().post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: 'x',
    });
    const newOne = await client().post('/api/auth/sign-up/email', {
      email: fresh,
      password: strongPassword,
      name: 'x',
    });
    expect(await shape(again)).toEqual(await shape(newOne));
    // The real owner is told by mail instead.
    expect(await lastMailedLink(database.db, email, 'existing-account')).toBe(`${server.url}/auth`);

    for (const path of ['/api/auth/send-verification-email', '/api/auth/request-password-reset']) {
      const known = await client().post(path, { email, redirectTo: '/auth/reset' });
      const unknown = await client().post(path, { email: uniqueEmail('ghost'), redirectTo: '/auth/reset' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
    }
  });

  it('resets the password by email and revokes every session', async () => {
    const { client: signedIn, email } = await signedInClient(server.url, database.db);
    expect((await signedIn.request('/api/account')).status).toBe(200);

    const request = await client().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/reset',
    });
    expect(request.status).toBe(200);
    const link = await lastMailedLink(database.db, email, 'reset-password');
    const token = new URL(link).searchParams.get('token')!;
    expect(new URL(link).pathname).toBe('/auth/reset');

    const weak = await client().post('/api/auth/reset-password', { token, newPassword: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.message).toBe(weakPasswordMessage);

    const newPassword = 'Nouveau-Mot-2026!';
    const reset = await client().post('/api/auth/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect((await signedIn.request('/api/account')).status).toBe(401);

    const old = await client().post('/api/auth/sign-in/email', { email, password: strongPassword });
    expect(old.status).toBe(401);
    expect((await old.json()).error.message).toBe('Email ou mot de passe incorrect.');
    expect((await client().post('/api/auth/sign-in/email', { email, password: newPassword })).status).toBe(
      200,
    );

    const reuse = await client().post('/api/auth/reset-password', { token, newPassword: 'Encore-Un-2026!' });
    expect(reuse.status).toBe(400);
  });

  it('limits sign-in attempts per email with 429 and the French message', async () => {
    const { email } = await signedInClient(server.url, database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client().post('/api/auth/sign-in/email', { email, password: 'Mauvais-Mot-2026!' });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await res.json()).error.message).toBe('Trop de tentatives de connexion. Veuillez patienter.');
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password is refused while the account is locked.
    expect((await client().post('/api/auth/sign-in/email', { email, password: strongPassword })).status).toBe(
      429,
    );
  });

  it('limits sign-ups per email with the sign-up message', async () => {
    const email = uniqueEmail('flood');
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await client().post('/api/auth/sign-up/email', { email, password: strongPassword, name: 'x' });
    }
    expect(last!.status).toBe(429);
    expect((await last!.json()).error.message).toBe("Trop de tentatives d'inscription. Veuillez patienter.");
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const { email } = await signedInClient(server.url, database.db);
    const res = await client().post(
      '/api/auth/sign-in/email',
      { email, password: strongPassword },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Requête refusée : origine non autorisée.');
    // A cookie-carrying POST with no Origin at all is refused too.
    const { client: signedIn } = await signedInClient(server.url, database.db);
    const noOrigin = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: [...signedIn.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(noOrigin.status).toBe(403);
  });

  it('reuses a session read for 2 s at most when another process revokes it', async () => {
    const { client: signedIn, email } = await signedInClient(server.url, database.db);
    expect((await signedIn.request('/api/account')).status).toBe(200);
    // As another server process on the same database would: the row goes, this process is not told.
    const [row] = await database.db.select().from(userTable).where(eq(userTable.email, email));
    await database.db.delete(sessionTable).where(eq(sessionTable.userId, row!.id));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await signedIn.request('/api/account')).status).toBe(401);
  });

  it('refreshes a session that is older than a day when it is used', async () => {
    const { client: signedIn, email } = await signedInClient(server.url, database.db);
    const [row] = await database.db.select().from(userTable).where(eq(userTable.email, email));
    const soon = new Date(Date.now() + 3600_000);
    await database.db
      .update(sessionTable)
      .set({ expiresAt: soon, updatedAt: new Date(Date.now() - 2 * 24 * 3600_000) })
      .where(eq(sessionTable.userId, row!.id));
    const session = await (await signedIn.request('/api/auth/get-session')).json();
    expect(new Date(session.session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it('limits sign-ups per IP when the multiplier is 1', async () => {
    const strict = await startTestServer(database, { RATE_LIMIT_IP_MULTIPLIER: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await new TestClient(strict.url).post('/api/auth/sign-up/email', {
          email: uniqueEmail('ip'),
          password: strongPassword,
          name: 'x',
        });
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    } finally {
      await strict.close();
    }
  });

  it('answers 401 with the shared shape on guarded routes', async () => {
    const res = await client().request('/api/account');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Vous devez être connecté pour effectuer cette action.' },
    });
  });
});
