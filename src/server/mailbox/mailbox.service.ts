import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FetchMessageObject } from 'imapflow';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { MailboxConnectInput, MailMessageView } from '../../shared/connections.ts';
import type { MailCategory } from '../../shared/connections-model.ts';
import type { Db } from '../db/client.ts';
import { mailboxAccount, mailboxMessage } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import { assertPublicUrl, BlockedAddressError } from '../webhooks/ssrf.ts';
import { imapClient, imapFault } from './imap.ts';
import type { SecretBox } from './secret-box.ts';
import { triage } from './triage.ts';

// The mailbox connection (issue 22, docs/decisions/026-connectors.md). The sync reads INBOX read-only by UID:
// each run takes the next UIDs after the last one stored (a bounded batch, a bounded size per message),
// stores what the features need (headers, an excerpt, the triage), then moves the high-water mark, so a
// crash resumes where it stopped and a message is never stored twice. A claim in the account row keeps
// one sync per account at a time across instances.

type Account = typeof mailboxAccount.$inferSelect;

export interface MailboxServiceOptions {
  db: Db;
  secrets: SecretBox;
  /** WEBHOOK_ALLOW_PRIVATE: tests connect to a Dovecot on 127.0.0.1; never in production. */
  allowPrivate: boolean;
  /** Messages read per sync run (the rest come in the next runs). */
  batchSize?: number;
  /** Messages kept per account: the oldest go beyond it (the plan's synced volume). */
  maxStored?: number;
  /** Bytes of one message read to write its excerpt (attachments are never read whole). */
  maxSourceBytes?: number;
  now?: () => Date;
}

export type MailboxService = ReturnType<typeof createMailboxService>;

const claimMs = 2 * 60_000;
const firstSyncDepth = 200;

function headerMap(raw: Buffer | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!raw) return map;
  const unfolded = raw.toString('utf8').replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) map.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return map;
}

async function excerptOf(source: Buffer | undefined): Promise<string> {
  if (!source) return '';
  try {
    const parsed = await simpleParser(source, {
      skipHtmlToText: false,
      skipTextToHtml: true,
      skipImageLinks: true,
    });
    const text = parsed.text ?? '';
    return text.replace(/\s+/g, ' ').trim().slice(0, 500);
  } catch {
    // Malformed MIME: the message is kept with its headers, without an excerpt.
    return '';
  }
}

export function createMailboxService(options: MailboxServiceOptions) {
  const { db, secrets } = options;
  const batchSize = options.batchSize ?? 100;
  const maxStored = options.maxStored ?? 2000;
  const maxSourceBytes = options.maxSourceBytes ?? 64 * 1024;
  const now = options.now ?? (() => new Date());

  async function checkHost(host: string) {
    try {
      await assertPublicUrl(`imap://${host}/`, options.allowPrivate);
    } catch (err) {
      if (err instanceof BlockedAddressError) throw new ApiError(422, 'mailbox_blocked', err.message);
      throw new ApiError(422, 'mailbox_unreachable', `Le serveur ${host} est introuvable.`);
    }
  }

  async function accountOf(userId: string): Promise<Account | undefined> {
    const [row] = await db.select().from(mailboxAccount).where(eq(mailboxAccount.userId, userId));
    return row;
  }

  /** Takes the account's sync claim, or returns undefined when another run holds it. */
  async function claim(accountId: string): Promise<Account | undefined> {
    const at = now();
    const [row] = await db
      .update(mailboxAccount)
      .set({ syncClaimedUntil: new Date(at.getTime() + claimMs) })
      .where(
        and(
          eq(mailboxAccount.id, accountId),
          or(isNull(mailboxAccount.syncClaimedUntil), lt(mailboxAccount.syncClaimedUntil, at)),
        ),
      )
      .returning();
    return row;
  }

  async function syncAccount(account: Account): Promise<{ added: number; more: boolean }> {
    const password = secrets.open(account.secret);
    const client = imapClient(account, password);
    let added = 0;
    let more = false;
    try {
      await client.connect();
      const box = await client.mailboxOpen('INBOX', { readOnly: true });
      const uidValidity = Number(box.uidValidity);
      let lastUid = account.lastUid;
      if (account.uidValidity !== null && account.uidValidity !== uidValidity) {
        // The server renumbered the mailbox: what was stored no longer matches its UIDs; read it again.
        await db.delete(mailboxMessage).where(eq(mailboxMessage.accountId, account.id));
        lastUid = 0;
      }
      const uidNext = box.uidNext;
      if (lastUid === 0) lastUid = Math.max(0, uidNext - 1 - firstSyncDepth);
      if (uidNext - 1 > lastUid) {
        const last = Math.min(uidNext - 1, lastUid + batchSize);
        more = last < uidNext - 1;
        const fetched: FetchMessageObject[] = [];
        for await (const message of client.fetch(
          `${lastUid + 1}:${last}`,
          {
            uid: true,
            envelope: true,
            internalDate: true,
            headers: [
              'list-unsubscribe',
              'list-id',
              'precedence',
              'x-priority',
              'importance',
              'priority',
              'references',
            ],
            source: { maxLength: maxSourceBytes },
          },
          { uid: true },
        )) {
          fetched.push(message);
        }
        for (const message of fetched) {
          const headers = headerMap(message.headers);
          const subject = message.envelope?.subject ?? '';
          const excerpt = await excerptOf(message.source);
          const from = message.envelope?.from?.[0];
          const inserted = await db
            .insert(mailboxMessage)
            .values({
              accountId: account.id,
              userId: account.userId,
              uid: message.uid,
              messageId: message.envelope?.messageId ?? null,
              references: headers.get('references') ?? null,
              fromAddress: from?.address ?? '',
              fromName: from?.name ?? '',
              subject: subject.slice(0, 500),
              receivedAt: new Date(message.internalDate ?? message.envelope?.date ?? now()),
              excerpt,
              category: triage({ subject, text: excerpt, headers }),
            })
            .onConflictDoNothing()
            .returning({ id: mailboxMessage.id });
          added += inserted.length;
        }
        lastUid = last;
      }
      await client.logout().catch(() => {});
      // The high-water mark moves only after the batch is stored: a crash before reads it again, harmlessly.
      await db
        .update(mailboxAccount)
        .set({
          uidValidity,
          lastUid,
          lastSyncAt: now(),
          lastError: null,
          syncClaimedUntil: null,
          // Rotation: a value sealed with an older key is sealed again with the current one.
          ...(secrets.isStale(account.secret) ? { secret: secrets.seal(password) } : {}),
        })
        .where(eq(mailboxAccount.id, account.id));
      await prune(account.id);
      return { added, more };
    } catch (err) {
      client.close();
      const fault = err instanceof ApiError ? err : imapFault(err, account);
      logger().warn({ err: loggableError(err), accountId: account.id }, 'mailbox sync failed');
      await db
        .update(mailboxAccount)
        .set({ lastError: fault.message, syncClaimedUntil: null })
        .where(eq(mailboxAccount.id, account.id));
      throw fault;
    }
  }

  async function prune(accountId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(mailboxMessage)
      .where(eq(mailboxMessage.accountId, accountId));
    const excess = (row?.n ?? 0) - maxStored;
    if (excess <= 0) return;
    const oldest = await db
      .select({ id: mailboxMessage.id })
      .from(mailboxMessage)
      .where(eq(mailboxMessage.accountId, accountId))
      .orderBy(mailboxMessage.uid)
      .limit(excess);
    await db.delete(mailboxMessage).where(
      inArray(
        mailboxMessage.id,
        oldest.map((o) => o.id),
      ),
    );
  }

  return {
    async state(userId: string) {
      const account = await accountOf(userId);
      if (!account) return { account: null };
      const [row] = await db
        .select({ n: count() })
        .from(mailboxMessage)
        .where(eq(mailboxMessage.accountId, account.id));
      return {
        account: {
          email: account.email,
          imapHost: account.imapHost,
          imapPort: account.imapPort,
          imapTls: account.imapTls,
          smtpHost: account.smtpHost,
          smtpPort: account.smtpPort,
          smtpTls: account.smtpTls,
          username: account.username,
          lastSyncAt: account.lastSyncAt?.toISOString() ?? null,
          lastError: account.lastError,
          messageCount: row?.n ?? 0,
          connectedAt: account.createdAt.toISOString(),
        },
      };
    },

    /** Checks the login on the server, then stores the account (password sealed) and reads the first batch. */
    async connect(userId: string, input: MailboxConnectInput & { imapPort: number; smtpPort: number }) {
      if (await accountOf(userId)) {
        throw new ApiError(
          409,
          'mailbox_exists',
          'Une boîte mail est déjà connectée : déconnectez-la avant d’en connecter une autre.',
        );
      }
      await checkHost(input.imapHost);
      await checkHost(input.smtpHost);
      const probe = imapClient(input, input.password);
      try {
        await probe.connect();
        await probe.mailboxOpen('INBOX', { readOnly: true });
        await probe.logout();
      } catch (err) {
        probe.close();
        throw imapFault(err, input);
      }
      const [account] = await db
        .insert(mailboxAccount)
        .values({
          userId,
          email: input.email,
          imapHost: input.imapHost,
          imapPort: input.imapPort,
          imapTls: input.imapTls,
          smtpHost: input.smtpHost,
          smtpPort: input.smtpPort,
          smtpTls: input.smtpTls,
          username: input.username,
          secret: secrets.seal(input.password),
        })
        .onConflictDoNothing({ target: mailboxAccount.userId })
        .returning();
      if (!account) {
        throw new ApiError(409, 'mailbox_exists', 'Une boîte mail est déjà connectée.');
      }
      await this.sync(userId).catch(() => {});
      return this.state(userId);
    },

    /** One bounded sync run; a run already under way (here or on another instance) is not doubled. */
    async sync(userId: string) {
      const account = await accountOf(userId);
      if (!account) throw new ApiError(404, 'not_found', 'Aucune boîte mail n’est connectée.');
      const claimed = await claim(account.id);
      if (!claimed) {
        throw new ApiError(409, 'mailbox_busy', 'Une synchronisation de cette boîte est déjà en cours.');
      }
      return syncAccount(claimed);
    },

    /** Every account whose last sync is older than `age`, one run each (the background job). */
    async syncDue(ageMs: number): Promise<void> {
      const due = await db
        .select({ userId: mailboxAccount.userId })
        .from(mailboxAccount)
        .where(
          or(
            isNull(mailboxAccount.lastSyncAt),
            lt(mailboxAccount.lastSyncAt, new Date(now().getTime() - ageMs)),
          ),
        )
        .limit(20);
      for (const { userId } of due) await this.sync(userId).catch(() => {});
    },

    /**
     * The background job: every 5 minutes, the accounts not synced for 10 minutes get one bounded run each
     * (a run claimed elsewhere is skipped). Returns the stop function, which waits for a run under way.
     */
    startSync(everyMs = 5 * 60_000, ageMs = 10 * 60_000): () => Promise<void> {
      let running: Promise<void> | null = null;
      const timer = setInterval(() => {
        if (running) return;
        running = this.syncDue(ageMs)
          .catch((err: unknown) => logger().error({ err: loggableError(err) }, 'mailbox sync job failed'))
          .finally(() => {
            running = null;
          });
      }, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },

    /** A reply to a synced message, ready to propose: to its sender, « Re: » its subject, the draft given. */
    async replyDraft(userId: string, messageId: string, body: string | undefined) {
      const [message] = await db
        .select()
        .from(mailboxMessage)
        .where(and(eq(mailboxMessage.id, messageId), eq(mailboxMessage.userId, userId)));
      if (!message)
        throw new ApiError(404, 'not_found', 'Message introuvable dans votre boîte synchronisée.');
      const subject = /^re\s*:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
      const name = message.fromName.split(/\s+/)[0];
      return {
        replyTo: message.id,
        to: message.fromAddress,
        subject: subject.slice(0, 300),
        body:
          body?.trim() ||
          `Bonjour${name ? ` ${name}` : ''},\n\nMerci pour votre message. Je reviens vers vous très rapidement avec une réponse complète.\n\nBien cordialement,`,
      };
    },

    /**
     * Sends an approved reply from the user's own address through their SMTP server, threaded under the
     * original (In-Reply-To, References), then appends the sent copy to their Sent folder over IMAP.
     */
    async sendReply(
      userId: string,
      params: { replyTo: string; to: string; subject: string; body: string },
      /** The approving transaction: on PGlite another query would wait for it for ever. */
      using: Db = db,
    ) {
      const [account] = await using.select().from(mailboxAccount).where(eq(mailboxAccount.userId, userId));
      if (!account)
        throw new ApiError(409, 'mailbox_missing', 'Aucune boîte mail n’est connectée pour envoyer.');
      const [original] = await using
        .select()
        .from(mailboxMessage)
        .where(and(eq(mailboxMessage.id, params.replyTo), eq(mailboxMessage.userId, userId)));
      const references = [original?.references, original?.messageId].filter(Boolean).join(' ') || undefined;
      const password = secrets.open(account.secret);
      const mail = {
        from: account.email,
        to: params.to,
        subject: params.subject,
        text: params.body,
        inReplyTo: original?.messageId ?? undefined,
        references,
      };
      const raw = await new MailComposer(mail).compile().build();
      const transport = nodemailer.createTransport({
        host: account.smtpHost,
        port: account.smtpPort,
        secure: account.smtpTls,
        auth: { user: account.username, pass: password },
        connectionTimeout: 15_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      try {
        await transport.sendMail({ envelope: { from: account.email, to: [params.to] }, raw });
      } catch (err) {
        const e = err as { code?: string; responseCode?: number };
        if (e.code === 'EAUTH') {
          throw new ApiError(
            422,
            'mailbox_auth',
            'Le serveur SMTP a refusé l’identifiant ou le mot de passe.',
          );
        }
        throw new ApiError(
          422,
          'mailbox_send',
          `L’envoi par ${account.smtpHost}:${account.smtpPort} a échoué : rien n’a été envoyé.`,
        );
      } finally {
        transport.close();
      }
      // The copy in Sent: best effort, the mail itself is gone (a failure is logged, not thrown).
      const imap = imapClient(account, password);
      try {
        await imap.connect();
        const boxes = await imap.list();
        const sent = boxes.find((b) => b.specialUse === '\\Sent')?.path ?? 'Sent';
        await imap.append(sent, raw, ['\\Seen']);
        await imap.logout();
      } catch (err) {
        imap.close();
        logger().warn({ err: loggableError(err) }, 'sent copy not appended');
      }
    },

    /** Disconnecting: the account, its sealed password and every synced message are deleted. */
    async disconnect(userId: string): Promise<void> {
      await db.delete(mailboxAccount).where(eq(mailboxAccount.userId, userId));
    },

    async messages(userId: string, category?: MailCategory, limit = 50): Promise<MailMessageView[]> {
      const rows = await db
        .select()
        .from(mailboxMessage)
        .where(
          and(
            eq(mailboxMessage.userId, userId),
            category ? eq(mailboxMessage.category, category) : sql`true`,
          ),
        )
        .orderBy(desc(mailboxMessage.receivedAt))
        .limit(limit);
      return rows.map((m) => ({
        id: m.id,
        from: m.fromAddress,
        fromName: m.fromName,
        subject: m.subject,
        receivedAt: m.receivedAt.toISOString(),
        excerpt: m.excerpt,
        category: m.category,
      }));
    },
  };
}
