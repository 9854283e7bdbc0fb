// The CRM as the employees see it (decision 067): the open opportunities most worth a look (the next
// steps due first, then the most recently touched), the recent contacts, and every stage's totals.
// Three bounded queries on the owner's indexes, whatever the size of the CRM.
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { crmOwner } from '../../crm/crm.service.ts';
import type { Db } from '../../db/client.ts';
import { crmActivity, crmCompany, crmContact, crmOpportunity } from '../../db/schema.ts';
import type { CrmSnapshot } from '../types.ts';

/** Open opportunities and contacts listed at most (the stages' counts cover all of them). */
export const crmSnapshotLimit = 200;

export const emptyCrmSnapshot: CrmSnapshot = {
  opportunities: [],
  contacts: [],
  stages: [],
  truncated: false,
};

export async function crmSnapshot(db: Db, userId: string): Promise<CrmSnapshot> {
  const owner = crmOwner(userId);
  const lastActivity = sql<string>`coalesce((select max(${crmActivity.createdAt}) from ${crmActivity} where ${crmActivity.opportunityId} = ${crmOpportunity.id}), ${crmOpportunity.createdAt})`;
  const [opportunities, contacts, stages] = await Promise.all([
    db
      .select({
        id: crmOpportunity.id,
        title: crmOpportunity.title,
        company: crmCompany.name,
        contact: crmContact.name,
        contactId: crmOpportunity.contactId,
        stage: crmOpportunity.stage,
        amountCents: crmOpportunity.amountCents,
        probability: crmOpportunity.probability,
        nextStep: crmOpportunity.nextStep,
        nextStepDate: crmOpportunity.nextStepDate,
        expectedCloseDate: crmOpportunity.expectedCloseDate,
        lastActivityAt: sql<string>`to_char(${lastActivity} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      })
      .from(crmOpportunity)
      .leftJoin(crmCompany, eq(crmCompany.id, crmOpportunity.companyId))
      .leftJoin(crmContact, eq(crmContact.id, crmOpportunity.contactId))
      .where(and(eq(crmOpportunity.workspaceId, owner), notInArray(crmOpportunity.stage, ['won', 'lost'])))
      .orderBy(sql`${crmOpportunity.nextStepDate} asc nulls last`, desc(crmOpportunity.updatedAt))
      .limit(crmSnapshotLimit + 1),
    db
      .select({ id: crmContact.id, name: crmContact.name, role: crmContact.role, company: crmCompany.name })
      .from(crmContact)
      .leftJoin(crmCompany, eq(crmCompany.id, crmContact.companyId))
      .where(eq(crmContact.workspaceId, owner))
      .orderBy(desc(crmContact.updatedAt))
      .limit(crmSnapshotLimit),
    db
      .select({
        stage: crmOpportunity.stage,
        count: sql<number>`count(*)::int`,
        amountCents: sql<number>`coalesce(sum(${crmOpportunity.amountCents}), 0)::float8`,
        weightedCents: sql<number>`coalesce(round(sum(${crmOpportunity.amountCents}::numeric * ${crmOpportunity.probability} / 100)), 0)::float8`,
      })
      .from(crmOpportunity)
      .where(eq(crmOpportunity.workspaceId, owner))
      .groupBy(crmOpportunity.stage)
      .orderBy(asc(crmOpportunity.stage)),
  ]);
  return {
    opportunities: opportunities.slice(0, crmSnapshotLimit).map((row) => ({
      ...row,
      amountCents: Number(row.amountCents),
    })),
    contacts,
    stages: stages.map((row) => ({
      stage: row.stage,
      count: Number(row.count),
      amountCents: Number(row.amountCents),
      weightedCents: Number(row.weightedCents),
    })),
    truncated: opportunities.length > crmSnapshotLimit,
  };
}
