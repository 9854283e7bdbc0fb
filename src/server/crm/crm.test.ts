import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityDto,
  CompanyDto,
  ContactDto,
  Forecast,
  OpportunityDto,
  Pipeline,
} from '../../shared/crm.ts';
import { isValidSiren } from '../../shared/crm.ts';
import type { Page } from '../../shared/workspace.ts';
import { crmCompany, crmContact, crmOpportunity } from '../db/schema.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import type { WorkspaceEvent } from '../workspace/workspace.service.ts';

// The CRM's API (decision 065) on a real server and database: records, the timeline, the pipeline,
// the forecast, search, ownership and hostile input.

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}
async function refusal(res: Response, status: number): Promise<string> {
  const body = await json<{ error: { message: string } }>(res, status);
  return body.error.message;
}

const send = (client: TestClient, method: string, path: string, body?: unknown) =>
  client.request(path, { method, ...(body === undefined ? {} : { json: body }) } as RequestInit);

describe('SIREN check key', () => {
  it('accepts real SIRENs and refuses a wrong key or length', () => {
    expect(isValidSiren('552100554')).toBe(true);
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('552100555')).toBe(false);
    expect(isValidSiren('123456789')).toBe(false);
    expect(isValidSiren('55210055')).toBe(false);
    expect(isValidSiren('55210055a')).toBe(false);
  });
});

describe.each(testDatabaseKinds())('CRM API on %s', (kind) => {
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

  const company = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/crm/companies', body).then((res) => json<CompanyDto>(res, 201));
  const opportunity = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/crm/opportunities', body).then((res) => json<OpportunityDto>(res, 201));

  it('answers 401 in French without a session', async () => {
    const visitor = new TestClient(server.url);
    for (const path of ['/api/crm/companies', '/api/crm/pipeline', '/api/crm/forecast']) {
      const res = await visitor.request(path);
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toMatch(/connecté/);
    }
  });

  it('starts empty: no record, six empty stages, no forecast', async () => {
    const { client } = await signedInClient(server.url, database.db);
    for (const path of ['/api/crm/companies', '/api/crm/contacts', '/api/crm/opportunities']) {
      expect((await json<Page<unknown>>(await client.request(path))).total).toBe(0);
    }
    const pipeline = await json<Pipeline>(await client.request('/api/crm/pipeline'));
    expect(pipeline.stages.map((s) => s.stage)).toEqual([
      'new',
      'qualified',
      'proposal',
      'negotiation',
      'won',
      'lost',
    ]);
    expect(pipeline.stages.every((s) => s.count === 0 && s.amountCents === 0 && s.items.length === 0)).toBe(
      true,
    );
    expect(await json<Forecast>(await client.request('/api/crm/forecast'))).toEqual({
      months: [],
      undated: { count: 0, amountCents: 0, weightedCents: 0 },
    });
  });

  it('keeps companies with a checked SIREN, one per SIREN, and contacts one per e-mail', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const foncia = await company(client, {
      name: 'Syndic Foncia Lyon 7',
      siren: '552 100 554',
      address: '12 rue de Marseille\n69007 Lyon',
      sector: 'Immobilier',
    });
    expect(foncia).toMatchObject({ siren: '552100554', sector: 'Immobilier' });

    expect(
      await refusal(await client.post('/api/crm/companies', { name: 'X', siren: '123456789' }), 400),
    ).toBe('Ce SIREN n’est pas valide : vérifiez les 9 chiffres (clé de contrôle incorrecte).');
    expect(await refusal(await client.post('/api/crm/companies', { name: 'X', siren: '12345' }), 400)).toBe(
      'Le SIREN compte 9 chiffres.',
    );
    expect(
      await refusal(await client.post('/api/crm/companies', { name: 'Copie', siren: '552100554' }), 409),
    ).toBe('Une entreprise avec ce SIREN existe déjà dans votre CRM.');
    // Two at once: the unique index keeps one, the other is the same French 409.
    const racing = await Promise.all([
      client.post('/api/crm/companies', { name: 'A', siren: '732829320' }),
      client.post('/api/crm/companies', { name: 'B', siren: '732829320' }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);

    const roux = await json<ContactDto>(
      await client.post('/api/crm/contacts', {
        name: 'Mathieu Roux',
        role: 'Gestionnaire',
        email: 'M.Roux@Foncia.fr',
        phone: '+33 4 72 00 00 00',
        companyId: foncia.id,
      }),
      201,
    );
    expect(roux).toMatchObject({ email: 'm.roux@foncia.fr', companyName: 'Syndic Foncia Lyon 7' });
    expect(
      await refusal(
        await client.post('/api/crm/contacts', { name: 'Autre', email: 'm.roux@foncia.fr' }),
        409,
      ),
    ).toBe('Un contact avec cet e-mail existe déjà dans votre CRM.');
    expect(
      await refusal(await client.post('/api/crm/contacts', { name: 'X', email: 'pas-un-mail' }), 400),
    ).toBe('Cette adresse e-mail n’est pas valide.');

    const renamed = await json<CompanyDto>(
      await send(client, 'PATCH', `/api/crm/companies/${foncia.id}`, { name: 'Foncia Lyon Sept' }),
    );
    expect(renamed).toMatchObject({ name: 'Foncia Lyon Sept', siren: '552100554' });
    // A company deleted: its contact stays, without company.
    expect((await send(client, 'DELETE', `/api/crm/companies/${foncia.id}`)).status).toBe(204);
    expect(await json<ContactDto>(await client.request(`/api/crm/contacts/${roux.id}`))).toMatchObject({
      companyId: null,
      companyName: null,
    });
    expect((await client.request(`/api/crm/companies/${foncia.id}`)).status).toBe(404);
  });

  it('searches without accents or case, filters by stage and company, and pages', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const acme = await company(client, { name: 'Société Générale des Eaux' });
    const other = await company(client, { name: 'Boulangerie Zoé' });
    await json(await client.post('/api/crm/contacts', { name: 'Zoé Lefèvre', companyId: acme.id }), 201);
    await json(await client.post('/api/crm/contacts', { name: 'Jean Martin' }), 201);
    for (const q of ['lefevre', 'LEFÈVRE', 'zoe lef']) {
      const page = await json<Page<ContactDto>>(
        await client.request(`/api/crm/contacts?q=${encodeURIComponent(q)}`),
      );
      expect(
        page.items.map((c) => c.name),
        q,
      ).toEqual(['Zoé Lefèvre']);
    }
    const companies = await json<Page<CompanyDto>>(
      await client.request('/api/crm/companies?q=societe%20generale'),
    );
    expect(companies.items.map((c) => c.name)).toEqual(['Société Générale des Eaux']);
    // The user's % and _ are letters, not wildcards.
    expect((await json<Page<CompanyDto>>(await client.request('/api/crm/companies?q=%25'))).total).toBe(0);

    for (let i = 1; i <= 7; i++) {
      await opportunity(client, {
        title: `Contrat d’entretien n° ${i}`,
        companyId: i <= 4 ? acme.id : other.id,
        amountCents: 100_000 * i,
        stage: i % 2 === 0 ? 'proposal' : 'new',
      });
    }
    const proposals = await json<Page<OpportunityDto>>(
      await client.request('/api/crm/opportunities?stage=proposal'),
    );
    expect(proposals.total).toBe(3);
    expect(proposals.items.every((o) => o.stage === 'proposal')).toBe(true);
    const ofAcme = await json<Page<OpportunityDto>>(
      await client.request(`/api/crm/opportunities?companyId=${acme.id}`),
    );
    expect(ofAcme.total).toBe(4);
    expect(ofAcme.items.every((o) => o.companyName === 'Société Générale des Eaux')).toBe(true);
    const page2 = await json<Page<OpportunityDto>>(
      await client.request('/api/crm/opportunities?limit=3&offset=3'),
    );
    expect(page2).toMatchObject({ total: 7, totalCapped: false, limit: 3, offset: 3 });
    expect(page2.items).toHaveLength(3);
    const searched = await json<Page<OpportunityDto>>(
      await client.request(`/api/crm/opportunities?q=${encodeURIComponent('CONTRAT D’ENTRETIEN N° 7')}`),
    );
    expect(searched.items.map((o) => o.title)).toEqual(['Contrat d’entretien n° 7']);
    expect(await refusal(await client.request('/api/crm/opportunities?stage=gagne'), 400)).toBe(
      'Étape inconnue.',
    );
  });

  it('moves an opportunity: the timeline records the change, the pipeline and the weighted forecast follow', async () => {
    const { client, userId } = await signedInClient(server.url, database.db);
    const foncia = await company(client, { name: 'Syndic Foncia Lyon 7' });
    const deal = await opportunity(client, {
      title: 'Contrat d’entretien annuel',
      companyId: foncia.id,
      amountCents: 480_050,
      probability: 40,
      expectedCloseDate: '2027-01-31',
      nextStep: 'Relancer',
      nextStepDate: '2026-12-15',
    });
    expect(deal).toMatchObject({ stage: 'new', amountCents: 480_050, companyName: 'Syndic Foncia Lyon 7' });
    await opportunity(client, {
      title: 'Petit devis',
      amountCents: 10_000,
      probability: 50,
      expectedCloseDate: '2027-01-02',
    });
    await opportunity(client, { title: 'Sans date', amountCents: 20_000, probability: 25 });
    const lost = await opportunity(client, {
      title: 'Perdu',
      amountCents: 99_900,
      expectedCloseDate: '2027-01-15',
    });
    expect(seen.filter((e) => e.userId === userId && e.type === 'opportunity.created')).toHaveLength(4);

    const moved = await json<OpportunityDto>(
      await send(client, 'PATCH', `/api/crm/opportunities/${deal.id}`, { stage: 'negotiation' }),
    );
    expect(moved).toMatchObject({ stage: 'negotiation', probability: 40 });
    await json(await send(client, 'PATCH', `/api/crm/opportunities/${lost.id}`, { stage: 'lost' }));
    // The same stage again is no move.
    await json(
      await send(client, 'PATCH', `/api/crm/opportunities/${deal.id}`, {
        stage: 'negotiation',
        nextStep: 'Signer',
      }),
    );
    const moves = seen.filter((e) => e.userId === userId && e.type === 'opportunity.moved');
    expect(moves.map((e) => e.data)).toEqual([
      expect.objectContaining({ from: 'new', to: 'negotiation' }),
      expect.objectContaining({ from: 'new', to: 'lost' }),
    ]);

    const timeline = await json<Page<ActivityDto>>(
      await client.request(`/api/crm/activities?opportunityId=${deal.id}`),
    );
    expect(timeline.items).toEqual([
      expect.objectContaining({
        kind: 'stage_change',
        fromStage: 'new',
        toStage: 'negotiation',
        body: 'Nouveau → Négociation',
      }),
    ]);
    const note = await json<ActivityDto>(
      await client.post('/api/crm/activities', {
        kind: 'call',
        body: 'Appelé M. Roux : il rappelle lundi.',
        opportunityId: deal.id,
      }),
      201,
    );
    expect(note).toMatchObject({ kind: 'call', companyId: foncia.id, opportunityId: deal.id });
    // The company's timeline shows its opportunity's entries.
    const ofCompany = await json<Page<ActivityDto>>(
      await client.request(`/api/crm/activities?companyId=${foncia.id}`),
    );
    expect(ofCompany.items.map((a) => a.kind)).toEqual(['call', 'stage_change']);
    expect(
      await refusal(
        await client.post('/api/crm/activities', { kind: 'stage_change', body: 'x', opportunityId: deal.id }),
        400,
      ),
    ).toBe('Type d’activité inconnu.');
    expect(
      await refusal(await client.post('/api/crm/activities', { kind: 'note', body: 'Sans fiche' }), 400),
    ).toBe('Indiquez la fiche de l’activité : une entreprise, un contact ou une opportunité.');

    const pipeline = await json<Pipeline>(await client.request('/api/crm/pipeline'));
    const stage = Object.fromEntries(pipeline.stages.map((s) => [s.stage, s]));
    expect(stage.negotiation).toMatchObject({ count: 1, amountCents: 480_050, weightedCents: 192_020 });
    expect(stage.negotiation!.items.map((o) => o.title)).toEqual(['Contrat d’entretien annuel']);
    expect(stage.new).toMatchObject({ count: 2, amountCents: 30_000, weightedCents: 10_000 });
    expect(stage.lost).toMatchObject({ count: 1, amountCents: 99_900, weightedCents: 0 });

    // Won: counted in full from then on.
    await json(await send(client, 'PATCH', `/api/crm/opportunities/${deal.id}`, { stage: 'won' }));
    const forecast = await json<Forecast>(await client.request('/api/crm/forecast'));
    expect(forecast).toEqual({
      months: [{ month: '2027-01', count: 2, amountCents: 490_050, weightedCents: 485_050 }],
      undated: { count: 1, amountCents: 20_000, weightedCents: 5_000 },
    });
  });

  it('user B can neither read, change, move, annotate nor list user A’s records', async () => {
    const alice = (await signedInClient(server.url, database.db)).client;
    const bob = (await signedInClient(server.url, database.db)).client;
    const acme = await company(alice, { name: 'Secret de A', siren: '443061841' });
    const contact = await json<ContactDto>(
      await alice.post('/api/crm/contacts', {
        name: 'Secret de A',
        email: 'a@secret.fr',
        companyId: acme.id,
      }),
      201,
    );
    const deal = await opportunity(alice, {
      title: 'Secret de A',
      companyId: acme.id,
      contactId: contact.id,
      amountCents: 500,
    });
    // A's contact's opportunities, by the contact's page filter: A sees them, B's same filter sees none.
    const ofContact = await json<Page<OpportunityDto>>(
      await alice.request(`/api/crm/opportunities?contactId=${contact.id}`),
    );
    expect(ofContact.items.map((o) => o.id)).toEqual([deal.id]);
    const bobs = await json<Page<OpportunityDto>>(
      await bob.request(`/api/crm/opportunities?contactId=${contact.id}`),
    );
    expect(bobs.items).toEqual([]);
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `/api/crm/companies/${acme.id}`],
      ['PATCH', `/api/crm/companies/${acme.id}`, { name: 'Volé par B' }],
      ['DELETE', `/api/crm/companies/${acme.id}`],
      ['GET', `/api/crm/contacts/${contact.id}`],
      ['PATCH', `/api/crm/contacts/${contact.id}`, { name: 'Volé par B' }],
      ['DELETE', `/api/crm/contacts/${contact.id}`],
      ['GET', `/api/crm/opportunities/${deal.id}`],
      ['PATCH', `/api/crm/opportunities/${deal.id}`, { stage: 'lost' }],
      ['DELETE', `/api/crm/opportunities/${deal.id}`],
      ['GET', `/api/crm/activities?opportunityId=${deal.id}`],
      ['GET', `/api/crm/activities?companyId=${acme.id}`],
      ['GET', `/api/crm/activities?contactId=${contact.id}`],
      ['POST', '/api/crm/activities', { kind: 'note', body: 'B était là', opportunityId: deal.id }],
      ['POST', '/api/crm/activities', { kind: 'note', body: 'B était là', companyId: acme.id }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await send(bob, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.text()).not.toContain('Secret de A');
    }
    // A's company or contact named in B's body: a 400 that reveals nothing.
    for (const body of [
      { title: 'B', companyId: acme.id },
      { title: 'B', contactId: contact.id },
    ]) {
      expect(await refusal(await bob.post('/api/crm/opportunities', body), 400)).toMatch(
        /n’existe pas dans votre CRM/,
      );
    }
    expect(await refusal(await bob.post('/api/crm/contacts', { name: 'B', companyId: acme.id }), 400)).toBe(
      'Cette entreprise n’existe pas dans votre CRM.',
    );
    // Same SIREN and e-mail in B's own CRM: allowed (each owner's uniqueness is their own).
    await company(bob, { name: 'Acme chez B', siren: '443061841' });
    await json(await bob.post('/api/crm/contacts', { name: 'B', email: 'a@secret.fr' }), 201);
    for (const list of [
      '/api/crm/companies',
      '/api/crm/contacts',
      '/api/crm/opportunities',
      `/api/crm/opportunities?companyId=${acme.id}`,
      `/api/crm/contacts?companyId=${acme.id}`,
      '/api/crm/opportunities?q=secret',
      '/api/crm/pipeline',
      '/api/crm/export/contacts.csv',
      '/api/crm/export/opportunities.csv',
    ]) {
      const res = await bob.request(list);
      expect(res.status, list).toBe(200);
      const text = await res.text();
      expect(text, list).not.toContain('Secret de A');
      expect(text, list).not.toContain(deal.id);
    }
    expect(
      await json<OpportunityDto>(await alice.request(`/api/crm/opportunities/${deal.id}`)),
    ).toMatchObject({
      title: 'Secret de A',
      stage: 'new',
    });
    expect(
      (await json<Page<ActivityDto>>(await alice.request(`/api/crm/activities?opportunityId=${deal.id}`)))
        .total,
    ).toBe(0);
    expect(await json<CompanyDto>(await alice.request(`/api/crm/companies/${acme.id}`))).toMatchObject({
      name: 'Secret de A',
    });
  });

  it('serves the pipeline, a filtered list and a search over 100 000 opportunities', {
    timeout: 180_000,
  }, async () => {
    const { client, userId } = await signedInClient(server.url, database.db);
    await json(
      await client.post('/api/crm/opportunities', {
        title: 'Seule avec « Zèbre »',
        amountCents: 700,
        stage: 'won',
      }),
      201,
    );
    // 100 000 more, written straight to the table: 1 € to 100 € each, the stages in turn. In ten
    // statements of 10 000, each well under the pool's statement timeout on a loaded CI machine (one
    // statement of 100 000 was cancelled there).
    for (let from = 1; from <= 100_000; from += 10_000)
      await database.db.execute(
        sql`insert into crm_opportunity (workspace_id, user_id, title, amount_cents, probability, stage, expected_close_date, search_text)
            select ${userId}, ${userId}, 'Affaire ' || n, (n % 100 + 1) * 100, 50,
                   (array['new','qualified','proposal','negotiation','won','lost'])[n % 6 + 1],
                   date '2027-01-01' + (n % 365), 'affaire ' || n
            from generate_series(${from}::int, ${from + 9_999}::int) as n`,
      );
    const timed = async <T>(path: string) => {
      const started = performance.now();
      const body = await json<T>(await client.request(path));
      return { body, ms: Math.round(performance.now() - started) };
    };
    const pipeline = await timed<Pipeline>('/api/crm/pipeline');
    expect(pipeline.body.stages.reduce((n, s) => n + s.count, 0)).toBe(100_001);
    expect(pipeline.body.stages.every((s) => s.items.length === 50)).toBe(true);
    const won = pipeline.body.stages.find((s) => s.stage === 'won')!;
    expect(won.count).toBe(16_667 + 1);
    const list = await timed<Page<OpportunityDto>>(
      '/api/crm/opportunities?stage=negotiation&limit=50&offset=100',
    );
    expect(list.body).toMatchObject({ total: 10_000, totalCapped: true });
    expect(list.body.items.every((o) => o.stage === 'negotiation')).toBe(true);
    const search = await timed<Page<OpportunityDto>>(
      `/api/crm/opportunities?q=${encodeURIComponent('zebre')}`,
    );
    expect(search.body.items.map((o) => o.title)).toEqual(['Seule avec « Zèbre »']);
    const forecast = await timed<Forecast>('/api/crm/forecast');
    expect(forecast.body.months.reduce((n, m) => n + m.count, 0)).toBe(100_000 - 16_666);
    console.log(
      `crm at 100 000 opportunities on ${kind}: pipeline ${pipeline.ms} ms, filtered page ${list.ms} ms, search ${search.ms} ms, forecast ${forecast.ms} ms`,
    );
  });

  it('refuses hostile input with a French 400', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const deal = await opportunity(client, { title: 'Cible' });
    const cases: Array<[string, string, unknown, RegExp | string]> = [
      ['POST', '/api/crm/companies', { name: 'Nul\u0000' }, /^Le texte contient un caractère non autorisé/],
      [
        'POST',
        '/api/crm/contacts',
        { name: 'Ligne\ncassée' },
        'Le texte contient un caractère non autorisé.',
      ],
      [
        'POST',
        '/api/crm/companies',
        { name: 'x'.repeat(100_000) },
        'Le nom de l’entreprise ne peut pas dépasser 200 caractères.',
      ],
      ['POST', '/api/crm/companies', { name: '   ' }, 'Le nom de l’entreprise est requis.'],
      [
        'POST',
        '/api/crm/opportunities',
        { title: 'X', amountCents: -1 },
        'Le montant ne peut pas être négatif.',
      ],
      [
        'POST',
        '/api/crm/opportunities',
        { title: 'X', amountCents: 12.5 },
        'Le montant doit être un nombre entier de centimes.',
      ],
      [
        'POST',
        '/api/crm/opportunities',
        { title: 'X', amountCents: '4800' },
        'Le montant doit être un nombre (en centimes).',
      ],
      ['POST', '/api/crm/opportunities', { title: 'X', amountCents: 2e12 }, 'Le montant est trop grand.'],
      [
        'POST',
        '/api/crm/opportunities',
        { title: 'X', probability: 101 },
        'La probabilité est comprise entre 0 et 100 %.',
      ],
      [
        'POST',
        '/api/crm/opportunities',
        { title: 'X', expectedCloseDate: '2027-02-31' },
        'Cette date n’existe pas.',
      ],
      ['POST', '/api/crm/opportunities', { title: 'X', stage: 'gagné' }, 'Étape inconnue.'],
      ['PATCH', `/api/crm/opportunities/${deal.id}`, {}, 'Indiquez au moins un champ à modifier.'],
      [
        'POST',
        '/api/crm/activities',
        { kind: 'note', body: 'y'.repeat(5001), opportunityId: deal.id },
        /5 000 caractères/,
      ],
      ['GET', '/api/crm/opportunities/pas-un-id', undefined, 'Identifiant d’opportunité invalide.'],
      ['GET', '/api/crm/activities', undefined, 'Indiquez la fiche dont vous voulez l’historique.'],
      ['GET', `/api/crm/opportunities?q=${'z'.repeat(201)}`, undefined, 'La recherche est trop longue.'],
    ];
    for (const [method, path, body, expected] of cases) {
      const message = await refusal(await send(client, method, path, body), 400);
      if (typeof expected === 'string') expect(message, `${method} ${path}`).toBe(expected);
      else expect(message, `${method} ${path}`).toMatch(expected);
    }
    const rows = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(crmCompany)
      .where(eq(crmCompany.name, 'Nul'));
    expect(rows[0]!.n).toBe(0);
  });

  it('exports the CRM with the account and deletes it with the account', async () => {
    const { client, userId } = await signedInClient(server.url, database.db);
    const acme = await company(client, { name: 'Entreprise à exporter' });
    await json(
      await client.post('/api/crm/contacts', { name: 'Contact à exporter', companyId: acme.id }),
      201,
    );
    const deal = await opportunity(client, { title: 'Opportunité à exporter', companyId: acme.id });
    await json(await send(client, 'PATCH', `/api/crm/opportunities/${deal.id}`, { stage: 'qualified' }));
    const data = (await (await client.request('/api/account/export')).json()) as {
      tables: Record<string, unknown[]>;
    };
    expect(data.tables.crm_company).toEqual([expect.objectContaining({ name: 'Entreprise à exporter' })]);
    expect(data.tables.crm_contact).toEqual([expect.objectContaining({ name: 'Contact à exporter' })]);
    expect(data.tables.crm_opportunity).toEqual([
      expect.objectContaining({ title: 'Opportunité à exporter' }),
    ]);
    expect(data.tables.crm_activity).toEqual([expect.objectContaining({ kind: 'stage_change' })]);

    const res = await client.request('/api/account', {
      method: 'DELETE',
      json: { confirmation: 'SUPPRIMER' },
    });
    expect(res.status).toBe(200);
    for (const table of [crmCompany, crmContact, crmOpportunity]) {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, userId));
      expect(row!.n).toBe(0);
    }
  });
});
