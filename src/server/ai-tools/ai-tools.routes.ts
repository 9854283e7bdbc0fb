import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type AutomationResult,
  automationRequestSchema,
  createTasksFromPlanSchema,
  demoRequestSchema,
  type EmailResult,
  emailRequestSchema,
  quotaExceededMessage,
  type ReportResult,
  reportPresets,
  reportRequestSchema,
} from '../../shared/ai-tools.ts';
import { errorMessages } from '../../shared/errors.ts';
import type { PlanId } from '../../shared/plans.ts';
import { computeReportFigures, type ToolContext, type ToolGenerator } from '../ai/tools/index.ts';
import { AiProviderError, type CompanyMemory, type WorkspaceSnapshot } from '../ai/types.ts';
import type { Auth } from '../auth/auth.ts';
import { type AuthEnv, requireUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import type { DemoRequestsService } from '../demo-requests/demo-requests.service.ts';
import { clientIp } from '../http/client-ip.ts';
import { ApiError } from '../http/errors.ts';
import { parseJsonBody, parseParam } from '../http/validate.ts';
import { limitCheck, type RateLimits } from '../rate-limit/enforce.ts';
import type { WorkspaceService } from '../workspace/workspace.service.ts';
import { type AiQuota, dailyLimit } from './quota.ts';
import type { ReportsService } from './reports.service.ts';

const reportId = z.uuid({ error: 'Identifiant de rapport invalide.' });

export interface AiToolRouteDeps {
  auth: Auth;
  db: Db;
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
    const plan = await deps.planOf(user.id);
    if (!(await quota.take(user.id, plan, at))) {
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
  async function toolContext(c: Context<AuthEnv>, at: Date): Promise<ToolContext> {
    const userId = c.get('user').id;
    const [workspace, memory] = await Promise.all([deps.workspaceFor(userId), deps.memoryFor?.(userId)]);
    return { workspace, memory, now: at, signal: c.req.raw.signal };
  }

  const tools = new Hono<AuthEnv>()
    .use(requireUser(deps.auth))
    .get('/usage', async (c) => {
      const user = c.get('user');
      const plan = await deps.planOf(user.id);
      return c.json({ plan, used: await quota.used(user.id, now()), limit: dailyLimit(plan) });
    })
    .post('/automation', async (c) => {
      const body = await parseJsonBody(c, automationRequestSchema);
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
      return c.json(result);
    })
    // 'Créer ces tâches': the plan's steps become real tasks (not an AI task: nothing is generated).
    .post('/automation/tasks', async (c) => {
      const body = await parseJsonBody(c, createTasksFromPlanSchema);
      const user = c.get('user');
      await limits.enforce(c, limitCheck('ai-tools:user', user.id));
      const created = await deps.workspace.tasks.createMany(
        user.id,
        body.steps.map((step) => ({
          title: step.title,
          assignee: step.owner === 'vous' ? null : step.owner,
          estimateMinutes: step.minutes,
          source: `automation:${body.employee}`,
        })),
      );
      return c.json({ tasks: created.map((t) => ({ id: t.id, title: t.title, assignee: t.assignee })) }, 201);
    })
    .post('/email', async (c) => {
      const body = await parseJsonBody(c, emailRequestSchema);
      const result = await runAiTask(c, async (at) => {
        const draft = await generator.email(body, await toolContext(c, at));
        // SPEC.md §9: demo mode, nothing is sent; emailsSent counts the simulated sends.
        return {
          emailsSent: body.recipients.length,
          type: body.emailType,
          subject: draft.subject,
          recipients: body.recipients,
          preview: draft.body,
          timestamp: at.toISOString(),
          engine: generator.engine,
        } satisfies EmailResult;
      });
      return c.json(result);
    })
    .post('/report', async (c) => {
      const body = await parseJsonBody(c, reportRequestSchema);
      const dataPoints = body.dataPoints.length ? body.dataPoints : reportPresets[body.reportType].dataPoints;
      const result = await runAiTask(c, async (at) => {
        const ctx = await toolContext(c, at);
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
        } satisfies ReportResult;
      });
      // Kept for the /reports history, reopenable and downloadable later.
      return c.json(await deps.reports.save(c.get('user').id, result));
    })
    .get('/reports', async (c) => c.json({ reports: await deps.reports.list(c.get('user').id) }))
    .get('/reports/:id', async (c) => {
      const id = parseParam(reportId, c.req.param('id'));
      return c.json(await deps.reports.get(c.get('user').id, id));
    })
    .delete('/reports/:id', async (c) => {
      const id = parseParam(reportId, c.req.param('id'));
      await deps.reports.remove(c.get('user').id, id);
      return c.body(null, 204);
    });

  // 'Programmer une démo personnalisée' (/demo-examples): open to visitors, limited per IP.
  const demoRequests = new Hono().post('/', async (c) => {
    const body = await parseJsonBody(c, demoRequestSchema);
    await limits.enforce(c, limitCheck('demo-request:ip', clientIp(c)));
    await deps.demoRequests.record(body);
    return c.json({ message: 'Demande envoyée' }, 201);
  });

  return { tools, demoRequests };
}
