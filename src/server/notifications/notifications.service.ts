import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Notification } from '../../shared/notifications.ts';
import { parisDay } from '../../shared/paris-time.ts';
import { type PlanId, planById } from '../../shared/plans.ts';
import { paths } from '../../shared/routes.ts';
import type { Db } from '../db/client.ts';
import {
  aiAction,
  aiUsage,
  approval,
  mailQueue,
  notificationRead,
  skill,
  skillRun,
  webhookDelivery,
} from '../db/schema.ts';

// The bell's items are derived from the data at each read (pending approvals, failed webhook
// deliveries and mails, finished skill runs, today's quota reached): nothing to keep in step, nothing in memory.
// Only « lu » is stored, per user and item key (notification_read).

const recentMs = 7 * 86_400_000;
const perKind = 20;

export function createNotificationsService(db: Db, planOf: (userId: string) => Promise<PlanId>) {
  async function derive(userId: string, now: Date): Promise<Omit<Notification, 'read'>[]> {
    const since = new Date(now.getTime() - recentMs);
    const [approvals, actions, deliveries, mails, runs, usage, plan] = await Promise.all([
      db
        .select({ id: approval.id, summary: approval.summary, at: approval.createdAt })
        .from(approval)
        .where(and(eq(approval.userId, userId), eq(approval.status, 'proposed')))
        .orderBy(desc(approval.createdAt))
        .limit(perKind),
      db
        .select({ id: aiAction.id, summary: aiAction.summary, at: aiAction.createdAt })
        .from(aiAction)
        .where(and(eq(aiAction.userId, userId), eq(aiAction.status, 'proposed')))
        .orderBy(desc(aiAction.createdAt))
        .limit(perKind),
      db
        .select({ id: webhookDelivery.id, event: webhookDelivery.eventType, at: webhookDelivery.createdAt })
        .from(webhookDelivery)
        .where(
          and(
            eq(webhookDelivery.userId, userId),
            eq(webhookDelivery.status, 'failed'),
            gte(webhookDelivery.createdAt, since),
          ),
        )
        .orderBy(desc(webhookDelivery.createdAt))
        .limit(perKind),
      // Mails sent for the user that the queue gave up on (SMTP refused them ten times).
      db
        .select({
          id: mailQueue.id,
          to: mailQueue.to,
          subject: mailQueue.subject,
          href: mailQueue.href,
          at: mailQueue.createdAt,
        })
        .from(mailQueue)
        .where(
          and(eq(mailQueue.userId, userId), eq(mailQueue.status, 'failed'), gte(mailQueue.createdAt, since)),
        )
        .orderBy(desc(mailQueue.createdAt))
        .limit(perKind),
      db
        .select({ id: skillRun.id, status: skillRun.status, name: skill.name, at: skillRun.finishedAt })
        .from(skillRun)
        .innerJoin(skill, eq(skill.id, skillRun.skillId))
        .where(
          and(
            eq(skillRun.userId, userId),
            inArray(skillRun.status, ['succeeded', 'failed']),
            gte(skillRun.finishedAt, since),
          ),
        )
        .orderBy(desc(skillRun.finishedAt))
        .limit(perKind),
      db
        .select({ count: aiUsage.count })
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, parisDay(now)))),
      planOf(userId),
    ]);
    const items: Omit<Notification, 'read'>[] = [];
    for (const row of [...approvals, ...actions]) {
      items.push({
        key: `approval:${row.id}`,
        kind: 'approval',
        title: 'Une approbation vous attend',
        detail: row.summary,
        href: paths.approvals,
        at: row.at.toISOString(),
      });
    }
    for (const row of deliveries) {
      items.push({
        key: `delivery_failed:${row.id}`,
        kind: 'delivery_failed',
        title: 'Un webhook n’a pas pu être livré',
        detail: `Événement ${row.event}, abandonné après plusieurs essais.`,
        href: paths.integrations,
        at: row.at.toISOString(),
      });
    }
    for (const row of mails) {
      items.push({
        key: `mail_failed:${row.id}`,
        kind: 'mail_failed',
        title: 'Un email n’a pas pu être envoyé',
        detail: `« ${row.subject} » à ${row.to}, abandonné après plusieurs essais.`,
        href: row.href ?? paths.dashboard,
        at: row.at.toISOString(),
      });
    }
    for (const row of runs) {
      items.push({
        key: `skill_run:${row.id}`,
        kind: 'skill_run',
        title: row.status === 'succeeded' ? 'Tâche automatique terminée' : 'Tâche automatique en échec',
        detail: row.name,
        href: paths.automations,
        at: (row.at ?? now).toISOString(),
      });
    }
    const limit = planById(plan).dailyAiTasks;
    const used = usage[0]?.count ?? 0;
    if (limit !== null && used >= limit) {
      items.push({
        key: `quota:${parisDay(now)}`,
        kind: 'quota',
        title: 'Quota du jour atteint',
        detail: `${used} tâches IA sur ${limit} aujourd’hui ; le quota repart à minuit.`,
        href: '/#pricing',
        at: now.toISOString(),
      });
    }
    return items.sort((a, b) => b.at.localeCompare(a.at));
  }

  return {
    /** The organisation's items; « lu » is each reader's own (a member's reading marks nothing for the others). */
    async list(workspaceId: string, readerId = workspaceId, now = new Date()) {
      const items = await derive(workspaceId, now);
      const keys = items.map((item) => item.key);
      const read = keys.length
        ? await db
            .select({ key: notificationRead.key })
            .from(notificationRead)
            .where(and(eq(notificationRead.userId, readerId), inArray(notificationRead.key, keys)))
        : [];
      const readKeys = new Set(read.map((row) => row.key));
      const notifications = items.map((item) => ({ ...item, read: readKeys.has(item.key) }));
      return { notifications, unread: notifications.filter((n) => !n.read).length };
    },
    /** Marks items read; keys the user does not have are simply not listed (nothing of anyone else's). */
    async markRead(readerId: string, keys: string[]) {
      await db
        .insert(notificationRead)
        .values(keys.map((key) => ({ userId: readerId, key })))
        .onConflictDoNothing();
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
