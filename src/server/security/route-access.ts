import { rateLimitedRoutes } from '../rate-limit/rules.ts';

// Who may call each API route, for the security dashboard's lists of protected and public functions.
// The route table itself comes from the Hono app (app.routes); this registry only adds what
// introspection cannot see (whether a route's guard is requireUser); whether it is rate-limited comes from
// the rules of rate-limit/rules.ts.
// route-access.test.ts fails when the app gains a route that is not listed here, or loses one that is;
// security.test.ts calls every route as a visitor to check that the classification is true.

export type RouteAccess = 'session' | 'public';

export interface RouteRule {
  method: string;
  /** The path exactly as Hono lists it (with :params and *). */
  path: string;
  access: RouteAccess;
  /** What the function does, in French, for the dashboard. */
  label: string;
  /** A concrete path to call in tests when the route has a wildcard. */
  sample?: string;
}

export const routeRules: readonly RouteRule[] = [
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
  { method: 'POST', path: '/api/chat', access: 'public', label: 'Chat IA (démo)' },
  {
    method: 'POST',
    path: '/api/chat/stream',
    access: 'public',
    label: 'Chat IA en continu (démo)',
  },
  {
    method: 'GET',
    path: '/api/conversations',
    access: 'session',
    label: 'Liste des conversations',
  },
  {
    method: 'POST',
    path: '/api/conversations',
    access: 'session',
    label: 'Nouvelle conversation',
  },
  {
    method: 'GET',
    path: '/api/conversations/:id',
    access: 'session',
    label: 'Lecture d’une conversation',
  },
  {
    method: 'DELETE',
    path: '/api/conversations/:id',
    access: 'session',
    label: 'Suppression d’une conversation',
  },
  {
    method: 'POST',
    path: '/api/conversations/:id/messages',
    access: 'session',
    label: 'Message à un employé IA',
  },
  {
    method: 'GET',
    path: '/api/ai/usage',
    access: 'session',
    label: 'Quota de tâches IA',
  },
  {
    method: 'POST',
    path: '/api/ai/automation',
    access: 'session',
    label: 'Automatisation de tâche',
  },
  {
    method: 'POST',
    path: '/api/ai/automation/tasks',
    access: 'session',
    label: 'Création des tâches d’une automatisation',
  },
  {
    method: 'POST',
    path: '/api/ai/email',
    access: 'session',
    label: 'Génération d’emails',
  },
  {
    method: 'POST',
    path: '/api/ai/report',
    access: 'session',
    label: 'Génération de rapports',
  },
  {
    method: 'POST',
    path: '/api/demo-requests',
    access: 'public',
    label: 'Demande de démonstration',
  },
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
    method: 'GET',
    path: '/api/ai/reports',
    access: 'session',
    label: 'Historique des rapports',
  },
  {
    method: 'GET',
    path: '/api/ai/reports/:id',
    access: 'session',
    label: 'Relire un rapport',
  },
  {
    method: 'DELETE',
    path: '/api/ai/reports/:id',
    access: 'session',
    label: 'Supprimer un rapport',
  },
  {
    method: 'GET',
    path: '/api/actions',
    access: 'session',
    label: 'Journal d’activité des employés IA',
  },
  {
    method: 'POST',
    path: '/api/actions/:id/approve',
    access: 'session',
    label: 'Approuver une action proposée',
  },
  {
    method: 'POST',
    path: '/api/actions/:id/reject',
    access: 'session',
    label: 'Refuser une action proposée',
  },
  {
    method: 'GET',
    path: '/api/employees/preferences',
    access: 'session',
    label: 'Autorisations des employés IA',
  },
  {
    method: 'PUT',
    path: '/api/employees/:employee/preference',
    access: 'session',
    label: 'Autoriser un employé IA à agir sans demander',
    sample: '/api/employees/alfred/preference',
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
    path: '/api/speech/status',
    access: 'public',
    label: 'Voix disponibles',
  },
  {
    method: 'POST',
    path: '/api/speech/text-to-speech',
    access: 'session',
    label: 'Synthèse vocale (démo voix)',
  },
  {
    method: 'POST',
    path: '/api/speech/generate-speech',
    access: 'public',
    label: 'Voix des employés IA (« Écouter »)',
  },
  {
    method: 'POST',
    path: '/api/speech/speech-to-text',
    access: 'session',
    label: 'Reconnaissance vocale',
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
  { method: 'GET', path: '/api/projects', access: 'session', label: 'Liste des projets' },
  {
    method: 'POST',
    path: '/api/projects',
    access: 'session',
    label: 'Création d’un projet',
  },
  {
    method: 'GET',
    path: '/api/projects/:id',
    access: 'session',
    label: 'Lecture d’un projet',
  },
  {
    method: 'PATCH',
    path: '/api/projects/:id',
    access: 'session',
    label: 'Modification d’un projet',
  },
  {
    method: 'DELETE',
    path: '/api/projects/:id',
    access: 'session',
    label: 'Suppression d’un projet',
  },
  { method: 'GET', path: '/api/tasks', access: 'session', label: 'Liste des tâches' },
  {
    method: 'POST',
    path: '/api/tasks',
    access: 'session',
    label: 'Création d’une tâche',
  },
  {
    method: 'GET',
    path: '/api/tasks/:id',
    access: 'session',
    label: 'Lecture d’une tâche',
  },
  {
    method: 'PATCH',
    path: '/api/tasks/:id',
    access: 'session',
    label: 'Modification d’une tâche',
  },
  {
    method: 'DELETE',
    path: '/api/tasks/:id',
    access: 'session',
    label: 'Suppression d’une tâche',
  },
  {
    method: 'GET',
    path: '/api/events',
    access: 'session',
    label: 'Liste des événements du planning',
  },
  {
    method: 'POST',
    path: '/api/events',
    access: 'session',
    label: 'Création d’un événement du planning',
  },
  {
    method: 'GET',
    path: '/api/events/:id',
    access: 'session',
    label: 'Lecture d’un événement du planning',
  },
  {
    method: 'PATCH',
    path: '/api/events/:id',
    access: 'session',
    label: 'Modification d’un événement du planning',
  },
  {
    method: 'DELETE',
    path: '/api/events/:id',
    access: 'session',
    label: 'Suppression d’un événement du planning',
  },
  // --- company memory shared by the employees
  {
    method: 'GET',
    path: '/api/memory/profile',
    access: 'session',
    label: 'Profil de l’entreprise',
  },
  {
    method: 'PUT',
    path: '/api/memory/profile',
    access: 'session',
    label: 'Modifier le profil de l’entreprise',
  },
  {
    method: 'GET',
    path: '/api/memory/facts',
    access: 'session',
    label: 'Faits retenus par les employés IA',
  },
  {
    method: 'POST',
    path: '/api/memory/facts',
    access: 'session',
    label: 'Ajouter un fait à retenir',
  },
  {
    method: 'PATCH',
    path: '/api/memory/facts/:id',
    access: 'session',
    label: 'Modifier un fait retenu',
  },
  {
    method: 'DELETE',
    path: '/api/memory/facts/:id',
    access: 'session',
    label: 'Oublier un fait retenu',
  },
  // --- the company brain: documents
  {
    method: 'GET',
    path: '/api/documents',
    access: 'session',
    label: 'Documents de l’entreprise',
  },
  {
    method: 'POST',
    path: '/api/documents',
    access: 'session',
    label: 'Envoyer un document',
  },
  {
    method: 'POST',
    path: '/api/documents/text',
    access: 'session',
    label: 'Coller un texte comme document',
  },
  {
    method: 'GET',
    path: '/api/documents/search',
    access: 'session',
    label: 'Recherche dans les documents',
  },
  {
    method: 'GET',
    path: '/api/documents/passages/:id',
    access: 'session',
    label: 'Passage cité d’un document',
  },
  {
    method: 'GET',
    path: '/api/documents/:id',
    access: 'session',
    label: 'Détails d’un document',
  },
  {
    method: 'GET',
    path: '/api/documents/:id/download',
    access: 'session',
    label: 'Télécharger un document',
  },
  {
    method: 'PATCH',
    path: '/api/documents/:id',
    access: 'session',
    label: 'Renommer un document',
  },
  {
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'session',
    label: 'Supprimer un document',
  },
  // --- time tracking
  {
    method: 'GET',
    path: '/api/time-entries',
    access: 'session',
    label: 'Entrées de temps',
  },
  {
    method: 'GET',
    path: '/api/time-entries/running',
    access: 'session',
    label: 'Minuteur en cours',
  },
  {
    method: 'GET',
    path: '/api/time-entries/summary',
    access: 'session',
    label: 'Totaux de temps par jour, semaine et projet',
  },
  {
    method: 'GET',
    path: '/api/time-entries/export.csv',
    access: 'session',
    label: 'Export CSV du suivi du temps',
  },
  {
    method: 'GET',
    path: '/api/time-entries/:id',
    access: 'session',
    label: 'Lecture d’une entrée de temps',
  },
  {
    method: 'POST',
    path: '/api/time-entries/start',
    access: 'session',
    label: 'Démarrer le minuteur',
  },
  {
    method: 'POST',
    path: '/api/time-entries/:id/stop',
    access: 'session',
    label: 'Arrêter le minuteur',
  },
  {
    method: 'POST',
    path: '/api/time-entries',
    access: 'session',
    label: 'Saisie manuelle de temps',
  },
  {
    method: 'PATCH',
    path: '/api/time-entries/:id',
    access: 'session',
    label: 'Modifier une entrée de temps',
  },
  {
    method: 'DELETE',
    path: '/api/time-entries/:id',
    access: 'session',
    label: 'Supprimer une entrée de temps',
  },
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
  { method: 'GET', path: '/api/webhooks', access: 'session', label: 'Webhook configuré' },
  { method: 'PUT', path: '/api/webhooks', access: 'session', label: 'URL du webhook' },
  {
    method: 'DELETE',
    path: '/api/webhooks',
    access: 'session',
    label: 'Supprimer le webhook',
  },
  {
    method: 'POST',
    path: '/api/webhooks/secret',
    access: 'session',
    label: 'Nouveau secret de signature du webhook',
  },
  {
    method: 'POST',
    path: '/api/webhooks/test',
    access: 'session',
    label: 'Envoi d’un événement de test au webhook',
  },
  {
    method: 'GET',
    path: '/api/webhooks/deliveries',
    access: 'session',
    label: 'Journal des envois du webhook',
  },
  {
    method: 'GET',
    path: '/api/webhooks/deliveries/:id',
    access: 'session',
    label: 'Détail d’un envoi du webhook',
  },
  {
    method: 'POST',
    path: '/api/webhooks/deliveries/:id/retry',
    access: 'session',
    label: 'Renvoyer un événement au webhook',
  },
  {
    method: 'DELETE',
    path: '/api/webhooks/deliveries/:id',
    access: 'session',
    label: 'Supprimer un envoi du journal',
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
  {
    method: 'GET',
    path: '/api/time-entries/options',
    access: 'session',
    label: 'Tâches et projets pour le suivi du temps',
  },
  {
    method: 'GET',
    path: '/api/employees/:employee/tasks',
    access: 'session',
    label: 'Tâches assignées à un employé IA',
    sample: '/api/employees/alfred/tasks',
  },
];

export interface ListedRoute {
  method: string;
  path: string;
  isMiddleware: boolean;
}

export interface ApiFunction {
  method: string;
  path: string;
  label: string;
  rateLimited: boolean;
}

export interface ApiFunctionLists {
  protected: ApiFunction[];
  public: ApiFunction[];
  /** Routes of the app missing from the registry (the unit test keeps this empty). */
  unclassified: Array<{ method: string; path: string }>;
}

/** The API's handlers from the app's route table: middleware and the 404 fallback left out. */
export function apiHandlers(routes: readonly ListedRoute[]): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const handlers: Array<{ method: string; path: string }> = [];
  for (const { method, path, isMiddleware } of routes) {
    if (isMiddleware || !path.startsWith('/api/')) continue;
    if (method === 'ALL' && path === '/api/*') continue; // the JSON 404 for unknown API paths
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    handlers.push({ method, path });
  }
  return handlers;
}

/** Sorts the app's API routes into protected (session required) and public functions. */
export function classifyApiRoutes(routes: readonly ListedRoute[]): ApiFunctionLists {
  const rules = new Map(routeRules.map((rule) => [`${rule.method} ${rule.path}`, rule]));
  const lists: ApiFunctionLists = { protected: [], public: [], unclassified: [] };
  for (const { method, path } of apiHandlers(routes)) {
    const rule = rules.get(`${method} ${path}`);
    if (!rule) {
      lists.unclassified.push({ method, path });
      continue;
    }
    const entry = {
      method,
      path,
      label: rule.label,
      rateLimited: rateLimitedRoutes.has(`${method} ${path}`),
    };
    (rule.access === 'session' ? lists.protected : lists.public).push(entry);
  }
  return lists;
}
