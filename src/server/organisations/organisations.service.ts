import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { SeatPreview } from '../../shared/billing.ts';
import {
  type ApproverRule,
  type InvitationDto,
  invitationDays,
  type MemberDto,
  type MemberRole,
  memberRoleLabels,
  type OrganisationSummary,
  roleAtLeast,
  type TeamDto,
} from '../../shared/organisation-model.ts';
import { type PlanId, plans } from '../../shared/plans.ts';
import type { SeatBilling } from '../billing/seats.ts';
import { planOf } from '../billing/subscriptions.ts';
import type { Db } from '../db/client.ts';
import { lockAccountQuotas, type Tx } from '../db/quota-lock.ts';
import { organisation, organisationInvitation, organisationMember, user } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { invitationEmail } from '../mail/templates.ts';
import { memberCountOf, pendingInvitation, pendingInvitationCountOf } from './member-count.ts';

// A company's workspace shared by its members (issue 39, decision 072). Every signed-in request works
// in one organisation, its member's active one (`activeWorkspace`); the business services receive that
// organisation's id where they received the user's id before teams.

/** The organisation a request works in, and what its member may do there. */
export interface Workspace {
  id: string;
  name: string;
  role: MemberRole;
  /** The founder's account carries the organisation: never removed, always owner. */
  founder: boolean;
  /** AI tasks per day an administrator allows this member; null: the plan's limit only. */
  aiAllowance: number | null;
  /** Who approves the employees' proposals here: the least role, or the members chosen ('listed'). */
  approvers: ApproverRule;
  /** Chosen as an approver (counts when `approvers` is 'listed'). */
  approves: boolean;
  /** Owners and administrators must have a second factor (TOTP) to work here. */
  requireTwoFactor: boolean;
}

/** May this member approve or refuse the employees' proposals in this organisation? */
export function mayApprove(workspace: Pick<Workspace, 'role' | 'approvers' | 'approves'>): boolean {
  // An owner always may: choosing the approvers never locks the organisation out of its own inbox.
  if (workspace.approvers === 'listed') return workspace.approves || workspace.role === 'owner';
  return roleAtLeast(workspace.role, workspace.approvers);
}

/** Members an organisation may have on a plan (members and pending invitations count); null: unlimited. */
export function seatsOf(plan: PlanId): number | null {
  return plan === 'free' ? 1 : null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const notMember = () =>
  new ApiError(404, 'not_found', 'Cette organisation n’existe pas ou vous n’en êtes pas membre.');
const memberNotFound = () => new ApiError(404, 'not_found', 'Ce membre n’appartient pas à l’organisation.');

/** The organisation every account founds at sign-up (or at its first request, for older ones). */
export async function foundOrganisation(db: Db | Tx, userId: string, name: string): Promise<void> {
  await db
    .insert(organisation)
    .values({ id: userId, name: name.trim() || 'Mon entreprise' })
    .onConflictDoNothing();
  await db
    .insert(organisationMember)
    .values({ organisationId: userId, userId, role: 'owner' })
    .onConflictDoNothing();
}

/** Founds a confirmed account's organisation, named after the person (the owner can rename it). */
export async function foundOrganisationOf(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  if (row) await foundOrganisation(db, userId, row.name);
}

/** The organisation this user works in now: the membership they last switched to. */
export async function activeWorkspace(db: Db, signedIn: { id: string; name: string }): Promise<Workspace> {
  const read = () =>
    db
      .select({
        id: organisation.id,
        name: organisation.name,
        role: organisationMember.role,
        aiAllowance: organisationMember.aiDailyAllowance,
        approvers: organisation.approvers,
        approves: organisationMember.approves,
        requireTwoFactor: organisation.requireTwoFactor,
      })
      .from(organisationMember)
      .innerJoin(organisation, eq(organisation.id, organisationMember.organisationId))
      .where(eq(organisationMember.userId, signedIn.id))
      .orderBy(desc(organisationMember.activeAt), asc(organisation.createdAt))
      .limit(1);
  let [row] = await read();
  if (!row) {
    // An account made outside sign-up (or before its hook ran) founds its organisation now.
    await foundOrganisation(db, signedIn.id, signedIn.name);
    [row] = await read();
  }
  if (!row) throw new ApiError(500, 'internal');
  return { ...row, founder: row.id === signedIn.id };
}

/** Members of the organisation a user founded, besides them: their account cannot go while there are any. */
export async function membersBesidesFounder(db: Db, founderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(organisationMember)
    .where(and(eq(organisationMember.organisationId, founderId), ne(organisationMember.userId, founderId)));
  return row?.n ?? 0;
}

/**
 * A member's organisation read is reused for the same 2 s as their session read (require-user.ts): a
 * page's burst of calls pays one query (on PGlite, about a third of a signed-in request's cost,
 * BENCHMARKS.md). Every membership change made through this server forgets them all at once
 * (`forgetWorkspaces`), so a removed member is refused on their next request here; another server
 * process on the same PostgreSQL sees the change within this delay, as it sees a revoked session.
 */
const workspaceReuseMs = 2_000;
const maxCachedWorkspaces = 10_000;
const cachedWorkspaces = new Map<string, { readAt: number; workspace: Workspace }>();

/** Drops every reused organisation read: called after any membership or organisation change. */
export function forgetWorkspaces() {
  cachedWorkspaces.clear();
}

/** The member's active organisation, read at most once per 2 s (see above). */
export async function workspaceOf(db: Db, user: { id: string; name: string }): Promise<Workspace> {
  const now = Date.now();
  const cached = cachedWorkspaces.get(user.id);
  if (cached && now - cached.readAt < workspaceReuseMs) return cached.workspace;
  const workspace = await activeWorkspace(db, user);
  if (cachedWorkspaces.size >= maxCachedWorkspaces)
    cachedWorkspaces.delete(cachedWorkspaces.keys().next().value!);
  cachedWorkspaces.set(user.id, { readAt: now, workspace });
  return workspace;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export interface InvitationPreview {
  organisationName: string;
  email: string;
  role: MemberRole;
  invitedBy: string | null;
  expiresAt: string;
}

export function createOrganisationsService(deps: {
  db: Db;
  mailer: Mailer;
  now?: () => Date;
  /** Pro is billed per member (decision 073): told of each arrival and departure. */
  seats?: SeatBilling;
}) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  async function membership(tx: Tx, organisationId: string, userId: string) {
    const [row] = await tx
      .select({ role: organisationMember.role })
      .from(organisationMember)
      .where(
        and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, userId)),
      );
    return row;
  }

  async function pendingInvitations(tx: Db | Tx, organisationId: string, at: Date) {
    return tx
      .select()
      .from(organisationInvitation)
      .where(pendingInvitation(organisationId, at))
      .orderBy(desc(organisationInvitation.createdAt));
  }

  /** Refuses when the plan's seats are taken: counted under the organisation's quota lock. */
  async function checkSeats(tx: Tx, organisationId: string, plan: PlanId, at: Date) {
    const seats = seatsOf(plan);
    if (seats === null) return;
    const members = await memberCountOf(tx, organisationId);
    const pending = await pendingInvitationCountOf(tx, organisationId, at);
    if (members + pending >= seats) {
      const planName = plans.find((p) => p.id === plan)?.name ?? plan;
      throw new ApiError(
        409,
        'conflict',
        seats === 1
          ? `Le forfait ${planName} ne compte qu’un membre\u00a0: passez au forfait Pro pour inviter vos collègues.`
          : `Les ${seats} places du forfait ${planName} sont prises.`,
      );
    }
  }

  function toInvitation(
    row: typeof organisationInvitation.$inferSelect,
    names: Map<string, string>,
  ): InvitationDto {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      invitedBy: row.invitedBy ? (names.get(row.invitedBy) ?? null) : null,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  const service = {
    /** The organisations this user belongs to, the active one marked. */
    async list(userId: string): Promise<OrganisationSummary[]> {
      const rows = await db
        .select({
          id: organisation.id,
          name: organisation.name,
          role: organisationMember.role,
          activeAt: organisationMember.activeAt,
        })
        .from(organisationMember)
        .innerJoin(organisation, eq(organisation.id, organisationMember.organisationId))
        .where(eq(organisationMember.userId, userId))
        .orderBy(desc(organisationMember.activeAt), asc(organisation.createdAt));
      return rows
        .map((row, index) => ({ id: row.id, name: row.name, role: row.role, active: index === 0 }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    },

    /** Makes one of the user's organisations the one their requests work in. */
    async switchTo(userId: string, organisationId: string): Promise<void> {
      const updated = await db
        .update(organisationMember)
        .set({ activeAt: now() })
        .where(
          and(eq(organisationMember.organisationId, organisationId), eq(organisationMember.userId, userId)),
        )
        .returning({ userId: organisationMember.userId });
      if (!updated.length) throw notMember();
    },

    async rename(workspace: Workspace, name: string): Promise<void> {
      await db.update(organisation).set({ name }).where(eq(organisation.id, workspace.id));
    },

    /**
     * Who approves the employees' proposals: every member, administrators and owners, owners, or the
     * members chosen by name (owners always may).
     */
    async setApprovers(
      workspace: Workspace,
      approvers: ApproverRule,
      memberIds: string[] = [],
    ): Promise<void> {
      if ((approvers === 'owner' || approvers === 'listed') && workspace.role !== 'owner')
        throw new ApiError(
          403,
          'forbidden',
          approvers === 'owner'
            ? 'Seul un propriétaire peut réserver les approbations aux propriétaires.'
            : 'Seul un propriétaire peut choisir nommément qui approuve.',
        );
      const chosen = [...new Set(memberIds)];
      await db.transaction(async (tx) => {
        if (approvers === 'listed') {
          const known = chosen.length
            ? await tx
                .select({ userId: organisationMember.userId })
                .from(organisationMember)
                .where(
                  and(
                    eq(organisationMember.organisationId, workspace.id),
                    inArray(organisationMember.userId, chosen),
                  ),
                )
            : [];
          if (known.length !== chosen.length) throw memberNotFound();
          await tx
            .update(organisationMember)
            .set({ approves: sql`${organisationMember.userId} in ${chosen.length ? chosen : ['']}` })
            .where(eq(organisationMember.organisationId, workspace.id));
        }
        await tx.update(organisation).set({ approvers }).where(eq(organisation.id, workspace.id));
      });
    },

    /** Members, pending invitations and seats of the active organisation. */
    async team(workspace: Workspace, userId: string): Promise<TeamDto> {
      const at = now();
      const members = await db
        .select({
          userId: organisationMember.userId,
          role: organisationMember.role,
          aiAllowance: organisationMember.aiDailyAllowance,
          approves: organisationMember.approves,
          joinedAt: organisationMember.createdAt,
          name: user.name,
          email: user.email,
          twoFactor: user.twoFactorEnabled,
        })
        .from(organisationMember)
        .innerJoin(user, eq(user.id, organisationMember.userId))
        .where(eq(organisationMember.organisationId, workspace.id))
        .orderBy(asc(organisationMember.createdAt));
      const names = new Map(members.map((m) => [m.userId, m.name]));
      const invitations = roleAtLeast(workspace.role, 'admin')
        ? await pendingInvitations(db, workspace.id, at)
        : [];
      const missing = invitations
        .map((i) => i.invitedBy)
        .filter((id): id is string => !!id && !names.has(id));
      // Inviters who left the organisation since: their names in one query.
      if (missing.length) {
        const rows = await db
          .select({ id: user.id, name: user.name })
          .from(user)
          .where(inArray(user.id, [...new Set(missing)]));
        for (const row of rows) names.set(row.id, row.name);
      }
      const plan = await planOf(db, workspace.id, at);
      return {
        organisation: {
          id: workspace.id,
          name: workspace.name,
          approvers: workspace.approvers,
          requireTwoFactor: workspace.requireTwoFactor,
        },
        you: { userId, role: workspace.role, aiAllowance: workspace.aiAllowance },
        members: members.map(
          (m): MemberDto => ({
            userId: m.userId,
            name: m.name,
            email: m.email,
            role: m.role,
            aiAllowance: m.aiAllowance,
            approves: m.approves,
            twoFactor: m.twoFactor ?? false,
            founder: m.userId === workspace.id,
            joinedAt: m.joinedAt.toISOString(),
          }),
        ),
        invitations: invitations.map((row) => toInvitation(row, names)),
        seats: seatsOf(plan),
        planName: plans.find((p) => p.id === plan)?.name ?? plan,
      };
    },

    /**
     * Invites an address: a single-use link valid `invitationDays` days, mailed; only its hash is kept.
     * An administrator invites members and administrators; only an owner invites an owner.
     */
    async invite(
      workspace: Workspace,
      inviter: { id: string; name: string },
      input: { email: string; role: MemberRole; confirmSeat?: boolean },
      origin: string,
    ): Promise<InvitationDto> {
      if (input.role === 'owner' && workspace.role !== 'owner')
        throw new ApiError(403, 'forbidden', 'Seul un propriétaire peut inviter un autre propriétaire.');
      // On Pro a member is a paid seat: the inviter confirms its price (GET /team/seats) first.
      if (!input.confirmSeat && deps.seats && (await deps.seats.preview(workspace.id)).billed)
        throw new ApiError(
          409,
          'billing:seat_confirmation',
          'Sur le forfait Pro, chaque membre est facturé : confirmez le prix du siège avant d’envoyer l’invitation.',
        );
      const email = normalEmail(input.email);
      const at = now();
      const token = randomBytes(32).toString('base64url');
      // Read before the transaction: on PGlite the transaction holds the only connection.
      const plan = await planOf(db, workspace.id, at);
      const row = await db.transaction(async (tx) => {
        await lockAccountQuotas(tx, workspace.id);
        const [already] = await tx
          .select({ id: user.id })
          .from(organisationMember)
          .innerJoin(user, eq(user.id, organisationMember.userId))
          .where(
            and(eq(organisationMember.organisationId, workspace.id), sql`lower(${user.email}) = ${email}`),
          );
        if (already) throw new ApiError(409, 'conflict', 'Cette personne est déjà membre de l’organisation.');
        // An expired invitation to the same address gives way to the new one.
        await tx
          .update(organisationInvitation)
          .set({ revokedAt: at })
          .where(
            and(
              eq(organisationInvitation.organisationId, workspace.id),
              eq(organisationInvitation.email, email),
              isNull(organisationInvitation.acceptedAt),
              isNull(organisationInvitation.revokedAt),
              sql`${organisationInvitation.expiresAt} <= ${at.toISOString()}`,
            ),
          );
        const [pending] = await tx
          .select({ id: organisationInvitation.id })
          .from(organisationInvitation)
          .where(
            and(
              eq(organisationInvitation.organisationId, workspace.id),
              eq(organisationInvitation.email, email),
              isNull(organisationInvitation.acceptedAt),
              isNull(organisationInvitation.revokedAt),
            ),
          );
        if (pending)
          throw new ApiError(
            409,
            'conflict',
            'Une invitation attend déjà cette adresse\u00a0: annulez-la pour en envoyer une nouvelle.',
          );
        await checkSeats(tx, workspace.id, plan, at);
        const [created] = await tx
          .insert(organisationInvitation)
          .values({
            organisationId: workspace.id,
            email,
            role: input.role,
            tokenHash: hashToken(token),
            invitedBy: inviter.id,
            expiresAt: new Date(at.getTime() + invitationDays * 86_400_000),
          })
          .returning();
        return created!;
      });
      const link = `${origin}/invitation?jeton=${encodeURIComponent(token)}`;
      await mailer.send(
        invitationEmail(email, {
          inviter: inviter.name,
          organisation: workspace.name,
          role: memberRoleLabels[input.role].toLowerCase(),
          link,
          days: invitationDays,
        }),
      );
      return toInvitation(row, new Map([[inviter.id, inviter.name]]));
    },

    async revoke(workspace: Workspace, invitationId: string): Promise<void> {
      const revoked = await db
        .update(organisationInvitation)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(organisationInvitation.id, invitationId),
            eq(organisationInvitation.organisationId, workspace.id),
            isNull(organisationInvitation.acceptedAt),
            isNull(organisationInvitation.revokedAt),
          ),
        )
        .returning({ id: organisationInvitation.id });
      if (!revoked.length)
        throw new ApiError(404, 'not_found', 'Cette invitation n’existe pas ou n’est plus en attente.');
    },

    /** What an invitation link offers, for its page (read before signing in). */
    async preview(token: string): Promise<InvitationPreview> {
      const row = await usable(token, now());
      const [org] = await db
        .select({ name: organisation.name })
        .from(organisation)
        .where(eq(organisation.id, row.organisationId));
      const [inviter] = row.invitedBy
        ? await db.select({ name: user.name }).from(user).where(eq(user.id, row.invitedBy))
        : [];
      return {
        organisationName: org?.name ?? '',
        email: row.email,
        role: row.role,
        invitedBy: inviter?.name ?? null,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Joins the organisation of an invitation and makes it the active one. Single use: the row is
     * claimed by one conditional update, so a replayed or concurrent acceptance finds it used.
     */
    async accept(signedIn: { id: string; email: string }, token: string): Promise<OrganisationSummary> {
      const at = now();
      const found = await usable(token, at);
      if (normalEmail(signedIn.email) !== found.email)
        throw new ApiError(
          403,
          'forbidden',
          `Cette invitation a été envoyée à ${found.email}\u00a0: connectez-vous avec cette adresse pour l’accepter.`,
        );
      const plan = await planOf(db, found.organisationId, at);
      const joined = await db.transaction(async (tx) => {
        await lockAccountQuotas(tx, found.organisationId);
        const claimed = await tx
          .update(organisationInvitation)
          .set({ acceptedAt: at, acceptedBy: signedIn.id })
          .where(
            and(
              eq(organisationInvitation.id, found.id),
              isNull(organisationInvitation.acceptedAt),
              isNull(organisationInvitation.revokedAt),
              gt(organisationInvitation.expiresAt, at),
            ),
          )
          .returning({ id: organisationInvitation.id });
        if (!claimed.length) throw new ApiError(410, 'gone', 'Cette invitation a déjà été utilisée.');
        // The invitation held its seat; a plan changed since then is checked again.
        const seats = seatsOf(plan);
        if (seats !== null && (await memberCountOf(tx, found.organisationId)) >= seats)
          throw new ApiError(
            409,
            'conflict',
            'L’organisation n’a plus de place libre\u00a0: demandez à son propriétaire.',
          );
        await tx
          .insert(organisationMember)
          .values({
            organisationId: found.organisationId,
            userId: signedIn.id,
            role: found.role,
            activeAt: at,
          })
          .onConflictDoUpdate({
            target: [organisationMember.organisationId, organisationMember.userId],
            set: { activeAt: at },
          });
        const [org] = await tx
          .select({ name: organisation.name })
          .from(organisation)
          .where(eq(organisation.id, found.organisationId));
        return { id: found.organisationId, name: org?.name ?? '', role: found.role, active: true };
      });
      await deps.seats?.joined(found.organisationId, at);
      return joined;
    },

    /**
     * Changes a member's role. The founder stays owner; an administrator neither makes nor changes an
     * owner; at least one owner always remains.
     */
    async changeRole(workspace: Workspace, targetId: string, role: MemberRole): Promise<void> {
      if (targetId === workspace.id)
        throw new ApiError(409, 'conflict', 'Le fondateur de l’organisation en reste propriétaire.');
      await db.transaction(async (tx) => {
        await lockAccountQuotas(tx, workspace.id);
        const target = await membership(tx, workspace.id, targetId);
        if (!target) throw memberNotFound();
        if (workspace.role !== 'owner' && (target.role === 'owner' || role === 'owner'))
          throw new ApiError(
            403,
            'forbidden',
            'Seul un propriétaire peut nommer ou changer un propriétaire.',
          );
        if (target.role === 'owner' && role !== 'owner') await lastOwnerCheck(tx, workspace.id, targetId);
        await tx
          .update(organisationMember)
          .set({ role })
          .where(
            and(eq(organisationMember.organisationId, workspace.id), eq(organisationMember.userId, targetId)),
          );
      });
    },

    /** Sets how many AI tasks per day a member may run (null: the plan's limit). Administrators only. */
    async setAllowance(workspace: Workspace, targetId: string, allowance: number | null): Promise<void> {
      const updated = await db
        .update(organisationMember)
        .set({ aiDailyAllowance: allowance })
        .where(
          and(eq(organisationMember.organisationId, workspace.id), eq(organisationMember.userId, targetId)),
        )
        .returning({ userId: organisationMember.userId });
      if (!updated.length) throw memberNotFound();
    },

    /** Removes a member (or the user themselves: leaving). Their next request no longer sees the organisation. */
    async remove(workspace: Workspace, actorId: string, targetId: string): Promise<void> {
      if (targetId === workspace.id)
        throw new ApiError(
          409,
          'conflict',
          'Le fondateur ne peut pas être retiré\u00a0: son compte porte l’organisation et ses données.',
        );
      const leaving = targetId === actorId;
      if (!leaving && !roleAtLeast(workspace.role, 'admin'))
        throw new ApiError(403, 'forbidden', 'Seuls les administrateurs gèrent les membres.');
      await db.transaction(async (tx) => {
        await lockAccountQuotas(tx, workspace.id);
        const target = await membership(tx, workspace.id, targetId);
        if (!target) throw memberNotFound();
        if (!leaving && target.role === 'owner' && workspace.role !== 'owner')
          throw new ApiError(403, 'forbidden', 'Seul un propriétaire peut retirer un propriétaire.');
        if (target.role === 'owner') await lastOwnerCheck(tx, workspace.id, targetId);
        await tx
          .delete(organisationMember)
          .where(
            and(eq(organisationMember.organisationId, workspace.id), eq(organisationMember.userId, targetId)),
          );
      });
      await deps.seats?.left(workspace.id, now());
    },

    /** What one more member would cost, for the invitation form (decision 073). */
    async seatPreview(workspace: Workspace): Promise<SeatPreview | null> {
      return deps.seats ? deps.seats.preview(workspace.id, now()) : null;
    },

    /** Members other than the founder, for the account deletion's check. */
    async otherMembers(organisationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(organisationMember)
        .where(
          and(
            eq(organisationMember.organisationId, organisationId),
            ne(organisationMember.userId, organisationId),
          ),
        );
      return row?.n ?? 0;
    },
  };
  // A change of membership or of the organisation's rules is seen by this server's next request.
  for (const name of [
    'switchTo',
    'rename',
    'setApprovers',
    'accept',
    'changeRole',
    'setAllowance',
    'remove',
  ] as const) {
    const change = service[name] as (...args: never[]) => Promise<unknown>;
    (service as Record<string, unknown>)[name] = async (...args: never[]) => {
      try {
        return await change(...args);
      } finally {
        forgetWorkspaces();
      }
    };
  }
  return service;

  async function lastOwnerCheck(tx: Tx, organisationId: string, leavingOwner: string) {
    const [row] = await tx
      .select({ n: count() })
      .from(organisationMember)
      .where(
        and(
          eq(organisationMember.organisationId, organisationId),
          eq(organisationMember.role, 'owner'),
          ne(organisationMember.userId, leavingOwner),
        ),
      );
    if (!row?.n) throw new ApiError(409, 'conflict', 'L’organisation doit garder au moins un propriétaire.');
  }

  /** The invitation of a link, refused in French when unknown, revoked, used or expired. */
  async function usable(token: string, at: Date) {
    const [row] = await db
      .select()
      .from(organisationInvitation)
      .where(eq(organisationInvitation.tokenHash, hashToken(token)));
    if (!row || row.revokedAt)
      throw new ApiError(404, 'not_found', 'Cette invitation n’existe pas ou a été annulée.');
    if (row.acceptedAt) throw new ApiError(410, 'gone', 'Cette invitation a déjà été utilisée.');
    if (row.expiresAt <= at)
      throw new ApiError(
        410,
        'gone',
        'Cette invitation a expiré\u00a0: demandez-en une nouvelle à qui vous a invité.',
      );
    return row;
  }
}

export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
