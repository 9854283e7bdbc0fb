import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReportResult, reportPresets } from '../../shared/ai-tools.ts';
import { signedInClient, TestClient } from '../testing/auth-helpers.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { startTestServer } from '../testing/test-server.ts';
import { createAiQuota } from './quota.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe.each(testDatabaseKinds())('AI tool panels API on %s', (kind) => {
  let database: TestDatabase;
  let server: Server;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('answers 401 to a visitor on every tool', async () => {
    const visitor = new TestClient(server.url);
    for (const path of [
      '/api/ai/automation',
      '/api/ai/email',
      '/api/ai/report',
      '/api/ai/automation/tasks',
    ]) {
      const res = await visitor.post(path, {});
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('unauthenticated');
    }
    expect((await visitor.request('/api/ai/usage')).status).toBe(401);
  });

  it.each([
    ['/api/ai/automation', { task: '  ' }, 'Veuillez décrire la tâche à automatiser'],
    ['/api/ai/automation', { task: 'x', employee: 'bob' }, 'Employé IA inconnu.'],
    [
      '/api/ai/email',
      { task: '', emailType: 'newsletter', recipients: ['a@b.fr'] },
      "Décrivez l'email à générer",
    ],
    [
      '/api/ai/email',
      { task: 'x', emailType: 'newsletter', recipients: ['', 'sans-arobase'] },
      'Ajoutez au moins un email valide',
    ],
    [
      '/api/ai/email',
      { task: 'x', emailType: 'newsletter', recipients: ['jean@'] },
      'Adresse email invalide : jean@',
    ],
    [
      '/api/ai/email',
      {
        task: 'x',
        emailType: 'newsletter',
        recipients: Array.from({ length: 11 }, (_, i) => `p${i}@exemple.fr`),
      },
      'Pas plus de 10 destinataires.',
    ],
    ['/api/ai/email', { task: 'x', emailType: 'spam', recipients: ['a@b.fr'] }, "Type d'email inconnu."],
    [
      '/api/ai/report',
      { reportType: 'custom', period: 'monthly' },
      'Décrivez le rapport personnalisé à générer',
    ],
    ['/api/ai/report', { reportType: 'sales', period: 'yearly' }, 'Période inconnue.'],
    [
      '/api/ai/report',
      { reportType: 'hr', period: 'monthly', dataPoints: ['Revenue'] },
      'Indicateur inconnu pour ce type de rapport.',
    ],
  ])('refuses bad input on %s with its French message', async (path, body, message) => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.post(path, body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    // A refused request is not an AI task.
    expect((await (await client.request('/api/ai/usage')).json()).used).toBe(0);
  });

  it('runs an automation, and its steps become real tasks that the report then counts', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.post('/api/ai/automation', {
      task: 'Relancer les clients qui n’ont pas répondu au devis',
      employee: 'chip',
    });
    expect(res.status).toBe(200);
    const plan = await res.json();
    expect(plan).toMatchObject({
      employee: 'chip',
      task: 'Relancer les clients qui n’ont pas répondu au devis',
    });
    expect(plan.result).toMatch(/^## Plan d'automatisation/);
    expect(plan.steps.length).toBeGreaterThanOrEqual(3);
    expect(plan.minutesSaved).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(plan.timestamp))).toBe(false);

    const created = await client.post('/api/ai/automation/tasks', { steps: plan.steps, employee: 'chip' });
    expect(created.status).toBe(201);
    expect((await created.json()).tasks).toHaveLength(plan.steps.length);

    const report = (await (
      await client.post('/api/ai/report', {
        reportType: 'operations',
        period: 'weekly',
        dataPoints: ['Tasks Completed', 'Overdue Tasks', 'Time Tracked'],
      })
    ).json()) as ReportResult;
    expect(report.data['Tasks Completed']).toBe(0);
    expect(report.data['Overdue Tasks']).toBe(0);
    // The user's own logged time, none yet: 0 h, never an invented figure (decision 059).
    expect(report.data['Time Tracked']).toBe(0);
    expect(report.dataSource).toBe('workspace');
    expect(report.content).toContain('Tâches terminées');
  });

  it('generates a demo email: nothing sent, recipients kept, subject generated when blank', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const res = await client.post('/api/ai/email', {
      task: 'Annoncer notre nouvelle offre de formation',
      emailType: 'promotion',
      recipients: ['claire@exemple.fr', '', 'sans-arobase', 'marc@exemple.fr'],
      subject: '',
    });
    expect(res.status).toBe(200);
    const email = await res.json();
    expect(email).toMatchObject({
      emailsSent: 2,
      type: 'promotion',
      recipients: ['claire@exemple.fr', 'marc@exemple.fr'],
    });
    expect(email.subject).toContain('notre nouvelle offre de formation');
    expect(email.preview).toMatch(/^Bonjour,/);
    const withSubject = await (
      await client.post('/api/ai/email', {
        task: 'Relancer',
        emailType: 'follow-up',
        recipients: ['a@exemple.fr'],
        subject: 'Notre rendez-vous',
      })
    ).json();
    expect(withSubject.subject).toBe('Notre rendez-vous');
  });

  it('generates a report with the preset indicators, sections and a true word count', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const report = (await (
      await client.post('/api/ai/report', { reportType: 'sales', period: 'monthly' })
    ).json()) as ReportResult;
    expect(Object.keys(report.data)).toEqual([...reportPresets.sales.dataPoints]);
    expect(report.dataSource).toBe('sample');
    expect(report.sections).toEqual(['Résumé', 'Indicateurs clés', 'Analyse', 'Recommandations']);
    expect(report.wordCount).toBe(report.content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length);
    expect(report.content).toContain("données d'exemple");

    // Kept in the history, reopenable, private to its owner, deletable.
    const history = await (await client.request('/api/ai/reports')).json();
    expect(history.reports.map((r: ReportResult) => r.id)).toEqual([report.id]);
    expect(await (await client.request(`/api/ai/reports/${report.id}`)).json()).toEqual(report);
    const other = await signedInClient(server.url, database.db);
    expect((await other.client.request(`/api/ai/reports/${report.id}`)).status).toBe(404);
    expect((await other.client.request(`/api/ai/reports/${report.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await client.request(`/api/ai/reports/${report.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await (await client.request('/api/ai/reports')).json()).reports).toEqual([]);
  });

  it('refuses the sixth AI task of the day on Gratuit with 429 and a link to the pricing', async () => {
    const { client } = await signedInClient(server.url, database.db);
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/ai/automation', { task: `Tâche ${i}` });
      expect(res.status).toBe(200);
    }
    const sixth = await client.post('/api/ai/report', { reportType: 'hr', period: 'quarterly' });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error).toEqual({
      code: 'quota:ai_tasks',
      message: 'Limite quotidienne atteinte : 5 tâches IA par jour avec le plan Gratuit.',
      details: { pricing: '/#pricing' },
    });
    expect(await (await client.request('/api/ai/usage')).json()).toEqual({
      plan: 'free',
      used: 5,
      limit: 5,
      allowance: null,
    });
  });

  it('resets the quota the next day in Paris (injected clock)', async () => {
    const { client } = await signedInClient(server.url, database.db);
    const account = await (await client.request('/api/account')).json();
    const quota = createAiQuota(database.db);
    const evening = new Date('2026-11-22T22:30:00Z'); // 23:30 in Paris
    for (let i = 0; i < 5; i++) expect(await quota.take(account.user.id, 'free', evening)).toBe(true);
    expect(await quota.take(account.user.id, 'free', evening)).toBe(false);
    const afterMidnight = new Date('2026-11-22T23:05:00Z'); // 00:05 the next day in Paris
    expect(await quota.take(account.user.id, 'free', afterMidnight)).toBe(true);
    expect(await quota.used(account.user.id, afterMidnight)).toBe(1);
    // Pro is unlimited: it still counts.
    for (let i = 0; i < 10; i++) expect(await quota.take(account.user.id, 'pro', afterMidnight)).toBe(true);
  });

  it('stores a demo request and refuses a bad one in French', async () => {
    const visitor = new TestClient(server.url);
    const bad = await visitor.post('/api/demo-requests', { name: 'A', email: 'x', company: '', message: '' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Indiquez votre nom.');
    const ok = await visitor.post('/api/demo-requests', {
      name: 'Camille Martin',
      email: 'camille@exemple.fr',
      company: 'Atelier Martin',
      message: 'Nous voulons automatiser notre support client.',
    });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ message: 'Demande envoyée' });
  });
});
