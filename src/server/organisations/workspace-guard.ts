import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  approverRuleLabels,
  type MemberRole,
  memberRoleLabels,
  roleAtLeast,
} from '../../shared/organisation-model.ts';
import type { AuthEnv, SessionUser } from '../auth/require-user.ts';
import type { Db } from '../db/client.ts';
import { ApiError, errorResponse } from '../http/errors.ts';
import { mayApprove, type Workspace, workspaceOf } from './organisations.service.ts';

// After the sign-in guard, every 'session' route works in the member's active organisation and
// requires a role (decision 072): read from the database on every request, so a removed member or a
// changed role takes effect on the next request, on every instance.

export interface WorkspaceEnv {
  Variables: { workspace: Workspace };
}

const refusals: Record<MemberRole, string> = {
  owner: 'Seul un propriétaire de l’organisation peut le faire.',
  admin: 'Seuls les administrateurs de l’organisation peuvent le faire.',
  member: '',
};

/**
 * An owner or administrator of an organisation that requires a second factor, signed in to an account
 * without one: their owner's and administrator's powers wait until they enable it (decision 074). The
 * member's work stays open, « Paramètres → Sécurité » and better-auth's /api/auth/two-factor/* included.
 */
export function secondFactorMissing(
  workspace: Pick<Workspace, 'requireTwoFactor' | 'role'>,
  user: Pick<SessionUser, 'twoFactorEnabled'>,
): boolean {
  return workspace.requireTwoFactor && roleAtLeast(workspace.role, 'admin') && !user.twoFactorEnabled;
}

/** The 403 of an owner's or administrator's action refused until their account has a second factor. */
export function secondFactorRequired(workspace: Pick<Workspace, 'name' | 'role'>): ApiError {
  return new ApiError(
    403,
    'forbidden:two_factor',
    `«\u00a0${workspace.name}\u00a0» exige la double authentification de ses propriétaires et administrateurs\u00a0: activez-la dans «\u00a0Paramètres → Sécurité\u00a0» pour agir en tant que ${memberRoleLabels[workspace.role].toLowerCase()}.`,
  );
}

/** Puts the active organisation in the context and refuses (403) a role below `needed`. */
export function workspaceGuard(needed: MemberRole): MiddlewareHandler {
  return createMiddleware<WorkspaceEnv>(async (c, next) => {
    const db = c.get('db' as never) as Db;
    const user = c.get('user' as never) as SessionUser;
    const workspace = await workspaceOf(db, user);
    c.set('workspace', workspace);
    if (!roleAtLeast(workspace.role, needed)) {
      return errorResponse(
        c,
        403,
        'forbidden',
        `${refusals[needed]} Votre rôle dans «\u00a0${workspace.name}\u00a0»\u00a0: ${memberRoleLabels[workspace.role].toLowerCase()}.`,
      );
    }
    if (needed !== 'member' && secondFactorMissing(workspace, user)) {
      const refusal = secondFactorRequired(workspace);
      return errorResponse(c, refusal.status, refusal.code, refusal.message);
    }
    await next();
  });
}

/**
 * May this member decide on the employees' proposals now: the organisation's rule, with an owner's or
 * administrator's role counting as a member's while the second factor it requires is missing.
 */
export function mayDecide(workspace: Workspace, user: Pick<SessionUser, 'twoFactorEnabled'>): boolean {
  return mayApprove(secondFactorMissing(workspace, user) ? { ...workspace, role: 'member' } : workspace);
}

/**
 * The member deciding on an employee's proposal (approve, refuse, cancel): refused (403) when the
 * organisation keeps approvals to a higher role. The returned id is audited as the decider.
 */
export function approvingMember(c: Context<AuthEnv>): string {
  const workspace = c.get('workspace');
  // Without the second factor the organisation requires, an owner or administrator approves only
  // where any member of the organisation may.
  if (mayApprove(workspace) && !mayDecide(workspace, c.get('user'))) throw secondFactorRequired(workspace);
  if (!mayApprove(workspace)) {
    throw new ApiError(
      403,
      'forbidden',
      `Dans «\u00a0${workspace.name}\u00a0», ${approverRuleLabels[workspace.approvers].toLowerCase()} décident des propositions des employés.`,
    );
  }
  return c.get('user').id;
}
