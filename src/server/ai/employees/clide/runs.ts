// Clide's triggered runs (decision 075). Database code, reached from skills.ts through a dynamic import only.
import { and, eq, gte, ilike, or } from 'drizzle-orm';
import { frenchDay, parisDay, parisTime } from '../../../../shared/paris-time.ts';
import { elapsedLabel } from '../../../../shared/support-model.ts';
import { priorityLabels } from '../../../../shared/workspace-model.ts';
import type { Db } from '../../../db/client.ts';
import { supportTicket, task } from '../../../db/schema.ts';
import { supportScope, supportSummary } from '../../../support/support.service.ts';
import type { ScheduledRunContext } from '../skill.ts';
import { bullet, due, openTasks } from '../workspace-rows.ts';

/** Before the desk has its first ticket: the open tasks about support, as the digest did (decision 068). */
async function supportTasks(db: Db, userId: string): Promise<string> {
  const tickets = await openTasks(
    db,
    userId,
    or(ilike(task.title, '%support%'), ilike(task.description, '%support%'), eq(task.assignee, 'clide')),
  );
  return `Tickets de support ouverts : ${tickets.length}\n${bullet(
    tickets.map((t) => `${t.title} (priorité : ${priorityLabels[t.priority]})${due(t.dueDate)}`),
    'Aucun ticket ouvert.',
  )}`;
}

/**
 * The week of the support desk from its records (decision 068): the tickets opened and resolved over the
 * last 7 days, the median time to a first response of the week's tickets, and the late ones with their
 * requester and how late. Before the desk's first ticket, the open tasks about support.
 */
export async function supportDigest({ db, userId, now }: ScheduledRunContext): Promise<string> {
  const desk = await supportSummary(db, userId, now);
  if (!desk) return supportTasks(db, userId);
  const since = new Date(now.getTime() - 7 * 86_400_000);
  const scope = supportScope(userId);
  const [opened, resolved] = await Promise.all([
    db
      .select({ createdAt: supportTicket.createdAt, firstRespondedAt: supportTicket.firstRespondedAt })
      .from(supportTicket)
      .where(and(eq(supportTicket.workspaceId, scope), gte(supportTicket.createdAt, since))),
    db
      .select({ id: supportTicket.id })
      .from(supportTicket)
      .where(and(eq(supportTicket.workspaceId, scope), gte(supportTicket.resolvedAt, since))),
  ]);
  const waits = opened
    .flatMap((t) => (t.firstRespondedAt ? [t.firstRespondedAt.getTime() - t.createdAt.getTime()] : []))
    .sort((a, b) => a - b);
  const middle = Math.floor(waits.length / 2);
  const median = waits.length % 2 ? waits[middle]! : (waits[middle - 1]! + waits[middle]!) / 2;
  const late = desk.tickets.filter((t) => t.overdue);
  const lateLine = (t: (typeof late)[number]) => {
    const first = !t.firstRespondedAt && Date.parse(t.firstResponseDueAt) < now.getTime();
    const dueAt = new Date(first ? t.firstResponseDueAt : t.resolutionDueAt);
    return `${t.subject} — ${t.requesterName} (${t.requesterEmail}) : ${first ? 'première réponse' : 'résolution'} en retard de ${elapsedLabel(now.getTime() - dueAt.getTime())}, échéance ${frenchDay(parisDay(dueAt))} à ${parisTime(dueAt)}`;
  };
  return [
    `Bilan du support, du ${frenchDay(parisDay(since))} au ${frenchDay(parisDay(now))} :`,
    bullet(
      [
        `Tickets ouverts cette semaine : ${opened.length}`,
        `Tickets résolus cette semaine : ${resolved.length}`,
        waits.length
          ? `Délai médian de première réponse : ${elapsedLabel(median)} (sur ${waits.length} ticket${waits.length > 1 ? 's' : ''} de la semaine déjà répondu${waits.length > 1 ? 's' : ''})`
          : 'Délai médian de première réponse : aucun ticket de la semaine n’a encore reçu de réponse',
        `Tickets en cours : ${desk.openCount}, dont ${desk.overdueCount} en retard`,
      ],
      '',
    ),
    desk.overdueCount ? `En retard :\n${bullet(late.map(lateLine), '')}` : 'Aucun ticket en retard.',
  ].join('\n\n');
}
