// What Septime promises, in one place: the landing, the CGU, the checkout and the server read these
// values, and commitments.test.ts greps the client's texts for claims that contradict them (kept in
// the test, so the landing's bundle does not carry them).

export const commitments = {
  trial: {
    // Its length is plans.ts' trialDays.
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
  trialEnd:
    'Sans carte ajoutée avant la fin de l’essai, votre compte repasse au plan Gratuit, sans perte de données.',
  humanSupport: `Notre équipe vous répond ${commitments.support.humanDays}, ${commitments.support.humanLanguage}, hors jours fériés.`,
  employeesSupport: 'Vos employés IA répondent 24/7, week-end compris.',
} as const;
