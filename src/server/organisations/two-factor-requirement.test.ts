import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readChatEvents } from '../chat/chat-stream.ts';
import { auditLog } from '../db/schema.ts';
import {
  lastMailedLink,
  payProInSandbox,
  signedInClient,
  type TestClient,
  uniqueEmail,
} from '../testing/auth-helpers.ts';
import { serveOn } from '../testing/serve-on.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { enableTwoFactor } from '../testing/two-factor-helpers.ts';

// « Exiger la double authentification pour les propriétaires et administrateurs » (decision 074): an
// owner's switch, refused while the owner has no second factor; enforced on every owner's and
// administrator's route, the member's work left open so the factor can be enabled.

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (status === 204 ? null : await res.json()) as T;
}

const requireTwoFactor = (client: TestClient, required: unknown) =>
  client.request('/api/team/two-factor', { method: 'PUT', json: { required } });

describe.each(testDatabaseKinds())('the organisation’s two-factor requirement on %s', (kind) => {
  const running = serveOn(kind);
  const url = () => running.server.url;
  const db = () => running.database.db;

  /** An owner on Pro and a colleague invited with `role` who accepted. */
  async function team(role: 'member' | 'admin') {
    const owner = await signedInClient(url(), db());
    await payProInSandbox(owner.client);
    const colleague = await signedInClient(url(), db(), uniqueEmail('collegue'));
    await json(
      await owner.client.post('/api/team/invitations', { email: colleague.email, role, confirmSeat: true }),
      201,
    );
    const token = new URL(await lastMailedLink(db(), colleague.email, 'invitation')).searchParams.get(
      'jeton',
    );
    await json(await colleague.client.post('/api/invitations/accept', { token }));
    return { owner, colleague };
  }

  it('an owner without a second factor cannot require one; with it, can, audited', async () => {
    const { client, password, userId } = await signedInClient(url(), db());
    const refused = await requireTwoFactor(client, true);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({
      code: 'conflict',
      message:
        'Activez d’abord votre propre double authentification dans «\u00a0Paramètres → Sécurité\u00a0»\u00a0: sans elle, cette exigence vous bloquerait vous-même.',
    });
    expect(
      (await json<{ organisation: { requireTwoFactor: boolean } }>(await client.request('/api/team')))
        .organisation.requireTwoFactor,
    ).toBe(false);

    await enableTwoFactor(client, password);
    await json(await requireTwoFactor(client, true), 204);
    const teamNow = await json<{
      organisation: { requireTwoFactor: boolean };
      members: Array<{ twoFactor: boolean }>;
    }>(await client.request('/api/team'));
    expect(teamNow.organisation.requireTwoFactor).toBe(true);
    expect(teamNow.members[0]!.twoFactor).toBe(true);
    // Asked again: nothing changes, nothing more is audited.
    await json(await requireTwoFactor(client, true), 204);
    await json(await requireTwoFactor(client, false), 204);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, userId), eq(auditLog.subject, 'organisation.two_factor')));
    expect(entries.map((e) => [e.action, e.memberId, e.before, e.after])).toEqual(
      expect.arrayContaining([
        [
          'Double authentification exigée des propriétaires et administrateurs',
          userId,
          { requireTwoFactor: false },
          { requireTwoFactor: true },
        ],
        [
          'Double authentification des propriétaires et administrateurs rendue facultative',
          userId,
          { requireTwoFactor: true },
          { requireTwoFactor: false },
        ],
      ]),
    );
    expect(entries).toHaveLength(2);
    // The log the owner reads says it too.
    const audit = await json<Array<{ action: string }>>(await client.request('/api/audit'));
    expect(JSON.stringify(audit)).toContain('Double authentification exigée');
  });

  it('only an owner sets it, with a French 400 for a bad body', async () => {
    const { owner, colleague } = await team('admin');
    const byAdmin = await requireTwoFactor(colleague.client, false);
    expect(byAdmin.status).toBe(403);
    expect((await byAdmin.json()).error.message).toMatch(/^Seul un propriétaire/);
    for (const body of [{}, { required: 'oui' }, { required: null }]) {
      const res = await owner.client.request('/api/team/two-factor', { method: 'PUT', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.message).toBe(
        'Indiquez si la double authentification est exigée (vrai ou faux).',
      );
    }
    const nul = await owner.client.request('/api/team/two-factor', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"required": "\\u0000"}',
    });
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.message).toMatch(/caractère non autorisé/);
  });

  it('an administrator without a second factor keeps the member’s work, not the administrator’s, until enabling it', async () => {
    const { owner, colleague } = await team('admin');
    // Before the requirement, the administrator chooses who approves.
    await json(
      await colleague.client.request('/api/team/approvers', { method: 'PUT', json: { approvers: 'admin' } }),
      204,
    );
    await enableTwoFactor(owner.client, owner.password);
    await json(await requireTwoFactor(owner.client, true), 204);

    // An administrator's route: refused, with the way out in French.
    const refused = await colleague.client.request('/api/team/approvers', {
      method: 'PUT',
      json: { approvers: 'member' },
    });
    expect(refused.status).toBe(403);
    const error = (await refused.json()).error;
    expect(error.code).toBe('forbidden:two_factor');
    expect(error.message).toContain(
      'exige la double authentification de ses propriétaires et administrateurs',
    );
    expect(error.message).toContain('«\u00a0Paramètres → Sécurité\u00a0»');
    // Another administrator's power on a member's route: removing someone else.
    const third = await signedInClient(url(), db(), uniqueEmail('troisieme'));
    await json(
      await owner.client.post('/api/team/invitations', {
        email: third.email,
        role: 'member',
        confirmSeat: true,
      }),
      201,
    );
    const token = new URL(await lastMailedLink(db(), third.email, 'invitation')).searchParams.get('jeton');
    await json(await third.client.post('/api/invitations/accept', { token }));
    const removal = await colleague.client.request(`/api/team/members/${third.userId}`, { method: 'DELETE' });
    expect(removal.status).toBe(403);
    expect((await removal.json()).error.code).toBe('forbidden:two_factor');

    // The member's work stays open: the team, the projects, and the account's own security.
    expect((await colleague.client.request('/api/team')).status).toBe(200);
    expect((await colleague.client.request('/api/projects')).status).toBe(200);
    expect((await colleague.client.request('/api/account/security')).status).toBe(200);
    // A plain member is not concerned.
    expect((await third.client.request('/api/projects')).status).toBe(200);

    // Enabled through /api/auth/two-factor/* (reachable): the administrator's routes open at once.
    await enableTwoFactor(colleague.client, colleague.password);
    await json(
      await colleague.client.request('/api/team/approvers', { method: 'PUT', json: { approvers: 'member' } }),
      204,
    );
    await json(
      await colleague.client.request(`/api/team/members/${third.userId}`, { method: 'DELETE' }),
      204,
    );
    const members = (
      await json<{ members: Array<{ email: string; twoFactor: boolean }> }>(
        await owner.client.request('/api/team'),
      )
    ).members;
    expect(members.find((m) => m.email === colleague.email)?.twoFactor).toBe(true);

    // Disabled again: the administrator's routes wait again.
    await json(await colleague.client.post('/api/auth/two-factor/disable', { password: colleague.password }));
    const again = await colleague.client.request('/api/team/approvers', {
      method: 'PUT',
      json: { approvers: 'admin' },
    });
    expect(again.status).toBe(403);
  });

  it('the owner’s own routes are held too once the owner disables the factor; turned off, all opens again', async () => {
    const { owner, colleague } = await team('admin');
    await enableTwoFactor(owner.client, owner.password);
    await json(await requireTwoFactor(owner.client, true), 204);
    expect((await owner.client.request('/api/billing/invoices')).status).toBe(200);
    await json(await owner.client.post('/api/auth/two-factor/disable', { password: owner.password }));
    const billing = await owner.client.request('/api/billing/invoices');
    expect(billing.status).toBe(403);
    expect((await billing.json()).error.message).toMatch(/pour agir en tant que propriétaire\.$/);
    // Turning the requirement off is an owner's route: it needs the factor back first.
    expect((await requireTwoFactor(owner.client, false)).status).toBe(403);
    await enableTwoFactor(owner.client, owner.password);
    await json(await requireTwoFactor(owner.client, false), 204);
    await json(
      await colleague.client.request('/api/team/approvers', { method: 'PUT', json: { approvers: 'member' } }),
      204,
    );
  });

  it('approvals kept to administrators wait for the administrator’s second factor, on the inbox and the chat card', async () => {
    const { owner, colleague: admin } = await team('admin');
    await json(
      await owner.client.request('/api/team/approvers', { method: 'PUT', json: { approvers: 'admin' } }),
      204,
    );
    await enableTwoFactor(owner.client, owner.password);
    await json(await requireTwoFactor(owner.client, true), 204);
    const { id } = await json<{ id: string }>(
      await owner.client.post('/api/conversations', { employee: 'alfred' }),
      201,
    );
    await readChatEvents(
      await owner.client.post(`/api/conversations/${id}/messages`, {
        content: 'Crée une tâche « Relancer Point P » pour demain',
      }),
    );
    const inbox = await json<{ approvals: Array<{ id: string; summary: string }>; mayApprove: boolean }>(
      await admin.client.request('/api/approvals?status=pending'),
    );
    expect(inbox.mayApprove).toBe(false);
    const proposal = inbox.approvals.find((a) => a.summary.includes('Relancer Point P'))!;
    for (const path of [
      `/api/approvals/${proposal.id}/approve`,
      `/api/actions/${proposal.id.slice('action:'.length)}/approve`,
    ]) {
      const refused = await admin.client.post(path, {});
      expect(refused.status, path).toBe(403);
      expect((await refused.json()).error.code).toBe('forbidden:two_factor');
    }
    await enableTwoFactor(admin.client, admin.password);
    expect(
      (await json<{ mayApprove: boolean }>(await admin.client.request('/api/approvals?status=pending')))
        .mayApprove,
    ).toBe(true);
    expect(
      (await json<{ status: string }>(await admin.client.post(`/api/approvals/${proposal.id}/approve`, {})))
        .status,
    ).toBe('executed');
  });
});
