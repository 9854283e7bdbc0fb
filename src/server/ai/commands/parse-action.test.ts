import { describe, expect, it } from 'vitest';
import {
  describeProposal,
  missingActionDetails,
  parseActionRequest,
  parseActionRequests,
  unknownTaskNamed,
} from './parse-action.ts';
import { bestTitleMatch } from './task-title-match.ts';

// Sunday 22 November 2026, 10:00 in Paris.
const now = new Date('2026-11-22T09:00:00Z');

describe('reading a request to create a task', () => {
  it.each([
    // [message, title, dueDate, priority, assignee]
    ['Crée une tâche : appeler le comptable demain', 'Appeler le comptable', '2026-11-23', 'medium', null],
    [
      'Ajoute une tâche pour relancer Durand vendredi, priorité haute',
      'Relancer Durand',
      '2026-11-27',
      'high',
      null,
    ],
    [
      "Rappelle-moi d'envoyer le devis à Mme Leroy lundi",
      'Envoyer le devis à Mme Leroy',
      '2026-11-23',
      'medium',
      null,
    ],
    [
      "Nouvelle tâche urgente : préparer la réunion d'équipe",
      "Préparer la réunion d'équipe",
      null,
      'urgent',
      null,
    ],
    [
      'Peux-tu créer une tâche « Commander les cartes de visite » pour Millie ?',
      'Commander les cartes de visite',
      null,
      'medium',
      'millie',
    ],
    [
      'Crée une tâche « Relancer le client Durand » pour vendredi',
      'Relancer le client Durand',
      '2026-11-27',
      'medium',
      null,
    ],
    [
      'Ajoute la tâche "Envoyer le devis" pour demain, c’est urgent',
      'Envoyer le devis',
      '2026-11-23',
      'urgent',
      null,
    ],
    [
      'Peux-tu créer une tâche « Préparer le salon » pour le 3 décembre ?',
      'Préparer le salon',
      '2026-12-03',
      'medium',
      null,
    ],
    ['CREE UNE TACHE « Appeler Sophie » POUR LE 28/11', 'Appeler Sophie', '2026-11-28', 'medium', null],
    [
      'Note une tâche importante « Payer l’URSSAF » dans 3 jours',
      'Payer l’URSSAF',
      '2026-11-25',
      'high',
      null,
    ],
    ['Crée une tâche « Bilan annuel » pour le 5 janvier', 'Bilan annuel', '2027-01-05', 'medium', null],
    ['Ajoute une tâche « Trier les factures »', 'Trier les factures', null, 'medium', null],
    [
      "Ajoute-moi une tâche : mettre à jour le site d'ici jeudi, pas urgent",
      'Mettre à jour le site',
      '2026-11-26',
      'low',
      null,
    ],
    [
      'Merci de créer une nouvelle tâche pour Chip : prospecter les agences immobilières',
      'Prospecter les agences immobilières',
      null,
      'medium',
      'chip',
    ],
    [
      'Est-ce que tu peux noter une tâche « Renouveler le nom de domaine » avant le 3 décembre ?',
      'Renouveler le nom de domaine',
      '2026-12-03',
      'medium',
      null,
    ],
    [
      'Ajoute une tâche : relancer le plombier avant le vendredi 4 décembre.',
      'Relancer le plombier',
      '2026-12-04',
      'medium',
      null,
    ],
    [
      'Rappelle-moi de payer la facture EDF avant le 4 décembre',
      'Payer la facture EDF',
      '2026-12-03',
      'medium',
      null,
    ],
    [
      'Rappelle-moi de payer la facture EDF après-demain',
      'Payer la facture EDF',
      '2026-11-24',
      'medium',
      null,
    ],
    [
      'Tu peux me rajouter une tâche relire le contrat Acme la semaine prochaine ? Assigne-la à Paul.',
      'Relire le contrat Acme',
      '2026-11-23',
      'medium',
      'Paul',
    ],
    [
      'Crée une tâche de relance des impayés en fin de semaine, priorité faible',
      'Relance des impayés',
      '2026-11-27',
      'low',
      null,
    ],
    ['Ajoute à mes tâches : commander du papier', 'Commander du papier', null, 'medium', null],
    [
      'Programme une tâche urgente pour Suki : publier le post LinkedIn demain matin',
      'Publier le post LinkedIn',
      '2026-11-23',
      'urgent',
      'suki',
    ],
    [
      'Créé une tâche qui consiste à archiver les devis de 2025 le 15 décembre',
      'Archiver les devis de 2025',
      '2026-12-15',
      'medium',
      null,
    ],
    [
      'Ajoute une tâche : inviter Marie au salon dans deux semaines',
      'Inviter Marie au salon',
      '2026-12-06',
      'medium',
      null,
    ],
  ])('%s', (message, title, dueDate, priority, assignee) => {
    expect(parseActionRequest(message, now)).toEqual({
      kind: 'create_task',
      params: { title, dueDate, priority, assignee },
    });
  });

  it('asks for a title when none was said', () => {
    expect(parseActionRequest('Crée une tâche', now)).toBeNull();
    expect(missingActionDetails('Crée une tâche', now)).toEqual(['titre']);
  });

  it('describes the proposal for the approval card, with its day, priority and assignee', () => {
    const plain = parseActionRequest('Crée une tâche « Relancer le client Durand » pour vendredi', now)!;
    expect(describeProposal(plain, now)).toBe(
      'Créer la tâche « Relancer le client Durand » pour vendredi 27 novembre',
    );
    const full = parseActionRequest(
      'Crée une tâche urgente pour Millie : préparer la newsletter demain',
      now,
    )!;
    expect(describeProposal(full, now)).toBe(
      'Créer la tâche « Préparer la newsletter » pour lundi 23 novembre, priorité urgente, assignée à Millie',
    );
  });
});

describe('reading a request to change a task’s status', () => {
  it.each([
    ['Marque « Devis Dupont » comme terminée', 'Devis Dupont', 'done'],
    ['Marque la tâche devis Dupont comme terminée', 'Devis Dupont', 'done'],
    ['La tâche appeler le comptable est finie', 'Appeler le comptable', 'done'],
    ['Passe « Maquettes » en cours', 'Maquettes', 'in_progress'],
    ['Mets la tâche Audit SEO en revue', 'Audit SEO', 'review'],
    ['Marque la tâche « Envoyer le devis » comme terminée', 'Envoyer le devis', 'done'],
    ['Passe « Refonte du site » en cours', 'Refonte du site', 'in_progress'],
    ['Mets « Maquettes » en revue', 'Maquettes', 'review'],
    ['Peux-tu passer la tâche relance Durand à faire ?', 'Relance Durand', 'todo'],
    ["J'ai terminé la tâche préparer le salon", 'Préparer le salon', 'done'],
    ['Termine la tâche « Bilan annuel »', 'Bilan annuel', 'done'],
    ['La tâche « Newsletter » est maintenant en cours', 'Newsletter', 'in_progress'],
    ['Rouvre la tâche audit SEO', 'Audit SEO', 'todo'],
  ])('%s', (message, title, status) => {
    expect(parseActionRequest(message, now)).toEqual({
      kind: 'update_task_status',
      params: { title, status },
    });
  });
});

describe('reading a request to plan an event', () => {
  it.each([
    [
      'Ajoute un rendez-vous avec Paul mardi à 10h',
      'Planifier « Rendez-vous avec Paul » le mardi 24 novembre de 10 h à 11 h avec Paul',
    ],
    [
      "Planifie une réunion d'équipe jeudi de 14h à 15h30",
      "Planifier « Réunion d'équipe » le jeudi 26 novembre de 14 h à 15 h 30",
    ],
    [
      'Cale un point téléphonique avec Mme Martin demain à 9h30 pendant 30 minutes',
      'Planifier « Point téléphonique avec Mme Martin » le lundi 23 novembre de 9 h 30 à 10 h avec Mme Martin',
    ],
    [
      'Bloque vendredi après-midi pour la compta',
      'Planifier « Compta » le vendredi 27 novembre de 14 h à 18 h',
    ],
    [
      'Planifie une réunion « Point client Durand » jeudi à 14h avec Chip et M. Durand',
      'Planifier « Point client Durand » le jeudi 26 novembre de 14 h à 15 h avec Chip, M. Durand',
    ],
    [
      'Organise un rendez-vous avec Sophie Martin demain de 10h30 à 11h30',
      'Planifier « Rendez-vous avec Sophie Martin » le lundi 23 novembre de 10 h 30 à 11 h 30 avec Sophie Martin',
    ],
    [
      'Tu peux me caler un rdv avec Julie et Marc le 3 décembre à 16 h ?',
      'Planifier « Rendez-vous avec Julie et Marc » le jeudi 3 décembre de 16 h à 17 h avec Julie, Marc',
    ],
    [
      'Prévois un déjeuner avec Lucas mercredi à midi pendant deux heures',
      'Planifier « Déjeuner avec Lucas » le mercredi 25 novembre de 12 h à 14 h avec Lucas',
    ],
    [
      'Programme un appel avec le client Acme après-demain à 11h',
      'Planifier « Appel avec le client Acme » le mardi 24 novembre de 11 h à 12 h',
    ],
    [
      'Réserve-moi mardi matin pour préparer le salon',
      'Planifier « Préparer le salon » le mardi 24 novembre de 9 h à 12 h',
    ],
  ])('%s', (message, summary) => {
    const proposal = parseActionRequest(message, now);
    expect(proposal?.kind).toBe('create_event');
    expect(describeProposal(proposal!, now)).toBe(summary);
  });

  it('keeps Paris time in the stored instants', () => {
    const proposal = parseActionRequest('Planifie une réunion « Budget » le 3 décembre à 9h', now);
    expect(proposal).toMatchObject({
      params: { start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T09:00:00.000Z', attendees: [] },
    });
  });

  it.each([
    ['Cale un point d’équipe vendredi', ['heure']],
    ['Organise une réunion avec Paul', ['date', 'heure']],
    ['Planifie un rendez-vous avec le dentiste la semaine prochaine', ['heure']],
  ])('proposes nothing without a time, and says what is missing: %s', (message, missing) => {
    expect(parseActionRequest(message, now)).toBeNull();
    expect(missingActionDetails(message, now)).toEqual(missing);
  });
});

describe('reading an event over several days', () => {
  it.each([
    // [message, title, first day 9 h, last day 18 h]
    [
      "Bloque-moi les 12 et 13 mars pour le salon de l'agriculture",
      "Salon de l'agriculture",
      '2027-03-12',
      '2027-03-13',
    ],
    [
      'Garde-moi le 12 et le 13 mars pour le salon du chocolat',
      'Salon du chocolat',
      '2027-03-12',
      '2027-03-13',
    ],
    [
      'Réserve du 12 au 14 mars pour le séminaire de direction',
      'Séminaire de direction',
      '2027-03-12',
      '2027-03-14',
    ],
    [
      'Bloque du lundi 7 au mercredi 9 pour la formation sécurité',
      'Formation sécurité',
      '2026-12-07',
      '2026-12-09',
    ],
    [
      "Bloque sur deux jours à partir du 12 mars pour le salon de l'agriculture",
      "Salon de l'agriculture",
      '2027-03-12',
      '2027-03-13',
    ],
    ['Bloque trois jours à partir de lundi pour le déménagement', 'Déménagement', '2026-11-23', '2026-11-25'],
    ["Bloque-moi jeudi et vendredi pour l'inventaire", 'Inventaire', '2026-11-26', '2026-11-27'],
    ['Bloque de lundi à mercredi pour la formation', 'Formation', '2026-11-23', '2026-11-25'],
    [
      'Bloque les 3, 4 et 5 février pour les entretiens annuels',
      'Entretiens annuels',
      '2027-02-03',
      '2027-02-05',
    ],
    ['Bloque du 30 décembre au 2 janvier : congés', 'Congés', '2026-12-30', '2027-01-02'],
  ])('%s', (message, title, first, last) => {
    const proposal = parseActionRequest(message, now);
    expect(proposal).toEqual({
      kind: 'create_event',
      params: {
        title,
        start: new Date(`${first}T09:00:00+01:00`).toISOString(),
        end: new Date(`${last}T18:00:00+01:00`).toISOString(),
        attendees: [],
      },
    });
    expect(describeProposal(proposal!, now)).toMatch(
      /^Planifier « .+ » sur \d jours, du .+ à 9 h au .+ à 18 h$/,
    );
  });

  it.each([
    [
      'Bloque lundi et jeudi pour la compta',
      [
        'Planifier « Compta » le lundi 23 novembre de 9 h à 18 h',
        'Planifier « Compta » le jeudi 26 novembre de 9 h à 18 h',
      ],
    ],
    [
      'Planifie une réunion lundi et jeudi à 10h avec Paul',
      [
        'Planifier « Réunion avec Paul » le lundi 23 novembre de 10 h à 11 h avec Paul',
        'Planifier « Réunion avec Paul » le jeudi 26 novembre de 10 h à 11 h avec Paul',
      ],
    ],
    [
      'Réserve les 3 et 10 décembre de 14h à 16h pour les entretiens',
      [
        'Planifier « Entretiens » le jeudi 3 décembre de 14 h à 16 h',
        'Planifier « Entretiens » le jeudi 10 décembre de 14 h à 16 h',
      ],
    ],
  ])('plans days apart one event each: %s', (message, described) => {
    expect(parseActionRequests(message, now).map((proposal) => describeProposal(proposal, now))).toEqual(
      described,
    );
    expect(describeProposal(parseActionRequest(message, now)!, now)).toBe(described[0]);
  });

  it.each([
    [
      'Bloque du 12 au 14 mars de 9h à 17h pour le salon',
      [
        'Planifier « Salon » le vendredi 12 mars 2027 de 9 h à 17 h',
        'Planifier « Salon » le samedi 13 mars 2027 de 9 h à 17 h',
        'Planifier « Salon » le dimanche 14 mars 2027 de 9 h à 17 h',
      ],
    ],
    [
      'Bloque-moi les matinées du 12 et 13 mars pour la formation',
      [
        'Planifier « Formation » le vendredi 12 mars 2027 de 9 h à 12 h',
        'Planifier « Formation » le samedi 13 mars 2027 de 9 h à 12 h',
      ],
    ],
    [
      'Bloque les après-midi du 12 et du 13 mars pour les entretiens',
      [
        'Planifier « Entretiens » le vendredi 12 mars 2027 de 14 h à 18 h',
        'Planifier « Entretiens » le samedi 13 mars 2027 de 14 h à 18 h',
      ],
    ],
    [
      'Bloque lundi matin et jeudi après-midi pour la compta',
      [
        'Planifier « Compta » le lundi 23 novembre de 9 h à 12 h',
        'Planifier « Compta » le jeudi 26 novembre de 14 h à 18 h',
      ],
    ],
    [
      'Planifie une réunion demain à 10h et jeudi à 14h',
      [
        'Planifier « Réunion » le lundi 23 novembre de 10 h à 11 h',
        'Planifier « Réunion » le jeudi 26 novembre de 14 h à 15 h',
      ],
    ],
  ])('hours said for each day make one event a day: %s', (message, described) => {
    expect(parseActionRequests(message, now).map((proposal) => describeProposal(proposal, now))).toEqual(
      described,
    );
  });

  it.each([
    ['Bloque les deux jours du salon, les 12 et 13 mars', 'Salon'],
    ['Réserve-moi la période du 12 au 14 mars : séminaire à Lyon', 'Séminaire à Lyon'],
    ['Bloque mon agenda du 21 au 23 décembre pour les congés', 'Congés'],
    ['Réserve les 12 et 13 mars, c’est le salon de l’agriculture', 'Salon de l’agriculture'],
    ['Bloque le 12 mars toute la journée pour le salon', 'Salon'],
  ])('names the days blocked by what fills them: %s', (message, title) => {
    const proposal = parseActionRequest(message, now);
    expect(proposal?.kind === 'create_event' && proposal.params.title).toBe(title);
  });

  it.each([
    ['Mets en place deux jours de séminaire d’équipe du 8 au 9 janvier', 'Séminaire d’équipe'],
    ['Organise un séminaire de direction les 14 et 15 janvier', 'Séminaire de direction'],
    ['Prévois un dîner avec les associés jeudi à 20 h', 'Dîner avec les associés'],
    ['Mets en place une réunion avec Paul lundi à 10 h', 'Réunion avec Paul'],
    ['Programme trois jours de conférence du 2 au 4 février', 'Conférence'],
  ])('reads the events a business plans, however they are set up: %s', (message, title) => {
    const proposal = parseActionRequest(message, now);
    expect(proposal?.kind === 'create_event' && proposal.params.title).toBe(title);
  });
});

describe('sentences that talk about the workspace without asking to change it', () => {
  it.each([
    'Quelles sont mes tâches ?',
    'Priorise mes tâches',
    'Écris un email pour annoncer une réunion mardi',
    'Bonjour Alfred',
    'Quelles tâches sont en retard ?',
    'Marque « X » au feutre',
    'Comment créer une tâche ?',
    'Passe en revue mes tâches de la semaine',
    'Est-ce que la réunion de jeudi est maintenue ?',
    'Résume la réunion de lundi',
    'Rédige un compte rendu de la réunion d’équipe',
    'Combien de tâches sont terminées ?',
    'Prépare l’ordre du jour de la réunion de mardi à 10h',
    'Quel est mon planning demain ?',
    'Merci, la tâche est claire',
    'Peut-on ajouter des tâches récurrentes ?',
    'Fais le point sur mes opportunités',
    'Marque toutes mes tâches comme terminées',
    'Quels rendez-vous ai-je cette semaine ?',
    'Rappelle-toi que notre client préfère le mardi',
  ])('« %s » stays with the conversation', (message) => {
    expect(parseActionRequest(message, now)).toBeNull();
    expect(missingActionDetails(message, now)).toEqual([]);
  });
});

describe('finding the task a sentence names', () => {
  const tasks = [
    { id: 1, title: 'Envoyer le devis à M. Dupont' },
    { id: 2, title: 'Appeler le comptable' },
    { id: 3, title: 'Audit SEO du site vitrine' },
    { id: 4, title: 'Audit SEO' },
    { id: 5, title: 'Préparer les maquettes' },
  ];
  it.each([
    ['appeler le comptable', 2],
    ['APPELER LE COMPTABLE', 2],
    ['Devis Dupont', 1],
    ['audit seo', 4],
    ['la maquette', 5],
    ['Préparer les maquettes de la page d’accueil', 5],
  ])('« %s » is task %s', (wanted, id) => {
    expect(bestTitleMatch(wanted, tasks)?.id).toBe(id);
  });

  it('finds nothing for words no title holds', () => {
    expect(bestTitleMatch('Facture EDF', tasks)).toBeNull();
    expect(bestTitleMatch('la', tasks)).toBeNull();
  });
});

describe('reading a reminder as a task for the user', () => {
  it.each([
    // [message, title, dueDate]
    ['Note-moi de rappeler le plombier après-demain', 'Rappeler le plombier', '2026-11-24'],
    ['Notez-moi qu’il faut payer la TVA le 15 décembre', 'Payer la TVA', '2026-12-15'],
    [
      "Pense à me rappeler de renouveler l'assurance du camion vendredi",
      "Renouveler l'assurance du camion",
      '2026-11-27',
    ],
    ["Peux-tu me rappeler d'envoyer les photos à Léa demain ?", 'Envoyer les photos à Léa', '2026-11-23'],
    ['Mets dans mes tâches de commander les étiquettes lundi', 'Commander les étiquettes', '2026-11-23'],
    [
      'Mets-moi un rappel pour la visite technique du camion le 3 décembre',
      'La visite technique du camion',
      '2026-12-03',
    ],
    ['Fais-moi penser à arroser les plantes mercredi', 'Arroser les plantes', '2026-11-25'],
    ["N'oublie pas de me rappeler d'appeler la banque demain", 'Appeler la banque', '2026-11-23'],
  ])('%s', (message, title, dueDate) => {
    expect(parseActionRequest(message, now)).toEqual({
      kind: 'create_task',
      params: { title, dueDate, priority: 'medium', assignee: null },
    });
  });

  it('keeps the time of a reminder in its title, a task having no time of its own', () => {
    const proposal = parseActionRequest('Rappelle-moi de téléphoner au notaire mardi à 11h15', now)!;
    expect(describeProposal(proposal, now)).toBe(
      'Créer la tâche « Téléphoner au notaire à 11 h 15 » pour mardi 24 novembre',
    );
    // A part of the day is no time: "demain matin" stays out of the title.
    expect(parseActionRequest('Rappelle-moi de relancer Mme Caron demain matin', now)).toMatchObject({
      params: { title: 'Relancer Mme Caron', dueDate: '2026-11-23' },
    });
  });
});

describe('a reminder set before an appointment', () => {
  it.each([
    [
      'J’ai un rendez-vous avec le notaire jeudi à 14h30, rappelle-le moi la veille.',
      'Rappel : rendez-vous avec le notaire (jeudi 26 novembre à 14 h 30)',
      '2026-11-25',
    ],
    [
      'Rappelle-moi deux jours avant la livraison des meubles le 4 décembre',
      'Rappel : livraison des meubles (vendredi 4 décembre)',
      '2026-12-02',
    ],
    [
      'Le contrôle technique de la camionnette est le 10 décembre : rappelle-moi une semaine avant.',
      'Rappel : contrôle technique de la camionnette (jeudi 10 décembre)',
      '2026-12-03',
    ],
  ])('« %s » is a task on the reminder’s day', (message, title, dueDate) => {
    expect(parseActionRequest(message, now)).toEqual({
      kind: 'create_task',
      params: { title, dueDate, priority: 'medium', assignee: null },
    });
  });

  it('asks for the date when the appointment has none', () => {
    expect(parseActionRequest('Rappelle-moi la veille du rendez-vous chez le dentiste', now)).toBeNull();
    expect(missingActionDetails('Rappelle-moi la veille du rendez-vous chez le dentiste', now)).toEqual([
      'date',
    ]);
  });
});

describe('everyday French for appointments, agenda entries, notes, reminders and statuses (issue 41)', () => {
  const event = (message: string) => {
    const proposal = parseActionRequest(message, now);
    return proposal?.kind === 'create_event' ? proposal.params : null;
  };
  const task = (message: string) => {
    const proposal = parseActionRequest(message, now);
    return proposal?.kind === 'create_task' ? proposal.params : null;
  };

  it.each([
    // [message, title, start (UTC)]
    [
      'Prends rendez-vous jeudi à 10h chez Mme Martin pour la visite du chantier',
      'Rendez-vous chez Mme Martin pour la visite du chantier',
      '2026-11-26T09:00:00.000Z',
    ],
    ['prends rdv chez le dentiste jeudi a 10h30', 'Rendez-vous chez le dentiste', '2026-11-26T09:30:00.000Z'],
    [
      'Pouvez-vous prendre rendez-vous chez l’ostéopathe le 9 décembre à 18h30 ?',
      'Rendez-vous chez l’ostéopathe',
      '2026-12-09T17:30:00.000Z',
    ],
    [
      'Ajoute à mon agenda : déjeuner avec Karim mardi à 12h30',
      'Déjeuner avec Karim',
      '2026-11-24T11:30:00.000Z',
    ],
    [
      'mets dans mon agenda la reunion parents-profs le 10 decembre a 17h',
      'Réunion parents-profs',
      '2026-12-10T16:00:00.000Z',
    ],
    [
      'Inscris au planning : formation SST le 14 décembre de 9h à 12h',
      'Formation SST',
      '2026-12-14T08:00:00.000Z',
    ],
    // Someone's visit noted, named by who comes and what for; an entry noted after a colon (stop 58).
    [
      'Note que le couvreur passe mercredi à 8h30 pour la fuite du toit.',
      'Passage du couvreur : la fuite du toit',
      '2026-11-25T07:30:00.000Z',
    ],
    ['Notez que Mme Roux viendra jeudi à 16h', 'Passage de Mme Roux', '2026-11-26T15:00:00.000Z'],
    [
      'Note : réunion avec la banque le 3 décembre à 10h',
      'Réunion avec la banque',
      '2026-12-03T09:00:00.000Z',
    ],
  ])('« %s » is an appointment', (message, title, start) => {
    expect(event(message)).toMatchObject({ title, start });
  });

  it('asks for the time of an agenda entry said without one', () => {
    expect(missingActionDetails('Ajoute à mon agenda : déjeuner avec Karim mardi', now)).toEqual(['heure']);
  });

  it.each([
    ['Note que je dois rappeler le plombier vendredi.', 'Rappeler le plombier', '2026-11-27'],
    ['Notez qu’il faut commander les cartons pour jeudi', 'Commander les cartons', '2026-11-26'],
    ['Mets un rappel pour payer l’URSSAF le 15 décembre', 'Payer l’URSSAF', '2026-12-15'],
    ['rappel vendredi : appeler la banque pour le pret', 'Appeler la banque pour le pret', '2026-11-27'],
    [
      'Programmez un rappel lundi pour relancer Mme Garcia sur son devis.',
      'Relancer Mme Garcia sur son devis',
      '2026-11-23',
    ],
  ])('« %s » is a task', (message, title, dueDate) => {
    expect(task(message)).toMatchObject({ title, dueDate });
  });

  it('keeps a standing rule or a plain fact out of the tasks', () => {
    expect(parseActionRequest('Note que je dois toujours envoyer les devis sous 48h', now)).toBeNull();
    expect(parseActionRequest('Note que nous livrons uniquement dans le Var', now)).toBeNull();
  });

  it('reads the status said before the title, never naming a task « Comme »', () => {
    expect(
      parseActionRequest('Marque comme terminée la tâche « Préparer la commande de Noël »', now),
    ).toEqual({
      kind: 'update_task_status',
      params: { title: 'Préparer la commande de Noël', status: 'done' },
    });
    expect(parseActionRequest('Marque comme fait', now)).toBeNull();
  });

  const tasks = [
    { title: 'Synthèse de la veille concurrentielle' },
    { title: 'Relancer les prospects rencontrés au salon' },
    { title: 'Exporter les contacts de l’ancien CRM' },
    { title: 'Nettoyer les doublons de contacts' },
  ];

  it.each([
    ['C’est fait pour la synthese de la veille', 'Synthèse de la veille concurrentielle', 'done'],
    ['J’ai fini de relancer les prospects du salon', 'Relancer les prospects rencontrés au salon', 'done'],
    [
      'L’export des contacts de l’ancien CRM est en cours',
      'Exporter les contacts de l’ancien CRM',
      'in_progress',
    ],
    [
      'tu peux marquer comme faite la tache sur les doublons de contacts ?',
      'Nettoyer les doublons de contacts',
      'done',
    ],
  ])('« %s » marks the task its words name', (message, title, status) => {
    expect(parseActionRequest(message, now, tasks)).toEqual({
      kind: 'update_task_status',
      params: { title, status },
    });
  });

  it('says which words named no task, rather than proposing one', () => {
    expect(parseActionRequest('C’est fait pour la déclaration de TVA', now, tasks)).toBeNull();
    expect(unknownTaskNamed('C’est fait pour la déclaration de TVA', now, tasks)).toBe(
      'La déclaration de TVA',
    );
    // A statement about something else is no command at all.
    expect(unknownTaskNamed('Le devis est validé', now, tasks)).toBeNull();
    expect(parseActionRequest('Le devis est validé', now, tasks)).toBeNull();
  });
});

describe('a task named as such, whatever its title says', () => {
  it.each([
    // A verb of booking or an appointment inside the title does not make a block of time or a meeting.
    [
      'Ajoute une tâche : bloquer une journée pour l’inventaire, à faire avant le 4 décembre',
      'Bloquer une journée pour l’inventaire',
      '2026-12-04',
    ],
    [
      'Crée une tâche : réserver la salle des fêtes pour le 2 décembre',
      'Réserver la salle des fêtes',
      '2026-12-02',
    ],
    [
      'Nouvelle tâche : prendre rendez-vous chez le dentiste, à faire d’ici vendredi',
      'Prendre rendez-vous chez le dentiste',
      '2026-11-27',
    ],
    // What the task is for, said before the command, stays in its title; a bracket said is kept.
    [
      'Pour le mariage Dupuis, ajoute une tâche : commander les nappes',
      'Commander les nappes (mariage Dupuis)',
      null,
    ],
    ['Ajoute une tâche : appeler Paul (le comptable)', 'Appeler Paul (le comptable)', null],
  ])('« %s » is the task « %s »', (message, title, dueDate) => {
    expect(parseActionRequests(message, now)).toEqual([
      { kind: 'create_task', params: { title, dueDate, priority: 'medium', assignee: null } },
    ]);
  });

  it('still plans a meeting the user asks for beside no task', () => {
    expect(parseActionRequest('Réserve-moi jeudi de 14h à 16h pour la compta', now)?.kind).toBe(
      'create_event',
    );
  });
});
