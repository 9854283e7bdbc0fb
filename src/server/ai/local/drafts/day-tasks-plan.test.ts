import { describe, expect, it } from 'vitest';
import { localAnswer } from '../reply.ts';
import { sampleWorkspaceSnapshot } from '../sample-snapshot.ts';
import { dayTasksOf } from '../understanding/day-tasks.ts';
import { placeDayTasks } from './day-plan.ts';

// A day planned from the tasks the user lists: fixed times kept, deadlines met, durations used.
const now = new Date('2026-11-30T09:00:00+01:00');
const read = (text: string) => {
  const [command, ...rest] = text.split(' : ');
  return dayTasksOf({ command: command!, pasted: rest.length ? rest.join(' : ') : null }, now);
};
const ask = async (employee: 'millie' | 'alfred', content: string) =>
  localAnswer({
    employee,
    messages: [{ role: 'user', content }],
    workspace: sampleWorkspaceSnapshot(now),
    now,
  });

describe('the tasks of a day to plan', () => {
  it('reads each task with its duration, its fixed time or its deadline', () => {
    const listed = read(
      'Organise ma journée de demain : rappeler un client (30 min), finir un devis (2h), passer à la banque avant 16h, rendez-vous chez le comptable à 14h.',
    )!;
    expect(listed.part).toBe('day');
    expect(listed.tasks).toMatchObject([
      { label: 'Rappeler un client', duration: 30, at: null, before: null },
      { label: 'Finir un devis', duration: 120, at: null },
      { label: 'Passer à la banque', duration: null, before: 16 * 60 },
      { label: 'Rendez-vous chez le comptable', at: 14 * 60, before: null },
    ]);
  });

  it('reads a morning, a range, a start not before, and a duration said first (no accents)', () => {
    expect(
      read(
        'planifie ma matinee : appeler le plombier 15 min, preparer la commande 1h30, reunion d equipe a 11h',
      ),
    ).toMatchObject({
      part: 'morning',
      tasks: [
        { label: 'Appeler le plombier', duration: 15 },
        { label: 'Preparer la commande', duration: 90 },
        { label: 'Reunion d equipe', at: 11 * 60 },
      ],
    });
    expect(
      read(
        'Aide-moi à caser dans ma journée de jeudi : la compta (2 h), un rendez-vous client de 10h à 11h, une livraison à récupérer après 15h et 45 min de mails',
      )?.tasks,
    ).toMatchObject([
      { label: 'Compta', duration: 120 },
      { label: 'Rendez-vous client', at: 10 * 60, until: 11 * 60 },
      { label: 'Livraison à récupérer', after: 15 * 60 },
      { label: 'Mails', duration: 45 },
    ]);
  });

  it('keeps « à rendre ce soir » a deadline in the user’s words, not a time', () => {
    const listed = read(
      'Aide-moi à organiser ma journée : répondre aux mails (1h), finir le devis Morel (2h, à rendre ce soir), passer à la banque (30 min)',
    )!;
    expect(listed.tasks[1]).toMatchObject({ label: 'Finir le devis Morel', at: null, beforeSaid: 'ce soir' });
  });

  it('leaves alone a day asked without a list, or a list with no time nor duration', () => {
    expect(read('Organise ma journée')).toBeNull();
    expect(read('Organise ma journée : les devis, la compta, les mails')).toBeNull();
  });

  it('places the tasks in the order given, around the fixed times, and moves a task due earlier ahead', () => {
    const listed = read(
      'Organise ma journée de lundi : finir le dossier Dupont (2h), préparer la paie (1h), appeler le banquier (20 min) avant 10h, réunion à 14h',
    )!;
    const { placed, late, lunch } = placeDayTasks(listed);
    const at = (label: string) => placed.find((item) => item.task.label === label)!;
    expect(at('Appeler le banquier').end).toBeLessThanOrEqual(10 * 60);
    expect(at('Réunion')).toMatchObject({ start: 14 * 60, end: 15 * 60, fixed: true });
    expect(at('Finir le dossier Dupont').start).toBeLessThan(at('Préparer la paie').start);
    expect(late).toEqual([]);
    expect(lunch).toEqual({ start: 12 * 60 + 30, end: 13 * 60 + 30 });
  });
});

describe('a day of tasks planned', () => {
  it('is Millie’s and Alfred’s: the appointment kept, the deadline met, the times shown', async () => {
    for (const employee of ['millie', 'alfred'] as const) {
      const { text, understood } = await ask(
        employee,
        'Organise ma journée de demain : rappeler un client (30 min), finir un devis (2h), passer à la banque avant 16h, rendez-vous chez le comptable à 14h.',
      );
      expect(understood.skill, employee).toBe('day_plan');
      expect(text).toContain('Voici votre journée de demain, mardi 1er décembre');
      expect(text).toContain('- **9 h – 11 h** — Finir un devis (2 h)');
      expect(text).toContain('- **14 h – 15 h** — **Rendez-vous chez le comptable** (heure fixée)');
      expect(text).toContain('« passer à la banque » avant 16 h');
      expect(text).toContain('j’ai compté 30 min pour « passer à la banque »');
    }
  });

  it('plans a morning or a day said without accents, in the user’s « tu »', async () => {
    const morning = await ask(
      'millie',
      'planifie ma matinee : appeler le plombier 15 min, preparer la commande 1h30, reunion d equipe a 11h',
    );
    expect(morning.understood.skill).toBe('day_plan');
    expect(morning.text).toContain('Voici votre matinée');
    expect(morning.text).toContain('11 h – 12 h');
    expect(morning.text).not.toContain('Pause déjeuner');
    const tu = await ask(
      'millie',
      'Peux-tu organiser ma journee de jeudi : finir le devis Martin (2h), rendez-vous a la banque a 11h, appeler le fournisseur',
    );
    expect(tu.text).toContain('Voici ta journée du jeudi 3 décembre');
    expect(tu.text).toContain('**Rendez-vous a la banque**');
    expect(tu.text).toContain('dis-moi');
  });

  it('warns when a task cannot be done by its deadline', async () => {
    const { text } = await ask(
      'millie',
      'Organise ma journée de demain : réunion à 9h, finir le dossier Dupont (3h) avant 11h, appeler le banquier (20 min)',
    );
    expect(text).toContain('**Attention :** « finir le dossier Dupont » ne tient pas avant 11 h');
  });

  it('still organises a day of appointments only around them', async () => {
    const { text, understood } = await ask(
      'alfred',
      'Mardi : kiné à 8h, réunion de chantier de 10h à 12h et visite client à 14h30. Aide-moi à caser le reste de la journée.',
    );
    expect(understood.skill).toBe('day_plan');
    expect(text).toContain('organisée autour de vos trois rendez-vous');
  });
});
