import { and, eq, sql } from 'drizzle-orm';
import { parisDay } from '../../shared/paris-time.ts';
import { type PlanId, plans } from '../../shared/plans.ts';
import type { Db } from '../db/client.ts';
import { aiUsage } from '../db/schema.ts';

export function dailyLimit(plan: PlanId, allowance: number | null = null): number | null {
  const planLimit = plans.find((p) => p.id === plan)?.dailyAiTasks ?? null;
  // A member's allowance, set by an administrator (decision 072), only ever lowers the plan's.
  if (allowance === null) return planLimit;
  return planLimit === null ? allowance : Math.min(planLimit, allowance);
}

/** Counts per Paris calendar day (parisDay), so the quota resets at midnight for a French user, not at UTC midnight. */
export function createAiQuota(db: Db) {
  return {
    async used(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: aiUsage.count })
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, parisDay(now))));
      return row?.count ?? 0;
    },

    /**
     * Takes one AI task of today's budget, atomically (two parallel runs cannot both take the last
     * one). Returns false when the budget is spent. Unlimited plans only count.
     */
    async take(userId: string, plan: PlanId, now: Date, allowance: number | null = null): Promise<boolean> {
      const limit = dailyLimit(plan, allowance);
      if (limit === 0) return false;
      const rows = await db
        .insert(aiUsage)
        .values({ userId, day: parisDay(now), count: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: { count: sql`${aiUsage.count} + 1` },
          ...(limit === null ? {} : { setWhere: sql`${aiUsage.count} < ${limit}` }),
        })
        .returning({ count: aiUsage.count });
      return rows.length > 0;
    },

    /** Gives back a task taken for a run that failed: only successful runs count. */
    async giveBack(userId: string, now: Date): Promise<void> {
      await db
        .update(aiUsage)
        .set({ count: sql`greatest(${aiUsage.count} - 1, 0)` })
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, parisDay(now))));
    },
  };
}

export type AiQuota = ReturnType<typeof createAiQuota>;
