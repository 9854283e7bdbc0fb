import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readChatEvents } from '../chat/chat-stream.ts';
import { organisationInvitation, outboxMessage } from '../db/schema.ts';
import { createApprovalReminders } from '../notifications/approval-reminders.ts';
import { routeTable } from '../security/route-table.ts';
import {
  lastMailedLink,
  payProInSandbox,
  signedInClient,
  type TestClient,
  uniqueEmail,
} from '../testing/auth-helpers.ts';
import { serveOn } from '../testing/serve-on.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// Teams (issue 39, decision 072): an organisation per account, invitations (signed, single use,
// expiring, for one address), roles enforced on every route, a removed member refused at once.

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('jeton')!;

describe.each(testDatabaseKinds())('teams on %s', (kind) => {
  const running = serveOn(kind);
  const url = () => running.server.url;
  const db = () => running.database.db;

  /** An owner on Pro and a colleague invited with `role` who accepted. */
  async function team(role: 'member' | 'admin' = 'member') {
    const owner = await signedInClient(url(), db());
    await payProInSandbox(owner.client);
    const colleague = await signedInClient(url(), db(), uniqueEmail('collegue'));
    await json(
      await owner.client.post('/api/team/invitations', { email: colleague.email, role, confirmSeat: true }),
      201,
    );
    const token = tokenOf(await lastMailedLink(db(), colleague.email, 'invitation'));
    await json(await colleague.client.post('/api/invitations/accept', { token }));
    return { owner, colleague, token };
  }

  it('every account founds its own organisation, owned, and the Free plan counts one member', async () => {
    const { client, userId } = await signedInClient(url(), db());
    const { organisations } = await json<{
      organisations: Array<{ id: string; role: string; active: boolean }>;
    }>(await client.request('/api/organisations'));
    expect(organisations).toEqual([expect.objectContaining({ id: userId, role: 'owner', active: true })]);
    const team = await json<{ members: Array<{ founder: boolean }>; seats: number | null; planName: string }>(
      await client.request('/api/team'),
    );
    expect(team.members).toHaveLength(1);
    expect(team.members[0]!.founder).toBe(true);
    expect(team).toMatchObject({ seats: 1, planName: 'Gratuit' });
    const refused = await client.post('/api/team/invitations', {
      email: uniqueEmail(),
      role: 'member',
      confirmSeat: true,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(
      /Gratuit ne compte qu’un membre\s: passez au forfait Pro/,
    );
  });

  it('the organisation takes the company profile’s name while it bears its founder’s', async () => {
    const { client, email } = await signedInClient(url(), db());
    const name = async () =>
      (await json<{ organisation: { name: string } }>(await client.request('/api/team'))).organisation.name;
    expect(await name()).toBe(email.split('@')[0]);
    const profile = {
      name: 'Atelier Martin',
      activity: null,
      city: null,
      tone: null,
      signature: null,
      addressForm: null,
    };
    expect((await client.request('/api/memory/profile', { method: 'PUT', json: profile })).status).toBe(200);
    expect(await name()).toBe('Atelier Martin');
    // Renamed by its owner, it keeps that name when the profile changes.
    expect(
      (await client.request('/api/team', { method: 'PATCH', json: { name: 'Martin & Fils' } })).status,
    ).toBe(204);
    await client.request('/api/memory/profile', { method: 'PUT', json: { ...profile, name: 'Atelier M.' } });
    expect(await name()).toBe('Martin & Fils');
  });

  it('an invited colleague shares the projects and documents, not the billing; removed, is refused at once', async () => {
    const owner = await signedInClient(url(), db());
    await payProInSandbox(owner.client);
    const project = await json<{ id: string }>(
      await owner.client.post('/api/projects', { name: 'Rénovation Dupont' }),
      201,
    );
    const colleague = await signedInClient(url(), db(), uniqueEmail('collegue'));
    const invited = await json<{ invitation: { email: string; role: string } }>(
      await owner.client.post('/api/team/invitations', {
        email: ` ${colleague.email.toUpperCase()} `,
        role: 'member',
        confirmSeat: true,
      }),
      201,
    );
    expect(invited.invitation).toMatchObject({ email: colleague.email, role: 'member' });
    const token = tokenOf(await lastMailedLink(db(), colleague.email, 'invitation'));

    // The link's page can be read before signing in; it says who invites to what.
    const preview = await json<{ organisationName: string; email: string }>(
      await colleague.client.post('/api/invitations/preview', { token }),
    );
    expect(preview.email).toBe(colleague.email);

    // Another address cannot use it.
    const stranger = await signedInClient(url(), db());
    const wrong = await stranger.client.post('/api/invitations/accept', { token });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.message).toContain(colleague.email);

    const joined = await json<{ id: string; active: boolean }>(
      await colleague.client.post('/api/invitations/accept', { token }),
    );
    expect(joined).toMatchObject({ id: owner.userId, active: true });
    // Used once: a replay is refused.
    const replay = await colleague.client.post('/api/invitations/accept', { token });
    expect(replay.status).toBe(410);
    expect((await replay.json()).error.message).toBe('Cette invitation a déjà été utilisée.');

    // The shared work: the owner's project, and what the colleague adds is the owner's to see.
    expect((await colleague.client.request(`/api/projects/${project.id}`)).status).toBe(200);
    const doc = await json<{ id: string }>(
      await colleague.client.post('/api/documents/text', {
        name: 'Tarifs 2027',
        text: 'Pose de carrelage : 45 € le m².',
      }),
      201,
    );
    const { documents } = await json<{ documents: Array<{ id: string }> }>(
      await owner.client.request('/api/documents'),
    );
    expect(documents.map((d) => d.id)).toContain(doc.id);
    // Not the billing.
    const invoices = await colleague.client.request('/api/billing/invoices');
    expect(invoices.status).toBe(403);
    expect((await invoices.json()).error.message).toMatch(/Seul un propriétaire/);
    const members = await json<{ members: Array<{ email: string; role: string }> }>(
      await owner.client.request('/api/team'),
    );
    expect(members.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [colleague.email, 'member'],
    ]);

    // Removed: the next request works in the colleague's own organisation, where the project is not.
    expect(
      (await owner.client.request(`/api/team/members/${colleague.userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await colleague.client.request(`/api/projects/${project.id}`)).status).toBe(404);
    const own = await json<{ organisations: Array<{ id: string }> }>(
      await colleague.client.request('/api/organisations'),
    );
    expect(own.organisations.map((o) => o.id)).toEqual([colleague.userId]);
  });

  it('an expired or cancelled invitation is refused in French; an unknown or malformed token too', async () => {
    const owner = await signedInClient(url(), db());
    await payProInSandbox(owner.client);
    const guest = await signedInClient(url(), db(), uniqueEmail('invite'));
    const { invitation } = await json<{ invitation: { id: string } }>(
      await owner.client.post('/api/team/invitations', {
        email: guest.email,
        role: 'member',
        confirmSeat: true,
      }),
      201,
    );
    const token = tokenOf(await lastMailedLink(db(), guest.email, 'invitation'));
    await db()
      .update(organisationInvitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organisationInvitation.id, invitation.id));
    const expired = await guest.client.post('/api/invitations/accept', { token });
    expect(expired.status).toBe(410);
    expect((await expired.json()).error.message).toMatch(/a expiré/);

    // A new invitation replaces the expired one; cancelled, its link is refused.
    const again = await json<{ invitation: { id: string } }>(
      await owner.client.post('/api/team/invitations', {
        email: guest.email,
        role: 'member',
        confirmSeat: true,
      }),
      201,
    );
    const second = tokenOf(await lastMailedLink(db(), guest.email, 'invitation'));
    expect(second).not.toBe(token);
    expect(
      (await owner.client.request(`/api/team/invitations/${again.invitation.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await guest.client.post('/api/invitations/accept', { token: second })).status).toBe(404);

    expect((await guest.client.post('/api/invitations/accept', { token: 'x'.repeat(43) })).status).toBe(404);
    const malformed = await guest.client.post('/api/invitations/preview', { token: 'trop-court' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toMatch(/lien d’invitation est incomplet/);
    const nul = await guest.client.post('/api/invitations/preview', { token: `${'a'.repeat(30)}\u0000` });
    expect(nul.status).toBe(400);
    expect((await nul.json()).error.message).toMatch(/caractère non autorisé/);
  });

  it('the founder stays owner; the last owner cannot go; a member manages no one', async () => {
    const { owner, colleague } = await team('member');
    const founderOut = await owner.client.request(`/api/team/members/${owner.userId}`, { method: 'DELETE' });
    expect(founderOut.status).toBe(409);
    expect((await founderOut.json()).error.message).toMatch(/fondateur ne peut pas être retiré/);
    const demote = await owner.client.request(`/api/team/members/${owner.userId}`, {
      method: 'PATCH',
      json: { role: 'member' },
    });
    expect(demote.status).toBe(409);

    // A member: no invitations, no role changes, no removing others (403, nothing changed).
    const invite = await colleague.client.post('/api/team/invitations', {
      email: uniqueEmail(),
      role: 'member',
      confirmSeat: true,
    });
    expect(invite.status).toBe(403);
    const promote = await colleague.client.request(`/api/team/members/${colleague.userId}`, {
      method: 'PATCH',
      json: { role: 'owner' },
    });
    expect(promote.status).toBe(403);
    expect(
      (await colleague.client.request(`/api/team/members/${owner.userId}`, { method: 'DELETE' })).status,
    ).toBe(409);

    // Made administrator, they invite, but cannot make an owner.
    await owner.client.request(`/api/team/members/${colleague.userId}`, {
      method: 'PATCH',
      json: { role: 'admin' },
    });
    const asOwner = await colleague.client.post('/api/team/invitations', {
      email: uniqueEmail(),
      role: 'owner',
      confirmSeat: true,
    });
    expect(asOwner.status).toBe(403);
    expect(
      (
        await colleague.client.post('/api/team/invitations', {
          email: uniqueEmail(),
          role: 'member',
          confirmSeat: true,
        })
      ).status,
    ).toBe(201);

    // A member may leave.
    expect(
      (await colleague.client.request(`/api/team/members/${colleague.userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    // The founder's account cannot be deleted while others work in the organisation.
    const second = await team('member');
    const deletion = await second.owner.client.request('/api/account', {
      method: 'DELETE',
      json: { confirmation: second.owner.email },
    });
    expect(deletion.status).toBe(409);
    expect((await deletion.json()).error.message).toMatch(/Paramètres → Équipe/);
  });

  it('a token accepted twice at once joins once; two invitations to one address at once make one', async () => {
    const owner = await signedInClient(url(), db());
    await payProInSandbox(owner.client);
    const guest = await signedInClient(url(), db(), uniqueEmail('double'));
    const invitations = await Promise.all(
      [1, 2, 3].map(() =>
        owner.client.post('/api/team/invitations', { email: guest.email, role: 'member', confirmSeat: true }),
      ),
    );
    expect(invitations.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const token = tokenOf(await lastMailedLink(db(), guest.email, 'invitation'));
    const accepts = await Promise.all(
      [1, 2, 3].map(() => guest.client.post('/api/invitations/accept', { token })),
    );
    expect(accepts.map((r) => r.status).sort()).toEqual([200, 410, 410]);
  });

  it('switching organisation changes what the requests work in, only to an organisation one belongs to', async () => {
    const { owner, colleague } = await team('member');
    await json(await colleague.client.post('/api/projects', { name: 'Projet partagé' }), 201);
    expect((await colleague.client.post(`/api/organisations/${colleague.userId}/switch`, {})).status).toBe(
      204,
    );
    const mine = await json<{ items: Array<{ name: string }> }>(
      await colleague.client.request('/api/projects'),
    );
    expect(mine.items.map((p) => p.name)).not.toContain('Projet partagé');
    const stranger = await signedInClient(url(), db());
    expect((await colleague.client.post(`/api/organisations/${stranger.userId}/switch`, {})).status).toBe(
      404,
    );
    expect((await colleague.client.post(`/api/organisations/${owner.userId}/switch`, {})).status).toBe(204);
    const shared = await json<{ items: Array<{ name: string }> }>(
      await colleague.client.request('/api/projects'),
    );
    expect(shared.items.map((p) => p.name)).toContain('Projet partagé');
  });

  it('a colleague’s proposal waits in the owner’s inbox with both names, and the audit log names who decided', async () => {
    const { owner, colleague } = await team('member');
    const names = { owner: owner.email.split('@')[0]!, colleague: colleague.email.split('@')[0]! };
    const { id } = await json<{ id: string }>(
      await colleague.client.post('/api/conversations', { employee: 'alfred' }),
      201,
    );
    const events = await readChatEvents(
      await colleague.client.post(`/api/conversations/${id}/messages`, {
        content: 'Crée une tâche « Devis Dupont » pour demain',
      }),
    );
    expect(events.some((e) => e.type === 'action')).toBe(true);
    const inbox = await json<{
      approvals: Array<{ id: string; summary: string; requestedBy: string | null }>;
    }>(await owner.client.request('/api/approvals?status=pending'));
    const proposal = inbox.approvals.find((a) => a.summary.includes('Devis Dupont'));
    expect(proposal?.requestedBy).toBe(names.colleague);
    const decided = await json<{ status: string; requestedBy: string; decidedBy: string }>(
      await owner.client.post(`/api/approvals/${proposal!.id}/approve`, {}),
    );
    expect(decided).toMatchObject({
      status: 'executed',
      requestedBy: names.colleague,
      decidedBy: names.owner,
    });
    const { entries } = await json<{ entries: Array<{ action: string; member: string | null }> }>(
      await colleague.client.request('/api/audit'),
    );
    expect(entries.find((e) => e.action.includes('Devis Dupont'))?.member).toBe(names.owner);
  });

  it('kept to administrators, approvals refuse a member (403) and the waiting mail goes to those who decide', async () => {
    const { owner, colleague } = await team('member');
    const admin = await signedInClient(url(), db(), uniqueEmail('admin'));
    await json(
      await owner.client.post('/api/team/invitations', {
        email: admin.email,
        role: 'admin',
        confirmSeat: true,
      }),
      201,
    );
    const token = tokenOf(await lastMailedLink(db(), admin.email, 'invitation'));
    await json(await admin.client.post('/api/invitations/accept', { token }));
    // An administrator cannot keep approvals to owners; a member cannot change the rule at all.
    expect(
      (await admin.client.request('/api/team/approvers', { method: 'PUT', json: { approvers: 'owner' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await colleague.client.request('/api/team/approvers', {
          method: 'PUT',
          json: { approvers: 'member' },
        })
      ).status,
    ).toBe(403);
    const bad = await owner.client.request('/api/team/approvers', {
      method: 'PUT',
      json: { approvers: 'chef' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toMatch(/^Choisissez qui approuve/);
    expect(
      (await admin.client.request('/api/team/approvers', { method: 'PUT', json: { approvers: 'admin' } }))
        .status,
    ).toBe(204);

    const { id } = await json<{ id: string }>(
      await colleague.client.post('/api/conversations', { employee: 'alfred' }),
      201,
    );
    await readChatEvents(
      await colleague.client.post(`/api/conversations/${id}/messages`, {
        content: 'Crée une tâche « Relancer Point P » pour demain',
      }),
    );
    const inbox = await json<{ approvals: Array<{ id: string; summary: string }>; mayApprove: boolean }>(
      await colleague.client.request('/api/approvals?status=pending'),
    );
    expect(inbox.mayApprove).toBe(false);
    const proposal = inbox.approvals.find((a) => a.summary.includes('Relancer Point P'))!;
    const refused = await colleague.client.post(`/api/approvals/${proposal.id}/approve`, {});
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/les administrateurs et les propriétaires décident/);
    const viaCard = await colleague.client.post(
      `/api/actions/${proposal.id.slice('action:'.length)}/approve`,
      {},
    );
    expect(viaCard.status).toBe(403);

    // The mail « une proposition attend » goes to the owner and the administrator, not the member.
    const reminders = createApprovalReminders({
      db: db(),
      mailer: running.server.services.mailer,
      appUrl: url(),
      afterMinutes: 0,
    });
    await reminders(new Date(Date.now() + 60_000));
    const mailed = async (email: string) =>
      (await db().select().from(outboxMessage).where(eq(outboxMessage.to, email))).some(
        (m) => m.meta?.kind === 'approval-waiting',
      );
    expect(await mailed(owner.email)).toBe(true);
    expect(await mailed(admin.email)).toBe(true);
    expect(await mailed(colleague.email)).toBe(false);

    const approved = await json<{ status: string; decidedBy: string }>(
      await admin.client.post(`/api/approvals/${proposal.id}/approve`, {}),
    );
    expect(approved).toMatchObject({ status: 'executed', decidedBy: admin.email.split('@')[0] });
  });

  it('approvers chosen by name: only the chosen member and the owners decide, only an owner chooses', async () => {
    const { owner, colleague } = await team('member');
    const other = await signedInClient(url(), db(), uniqueEmail('autre'));
    await json(
      await owner.client.post('/api/team/invitations', {
        email: other.email,
        role: 'admin',
        confirmSeat: true,
      }),
      201,
    );
    const token = tokenOf(await lastMailedLink(db(), other.email, 'invitation'));
    await json(await other.client.post('/api/invitations/accept', { token }));
    const put = (client: TestClient, json: unknown) =>
      client.request('/api/team/approvers', { method: 'PUT', json });
    // An administrator does not choose by name; an unknown member is refused; a malformed id too.
    expect((await put(other.client, { approvers: 'listed', memberIds: [colleague.userId] })).status).toBe(
      403,
    );
    expect((await put(owner.client, { approvers: 'listed', memberIds: ['inconnu'] })).status).toBe(404);
    expect((await put(owner.client, { approvers: 'listed', memberIds: ['a b'] })).status).toBe(400);
    expect((await put(owner.client, { approvers: 'listed', memberIds: [colleague.userId] })).status).toBe(
      204,
    );
    const teamView = await json<{
      organisation: { approvers: string };
      members: Array<{ userId: string; approves: boolean }>;
    }>(await owner.client.request('/api/team'));
    expect(teamView.organisation.approvers).toBe('listed');
    expect(teamView.members.find((m) => m.userId === colleague.userId)?.approves).toBe(true);
    expect(teamView.members.find((m) => m.userId === other.userId)?.approves).toBe(false);

    // The colleague's own proposals and the administrator's: the chosen member decides, the
    // administrator (not chosen) does not, the owner always may.
    const propose = async (client: TestClient, title: string) => {
      const { id } = await json<{ id: string }>(
        await client.post('/api/conversations', { employee: 'alfred' }),
        201,
      );
      await readChatEvents(
        await client.post(`/api/conversations/${id}/messages`, {
          content: `Crée une tâche « ${title} » pour demain`,
        }),
      );
      const inbox = await json<{ approvals: Array<{ id: string; summary: string }>; mayApprove: boolean }>(
        await client.request('/api/approvals?status=pending'),
      );
      return { inbox, id: inbox.approvals.find((a) => a.summary.includes(title))!.id };
    };
    const first = await propose(other.client, 'Commander les plinthes');
    expect(first.inbox.mayApprove).toBe(false);
    const refused = await other.client.post(`/api/approvals/${first.id}/approve`, {});
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(
      /les membres choisis \(et les propriétaires\) décident/,
    );
    await json(await colleague.client.post(`/api/approvals/${first.id}/approve`, {}));
    const second = await propose(colleague.client, 'Appeler le plâtrier');
    expect(second.inbox.mayApprove).toBe(true);
    await json(await owner.client.post(`/api/approvals/${second.id}/approve`, {}));
    // Back to a rule by role: the choice by name no longer counts.
    expect((await put(owner.client, { approvers: 'admin' })).status).toBe(204);
    const third = await propose(colleague.client, 'Réserver la benne');
    expect(third.inbox.mayApprove).toBe(false);
  });

  it('each member runs their own timer on the organisation’s projects, at the same time', async () => {
    const { owner, colleague } = await team('member');
    const project = await json<{ id: string }>(
      await owner.client.post('/api/projects', { name: 'Chantier Leroy' }),
      201,
    );
    const mine = await json<{ id: string; projectId: string }>(
      await owner.client.post('/api/time-entries/start', { projectId: project.id, note: 'Métré' }),
      201,
    );
    const theirs = await json<{ id: string; projectId: string }>(
      await colleague.client.post('/api/time-entries/start', { projectId: project.id, note: 'Devis' }),
      201,
    );
    expect(theirs.projectId).toBe(project.id);
    const running = async (client: TestClient) =>
      (await json<{ entry: { id: string } | null }>(await client.request('/api/time-entries/running'))).entry
        ?.id;
    expect(await running(owner.client)).toBe(mine.id);
    expect(await running(colleague.client)).toBe(theirs.id);
    // One's entries are not the other's to stop or read.
    expect((await owner.client.post(`/api/time-entries/${theirs.id}/stop`, {})).status).toBe(404);
    expect((await colleague.client.post(`/api/time-entries/${theirs.id}/stop`, {})).status).toBe(200);
    // A stranger's project cannot be timed.
    const stranger = await signedInClient(url(), db());
    const foreign = await json<{ id: string }>(
      await stranger.client.post('/api/projects', { name: 'Autre' }),
      201,
    );
    expect((await colleague.client.post('/api/time-entries/start', { projectId: foreign.id })).status).toBe(
      400,
    );
  });

  it('an administrator caps a member’s daily AI tasks; the member sees it and is stopped by it', async () => {
    const { owner, colleague } = await team('member');
    const set = (body: unknown) =>
      owner.client.request(`/api/team/members/${colleague.userId}/allowance`, { method: 'PUT', json: body });
    for (const bad of [-1, 1.5, 'deux', 5000]) {
      const res = await set({ aiDailyAllowance: bad });
      expect(res.status, String(bad)).toBe(400);
      expect((await res.json()).error.message).toMatch(/tâches IA par jour|négative|entier/);
    }
    expect((await set({ aiDailyAllowance: 1 })).status).toBe(204);
    const usage = await json<{ limit: number; allowance: number; used: number }>(
      await colleague.client.request('/api/ai/usage'),
    );
    expect(usage).toMatchObject({ limit: 1, allowance: 1, used: 0 });
    const team2 = await json<{ you: { aiAllowance: number } }>(await colleague.client.request('/api/team'));
    expect(team2.you.aiAllowance).toBe(1);
    const task = { task: 'Préparer la relance des devis de la semaine' };
    expect((await colleague.client.post('/api/ai/automation', task)).status).toBe(200);
    const refused = await colleague.client.post('/api/ai/automation', task);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(
      'Limite atteinte : votre administrateur vous accorde 1 tâche IA par jour.',
    );
    // The owner's own tasks are not counted against the colleague's allowance.
    expect((await owner.client.post('/api/ai/automation', task)).status).toBe(200);
    // Back to the plan's limit.
    expect((await set({ aiDailyAllowance: null })).status).toBe(204);
    expect((await colleague.client.post('/api/ai/automation', task)).status).toBe(200);
  });

  it('role × route: a member gets 403 on every administrator or owner route, an administrator on every owner route', async () => {
    const member = await team('member');
    const admin = await team('admin');
    const guarded = routeTable().filter((r) => r.access === 'session' && r.role && r.role !== 'member');
    expect(guarded.length).toBeGreaterThan(20);
    const call = (client: TestClient, route: (typeof guarded)[number]) => {
      const path = route.sample ?? route.path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      return client.request(path, {
        method: route.method,
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { json: {} }),
      });
    };
    for (const route of guarded) {
      const asMember = await call(member.colleague.client, route);
      expect(asMember.status, `${route.method} ${route.path} as member`).toBe(403);
      const asAdmin = await call(admin.colleague.client, route);
      if (route.role === 'owner') expect(asAdmin.status, `${route.method} ${route.path} as admin`).toBe(403);
      else expect(asAdmin.status, `${route.method} ${route.path} as admin`).not.toBe(403);
    }
  });
});
