import { count, eq } from 'drizzle-orm';
import type { ConnectionUsage } from '../../shared/connections.ts';
import { connectionLimits } from '../../shared/connections-model.ts';
import { type PlanId, planById } from '../../shared/plans.ts';
import type { Db } from '../db/client.ts';
import { lockAccountQuotas, type Tx } from '../db/quota-lock.ts';
import { caldavAccount, mailboxAccount } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';

// The plan's limits on connected accounts (the mailbox and the CalDAV calendar, both holding a password),
// checked on the server when one is connected (decision 033). The check and the insert run in one
// transaction under the account's quota lock, so two connections at once cannot both take the last place
// (db/quota-lock.ts, decision 058).

async function accountsOf(db: Db | Tx, userId: string): Promise<number> {
  const [mail] = await db
    .select({ n: count() })
    .from(mailboxAccount)
    .where(eq(mailboxAccount.userId, userId));
  const [dav] = await db.select({ n: count() }).from(caldavAccount).where(eq(caldavAccount.userId, userId));
  return (mail?.n ?? 0) + (dav?.n ?? 0);
}

export async function connectionUsage(db: Db, userId: string, plan: PlanId): Promise<ConnectionUsage> {
  return {
    plan,
    planName: planById(plan).name,
    accounts: await accountsOf(db, userId),
    limits: connectionLimits[plan],
  };
}

/** A French 403 when the user already has as many connected accounts as the plan allows. */
export async function checkAccountLimit(db: Db | Tx, userId: string, plan: PlanId): Promise<void> {
  const max = connectionLimits[plan].accounts;
  if ((await accountsOf(db, userId)) < max) return;
  throw new ApiError(
    403,
    'connections_limit',
    `Votre formule ${planById(plan).name} permet ${max} compte${max > 1 ? 's' : ''} connecté${max > 1 ? 's' : ''} (boîte mail ou agenda CalDAV). Déconnectez-en un ou passez à une formule supérieure.`,
  );
}

/** Runs `insert` only when one more account fits the plan; a French 403 otherwise. */
export async function withinAccountLimit<T>(
  db: Db,
  userId: string,
  plan: PlanId,
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAccountQuotas(tx, userId);
    await checkAccountLimit(tx, userId, plan);
    return insert(tx);
  });
}
