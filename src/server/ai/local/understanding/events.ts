// The events a user can plan, in the words said for them (folded, as regular-expression
// alternatives), with the title a calendar entry takes. One list for the commands that put an event
// in the calendar (commands/parse-action.ts) and for Millie, who prepares the bigger ones as projects.

export interface EventNoun {
  words: string;
  title: string;
  /** A short appointment (a meeting, a call): put in the calendar, never prepared as a project. */
  meeting?: true;
  /**
   * Also a thing made ("crée une formation", "monte un salon de coiffure"): an event only when the
   * sentence plans it (a planning verb, days counted, a time said).
   */
  alsoMade?: true;
  /** A project's milestone ("le lancement du site"): it has phases, not a calendar entry of its own. */
  milestone?: true;
  /** Said "la" ("la réunion", "la visite"), for the letters that name it. */
  feminine?: true;
}

export const eventNouns: EventNoun[] = [
  { words: 'reunion', title: 'Réunion', meeting: true, feminine: true },
  { words: 'rendez-vous|rdv', title: 'Rendez-vous', meeting: true },
  { words: 'point', title: 'Point', meeting: true },
  { words: 'appel|call|coup de fil', title: 'Appel', meeting: true },
  { words: 'visio|visioconference', title: 'Visioconférence', meeting: true, feminine: true },
  { words: 'visite', title: 'Visite', meeting: true, feminine: true },
  { words: 'rencontre', title: 'Rencontre', meeting: true, feminine: true },
  { words: 'entretien', title: 'Entretien', meeting: true },
  { words: 'dejeuner|dej', title: 'Déjeuner', meeting: true },
  { words: 'creneau', title: 'Créneau', meeting: true },
  { words: 'diner', title: 'Dîner', meeting: true },
  { words: 'comite', title: 'Comité', meeting: true },
  // Also a thing made or done ("crée une présentation de l'offre"): an event only when planned.
  { words: 'demonstration|demo', title: 'Démonstration', meeting: true, alsoMade: true, feminine: true },
  { words: 'presentation', title: 'Présentation', meeting: true, alsoMade: true, feminine: true },
  { words: 'consultation', title: 'Consultation', meeting: true, alsoMade: true, feminine: true },
  { words: 'intervention', title: 'Intervention', meeting: true, alsoMade: true, feminine: true },
  { words: 'seance', title: 'Séance', meeting: true, alsoMade: true, feminine: true },
  { words: 'atelier', title: 'Atelier' },
  { words: 'evenement', title: 'Événement' },
  { words: 'seminaire', title: 'Séminaire' },
  { words: 'conference', title: 'Conférence', feminine: true },
  { words: 'webinaire|webinar', title: 'Webinaire' },
  { words: 'soiree', title: 'Soirée', feminine: true },
  { words: 'journee portes ouvertes', title: 'Journée portes ouvertes', feminine: true },
  { words: 'portes ouvertes', title: 'Portes ouvertes' },
  { words: 'anniversaire', title: 'Anniversaire' },
  { words: 'festival', title: 'Festival' },
  { words: 'gala', title: 'Gala' },
  { words: 'formation', title: 'Formation', alsoMade: true, feminine: true },
  { words: 'salon', title: 'Salon', alsoMade: true },
  { words: 'lancement', title: 'Lancement', milestone: true },
  { words: 'journee', title: 'Journée', milestone: true, feminine: true },
];

/** The words of the events a calendar entry is made for, as one alternation. */
export const calendarEventWords = eventNouns
  .filter((noun) => !noun.milestone)
  .map((noun) => noun.words)
  .join('|');

/** The words of the events prepared as projects (not short meetings), as one alternation. */
export const projectEventWords = eventNouns
  .filter((noun) => !noun.meeting)
  .map((noun) => noun.words)
  .join('|');

/** The entry for words found by one of the alternations above. */
export function eventNounOf(words: string): EventNoun | undefined {
  return eventNouns.find((noun) => new RegExp(`^(?:${noun.words})$`).test(words));
}
