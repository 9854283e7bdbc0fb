import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { mailQueue } from '../db/schema.ts';
import type { RunningServer } from '../server.ts';
import { TestClient, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';

/** A real SMTP server on loopback that parses what it receives. */
function startSmtpServer(port = 0) {
  const received: Awaited<ReturnType<typeof simpleParser>>[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('mail over SMTP', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    smtp = await startSmtpServer();
    server = await startTestServer(database, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      MAIL_FROM: 'Septime <bonjour@septime.test>',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await database?.dispose();
  });

  it('sends the French confirmation email, HTML and text, with a working link', async () => {
    expect(server.capabilities.mail).toContain(`SMTP (127.0.0.1:${smtp.port})`);
    const email = uniqueEmail('smtp');
    const client = new TestClient(server.url);
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: 'Septime-Smtp-2026!',
      name: 'x',
    });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);

    const mail = smtp.received[0]!;
    expect(mail.subject).toBe('Confirmez votre adresse email — Septime');
    expect(mail.from?.text).toContain('bonjour@septime.test');
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail.text).toContain('Merci de votre inscription à Septime.');
    expect(mail.html).toContain('Confirmer mon email');
    const link =
      /(http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=[^\s"&]+&callbackURL=[^\s"<]+)/.exec(
        mail.text ?? '',
      )?.[1];
    expect(link).toBeDefined();

    const confirm = await client.request(link!.replace(server.url, ''));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get('location')).toBe(`${server.url}/auth#type=signup`);
    expect((await client.request('/api/account')).status).toBe(200);
  });
});

/** A loopback port with nothing listening on it (yet). */
function unusedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe.each(testDatabaseKinds())('mail while the SMTP server is down, on %s', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('keeps the sign-up, queues the mail and delivers it once the server is back', async () => {
    const port = await unusedPort();
    const down = await startTestServer(database, { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    try {
      const email = uniqueEmail('down');
      const res = await new TestClient(down.url).post('/api/auth/sign-up/email', {
        email,
        password: 'Septime-Smtp-2026!',
        name: 'x',
      });
      expect(res.status).toBe(200);
      const [queued] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
      expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
      expect(queued!.lastError).toBeTruthy();

      // Not due yet: nothing is retried before the backoff.
      expect(await down.services.mailer.flushQueue!(new Date())).toBe(0);

      const smtp = await startSmtpServer(port);
      try {
        const later = new Date(Date.now() + 31_000);
        expect(await down.services.mailer.flushQueue!(later)).toBe(1);
        expect(smtp.received.map((mail) => mail.subject)).toEqual([
          'Confirmez votre adresse email — Septime',
        ]);
        const [sent] = await database.db.select().from(mailQueue).where(eq(mailQueue.to, email));
        expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
        // Sent once: a second pass finds nothing to do.
        expect(await down.services.mailer.flushQueue!(new Date(Date.now() + 3_600_000))).toBe(0);
        expect(smtp.received).toHaveLength(1);
      } finally {
        await smtp.close();
      }
    } finally {
      await down.close();
    }
  });
});

describe('the local outbox', () => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('lists mails newest first with clickable links, for loopback only', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    for (const email of [first, second]) {
      await new TestClient(server.url).post('/api/auth/sign-up/email', {
        email,
        password: 'Septime-Box-2026!',
        name: 'x',
      });
    }
    const page = await fetch(`${server.url}/outbox`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));
    expect(html).toMatch(/<a href="http:\/\/localhost:\d+\/api\/auth\/verify-email\?token=/);
    // A forwarding header means a proxy (maybe on this host) relayed it: not the operator's own request.
    const relayed = await fetch(`${server.url}/outbox`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    // The site's own not-found answer (503 "client not built" when dist/client is missing in this run).
    expect(relayed.status).not.toBe(200);
    expect(await relayed.text()).not.toContain('verify-email');
  });

  it('answers the site 404 to a peer that is not the machine itself, whatever it claims', async () => {
    const outbox = outboxOf({});
    expect((await outbox('203.0.113.7')).status).toBe(404);
    expect((await outbox('192.168.1.20', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await outbox('::ffff:127.0.0.1')).status).toBe(200);
    expect((await outbox('::1')).status).toBe(200);
    expect((await outbox('127.0.0.2')).status).toBe(200);
    // The ordinary page-not-found shell, not a hint that something lives here.
    const refused = await outbox('203.0.113.7');
    expect(await refused.text()).toBe(notFoundPage);
  });

  it('is never served through a proxy, even a trusted one on this host', async () => {
    const outbox = outboxOf({ trustProxy: { hops: 1 } });
    for (const header of ['x-forwarded-for', 'x-real-ip', 'forwarded']) {
      const value = header === 'forwarded' ? 'for=127.0.0.1' : '127.0.0.1';
      expect((await outbox('127.0.0.1', { [header]: value })).status, header).toBe(404);
    }
    expect((await outbox('127.0.0.1')).status).toBe(200);
  });

  it('is not served once SMTP_URL is set, nor in production', async () => {
    expect((await outboxOf({ smtpUrl: 'smtp://127.0.0.1:2525' })('127.0.0.1')).status).toBe(404);
    expect((await outboxOf({ env: 'production' })('127.0.0.1')).status).toBe(404);
  });

  const shell = '<!doctype html><title>Septime</title>';
  // What any unknown address gets: the shell, titled as the not-found page (spa.ts withPageMeta).
  const notFoundPage = '<!doctype html><title>Page introuvable — Septime</title>';
  let clientDir: string | undefined;
  /** The app built with these settings, asked for /outbox by a peer at `address`. */
  function outboxOf(overrides: Partial<RunningServer['config']>) {
    if (!clientDir) {
      clientDir = mkdtempSync(join(tmpdir(), 'septime-shell-'));
      writeFileSync(join(clientDir, 'index.html'), shell);
    }
    const app = createApp({
      config: { ...server.config, ...overrides },
      database,
      services: server.services,
      clientDir,
    });
    return (address: string, headers: Record<string, string> = {}) =>
      app.request('/outbox', { headers }, { incoming: { socket: { remoteAddress: address } } });
  }
});
