import { eq } from 'drizzle-orm';
import type { PlanId } from '../../shared/plans.ts';
import { paths } from '../../shared/routes.ts';
import type { SkillInput } from '../../shared/skills.ts';
import type { ActionsService } from '../actions/actions.service.ts';
import { createAiQuota } from '../ai-tools/quota.ts';
import { type ApprovalsService, createApprovalsService } from '../approvals/approvals.service.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { skillEmail } from '../mail/templates.ts';
import type { WorkspaceService } from '../workspace/workspace.service.ts';
import { createSkillScheduler, type SchedulerOptions } from './skill-scheduler.ts';
import { createSkillsService, type SkillsDeps, type SkillsService } from './skills.service.ts';

// The skills, the approval inbox and the scheduler, wired together once per app (decision 027).

export interface AutomationDeps {
  mailer: Mailer;
  workspace: WorkspaceService;
  actions: ActionsService;
  planOf(userId: string): Promise<PlanId>;
  /** Stores a `skill.completed` event in the run's transaction (see SkillsDeps.stageWebhook). */
  stageWebhook: SkillsDeps['stageWebhook'];
  now?: () => Date;
  leaseMs?: number;
  scheduler?: SchedulerOptions;
}

export function createAutomation(db: Db, deps: AutomationDeps) {
  const approvals: ApprovalsService = createApprovalsService(db, { actions: deps.actions, now: deps.now });
  const skills: SkillsService = createSkillsService(db, {
    mailer: deps.mailer,
    workspace: deps.workspace,
    quota: createAiQuota(db),
    planOf: deps.planOf,
    approvals,
    stageWebhook: deps.stageWebhook,
    now: deps.now,
    leaseMs: deps.leaseMs,
  });

  // Alfred's reminder, once approved: a mail to the user through the mail layer.
  approvals.setPerformer('send_reminder', async (row) => {
    const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
    if (!owner) throw new Error('user gone');
    const title = String(row.params.title ?? '');
    await deps.mailer.send({
      ...skillEmail(owner.email, `Rappel : « ${title} »`, String(row.params.message ?? ''), {
        approvalId: row.id,
        reminder: 'true',
      }),
      userId: row.userId,
      href: paths.approvals,
    });
    return { sentTo: owner.email };
  });
  // A skill described in French, once approved: created as proposed (or as edited).
  approvals.setPerformer('configure_skill', async (row) => {
    const created = await skills.create(row.userId, row.params as unknown as SkillInput, row.employee);
    return { skillId: created.id, name: created.name };
  });

  const scheduler = createSkillScheduler(skills, approvals, deps.scheduler);
  return { approvals, skills, scheduler };
}

export type Automation = ReturnType<typeof createAutomation>;
