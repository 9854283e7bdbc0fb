import { randomBytes, randomUUID } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { paths } from '../../shared/routes.ts';
import {
  type ContactFormInput,
  contactFormMinFillMs,
  doneStatuses,
  pausedStatuses,
  type SupportMessageDto,
  type SupportTicketDetail,
  type SupportTicketDto,
  type SupportTicketList,
  type TicketCategory,
  type TicketChanges,
  type TicketCreate,
  type TicketListFilters,
  type TicketReply,
  type TicketSource,
  ticketTargets,
} from '../../shared/support.ts';
import type { Priority } from '../../shared/workspace-model.ts';
import { triageTicket } from '../ai/support-triage.ts';
import type { Db } from '../db/client.ts';
import {
  companyProfile,
  mailboxAccount,
  supportForm,
  supportMessage,
  supportTicket,
  user,
} from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { IncomingMail } from '../mailbox/mailbox.service.ts';
import type { SecretBox } from '../mailbox/secret-box.ts';
import type { WebhookEvent } from '../webhooks/webhook-dispatcher.ts';
import { addBusinessMinutes } from './business-hours.ts';

// The support desk (issue 40 part 3, decision 066): tickets, their thread of messages, deadlines in Paris
// business hours, the mail coming in from the connected mailbox (a step of its sync, in the same
// transaction), replies sent once through the app's mailer, and the public contact form.

/**
 * THE ONE PLACE that decides whose desk a user works in. Today a desk belongs to one account (its id);
 * once teams exist, return the user's organisation id here: every read and write of this service filters
 * on the value it returns (`workspace_id` of support_ticket, support_message and support_form).
 */
export function supportScope(userId: string): string {
  return userId;
}

type TicketRow = typeof supportTicket.$inferSelect;
type MessageRow = typeof supportMessage.$inferSelect;

export interface SupportServiceOptions {
  db: Db;
  mailer: Mailer;
  /** Seals the contact form's opening time (its token). */
  secrets: SecretBox;
  /** The app's address: the host of the Message-IDs of sent replies. */
  appUrl: string;
  /**
   * Stores a webhook event in the caller's transaction (`ticket.created`, `ticket.reply_sent`, decision
   * 068): it exists if and only if the ticket or the reply commits; the first attempt after the commit.
   */
  webhooks?: {
    stage(tx: Db, userId: string, event: WebhookEvent): Promise<{ afterCommit(): Promise<void> } | null>;
  };
  now?: () => Date;
}

/** Work to do once the transaction that staged it has committed (a mail's, a webhook's first attempt). */
export type AfterCommit = () => Promise<void>;

/** Runs the staged first attempts; a failure is left to the queues' retries. */
export async function runAfterCommit(pending: AfterCommit[]): Promise<void> {
  for (const run of pending) {
    await run().catch((err: unknown) => {
      logger().warn({ err: loggableError(err) }, 'support: first attempt after commit failed');
    });
  }
}

export type SupportService = ReturnType<typeof createSupportService>;

const notFound = () => new ApiError(404, 'support:ticket_not_found');
/** A contact form's token is good for a day after the form was opened. */
const formTokenMaxAgeMs = 24 * 3_600_000;

/** Every `<id>` of a header (In-Reply-To, References), in order. */
export function messageIdsIn(header: string | null | undefined): string[] {
  if (!header) return [];
  return [...header.matchAll(/<[^<>\s]+>/g)].map((m) => m[0]).slice(-50);
}

function normalisedMessageId(value: string | null | undefined): string | null {
  if (!value) return null;
  const [first] = messageIdsIn(value);
  if (first) return first.slice(0, 1000);
  const bare = value.trim();
  return bare && !/\s/.test(bare) ? `<${bare.slice(0, 998)}>` : null;
}

function deadlines(from: Date, priority: Priority) {
  const target = ticketTargets[priority];
  return {
    firstResponseDueAt: addBusinessMinutes(from, target.firstResponse),
    resolutionDueAt: addBusinessMinutes(from, target.resolution),
  };
}

/** Past a deadline while one runs (decision 066: none runs while waiting on the requester or done). */
export function isOverdue(t: TicketRow, at: Date): boolean {
  if (pausedStatuses.includes(t.status)) return false;
  return (
    (t.firstRespondedAt === null && t.firstResponseDueAt.getTime() < at.getTime()) ||
    t.resolutionDueAt.getTime() < at.getTime()
  );
}

/** The same rule in SQL, for the list's filter and count. */
function overdueSql(at: Date): SQL {
  return and(
    notInArray(supportTicket.status, [...pausedStatuses]),
    or(
      and(isNull(supportTicket.firstRespondedAt), lt(supportTicket.firstResponseDueAt, at)),
      lt(supportTicket.resolutionDueAt, at),
    ),
  )!;
}

function ticketDto(t: TicketRow, at: Date): SupportTicketDto {
  return {
    id: t.id,
    requesterName: t.requesterName,
    requesterEmail: t.requesterEmail,
    subject: t.subject,
    status: t.status,
    priority: t.priority,
    category: t.category,
    assignee: t.assignee,
    source: t.source,
    createdAt: t.createdAt.toISOString(),
    lastMessageAt: t.lastMessageAt.toISOString(),
    firstResponseDueAt: t.firstResponseDueAt.toISOString(),
    resolutionDueAt: t.resolutionDueAt.toISOString(),
    firstRespondedAt: t.firstRespondedAt?.toISOString() ?? null,
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
    overdue: isOverdue(t, at),
    triage:
      t.triageCategory && t.triageUrgency && t.triageTone && t.suggestedPriority
        ? {
            category: t.triageCategory,
            urgency: t.triageUrgency,
            tone: t.triageTone,
            suggestedPriority: t.suggestedPriority,
          }
        : null,
  };
}

function messageDto(m: MessageRow): SupportMessageDto {
  return {
    id: m.id,
    direction: m.direction,
    authorName: m.authorName,
    authorEmail: m.authorEmail,
    body: m.body,
    messageId: m.messageId,
    sentAt: m.sentAt.toISOString(),
  };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The open tickets the employees see in the workspace snapshot (decision 068): late ones first. */
export const snapshotTicketLimit = 30;
/** How much of a customer's last message the snapshot carries (a pasted thread can be long). */
export const snapshotMessageChars = 2000;

/**
 * The desk as the employees read it: how many tickets are open and late, and the open ones (new, open,
 * waiting on the requester), overdue first then by the nearest deadline, at most `snapshotTicketLimit`.
 * Undefined when the desk has never had a ticket.
 */
export async function supportSummary(db: Db, userId: string, at: Date) {
  const scope = supportScope(userId);
  const open = and(eq(supportTicket.workspaceId, scope), notInArray(supportTicket.status, [...doneStatuses]));
  const [[counts], rows] = await Promise.all([
    db
      .select({
        all: count(),
        open: sql<number>`count(*) filter (where ${supportTicket.status} not in ('resolved', 'closed'))::int`,
        overdue: sql<number>`count(*) filter (where ${overdueSql(at)})::int`,
      })
      .from(supportTicket)
      .where(eq(supportTicket.workspaceId, scope)),
    db
      .select()
      .from(supportTicket)
      .where(open)
      .orderBy(
        sql`(${overdueSql(at)}) desc`,
        sql`case when ${supportTicket.firstRespondedAt} is null then least(${supportTicket.firstResponseDueAt}, ${supportTicket.resolutionDueAt}) else ${supportTicket.resolutionDueAt} end`,
      )
      .limit(snapshotTicketLimit),
  ]);
  if (!counts?.all) return undefined;
  // What each customer last wrote: the employees answer the ticket's words, not only its subject.
  const lastWords = rows.length
    ? await db
        .selectDistinctOn([supportMessage.ticketId], {
          ticketId: supportMessage.ticketId,
          body: sql<string>`left(${supportMessage.body}, ${snapshotMessageChars})`,
        })
        .from(supportMessage)
        .where(
          and(
            inArray(
              supportMessage.ticketId,
              rows.map((t) => t.id),
            ),
            eq(supportMessage.direction, 'inbound'),
          ),
        )
        .orderBy(supportMessage.ticketId, desc(supportMessage.sentAt))
    : [];
  return {
    openCount: Number(counts.open),
    overdueCount: Number(counts.overdue),
    tickets: rows.map((t) => ticketDto(t, at)),
    lastMessages: Object.fromEntries(lastWords.map((m) => [m.ticketId, m.body])),
  };
}

export function createSupportService(options: SupportServiceOptions) {
  const { db, mailer, secrets } = options;
  const now = options.now ?? (() => new Date());
  const { webhooks } = options;
  const messageIdHost = new URL(options.appUrl).hostname || 'septime.local';

  async function ticketOf(using: Db, scope: string, id: string): Promise<TicketRow> {
    const [row] = await using
      .select()
      .from(supportTicket)
      .where(and(eq(supportTicket.id, id), eq(supportTicket.workspaceId, scope)));
    if (!row) throw notFound();
    return row;
  }

  async function detail(using: Db, scope: string, id: string): Promise<SupportTicketDetail> {
    const ticket = await ticketOf(using, scope, id);
    const messages = await using
      .select()
      .from(supportMessage)
      .where(and(eq(supportMessage.ticketId, id), eq(supportMessage.workspaceId, scope)))
      .orderBy(asc(supportMessage.sentAt), asc(supportMessage.createdAt));
    return { ticket: ticketDto(ticket, now()), messages: messages.map(messageDto) };
  }

  /** A new ticket and its first message, in the caller's transaction. */
  async function openTicket(
    tx: Db,
    owner: { scope: string; userId: string },
    input: {
      requesterName: string;
      requesterEmail: string;
      subject: string;
      body: string;
      priority: Priority;
      category: TicketCategory;
      source: TicketSource;
      at: Date;
      messageId?: string | null;
      inReplyTo?: string | null;
      references?: string | null;
    },
  ): Promise<{ ticket: TicketRow; afterCommit: AfterCommit[] }> {
    // Clide's triage (decision 068): cheap word rules, computed here so every way in gets it. A request
    // from outside takes its category; the user's own typing keeps what they chose.
    const triage = triageTicket({ subject: input.subject, body: input.body });
    const [ticket] = await tx
      .insert(supportTicket)
      .values({
        workspaceId: owner.scope,
        userId: owner.userId,
        requesterName: input.requesterName,
        requesterEmail: input.requesterEmail,
        subject: input.subject,
        priority: input.priority,
        category: input.source === 'manual' ? input.category : triage.category,
        source: input.source,
        triageCategory: triage.category,
        triageUrgency: triage.urgency,
        triageTone: triage.tone,
        suggestedPriority: triage.suggestedPriority,
        lastMessageAt: input.at,
        createdAt: input.at,
        ...deadlines(input.at, input.priority),
      })
      .returning();
    await tx.insert(supportMessage).values({
      ticketId: ticket!.id,
      workspaceId: owner.scope,
      direction: 'inbound',
      authorName: input.requesterName,
      authorEmail: input.requesterEmail,
      body: input.body,
      messageId: input.messageId ?? null,
      inReplyTo: input.inReplyTo ?? null,
      references: input.references ?? null,
      sentAt: input.at,
    });
    const staged = await webhooks?.stage(tx, owner.userId, {
      type: 'ticket.created',
      data: ticketDto(ticket!, now()),
    });
    return { ticket: ticket!, afterCommit: staged ? [staged.afterCommit] : [] };
  }

  /** A message from the requester on an existing ticket: a done ticket opens again, its deadlines anew. */
  async function appendInbound(tx: Db, ticket: TicketRow, mail: IncomingMail, messageId: string | null) {
    const at = mail.receivedAt;
    await tx.insert(supportMessage).values({
      ticketId: ticket.id,
      workspaceId: ticket.workspaceId,
      direction: 'inbound',
      authorName: mail.fromName || mail.fromAddress,
      authorEmail: mail.fromAddress.toLowerCase(),
      body: mail.text || mail.subject,
      messageId,
      inReplyTo: normalisedMessageId(mail.inReplyTo),
      references: mail.references?.slice(0, 4000) ?? null,
      sentAt: at,
    });
    const reopened = doneStatuses.includes(ticket.status);
    const reopenAt = now();
    await tx
      .update(supportTicket)
      .set({
        lastMessageAt: sql`greatest(${supportTicket.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
        updatedAt: reopenAt,
        ...(reopened
          ? {
              status: 'open' as const,
              resolvedAt: null,
              firstRespondedAt: null,
              ...deadlines(reopenAt, ticket.priority),
            }
          : ticket.status === 'waiting'
            ? { status: 'open' as const }
            : {}),
      })
      .where(eq(supportTicket.id, ticket.id));
  }

  /**
   * A reply in the caller's transaction (the reply box's, or an approved `support_reply`'s claim): the
   * thread's message and its mail staged together; a `requestKey` already used sends nothing more.
   * Returns the first attempts to make once committed.
   */
  async function replyIn(tx: Db, userId: string, id: string, input: TicketReply): Promise<AfterCommit[]> {
    const scope = supportScope(userId);
    const ticket = await ticketOf(tx, scope, id);
    const thread = await tx
      .select({ messageId: supportMessage.messageId })
      .from(supportMessage)
      .where(and(eq(supportMessage.ticketId, id), isNotNull(supportMessage.messageId)))
      .orderBy(asc(supportMessage.sentAt), asc(supportMessage.createdAt));
    const ids = thread.map((m) => m.messageId!);
    const at = now();
    const messageId = `<${randomUUID()}@${messageIdHost}>`;
    const sender = await senderName(tx, userId);
    const [inserted] = await tx
      .insert(supportMessage)
      .values({
        ticketId: id,
        workspaceId: scope,
        direction: 'outbound',
        authorName: sender.name,
        authorEmail: sender.email,
        body: input.body,
        messageId,
        inReplyTo: ids.at(-1) ?? null,
        references: ids.slice(-20).join(' ') || null,
        requestKey: input.requestKey,
        sentAt: at,
      })
      .onConflictDoNothing({ target: [supportMessage.ticketId, supportMessage.requestKey] })
      .returning();
    // The same reply again (a double click, a retry after a lost answer): nothing more is sent.
    if (!inserted) return [];
    // Answers go to the connected mailbox, whose sync threads them back into this ticket.
    const [mailbox] = await tx
      .select({ email: mailboxAccount.email })
      .from(mailboxAccount)
      .where(eq(mailboxAccount.userId, userId));
    const subject = /^re\s*:/i.test(ticket.subject) ? ticket.subject : `Re: ${ticket.subject}`;
    const mail = await mailer.stage(tx, {
      to: ticket.requesterEmail,
      subject: subject.slice(0, 300),
      text: input.body,
      html: `<div style="white-space:pre-wrap">${escapeHtml(input.body)}</div>`,
      meta: { kind: 'support-reply', ticket: id },
      userId,
      href: paths.supportTicket(id),
      headers: {
        messageId,
        ...(inserted.inReplyTo ? { inReplyTo: inserted.inReplyTo } : {}),
        ...(inserted.references ? { references: inserted.references } : {}),
        replyTo: mailbox?.email ?? sender.email,
        fromName: sender.name,
      },
    });
    await tx.update(supportMessage).set({ mailRef: mail.ref }).where(eq(supportMessage.id, inserted.id));
    await tx
      .update(supportTicket)
      .set({
        lastMessageAt: at,
        updatedAt: at,
        firstRespondedAt: ticket.firstRespondedAt ?? at,
        // Answered: the ball is in the requester's court (a done ticket stays done).
        ...(ticket.status === 'new' || ticket.status === 'open' ? { status: 'waiting' as const } : {}),
      })
      .where(eq(supportTicket.id, id));
    const event = await webhooks?.stage(tx, userId, {
      type: 'ticket.reply_sent',
      data: {
        ticketId: id,
        messageId,
        to: ticket.requesterEmail,
        subject: subject.slice(0, 300),
        body: input.body,
        sentAt: at.toISOString(),
      },
    });
    return [mail.afterCommit, ...(event ? [event.afterCommit] : [])];
  }

  async function senderName(using: Db, userId: string): Promise<{ name: string; email: string }> {
    const [row] = await using
      .select({ name: user.name, email: user.email, company: companyProfile.name })
      .from(user)
      .leftJoin(companyProfile, eq(companyProfile.userId, user.id))
      .where(eq(user.id, userId));
    return { name: row?.company?.trim() || row?.name || 'Support', email: row?.email ?? '' };
  }

  return {
    async list(userId: string, query: TicketListFilters): Promise<SupportTicketList> {
      const scope = supportScope(userId);
      const at = now();
      const conditions: SQL[] = [eq(supportTicket.workspaceId, scope)];
      if (query.status) conditions.push(eq(supportTicket.status, query.status));
      if (query.overdue === 'true') conditions.push(overdueSql(at));
      if (query.q) {
        const text = contains(query.q);
        conditions.push(
          or(
            sql`${supportTicket.subject} ilike ${text}`,
            sql`${supportTicket.requesterName} ilike ${text}`,
            sql`${supportTicket.requesterEmail} ilike ${text}`,
          )!,
        );
      }
      const where = and(...conditions);
      const [rows, [total], [overdue]] = await Promise.all([
        db
          .select()
          .from(supportTicket)
          .where(where)
          .orderBy(desc(supportTicket.lastMessageAt), desc(supportTicket.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(supportTicket).where(where),
        db
          .select({ n: count() })
          .from(supportTicket)
          .where(and(eq(supportTicket.workspaceId, scope), overdueSql(at))),
      ]);
      return {
        items: rows.map((t) => ticketDto(t, at)),
        total: total?.n ?? 0,
        limit: query.limit,
        offset: query.offset,
        overdueCount: overdue?.n ?? 0,
      };
    },

    get(userId: string, id: string): Promise<SupportTicketDetail> {
      return detail(db, supportScope(userId), id);
    },

    /** A ticket typed in by the user (a call, a letter): its first message is the requester's. */
    async create(userId: string, input: TicketCreate): Promise<SupportTicketDetail> {
      const scope = supportScope(userId);
      const { ticket, afterCommit } = await db.transaction((tx) =>
        openTicket(
          tx,
          { scope, userId },
          {
            requesterName: input.requesterName,
            requesterEmail: input.requesterEmail,
            subject: input.subject,
            body: input.body,
            priority: input.priority,
            category: input.category,
            source: 'manual',
            at: now(),
          },
        ),
      );
      await runAfterCommit(afterCommit);
      return detail(db, scope, ticket.id);
    },

    /** Status, priority, category, assignee; a new priority recomputes the deadlines from the creation. */
    async update(userId: string, id: string, patch: TicketChanges): Promise<SupportTicketDto> {
      const scope = supportScope(userId);
      const current = await ticketOf(db, scope, id);
      const at = now();
      const status = patch.status;
      const changes: Partial<typeof supportTicket.$inferInsert> = { updatedAt: at };
      if (patch.priority && patch.priority !== current.priority) {
        Object.assign(changes, { priority: patch.priority }, deadlines(current.createdAt, patch.priority));
      }
      if (patch.category) changes.category = patch.category;
      if (patch.assignee !== undefined) changes.assignee = patch.assignee;
      if (status && status !== current.status) {
        changes.status = status;
        if (doneStatuses.includes(status)) changes.resolvedAt = current.resolvedAt ?? at;
        else changes.resolvedAt = null;
      }
      const [row] = await db
        .update(supportTicket)
        .set(changes)
        .where(and(eq(supportTicket.id, id), eq(supportTicket.workspaceId, scope)))
        .returning();
      if (!row) throw notFound();
      return ticketDto(row, at);
    },

    /**
     * Sends a reply by mail and adds it to the thread, exactly once per `requestKey`: the message and the
     * mail (SMTP queue or outbox) are written in one transaction, the first SMTP attempt after commit.
     */
    async reply(userId: string, id: string, input: TicketReply): Promise<SupportTicketDetail> {
      const scope = supportScope(userId);
      const pending = await db.transaction((tx) => replyIn(tx, userId, id, input));
      await runAfterCommit(pending);
      return detail(db, scope, id);
    },

    replyIn,

    /** The ticket's requester and subject, or the desk's 404 when it is not this user's. */
    async requesterOf(using: Db, userId: string, id: string): Promise<{ email: string; subject: string }> {
      const ticket = await ticketOf(using, supportScope(userId), id);
      return { email: ticket.requesterEmail, subject: ticket.subject };
    },

    /**
     * An escalation (Clide's `support_escalate`, decision 068), in the caller's transaction: the note joins
     * the thread as an internal message the requester never gets, and the ticket is assigned to the person.
     */
    async escalateIn(
      tx: Db,
      userId: string,
      id: string,
      input: { assignee: string; note: string },
    ): Promise<void> {
      const scope = supportScope(userId);
      const ticket = await ticketOf(tx, scope, id);
      const at = now();
      const sender = await senderName(tx, userId);
      await tx.insert(supportMessage).values({
        ticketId: id,
        workspaceId: scope,
        direction: 'note',
        authorName: `Clide, pour ${sender.name}`.slice(0, 200),
        authorEmail: '',
        body: `Escalade à ${input.assignee} : ${input.note}`,
        sentAt: at,
      });
      await tx
        .update(supportTicket)
        .set({
          assignee: input.assignee,
          updatedAt: at,
          // Someone now owns it: a new ticket is open; a done one stays done.
          ...(ticket.status === 'new' ? { status: 'open' as const } : {}),
        })
        .where(eq(supportTicket.id, id));
    },

    /**
     * What Clide drafts a reply from (decision 068): the ticket and its thread, and the requester's other
     * tickets on this desk (newest first, at most 10).
     */
    async draftSource(userId: string, id: string) {
      const scope = supportScope(userId);
      const found = await detail(db, scope, id);
      const history = await db
        .select()
        .from(supportTicket)
        .where(
          and(
            eq(supportTicket.workspaceId, scope),
            eq(supportTicket.requesterEmail, found.ticket.requesterEmail),
            ne(supportTicket.id, id),
          ),
        )
        .orderBy(desc(supportTicket.createdAt))
        .limit(10);
      const sender = await senderName(db, userId);
      return { ...found, history: history.map((t) => ticketDto(t, now())), signature: sender.name };
    },

    /**
     * The mailbox sync's step (inside its batch's transaction): a reply threaded by In-Reply-To or
     * References to a ticket's Message-ID joins that ticket; any other new mail (not a newsletter, not the
     * account writing to itself, not older than the connection) opens a ticket. A Message-ID already in
     * the desk is skipped, so a mail synced twice is one message.
     */
    async fromMailbox(tx: Db, mails: IncomingMail[]): Promise<void> {
      for (const mail of mails) {
        const scope = supportScope(mail.userId);
        const from = mail.fromAddress.toLowerCase();
        if (!from || from === mail.accountEmail.toLowerCase()) continue;
        const messageId = normalisedMessageId(mail.messageId);
        if (messageId) {
          const [seen] = await tx
            .select({ id: supportMessage.id })
            .from(supportMessage)
            .where(and(eq(supportMessage.workspaceId, scope), eq(supportMessage.messageId, messageId)));
          if (seen) continue;
        }
        const parents = [...messageIdsIn(mail.inReplyTo), ...messageIdsIn(mail.references)];
        if (parents.length) {
          const [parent] = await tx
            .select({ ticket: supportTicket })
            .from(supportMessage)
            .innerJoin(supportTicket, eq(supportTicket.id, supportMessage.ticketId))
            .where(and(eq(supportMessage.workspaceId, scope), inArray(supportMessage.messageId, parents)))
            .orderBy(desc(supportMessage.sentAt))
            .limit(1);
          // A reply to a closed ticket is a new request; to any other, the next message of its thread.
          if (parent && parent.ticket.status !== 'closed') {
            await appendInbound(tx, parent.ticket, mail, messageId);
            continue;
          }
        }
        if (mail.category === 'newsletter') continue;
        // A minute's grace: mail servers date to the second, and their clocks are not ours.
        if (mail.receivedAt.getTime() < mail.connectedAt.getTime() - 60_000) continue;
        await openTicket(
          tx,
          { scope, userId: mail.userId },
          {
            requesterName: (mail.fromName || from).slice(0, 200),
            requesterEmail: from,
            subject: (mail.subject || '(sans objet)').slice(0, 300),
            body: mail.text || mail.subject || '(message vide)',
            priority: mail.category === 'urgent' ? 'high' : 'medium',
            category: 'question',
            source: 'mail',
            at: mail.receivedAt,
            messageId,
            inReplyTo: normalisedMessageId(mail.inReplyTo),
            references: mail.references?.slice(0, 4000) ?? null,
          },
        );
      }
    },

    /** The desk's public contact form link (made on first ask): an unguessable slug. */
    async formLink(userId: string): Promise<{ slug: string }> {
      const scope = supportScope(userId);
      await db
        .insert(supportForm)
        .values({ workspaceId: scope, userId, slug: randomBytes(18).toString('base64url') })
        .onConflictDoNothing({ target: supportForm.workspaceId });
      const [row] = await db.select().from(supportForm).where(eq(supportForm.workspaceId, scope));
      return { slug: row!.slug };
    },

    /** What a visitor's form shows (whom they write to) and its token, dating the opening. */
    async contactView(slug: string): Promise<{ recipient: string; token: string }> {
      const form = await formOf(slug);
      const sender = await senderName(db, form.userId);
      return { recipient: sender.name, token: secrets.seal(`contact:${slug}:${now().getTime()}`) };
    },

    /** The desk of a form's link, for the route's per-desk limit. */
    async formOwner(slug: string): Promise<string> {
      return (await formOf(slug)).workspaceId;
    },

    /**
     * A visitor's message: a ticket on the form's desk. A form sent faster than a person writes, or with
     * the hidden field filled in (a robot), is not one: the first told why, the second told nothing.
     */
    async contactSubmit(slug: string, input: ContactFormInput): Promise<{ created: boolean }> {
      const form = await formOf(slug);
      let openedAt: number;
      try {
        const [kind, tokenSlug, time] = secrets.open(input.token).split(':');
        if (kind !== 'contact' || tokenSlug !== slug) throw new Error('other form');
        openedAt = Number(time);
      } catch {
        throw new ApiError(400, 'support:form_expired');
      }
      const age = now().getTime() - openedAt;
      if (!Number.isFinite(age) || age > formTokenMaxAgeMs) throw new ApiError(400, 'support:form_expired');
      if (input.website?.trim()) return { created: false };
      if (age < contactFormMinFillMs) throw new ApiError(400, 'support:too_fast');
      const { afterCommit } = await db.transaction((tx) =>
        openTicket(
          tx,
          { scope: form.workspaceId, userId: form.userId },
          {
            requesterName: input.name,
            requesterEmail: input.email,
            subject: input.subject,
            body: input.message,
            priority: 'medium',
            category: 'question',
            source: 'form',
            at: now(),
          },
        ),
      );
      await runAfterCommit(afterCommit);
      return { created: true };
    },
  };

  async function formOf(slug: string) {
    const [form] = await db.select().from(supportForm).where(eq(supportForm.slug, slug));
    if (!form) throw new ApiError(404, 'support:form_not_found');
    return form;
  }
}
