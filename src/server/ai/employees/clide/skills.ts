// Clide's skills, each declared once (decision 055): the roles, the writers and the corpus derive
// from them. Writers are reached at call time: the drafts import the understanding, which reads this.
import { clideWriters } from '../../local/drafts/chip-clide.ts';
import { reviewReply } from '../../local/drafts/review-reply.ts';
import { supportQueueWriter } from '../../local/drafts/support-queue.ts';
import { defineScheduledSkill, defineSkill, noSlots, type ReasoningSkillDeclaration } from '../skill.ts';
import { clideExamples } from './examples.ts';

export const clideSkills = [
  defineSkill({
    id: 'support',
    owner: 'clide',
    label: 'Réponses aux tickets',
    handoffHint: 'préparer la réponse au client et décider s’il faut escalader',
    description: 'Répond à vos clients : réclamations, retards, remboursements, questions.',
    examples: clideExamples.support,
    // « Qu’est-ce que je lui réponds ? », « Que leur répondre ? », « Réponds-lui que oui »: a reply to
    // write, whatever it is about.
    cues: /\b(?:(?:reponds|repondez)(?:-lui|-leur)?\s+(?:que|qu'|:)|qu'est-ce que (?:je|j'|on) (?:lui|leur) (?:reponds|repond|ecris|dis)|que (?:dois-je|je dois|puis-je|je peux|faut-il|on peut|doit-on) (?:lui|leur) (?:repondre|ecrire|dire)|que (?:lui|leur) (?:repondre|ecrire|dire)|comment (?:je (?:lui|leur) reponds|(?:lui|leur) repondre)|quoi (?:lui|leur) (?:repondre|ecrire|dire)|(?:je|on) (?:lui|leur) (?:reponds|repond) quoi)\b/,
    slots: noSlots,
    required: [],
    write: (conversation) => clideWriters.support!(conversation),
    // Both engines send a reply to a desk ticket through this action: a model as a tool call, the
    // offline engine with the draft it wrote to the ticket's requester (decision 086).
    action: 'support_reply',
  }),
  defineSkill({
    id: 'escalation',
    owner: 'clide',
    label: 'Escalade',
    handoffHint: 'décider de l’escalade et des actions correctives',
    description: 'Dit quand un cas doit remonter à une personne, et rédige la note d’escalade.',
    examples: clideExamples.escalation,
    slots: noSlots,
    required: [],
    write: (conversation) => clideWriters.escalation!(conversation),
    // « Escalade le ticket de Jeanne Martin à Paul : … » on a desk ticket (decision 068).
    action: 'support_escalate',
  }),
  defineSkill({
    id: 'support_queue',
    owner: 'clide',
    label: 'File de support',
    handoffHint: 'faire le point sur les tickets et les demandes clients en attente',
    description: 'Trie les demandes en attente par urgence et propose l’ordre de traitement.',
    examples: clideExamples.support_queue,
    slots: noSlots,
    required: [],
    write: (conversation) => supportQueueWriter(conversation),
  }),
  // Only a trigger runs it: the week of the desk, from its records (decisions 068, 075).
  defineScheduledSkill({
    owner: 'clide',
    label: 'Synthèse du support',
    description:
      'Fait chaque semaine le bilan du support, avec les tickets ouverts et résolus, ceux en retard et le délai médian de première réponse.',
    scheduled: {
      kind: 'support_digest',
      write: async (run) => (await import('./runs.ts')).supportDigest(run),
    },
  }),
];

/** Clide's skills that answer on their own words, whatever the classifier makes of the rest. */
export const clideReasoningSkills: ReasoningSkillDeclaration[] = [
  {
    id: 'review_reply',
    owner: 'clide',
    // The e-reputation is the marketing's too, and the assistant writes what the user asks.
    sharedWith: ['suki', 'alfred'],
    label: 'Réponses aux avis clients',
    description:
      'Écrit la réponse publique à un avis Google, TripAdvisor ou Facebook, avec ce que vous voulez y dire.',
    examples: [
      'Un client a laissé un avis 1 étoile sur Google : « Livraison en retard et colis abîmé ». Écris une réponse publique : on s’excuse et on lui rembourse les frais de port.',
      'Réponds à cet avis Google : « Voiture rendue avec deux jours de retard. Marc D. » Ce jour-là notre pont élévateur était en panne.',
    ],
    handoffHint: 'écrire la réponse publique à cet avis',
    answer: reviewReply,
  },
];
