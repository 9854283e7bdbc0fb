import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiActionSummary } from '../../../shared/chat.ts';
import { type OpportunityDto, opportunityInputSchema } from '../../../shared/crm.ts';
import { readChatEvents } from '../../chat/chat-stream.ts';
import type { Db } from '../../db/client.ts';
import { aiAction, crmActivity, crmOpportunity } from '../../db/schema.ts';
import { signedInClient, type TestClient } from '../../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-database.ts';
import { startTestServer } from '../../testing/test-server.ts';
import {
  createWorkspaceService,
  type WorkspaceEvent,
  type WorkspaceWrites,
} from '../../workspace/workspace.service.ts';
import type { ActionContext } from '../actions/action.ts';
import { createWorkspaceReader } from '../workspace.ts';
import { crmInTransaction } from './records.ts';
import { crmSnapshot, crmSnapshotLimit } from './snapshot.ts';

// Chip's CRM actions (decision 067) on a real server and database: proposed from French, run once
// on approval inside the claiming transaction, the stage change in the timeline, ids of another
// owner refused, the webhook told after the commit only.

async function say(client: TestClient, employee: string, content: string) {
  const { id } = await (await client.post('/api/conversations', { employee })).json();
  const events = await readChatEvents(await client.post(`/api/conversations/${id}/messages`, { content }));
  return (events.find((e) => e.type === 'action') as { action: AiActionSummary } | undefined)?.action;
}

describe.each(testDatabaseKinds())('Chip’s CRM actions on %s', (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const seen: Array<WorkspaceEvent & { userId: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(
      database,
      {},
      { onWorkspaceEvent: (userId, event) => seen.push({ userId, ...event }) },
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const approve = async (client: TestClient, id: string) =>
    (await (await client.post(`/api/actions/${id}/approve`, {})).json()).action as AiActionSummary;

  it('adds, moves and notes from French, each once, with the timeline and the webhook', async () => {
    const { client, userId } = await signedInClient(server.url, database.db);
    const created = await say(
      client,
      'chip',
      'Ajoute une opportunité dans le CRM : Syndic Foncia Lyon 7, contrat d’entretien annuel, 4 800 € HT, à relancer le 15 décembre',
    );
    expect(created).toMatchObject({ kind: 'crm_create_opportunity', status: 'proposed' });
    expect(created!.summary).toMatch(
      /^Ajouter au CRM l’opportunité « Contrat d’entretien annuel » \(chez Syndic Foncia Lyon 7, 4\u202f800\u00a0€ HT, étape Nouveau, prochaine étape : Relancer le \p{L}+ 15 décembre\)$/u,
    );
    // Nothing written before the approval; the inbox shows the proposal as the chat's card says it.
    expect((await crmSnapshot(database.db, userId)).opportunities).toEqual([]);
    const { approvals } = await (await client.request('/api/approvals?status=pending')).json();
    expect(approvals).toMatchObject([
      { id: `action:${created!.id}`, kind: 'crm_create_opportunity', summary: created!.summary },
    ]);
    expect(await approve(client, created!.id)).toMatchObject({ status: 'executed' });
    expect((await client.post(`/api/actions/${created!.id}/approve`, {})).status).toBe(409);
    const [opportunity] = (await crmSnapshot(database.db, userId)).opportunities;
    expect(opportunity).toMatchObject({
      title: 'Contrat d’entretien annuel',
      company: 'Syndic Foncia Lyon 7',
      amountCents: 480_000,
      stage: 'new',
      nextStep: 'Relancer',
    });
    expect(opportunity!.nextStepDate).toMatch(/-12-15$/);
    expect(seen.filter((e) => e.userId === userId).map((e) => e.type)).toEqual(['opportunity.created']);

    // The company is found again by its name without accents or case, not created twice.
    const second = await say(
      client,
      'alfred',
      'Crée une opportunité : syndic foncia lyon 7, audit chaufferie, 12k€',
    );
    await approve(client, second!.id);
    const companies = await (await client.request('/api/crm/companies')).json();
    expect(companies.total).toBe(1);

    const moved = await say(client, 'chip', 'Passe le contrat d’entretien en négociation');
    expect(moved).toMatchObject({ kind: 'crm_move_opportunity' });
    expect(await approve(client, moved!.id)).toMatchObject({ status: 'executed' });
    const timeline = await database.db
      .select()
      .from(crmActivity)
      .where(eq(crmActivity.opportunityId, opportunity!.id));
    expect(timeline).toMatchObject([{ kind: 'stage_change', fromStage: 'new', toStage: 'negotiation' }]);
    expect(seen.filter((e) => e.userId === userId).map((e) => e.type)).toEqual([
      'opportunity.created',
      'opportunity.created',
      'opportunity.moved',
    ]);

    const contact = await (
      await client.post('/api/crm/contacts', { name: 'Jean Roux', companyId: companies.items[0].id })
    ).json();
    await client.request(`/api/crm/opportunities/${opportunity!.id}`, {
      method: 'PATCH',
      json: { contactId: contact.id },
    } as RequestInit);
    const noted = await say(client, 'chip', 'Note que j’ai appelé M. Roux, il rappelle lundi');
    expect(noted).toMatchObject({ kind: 'crm_log_activity' });
    expect(noted!.summary).toMatch(
      /^Noter dans le CRM \(appel, Jean Roux\) : « J’ai appelé M\. Roux, il rappelle lundi\. » ; prochaine étape : Il rappelle le lundi/,
    );
    expect(await approve(client, noted!.id)).toMatchObject({ status: 'executed' });
    const [entry] = await database.db
      .select()
      .from(crmActivity)
      .where(and(eq(crmActivity.contactId, contact.id), eq(crmActivity.kind, 'call')));
    expect(entry).toMatchObject({ opportunityId: opportunity!.id, companyId: companies.items[0].id });
    const after = (await (
      await client.request(`/api/crm/opportunities/${opportunity!.id}`)
    ).json()) as OpportunityDto;
    expect(after.nextStep).toBe('Il rappelle');
    expect(new Date(`${after.nextStepDate}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('keeps the probability said with the opportunity, instead of the stage’s', async () => {
    const { client, userId } = await signedInClient(server.url, database.db);
    const created = await say(
      client,
      'chip',
      'Rajoute au CRM : nettoyage des vitres pour le Garage Le Bris, 1 800 € par an, 70 % de chances.',
    );
    expect(created!.summary).toBe(
      'Ajouter au CRM l’opportunité « Nettoyage des vitres » (chez Garage Le Bris, 1\u202f800\u00a0€ HT, étape Nouveau, probabilité 70 %)',
    );
    expect(await approve(client, created!.id)).toMatchObject({ status: 'executed' });
    const [opportunity] = (await crmSnapshot(database.db, userId)).opportunities;
    expect(opportunity).toMatchObject({ company: 'Garage Le Bris', amountCents: 180_000, probability: 70 });
  });

  it('refuses a record of another owner, and announces nothing of a failed action', async () => {
    const owner = await signedInClient(server.url, database.db);
    const other = await signedInClient(server.url, database.db);
    const theirs = (await (
      await other.client.post('/api/crm/opportunities', { title: 'Affaire privée' })
    ).json()) as OpportunityDto;
    const before = seen.length;
    for (const [kind, params] of [
      ['crm_move_opportunity', { opportunityId: theirs.id, opportunity: 'Affaire privée', stage: 'won' }],
      ['crm_log_activity', { kind: 'note', body: 'Lu', opportunityId: theirs.id, about: 'Affaire privée' }],
      ['crm_move_opportunity', { opportunity: 'Affaire privée', stage: 'won' }],
    ] as const) {
      // As a stored proposal would be (a model's tool call, or a row edited since).
      const [row] = await database.db
        .insert(aiAction)
        .values({ userId: owner.userId, employee: 'chip', kind, params, summary: 'x' })
        .returning();
      const decided = await approve(owner.client, row!.id);
      expect(decided.status).toBe('failed');
      expect(decided.error).toMatch(/n’existe pas dans votre CRM/);
    }
    const [untouched] = await database.db
      .select()
      .from(crmOpportunity)
      .where(eq(crmOpportunity.id, theirs.id));
    expect(untouched!.stage).toBe('new');
    expect(
      await database.db.select().from(crmActivity).where(eq(crmActivity.opportunityId, theirs.id)),
    ).toEqual([]);
    expect(seen.length).toBe(before);
  });

  it('announces a CRM write of a rolled-back transaction never, of a committed one after the commit', async () => {
    const { userId } = await signedInClient(server.url, database.db);
    const heard: string[] = [];
    const workspace = createWorkspaceService(database.db, { onEvent: (_, event) => heard.push(event.type) });
    const context = (tx: Db, writes: WorkspaceWrites) =>
      ({ tx, writes, userId, employee: 'chip', findTaskByTitle: async () => null }) as ActionContext;
    await expect(
      workspace.transaction(async (tx, writes) => {
        await crmInTransaction(context(tx, writes)).opportunities.create(
          userId,
          opportunityInputSchema.parse({ title: 'Annulée' }),
        );
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(heard).toEqual([]);
    await workspace.transaction(async (tx, writes) => {
      const created = await crmInTransaction(context(tx, writes)).opportunities.create(
        userId,
        opportunityInputSchema.parse({ title: 'Gardée' }),
      );
      await crmInTransaction(context(tx, writes)).opportunities.update(userId, created.id, { stage: 'won' });
      // Inside the transaction: nothing told yet.
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['opportunity.created', 'opportunity.moved']);
    expect((await crmSnapshot(database.db, userId)).stages).toMatchObject([{ stage: 'won', count: 1 }]);
  });

  it('puts the CRM in the snapshot, bounded, the due next steps first; a visitor sees none', async () => {
    const { userId } = await signedInClient(server.url, database.db);
    const rows = Array.from({ length: crmSnapshotLimit + 50 }, (_, i) => ({
      workspaceId: userId,
      userId,
      title: `Affaire ${i}`,
      amountCents: 1000,
      probability: 50,
      searchText: `affaire ${i}`,
    }));
    rows[crmSnapshotLimit + 10] = { ...rows[crmSnapshotLimit + 10]!, title: 'À relancer' };
    const inserted = await database.db.insert(crmOpportunity).values(rows).returning();
    await database.db
      .update(crmOpportunity)
      .set({ nextStepDate: '2026-11-20', nextStep: 'Relancer' })
      .where(eq(crmOpportunity.id, inserted.find((r) => r.title === 'À relancer')!.id));
    await database.db
      .insert(crmOpportunity)
      .values({ workspaceId: userId, userId, title: 'Gagnée', stage: 'won' });
    const snapshot = (await createWorkspaceReader(database.db)(userId)).crm!;
    expect(snapshot.opportunities).toHaveLength(crmSnapshotLimit);
    expect(snapshot.truncated).toBe(true);
    expect(snapshot.opportunities[0]).toMatchObject({ title: 'À relancer', nextStepDate: '2026-11-20' });
    expect(snapshot.opportunities.some((o) => o.title === 'Gagnée')).toBe(false);
    expect(snapshot.stages).toEqual([
      { stage: 'new', count: crmSnapshotLimit + 50, amountCents: 250_000, weightedCents: 125_000 },
      { stage: 'won', count: 1, amountCents: 0, weightedCents: 0 },
    ]);
    expect((await createWorkspaceReader(database.db)(null)).crm).toBeUndefined();
  });
});
