import type { Context } from 'hono';
import {
  type AutomationResult,
  aiUsageSchema,
  allowanceBinds,
  allowanceSpentMessage,
  automationRequestSchema,
  automationResultSchema,
  createdTasksSchema,
  createTasksFromPlanSchema,
  demoRequestAnswerSchema,
  demoRequestSchema,
  type EmailResult,
  emailRequestSchema,
  emailResultSchema,
  quotaExceededMessage,
  type ReportResult,
  reportPresets,
  reportRequestSchema,
  storedReportSchema,
} from '../../shared/ai-tools.ts';
import { errorMessages } from '../../shared/errors.ts';
import type { PlanId } from '../../shared/plans.ts';
import { allPassages, citedSources, type DocumentContext } from '../ai/documents.ts';
import { computeReportFigures, type ToolContext, type ToolGenerator } from '../ai/tools/index.ts';
import { reportRequest } from '../ai/tools/report.ts';
import { AiProviderError, type CompanyMemory, type WorkspaceSnapshot } from '../ai/types.ts';
import type { AuthEnv } from '../auth/require-user.ts';
import type { DemoRequestsService } from '../demo-requests/demo-requests.service.ts';
import { clientIp } from '../http/client-ip.ts';
import { apiRouter, declareRoute, idParam, jsonBody, jsonResponse, noContent, z } from '../http/contract.ts';
import { ApiError } from '../http/errors.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { WorkspaceService } from '../workspace/workspace.service.ts';
import { type AiQuota, dailyLimit } from './quota.ts';
import type { ReportsService } from './reports.service.ts';

const reportId = { params: idParam('Identifiant de rapport invalide.') };
const aiTask = ['ai-tools:user'] as const;

const route = {
  usage: declareRoute(
    { access: 'session', label: 'Quota de tâches IA' },
    { method: 'get', path: '/ai/usage', responses: jsonResponse(aiUsageSchema) },
  ),
  automation: declareRoute(
    { access: 'session', label: 'Automatisation de tâche', limits: aiTask },
    {
      method: 'post',
      path: '/ai/automation',
      request: { body: jsonBody(automationRequestSchema) },
      responses: jsonResponse(automationResultSchema, 'Le plan d’automatisation'),
    },
  ),
  automationTasks: declareRoute(
    { access: 'session', label: 'Création des tâches d’une automatisation', limits: aiTask },
    {
      method: 'post',
      path: '/ai/automation/tasks',
      request: { body: jsonBody(createTasksFromPlanSchema) },
      responses: jsonResponse(createdTasksSchema, 'Tâches créées', 201),
    },
  ),
  email: declareRoute(
    { access: 'session', label: 'Génération d’emails', limits: aiTask },
    {
      method: 'post',
      path: '/ai/email',
      request: { body: jsonBody(emailRequestSchema) },
      responses: jsonResponse(emailResultSchema, 'L’email généré (rien n’est envoyé)'),
    },
  ),
  report: declareRoute(
    { access: 'session', label: 'Génération de rapports', limits: aiTask },
    {
      method: 'post',
      path: '/ai/report',
      request: { body: jsonBody(reportRequestSchema) },
      responses: jsonResponse(storedReportSchema, 'Le rapport, gardé dans l’historique'),
    },
  ),
  reports: declareRoute(
    { access: 'session', label: 'Historique des rapports' },
    {
      method: 'get',
      path: '/ai/reports',
      responses: jsonResponse(z.object({ reports: z.array(storedReportSchema) })),
    },
  ),
  getReport: declareRoute(
    { access: 'session', label: 'Relire un rapport' },
    {
      method: 'get',
      path: '/ai/reports/{id}',
      request: reportId,
      responses: jsonResponse(storedReportSchema),
    },
  ),
  deleteReport: declareRoute(
    { access: 'session', label: 'Supprimer un rapport' },
    { method: 'delete', path: '/ai/reports/{id}', request: reportId, responses: noContent },
  ),
  demoRequest: declareRoute(
    {
      access: 'public',
      label: 'Demande de démonstration ou d’IA sur mesure',
      limits: ['demo-request:ip', 'demo-request:email'],
    },
    {
      method: 'post',
      path: '/demo-requests',
      request: { body: jsonBody(demoRequestSchema) },
      responses: jsonResponse(demoRequestAnswerSchema, 'Demande enregistrée', 201),
    },
  ),
};

export interface AiToolRouteDeps {
  limits: RateLimits;
  generator: ToolGenerator;
  quota: AiQuota;
  workspaceFor(userId: string | null): Promise<WorkspaceSnapshot>;
  /** The user's company memory, given to the model with each request; none when not wired. */
  memoryFor?(userId: string): Promise<CompanyMemory>;
  /** The user's plan, from their subscription (billing/subscriptions.ts planOf). */
  planOf(userId: string): Promise<PlanId>;
  /** Tasks created from a plan are written (and announced to the webhook) by the workspace. */
  workspace: WorkspaceService;
  /** The /reports history. */
  reports: ReportsService;
  demoRequests: DemoRequestsService;
  /** The passages of the documents a panel's request takes as context (404 for another user's id). */
  documents?: {
    contextForDocuments(userId: string, ids: string[], request: string): Promise<DocumentContext>;
  };
  now?: () => Date;
}

export function aiToolRoutes(deps: AiToolRouteDeps) {
  const { limits, generator, quota } = deps;
  const now = deps.now ?? (() => new Date());

  /** One AI task: rate limit, quota taken before and given back if the run fails. */
  async function runAiTask<T>(c: Context<AuthEnv>, work: (at: Date) => Promise<T>): Promise<T> {
    const user = c.get('user');
    await limits.enforce(c, limitCheck('ai-tools:user', user.id));
    const at = now();
    // The organisation's plan; each member's own daily count (plans are priced per member).
    const { id: organisationId, aiAllowance } = c.get('workspace');
    const plan = await deps.planOf(organisationId);
    if (!(await quota.take(user.id, plan, at, aiAllowance))) {
      if (allowanceBinds(plan, aiAllowance))
        throw new ApiError(429, 'quota:ai_tasks', allowanceSpentMessage(aiAllowance!));
      throw new ApiError(429, 'quota:ai_tasks', quotaExceededMessage, { pricing: '/#pricing' });
    }
    try {
      return await work(at);
    } catch (err) {
      await quota.giveBack(user.id, at);
      if (err instanceof AiProviderError) {
        const timeout = err.kind === 'timeout';
        throw new ApiError(
          timeout ? 504 : 502,
          timeout ? 'ai:timeout' : 'ai:provider',
          errorMessages['ai:tool'],
        );
      }
      throw err;
    }
  }

  /** What a generator sees of the user: their workspace and company memory, read together. */
  async function toolContext(
    c: Context<AuthEnv>,
    at: Date,
    documents?: DocumentContext,
  ): Promise<ToolContext> {
    const userId = c.get('workspace').id;
    const [workspace, memory] = await Promise.all([deps.workspaceFor(userId), deps.memoryFor?.(userId)]);
    return { workspace, memory, now: at, signal: c.req.raw.signal, ...(documents ? { documents } : {}) };
  }

  /**
   * The passages of the documents chosen for a request, read before the quota is taken: another
   * user's document answers 404 and costs nothing.
   */
  async function chosenDocuments(
    c: Context<AuthEnv>,
    ids: string[],
    request: string,
  ): Promise<DocumentContext | undefined> {
    if (ids.length === 0 || !deps.documents) return undefined;
    return deps.documents.contextForDocuments(c.get('workspace').id, ids, request);
  }

  /** The "Sources" of a result: the passages it cites; none given, no block. */
  const sourcesOf = (text: string, documents: DocumentContext | undefined, also?: number[]) =>
    documents && allPassages(documents).length ? { sources: citedSources(text, documents, also) } : {};

  return (
    apiRouter()
      .openapi(route.usage, async (c) => {
        const user = c.get('user');
        const { id: organisationId, aiAllowance } = c.get('workspace');
        const plan = await deps.planOf(organisationId);
        return c.json(
          {
            plan,
            used: await quota.used(user.id, now()),
            limit: dailyLimit(plan, aiAllowance),
            allowance: allowanceBinds(plan, aiAllowance) ? aiAllowance : null,
          },
          200,
        );
      })
      .openapi(route.automation, async (c) => {
        const body = c.req.valid('json');
        const result = await runAiTask(c, async (at) => {
          const draft = await generator.automation(body, await toolContext(c, at));
          return {
            employee: body.employee,
            timestamp: at.toISOString(),
            task: body.task,
            ...draft,
            engine: generator.engine,
          } satisfies AutomationResult;
        });
        return c.json(result, 200);
      })
      // 'Créer ces tâches': the plan's steps become real tasks (not an AI task: nothing is generated).
      .openapi(route.automationTasks, async (c) => {
        const body = c.req.valid('json');
        const user = c.get('user');
        await limits.enforce(c, limitCheck('ai-tools:user', user.id));
        const created = await deps.workspace.tasks.createMany(
          c.get('workspace').id,
          body.steps.map((step) => ({
            title: step.title,
            assignee: step.owner === 'vous' ? null : step.owner,
            estimateMinutes: step.minutes,
            source: `automation:${body.employee}`,
          })),
        );
        return c.json(
          { tasks: created.map((t) => ({ id: t.id, title: t.title, assignee: t.assignee })) },
          201,
        );
      })
      .openapi(route.email, async (c) => {
        const body = c.req.valid('json');
        const documents = await chosenDocuments(
          c,
          body.documentIds,
          [body.task, body.subject, body.context].filter(Boolean).join('. '),
        );
        const result = await runAiTask(c, async (at) => {
          const draft = await generator.email(body, await toolContext(c, at, documents));
          // SPEC.md §9: demo mode, nothing is sent; emailsSent counts the simulated sends.
          return {
            emailsSent: body.recipients.length,
            type: body.emailType,
            subject: draft.subject,
            recipients: body.recipients,
            preview: draft.body,
            timestamp: at.toISOString(),
            engine: generator.engine,
            ...sourcesOf(draft.body, documents, draft.cited),
          } satisfies EmailResult;
        });
        return c.json(result, 200);
      })
      .openapi(route.report, async (c) => {
        const body = c.req.valid('json');
        const dataPoints = body.dataPoints.length
          ? body.dataPoints
          : reportPresets[body.reportType].dataPoints;
        const documents = await chosenDocuments(c, body.documentIds, reportRequest(body));
        const result = await runAiTask(c, async (at) => {
          const ctx = await toolContext(c, at, documents);
          const figures = computeReportFigures(body.reportType, body.period, dataPoints, ctx.workspace, at);
          const draft = await generator.report(body, figures, ctx);
          return {
            reportType: body.reportType,
            period: body.period,
            content: draft.content,
            generatedAt: at.toISOString(),
            wordCount: draft.content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length,
            sections: draft.sections,
            data: figures.data,
            dataSource: figures.dataSource,
            engine: generator.engine,
            ...sourcesOf(draft.content, documents),
          } satisfies ReportResult;
        });
        // Kept for the /reports history, reopenable and downloadable later.
        return c.json(await deps.reports.save(c.get('workspace').id, result), 200);
      })
      .openapi(route.reports, async (c) =>
        c.json({ reports: await deps.reports.list(c.get('workspace').id) }, 200),
      )
      .openapi(route.getReport, async (c) =>
        c.json(await deps.reports.get(c.get('workspace').id, c.req.valid('param').id), 200),
      )
      .openapi(route.deleteReport, async (c) => {
        await deps.reports.remove(c.get('workspace').id, c.req.valid('param').id);
        return c.body(null, 204);
      })
      // 'Programmer une démo personnalisée' and 'Créer mon IA Sur Mesure': open to visitors, limited per
      // IP and per address (each request mails its sender).
      .openapi(route.demoRequest, async (c) => {
        const body = c.req.valid('json');
        await limits.enforce(
          c,
          limitCheck('demo-request:ip', clientIp(c)),
          limitCheck('demo-request:email', body.email.toLowerCase()),
        );
        await deps.demoRequests.record(body);
        return c.json({ message: 'Demande envoyée' }, 201);
      })
  );
}
