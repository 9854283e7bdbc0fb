import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, organisation, user } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { forgetWorkspaces, type Workspace } from './organisations.service.ts';

// « Exiger la double authentification pour les propriétaires et administrateurs » (decision 074): an
// owner's switch on the organisation; workspace-guard.ts enforces it on every owner's and
// administrator's route.

export const ownSecondFactorFirst =
  'Activez d’abord votre propre double authentification dans «\u00a0Paramètres → Sécurité\u00a0»\u00a0: sans elle, cette exigence vous bloquerait vous-même.';

/**
 * Turns the requirement on or off for the organisation the owner works in. Turning it on is refused
 * (409) while the owner asking has no second factor; each change is audited with who made it.
 */
export async function setTwoFactorRequirement(
  db: Db,
  workspace: Workspace,
  memberId: string,
  required: boolean,
): Promise<void> {
  if (required) {
    // Read from the account, not the session reused for 2 s: the factor may have just changed.
    const [member] = await db
      .select({ twoFactorEnabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, memberId));
    if (!member?.twoFactorEnabled) throw new ApiError(409, 'conflict', ownSecondFactorFirst);
  }
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ required: organisation.requireTwoFactor })
        .from(organisation)
        .where(eq(organisation.id, workspace.id))
        .for('update');
      if (!before) throw new ApiError(404, 'not_found', 'Cette organisation n’existe plus.');
      if (before.required === required) return;
      await tx
        .update(organisation)
        .set({ requireTwoFactor: required })
        .where(eq(organisation.id, workspace.id));
      await tx.insert(auditLog).values({
        userId: workspace.id,
        actor: 'user',
        memberId,
        action: required
          ? 'Double authentification exigée des propriétaires et administrateurs'
          : 'Double authentification des propriétaires et administrateurs rendue facultative',
        subject: 'organisation.two_factor',
        before: { requireTwoFactor: before.required },
        after: { requireTwoFactor: required },
      });
    });
  } finally {
    // The organisation's read is reused for 2 s: the next request of every member sees the change.
    forgetWorkspaces();
  }
}
