import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactorSettings } from '../../shared/two-factor-model.ts';
import { securityEvent, twoFactor, user } from '../db/schema.ts';
import { signedInClient, strongPassword, TestClient } from '../testing/auth-helpers.ts';
import { serveOn } from '../testing/serve-on.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { authenticatorFor, enableTwoFactor } from '../testing/two-factor-helpers.ts';
import { authRateLimits } from './auth.routes.ts';

// Two-factor authentication (decision 074): better-auth's twoFactor plugin behind our body checks,
// rate limits and French messages; codes computed as an authenticator app would, from the URI shown.

type ErrorBody = { error: { code: string; message: string } };

async function errorOf(res: Response, status: number): Promise<ErrorBody['error']> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (JSON.parse(text) as ErrorBody).error;
}

async function sessionOf(client: TestClient) {
  return (await (await client.request('/api/auth/get-session')).json()) as {
    user: { email: string; twoFactorEnabled?: boolean };
  } | null;
}

/** A password sign-in from a fresh browser: its answer, and the client holding the challenge cookie. */
async function signInWithPassword(baseUrl: string, email: string, password = strongPassword) {
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/auth/sign-in/email', { email, password });
  return { client, res, body: (await res.json()) as Record<string, unknown> };
}

describe.each(testDatabaseKinds())('two-factor authentication on %s', (kind) => {
  const running = serveOn(kind);
  const url = () => running.server.url;
  const db = () => running.database.db;

  it('enables with the password and a code from the app, then asks the code at every sign-in', async () => {
    const { client, email, password, userId } = await signedInClient(url(), db());
    // Not without the password, and not with a wrong one.
    expect((await errorOf(await client.post('/api/auth/two-factor/enable', {}), 400)).message).toBe(
      'Veuillez saisir votre mot de passe.',
    );
    expect(
      (await errorOf(await client.post('/api/auth/two-factor/enable', { password: 'Pas-le-bon-2026!' }), 400))
        .message,
    ).toBe('Mot de passe invalide.');

    const setup = await client.post('/api/auth/two-factor/enable', { password });
    expect(setup.status).toBe(200);
    const { totpURI, backupCodes } = (await setup.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Septime:/);
    expect(decodeURIComponent(totpURI)).toContain(email);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Septime');
    expect(backupCodes).toHaveLength(twoFactorSettings.backupCodes);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Stored encrypted: neither the secret nor a backup code is in the row as given.
    const [row] = await db().select().from(twoFactor).where(eq(twoFactor.userId, userId));
    const secret = authenticatorFor(totpURI).totp.secret.base32;
    expect(row!.secret).not.toContain(secret);
    expect(row!.backupCodes).not.toContain(backupCodes[0]);

    // The account's data export leaves the secret and the backup codes out, even encrypted.
    const exported = (await (await client.request('/api/account/export')).json()) as {
      tables: Record<string, Array<Record<string, unknown>>>;
    };
    expect(exported.tables.two_factor).toHaveLength(1);
    expect(exported.tables.two_factor![0]).not.toHaveProperty('secret');
    expect(exported.tables.two_factor![0]).not.toHaveProperty('backupCodes');

    // Not on until a code from the app confirms it.
    expect((await sessionOf(client))?.user.twoFactorEnabled).toBe(false);
    const app = authenticatorFor(totpURI);
    const wrongCode = app.current() === '000000' ? '111111' : '000000';
    const refused = await errorOf(
      await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode }),
      401,
    );
    expect(refused).toEqual({
      code: 'INVALID_CODE',
      message: 'Code de vérification incorrect. Vérifiez l’heure de votre téléphone et réessayez.',
    });
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: app.code() })).status).toBe(200);
    expect((await sessionOf(client))?.user.twoFactorEnabled).toBe(true);
    const [account] = await db().select().from(user).where(eq(user.id, userId));
    expect(account!.twoFactorEnabled).toBe(true);

    // A sign-in now stops after the password: no session until the code.
    const attempt = await signInWithPassword(url(), email, password);
    expect(attempt.res.status).toBe(200);
    expect(attempt.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(await sessionOf(attempt.client)).toBeNull();
    expect([...attempt.client.cookies.keys()].some((name) => name.endsWith('session_token'))).toBe(false);

    // A wrong code: a French 401, still no session.
    const wrong = await errorOf(
      await attempt.client.post('/api/auth/two-factor/verify-totp', { code: wrongCode }),
      401,
    );
    expect(wrong.message).toMatch(/^Code de vérification incorrect/);
    expect(await sessionOf(attempt.client)).toBeNull();

    // The right one: signed in, the token kept out of the body (httpOnly cookie only).
    const verified = await attempt.client.post('/api/auth/two-factor/verify-totp', { code: app.code() });
    expect(verified.status).toBe(200);
    const signedIn = (await verified.json()) as Record<string, unknown>;
    expect(signedIn).toMatchObject({ user: { email } });
    expect(signedIn).not.toHaveProperty('token');
    expect((await sessionOf(attempt.client))?.user.email).toBe(email);
    expect((await attempt.client.request('/api/projects')).status).toBe(200);

    // The account's sign-in history: the refused code, then the sign-in once the code was accepted.
    const events = await db()
      .select({ kind: securityEvent.kind })
      .from(securityEvent)
      .where(eq(securityEvent.subject, email));
    const kinds = events.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'sign_in')).toHaveLength(1);
    expect(kinds).toContain('sign_in_failed');
  });

  it('« faire confiance à cet appareil »: the next sign-in on that browser skips the code', async () => {
    const { client, email, password } = await signedInClient(url(), db());
    const app = await enableTwoFactor(client, password);
    const attempt = await signInWithPassword(url(), email, password);
    expect(
      (await attempt.client.post('/api/auth/two-factor/verify-totp', { code: app.code(), trustDevice: true }))
        .status,
    ).toBe(200);
    const trusted = [...attempt.client.cookies.keys()].find((name) => name.endsWith('trust_device'));
    expect(trusted).toBeDefined();
    await attempt.client.post('/api/auth/sign-out', {});
    const again = await attempt.client.post('/api/auth/sign-in/email', { email, password });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ user: { email } });
    // Another browser is still asked.
    expect((await signInWithPassword(url(), email, password)).body).toMatchObject({
      twoFactorRedirect: true,
    });
  });

  it('a backup code signs in once, never twice; new codes replace the old ones', async () => {
    const { client, email, password } = await signedInClient(url(), db());
    const { backupCodes } = await enableTwoFactor(client, password);
    const [first, second] = backupCodes;

    const once = await signInWithPassword(url(), email, password);
    const used = await once.client.post('/api/auth/two-factor/verify-backup-code', { code: first });
    expect(used.status, await used.clone().text()).toBe(200);
    expect((await sessionOf(once.client))?.user.email).toBe(email);

    const twice = await signInWithPassword(url(), email, password);
    const reused = await errorOf(
      await twice.client.post('/api/auth/two-factor/verify-backup-code', { code: first }),
      401,
    );
    expect(reused).toEqual({
      code: 'INVALID_BACKUP_CODE',
      message: 'Ce code de secours est incorrect ou a déjà servi.',
    });
    expect(await sessionOf(twice.client)).toBeNull();

    // Regenerated (password asked): the old unused codes no longer work, the new ones do.
    expect(
      (await errorOf(await client.post('/api/auth/two-factor/generate-backup-codes', { password: 'x' }), 400))
        .message,
    ).toBe('Mot de passe invalide.');
    const regenerated = await client.post('/api/auth/two-factor/generate-backup-codes', { password });
    expect(regenerated.status).toBe(200);
    const fresh = ((await regenerated.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(twoFactorSettings.backupCodes);
    expect(fresh).not.toContain(second);
    const old = await signInWithPassword(url(), email, password);
    await errorOf(await old.client.post('/api/auth/two-factor/verify-backup-code', { code: second }), 401);
    const renewed = await signInWithPassword(url(), email, password);
    expect(
      (await renewed.client.post('/api/auth/two-factor/verify-backup-code', { code: fresh[0] })).status,
    ).toBe(200);
  });

  it('disabling asks the password; then sign-in needs the password only', async () => {
    const { client, email, password } = await signedInClient(url(), db());
    await enableTwoFactor(client, password);
    expect(
      (await errorOf(await client.post('/api/auth/two-factor/disable', { password: 'faux' }), 400)).message,
    ).toBe('Mot de passe invalide.');
    expect((await client.post('/api/auth/two-factor/disable', { password })).status).toBe(200);
    expect((await sessionOf(client))?.user.twoFactorEnabled).toBe(false);
    expect((await signInWithPassword(url(), email, password)).body).toMatchObject({ user: { email } });
  });

  it('code guesses are limited per account, across sign-in challenges; the right code then waits too', async () => {
    const { client, email, password } = await signedInClient(url(), db());
    const app = await enableTwoFactor(client, password);
    const limit = authRateLimits['/two-factor/verify-totp']!.account!.limit;
    const wrongCode = () => (app.current() === '000000' ? '111111' : '000000');
    // better-auth drops a challenge after 5 wrong codes: the guesser signs in again (with the
    // password) and goes on, the account's budget counts them all, the activation's code included.
    let sent = 1;
    while (sent < limit) {
      const attempt = await signInWithPassword(url(), email, password);
      for (let i = 0; i < 4 && sent < limit; i++, sent++) {
        const res = await attempt.client.post('/api/auth/two-factor/verify-totp', { code: wrongCode() });
        expect(res.status, `guess ${sent + 1}`).toBe(401);
      }
    }
    const last = await signInWithPassword(url(), email, password);
    const refused = await last.client.post('/api/auth/two-factor/verify-totp', { code: app.code() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error).toEqual({
      code: 'rate_limit',
      message: 'Trop de codes essayés. Veuillez patienter quelques minutes avant de réessayer.',
    });
    // A backup code draws on the same budget.
    const backup = await last.client.post('/api/auth/two-factor/verify-backup-code', { code: 'AAAAA-BBBBB' });
    expect(backup.status).toBe(429);
    expect(await sessionOf(last.client)).toBeNull();
    // Refused before better-auth counted them: its own lock (10 failures in a row) is still ahead.
    const [row] = await db()
      .select({ failed: twoFactor.failedVerificationCount, lockedUntil: twoFactor.lockedUntil })
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, email));
    expect(row).toEqual({ failed: limit - 1, lockedUntil: null });
  });

  it('a challenge is dropped after 5 wrong codes: the right code then asks to sign in again', async () => {
    const { client, email, password } = await signedInClient(url(), db());
    const app = await enableTwoFactor(client, password);
    const attempt = await signInWithPassword(url(), email, password);
    for (let i = 0; i < 5; i++)
      await errorOf(await attempt.client.post('/api/auth/two-factor/verify-totp', { code: '000000' }), 401);
    const sixth = await attempt.client.post('/api/auth/two-factor/verify-totp', { code: app.code() });
    expect(sixth.status).toBeGreaterThanOrEqual(400);
    expect(sixth.status).toBeLessThan(500);
    expect((await sixth.json()).error.message).toMatch(
      /reconnectez-vous avec votre email et votre mot de passe/,
    );
    expect(await sessionOf(attempt.client)).toBeNull();
  });

  it('a code is good once: the same code again is refused, even sent twice at once', async () => {
    const { client, email, password } = await signedInClient(url(), db());
    const app = await enableTwoFactor(client, password);
    const lastStep = async () =>
      (
        await db()
          .select({ step: twoFactor.lastTotpStep })
          .from(twoFactor)
          .innerJoin(user, eq(user.id, twoFactor.userId))
          .where(eq(user.email, email))
      )[0]!.step!;
    // The code that confirmed the setup (its step is stored) cannot sign in: a French 401, no session.
    const stepAfterSetup = await lastStep();
    const confirmed = app.totp.generate({ timestamp: stepAfterSetup * app.totp.period * 1000 });
    const first = await signInWithPassword(url(), email, password);
    const replayed = await errorOf(
      await first.client.post('/api/auth/two-factor/verify-totp', { code: confirmed }),
      401,
    );
    expect(replayed).toEqual({
      code: 'TOTP_ALREADY_USED',
      message:
        'Ce code a déjà servi. Attendez le code suivant de votre application (il change toutes les 30\u00a0secondes).',
    });
    expect(await sessionOf(first.client)).toBeNull();
    // Two browsers racing with one fresh code: one signs in, the other is refused.
    const second = await signInWithPassword(url(), email, password);
    const code = app.code();
    const answers = await Promise.all(
      [first, second].map((attempt) => attempt.client.post('/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    expect(await lastStep()).toBeGreaterThan(stepAfterSetup);
    // The refusal is in the account's sign-in history.
    const kinds = (
      await db()
        .select({ kind: securityEvent.kind })
        .from(securityEvent)
        .where(eq(securityEvent.subject, email))
    ).map((event) => event.kind);
    expect(kinds).toContain('sign_in_failed');
    expect(kinds.filter((kind) => kind === 'sign_in')).toHaveLength(1);
  });

  it('the code step refuses bad bodies in French, before better-auth reads them', async () => {
    const { client, email, password } = await signedInClient(url(), db());
    await enableTwoFactor(client, password);
    const attempt = await signInWithPassword(url(), email, password);
    const verify = (body: unknown) => attempt.client.post('/api/auth/two-factor/verify-totp', body);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Saisissez le code à 6 chiffres/],
      [{ code: '12345' }, /compte 6 chiffres/],
      [{ code: '12a456' }, /compte 6 chiffres/],
      [{ code: '1'.repeat(900_000) }, /compte 6 chiffres/],
      [{ code: 123456 }, /Saisissez le code à 6 chiffres/],
      [{ code: '123456', trustDevice: 'oui' }, /Faire confiance à cet appareil/],
      [{ code: '123456', disableSession: true }, /Champ inattendu\s: disableSession/],
      ['123456', /objet JSON est attendu|Entrée invalide/],
    ];
    for (const [body, message] of cases) {
      const error = await errorOf(await verify(body), 400);
      expect(error.message, JSON.stringify(body).slice(0, 40)).toMatch(message);
    }
    // NUL and other control characters: refused at the door on every route, better-auth's included.
    const nul = await errorOf(await verify({ code: '12\u000056' }), 400);
    expect(nul.message).toMatch(/^Le texte contient un caractère non autorisé/);
    const notJson = await attempt.client.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"code":',
    });
    expect((await errorOf(notJson, 400)).message).toMatch(/JSON/);
    const backup = await errorOf(
      await attempt.client.post('/api/auth/two-factor/verify-backup-code', { code: 'x'.repeat(5000) }),
      400,
    );
    expect(backup.message).toMatch(/Un code de secours compte 10 lettres ou chiffres/);
    // Nothing of these counted as a wrong code: the challenge still signs in.
    expect(await sessionOf(attempt.client)).toBeNull();

    // The settings' calls: only the password, no other method nor issuer.
    expect(
      (await errorOf(await client.post('/api/auth/two-factor/enable', { password, method: 'otp' }), 400))
        .message,
    ).toMatch(/Champ inattendu\s: method/);
    expect(
      (await errorOf(await client.post('/api/auth/two-factor/disable', { password: 'a'.repeat(5000) }), 400))
        .message,
    ).toMatch(/ne peut pas dépasser 128 caractères/);
    // The plugin's endpoints the app does not use are not served.
    for (const path of ['/api/auth/two-factor/get-totp-uri', '/api/auth/two-factor/send-otp']) {
      expect((await client.post(path, { password })).status, path).toBe(404);
    }
  });
});

describe.each(testDatabaseKinds())('two-factor codes limited per address on %s', (kind) => {
  const running = serveOn(kind, { RATE_LIMIT_IP_MULTIPLIER: '1' });

  it('one address cannot try codes without end, whatever the account', async () => {
    const visitor = new TestClient(running.server.url);
    const limit = authRateLimits['/two-factor/verify-totp']!.ip.limit;
    for (let i = 0; i < limit; i++) {
      const res = await visitor.post('/api/auth/two-factor/verify-totp', { code: '123456' });
      expect(res.status, `try ${i + 1}`).toBe(401);
      if (i === 0)
        expect((await res.json()).error.message).toMatch(/La vérification a expiré \(10\sminutes\)/);
    }
    const refused = await visitor.post('/api/auth/two-factor/verify-backup-code', { code: 'AAAAA-BBBBB' });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/Trop de codes essayés/);
  });
});
