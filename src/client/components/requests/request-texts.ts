import type { RequestKind } from '../../../shared/ai-tools-model.ts';

/** What each request form says: 'Programmer une démo personnalisée' and 'Créer mon IA Sur Mesure'. */
export const requestTexts: Record<
  RequestKind,
  { title: string; description: string; form: string; need: string; placeholder: string; sent: string }
> = {
  demo: {
    title: 'Programmer une démo personnalisée',
    description:
      'Dites-nous ce que vous voulez automatiser\u00a0: un expert vous recontacte pour fixer un créneau.',
    form: 'Demande de démo personnalisée',
    need: 'Votre besoin',
    placeholder: 'Ex. : automatiser le suivi de nos leads entrants et les relances',
    sent: 'Un email de confirmation vous a été envoyé\u00a0; un expert Septime vous recontacte pour fixer un créneau.',
  },
  'custom-ai': {
    title: 'Créer mon IA sur mesure',
    description:
      'Décrivez le métier de votre futur employé IA, ses outils et ses tâches\u00a0: un expert vous répond avec une proposition.',
    form: 'Demande d’IA sur mesure',
    need: 'Le métier de votre IA',
    placeholder: 'Ex. : qualifier nos demandes de devis, préparer les chiffrages et relancer les clients',
    sent: 'Un email de confirmation vous a été envoyé\u00a0; un expert Septime vous répond avec une proposition.',
  },
  enterprise: {
    title: 'Contacter l’équipe Entreprise',
    description:
      'Dites-nous la taille de votre entreprise et ce que vous attendez de Septime : un expert vous répond avec une proposition, sans paiement à cette étape.',
    form: 'Demande pour le plan Entreprise',
    need: 'Votre besoin',
    placeholder: 'Ex. : 40 salariés, trois équipes, connexion à notre CRM et authentification unique',
    sent: 'Un email de confirmation vous a été envoyé ; un expert Septime vous recontacte pour le plan Entreprise.',
  },
};
