import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinSkills } from '../../shared/skills.ts';
import { readSkillSchedule } from '../ai/index.ts';
import {
  calendarEvent,
  companyProfile,
  crmActivity,
  crmCompany,
  crmOpportunity,
  document,
  documentPassage,
  project,
  supportTicket,
  task,
  user,
} from '../db/schema.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { topicOf, writeSkillOutput } from './skill-outputs.ts';

// Issue 21, item 1: every built-in skill of the issue exists for its employee and writes real content
// from the user's workspace (French dates); a skill described in French gets the right schedule and
// the report its words ask for.

// Wednesday 25 November 2026, 10:00 in Paris.
const now = new Date('2026-11-25T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the built-in skills the issue asks for', () => {
  it('exist, one per employee and need', () => {
    const offered = builtinSkills.map((b) => `${b.employee}:${b.kind}`).sort();
    expect(offered).toEqual(
      [
        'alfred:weekly_priorities',
        'alfred:morning_agenda',
        'alfred:overdue_reminders',
        'millie:project_status',
        'millie:overdue_watch',
        'chip:opportunity_followup',
        'clide:support_digest',
        'suki:content_calendar',
        'spec:watch_summary',
        'dot:interview_reminders',
      ].sort(),
    );
    expect(builtinSkills.find((b) => b.kind === 'project_status')).toMatchObject({
      name: 'État des projets',
      cron: '0 9 * * 1',
    });
  });
});

describe('a skill described in French', () => {
  const read = (text: string) => {
    const schedule = readSkillSchedule(text, now);
    return schedule && { cron: schedule.cron, instruction: schedule.instruction, when: schedule.when };
  };

  it.each([
    [
      'Tous les vendredis à 17h, fais-moi le point sur les tâches en retard',
      '0 17 * * 5',
      'Fais-moi le point sur les tâches en retard',
    ],
    ['chaque matin à 8h30, donne-moi mon agenda du jour', '30 8 * * *', 'Donne-moi mon agenda du jour'],
    [
      'Le 1er de chaque mois, prépare le calendrier éditorial',
      '0 9 1 * *',
      'Prépare le calendrier éditorial',
    ],
    [
      'tous les jours ouvrés à 18h, résume les tickets de support ouverts',
      '0 18 * * 1-5',
      'Résume les tickets de support ouverts',
    ],
    ['Du lundi au vendredi à 7h45, agenda du jour', '45 7 * * 1-5', 'Agenda du jour'],
    [
      'le 15 de chaque mois à 10h, fais le point sur les projets',
      '0 10 15 * *',
      'Fais le point sur les projets',
    ],
    ['tous les lundis et jeudis à 9h, état des projets', '0 9 * * 1,4', 'État des projets'],
    ['Chaque semaine, fais le point sur les projets', '0 9 * * 1', 'Fais le point sur les projets'],
    ['le premier lundi du mois à 9h, point projets', '0 9 * * 1#1', 'Point projets'],
    ['chaque vendredi à 17 h 30, point hebdo', '30 17 * * 5', 'Point hebdo'],
    ['Toutes les heures, vérifie les tickets', '0 8-19 * * 1-5', 'Vérifie les tickets'],
  ])('« %s » → %s', (text, cron, instruction) => {
    expect(read(text)).toMatchObject({ cron, instruction });
  });

  it('says nothing when no recurrence is said', () => {
    expect(read('Fais le point sur les projets')).toBeNull();
  });

  it('reads what the instruction is about', () => {
    expect(topicOf('Fais-moi le point sur les tâches en retard')).toBe('overdue_watch');
    expect(topicOf('Résume les tickets de support ouverts')).toBe('support_digest');
    expect(topicOf('Prépare le calendrier éditorial')).toBe('content_calendar');
    expect(topicOf('Point projets')).toBe('project_status');
    expect(topicOf('Donne-moi mon agenda du jour')).toBe('morning_agenda');
    expect(topicOf('Dis bonjour')).toBeNull();
  });
});

describe.each(testDatabaseKinds())('what the skills write, on %s', (kind) => {
  let database: TestDatabase;
  const userId = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const db = database.db;
    await db.insert(user).values({ id: userId, name: 'Test', email: `${userId}@example.fr` });
    await db
      .insert(companyProfile)
      .values({ userId, name: 'Atelier Lumen', activity: 'rénovation énergétique', city: 'Lyon' });
    const [site, audit] = await db
      .insert(project)
      .values([
        { userId, workspaceId: userId, name: 'Refonte du site', status: 'active' },
        { userId, workspaceId: userId, name: 'Audit Dubois', status: 'completed' },
      ])
      .returning();
    const old = at('2026-11-12T09:00:00Z');
    await db.insert(task).values([
      {
        userId,
        workspaceId: userId,
        projectId: site!.id,
        title: 'Envoyer le devis Lemoine',
        dueDate: '2026-11-24',
        priority: 'high',
        assignee: 'millie',
      },
      { userId, workspaceId: userId, projectId: site!.id, title: 'Maquette', status: 'done' },
      { userId, workspaceId: userId, projectId: audit!.id, title: 'Rapport', status: 'done' },
      {
        userId,
        workspaceId: userId,
        title: 'Support : facture en double',
        dueDate: '2026-11-27',
        priority: 'urgent',
      },
      {
        userId,
        workspaceId: userId,
        title: 'Opportunité Garnier',
        assignee: 'chip',
        createdAt: old,
        updatedAt: old,
      },
    ]);
    // The CRM (decision 067): a next step past, a silent opportunity, a recent one, a won one.
    const [company] = await db
      .insert(crmCompany)
      .values({ workspaceId: userId, userId, name: 'Syndic Foncia Lyon 7' })
      .returning();
    const [, , recent] = await db
      .insert(crmOpportunity)
      .values([
        {
          workspaceId: userId,
          userId,
          companyId: company!.id,
          title: 'Contrat d’entretien annuel',
          amountCents: 480_000,
          stage: 'negotiation',
          nextStep: 'Relancer',
          nextStepDate: '2026-11-20',
          createdAt: at('2026-11-23T09:00:00Z'),
        },
        { workspaceId: userId, userId, title: 'Audit Garnier', amountCents: 120_000, createdAt: old },
        { workspaceId: userId, userId, title: 'Site Petit', nextStepDate: '2026-12-02', createdAt: old },
        {
          workspaceId: userId,
          userId,
          title: 'Signée',
          stage: 'won',
          nextStepDate: '2026-11-01',
          createdAt: old,
        },
      ])
      .returning();
    await db.insert(crmActivity).values({
      workspaceId: userId,
      userId,
      kind: 'call',
      body: 'Appelé',
      opportunityId: recent!.id,
      createdAt: at('2026-11-24T09:00:00Z'),
    });
    await db.insert(calendarEvent).values([
      {
        userId,
        workspaceId: userId,
        title: 'Point d’équipe',
        startsAt: at('2026-11-25T13:00:00Z'),
        endsAt: at('2026-11-25T14:00:00Z'),
      },
      {
        userId,
        workspaceId: userId,
        title: 'Entretien avec Léa Martin',
        startsAt: at('2026-11-26T08:30:00Z'),
        endsAt: at('2026-11-26T09:30:00Z'),
        attendees: ['lea.martin@example.fr'],
      },
      {
        userId,
        workspaceId: userId,
        title: 'Salon des artisans',
        startsAt: at('2026-12-03T09:00:00Z'),
        endsAt: at('2026-12-03T17:00:00Z'),
      },
    ]);
    const [doc] = await db
      .insert(document)
      .values({
        userId,
        name: 'Étude marché 2026.pdf',
        kind: 'pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        content: Buffer.from('x'),
        status: 'ready',
        passageCount: 1,
        createdAt: at('2026-11-23T09:00:00Z'),
      })
      .returning();
    await db.insert(documentPassage).values({
      documentId: doc!.id,
      userId,
      position: 0,
      body: 'Le marché de la rénovation progresse de 8 % en Auvergne-Rhône-Alpes.',
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const write = async (kind: (typeof builtinSkills)[number]['kind'] | 'custom', instruction = '') => {
    const builtin = builtinSkills.find((b) => b.kind === kind);
    const { subject, text } = await writeSkillOutput(
      database.db,
      userId,
      {
        kind,
        employee: builtin?.employee ?? 'alfred',
        name: builtin?.name ?? 'Perso',
        instruction: instruction || (builtin?.instruction ?? ''),
      },
      now,
    );
    return { subject, text };
  };

  it('Millie: the projects’ progress and the overdue tasks, with French dates', async () => {
    const status = await write('project_status');
    expect(status.subject).toBe('État des projets — 25 novembre 2026');
    expect(status.text).toContain('Refonte du site (en cours) : 50 % (1/2 tâches), 1 tâche en retard');
    expect(status.text).toContain('Audit Dubois (terminé) : 100 % (1/1 tâches)');
    expect(status.text).toMatch(/— Millie, Septime$/);
    const late = await write('overdue_watch');
    expect(late.text).toContain('Tâches en retard : 1');
    expect(late.text).toContain('Envoyer le devis Lemoine (échéance mardi 24 novembre), Millie');
  });

  it('Alfred: the week’s priorities and the day’s agenda', async () => {
    const week = await write('weekly_priorities');
    expect(week.text).toContain('Envoyer le devis Lemoine (échéance mardi 24 novembre)');
    expect(week.text).toContain('Support : facture en double (échéance vendredi 27 novembre)');
    const agenda = await write('morning_agenda');
    expect(agenda.text).toContain('14:00 Point d’équipe');
    expect(agenda.text).not.toContain('Entretien');
  });

  it('Chip, Clide, Dot: stale opportunities, open tickets, coming interviews', async () => {
    const chip = await write('opportunity_followup');
    expect(chip.text).toContain(
      'Opportunités à relancer (prochaine étape échue, ou sans activité depuis 7 jours) : 2',
    );
    expect(chip.text).toContain(
      '- Contrat d’entretien annuel (Syndic Foncia Lyon 7) : Relancer prévue le vendredi 20 novembre, en retard — Négociation, 4\u202f800\u00a0€ HT',
    );
    expect(chip.text).toContain(
      '- Audit Garnier : sans activité depuis 13 jours — Nouveau, 1\u202f200\u00a0€ HT',
    );
    expect(chip.text).not.toContain('Site Petit');
    expect(chip.text).not.toContain('Signée');
    // The N days of the instruction, when the user changed it: the past next step stays.
    const patient = await write('opportunity_followup', 'Les opportunités sans activité depuis 20 jours.');
    expect(patient.text).toContain(': 1\n');
    expect(patient.text).not.toContain('Audit Garnier');
    const clide = await write('support_digest');
    expect(clide.text).toContain('Tickets de support ouverts : 1');
    expect(clide.text).toContain(
      'Support : facture en double (priorité : Urgent) (échéance vendredi 27 novembre)',
    );
    const dot = await write('interview_reminders');
    expect(dot.text).toContain(
      'jeudi 26 novembre à 09:30 Entretien avec Léa Martin (avec lea.martin@example.fr)',
    );
  });

  it('Suki’s month from the calendar and the projects; Spec’s week from the documents', async () => {
    const suki = await write('content_calendar');
    expect(suki.text).toContain(
      'Semaine du lundi 30 novembre — Article de blog : annoncer « Salon des artisans » (jeudi 3 décembre)',
    );
    expect(suki.text).toContain('retour d’expérience sur « Audit Dubois »');
    expect(suki.text).toContain('les coulisses du projet « Refonte du site »');
    const spec = await write('watch_summary');
    expect(spec.text).toContain('Veille de la semaine — Atelier Lumen, rénovation énergétique, Lyon');
    expect(spec.text).toContain(
      'Étude marché 2026.pdf : « Le marché de la rénovation progresse de 8 % en Auvergne-Rhône-Alpes. »',
    );
    expect(spec.text).toContain('1 document ajouté cette semaine, 1 au total.');
  });

  it('a skill in the user’s words writes the report its instruction asks for', async () => {
    const late = await write('custom', 'Fais-moi le point sur les tâches en retard');
    expect(late.text).toMatch(/^Fais-moi le point sur les tâches en retard\n\nTâches en retard : 1\n/);
    const other = await write('custom', 'Dis bonjour');
    expect(other.text).toContain('Tâches ouvertes : 3, dont 1 en retard.');
  });
});

describe.each(testDatabaseKinds())('Clide’s weekly support report from the desk, on %s', (kind) => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    userId = randomUUID();
    await database.db
      .insert(user)
      .values({ id: userId, name: 'Atelier', email: `${userId}@x.fr`, emailVerified: true });
    const ticket = (over: Partial<typeof supportTicket.$inferInsert>) => ({
      workspaceId: userId,
      userId,
      requesterName: 'Jeanne Martin',
      requesterEmail: 'jeanne@client.test',
      subject: 'Chaudière en panne',
      source: 'mail' as const,
      status: 'open' as const,
      createdAt: at('2026-11-23T08:00:00Z'),
      firstResponseDueAt: at('2026-11-23T09:00:00Z'),
      resolutionDueAt: at('2026-11-27T09:00:00Z'),
      ...over,
    });
    await database.db.insert(supportTicket).values([
      // Opened this week, never answered: its first response is 24 h late (due Monday 10:00 in Paris).
      ticket({ firstResponseDueAt: at('2026-11-24T09:00:00Z') }),
      // Opened this week, answered in 2 h, then resolved.
      ticket({
        requesterName: 'Paul Petit',
        requesterEmail: 'paul@client.test',
        subject: 'Facture',
        status: 'resolved',
        firstRespondedAt: at('2026-11-23T10:00:00Z'),
        resolvedAt: at('2026-11-24T10:00:00Z'),
      }),
      // Opened this week, answered in 4 h, waiting on the customer.
      ticket({
        requesterName: 'Lucie Bernard',
        requesterEmail: 'lucie@client.test',
        subject: 'Devis',
        status: 'waiting',
        firstRespondedAt: at('2026-11-23T12:00:00Z'),
      }),
      // Opened long ago, resolved long ago: not this week's.
      ticket({
        subject: 'Ancien',
        status: 'closed',
        createdAt: at('2026-10-01T08:00:00Z'),
        firstRespondedAt: at('2026-10-01T09:00:00Z'),
        resolvedAt: at('2026-10-02T08:00:00Z'),
      }),
    ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('counts the week’s tickets, the median first response and the late ones', async () => {
    const builtin = builtinSkills.find((b) => b.kind === 'support_digest')!;
    expect(builtin.instruction).toContain('délai médian de première réponse');
    const { text } = await writeSkillOutput(database.db, userId, builtin, now);
    expect(text).toContain('Bilan du support, du mercredi 18 novembre au mercredi 25 novembre');
    expect(text).toContain('• Tickets ouverts cette semaine : 3');
    expect(text).toContain('• Tickets résolus cette semaine : 1');
    // 2 h and 4 h: 3 h.
    expect(text).toContain(
      '• Délai médian de première réponse : 3 h (sur 2 tickets de la semaine déjà répondus)',
    );
    expect(text).toContain('• Tickets en cours : 2, dont 1 en retard');
    expect(text).toContain(
      '• Chaudière en panne — Jeanne Martin (jeanne@client.test) : première réponse en retard de 24 h, échéance mardi 24 novembre à 10:00',
    );
    expect(text).not.toContain('Ancien');
  });
});
