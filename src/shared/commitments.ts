// What Septime promises, in one place: the landing, the CGU, the voice panel and the server read these
// values, and commitments.test.ts greps the client's texts for claims that contradict them.
import { trialDays } from './plans.ts';

const frNumber = new Intl.NumberFormat('fr-FR');

export const commitments = {
  trial: {
    days: trialDays,
    /** The Pro trial starts without a card (Stripe: payment_method_collection if_required; sandbox: no card form). */
    cardRequired: false,
    /** Without a card added by the end, the subscription drops to Gratuit; projects, tasks and documents stay. */
    withoutCardEndsOn: 'free',
    /** The "your trial ends soon" mail goes this many days before the end (billing/trial-jobs.ts). */
    reminderDaysBefore: 3,
  },
  signup: {
    /** Any valid address is accepted at sign-up (a professional one is only recommended). */
    professionalEmailRequired: false,
  },
  support: {
    /** The AI employees (Clide for support) answer at any hour: the "Support 24/7" of SPEC.md §1. */
    employeesAvailability: '24/7',
    /** Human support: days and language, as the CGU state them (SPEC.md §6 Terms). */
    humanDays: 'du lundi au vendredi',
    humanLanguage: 'en français',
    /** The Entreprise plan adds round-the-clock human assistance. */
    enterpriseHumanAvailability: '24 h/24 et 7 j/7',
  },
} as const;

/** The sentences built from the commitments, so every page says them the same way. */
export const commitmentTexts = {
  trial: `Essai gratuit de ${frNumber.format(trialDays)} jours, sans carte bancaire`,
  trialEnd:
    'Sans carte ajoutée avant la fin de l’essai, votre compte repasse au plan Gratuit, sans perte de données.',
  humanSupport: `Notre équipe vous répond ${commitments.support.humanDays}, ${commitments.support.humanLanguage}, hors jours fériés.`,
  employeesSupport: 'Vos employés IA, dont Clide au support client, répondent 24/7, week-end compris.',
  enterpriseSupport: `L’offre Entreprise bénéficie en outre d’une assistance humaine ${commitments.support.enterpriseHumanAvailability}.`,
  signupEmail: 'Toute adresse email valide est acceptée ; nous recommandons votre adresse professionnelle.',
} as const;

/**
 * Claims the client's texts must not make, because the product does otherwise (commitments.test.ts).
 * Each: a pattern over the text of a client source file and why it contradicts the commitments.
 */
export const contradictingClaims: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /(spécialistes|conseillers|équipe humaine)[^.]{0,80}(jour et nuit|24\s?\/\s?7|week-end)/i,
    why: 'le support humain est assuré du lundi au vendredi (seuls les employés IA répondent 24/7)',
  },
  {
    pattern: /(requiert|exige|obligatoire)[^.]{0,40}adresse email professionnelle/i,
    why: 'toute adresse email valide est acceptée à l’inscription',
  },
  {
    pattern: /(saisissez|entrez|renseignez)[^.]{0,30}carte[^.]{0,30}essai/i,
    why: 'l’essai Pro démarre sans carte bancaire',
  },
  {
    pattern: /chaleureuse et naturelle|voix naturelle/i,
    why: 'la voix hors ligne est une synthèse espeak-ng : la description doit dire le moteur qui parle',
  },
];
