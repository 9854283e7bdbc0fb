// TRANSITION (issue 19): the routes not yet declared with http/contract.ts's declareRoute. Each feature
// converted to declared routes removes its lines here; the file goes when the list is empty.

import type { DeclaredRoute } from '../http/contract.ts';

export const undeclaredRouteRules: readonly DeclaredRoute[] = [
  { method: 'GET', path: '/api/health', access: 'public', label: 'État du service' },
  {
    method: 'GET',
    path: '/api/auth/*',
    access: 'public',
    label: 'Lecture de la session, confirmation d’email',
    sample: '/api/auth/get-session',
  },
  {
    method: 'POST',
    path: '/api/auth/*',
    access: 'public',
    label: 'Inscription, connexion, réinitialisation du mot de passe',
    sample: '/api/auth/sign-in/email',
  },
  { method: 'GET', path: '/api/account', access: 'session', label: 'Profil du compte' },
  {
    method: 'POST',
    path: '/api/newsletter',
    access: 'public',
    label: 'Inscription à la newsletter',
  },
  {
    method: 'GET',
    path: '/api/connectors/interest',
    access: 'session',
    label: 'Connecteurs suivis',
  },
  {
    method: 'POST',
    path: '/api/connectors/interest',
    access: 'session',
    label: 'Intérêt pour un connecteur',
  },
  {
    method: 'POST',
    path: '/api/connectors/requests',
    access: 'public',
    label: 'Demande de connecteur',
  },
  { method: 'GET', path: '/api/legal', access: 'public', label: 'Mentions légales' },
  {
    method: 'GET',
    path: '/api/security/overview',
    access: 'session',
    label: 'Tableau de bord sécurité',
  },
  {
    method: 'POST',
    path: '/api/billing/create-checkout',
    access: 'session',
    label: 'Créer un checkout (create-checkout)',
  },
  {
    method: 'GET',
    path: '/api/billing/check-subscription',
    access: 'session',
    label: 'Vérifier l’abonnement (check-subscription)',
  },
  {
    method: 'POST',
    path: '/api/billing/cancel',
    access: 'session',
    label: 'Annuler l’abonnement',
  },
  {
    method: 'POST',
    path: '/api/billing/test-stripe-integration',
    access: 'session',
    label: 'Tests de paiement (test-stripe-integration)',
  },
  {
    method: 'GET',
    path: '/api/billing/sandbox/checkouts/:id',
    access: 'session',
    label: 'Page de paiement du bac à sable',
  },
  {
    method: 'POST',
    path: '/api/billing/sandbox/checkouts/:id/pay',
    access: 'session',
    label: 'Payer avec une carte de test (bac à sable)',
  },
  {
    method: 'POST',
    path: '/api/webhooks/stripe',
    access: 'public',
    label: 'Webhook Stripe (signature vérifiée)',
  },
  // --- workspace: projects, tasks, calendar events
  // --- integrations and webhooks
  {
    method: 'GET',
    path: '/api/integrations',
    access: 'session',
    label: 'Intégrations et leur état',
  },
  {
    method: 'GET',
    path: '/api/integrations/:integration',
    access: 'session',
    label: 'État d’une intégration',
    sample: '/api/integrations/slack',
  },
  {
    method: 'PUT',
    path: '/api/integrations/:integration',
    access: 'session',
    label: 'Connecter ou déconnecter une intégration',
    sample: '/api/integrations/slack',
  },
  {
    method: 'DELETE',
    path: '/api/integrations/:integration',
    access: 'session',
    label: 'Oublier une intégration',
    sample: '/api/integrations/slack',
  },
  // --- settings
  {
    method: 'PATCH',
    path: '/api/account',
    access: 'session',
    label: 'Modifier le nom affiché',
  },
  {
    method: 'POST',
    path: '/api/account/password',
    access: 'session',
    label: 'Changer de mot de passe',
  },
  {
    method: 'GET',
    path: '/api/account/export',
    access: 'session',
    label: 'Export de toutes mes données (JSON)',
  },
  {
    method: 'DELETE',
    path: '/api/account',
    access: 'session',
    label: 'Suppression du compte et de toutes ses données',
  },
];
