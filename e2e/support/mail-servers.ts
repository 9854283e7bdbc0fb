import { ImapFlow } from 'imapflow';
import { SMTPServer } from 'smtp-server';
import { type DovecotServer, freePort, startDovecot } from '../../src/server/testing/dovecot.ts';

// The mail servers a mailbox journey needs, started by the test on loopback: a real Dovecot (IMAP) with
// the users' mailboxes, and an SMTP server standing for the provider's relay, which delivers each mail it
// accepts into the recipient's Dovecot INBOX (IMAP APPEND), as a real MTA would.

export interface MailServers {
  dovecot: DovecotServer;
  smtpPort: number;
  /** The subjects of a mailbox's folder, read over IMAP as the user's own mail client would. */
  subjects(user: string, folder?: string): Promise<string[]>;
  /** Puts raw messages into a user's INBOX. */
  deliver(user: string, messages: string[]): Promise<void>;
  /** Headers of the newest message of a folder. */
  newest(user: string, folder?: string): Promise<{ subject: string; inReplyTo: string; from: string }>;
  stop(): Promise<void>;
}

export async function startMailServers(users: Record<string, string>): Promise<MailServers> {
  const dovecot = await startDovecot(users);
  const imapAs = async (user: string) => {
    const client = new ImapFlow({
      host: dovecot.host,
      port: dovecot.port,
      secure: false,
      auth: { user, pass: users[user]! },
      logger: false,
    });
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  const deliver = async (user: string, messages: string[]) => {
    const client = await imapAs(user);
    for (const message of messages) await client.append('INBOX', message);
    await client.logout();
  };
  const smtp = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (auth, _session, callback) =>
      users[auth.username ?? ''] === auth.password
        ? callback(null, { user: auth.username })
        : callback(new Error('Identifiants refusés')),
    onData: (stream, session, callback) => {
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => {
        const raw = Buffer.concat(parts).toString('utf8');
        const local = session.envelope.rcptTo.map((r) => r.address).filter((address) => users[address]);
        Promise.all(local.map((address) => deliver(address, [raw]))).then(() => callback(), callback);
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const fetchAll = async (user: string, folder: string) => {
    const client = await imapAs(user);
    await client.mailboxOpen(folder, { readOnly: true });
    const found: Array<{ subject: string; inReplyTo: string; from: string }> = [];
    if ((client.mailbox && typeof client.mailbox === 'object' ? client.mailbox.exists : 0) > 0) {
      for await (const m of client.fetch('1:*', { envelope: true })) {
        found.push({
          subject: m.envelope?.subject ?? '',
          inReplyTo: m.envelope?.inReplyTo ?? '',
          from: m.envelope?.from?.[0]?.address ?? '',
        });
      }
    }
    await client.logout();
    return found;
  };
  return {
    dovecot,
    smtpPort,
    deliver,
    subjects: async (user, folder = 'INBOX') => (await fetchAll(user, folder)).map((m) => m.subject),
    newest: async (user, folder = 'INBOX') => {
      const all = await fetchAll(user, folder);
      const last = all.at(-1);
      if (!last) throw new Error(`${folder} of ${user} is empty`);
      return last;
    },
    async stop() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await dovecot.stop();
    },
  };
}

/** A plain-text mail as a sender's client writes it. */
export function plainMail(from: string, to: string, subject: string, body: string, extra: string[] = []) {
  const id = `<${Math.random().toString(36).slice(2)}.${Date.now()}@exemple.test>`;
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: ${id}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    ...extra,
    '',
    body,
    '',
  ].join('\r\n');
}
