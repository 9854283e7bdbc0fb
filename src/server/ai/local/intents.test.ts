import { describe, expect, it } from 'vitest';
import { extractEntities, splitPasted } from './entities.ts';
import { detectIntent, type Intent } from './intents.ts';

describe('detectIntent', () => {
  const examples: Array<[string, Intent]> = [
    ['Bonjour !', 'greeting'],
    ['BONJOUR ALFRED', 'greeting'],
    ['Merci beaucoup', 'greeting'],
    ['Que sais-tu faire ?', 'help'],
    ["J'ai besoin d'aide", 'help'],
    ['Priorise mes tâches', 'prioritise'],
    ['priorise mes taches', 'prioritise'],
    ['PAR QUOI COMMENCER AUJOURD’HUI ?', 'prioritise'],
    ['Rédige un email de remerciement à M. Durand', 'email'],
    ['redige un mail pour Julie', 'email'],
    ['Résume ce texte : La réunion a validé le budget et le planning du projet de refonte.', 'summarise'],
    ['RESUME NOTRE CONVERSATION', 'summarise'],
    ['Résume cet article : Les posts LinkedIn et la veille concurrentielle changent le marché.', 'summarise'],
    ['Planifie une réunion avec Sophie', 'meeting'],
    ['trouve-moi un creneau pour un rendez-vous', 'meeting'],
    ['Écris un message de prospection pour Mme Leroy', 'prospecting'],
    ['Fais le point sur mes opportunités', 'prospecting'],
    ['Mets à jour le CRM', 'prospecting'],
    ['Réponds à un client mécontent', 'support'],
    ['Faut-il escalader ce ticket ?', 'support'],
    ['Écris un post LinkedIn sur la cybersécurité', 'post'],
    ['ecris un article de blog', 'post'],
    ['Donne-moi une checklist SEO', 'post'],
    ['Prépare une grille d’évaluation pour un développeur React', 'candidate'],
    ['Planifie un entretien avec Julie Martin', 'candidate'],
    ['Rédige une offre d’emploi de chargé de support', 'candidate'],
    ['Quelles questions poser pour le poste de comptable ?', 'candidate'],
    ['Où en est le projet ?', 'project_status'],
    ['ou en sont mes projets', 'project_status'],
    ["Fais une synthèse de l'avancement", 'project_status'],
    ['Quelles sont les prochaines échéances ?', 'project_status'],
    ['Fais une veille sur la cybersécurité', 'research'],
    ['Analyse nos CONCURRENTS', 'research'],
    ['Fais une étude de marché sur les logiciels RH', 'research'],
    ['Fais un rapport', 'project_status'],
    ['Zorglub flimflam', 'unknown'],
    ['', 'unknown'],
  ];
  it.each(examples)('%s → %s', (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });
});

describe('extractEntities', () => {
  it('finds a person with a civility, and the company', () => {
    const entities = extractEntities('Écris un message pour Mme Leroy chez Acme');
    expect(entities.person).toEqual({ civility: 'Madame', name: 'Leroy' });
    expect(entities.company).toBe('Acme');
  });

  it('finds capitalised names, not sentence starts, tools or the team', () => {
    const entities = extractEntities('Planifie une réunion avec Sophie et Thomas Bernard sur Zoom, Alfred');
    expect(entities.names).toEqual(['Sophie', 'Thomas Bernard']);
  });

  it('finds the topic after "sur", "à propos de" or "pour", as written', () => {
    expect(extractEntities('Écris un post LinkedIn sur la cybersécurité').topic).toBe('la cybersécurité');
    expect(extractEntities('Un post sur LinkedIn à propos de notre offre Pro').topic).toBe('notre offre Pro');
    expect(extractEntities('Rédige un email pour M. Durand pour le relancer sur le devis').topic).toBe(
      'le devis',
    );
  });

  it('finds a job title', () => {
    expect(extractEntities('Prépare une grille pour le poste de développeur React').role).toBe(
      'développeur React',
    );
    expect(extractEntities('Je veux recruter un chef de projet, vite').role).toBe('chef de projet');
  });

  it('reads a meeting length, not a time of day', () => {
    expect(extractEntities('une réunion de 45 minutes').durationMinutes).toBe(45);
    expect(extractEntities('une réunion de 1h30').durationMinutes).toBe(90);
    expect(extractEntities('une réunion à 14h').durationMinutes).toBeNull();
    expect(extractEntities('une demi-heure suffira').durationMinutes).toBe(30);
  });

  it('takes quoted text and keeps a pasted text apart from the request', () => {
    expect(extractEntities('Un post sur « nos 10 ans »').quoted).toBe('nos 10 ans');
    const { command, pasted } = splitPasted(
      'Résume ce texte : Le client Durand veut un devis avant vendredi midi.',
    );
    expect(command).toBe('Résume ce texte ');
    expect(pasted).toBe('Le client Durand veut un devis avant vendredi midi.');
  });
});
