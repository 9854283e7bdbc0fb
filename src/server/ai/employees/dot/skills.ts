// Dot's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { candidateSortReply } from '../../local/drafts/candidate-sort.ts';
import { dotWriters } from '../../local/drafts/dot.ts';
import { hrDocumentAsked, hrDocumentWriter } from '../../local/drafts/hr-documents.ts';
import { overtimeAnswer } from '../../local/drafts/overtime-hours.ts';
import { staffingCheckReply } from '../../local/drafts/staffing-check.ts';
import { defineScheduledSkill, defineSkill, noSlots, type ReasoningSkillDeclaration } from '../skill.ts';
import { dotExamples } from './examples.ts';

export const dotSkills = [
  defineSkill({
    id: 'job_offer',
    owner: 'dot',
    label: 'Offres d’emploi',
    handoffHint: 'rédiger cette offre d’emploi',
    description: 'Rédige vos offres d’emploi et prépare l’arrivée d’une nouvelle recrue.',
    examples: dotExamples.job_offer,
    slots: noSlots,
    required: [],
    write: (conversation) => dotWriters.job_offer!(conversation),
  }),
  defineSkill({
    id: 'screening',
    owner: 'dot',
    label: 'Présélection des candidats',
    handoffHint: 'préparer la grille d’évaluation et les questions d’entretien',
    description: 'Établit une grille d’évaluation et trie les candidatures.',
    examples: dotExamples.screening,
    slots: noSlots,
    required: [],
    write: (conversation) => dotWriters.screening!(conversation),
  }),
  defineSkill({
    id: 'candidate_outreach',
    owner: 'dot',
    label: 'Approche des talents',
    handoffHint: 'écrire au candidat',
    description: 'Écrit aux candidats : invitation, relance, réponse positive ou négative.',
    examples: dotExamples.candidate_outreach,
    // « J'ai reçu la candidature de Yanis… Réponds-lui »: a candidacy answered, not a CV to evaluate.
    asked:
      /^(?:j'ai|j’ai|on a|nous avons) (?:bien )?re[cç]u (?:la|une|sa|ta|votre) candidature\b(?=[\s\S]*\b(?:reponds|repondre|ecris|ecrire|dis)(?:-lui|-leur)?\b)/,
    slots: noSlots,
    required: [],
    write: (conversation) => dotWriters.candidate_outreach!(conversation),
  }),
  defineSkill({
    id: 'interview',
    owner: 'dot',
    label: 'Évaluation d’entretien',
    handoffHint: 'organiser les entretiens',
    description: 'Prépare les questions d’entretien et la grille pour évaluer le candidat.',
    examples: dotExamples.interview,
    asked:
      /(?:(?:peux-tu|pouvez-vous|tu peux|merci de)\s+)?(?:convoqu|invit|cal|planifi|organis|programm|fix)\w*(?:-(?:la|le|les|moi))?\s+[^.!?:]{0,60}?\b(?:a|pour)\s+(?:un|son|leur|l'|le|notre)\s*(?:premier\s+|second\s+|deuxieme\s+)?entretien\b(?!\s+prealable)/,
    slots: noSlots,
    required: [],
    write: (conversation) => dotWriters.interview!(conversation),
  }),
  defineSkill({
    id: 'hr_documents',
    owner: 'dot',
    // Alfred writes the employer's letters too (« Convoque X à un entretien préalable »).
    sharedWith: ['alfred'],
    label: 'Documents RH',
    handoffHint: 'rédiger ce document pour votre salarié, avec ses dates exactes',
    description:
      'Rédige l’attestation de travail, le certificat de travail et la convocation à un entretien préalable d’un salarié.',
    examples: dotExamples.hr_documents,
    asked: hrDocumentAsked,
    slots: noSlots,
    required: [],
    write: hrDocumentWriter,
  }),
  // Only a trigger runs it: the interviews of the user's calendar (decision 075).
  defineScheduledSkill({
    owner: 'dot',
    label: 'Rappels d’entretiens',
    description:
      'Rappelle chaque matin les entretiens du jour et du lendemain, avec leur heure et les participants.',
    scheduled: {
      kind: 'interview_reminders',
      write: async (run) => (await import('./runs.ts')).interviewReminders(run),
    },
  }),
];

/**
 * The skills that reason over what the user lists: the candidates described, sorted against the
 * requirements; the absences given, checked day by day against the minimum staffing.
 */
export const dotReasoningSkills: ReasoningSkillDeclaration[] = [
  {
    id: 'candidate_sort',
    owner: 'dot',
    label: 'Tri des candidatures',
    description:
      'Lit chaque candidature que vous décrivez au regard des exigences du poste que vous donnez : qui convoquer, qui ne pas retenir, et pourquoi.',
    examples: [
      'Poste de cuisinier : CAP cuisine obligatoire et au moins 3 ans d’expérience. Candidats : Marc Olivier (CAP cuisine, 5 ans), Lina Robin (BEP vente, 2 ans), Paul Morin (CAP cuisine, 3 ans). Qui je convoque ?',
    ],
    handoffHint: 'trier ces candidatures au regard des exigences du poste, avec la raison pour chacune',
    answer: candidateSortReply,
  },
  {
    id: 'staffing_check',
    owner: 'dot',
    // Millie keeps the team's planning: who is there which day is hers to check too.
    sharedWith: ['millie'],
    label: 'Absences et effectif minimum',
    description:
      'Vérifie jour par jour, sur les jours ouvrés, les congés et absences que vous donnez au regard de l’effectif minimum : quels jours posent problème et qui est absent ces jours-là.',
    examples: [
      'J’ai 5 salariés. Julie est en congés du 3 au 7 août, Marc du 5 au 14 août et Sonia du 6 au 8 août. Il me faut au moins 3 personnes chaque jour. Ça passe ?',
      'Qui est absent quand ? Léa du lundi 13 au mercredi 15 juillet, Hugo le 14 juillet et Anaïs du 15 au 17 juillet.',
    ],
    handoffHint: 'vérifier jour par jour les absences au regard de l’effectif minimum, calcul à l’appui',
    answer: staffingCheckReply,
  },
  {
    id: 'overtime_hours',
    owner: 'dot',
    // Millie keeps the team's planning and Alfred the user's week: the hours worked are theirs to count too.
    sharedWith: ['alfred', 'millie'],
    label: 'Heures supplémentaires',
    description:
      'Compte semaine par semaine les heures supplémentaires (ou complémentaires) des heures travaillées que vous donnez, au regard du contrat, avec les majorations par défaut.',
    examples: [
      'Mon vendeur est à 35h. Ces 4 dernières semaines il a fait 38h, 41h, 36h et 40h. Combien d’heures supplémentaires ça fait au total ?',
      'Ma serveuse a fait lundi 9h, mardi 10h, mercredi 8h, jeudi 9h30 et vendredi 7h. Elle est à 35h, combien d’heures sup ?',
      'Mon cuisinier a un contrat de 39 h et a fait 44 h cette semaine. Combien d’heures sup je lui dois, et à quel taux ?',
    ],
    handoffHint: 'compter ces heures supplémentaires semaine par semaine, calcul à l’appui',
    answer: overtimeAnswer,
  },
];
