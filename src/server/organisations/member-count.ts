import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/quota-lock.ts';
import { organisationInvitation, organisationMember } from '../db/schema.ts';

// How many people an organisation has: the seats Pro bills (decision 073) and the plan's limit count
// them. Without the service's dependencies, so billing and payments read it too.

/** Members of an organisation (at least its founder once founded). */
export async function memberCountOf(db: Db | Tx, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organisationMember)
    .where(eq(organisationMember.organisationId, organisationId));
  return Math.max(1, row?.n ?? 0);
}

/** An invitation still waiting for an answer: it holds a seat until accepted, revoked or expired. */
export const pendingInvitation = (organisationId: string, at: Date) =>
  and(
    eq(organisationInvitation.organisationId, organisationId),
    isNull(organisationInvitation.acceptedAt),
    isNull(organisationInvitation.revokedAt),
    gt(organisationInvitation.expiresAt, at),
  );

/** How many invitations of the organisation are pending (`pendingInvitation`). */
export async function pendingInvitationCountOf(
  db: Db | Tx,
  organisationId: string,
  at: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organisationInvitation)
    .where(pendingInvitation(organisationId, at));
  return row?.n ?? 0;
}
