import { describe, expect, it } from 'vitest';
import { employees } from '../../../shared/employees.ts';
import { dayOf, parisClock, parisInstant } from '../../../shared/paris-time.ts';
import { sampleWorkspace } from '../../../shared/sample-workspace.ts';
import { freeSlots } from './calendar.ts';
import {
  asInfinitivePhrase,
  atBusiness,
  bothGenders,
  customerGender,
  customerInGender,
  customerIsFeminine,
  dueRelative,
  fold,
  formatDay,
  formatDuration,
  nextWorkingDay,
  possessed,
  tidySpacing,
  withDe,
  withoutArticle,
} from './french.ts';
import { sampleWorkspaceSnapshot } from './sample-snapshot.ts';

describe('french helpers', () => {
  it('takes the article off a phrase, the whole word only', () => {
    expect(withoutArticle('les factures de novembre')).toBe('factures de novembre');
    expect(withoutArticle('le devis signé')).toBe('devis signé');
    expect(withoutArticle('l’offre Pro')).toBe('offre Pro');
    expect(withoutArticle('lestage du bateau')).toBe('lestage du bateau');
  });

  it('folds case and accents without changing the length', () => {
    const text = 'RÉSUMÉ de l’Été, ça : « Où ? » 🎉';
    expect(fold(text)).toBe("resume de l'ete, ca : « ou ? » 🎉");
    expect(fold(text)).toHaveLength(text.length);
  });

  it('formats days in French, with the year only when it differs', () => {
    const today = dayOf('2026-11-23')!;
    expect(formatDay(dayOf('2026-11-28')!, today)).toBe('samedi 28 novembre');
    expect(formatDay(dayOf('2027-01-15')!, today)).toBe('vendredi 15 janvier 2027');
  });

  it('says how far a due day is', () => {
    const today = dayOf('2026-11-23')!;
    expect(dueRelative(today - 1, today)).toBe('en retard de 1 jour');
    expect(dueRelative(today - 2, today)).toBe('en retard de 2 jours');
    expect(dueRelative(today, today)).toBe("aujourd'hui");
    expect(dueRelative(today + 1, today)).toBe('demain');
    expect(dueRelative(today + 5, today)).toBe('dans 5 jours');
  });

  it('reads the Paris calendar, across daylight saving time', () => {
    expect(parisClock(new Date('2026-11-23T23:30:00Z'))).toEqual({ day: dayOf('2026-11-24'), minutes: 30 });
    expect(parisInstant(dayOf('2026-07-01')!, 9 * 60).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(parisInstant(dayOf('2026-12-01')!, 9 * 60).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('skips weekends for working days', () => {
    const friday = dayOf('2026-11-27')!;
    expect(nextWorkingDay(friday)).toBe(dayOf('2026-11-30'));
    expect(nextWorkingDay(friday, 1)).toBe(dayOf('2026-12-01'));
  });

  it('agrees the possessive with the head noun', () => {
    expect(possessed('portes ouvertes')).toBe('nos portes ouvertes');
    expect(possessed('journée portes ouvertes')).toBe('notre journée portes ouvertes');
    expect(possessed('repas de fin d’année')).toBe('notre repas de fin d’année');
    expect(possessed('soldes d’hiver', 'vous')).toBe('vos soldes d’hiver');
  });

  it('writes French contractions and durations', () => {
    expect(withDe('le devis')).toBe('du devis');
    expect(withDe('les factures')).toBe('des factures');
    expect(withDe('la réunion')).toBe('de la réunion');
    expect(withDe('Acme')).toBe("d'Acme");
    expect(atBusiness('Le Comptoir Breton')).toBe('au Comptoir Breton');
    expect(atBusiness('Les Tilleuls')).toBe('aux Tilleuls');
    expect(atBusiness('Maison Pradel')).toBe('chez Maison Pradel');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(90)).toBe('1 h 30');
  });
});

describe('free slots', () => {
  it('skips busy times and weekends', () => {
    const friday = dayOf('2026-11-27')!;
    const events = [
      {
        title: 'Occupé',
        start: '2026-11-30T09:00:00+01:00',
        end: '2026-11-30T12:00:00+01:00',
        attendees: [],
      },
    ];
    const [first, second] = freeSlots(events, friday, 60, 2);
    expect(first).toEqual({ day: dayOf('2026-11-30'), start: 14 * 60, end: 15 * 60 });
    expect(second).toEqual({ day: dayOf('2026-12-01'), start: 9 * 60, end: 10 * 60 });
  });
});

describe('sample workspace', () => {
  // The week the sample was first written for; any week reads the same, moved.
  const tuesday = new Date('2026-11-24T10:00:00Z');
  const { projects: sampleProjects, tasks: sampleTasks, events: sampleEvents } = sampleWorkspace(tuesday);

  it('has realistic French projects and tasks around this week', () => {
    expect(sampleProjects.length).toBeGreaterThanOrEqual(4);
    expect(sampleTasks.length).toBeGreaterThanOrEqual(8);
    for (const project of sampleProjects) {
      expect(project.progress).toBeGreaterThanOrEqual(0);
      expect(project.progress).toBeLessThanOrEqual(100);
      expect(project.tasksCompleted).toBeLessThanOrEqual(project.tasksTotal);
      expect(project.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const projectNames = new Set(sampleProjects.map((project) => project.name));
    for (const task of sampleTasks) {
      expect(projectNames.has(task.projectName)).toBe(true);
      expect(task.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const aiNames = new Set(employees.map((employee) => employee.name));
    expect(sampleTasks.filter((task) => aiNames.has(task.assignee ?? '')).length).toBeGreaterThanOrEqual(4);
    expect(sampleTasks.some((task) => task.status !== 'done' && task.dueDate < '2026-11-24')).toBe(true);
    expect(sampleEvents.length).toBeGreaterThanOrEqual(2);
  });

  it('derives every count from its rows', () => {
    for (const project of sampleProjects) {
      const own = sampleTasks.filter((task) => task.projectId === project.id);
      expect(project.tasksTotal).toBe(own.length);
      expect(project.tasksCompleted).toBe(own.filter((task) => task.status === 'done').length);
      expect(project.progress).toBe(Math.round((100 * project.tasksCompleted) / project.tasksTotal));
    }
    expect(sampleProjects.find((p) => p.id === 'proj-offre-pro')?.progress).toBe(40);
  });

  it('reads in the current Paris week, meetings at the same wall-clock time across a time change', () => {
    expect(sampleEvents[0]!.start).toBe('2026-11-24T08:00:00.000Z');
    const nextWeek = sampleWorkspace(new Date('2026-12-01T10:00:00Z'));
    expect(nextWeek.tasks[0]!.dueDate).toBe('2026-11-27');
    expect(sampleTasks[0]!.dueDate).toBe('2026-11-20');
    // In summer time (after the change of 28 March 2027) the meeting is still at 9:00 in Paris.
    const spring = sampleWorkspace(new Date('2027-03-29T10:00:00Z'));
    expect(spring.events[0]!.start).toBe('2027-03-30T07:00:00.000Z');
  });

  it('converts to a WorkspaceSnapshot marked as sample', () => {
    const snapshot = sampleWorkspaceSnapshot(tuesday);
    expect(snapshot.isSample).toBe(true);
    expect(snapshot.projects).toHaveLength(sampleProjects.length);
    expect(snapshot.tasks[0]).toMatchObject({
      title: sampleTasks[0]!.title,
      assignee: sampleTasks[0]!.assignee,
    });
    expect(snapshot.events[0]!.start).toBe(sampleEvents[0]!.start);
  });
});

describe('a job title in both genders', () => {
  it.each([
    ['boulanger', 'un boulanger ou une boulangère'],
    ['directeur commercial', 'un directeur commercial ou une directrice commerciale'],
    ['chargé de support', 'un chargé de support ou une chargée de support'],
    ['comptable', 'un ou une comptable'],
    ['community manager', 'un ou une community manager'],
    ['développeur React', 'un développeur React ou une développeuse React'],
    ['chef de partie', 'un ou une chef de partie'],
    ['commercial terrain', 'un commercial terrain ou une commerciale terrain'],
    ['vendeur comptoir itinérant', 'un vendeur comptoir itinérant ou une vendeuse comptoir itinérante'],
    ['commerciale sédentaire', 'un commercial sédentaire ou une commerciale sédentaire'],
    ['aide-soignante', 'un aide-soignant ou une aide-soignante'],
    ['secrétaire médicale', 'un secrétaire médical ou une secrétaire médicale'],
  ])('%s → %s', (title, both) => {
    expect(bothGenders(title)).toBe(both);
  });
});

describe('spacing where sentences are joined', () => {
  it.each([
    ['Nous proposons notre abonnement à 59 € par mois .', 'Nous proposons notre abonnement à 59 € par mois.'],
    ['Objet : Offre  pour vous , dès demain', 'Objet : Offre pour vous, dès demain'],
    ['Une liste :\n  - indentée ;\n  - gardée .', 'Une liste :\n  - indentée ;\n  - gardée.'],
    ['Le prix : 1 200 € HT. Et 3,5 %.', 'Le prix : 1 200 € HT. Et 3,5 %.'],
    // A clause the user ended on a comma, closed by the writer.
    ['je livre mardi, le camion est réservé,.', 'je livre mardi, le camion est réservé.'],
    // Hours as French typography writes them, with « à » after the day they belong to.
    ['Je vous propose mardi 9h30 ou jeudi 14h.', 'Je vous propose mardi à 9 h 30 ou jeudi à 14 h.'],
    [
      'Ouvert de 8h à 18h, 24h/24 en ligne, le 3 mars 2027 10h.',
      'Ouvert de 8 h à 18 h, 24 h/24 en ligne, le 3 mars 2027 à 10 h.',
    ],
    ['du lundi 8h au vendredi 17h', 'du lundi 8 h au vendredi 17 h'],
    ['Référence F-18H, code 4H2', 'Référence F-18H, code 4H2'],
  ])('%s', (text, tidy) => {
    expect(tidySpacing(text)).toBe(tidy);
  });
});

describe('the customer spoken of in their gender', () => {
  it('reads a woman from the civility, the noun or the pronoun', () => {
    expect(customerIsFeminine('Réponds à Mme Martin', 'Mme')).toBe(true);
    expect(customerIsFeminine('Une cliente se plaint de sa livraison', null)).toBe(true);
    expect(customerIsFeminine('Julie dit qu’elle n’a rien reçu', null)).toBe(true);
    expect(customerIsFeminine('Réponds à M. Bernard', 'M.')).toBe(false);
    expect(customerIsFeminine('Un client dit qu’il attend toujours', null)).toBe(false);
  });
  it('says « la cliente » where « le client » was written', () => {
    expect(customerInGender('Voici la réponse au client :', true)).toBe('Voici la réponse à la cliente :');
    expect(customerInGender('si le client relance ; confirmer du client', true)).toBe(
      'si la cliente relance ; confirmer de la cliente',
    );
    expect(customerInGender('Le client attend', false)).toBe('Le client attend');
  });
  it('assumes no gender from a first name alone, and names the customer instead', () => {
    expect(customerGender('Réponds à Camille qui se plaint d’un retard', null)).toBeNull();
    expect(customerGender('Camille dit qu’il attend toujours', null)).toBe('masculine');
    expect(customerGender('Réponds à Camille, une cliente fidèle', null)).toBe('feminine');
    expect(
      customerInGender('prévenir le client ; confirmer au client ; le dossier du client', null, 'Camille'),
    ).toBe('prévenir Camille ; confirmer à Camille ; le dossier de Camille');
    expect(customerInGender('si le client relance', null, 'Éric')).toBe('si Éric relance');
  });
});

describe('a phrase without its article', () => {
  it.each([
    ['une hausse de 5 %', 'hausse de 5 %'],
    ['l’ouverture', 'ouverture'],
    ['les horaires', 'horaires'],
    ['unité mobile', 'unité mobile'],
  ])('%s → %s', (phrase, bare) => {
    expect(withoutArticle(phrase)).toBe(bare);
  });
});

describe('asInfinitivePhrase', () => {
  it('names a choice said in the first person by its infinitive', () => {
    expect(asInfinitivePhrase('je le fais réparer')).toBe('le faire réparer');
    // A modal verb leaves the verb it carries to name the choice.
    expect(asInfinitivePhrase('je pourrais l’acheter à crédit')).toBe('l’acheter à crédit');
    expect(asInfinitivePhrase('on va en louer un')).toBe('en louer un');
    expect(asInfinitivePhrase('j’en achète un neuf')).toBe('en acheter un neuf');
    expect(asInfinitivePhrase('on garde l’ancien')).toBe('garder l’ancien');
    expect(asInfinitivePhrase('je l’achète d’occasion')).toBe('l’acheter d’occasion');
    expect(asInfinitivePhrase('je choisis le leasing')).toBe('choisir le leasing');
    expect(asInfinitivePhrase('je préfère attendre')).toBe('préférer attendre');
    expect(asInfinitivePhrase('on prend un stagiaire')).toBe('prendre un stagiaire');
  });

  it('leaves a phrase it does not read as it is', () => {
    expect(asInfinitivePhrase('le logiciel Tempo')).toBe('le logiciel Tempo');
    expect(asInfinitivePhrase('je ne fais rien')).toBe('je ne fais rien');
    expect(asInfinitivePhrase('je fais pas les travaux')).toBe('je fais pas les travaux');
  });
});
