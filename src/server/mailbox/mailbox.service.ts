import { and, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import type { MailboxConnectInput, MailMessageView } from '../../shared/connections.ts';
import { connectionLimits, type MailCategory } from '../../shared/connections-model.ts';
import type { PlanId } from '../../shared/plans.ts';
import type { MailReplyWriter } from '../ai/index.ts';
import type { Db } from '../db/client.ts';
import { mailboxAccount, mailboxMessage } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import { awayFromLine } from '../http/request-queue.ts';
import { checkAccountLimit, withinAccountLimit } from '../integrations/connection-limits.ts';
import { backoffMs, syncEveryMs } from '../integrations/sync-schedule.ts';
import type { PrivatePolicy } from '../outgoing/address-guard.ts';
import { checkedMailHost, imapClient, imapFault } from './imap.ts';
import type { SecretBox } from './secret-box.ts';
import { triage } from './triage.ts';

// The mailbox connection (issue 22, decisions 026 and 033). The sync reads INBOX read-only by UID, in
// batches after the last UID stored, a bounded size per message; each batch is stored with the new
// high-water mark in one transaction, so a crash resumes after the last batch stored and a message is never
// stored twice. A claim in the account row keeps one sync per account at a time across instances; the
// background job (the scheduler's tick) claims due accounts with SKIP LOCKED and backs off after failures.

type Account = typeof mailboxAccount.$inferSelect;

export interface MailboxServiceOptions {
  db: Db;
  secrets: SecretBox;
  /** CONNECTORS_ALLOW_PRIVATE: tests connect to a Dovecot on 127.0.0.1; never in production. */
  allowPrivate: PrivatePolicy;
  /** The user's plan: how many accounts and messages they may keep (connectionLimits). */
  planOf(userId: string): Promise<PlanId>;
  /** Messages read per batch; each batch is stored with the mark in one transaction. */
  batchSize?: number;
  /** How long a run started by the user (connect, « Synchroniser maintenant ») reads batches; 0: one batch. */
  onDemandBudgetMs?: number;
  /** Messages kept per account, instead of the plan's (tests). */
  maxStored?: number;
  /** Bytes of one message read to write its excerpt (attachments are never read whole). */
  maxSourceBytes?: number;
  now?: () => Date;
  /** Told after each batch is stored, with the new mark (progress, for the fault tests and the bench). */
  onBatch?: (progress: { lastUid: number; added: number }) => void;
  /**
   * Given each batch's newly stored messages inside the batch's transaction (the support desk turns them
   * into tickets, decision 066): what it writes commits with the batch, once, and a crash redoes both.
   */
  onNewMail?: (tx: Db, mails: IncomingMail[]) => Promise<void>;
}

/** A message just stored by a sync, with what the support desk needs beyond the stored excerpt. */
export interface IncomingMail {
  userId: string;
  /** The connected address (its own messages, sent to itself, are not requests). */
  accountEmail: string;
  /** When the mailbox was connected: older mail is history, not new requests. */
  connectedAt: Date;
  messageId: string | null;
  inReplyTo: string | null;
  references: string | null;
  fromAddress: string;
  fromName: string;
  subject: string;
  /** The text part, up to 20,000 characters (from the message's first bytes only). */
  text: string;
  receivedAt: Date;
  category: MailCategory;
}

export type MailboxService = ReturnType<typeof createMailboxService>;

/** One batch's messages as fetched (only what the features need), before they are stored. */
const fetchQuery = {
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
} as const;

const claimMs = 2 * 60_000;

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

/** The text part (up to 20,000 characters), from the message's first bytes only (a partial fetch). */
async function textOf(source: Buffer | undefined): Promise<string> {
  if (!source) return '';
  try {
    // Loaded on first use, like imapflow and nodemailer below: most processes never sync a mailbox.
    const { simpleParser } = await import('mailparser');
    const parsed = await simpleParser(source, {
      skipHtmlToText: false,
      skipTextToHtml: true,
      skipImageLinks: true,
    });
    return (parsed.text ?? '').trim().slice(0, 20_000);
  } catch {
    // Malformed MIME: the message is kept with its headers, without an excerpt.
    return '';
  }
}

export function createMailboxService(options: MailboxServiceOptions) {
  const { db, secrets } = options;
  const batchSize = options.batchSize ?? 100;
  const maxSourceBytes = options.maxSourceBytes ?? 64 * 1024;
  const now = options.now ?? (() => new Date());
  const onDemandBudgetMs = options.onDemandBudgetMs ?? 5_000;
  const maxStoredOf = async (userId: string) =>
    options.maxStored ?? connectionLimits[await options.planOf(userId)].messages;

  const guard = { allowPrivate: options.allowPrivate };

  async function accountOf(userId: string): Promise<Account | undefined> {
    const [row] = await db.select().from(mailboxAccount).where(eq(mailboxAccount.userId, userId));
    return row;
  }

  const free = (at: Date) =>
    or(isNull(mailboxAccount.syncClaimedUntil), lt(mailboxAccount.syncClaimedUntil, at));

  /** Takes the account's sync claim, or returns undefined when another run holds it. */
  async function claim(accountId: string): Promise<Account | undefined> {
    const at = now();
    const [row] = await db
      .update(mailboxAccount)
      .set({ syncClaimedUntil: new Date(at.getTime() + claimMs) })
      .where(and(eq(mailboxAccount.id, accountId), free(at)))
      .returning();
    return row;
  }

  /**
   * Claims the account whose background sync is the most overdue, across instances: SKIP LOCKED and the
   * claim in the same statement, so two instances never take the same account.
   */
  async function claimDue(at: Date): Promise<Account | undefined> {
    const due = db
      .select({ id: mailboxAccount.id })
      .from(mailboxAccount)
      .where(and(or(isNull(mailboxAccount.nextSyncAt), lte(mailboxAccount.nextSyncAt, at)), free(at)))
      .orderBy(sql`${mailboxAccount.nextSyncAt} asc nulls first`)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailboxAccount)
      .set({ syncClaimedUntil: new Date(at.getTime() + claimMs) })
      .where(inArray(mailboxAccount.id, due))
      .returning();
    return row;
  }

  /** Reads one batch of UIDs (lastUid, last] and stores it with the new mark, in one transaction. */
  async function storeBatch(
    client: ImapFlow,
    account: Account,
    range: { from: number; to: number },
    uidValidity: number,
  ): Promise<number> {
    const rows: Array<typeof mailboxMessage.$inferInsert> = [];
    const incoming: IncomingMail[] = [];
    // Reading from the mail server gives the request's place in the PGlite line to others (decision 057).
    await awayFromLine(async () => {
      for await (const message of client.fetch(
        `${range.from}:${range.to}`,
        { ...fetchQuery, headers: [...fetchQuery.headers], source: { maxLength: maxSourceBytes } },
        { uid: true },
      )) {
        // Parsed as it arrives: only the excerpt and the headers stay, never the source.
        const headers = headerMap(message.headers);
        const subject = message.envelope?.subject ?? '';
        const text = await textOf(message.source);
        const excerpt = text.replace(/\s+/g, ' ').slice(0, 500);
        const from = message.envelope?.from?.[0];
        const row = {
          accountId: account.id,
          userId: account.userId,
          uid: message.uid,
          messageId: message.envelope?.messageId?.slice(0, 1000) ?? null,
          references: headers.get('references')?.slice(0, 4000) ?? null,
          fromAddress: from?.address ?? '',
          fromName: from?.name ?? '',
          subject: subject.slice(0, 500),
          receivedAt: new Date(message.internalDate ?? message.envelope?.date ?? now()),
          excerpt,
          category: triage({ subject, text: excerpt, headers }),
        };
        rows.push(row);
        if (options.onNewMail) {
          incoming.push({
            userId: account.userId,
            accountEmail: account.email,
            connectedAt: account.createdAt,
            messageId: row.messageId,
            inReplyTo: message.envelope?.inReplyTo?.slice(0, 1000) ?? null,
            references: row.references,
            fromAddress: row.fromAddress,
            fromName: row.fromName,
            subject: row.subject,
            text,
            receivedAt: row.receivedAt,
            category: row.category,
          });
        }
      }
    });
    return db.transaction(async (tx) => {
      const inserted = rows.length
        ? await tx
            .insert(mailboxMessage)
            .values(rows)
            .onConflictDoNothing()
            .returning({ id: mailboxMessage.id, uid: mailboxMessage.uid })
        : [];
      const onNewMail = options.onNewMail;
      if (onNewMail && inserted.length) {
        const stored = new Set(inserted.map((r) => r.uid));
        const mails = incoming.filter((_, i) => stored.has(rows[i]!.uid));
        // Under a savepoint: a step that fails is rolled back and logged, and never stops the mailbox's sync.
        await tx
          .transaction((step) => onNewMail(step, mails))
          .catch((err: unknown) =>
            logger().error({ err: loggableError(err), accountId: account.id }, 'new mail step failed'),
          );
      }
      // The mark moves with the batch, never backwards (a run that outlived its claim cannot undo another's).
      await tx
        .update(mailboxAccount)
        .set({ uidValidity, lastUid: sql`greatest(${mailboxAccount.lastUid}, ${range.to})` })
        .where(eq(mailboxAccount.id, account.id));
      return inserted.length;
    });
  }

  /**
   * One claimed run: batches of UIDs after the mark until the mailbox is read or the time budget is spent
   * (`more`: the next run goes on). The claim is released at the end, with the next background time: soon
   * when more is left, in 10 minutes after a success, later and later after failures in a row.
   */
  async function syncAccount(account: Account, budgetMs: number): Promise<{ added: number; more: boolean }> {
    const started = performance.now();
    const password = secrets.open(account.secret);
    let client: ImapFlow | undefined;
    let added = 0;
    let more = false;
    try {
      const box = await awayFromLine(async () => {
        client = await imapClient(account, password, guard);
        await client.connect();
        return client.mailboxOpen('INBOX', { readOnly: true });
      });
      const uidValidity = Number(box.uidValidity);
      let lastUid = account.lastUid;
      if (account.uidValidity !== null && account.uidValidity !== uidValidity) {
        // The server renumbered the mailbox: what was stored no longer matches its UIDs; read it again.
        await db.delete(mailboxMessage).where(eq(mailboxMessage.accountId, account.id));
        await db.update(mailboxAccount).set({ lastUid: 0 }).where(eq(mailboxAccount.id, account.id));
        lastUid = 0;
      }
      const top = box.uidNext - 1;
      // The first run reads only the most recent messages the plan keeps.
      if (lastUid === 0) lastUid = Math.max(0, top - (await maxStoredOf(account.userId)));
      while (lastUid < top) {
        const last = Math.min(top, lastUid + batchSize);
        const stored = await storeBatch(client!, account, { from: lastUid + 1, to: last }, uidValidity);
        added += stored;
        lastUid = last;
        options.onBatch?.({ lastUid, added: stored });
        if (lastUid < top && performance.now() - started >= budgetMs) {
          more = true;
          break;
        }
      }
      await client!.logout().catch(() => {});
      const at = now();
      await db
        .update(mailboxAccount)
        .set({
          uidValidity,
          lastSyncAt: at,
          lastError: null,
          syncFailures: 0,
          nextSyncAt: more ? at : new Date(at.getTime() + syncEveryMs),
          syncClaimedUntil: null,
          // Rotation: a value sealed with an older key is sealed again with the current one.
          ...(secrets.isStale(account.secret) ? { secret: secrets.seal(password) } : {}),
        })
        .where(eq(mailboxAccount.id, account.id));
      await prune(account);
      return { added, more };
    } catch (err) {
      client?.close();
      const fault = err instanceof ApiError ? err : imapFault(err, account);
      logger().warn({ err: loggableError(err), accountId: account.id }, 'mailbox sync failed');
      const failures = account.syncFailures + 1;
      await db
        .update(mailboxAccount)
        .set({
          lastError: fault.message,
          syncFailures: failures,
          nextSyncAt: new Date(now().getTime() + backoffMs(failures)),
          syncClaimedUntil: null,
        })
        .where(eq(mailboxAccount.id, account.id));
      throw fault;
    }
  }

  /** Beyond the plan's volume, the oldest messages go. */
  async function prune(account: Account) {
    const maxStored = await maxStoredOf(account.userId);
    const [row] = await db
      .select({ n: count() })
      .from(mailboxMessage)
      .where(eq(mailboxMessage.accountId, account.id));
    const excess = (row?.n ?? 0) - maxStored;
    if (excess <= 0) return;
    const oldest = db
      .select({ id: mailboxMessage.id })
      .from(mailboxMessage)
      .where(eq(mailboxMessage.accountId, account.id))
      .orderBy(mailboxMessage.uid)
      .limit(excess);
    await db.delete(mailboxMessage).where(inArray(mailboxMessage.id, oldest));
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
          nextSyncAt: account.nextSyncAt?.toISOString() ?? null,
          syncFailures: account.syncFailures,
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
      // Refused before any connection when the plan is full (checked again when the account is stored).
      const plan = await options.planOf(userId);
      await checkAccountLimit(db, userId, plan);
      await checkedMailHost(input.smtpHost, input.smtpPort, guard, 'SMTP');
      await awayFromLine(async () => {
        const probe = await imapClient(input, input.password, guard);
        try {
          await probe.connect();
          await probe.mailboxOpen('INBOX', { readOnly: true });
          await probe.logout();
        } catch (err) {
          probe.close();
          throw imapFault(err, input);
        }
      });
      const account = await withinAccountLimit(db, userId, plan, async (tx) => {
        const [row] = await tx
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
        return row;
      });
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
      return syncAccount(claimed, onDemandBudgetMs);
    },

    /**
     * The background job's step (run by the scheduler's tick, decision 033): claims the most overdue
     * account and syncs it, then the next, until none is due or the budget is spent. Returns the runs.
     */
    async runDue(at: Date, budgetMs: number): Promise<number> {
      const started = performance.now();
      let runs = 0;
      while (performance.now() - started < budgetMs) {
        const account = await claimDue(at);
        if (!account) break;
        runs += 1;
        await syncAccount(account, budgetMs - (performance.now() - started)).catch(() => {});
      }
      return runs;
    },

    /** A reply to a synced message, ready to propose: to its sender, « Re: » its subject, the draft given. */
    async replyDraft(
      userId: string,
      messageId: string,
      body: string | undefined,
      /** The model provider's writer, when one is configured: it reads the message's headers and excerpt. */
      write?: MailReplyWriter,
    ) {
      const [message] = await db
        .select()
        .from(mailboxMessage)
        .where(and(eq(mailboxMessage.id, messageId), eq(mailboxMessage.userId, userId)));
      if (!message)
        throw new ApiError(404, 'not_found', 'Message introuvable dans votre boîte synchronisée.');
      const subject = /^re\s*:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
      const name = message.fromName.split(/\s+/)[0];
      const written = !body?.trim() && write ? await write(message).catch(() => '') : '';
      return {
        replyTo: message.id,
        to: message.fromAddress,
        subject: subject.slice(0, 300),
        body:
          body?.trim() ||
          written ||
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
      const [{ default: MailComposer }, { default: nodemailer }] = await Promise.all([
        import('nodemailer/lib/mail-composer/index.js'),
        import('nodemailer'),
      ]);
      const raw = await new MailComposer(mail).compile().build();
      // Inside the approving transaction: this wait stays in the request's place (awayFromLine must not).
      const smtp = await checkedMailHost(account.smtpHost, account.smtpPort, guard, 'SMTP');
      const transport = nodemailer.createTransport({
        host: smtp.host,
        ...(smtp.servername ? { servername: smtp.servername } : {}),
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
      let imap: ImapFlow | undefined;
      try {
        imap = await imapClient(account, password, guard);
        await imap.connect();
        const boxes = await imap.list();
        const sent = boxes.find((b) => b.specialUse === '\\Sent')?.path ?? 'Sent';
        await imap.append(sent, raw, ['\\Seen']);
        await imap.logout();
      } catch (err) {
        imap?.close();
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
