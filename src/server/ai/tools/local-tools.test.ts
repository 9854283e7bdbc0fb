import { describe, expect, it } from 'vitest';
import {
  emailTypes,
  indicatorLabel,
  reportFileName,
  reportPeriods,
  reportPresets,
  reportTypes,
} from '../../../shared/ai-tools.ts';
import { sampleWorkspaceSnapshot } from '../local/sample-snapshot.ts';
import { emptyCompanyMemory } from '../types.ts';
import { localToolGenerator } from './index.ts';
import { computeReportFigures } from './report-data.ts';

// The sample as it reads in the week it was written for (the tests' dates are in that week).
const sampleWeek = new Date('2026-11-23T12:00:00Z');

const ctx = { workspace: sampleWorkspaceSnapshot(sampleWeek), now: new Date('2026-11-22T10:00:00Z') };

describe('the local generator of the tool panels', () => {
  it.each([
    ['Relancer les prospects du salon', 'chip'],
    ['Répondre aux tickets de support en attente', 'clide'],
    ['Recruter un développeur React', 'dot'],
    ['Écrire un article sur la cybersécurité', 'suki'],
    ['Préparer une veille sur nos concurrents', 'spec'],
    ['Organiser le séminaire annuel', 'millie'],
  ] as const)('plans « %s » as numbered steps with owners and time saved', async (task, employee) => {
    const plan = await localToolGenerator.automation({ task, employee }, ctx);
    expect(plan.steps.length).toBeGreaterThanOrEqual(4);
    expect(plan.minutesSaved).toBeGreaterThan(0);
    expect(plan.result).toContain(task);
    for (const [i, step] of plan.steps.entries())
      expect(plan.result).toContain(`${i + 1}. **${step.title}**`);
    expect(plan.result).toContain('Gain estimé');
    expect(plan.steps.some((s) => s.owner === 'vous')).toBe(true);
  });

  it('is deterministic', async () => {
    const input = { task: 'Relancer les devis', employee: 'alfred' as const };
    expect(await localToolGenerator.automation(input, ctx)).toEqual(
      await localToolGenerator.automation(input, ctx),
    );
  });

  it.each(emailTypes)('drafts a %s email with a subject and a French body', async (emailType) => {
    const draft = await localToolGenerator.email({ task: 'Présenter notre nouvelle offre', emailType }, ctx);
    expect(draft.subject.toLowerCase()).toContain('nouvelle offre');
    expect(draft.subject).not.toMatch(/présenter/i);
    expect(draft.body).toMatch(/^Bonjour,\n\n/);
    expect(draft.body).toContain('notre nouvelle offre');
    expect(draft.body).toContain('Bien cordialement');
  });

  // The panel reads the request as the chat does: its facts land in the email, its instruction never.
  it.each([
    {
      task: 'Rédige un email pour relancer M. Girard qui n’a pas répondu à notre devis D-2026-042 de 3 400 €',
      emailType: 'follow-up' as const,
      subject: /^Relance : .*D-2026-042/,
      body: ['Bonjour Monsieur Girard,', 'devis D-2026-042', '3 400 €'],
    },
    {
      task: 'Prévenir nos clients de la fermeture de la boutique du 24 décembre au 2 janvier',
      emailType: 'notification' as const,
      subject: /^Fermeture de la boutique du 24 décembre au 2 janvier$/,
      body: ['vous informer de la fermeture de la boutique du 24 décembre au 2 janvier'],
    },
    {
      task: 'Remercier Mme Laurent pour sa commande n° 5521',
      emailType: 'custom' as const,
      subject: /^Merci pour votre commande n° 5521$/,
      body: ['Bonjour Madame Laurent,', 'remercier pour votre commande n° 5521', 'confiance'],
    },
    {
      task: 'Annoncer notre webinaire du 3 décembre sur la facturation électronique',
      emailType: 'newsletter' as const,
      subject: /^Les nouvelles du mois : notre webinaire du 3 décembre sur la facturation électronique$/,
      body: ['annoncer notre webinaire du 3 décembre sur la facturation électronique'],
    },
  ])('drafts from the understood request: $task', async ({ task, emailType, subject, body }) => {
    const draft = await localToolGenerator.email({ task, emailType }, ctx);
    expect(draft.subject).toMatch(subject);
    for (const part of body) expect(draft.body).toContain(part);
    expect(draft.body).not.toMatch(/Rédige|Prévenir nos clients|Remercier Mme|\*\*|\[/);
  });

  it('signs with the company memory', async () => {
    const draft = await localToolGenerator.email(
      { task: 'Annoncer nos nouveaux horaires d’hiver', emailType: 'notification' },
      {
        ...ctx,
        memory: {
          profile: { ...emptyCompanyMemory.profile, name: 'Plomberie Martin', signature: 'Paul Martin' },
          facts: [],
        },
      },
    );
    expect(draft.body).toMatch(/Paul Martin\nPlomberie Martin$/);
  });

  it('keeps a given subject and uses the context', async () => {
    const draft = await localToolGenerator.email(
      { task: 'Relancer', emailType: 'follow-up', subject: 'Notre échange', context: 'devis du 3 novembre' },
      ctx,
    );
    expect(draft.subject).toBe('Notre échange');
    expect(draft.body).toContain('devis du 3 novembre');
  });

  for (const reportType of reportTypes) {
    it.each(reportPeriods)(
      `writes a ${reportType} report for the %s period around the computed figures`,
      async (period) => {
        const dataPoints = reportPresets[reportType].dataPoints;
        const figures = computeReportFigures(reportType, period, dataPoints, ctx.workspace, ctx.now);
        expect(Object.keys(figures.data)).toEqual([...dataPoints]);
        const draft = await localToolGenerator.report(
          { reportType, period, customPrompt: reportType === 'custom' ? 'Bilan du trimestre' : undefined },
          figures,
          ctx,
        );
        expect(draft.sections).toEqual(['Résumé', 'Indicateurs clés', 'Analyse', 'Recommandations']);
        for (const section of draft.sections) expect(draft.content).toContain(`## ${section}`);
        // The report speaks French: each indicator by its French name, never the API key (issue 42).
        for (const point of dataPoints) expect(draft.content).toContain(`**${indicatorLabel(point)}**`);
        expect(draft.content).not.toMatch(/Tasks Completed|Time Tracked|Revenue|Headcount|Expenses/);
        expect(draft.content).toContain("données d'exemple");
      },
    );
  }

  it('names the download in French: type, period and date', () => {
    expect(
      reportFileName({ reportType: 'operations', period: 'monthly', generatedAt: '2026-11-22T10:00:00Z' }),
    ).toBe('rapport-operations-mensuel-2026-11-22.md');
    expect(reportFileName({ reportType: 'hr', period: 'weekly', generatedAt: '2026-11-22T10:00:00Z' })).toBe(
      'rapport-rh-hebdomadaire-2026-11-22.md',
    );
  });

  it('computes the same sample figures every time, scaled by the period', () => {
    const monthly = computeReportFigures('sales', 'monthly', ['Revenue'], ctx.workspace, ctx.now);
    expect(computeReportFigures('sales', 'monthly', ['Revenue'], ctx.workspace, ctx.now)).toEqual(monthly);
    const quarterly = computeReportFigures('sales', 'quarterly', ['Revenue'], ctx.workspace, ctx.now);
    expect(quarterly.dataSource).toBe('sample');
    expect(quarterly.data.Revenue).toBeGreaterThan(0);
  });

  it("computes workspace indicators from the user's own tasks", () => {
    const workspace = {
      isSample: false,
      projects: [
        {
          name: 'Site',
          status: 'active' as const,
          priority: 'high' as const,
          progress: 50,
          dueDate: null,
          tasksCompleted: 1,
          tasksTotal: 2,
        },
      ],
      tasks: [
        {
          title: 'A',
          project: 'Site',
          assignee: null,
          dueDate: '2026-11-01',
          priority: 'high' as const,
          status: 'todo' as const,
        },
        {
          title: 'B',
          project: 'Site',
          assignee: null,
          dueDate: '2026-11-30',
          priority: 'low' as const,
          status: 'done' as const,
        },
      ],
      events: [],
    };
    const figures = computeReportFigures(
      'operations',
      'weekly',
      ['Tasks Completed', 'Overdue Tasks', 'Project Progress', 'On-time Rate'],
      workspace,
      ctx.now,
    );
    expect(figures).toMatchObject({
      data: { 'Tasks Completed': 1, 'Overdue Tasks': 1, 'Project Progress': 50, 'On-time Rate': 50 },
      dataSource: 'workspace',
    });
  });
});
