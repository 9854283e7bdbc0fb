import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CompanyProfileDto,
  type companyProfileSchema,
  type MemoryFactDto,
  maxFactsPerUser,
  memoryFactSchema,
} from '../../shared/memory.ts';
import type { CompanyProfile } from '../../shared/memory-model.ts';
import type { EmployeeId } from '../../shared/routes.ts';
import { type CompanyMemory, emptyCompanyMemory } from '../ai/types.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { lockAccountQuotas } from '../db/quota-lock.ts';
import { companyProfile, memoryFact, organisation, user } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { forgetWorkspaces } from '../organisations/organisations.service.ts';

// The company memory the seven employees share: one profile and up to 100 facts per user. Every
// query is scoped by the owner's id: another user's fact answers 404, like one that does not exist.

type FactRow = typeof memoryFact.$inferSelect;
type ProfileRow = typeof companyProfile.$inferSelect;

function toProfile(row: ProfileRow | undefined): CompanyProfile {
  if (!row) return { ...emptyCompanyMemory.profile };
  const { name, activity, city, tone, signature, addressForm } = row;
  return { name, activity, city, tone, signature, addressForm };
}

function toFact(row: FactRow): MemoryFactDto {
  return {
    id: row.id,
    text: row.text,
    employee: row.employee as EmployeeId | null,
    createdAt: row.createdAt.toISOString(),
  };
}

const notFound = () => new ApiError(404, 'not_found', 'Fait introuvable.');
const sameText = (userId: string, text: string) =>
  and(eq(memoryFact.userId, userId), sql`lower(${memoryFact.text}) = lower(${text})`);

/** A fact told in a conversation may span lines: it is kept as one, then checked like a typed one. */
function checkedFactText(text: string): string {
  const parsed = memoryFactSchema.shape.text.safeParse(text.replace(/\s+/g, ' '));
  if (!parsed.success) {
    throw new ApiError(400, 'validation:body', parsed.error.issues[0]?.message);
  }
  return parsed.data;
}

export function createMemoryService(db: Db) {
  /** What a reply needs, read on every chat message: two indexed reads, run together. */
  async function memoryFor(userId: string): Promise<CompanyMemory> {
    const [[profile], facts] = await Promise.all([
      db.select().from(companyProfile).where(eq(companyProfile.userId, userId)),
      db
        .select({ id: memoryFact.id, text: memoryFact.text })
        .from(memoryFact)
        .where(eq(memoryFact.userId, userId))
        .orderBy(asc(memoryFact.createdAt), asc(memoryFact.id)),
    ]);
    return { profile: toProfile(profile), facts };
  }

  /**
   * Stores a fact for every employee, or returns the same one already kept (case aside). The account's
   * quota lock is held meanwhile, so two messages at once cannot pass the 100-fact limit together.
   */
  async function remember(userId: string, text: string, employee: EmployeeId | null = null) {
    const fact = checkedFactText(text);
    return db.transaction(async (tx): Promise<MemoryFactDto> => {
      await lockAccountQuotas(tx, userId);
      const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!owner) throw new ApiError(404, 'not_found', 'Compte introuvable.');
      const [existing] = await tx.select().from(memoryFact).where(sameText(userId, fact));
      if (existing) return toFact(existing);
      const [kept] = await tx.select({ n: count() }).from(memoryFact).where(eq(memoryFact.userId, userId));
      if ((kept?.n ?? 0) >= maxFactsPerUser) throw new ApiError(409, 'quota:memory_facts');
      const [row] = await tx.insert(memoryFact).values({ userId, text: fact, employee }).returning();
      return toFact(row!);
    });
  }

  const facts = {
    async list(userId: string): Promise<MemoryFactDto[]> {
      const rows = await db
        .select()
        .from(memoryFact)
        .where(eq(memoryFact.userId, userId))
        .orderBy(asc(memoryFact.createdAt), asc(memoryFact.id));
      return rows.map(toFact);
    },

    async update(userId: string, id: string, text: string): Promise<MemoryFactDto> {
      const fact = checkedFactText(text);
      try {
        const [row] = await db
          .update(memoryFact)
          .set({ text: fact })
          .where(and(eq(memoryFact.id, id), eq(memoryFact.userId, userId)))
          .returning();
        if (!row) throw notFound();
        return toFact(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, 'memory:duplicate');
        throw err;
      }
    },

    async remove(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(memoryFact)
        .where(and(eq(memoryFact.id, id), eq(memoryFact.userId, userId)))
        .returning({ id: memoryFact.id });
      if (deleted.length === 0) throw notFound();
    },
  };

  const profile = {
    async get(userId: string): Promise<CompanyProfileDto> {
      const [row] = await db.select().from(companyProfile).where(eq(companyProfile.userId, userId));
      return { ...toProfile(row), updatedAt: row?.updatedAt.toISOString() ?? null };
    },

    /** Replaces the whole profile (a field left out is unset). */
    async put(userId: string, input: z.infer<typeof companyProfileSchema>): Promise<CompanyProfileDto> {
      const [row] = await db
        .insert(companyProfile)
        .values({ userId, ...input })
        .onConflictDoUpdate({ target: companyProfile.userId, set: { ...input, updatedAt: new Date() } })
        .returning();
      // The organisation takes the company's name while it still bears its founder's (decision 072).
      const company = input.name?.trim();
      if (company) {
        const renamed = await db
          .update(organisation)
          .set({ name: company })
          .where(
            and(
              eq(organisation.id, userId),
              sql`${organisation.name} = (select ${user.name} from ${user} where ${user.id} = ${userId})`,
            ),
          )
          .returning({ id: organisation.id });
        if (renamed.length) forgetWorkspaces();
      }
      return { ...toProfile(row), updatedAt: row!.updatedAt.toISOString() };
    },
  };

  return { memoryFor, remember, facts, profile };
}

export type MemoryService = ReturnType<typeof createMemoryService>;
