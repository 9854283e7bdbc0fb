import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { foldForSearch } from '../../shared/connectors.ts';
import {
  type ActivityDto,
  type activityInputSchema,
  type activityListQuerySchema,
  type CompanyDto,
  type ContactDto,
  type companyInputSchema,
  type companyListQuerySchema,
  type companyPatchSchema,
  type contactInputSchema,
  type contactListQuerySchema,
  type contactPatchSchema,
  type Forecast,
  type OpportunityDto,
  type OpportunityStage,
  type opportunityInputSchema,
  type opportunityListQuerySchema,
  type opportunityPatchSchema,
  opportunityStageLabels,
  opportunityStages,
  type Pipeline,
} from '../../shared/crm.ts';
import type { Page } from '../../shared/workspace-model.ts';
import { cappedCount } from '../db/capped-count.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { crmActivity, crmCompany, crmContact, crmOpportunity } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { loggableError, logger } from '../http/logger.ts';

// The CRM of one owner (decision 065): companies, contacts, opportunities and their timeline. Every
// query is scoped by `crmOwner(userId)`: another owner's id answers 404, like an id that does not
// exist; a foreign company or contact named in a body is a 400 that says nothing about it.

/**
 * THE ONE PLACE that says whose CRM a signed-in user works in: the rows' `workspace_id`. Today the
 * user's own; once organisations exist, the organisation the user acts for (decision 065). Nothing
 * else in the CRM compares a row to a user id.
 */
export function crmOwner(userId: string): string {
  return userId;
}

/** What the CRM announces after a commit (the user's webhook). */
export interface CrmEvent {
  type: 'opportunity.created' | 'opportunity.moved';
  data: unknown;
}
export type CrmEventListener = (userId: string, event: CrmEvent) => void;

type CompanyRow = typeof crmCompany.$inferSelect;
type ContactRow = typeof crmContact.$inferSelect;
type OpportunityRow = typeof crmOpportunity.$inferSelect;
type ActivityRow = typeof crmActivity.$inferSelect;

/** Cards shown per stage on the board (the stage's count and totals cover all of its rows). */
export const pipelineCardLimit = 50;

/** The searched text of a row: its words lowercase, without accents (« Négociation » ≈ « negociation »). */
export function searchTextOf(...parts: Array<string | null | undefined>): string {
  return foldForSearch(parts.filter(Boolean).join(' '));
}

/** `%text%` for LIKE on a folded column, the user's wildcards taken literally. */
function containsFolded(text: string): string {
  return `%${foldForSearch(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const sirenTaken = () =>
  new ApiError(409, 'crm:duplicate', 'Une entreprise avec ce SIREN existe déjà dans votre CRM.');
const emailTaken = () =>
  new ApiError(409, 'crm:duplicate', 'Un contact avec cet e-mail existe déjà dans votre CRM.');

export function toCompany(row: CompanyRow): CompanyDto {
  return {
    id: row.id,
    name: row.name,
    siren: row.siren,
    address: row.address,
    sector: row.sector,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toContact(row: ContactRow, companyName: string | null): ContactDto {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    email: row.email,
    phone: row.phone,
    companyId: row.companyId,
    companyName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOpportunity(
  row: OpportunityRow,
  companyName: string | null,
  contactName: string | null,
): OpportunityDto {
  return {
    id: row.id,
    title: row.title,
    companyId: row.companyId,
    companyName,
    contactId: row.contactId,
    contactName,
    amountCents: Number(row.amountCents),
    probability: row.probability,
    stage: row.stage,
    expectedCloseDate: row.expectedCloseDate,
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    ownerName: row.ownerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toActivity(row: ActivityRow): ActivityDto {
  return {
    id: row.id,
    kind: row.kind,
    body: row.body,
    companyId: row.companyId,
    contactId: row.contactId,
    opportunityId: row.opportunityId,
    fromStage: row.fromStage,
    toStage: row.toStage,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The probability a move sets when the patch gives none: 100 % once won, 0 % once lost. */
function probabilityAfterMove(to: OpportunityStage, current: number): number {
  if (to === 'won') return 100;
  if (to === 'lost') return 0;
  return current;
}

/** sum(amount × probability / 100), in cents, as a JavaScript number. */
const weightedSum = sql<number>`coalesce(round(sum(${crmOpportunity.amountCents}::numeric * ${crmOpportunity.probability} / 100)), 0)::float8`;
const amountSum = sql<number>`coalesce(sum(${crmOpportunity.amountCents}), 0)::float8`;

export function createCrmService(db: Db, options: { onEvent?: CrmEventListener } = {}) {
  // A listener that throws never undoes or fails the write it was told about.
  const announce = (userId: string, event: CrmEvent) => {
    try {
      options.onEvent?.(userId, event);
    } catch (err) {
      logger().error({ type: event.type, err: loggableError(err) }, 'crm event listener failed');
    }
  };

  async function ownedCompany(owner: string, id: string, tx: Db = db): Promise<CompanyRow> {
    const [row] = await tx
      .select()
      .from(crmCompany)
      .where(and(eq(crmCompany.id, id), eq(crmCompany.workspaceId, owner)));
    if (!row) throw new ApiError(404, 'not_found', 'Entreprise introuvable.');
    return row;
  }

  async function contactWithCompany(owner: string, id: string, tx: Db = db): Promise<ContactDto> {
    const [row] = await tx
      .select({ contact: crmContact, companyName: crmCompany.name })
      .from(crmContact)
      .leftJoin(crmCompany, eq(crmCompany.id, crmContact.companyId))
      .where(and(eq(crmContact.id, id), eq(crmContact.workspaceId, owner)));
    if (!row) throw new ApiError(404, 'not_found', 'Contact introuvable.');
    return toContact(row.contact, row.companyName);
  }

  const opportunitySelection = {
    opportunity: crmOpportunity,
    companyName: crmCompany.name,
    contactName: crmContact.name,
  };
  const opportunityRows = (tx: Db, where: SQL | undefined) =>
    tx
      .select(opportunitySelection)
      .from(crmOpportunity)
      .leftJoin(crmCompany, eq(crmCompany.id, crmOpportunity.companyId))
      .leftJoin(crmContact, eq(crmContact.id, crmOpportunity.contactId))
      .where(where);

  async function opportunityOf(owner: string, id: string, tx: Db = db): Promise<OpportunityDto> {
    const [row] = await opportunityRows(
      tx,
      and(eq(crmOpportunity.id, id), eq(crmOpportunity.workspaceId, owner)),
    );
    if (!row) throw new ApiError(404, 'not_found', 'Opportunité introuvable.');
    return toOpportunity(row.opportunity, row.companyName, row.contactName);
  }

  /** A company or contact named in a body must be the owner's: else a 400 that reveals nothing. */
  async function checkCompany(owner: string, id: string | null | undefined, tx: Db = db): Promise<void> {
    if (!id) return;
    const [row] = await tx
      .select({ id: crmCompany.id })
      .from(crmCompany)
      .where(and(eq(crmCompany.id, id), eq(crmCompany.workspaceId, owner)));
    if (!row) throw new ApiError(400, 'validation:body', 'Cette entreprise n’existe pas dans votre CRM.');
  }
  async function checkContact(owner: string, id: string | null | undefined, tx: Db = db): Promise<void> {
    if (!id) return;
    const [row] = await tx
      .select({ id: crmContact.id })
      .from(crmContact)
      .where(and(eq(crmContact.id, id), eq(crmContact.workspaceId, owner)));
    if (!row) throw new ApiError(400, 'validation:body', 'Ce contact n’existe pas dans votre CRM.');
  }

  const companies = {
    async list(userId: string, query: z.infer<typeof companyListQuerySchema>): Promise<Page<CompanyDto>> {
      const conditions: SQL[] = [eq(crmCompany.workspaceId, crmOwner(userId))];
      if (query.q) conditions.push(sql`${crmCompany.searchText} like ${containsFolded(query.q)}`);
      const where = and(...conditions);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(crmCompany)
          .where(where)
          .orderBy(asc(crmCompany.name), asc(crmCompany.id))
          .limit(query.limit)
          .offset(query.offset),
        cappedCount(db, crmCompany, where),
      ]);
      return { items: rows.map(toCompany), ...total, limit: query.limit, offset: query.offset };
    },

    get: async (userId: string, id: string) => toCompany(await ownedCompany(crmOwner(userId), id)),

    async create(
      userId: string,
      input: z.infer<typeof companyInputSchema>,
      tx: Db = db,
    ): Promise<CompanyDto> {
      const owner = crmOwner(userId);
      if (input.siren) {
        const [same] = await tx
          .select({ id: crmCompany.id })
          .from(crmCompany)
          .where(and(eq(crmCompany.workspaceId, owner), eq(crmCompany.siren, input.siren)));
        if (same) throw sirenTaken();
      }
      try {
        const [row] = await tx
          .insert(crmCompany)
          .values({
            ...input,
            workspaceId: owner,
            userId,
            searchText: searchTextOf(input.name, input.siren, input.sector, input.address),
          })
          .returning();
        return toCompany(row!);
      } catch (err) {
        if (isUniqueViolation(err)) throw sirenTaken();
        throw err;
      }
    },

    async update(userId: string, id: string, patch: z.infer<typeof companyPatchSchema>): Promise<CompanyDto> {
      const owner = crmOwner(userId);
      const current = await ownedCompany(owner, id);
      const next = { ...current, ...patch };
      try {
        const [row] = await db
          .update(crmCompany)
          .set({
            ...patch,
            searchText: searchTextOf(next.name, next.siren, next.sector, next.address),
            updatedAt: new Date(),
          })
          .where(and(eq(crmCompany.id, id), eq(crmCompany.workspaceId, owner)))
          .returning();
        return toCompany(row!);
      } catch (err) {
        if (isUniqueViolation(err)) throw sirenTaken();
        throw err;
      }
    },

    /** Deletes the company; its contacts and opportunities stay, without a company. */
    async remove(userId: string, id: string): Promise<void> {
      const owner = crmOwner(userId);
      await ownedCompany(owner, id);
      await db.transaction(async (tx) => {
        // The entries on the company alone would be left on no record.
        await tx
          .delete(crmActivity)
          .where(
            and(
              eq(crmActivity.companyId, id),
              isNull(crmActivity.contactId),
              isNull(crmActivity.opportunityId),
            ),
          );
        await tx.delete(crmCompany).where(and(eq(crmCompany.id, id), eq(crmCompany.workspaceId, owner)));
      });
    },
  };

  const contacts = {
    async list(userId: string, query: z.infer<typeof contactListQuerySchema>): Promise<Page<ContactDto>> {
      const conditions: SQL[] = [eq(crmContact.workspaceId, crmOwner(userId))];
      if (query.companyId) conditions.push(eq(crmContact.companyId, query.companyId));
      if (query.q) conditions.push(sql`${crmContact.searchText} like ${containsFolded(query.q)}`);
      const where = and(...conditions);
      const [rows, total] = await Promise.all([
        db
          .select({ contact: crmContact, companyName: crmCompany.name })
          .from(crmContact)
          .leftJoin(crmCompany, eq(crmCompany.id, crmContact.companyId))
          .where(where)
          .orderBy(asc(crmContact.name), asc(crmContact.id))
          .limit(query.limit)
          .offset(query.offset),
        cappedCount(db, crmContact, where),
      ]);
      return {
        items: rows.map((r) => toContact(r.contact, r.companyName)),
        ...total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    get: (userId: string, id: string) => contactWithCompany(crmOwner(userId), id),

    async create(
      userId: string,
      input: z.infer<typeof contactInputSchema>,
      tx: Db = db,
    ): Promise<ContactDto> {
      const owner = crmOwner(userId);
      await checkCompany(owner, input.companyId, tx);
      if (input.email) {
        const [same] = await tx
          .select({ id: crmContact.id })
          .from(crmContact)
          .where(and(eq(crmContact.workspaceId, owner), eq(crmContact.email, input.email)));
        if (same) throw emailTaken();
      }
      try {
        const [row] = await tx
          .insert(crmContact)
          .values({
            ...input,
            workspaceId: owner,
            userId,
            searchText: searchTextOf(input.name, input.role, input.email, input.phone),
          })
          .returning();
        return contactWithCompany(owner, row!.id, tx);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    async update(userId: string, id: string, patch: z.infer<typeof contactPatchSchema>): Promise<ContactDto> {
      const owner = crmOwner(userId);
      const current = await contactWithCompany(owner, id);
      await checkCompany(owner, patch.companyId);
      const next = { ...current, ...patch };
      try {
        await db
          .update(crmContact)
          .set({
            ...patch,
            searchText: searchTextOf(next.name, next.role, next.email, next.phone),
            updatedAt: new Date(),
          })
          .where(and(eq(crmContact.id, id), eq(crmContact.workspaceId, owner)));
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      return contactWithCompany(owner, id);
    },

    /** Deletes the contact; its opportunities stay, without a contact. */
    async remove(userId: string, id: string): Promise<void> {
      const owner = crmOwner(userId);
      await contactWithCompany(owner, id);
      await db.transaction(async (tx) => {
        await tx
          .delete(crmActivity)
          .where(and(eq(crmActivity.contactId, id), isNull(crmActivity.opportunityId)));
        await tx.delete(crmContact).where(and(eq(crmContact.id, id), eq(crmContact.workspaceId, owner)));
      });
    },
  };

  const opportunities = {
    async list(
      userId: string,
      query: z.infer<typeof opportunityListQuerySchema>,
    ): Promise<Page<OpportunityDto>> {
      const conditions: SQL[] = [eq(crmOpportunity.workspaceId, crmOwner(userId))];
      if (query.stage) conditions.push(eq(crmOpportunity.stage, query.stage));
      if (query.companyId) conditions.push(eq(crmOpportunity.companyId, query.companyId));
      if (query.contactId) conditions.push(eq(crmOpportunity.contactId, query.contactId));
      if (query.q) conditions.push(sql`${crmOpportunity.searchText} like ${containsFolded(query.q)}`);
      const where = and(...conditions);
      const [rows, total] = await Promise.all([
        opportunityRows(db, where)
          .orderBy(desc(crmOpportunity.updatedAt), asc(crmOpportunity.id))
          .limit(query.limit)
          .offset(query.offset),
        cappedCount(db, crmOpportunity, where),
      ]);
      return {
        items: rows.map((r) => toOpportunity(r.opportunity, r.companyName, r.contactName)),
        ...total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    get: (userId: string, id: string) => opportunityOf(crmOwner(userId), id),

    async create(userId: string, input: z.infer<typeof opportunityInputSchema>): Promise<OpportunityDto> {
      const owner = crmOwner(userId);
      await checkCompany(owner, input.companyId);
      await checkContact(owner, input.contactId);
      const [row] = await db
        .insert(crmOpportunity)
        .values({
          ...input,
          workspaceId: owner,
          userId,
          searchText: searchTextOf(input.title, input.nextStep, input.ownerName),
        })
        .returning();
      const created = await opportunityOf(owner, row!.id);
      announce(userId, { type: 'opportunity.created', data: created });
      return created;
    },

    /** A change of stage is recorded in the timeline, in the same transaction, and announced. */
    async update(
      userId: string,
      id: string,
      patch: z.infer<typeof opportunityPatchSchema>,
    ): Promise<OpportunityDto> {
      const owner = crmOwner(userId);
      await checkCompany(owner, patch.companyId);
      await checkContact(owner, patch.contactId);
      const { updated, from } = await db.transaction(async (tx) => {
        // Read under a row lock: two moves at once record two consistent changes.
        const [current] = await tx
          .select()
          .from(crmOpportunity)
          .where(and(eq(crmOpportunity.id, id), eq(crmOpportunity.workspaceId, owner)))
          .for('update');
        if (!current) throw new ApiError(404, 'not_found', 'Opportunité introuvable.');
        const moved = patch.stage !== undefined && patch.stage !== current.stage;
        const next = { ...current, ...patch };
        await tx
          .update(crmOpportunity)
          .set({
            ...patch,
            ...(moved && patch.probability === undefined
              ? { probability: probabilityAfterMove(patch.stage!, current.probability) }
              : {}),
            searchText: searchTextOf(next.title, next.nextStep, next.ownerName),
            updatedAt: new Date(),
          })
          .where(eq(crmOpportunity.id, id));
        if (moved) {
          await tx.insert(crmActivity).values({
            workspaceId: owner,
            userId,
            kind: 'stage_change',
            body: `${opportunityStageLabels[current.stage]} → ${opportunityStageLabels[patch.stage!]}`,
            opportunityId: id,
            companyId: next.companyId,
            fromStage: current.stage,
            toStage: patch.stage!,
          });
        }
        return { updated: await opportunityOf(owner, id, tx), from: moved ? current.stage : null };
      });
      if (from)
        announce(userId, {
          type: 'opportunity.moved',
          data: { opportunity: updated, from, to: updated.stage },
        });
      return updated;
    },

    async remove(userId: string, id: string): Promise<void> {
      const owner = crmOwner(userId);
      await opportunityOf(owner, id);
      await db
        .delete(crmOpportunity)
        .where(and(eq(crmOpportunity.id, id), eq(crmOpportunity.workspaceId, owner)));
    },

    /** Every stage, its count and totals over all its rows, and its most recent cards. */
    async pipeline(userId: string): Promise<Pipeline> {
      const owner = crmOwner(userId);
      const totals = await db
        .select({
          stage: crmOpportunity.stage,
          count: sql<number>`count(*)::int`,
          amountCents: amountSum,
          weightedCents: weightedSum,
        })
        .from(crmOpportunity)
        .where(eq(crmOpportunity.workspaceId, owner))
        .groupBy(crmOpportunity.stage);
      const byStage = new Map(totals.map((t) => [t.stage, t]));
      const cards = await Promise.all(
        opportunityStages.map((stage) =>
          opportunityRows(db, and(eq(crmOpportunity.workspaceId, owner), eq(crmOpportunity.stage, stage)))
            .orderBy(desc(crmOpportunity.updatedAt), asc(crmOpportunity.id))
            .limit(pipelineCardLimit),
        ),
      );
      return {
        stages: opportunityStages.map((stage, i) => {
          const total = byStage.get(stage);
          return {
            stage,
            count: total?.count ?? 0,
            amountCents: Number(total?.amountCents ?? 0),
            weightedCents: Number(total?.weightedCents ?? 0),
            items: cards[i]!.map((r) => toOpportunity(r.opportunity, r.companyName, r.contactName)),
          };
        }),
        cardLimit: pipelineCardLimit,
      };
    },

    /**
     * The weighted forecast: amount × probability of the opportunities not lost, by the month of their
     * expected close date (a Paris calendar day, so its month is the Paris month).
     */
    async forecast(userId: string): Promise<Forecast> {
      const owner = crmOwner(userId);
      const month = sql<string | null>`to_char(${crmOpportunity.expectedCloseDate}, 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          count: sql<number>`count(*)::int`,
          amountCents: amountSum,
          weightedCents: weightedSum,
        })
        .from(crmOpportunity)
        .where(and(eq(crmOpportunity.workspaceId, owner), ne(crmOpportunity.stage, 'lost')))
        .groupBy(month)
        .orderBy(month);
      const undated = rows.find((r) => r.month === null);
      return {
        months: rows
          .filter((r) => r.month !== null)
          .map((r) => ({
            month: r.month!,
            count: r.count,
            amountCents: Number(r.amountCents),
            weightedCents: Number(r.weightedCents),
          })),
        undated: {
          count: undated?.count ?? 0,
          amountCents: Number(undated?.amountCents ?? 0),
          weightedCents: Number(undated?.weightedCents ?? 0),
        },
      };
    },
  };

  const activities = {
    /** A record's timeline, newest first; the record must be the owner's (else 404). */
    async list(userId: string, query: z.infer<typeof activityListQuerySchema>): Promise<Page<ActivityDto>> {
      const owner = crmOwner(userId);
      let record: SQL;
      if (query.opportunityId) {
        await opportunityOf(owner, query.opportunityId);
        record = eq(crmActivity.opportunityId, query.opportunityId);
      } else if (query.contactId) {
        await contactWithCompany(owner, query.contactId);
        record = eq(crmActivity.contactId, query.contactId);
      } else {
        await ownedCompany(owner, query.companyId!);
        record = eq(crmActivity.companyId, query.companyId!);
      }
      const where = and(eq(crmActivity.workspaceId, owner), record);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(crmActivity)
          .where(where)
          .orderBy(desc(crmActivity.createdAt), desc(crmActivity.id))
          .limit(query.limit)
          .offset(query.offset),
        cappedCount(db, crmActivity, where),
      ]);
      return { items: rows.map(toActivity), ...total, limit: query.limit, offset: query.offset };
    },

    /** A call, mail, meeting or note on one record; an opportunity's or contact's also shows on its company. */
    async create(userId: string, input: z.infer<typeof activityInputSchema>): Promise<ActivityDto> {
      const owner = crmOwner(userId);
      let links: { companyId: string | null; contactId: string | null; opportunityId: string | null };
      if (input.opportunityId) {
        const opportunity = await opportunityOf(owner, input.opportunityId);
        links = { companyId: opportunity.companyId, contactId: null, opportunityId: opportunity.id };
      } else if (input.contactId) {
        const contact = await contactWithCompany(owner, input.contactId);
        links = { companyId: contact.companyId, contactId: contact.id, opportunityId: null };
      } else {
        const company = await ownedCompany(owner, input.companyId!);
        links = { companyId: company.id, contactId: null, opportunityId: null };
      }
      const [row] = await db
        .insert(crmActivity)
        .values({ workspaceId: owner, userId, kind: input.kind, body: input.body, ...links })
        .returning();
      return toActivity(row!);
    },
  };

  return { companies, contacts, opportunities, activities };
}

export type CrmService = ReturnType<typeof createCrmService>;
