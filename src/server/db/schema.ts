import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { requestKinds } from '../../shared/ai-tools-model.ts';
import { invoiceKinds, paymentProviders, sandboxCheckoutStatuses } from '../../shared/billing.ts';
import { aiActionKinds, aiActionStatuses, chatRoles, messageStatuses } from '../../shared/chat-model.ts';
import { mailCategories } from '../../shared/connections-model.ts';
import { activityKinds, opportunityStages } from '../../shared/crm-model.ts';
import type { MessageSource } from '../../shared/documents.ts';
import { webhookDeliveryStatuses } from '../../shared/integrations-model.ts';
import type { MailHeaders } from '../../shared/mail-headers.ts';
import { approverRules, memberRoles } from '../../shared/organisation-model.ts';
import { billingIntervals, paidPlanIds, planIds } from '../../shared/plans.ts';
import {
  approvalKinds,
  approvalStatuses,
  skillDestinations,
  skillEvents,
  skillKinds,
  skillRunOrigins,
  skillRunStatuses,
  skillTriggers,
  trustLevels,
} from '../../shared/skills-model.ts';
import {
  messageDirections,
  ticketCategories,
  ticketSources,
  ticketStatuses,
  ticketTones,
  ticketUrgencies,
} from '../../shared/support-model.ts';
import { customerTypes, taxTreatments } from '../../shared/tax.ts';
import { priorities, projectStatuses, taskStatuses } from '../../shared/workspace-model.ts';
import type { ReplyUnderstanding } from '../ai/types.ts';

// The tables are the source of truth: API schemas derive from them (STYLE.md §3).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// --- authentication (better-auth's core model; field names are its own)

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** better-auth's twoFactor plugin: a verified TOTP secret asks for a code at every sign-in. */
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
});

/** better-auth's twoFactor plugin table: the TOTP secret and backup codes, both encrypted by it. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The TOTP time step last accepted: a code is good once (auth/totp-replay.ts). Not better-auth's. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// --- organisations (issue 39, decision 072): a company's workspace shared by its members. An
// organisation's id is its founder's user id: the business tables' `user_id` and `workspace_id` hold
// it, so the data of every account made before teams is already its organisation's.

export const organisation = pgTable('organisation', {
  /** The founder's user id: deleting the founder's account deletes the organisation and its data. */
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The least role that approves or refuses the employees' proposals. */
  approvers: text('approvers', { enum: approverRules }).notNull().default('member'),
  /** Owners and administrators must sign in with a second factor (TOTP) to work in it. */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: createdAt(),
});

export const organisationMember = pgTable(
  'organisation_member',
  {
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: memberRoles }).notNull(),
    /** AI tasks per day an administrator allows this member (within the plan's); null: the plan's. */
    aiDailyAllowance: integer('ai_daily_allowance'),
    /** Chosen to approve the employees' proposals when the organisation's approvers are 'listed'. */
    approves: boolean('approves').notNull().default(false),
    createdAt: createdAt(),
    /** The organisation a member last switched to is the one their requests work in. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId] }),
    index('organisation_member_user_active_idx').on(t.userId, t.activeAt),
  ],
);

/** A signed, single-use, expiring invitation: only the SHA-256 of the link's token is kept. */
export const organisationInvitation = pgTable(
  'organisation_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: memberRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('organisation_invitation_org_idx').on(t.organisationId, t.createdAt),
    // One pending invitation per address and organisation.
    uniqueIndex('organisation_invitation_pending_idx')
      .on(t.organisationId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

// --- AI employees' conversations (signed-in users only; visitors' demo chats are not stored)

export const conversation = pgTable(
  'conversation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    employee: text('employee').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversation_user_employee_updated_idx').on(t.userId, t.employee, t.updatedAt),
    // The all-employees history (newest first) reads this one instead of sorting every conversation.
    index('conversation_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    role: text('role', { enum: chatRoles }).notNull(),
    content: text('content').notNull(),
    /** Which engine wrote an assistant message: local, openai-compatible, mistral, ollama. */
    engine: text('engine'),
    /** complete, or interrupted when the stream was cut (the text kept is what arrived). */
    status: text('status', { enum: messageStatuses }).notNull().default('complete'),
    /** The document passages an assistant reply cites (the chat's "Sources" block). */
    sources: jsonb('sources').$type<MessageSource[]>(),
    /** An assistant reply: the rule that fired, the skill it ran, the reading to resume from (decision 071). */
    understood: jsonb('understood').$type<ReplyUnderstanding>(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_message_conversation_created_idx').on(t.conversationId, t.createdAt)],
);

/** Fixed-window counters shared by every instance (see src/server/rate-limit). */
export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});

/** Secrets generated once and shared by every instance on this database (AUTH_SECRET when unset). */
export const appSecret = pgTable('app_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Security-relevant events (failed sign-ins, rate-limit hits) for the security dashboard. */
export const securityEvent = pgTable(
  'security_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subject: text('subject'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('security_event_kind_created_idx').on(t.kind, t.createdAt)],
);

/** Mail kept on the machine when no SMTP server is configured (read at /outbox). */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    meta: jsonb('meta').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_message_created_at_idx').on(t.createdAt)],
);

// --- public content: newsletter, connectors catalogue interest and requests

/** One row per address (stored lowercased): subscribing twice changes nothing. */
export const newsletterSubscription = pgTable('newsletter_subscription', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** A signed-in user asking to be told when a connector of the catalogue opens (src/shared/connectors.ts). */
export const connectorInterest = pgTable(
  'connector_interest',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    connectorId: text('connector_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('connector_interest_user_connector_idx').on(t.userId, t.connectorId)],
);

/** 'Demander un connecteur': a service missing from the catalogue, from anyone. */
export const connectorRequest = pgTable(
  'connector_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    useCase: text('use_case').notNull(),
    email: text('email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('connector_request_created_at_idx').on(t.createdAt)],
);

// --- workspace: projects and tasks, owned per user (workspace_id = the owner's id until teams exist)

export const project = pgTable(
  'project',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: projectStatuses }).notNull().default('planning'),
    priority: text('priority', { enum: priorities }).notNull().default('medium'),
    dueDate: date('due_date'),
    teamSize: integer('team_size').notNull().default(1),
    /** 'user' for the user's own projects, 'sample' for the seeded sample (not counted in plan quotas). */
    source: text('source').notNull().default('user'),
    /** Part of the example workspace the user loaded (decision 059): labelled « Exemple », never read by the employees as real work. */
    sample: boolean('sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('project_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const task = pgTable(
  'task',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => project.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A person's name or one of the seven AI employees' ids. */
    assignee: text('assignee'),
    dueDate: date('due_date'),
    priority: text('priority', { enum: priorities }).notNull().default('medium'),
    status: text('status', { enum: taskStatuses }).notNull().default('todo'),
    estimateMinutes: integer('estimate_minutes'),
    /** Where the task came from: 'user', or 'automation:<employee>' when an AI plan created it. */
    source: text('source').notNull().default('user'),
    /** Part of the example workspace the user loaded (decision 059): labelled « Exemple », never read by the employees as real work. */
    sample: boolean('sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('task_user_status_due_idx').on(t.userId, t.status, t.dueDate),
    // The list's own order (due date, nulls last, then creation): a page reads 50 rows, not all.
    index('task_user_due_created_idx').on(t.userId, t.dueDate, t.createdAt, t.id),
    index('task_project_idx').on(t.projectId),
  ],
);

/** AI tasks run per user and day (Europe/Paris), for the plan's daily quota. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_usage_user_day_idx').on(t.userId, t.day)],
);

/** 'Programmer une démo personnalisée': a contact request from /demo-examples. */
export const demoRequest = pgTable(
  'demo_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A demo, or a custom AI employee ('Créer mon IA Sur Mesure'). */
    kind: text('kind', { enum: requestKinds }).notNull().default('demo'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('demo_request_created_at_idx').on(t.createdAt)],
);

// --- AI employees acting on the workspace: every action proposed or taken, and who approved it

export const aiAction = pgTable(
  'ai_action',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The member whose chat request the employee answered (decision 072); null when made in the background. */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    employee: text('employee').notNull(),
    conversationId: uuid('conversation_id').references(() => conversation.id, { onDelete: 'set null' }),
    /** The assistant message that proposed it, so the chat shows the card again after a reload. */
    messageId: uuid('message_id').references(() => chatMessage.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: aiActionKinds }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull(),
    status: text('status', { enum: aiActionStatuses }).notNull().default('proposed'),
    /** 'user' when approved from the card, 'auto' when the employee may act without asking. */
    approvedBy: text('approved_by'),
    /** The member who approved or refused it (decision 072). */
    decidedByMember: text('decided_by_member').references(() => user.id, { onDelete: 'set null' }),
    /** The task created or changed, for the task's history. */
    taskId: uuid('task_id').references(() => task.id, { onDelete: 'set null' }),
    /** The calendar event created (create_event). */
    eventId: uuid('event_id').references(() => calendarEvent.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('ai_action_user_employee_created_idx').on(t.userId, t.employee, t.createdAt),
    index('ai_action_task_idx').on(t.taskId),
  ],
);

/** Per user and employee: may it act without asking (off by default). */
export const employeePreference = pgTable(
  'employee_preference',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    employee: text('employee').notNull(),
    autoApprove: boolean('auto_approve').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('employee_preference_user_employee_idx').on(t.userId, t.employee)],
);

/** Reports generated from the tool panel, kept per user for the /reports history. */
export const generatedReport = pgTable(
  'generated_report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reportType: text('report_type').notNull(),
    period: text('period').notNull(),
    content: text('content').notNull(),
    data: jsonb('data').$type<Record<string, number>>().notNull(),
    dataSource: text('data_source').notNull(),
    sections: jsonb('sections').$type<string[]>().notNull(),
    wordCount: integer('word_count').notNull(),
    engine: text('engine').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
    /** The document passages the report used (its "Sources" block), as they were cited; null: none given. */
    sources: jsonb('sources').$type<MessageSource[]>(),
  },
  (t) => [index('generated_report_user_generated_idx').on(t.userId, t.generatedAt)],
);

/**
 * Mail waiting for the SMTP server (SMTP_URL set): written before the first attempt, so a mail
 * survives an SMTP outage and a restart, and retried with backoff until sent or given up.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Threading and reply headers (Message-ID, In-Reply-To, References, Reply-To): the support desk's replies. */
    headers: jsonb('headers').$type<MailHeaders>(),
    /** The account the mail is sent for (a support reply, a skill's mail): its bell says when it fails. */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The page the mail is about (the ticket of a reply): where the bell's item leads. */
    href: text('href'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_queue_status_next_idx').on(t.status, t.nextAttemptAt),
    index('mail_queue_user_failed_idx').on(t.userId, t.createdAt).where(sql`${t.status} = 'failed'`),
  ],
);

// --- billing ---

/**
 * A user's paid plan, kept in step by the payment provider's events (Stripe webhooks or the sandbox).
 * No row means Gratuit.
 */
export const subscription = pgTable(
  'subscription',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: planIds }).notNull(),
    /** Billed monthly or annually (the price's recurring interval). */
    interval: text('interval', { enum: billingIntervals }).notNull().default('month'),
    /** Stripe's subscription status: trialing, active, past_due, canceled, unpaid, incomplete... */
    status: text('status').notNull(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Creation time (Unix seconds) of the newest event applied: an older event arriving late is ignored. */
    lastEventAt: bigint('last_event_at', { mode: 'number' }).notNull().default(0),
    /** When the "trial ends in 3 days" mail was claimed (billing/trial-jobs.ts): sent once across instances. */
    trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
    /** Start of the period paid for: with current_period_end, the day count of a plan switch's proration. */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    /** Cents HT owed to the customer after a downgrade (its credit note), deducted from the next renewals. */
    creditBalanceHt: integer('credit_balance_ht').notNull().default(0),
    /** Pro is billed per member (decision 073): the seats paid for the current period. */
    seats: integer('seats').notNull().default(1),
    /** Dunning (decision 037): when the renewal first failed, failed attempts, the next retry. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_subscription_id_idx').on(t.subscriptionId),
    index('subscription_next_retry_idx').on(t.nextRetryAt),
  ],
);

/** Every payment event applied once: a webhook delivered twice is acknowledged but not applied again. */
export const billingEvent = pgTable('billing_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A checkout of the sandbox payment provider (no STRIPE_SECRET_KEY): our own test payment page. */
export const sandboxCheckout = pgTable(
  'sandbox_checkout',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: paidPlanIds }).notNull(),
    interval: text('interval', { enum: billingIntervals }).notNull(),
    status: text('status', { enum: sandboxCheckoutStatuses }).notNull().default('open'),
    /** Last digits of the test card given; null: trial started without a card (it ends on Gratuit). */
    cardLast4: text('card_last4'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sandbox_checkout_user_idx').on(t.userId)],
);

// --- voice ---

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

// --- invoices and who is billed (issue 24, decision 031); after bytea, which they use ---

/** Who the user's invoices are made out to: an individual, or a business with its identifiers. */
export const billingProfile = pgTable('billing_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerType: text('customer_type', { enum: customerTypes }).notNull().default('individual'),
  name: text('name').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  address: text('address').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default('FR'),
  /** SIREN or SIRET, digits only. */
  siret: text('siret').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  updatedAt: updatedAt(),
});

/**
 * The last invoice number given in a year: incremented in the transaction that writes the invoice,
 * so numbers have no gap (a rolled-back payment gives its number back) and no duplicate (the row
 * lock orders concurrent payments).
 */
export const invoiceCounter = pgTable('invoice_counter', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** The same for credit notes (« avoirs »): their own gapless series per year, AV-2026-000001. */
export const creditNoteCounter = pgTable('credit_note_counter', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * One invoice per payment. Sandbox payments get our own numbered PDF; Stripe's invoices are linked
 * (hosted page, PDF), never duplicated: they carry Stripe's number and no PDF of ours.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: invoices are kept 10 years (decision 037), detached. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** An invoice, or a credit note (« avoir ») after a downgrade, numbered in its own series. */
    kind: text('kind', { enum: invoiceKinds }).notNull().default('invoice'),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** The provider's invoice id: one invoice per payment, whatever the redeliveries. */
    providerInvoiceId: text('provider_invoice_id').notNull(),
    /** 2026-000001 for ours; Stripe's own number for Stripe's. */
    number: text('number').notNull(),
    plan: text('plan', { enum: paidPlanIds }).notNull(),
    interval: text('interval', { enum: billingIntervals }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    taxTreatment: text('tax_treatment', { enum: taxTreatments }).notNull(),
    /** Cents. */
    amountHt: integer('amount_ht').notNull(),
    amountTva: integer('amount_tva').notNull(),
    amountTtc: integer('amount_ttc').notNull(),
    /** Seats invoiced (Pro is billed per member); 1 for the plans billed as a whole. */
    quantity: integer('quantity').notNull().default(1),
    currency: text('currency').notNull().default('eur'),
    /** The buyer and the seller as they were when the invoice was issued. */
    buyer: jsonb('buyer').notNull(),
    seller: jsonb('seller').notNull(),
    pdf: bytea('pdf'),
    hostedUrl: text('hosted_url'),
    pdfUrl: text('pdf_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_provider_invoice_idx').on(t.provider, t.providerInvoiceId),
    uniqueIndex('invoice_number_idx').on(t.provider, t.number),
    index('invoice_user_issued_idx').on(t.userId, t.issuedAt),
  ],
);

/**
 * Synthesised audio by (provider, voice, text): a second 'Écouter' is served from here. Shared by
 * every instance; bounded in bytes (SPEECH_CACHE_MAX_MB), least recently used rows go first.
 */
export const speechCache = pgTable(
  'speech_cache',
  {
    /** sha256 of provider, voice and text. */
    key: text('key').primaryKey(),
    provider: text('provider').notNull(),
    voice: text('voice').notNull(),
    mimeType: text('mime_type').notNull(),
    audio: bytea('audio').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('speech_cache_last_used_idx').on(t.lastUsedAt)],
);

// --- workspace: calendar events and the sample seeding marker

/** A planning entry (/calendar), optionally linked to a task. */
export const calendarEvent = pgTable(
  'calendar_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    attendees: jsonb('attendees').$type<string[]>().notNull().default([]),
    taskId: uuid('task_id').references(() => task.id, { onDelete: 'set null' }),
    source: text('source').notNull().default('user'),
    /** Part of the example workspace the user loaded (decision 059): labelled « Exemple », never read by the employees as real work. */
    sample: boolean('sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_event_user_starts_idx').on(t.userId, t.startsAt)],
);

/**
 * One row per account the old first-use seed filled (decision 010, retired by decision 059): the
 * migration that marked its untouched rows as example rows reads `seeded_at`; nothing writes it now.
 */
export const workspaceSeed = pgTable('workspace_seed', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The dashboard's guided start (decision 059): only whether the user put it away; its steps are read from data. */
export const guidedStart = pgTable('guided_start', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
});

// --- workspace part 2: time tracking, integrations, webhooks (owned per user; workspace_id = owner until teams)

/** A stretch of work on a task or project; a running timer has no end yet (one per user at most). */
export const timeEntry = pgTable(
  'time_entry',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => task.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => project.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    /** Part of the example workspace the user loaded (decision 059): labelled « Exemple », never read by the employees as real work. */
    sample: boolean('sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('time_entry_user_started_idx').on(t.userId, t.startedAt),
    // The database itself refuses a second running timer for the same user.
    uniqueIndex('time_entry_one_running_idx').on(t.userId).where(sql`${t.endedAt} is null`),
  ],
);

/** Connect state of an integration of the catalogue (src/shared/integrations.ts), per user. */
export const integrationConnection = pgTable(
  'integration_connection',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    integrationId: text('integration_id').notNull(),
    connected: boolean('connected').notNull().default(false),
    connectedAt: timestamp('connected_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('integration_connection_user_integration_idx').on(t.userId, t.integrationId)],
);

/** The user's webhook target and signing secret (the secret is shown once, when made). */
export const webhookEndpoint = pgTable('webhook_endpoint', {
  id: uuid('id').primaryKey().defaultRandom(),
  workspaceId: text('workspace_id').notNull(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One event to POST to the user's webhook, retried with backoff until delivered or given up. */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_delivery_user_created_idx').on(t.userId, t.createdAt),
    index('webhook_delivery_status_next_idx').on(t.status, t.nextAttemptAt),
  ],
);

// --- company memory, shared by the seven employees

/** The company profile of settings; one row per user, created on first save. */
export const companyProfile = pgTable('company_profile', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name'),
  activity: text('activity'),
  city: text('city'),
  tone: text('tone').$type<'professionnel' | 'chaleureux' | 'direct' | 'formel'>(),
  signature: text('signature'),
  addressForm: text('address_form').$type<'vous' | 'tu'>(),
  updatedAt: updatedAt(),
});

/** A fact the employees remember ("Retiens que…", or added in settings). */
export const memoryFact = pgTable(
  'memory_fact',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The employee who was told it; null when added in settings. */
    employee: text('employee'),
    createdAt: createdAt(),
  },
  (t) => [
    index('memory_fact_user_created_idx').on(t.userId, t.createdAt),
    // The same fact said twice (whatever the case) is kept once.
    uniqueIndex('memory_fact_user_text_idx').on(t.userId, sql`lower(${t.text})`),
  ],
);

// --- the company brain: the user's documents, cut into passages the employees search and cite

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An uploaded or pasted document; the original bytes are kept for download, in `content` for the
 * rows written before migration 0030, in document_content_part since (decision 069).
 */
export const document = pgTable(
  'document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** pdf, docx, txt, md, csv (checked from the content), or text when pasted. */
    kind: text('kind').$type<'pdf' | 'docx' | 'txt' | 'md' | 'csv' | 'text'>().notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Null since migration 0030: the bytes are in document_content_part. */
    content: bytea('content'),
    /**
     * ready, no_text for a scanned PDF (images only), indexing while the background step inserts
     * its passages batch by batch (decision 056), or storing while the upload writes its bytes and
     * queued passages in short statements (decision 069; shown as indexing, swept if left behind).
     */
    status: text('status').$type<'ready' | 'no_text' | 'indexing' | 'storing'>().notNull(),
    pageCount: integer('page_count'),
    /** The passages indexed (searchable) so far: all of them once ready. */
    passageCount: integer('passage_count').notNull().default(0),
    /** The passages the extraction gave; passageCount / totalPassages is the indexing's progress. */
    totalPassages: integer('total_passages').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The name's words (French stems without accents): a question naming a document finds it by index. */
    nameTsv: tsvector('name_tsv')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('septime_fr'::regconfig, name)`),
  },
  (t) => [
    index('document_user_created_idx').on(t.userId, t.createdAt),
    index('document_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('document_name_tsv_idx').using('gin', t.nameTsv),
  ],
);

/** A passage of a document: the unit searched (French full text) and cited (page or section). */
export const documentPassage = pgTable(
  'document_passage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    page: integer('page'),
    section: text('section'),
    body: text('body').notNull(),
    /** French stemming without accents (the septime_fr configuration of migration 0014). */
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('septime_fr'::regconfig, coalesce(section, '') || ' ' || body)`),
  },
  (t) => [
    index('document_passage_tsv_idx').using('gin', t.tsv),
    index('document_passage_document_idx').on(t.documentId, t.position),
    index('document_passage_user_idx').on(t.userId),
  ],
);

/**
 * A document's original bytes, 256 KB a row (decision 069): each written by its own short statement,
 * so an upload never holds PGlite, whose one connection every other user waits for, for seconds.
 */
export const documentContentPart = pgTable(
  'document_content_part',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.position] })],
);

/**
 * A large document's passages waiting to be indexed (decision 056): written with the document in the
 * upload's short transaction, moved into document_passage a batch at a time by the background step
 * (each batch deletes its rows here in the transaction that inserts them: never indexed twice).
 */
export const documentPendingPassage = pgTable(
  'document_pending_passage',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => document.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    page: integer('page'),
    section: text('section'),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.position] })],
);

/**
 * How many of a user's passages hold each word (its stem): the search weighs a question's words by
 * their rarity (BM25's idf) and picks its candidates from the rare ones (decision 034). Kept in step
 * with the passages by the documents service, in the same transaction as their insert or delete.
 */
export const documentLexeme = pgTable(
  'document_lexeme',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lexeme: text('lexeme').notNull(),
    passages: integer('passages').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lexeme] })],
);

// --- skills: work an employee does on its own, its runs, the approval inbox and the audit log (decision 027)

export const skill = pgTable(
  'skill',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    employee: text('employee').notNull(),
    kind: text('kind', { enum: skillKinds }).notNull(),
    name: text('name').notNull(),
    instruction: text('instruction').notNull().default(''),
    trigger: text('trigger', { enum: skillTriggers }).notNull(),
    /** A 5-field cron read in Europe/Paris (trigger 'schedule'). */
    cron: text('cron'),
    event: text('event', { enum: skillEvents }),
    destination: text('destination', { enum: skillDestinations }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The next scheduled run (enabled schedules only): the scheduler claims skills whose time has come. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** The inbound webhook's secret (trigger 'webhook'). */
    webhookSecret: text('webhook_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('skill_user_employee_idx').on(t.userId, t.employee),
    index('skill_due_idx').on(t.nextRunAt).where(sql`${t.enabled} and ${t.nextRunAt} is not null`),
  ],
);

export const skillRun = pgTable(
  'skill_run',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skill.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    origin: text('origin', { enum: skillRunOrigins }).notNull(),
    /** The scheduled instant (or the request's): with the skill, one run per schedule tick. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    status: text('status', { enum: skillRunStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued run may be claimed (backoff, quota wait). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running run whose lease has passed was lost with its process: it is claimed again. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Event and webhook runs: what started it. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    output: text('output'),
    error: text('error'),
    /** AI tasks of the daily quota this run took (0 or 1). */
    quotaCost: integer('quota_cost').notNull().default(0),
    /**
     * What the run delivered (`chat_message:<id>`, `task:<id>`, `mail_queue:<id>`, `outbox_message:<id>`,
     * `webhook_delivery:<id>`), written in the same transaction as the delivery and the success: a run
     * is delivered exactly once (decision 032).
     */
    deliveryRef: text('delivery_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('skill_run_skill_scheduled_idx').on(t.skillId, t.scheduledFor, t.origin),
    index('skill_run_claim_idx').on(t.status, t.nextAttemptAt),
    index('skill_run_skill_created_idx').on(t.skillId, t.createdAt),
    // Retention (decision 032): runs past their duration, oldest first.
    index('skill_run_created_idx').on(t.createdAt),
  ],
);

/**
 * Periodic work done by one instance per period (retention, decision 032): an instance claims a job by
 * moving its `next_run_at` forward in one conditional upsert; the others find it claimed.
 */
export const periodicJob = pgTable('periodic_job', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/** A proposal from a skill waiting in the inbox (the chat's proposals stay in ai_action). */
export const approval = pgTable(
  'approval',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    employee: text('employee').notNull(),
    skillId: uuid('skill_id').references(() => skill.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: approvalKinds }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    summary: text('summary').notNull(),
    reason: text('reason').notNull(),
    source: text('source').notNull(),
    /** One proposal per fact ("overdue:<task id>"): a second detection, on any instance, adds nothing. */
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: approvalStatuses }).notNull().default('proposed'),
    /** Automatic ones: executed at this instant unless cancelled before. */
    executeAt: timestamp('execute_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /** The member who approved, refused or cancelled it (decision 072). */
    decidedByMember: text('decided_by_member').references(() => user.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('approval_user_dedupe_idx').on(t.userId, t.dedupeKey),
    index('approval_user_status_created_idx').on(t.userId, t.status, t.createdAt),
    index('approval_scheduled_idx').on(t.status, t.executeAt),
  ],
);

/** Per user and action kind: ask, act alone with an undo window, or never (no row: ask). */
export const approvalTrust = pgTable(
  'approval_trust',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: approvalKinds }).notNull(),
    level: text('level', { enum: trustLevels }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('approval_trust_user_kind_idx').on(t.userId, t.kind)],
);

/** Every decision and every action taken, approved or automatic: who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'user', 'auto' (trust level) or an employee's id. */
    actor: text('actor').notNull(),
    /** The member at the keyboard when `actor` is 'user' (decision 072). */
    memberId: text('member_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_user_created_idx').on(t.userId, t.createdAt),
    // Retention (decision 032): entries past their duration, oldest first.
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

// --- connectors that connect: the calendar feed and import, the mailbox (issue 22, decision 026)

/** The user's private ICS feed: only the SHA-256 of the secret token is kept (the URL is shown when made). */
export const calendarFeed = pgTable('calendar_feed', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenHint: text('token_hint').notNull(),
  createdAt: createdAt(),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
});

/** An event brought in by an ICS import, by UID and occurrence, so importing again updates, never duplicates. */
export const calendarImportItem = pgTable(
  'calendar_import_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** UID, then the occurrence's original start for a recurring event. */
    itemKey: text('item_key').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvent.id, { onDelete: 'cascade' }),
    /** Where it came from: the URL (without its query) or the file name. */
    origin: text('origin').notNull(),
    importedAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_import_item_user_key_idx').on(t.userId, t.itemKey)],
);

/** The user's IMAP/SMTP account; the password is AES-256-GCM encrypted (mailbox/secret-box.ts), never returned. */
export const mailboxAccount = pgTable('mailbox_account', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  imapHost: text('imap_host').notNull(),
  imapPort: integer('imap_port').notNull(),
  imapTls: boolean('imap_tls').notNull(),
  smtpHost: text('smtp_host').notNull(),
  smtpPort: integer('smtp_port').notNull(),
  smtpTls: boolean('smtp_tls').notNull(),
  username: text('username').notNull(),
  secret: text('secret').notNull(),
  /** The INBOX's UIDVALIDITY and the highest UID read: the sync resumes after it. */
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** One sync per account at a time, across instances: a claim that expires. */
  syncClaimedUntil: timestamp('sync_claimed_until', { withTimezone: true }),
  /** When the background job syncs it next (null: at once); pushed back after each failure. */
  nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
  /** Failed runs in a row: the backoff grows with it, a success resets it. */
  syncFailures: integer('sync_failures').notNull().default(0),
  createdAt: createdAt(),
});

/** What the features need of one synced message: headers, a short excerpt, a triage category. */
export const mailboxMessage = pgTable(
  'mailbox_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => mailboxAccount.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    messageId: text('message_id'),
    references: text('references'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name').notNull().default(''),
    subject: text('subject').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    excerpt: text('excerpt').notNull().default(''),
    category: text('category', { enum: mailCategories }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mailbox_message_account_uid_idx').on(t.accountId, t.uid),
    index('mailbox_message_user_received_idx').on(t.userId, t.receivedAt),
  ],
);

/** The user's CalDAV calendar for two-way sync (tsdav); the password sealed like the mailbox's. */
export const caldavAccount = pgTable('caldav_account', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  serverUrl: text('server_url').notNull(),
  username: text('username').notNull(),
  secret: text('secret').notNull(),
  calendarUrl: text('calendar_url').notNull(),
  calendarName: text('calendar_name').notNull().default(''),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastError: text('last_error'),
  syncClaimedUntil: timestamp('sync_claimed_until', { withTimezone: true }),
  nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
  syncFailures: integer('sync_failures').notNull().default(0),
  createdAt: createdAt(),
});

/** One event shared with the CalDAV calendar: pulled from it ('in', by UID and occurrence) or pushed ('out'). */
export const caldavItem = pgTable(
  'caldav_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => caldavAccount.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvent.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    itemKey: text('item_key').notNull(),
    href: text('href').notNull(),
  },
  (t) => [uniqueIndex('caldav_item_account_key_idx').on(t.accountId, t.itemKey)],
);

// --- the card-free Pro trial and the bell (issue 42, decision 060)

/**
 * The one card-free Pro trial of an account: asked for at sign-up (« Essai Gratuit », `?plan=pro-trial`)
 * or from the pricing once signed in, started once (claimed by `started_at is null`), never again.
 */
export const proTrial = pgTable('pro_trial', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Where it was asked for: 'signup' (kept across the email confirmation) or 'pricing'. */
  source: text('source', { enum: ['signup', 'pricing'] }).notNull(),
  requestedAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** What the bell has shown as read, per user: its items are derived from data, keyed `<kind>:<id>`. */
export const notificationRead = pgTable(
  'notification_read',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('notification_read_read_at_idx').on(t.readAt)],
);

/** The last « une approbation vous attend » mail per user: one a day at most, claimed by a conditional upsert. */
export const approvalReminder = pgTable('approval_reminder', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});

// --- the CRM (decision 065): companies, contacts, opportunities and their timeline. `workspace_id` is
// the owner every query is scoped by (crm.service.ts `crmOwner`: the user today, the organisation once
// teams exist); `user_id` is the account that made the row (export and deletion with the account).

/** A customer or prospect company. */
export const crmCompany = pgTable(
  'crm_company',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 9 digits, Luhn-checked; null when unknown. One company per SIREN in a workspace. */
    siren: text('siren'),
    address: text('address').notNull().default(''),
    sector: text('sector').notNull().default(''),
    /** The searched words, lowercase without accents (written by the service). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_company_workspace_updated_idx').on(t.workspaceId, t.updatedAt),
    uniqueIndex('crm_company_workspace_siren_idx')
      .on(t.workspaceId, t.siren)
      .where(sql`${t.siren} is not null`),
    index('crm_company_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A person at a company (or on their own). */
export const crmContact = pgTable(
  'crm_contact',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => crmCompany.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    role: text('role').notNull().default(''),
    /** Lowercase; '' when unknown. One contact per e-mail in a workspace. */
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_contact_workspace_updated_idx').on(t.workspaceId, t.updatedAt),
    index('crm_contact_company_idx').on(t.companyId),
    uniqueIndex('crm_contact_workspace_email_idx').on(t.workspaceId, t.email).where(sql`${t.email} <> ''`),
    index('crm_contact_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A deal in the pipeline. */
export const crmOpportunity = pgTable(
  'crm_opportunity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => crmCompany.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => crmContact.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** HT, in cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /** 0–100. */
    probability: integer('probability').notNull().default(10),
    stage: text('stage', { enum: opportunityStages }).notNull().default('new'),
    /** A Paris calendar day. */
    expectedCloseDate: date('expected_close_date'),
    nextStep: text('next_step').notNull().default(''),
    nextStepDate: date('next_step_date'),
    /** Who follows it (« Responsable »): a name today, a member of the organisation once teams exist. */
    ownerName: text('owner_name').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crm_opportunity_workspace_stage_updated_idx').on(t.workspaceId, t.stage, t.updatedAt),
    // The list's order over every stage (issue 40's bench: a sort of 100,000 rows at each page before).
    index('crm_opportunity_workspace_updated_idx').on(t.workspaceId, t.updatedAt, t.id),
    index('crm_opportunity_workspace_close_idx').on(t.workspaceId, t.expectedCloseDate),
    index('crm_opportunity_company_idx').on(t.companyId),
    index('crm_opportunity_contact_idx').on(t.contactId),
    index('crm_opportunity_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A timeline entry: on one record (an opportunity's also carries its company, for the company's timeline). */
export const crmActivity = pgTable(
  'crm_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: activityKinds }).notNull(),
    body: text('body').notNull().default(''),
    /** Set null when the company or contact goes (the service deletes the entries left on no record). */
    companyId: uuid('company_id').references(() => crmCompany.id, { onDelete: 'set null' }),
    contactId: uuid('contact_id').references(() => crmContact.id, { onDelete: 'set null' }),
    opportunityId: uuid('opportunity_id').references(() => crmOpportunity.id, { onDelete: 'cascade' }),
    /** A stage change: from and to. */
    fromStage: text('from_stage', { enum: opportunityStages }),
    toStage: text('to_stage', { enum: opportunityStages }),
    createdAt: createdAt(),
  },
  (t) => [
    index('crm_activity_opportunity_idx').on(t.opportunityId, t.createdAt),
    index('crm_activity_company_idx').on(t.companyId, t.createdAt),
    index('crm_activity_contact_idx').on(t.contactId, t.createdAt),
    index('crm_activity_workspace_idx').on(t.workspaceId),
  ],
);

// ===== support desk (issue 40 part 3, decision 066) — begin =====
// Owned by `workspace_id`: the owner's user id today, the organisation's id once teams exist; the one place
// that decides it is `supportScope` in src/server/support/support.service.ts. `user_id` is the account the
// rows came with (deleted with it).

export const supportTicket = pgTable(
  'support_ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('new'),
    priority: text('priority', { enum: priorities }).notNull().default('medium'),
    category: text('category', { enum: ticketCategories }).notNull().default('question'),
    assignee: text('assignee'),
    source: text('source', { enum: ticketSources }).notNull(),
    /** Computed in Paris business hours from the creation and the priority (business-hours.ts). */
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }).notNull(),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }).notNull(),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Clide's triage at creation (decision 068): null for tickets older than it. */
    triageCategory: text('triage_category', { enum: ticketCategories }),
    triageUrgency: text('triage_urgency', { enum: ticketUrgencies }),
    triageTone: text('triage_tone', { enum: ticketTones }),
    suggestedPriority: text('suggested_priority', { enum: priorities }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_ticket_workspace_last_idx').on(t.workspaceId, t.lastMessageAt),
    index('support_ticket_workspace_status_idx').on(t.workspaceId, t.status, t.lastMessageAt),
  ],
);

/** One message of a ticket's thread, received or sent; its Message-ID threads the replies. */
export const supportMessage = pgTable(
  'support_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTicket.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id').notNull(),
    direction: text('direction', { enum: messageDirections }).notNull(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    /** The mail's Message-ID (`<…>`): a mail synced twice is one message of one desk. */
    messageId: text('message_id'),
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    /** A reply's key from its reply box: a double click or a retry sends it once. */
    requestKey: text('request_key'),
    /** Where the sent mail went (mail_queue:<id> or outbox_message:<id>). */
    mailRef: text('mail_ref'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_message_ticket_sent_idx').on(t.ticketId, t.sentAt),
    uniqueIndex('support_message_workspace_message_id_idx').on(t.workspaceId, t.messageId),
    uniqueIndex('support_message_ticket_request_key_idx').on(t.ticketId, t.requestKey),
  ],
);

/** The public contact form of a desk: an unguessable slug in its link (/contact/<slug>). */
export const supportForm = pgTable('support_form', {
  workspaceId: text('workspace_id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  createdAt: createdAt(),
});
// ===== support desk — end =====
