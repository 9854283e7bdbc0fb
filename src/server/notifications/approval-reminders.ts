import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { paths } from '../../shared/routes.ts';
import type { Db } from '../db/client.ts';
import {
  aiAction,
  approval,
  approvalReminder,
  organisation,
  organisationMember,
  user,
} from '../db/schema.ts';
import { loggableError, logger } from '../http/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { approvalWaitingEmail } from '../mail/templates.ts';
import { mayApprove } from '../organisations/organisations.service.ts';
import { claimPeriodicJob } from '../retention/periodic-job.ts';

const dayMs = 86_400_000;
const batch = 200;

/**
 * A background step of the scheduler's tick (decision 060): mails each member who may decide on
 * proposals (the organisation's rule, decision 072) that have waited longer than APPROVAL_REMINDER_AFTER_MINUTES, once a day at most. The pass is claimed by one
 * instance a minute (periodic_job), and each user's mail by one conditional upsert of
 * approval_reminder (sent more than a day ago, or never): two instances never mail twice.
 */
export function createApprovalReminders(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  afterMinutes: number;
}) {
  const { db } = deps;
  return async function remindWaitingApprovals(at: Date): Promise<number> {
    if (!(await claimPeriodicJob(db, 'approval-reminders', at, 60_000))) return 0;
    const cutoff = new Date(at.getTime() - deps.afterMinutes * 60_000);
    const waiting = new Map<string, number>();
    // The skills' proposals (approval) and the chat's (ai_action): the same inbox.
    const fromSkills = await db
      .select({ userId: approval.userId, waiting: count() })
      .from(approval)
      .where(and(eq(approval.status, 'proposed'), lte(approval.createdAt, cutoff)))
      .groupBy(approval.userId)
      .limit(batch);
    const fromChat = await db
      .select({ userId: aiAction.userId, waiting: count() })
      .from(aiAction)
      .where(and(eq(aiAction.status, 'proposed'), lte(aiAction.createdAt, cutoff)))
      .groupBy(aiAction.userId)
      .limit(batch);
    for (const row of [...fromSkills, ...fromChat])
      waiting.set(row.userId, (waiting.get(row.userId) ?? 0) + row.waiting);
    if (waiting.size === 0) return 0;
    // The rows are the organisation's (decision 072): the mail goes to each member who may decide.
    const members = await db
      .select({
        id: user.id,
        email: user.email,
        organisationId: organisationMember.organisationId,
        role: organisationMember.role,
        approvers: organisation.approvers,
        approves: organisationMember.approves,
      })
      .from(organisationMember)
      .innerJoin(organisation, eq(organisation.id, organisationMember.organisationId))
      .innerJoin(user, eq(user.id, organisationMember.userId))
      .where(
        and(inArray(organisationMember.organisationId, [...waiting.keys()]), eq(user.emailVerified, true)),
      );
    const deciders = new Map<string, { id: string; email: string; waiting: number }>();
    for (const member of members) {
      if (!mayApprove(member)) continue;
      const known = deciders.get(member.id) ?? { id: member.id, email: member.email, waiting: 0 };
      known.waiting += waiting.get(member.organisationId) ?? 0;
      deciders.set(member.id, known);
    }
    const accounts = [...deciders.values()];
    let sent = 0;
    const dayAgo = new Date(at.getTime() - dayMs);
    for (const account of accounts) {
      const claimed = await db
        .insert(approvalReminder)
        .values({ userId: account.id, lastSentAt: at })
        .onConflictDoUpdate({
          target: approvalReminder.userId,
          set: { lastSentAt: at },
          setWhere: sql`${approvalReminder.lastSentAt} <= ${dayAgo.toISOString()}::timestamptz`,
        })
        .returning({ userId: approvalReminder.userId });
      if (claimed.length === 0) continue;
      try {
        await deps.mailer.send({
          ...approvalWaitingEmail(account.email, account.waiting || 1, `${deps.appUrl}${paths.approvals}`),
          userId: account.id,
          href: paths.approvals,
        });
        sent++;
      } catch (err) {
        // Released (as if sent long ago), so the next pass tries again.
        await db
          .update(approvalReminder)
          .set({ lastSentAt: new Date(0) })
          .where(and(eq(approvalReminder.userId, account.id), eq(approvalReminder.lastSentAt, at)));
        logger().warn({ err: loggableError(err) }, 'approval reminder mail failed, will retry');
      }
    }
    return sent;
  };
}
