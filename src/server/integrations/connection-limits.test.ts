import { eq, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionLimits } from '../../shared/connections-model.ts';
import { caldavAccount, mailboxAccount, mailboxMessage, user } from '../db/schema.ts';
import { createMailboxService } from '../mailbox/mailbox.service.ts';
import { createSecretBox } from '../mailbox/secret-box.ts';
import { signedInClient } from '../testing/auth-helpers.ts';
import { type DovecotServer, startDovecot } from '../testing/dovecot.ts';
import { largeMailboxMessage } from '../testing/mail-fixtures.ts';
import { missing, onlyWith } from '../testing/prerequisites.ts';
import { serveOn } from '../testing/serve-on.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// Per-plan limits on connected accounts and on the messages kept (decision 033), enforced by the server:
// a French 403 beyond the accounts, the oldest messages beyond the volume.

const password = 'mot-de-passe-application';
const secrets = createSecretBox(undefined, 'l'.repeat(32));

describe.each(testDatabaseKinds())('connection limits on %s', onlyWith(missing.dovecot), (kind) => {
  const running = serveOn(kind, { CONNECTORS_ALLOW_PRIVATE: '1' });
  let dovecot: DovecotServer;
  const [full, big] = [`plein.${kind}@exemple.test`, `volume.${kind}@exemple.test`];
  beforeAll(async () => {
    dovecot = await startDovecot({ [full]: password, [big]: password });
    await dovecot.fill(big, 520, largeMailboxMessage);
  });
  afterAll(async () => {
    await dovecot?.stop();
  });
  async function signedIn() {
    const { client, email } = await signedInClient(running.server.url, running.database.db);
    const [row] = await running.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return { client, userId: row!.id };
  }
  const settings = (address: string) => ({
    email: address,
    imapHost: '127.0.0.1',
    imapPort: dovecot.port,
    imapTls: false,
    smtpHost: '127.0.0.1',
    smtpPort: 2525,
    smtpTls: false,
    username: address,
    password,
  });

  it('tells the plan’s limits, and refuses a second account on Gratuit in French, storing nothing', async () => {
    const { client, userId } = await signedIn();
    expect(await (await client.request('/api/connections')).json()).toEqual({
      plan: 'free',
      planName: 'Gratuit',
      accounts: 0,
      limits: { accounts: 1, messages: 500 },
    });
    // An agenda CalDAV already connected takes Gratuit's one place.
    await running.database.db.insert(caldavAccount).values({
      userId,
      serverUrl: 'https://caldav.exemple.fr/',
      username: 'x',
      secret: secrets.seal('x'),
      calendarUrl: 'https://caldav.exemple.fr/x/',
    });
    expect(((await (await client.request('/api/connections')).json()) as { accounts: number }).accounts).toBe(
      1,
    );
    const refused = await client.request('/api/mailbox', { method: 'PUT', json: settings(full) });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(
      'Votre formule Gratuit permet 1 compte connecté (boîte mail ou agenda CalDAV). Déconnectez-en un ou passez à une formule supérieure.',
    );
    expect(await (await client.request('/api/mailbox')).json()).toEqual({ account: null });
    const calendar = await client.request('/api/calendar/caldav', {
      method: 'PUT',
      json: { serverUrl: 'https://caldav.exemple.fr/', username: 'x', password: 'y' },
    });
    expect(calendar.status).toBe(409);
  });

  it('lets Pro connect the mailbox and the calendar, and keeps only the plan’s volume of messages', async () => {
    const db = running.database.db;
    const { userId } = await signedIn();
    await db.insert(caldavAccount).values({
      userId,
      serverUrl: 'https://caldav.exemple.fr/',
      username: 'x',
      secret: secrets.seal('x'),
      calendarUrl: 'https://caldav.exemple.fr/x/',
    });
    const pro = createMailboxService({ db, secrets, allowPrivate: true, planOf: async () => 'pro' });
    expect((await pro.connect(userId, settings(full))).account?.email).toBe(full);
    await pro.disconnect(userId);

    // Gratuit keeps the 500 most recent of 520 messages: the first sync reads only those.
    await db.delete(caldavAccount).where(eq(caldavAccount.userId, userId));
    const free = createMailboxService({ db, secrets, allowPrivate: true, planOf: async () => 'free' });
    await free.connect(userId, settings(big));
    const [account] = await db.select().from(mailboxAccount).where(eq(mailboxAccount.userId, userId));
    const [row] = await db
      .select({ oldest: min(mailboxMessage.uid) })
      .from(mailboxMessage)
      .where(eq(mailboxMessage.accountId, account!.id));
    expect((await free.state(userId)).account?.messageCount).toBe(connectionLimits.free.messages);
    expect(row?.oldest).toBe(21);
  });
});
