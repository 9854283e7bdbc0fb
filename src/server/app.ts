import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { crmImportMaxBytes, crmImportPathPrefix } from '../shared/crm-model.ts';
import { documentUploadPath } from '../shared/documents.ts';
import { accountRoutes } from './account/account.routes.ts';
import { actionRoutes } from './actions/actions.routes.ts';
import { createActionsService } from './actions/actions.service.ts';
import { createAi, mailReplyWriter, supportReplyWriter, type ToolGenerator } from './ai/index.ts';
import type { AiEngine } from './ai/types.ts';
import { createWorkspaceReader } from './ai/workspace.ts';
import { employeeTaskRoutes } from './ai-employee/employee-tasks.routes.ts';
import { aiToolRoutes } from './ai-tools/ai-tools.routes.ts';
import { createAiQuota } from './ai-tools/quota.ts';
import { createReportsService } from './ai-tools/reports.service.ts';
import { approvalRoutes } from './approvals/approvals.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { type Auth, createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { forgetSessions } from './auth/require-user.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { configuredBillingEvents } from './billing/invoice-mail.ts';
import { paymentTestsAllowed } from './billing/payment-checks.ts';
import { startSignupTrial } from './billing/pro-trial.ts';
import { createSeatBilling } from './billing/seats.ts';
import { planOf } from './billing/subscriptions.ts';
import { type CaldavService, createCaldavService } from './calendar/caldav.service.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { createCalendarService } from './calendar/calendar.service.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { createChatService } from './chat/chat.service.ts';
import type { Config } from './config.ts';
import { crmRoutes } from './crm/crm.routes.ts';
import { createCrmService } from './crm/crm.service.ts';
import { createCrmCsv } from './crm/crm-csv.ts';
import type { Database } from './db/client.ts';
import { databaseFaultOf, faultMonitorOf, isAuthStorageFailure, retryAfterSeconds } from './db/faults.ts';
import { createDemoRequestsService } from './demo-requests/demo-requests.service.ts';
import { documentRoutes } from './documents/documents.routes.ts';
import { createDocumentsService } from './documents/documents.service.ts';
import { createDocumentIndexer } from './documents/indexer.ts';
import { createHealthCheck, type HealthCheck, healthRoutes } from './health/health.routes.ts';
import { clientIpMiddleware } from './http/client-ip.ts';
import { compression } from './http/compression.ts';
import { apiContext } from './http/contract.ts';
import { controlCharacterGuard } from './http/control-characters.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import { configureLogger, loggableError, logger, requestLogging } from './http/logger.ts';
import { openApiRoutes } from './http/openapi.routes.ts';
import { originGuard } from './http/origin-guard.ts';
import { ownAddressOf } from './http/own-address.ts';
import { requestBody } from './http/request-body.ts';
import { requestQueue } from './http/request-queue.ts';
import { securityHeaders } from './http/security-headers.ts';
import { spaRoutes } from './http/spa.ts';
import { createConnectorSync } from './integrations/connector-sync.ts';
import { integrationRoutes } from './integrations/integrations.routes.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { outboxRoutes } from './mail/outbox.routes.ts';
import { mailboxRoutes } from './mailbox/mailbox.routes.ts';
import { createMailboxService, type MailboxService } from './mailbox/mailbox.service.ts';
import { createSecretBox, type SecretBox } from './mailbox/secret-box.ts';
import { memoryRoutes } from './memory/memory.routes.ts';
import { createMemoryService } from './memory/memory.service.ts';
import { createApprovalReminders } from './notifications/approval-reminders.ts';
import { notificationRoutes } from './notifications/notifications.routes.ts';
import { createNotificationsService } from './notifications/notifications.service.ts';
import { organisationRoutes } from './organisations/organisations.routes.ts';
import { createOrganisationsService, foundOrganisationOf } from './organisations/organisations.service.ts';
import { createPayments, type Payments } from './payments/index.ts';
import { connectorRoutes, legalRoutes, newsletterRoutes } from './public-content/public-content.routes.ts';
import { createPublicContentService } from './public-content/public-content.service.ts';
import { createRateLimits } from './rate-limit/enforce.ts';
import { createConfiguredRateLimiter, type RateLimiter } from './rate-limit/rate-limiter.ts';
import { accountSecurityRoutes } from './security/account-security.routes.ts';
import { securityRoutes } from './security/security.routes.ts';
import { type Automation, createAutomation } from './skills/automation.ts';
import { skillRoutes } from './skills/skills.routes.ts';
import { createSpeech, type Speech } from './speech/index.ts';
import { speechRoutes } from './speech/speech.routes.ts';
import { createSpeechCache } from './speech/speech-cache.ts';
import { mountSupportRoutes } from './support/support.routes.ts';
import { createSupportService } from './support/support.service.ts';
import { timeEntryRoutes } from './time-tracking/time-entries.routes.ts';
import { createTimeEntriesService } from './time-tracking/time-entries.service.ts';
import { createWebhookDispatcher, type WebhookDispatcher } from './webhooks/webhook-dispatcher.ts';
import { webhookRoutes } from './webhooks/webhooks.routes.ts';
import { createWebhooksService } from './webhooks/webhooks.service.ts';
import { type WorkspaceRouteDeps, workspaceRoutes } from './workspace/workspace.routes.ts';
import { createWorkspaceService, type WorkspaceEventListener } from './workspace/workspace.service.ts';

export interface Services {
  mailer: Mailer;
  auth: Auth;
  limiter: RateLimiter;
  ai: AiEngine;
  /** Writes the tool panels' results with the same implementation as the chat. */
  tools: ToolGenerator;
  /** Stripe or the sandbox checkout (payments/index.ts). */
  payments: Payments;
  speech: Speech;
  /** Task and project events to the user's webhook (the workspace service announces them). */
  webhooks: WebhookDispatcher;
  /** Seals connector credentials at rest (MAILBOX_KEYS, or derived from the auth secret). */
  secrets: SecretBox;
  /** The connected mailboxes: connect, sync (also in the background), triage. */
  mailbox: MailboxService;
  /** The CalDAV calendars: two-way sync (also in the background). */
  caldav: CaldavService;
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Directory of the built client (dist/client). */
  clientDir: string;
  services: Services;
  /** Overrides the user's plan for the workspace quotas (tests); the subscription otherwise. */
  planOf?: WorkspaceRouteDeps['planOf'];
  /** Told of every project/task write; the user's webhook by default (tests listen here). */
  onWorkspaceEvent?: WorkspaceEventListener;
}

/** The outside capabilities and shared services, each chosen from config (the AI may probe Ollama). */
export async function createServices(config: Config, database: Database): Promise<Services> {
  const mailer = createMailer(config, database.db);
  const { engine: ai, tools } = await createAi(config);
  const secret = await resolveAuthSecret(config, database.db);
  const secrets = createSecretBox(config.mailboxKeys, secret);
  const payments = createPayments(config, database.db, secret);
  const webhooks = createWebhookDispatcher(database.db, {
    allowPrivate: config.webhookAllowPrivate,
    ...config.webhooks,
  });
  // A ticket opened from the mailbox is announced (`ticket.created`) in the sync's own transaction.
  const support = createSupportService({ db: database.db, mailer, secrets, appUrl: config.appUrl, webhooks });
  // The Pro trial asked for at sign-up (« Essai Gratuit »): kept, then started at the email confirmation.
  const trialDeps = () => ({
    db: database.db,
    provider: payments.provider,
    events: configuredBillingEvents(config, database.db, { payments, mailer }),
  });
  return {
    mailer,
    auth: createAuth(config, database.db, mailer, secret, {
      onEmailVerified: async (userId) => {
        // Its organisation (decision 072) exists from the confirmation, before any request needs it.
        await foundOrganisationOf(database.db, userId);
        await startSignupTrial(trialDeps(), userId);
      },
    }),
    limiter: await createConfiguredRateLimiter(config, database.db),
    ai,
    tools,
    payments,
    speech: createSpeech(config),
    webhooks,
    secrets,
    mailbox: createMailboxService({
      db: database.db,
      secrets,
      allowPrivate: config.connectorsAllowPrivate,
      planOf: (userId) => planOf(database.db, userId),
      // Each synced batch's new mail becomes tickets in the same transaction (decision 066).
      onNewMail: (tx, mails) => support.fromMailbox(tx, mails),
    }),
    caldav: createCaldavService({
      db: database.db,
      secrets,
      allowPrivate: config.connectorsAllowPrivate,
      planOf: (userId) => planOf(database.db, userId),
    }),
  };
}

/** The one route taking audio uploads (up to 10 MB): it sets its own body limit. */
const speechUploadPath = '/api/speech/speech-to-text';

/** Builds the whole HTTP app from the feature routers; index.ts starts it, tests call it directly. */
export function createApp(deps: AppDeps) {
  const app = new Hono();

  configureLogger(deps.config.logLevel);
  app.use('*', requestLogging());
  // The client address, through the proxies TRUST_PROXY names, for every limit and security event.
  app.use('*', clientIpMiddleware(deps.config.trustProxy));
  // Every 503 (outage, disk full, overload) tells the client when to come back.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 503 && !c.res.headers.has('Retry-After')) {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Retry-After', String(retryAfterSeconds.unavailable));
    }
  });
  app.use('*', securityHeaders(deps.config));
  app.use('*', compression());
  // Bodies are read once, refused before reading when too large (requestBody); the document upload
  // reads its own once the user's plan is known, and the audio upload checks its own size and limit
  // while it streams.
  app.use(
    '/api/*',
    requestBody({
      skip: (path) => path === speechUploadPath || path === documentUploadPath,
      // A CSV import carries its file in its JSON: its own, larger bound (decision 065).
      maxBytes: (c) => (c.req.path.startsWith(crmImportPathPrefix) ? crmImportMaxBytes : 1024 * 1024),
      tooLarge: (c) => errorResponse(c, 413, 'payload_too_large'),
    }),
  );
  // NUL and other control characters refused on every route, better-auth's included (signed Stripe events aside).
  app.use(
    '/api/*',
    controlCharacterGuard({
      // Stripe's signed events and the audio upload (which checks its size and limit before reading) are left to their routes.
      skip: (path) =>
        path === '/api/webhooks/stripe' || path === speechUploadPath || path === documentUploadPath,
    }),
  );

  const { config, database, services } = deps;
  app.use('/api/*', originGuard(config.trustedOrigins));
  // PGlite serves one query at a time: a bounded line answers 503 rather than making anyone wait 10 s.
  if (database.kind === 'pglite') {
    const queue = requestQueue(config.pgliteQueue);
    app.use('/api/*', (c, next) => (c.req.path === '/api/health' ? next() : queue(c, next)));
  }
  const faults = faultMonitorOf(database);
  // A 500 while the database is unreachable, or just after (better-auth's handler answers 500 when
  // its stale connections fail during a recovery), is an outage, not a bug: 503 so clients retry.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.res.status === 500 && (faults.recent().has('unavailable') || !(await database.ping()))) {
      c.res = undefined;
      c.res = errorResponse(c, 503, 'unavailable');
    }
  });
  // Sessions are read once per 2 s per cookie (require-user.ts): anything that can end or change one
  // forgets those reads, before (so it sees fresh state) and after (so no read made meanwhile survives).
  app.use('/api/*', async (c, next) => {
    const changesSessions =
      c.req.method !== 'GET' && c.req.method !== 'HEAD' && /^\/api\/(auth|account)(\/|$)/.test(c.req.path);
    if (changesSessions) forgetSessions(services.auth);
    await next();
    if (changesSessions) forgetSessions(services.auth);
  });
  app.use('/api/*', apiContext(services.auth, database.db));
  // The skills, the inbox and their scheduler (server.ts starts it) are built with the routes.
  const built: { automation?: Automation; health?: HealthCheck } = {};
  app.route(
    '/api',
    apiRoutes(deps, () => app, built),
  );
  app.all('/api/*', (c) => errorResponse(c, 404, 'not_found'));

  // The local outbox exists only while mail has nowhere else to go, and never in production.
  if (!config.smtpUrl && config.env !== 'production') app.route('/outbox', outboxRoutes(database.db));
  app.route('/', spaRoutes(deps.clientDir, deps.config.appUrl));

  app.onError(async (err, c) => {
    if (err instanceof ApiError) {
      const details = err.details === undefined ? {} : { details: err.details };
      return c.json({ error: { code: err.code, message: err.message, ...details } }, err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      // A declared route's JSON body that does not parse (hono's validator) is the same 400 as parseJsonBody's.
      if (err.message === 'Malformed JSON in request body') return errorResponse(c, 400, 'validation:json');
      return errorResponse(c, err.status, err.status === 413 ? 'payload_too_large' : 'validation:body');
    }
    const fault = databaseFaultOf(err) ?? (isAuthStorageFailure(err) ? 'unavailable' : null);
    if (fault === 'disk_full') {
      faults.record(fault);
      logger().error({ method: c.req.method, path: c.req.path.slice(0, 200) }, 'disk full');
      c.header('Retry-After', String(retryAfterSeconds.disk_full));
      return errorResponse(c, 503, 'unavailable:disk_full');
    }
    if (fault || !(await database.ping())) {
      faults.record('unavailable');
      logger().error({ method: c.req.method, path: c.req.path.slice(0, 200) }, 'database unreachable');
      return errorResponse(c, 503, 'unavailable');
    }
    // Never leak a stack trace to the client; the operator sees it in the logs, without the user's text.
    logger().error(
      { method: c.req.method, path: c.req.path.slice(0, 200), err: loggableError(err) },
      'unhandled error',
    );
    return errorResponse(c, 500, 'internal');
  });
  // health: the probe the route answers from, shared with server.ts's node:http fast path.
  return Object.assign(app, { automation: built.automation!, health: built.health! });
}

/** Every API route, chained so that their declared types reach the client (ApiType, hc). */
function apiRoutes(
  deps: AppDeps,
  app: () => Hono,
  built: { automation?: Automation; health?: HealthCheck } = {},
) {
  const { config, database, services } = deps;
  built.health = createHealthCheck(database, { dataDir: config.dataDir });
  const workspaceFor = createWorkspaceReader(database.db);
  // Every task/project write (API, tool panels, approved AI actions) is announced once, by the
  // workspace service, to the user's webhook.
  const toWebhook: WorkspaceEventListener =
    deps.onWorkspaceEvent ??
    ((userId, event) => {
      services.webhooks.emit(userId, event).catch((err: unknown) => {
        logger().error({ err: loggableError(err) }, 'webhook emit failed');
      });
    });
  // The skills waiting for a workspace event hear it too (decision 027).
  let automation: Automation | undefined;
  const onWorkspaceEvent: WorkspaceEventListener = (userId, event) => {
    toWebhook(userId, event);
    automation?.skills.onWorkspaceEvent(userId, event).catch((err: unknown) => {
      logger().error({ err: loggableError(err) }, 'skill event failed');
    });
  };
  const workspaceService = createWorkspaceService(database.db, { onEvent: onWorkspaceEvent });
  // The support desk (decision 066): its routes, and Clide's desk actions (decision 068).
  const support = createSupportService({
    db: database.db,
    mailer: services.mailer,
    secrets: services.secrets,
    appUrl: config.appUrl,
    webhooks: services.webhooks,
  });
  const actions = createActionsService(database.db, workspaceService, services.mailbox, support);
  const userPlan = deps.planOf ?? ((userId: string) => planOf(database.db, userId));
  automation = createAutomation(database.db, {
    mailer: services.mailer,
    workspace: workspaceService,
    actions,
    planOf: userPlan,
    stageWebhook: (tx, userId, event) => services.webhooks.stage(tx, userId, event),
    // The connected mailboxes and calendars are synced on the scheduler's tick (decision 033).
    scheduler: {
      background: [
        createConnectorSync({ mailbox: services.mailbox, caldav: services.caldav }),
        // « Une approbation vous attend » by mail (decision 060).
        createApprovalReminders({
          db: database.db,
          mailer: services.mailer,
          appUrl: config.appUrl,
          afterMinutes: config.approvalReminderAfterMinutes,
        }),
        // Large documents' passages, a short transaction per batch (decision 056).
        createDocumentIndexer({ db: database.db }),
      ],
    },
  });
  built.automation = automation;
  const { approvals } = automation;
  // The chat's proposals follow the inbox's trust levels (never, automatic with undo, ask).
  const chatActions: typeof actions = {
    ...actions,
    propose: async (input) => approvals.afterChatProposal(input.userId, await actions.propose(input)),
  };
  const memory = createMemoryService(database.db);
  const documents = createDocumentsService(database.db);
  // Every rate limit of the API goes through this one object (rules in rate-limit/rules.ts).
  const limits = createRateLimits({
    db: database.db,
    limiter: services.limiter,
    ipMultiplier: config.rateLimitIpMultiplier,
  });
  const chat = chatRoutes({
    limits,
    engine: services.ai,
    chat: createChatService(database.db),
    actions: chatActions,
    workspaceFor,
    memory,
    documents,
  });
  const demoRequests = createDemoRequestsService(database.db, services.mailer);
  const aiTools = aiToolRoutes({
    limits,
    generator: services.tools,
    quota: createAiQuota(database.db),
    workspaceFor,
    memoryFor: (userId) => memory.memoryFor(userId),
    planOf: (userId) => planOf(database.db, userId),
    workspace: workspaceService,
    reports: createReportsService(database.db),
    demoRequests,
    documents,
  });
  const billingEvents = configuredBillingEvents(config, database.db, services);
  const billing = billingRoutes({
    db: database.db,
    limits,
    payments: services.payments,
    events: billingEvents,
    ownAddress: (request) => ownAddressOf(config, request),
    app,
    mayRunPaymentTests: (email) => paymentTestsAllowed(config, email),
  });
  const workspace = workspaceRoutes({
    db: database.db,
    limits,
    workspace: workspaceService,
    planOf: deps.planOf ?? ((userId) => planOf(database.db, userId)),
  });
  const publicContent = {
    limits,
    content: createPublicContentService(database.db),
  };
  // The document describes the whole chain below; it is read lazily, once every router is mounted.
  let whole: OpenAPIHono | undefined;
  const api = new OpenAPIHono()
    .route(
      '/',
      openApiRoutes(() => whole!),
    )
    .route('/', healthRoutes(database, { check: built.health }))
    .route('/', authRoutes({ auth: services.auth, db: database.db, limits }))
    .route('/', accountRoutes({ auth: services.auth, db: database.db, limits }))
    .route('/', chat)
    .route('/', actionRoutes({ actions, approvals }))
    .route('/', employeeTaskRoutes({ db: database.db }))
    .route('/', aiTools)
    .route('/', billing)
    .route('/', newsletterRoutes(publicContent))
    .route('/', connectorRoutes(publicContent))
    .route('/', legalRoutes(config.legal))
    .route(
      '/',
      speechRoutes({
        limits,
        speech: services.speech,
        cache: createSpeechCache(database.db, config.speech.cacheMaxBytes),
      }),
    );
  // Two chains, mounted together: one chain of 30 routers is deeper than TypeScript instantiates.
  const work = new OpenAPIHono()
    .route('/', workspace)
    .route(
      '/',
      organisationRoutes({
        organisations: createOrganisationsService({
          db: database.db,
          mailer: services.mailer,
          seats: createSeatBilling({
            db: database.db,
            provider: services.payments.provider,
            events: billingEvents,
          }),
        }),
        limits,
        origin: (request) => ownAddressOf(config, request),
      }),
    )
    .route('/', skillRoutes({ automation, limits }))
    .route('/', approvalRoutes({ automation }))
    .route('/', notificationRoutes({ notifications: createNotificationsService(database.db, userPlan) }))
    .route('/', memoryRoutes({ memory }))
    .route(
      '/',
      documentRoutes({
        limits,
        documents,
        planOf: deps.planOf ?? ((userId) => planOf(database.db, userId)),
        providerName: services.ai.id === 'local' ? null : services.ai.description,
      }),
    )
    .route('/', securityRoutes({ db: database.db, app, admins: config.adminEmails, demoRequests }))
    .route('/', accountSecurityRoutes({ auth: services.auth, db: database.db, admins: config.adminEmails }))
    .route('/', timeEntryRoutes({ limits, timeEntries: createTimeEntriesService(database.db) }))
    .route('/', integrationRoutes({ db: database.db, planOf: userPlan }))
    .route(
      '/',
      calendarRoutes({
        calendar: createCalendarService({ db: database.db, appUrl: config.appUrl }),
        caldav: services.caldav,
        limits,
        allowPrivate: config.webhookAllowPrivate,
      }),
    )
    .route(
      '/',
      mailboxRoutes({
        mailbox: services.mailbox,
        limits,
        writeReply: mailReplyWriter(services.ai),
        proposeReply: (userId, params, requestedBy) =>
          chatActions.propose({
            userId,
            requestedBy,
            employee: 'clide',
            conversationId: null,
            proposal: { kind: 'send_email', params },
            now: new Date(),
          }),
      }),
    )
    .route(
      '/',
      webhookRoutes({
        limits,
        webhooks: createWebhooksService(database.db, services.webhooks, {
          allowPrivate: config.webhookAllowPrivate,
        }),
      }),
    );
  // The CRM (decision 065): its opportunities' writes go to the user's webhook like the workspace's.
  const records = new OpenAPIHono().route(
    '/',
    crmRoutes({
      limits,
      crm: createCrmService(database.db, { onEvent: (userId, event) => toWebhook(userId, event) }),
      csv: createCrmCsv(database.db),
    }),
  );
  const all = new OpenAPIHono().route('/', api).route('/', work);
  // Mounted as a statement: the CRM's routes are typed by their own router (CrmApiType, used by
  // features/crm/api/crm-api.ts), since one more router in ApiType's chain is deeper than lean-api.ts's
  // types instantiate (TS2589).
  all.route('/', records);
  // The support desk (decision 066), mounted outside the typed chain: with its route types in this file,
  // ApiType's path union (lean-api.ts) goes deeper than TypeScript follows. Its pages use SupportApiType.
  // The desk's service holds no state: the one the mailbox's sync feeds was made in createServices.
  mountSupportRoutes(all, {
    support,
    limits,
    documents,
    writeReply: supportReplyWriter(services.ai),
    proposeDraft: (userId, proposal) =>
      chatActions.propose({ userId, employee: 'clide', conversationId: null, proposal, now: new Date() }),
  });
  whole = all;
  return all;
}

/** The API's routes with their declared inputs and outputs, for the typed client (src/client/lib/api-client.ts). */
export type ApiType = ReturnType<typeof apiRoutes>;
