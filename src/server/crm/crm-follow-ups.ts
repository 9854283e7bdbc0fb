// « Relance des opportunités » (Chip's scheduled skill, decision 067): the open opportunities whose
// next step is due or past (Paris day), and those without a timeline entry for N days. One bounded
// query on the owner's rows; the text says only what the records hold.
import { and, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import { opportunityStageLabels } from '../../shared/crm-model.ts';
import { frenchDay } from '../../shared/paris-time.ts';
import { formatEuros } from '../../shared/plans.ts';
import type { Db } from '../db/client.ts';
import { crmActivity, crmCompany, crmOpportunity } from '../db/schema.ts';
import { crmOwner } from './crm.service.ts';

/** Opportunities a run lists at most (the count says how many more). */
const followUpLimit = 50;

export async function crmFollowUpsText(db: Db, userId: string, today: string, now: Date, days: number) {
  const since = new Date(now.getTime() - days * 86_400_000);
  const lastActivity = sql<Date>`coalesce((select max(${crmActivity.createdAt}) from ${crmActivity} where ${crmActivity.opportunityId} = ${crmOpportunity.id}), ${crmOpportunity.createdAt})`;
  const rows = await db
    .select({
      title: crmOpportunity.title,
      company: crmCompany.name,
      stage: crmOpportunity.stage,
      amountCents: crmOpportunity.amountCents,
      nextStep: crmOpportunity.nextStep,
      nextStepDate: crmOpportunity.nextStepDate,
      lastActivity: sql<string>`to_char(${lastActivity} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      total: sql<number>`count(*) over ()`,
    })
    .from(crmOpportunity)
    .leftJoin(crmCompany, eq(crmCompany.id, crmOpportunity.companyId))
    .where(
      and(
        eq(crmOpportunity.workspaceId, crmOwner(userId)),
        notInArray(crmOpportunity.stage, ['won', 'lost']),
        or(
          lte(crmOpportunity.nextStepDate, today),
          sql`${lastActivity} < ${since.toISOString()}::timestamptz`,
        ),
      ),
    )
    .orderBy(sql`${crmOpportunity.nextStepDate} asc nulls last`, sql`${lastActivity} asc`)
    .limit(followUpLimit);
  if (!rows.length)
    return `Aucune opportunité à relancer : pas de prochaine étape échue, et chaque opportunité ouverte a eu une activité depuis moins de ${days} jours.`;
  const lines = rows.map((row) => {
    const silent = Math.floor((now.getTime() - Date.parse(row.lastActivity)) / 86_400_000);
    const why = [
      row.nextStepDate && row.nextStepDate <= today
        ? `${row.nextStep || 'prochaine étape'} ${row.nextStepDate === today ? 'prévue aujourd’hui' : `prévue le ${frenchDay(row.nextStepDate)}, en retard`}`
        : null,
      silent >= days ? `sans activité depuis ${silent} jours` : null,
    ].filter(Boolean);
    return `- ${row.title}${row.company ? ` (${row.company})` : ''} : ${why.join(' ; ')} — ${opportunityStageLabels[row.stage]}, ${formatEuros(Number(row.amountCents) / 100)} HT`;
  });
  const total = Number(rows[0]!.total);
  return `Opportunités à relancer (prochaine étape échue, ou sans activité depuis ${days} jours) : ${total}\n${lines.join('\n')}${total > rows.length ? `\n… et ${total - rows.length} autres dans le CRM.` : ''}`;
}
