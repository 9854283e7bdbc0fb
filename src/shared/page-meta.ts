import { articleById } from './articles.ts';
import { employees } from './employees.ts';
import { crmRecordPattern, type EmployeeId, employeeIds, isClientRoute, paths } from './routes.ts';

// Each route's French <title> and description: the server writes them into the HTML it sends (so
// links shared and search engines see them without running a script), the client updates them on
// navigation. Public pages are the ones in the sitemap and get OpenGraph and Twitter tags.

export interface PageMeta {
  title: string;
  description: string;
  /** Shown to visitors and search engines: listed in sitemap.xml, shared with a social card. */
  public: boolean;
  /** The page's own address when the path alone does not name it (a blog article: /blog?article=…). */
  canonical?: string;
}

const brand = 'Septime';
const defaultDescription =
  'Septime : sept employés IA spécialisés (assistant, ventes, support, marketing, recrutement, projets, recherche) qui prennent en charge le travail de votre entreprise.';

const staticPages: Record<string, Omit<PageMeta, 'title'> & { title: string }> = {
  [paths.home]: {
    title: `${brand} — votre équipe d’employés IA`,
    description: defaultDescription,
    public: true,
  },
  [paths.auth]: {
    title: `Connexion et inscription — ${brand}`,
    description: 'Connectez-vous à Septime ou créez votre compte pour travailler avec vos sept employés IA.',
    public: true,
  },
  [paths.resetPassword]: {
    title: `Nouveau mot de passe — ${brand}`,
    description: 'Choisissez un nouveau mot de passe pour votre compte Septime.',
    public: false,
  },
  [paths.dashboard]: {
    title: `Tableau de bord — ${brand}`,
    description: 'Votre équipe IA : discutez avec Alfred, Chip, Clide, Suki, Dot, Millie et Spec.',
    public: false,
  },
  [paths.demo]: {
    title: `Démo — ${brand}`,
    description: 'Essayez les employés IA de Septime sans créer de compte.',
    public: true,
  },
  [paths.blog]: {
    title: `Blog — ${brand}`,
    description:
      'Conseils et retours d’expérience pour travailler avec des employés IA dans une entreprise française.',
    public: true,
  },
  [paths.projects]: {
    title: `Projets — ${brand}`,
    description: 'Vos projets, leur avancement et leurs tâches.',
    public: false,
  },
  [paths.integrations]: {
    title: `Intégrations — ${brand}`,
    description: 'Les comptes et outils connectés à votre espace Septime.',
    public: false,
  },
  [paths.test]: {
    title: `Test de paiement — ${brand}`,
    description: 'Vérifiez le parcours de paiement de Septime en mode test.',
    public: false,
  },
  [paths.security]: {
    title: `Sécurité — ${brand}`,
    description: 'La sécurité de votre compte Septime.',
    public: false,
  },
  [paths.demoExamples]: {
    title: `Cas d’usage — ${brand}`,
    description:
      'Démonstrations fonctionnelles : ce que les employés IA de Septime font pour une entreprise, pas à pas.',
    public: true,
  },
  [paths.legal]: {
    title: `Mentions légales et CGU — ${brand}`,
    description:
      'Mentions légales, conditions générales d’utilisation et politique de confidentialité de Septime.',
    public: true,
  },
  [paths.connectors]: {
    title: `Connecteurs — ${brand}`,
    description:
      'Les connecteurs de Septime : messagerie, agenda et webhooks disponibles, CRM, comptabilité et les autres en préparation.',
    public: true,
  },
  [paths.crm]: {
    title: `CRM — ${brand}`,
    description: 'Vos entreprises, contacts et opportunités : le pipeline, la prévision et l’historique.',
    public: false,
  },
  [paths.tasks]: {
    title: `Tâches — ${brand}`,
    description: 'Vos tâches, en liste ou en tableau.',
    public: false,
  },
  [paths.team]: {
    title: `Équipe — ${brand}`,
    description: 'Les sept employés IA de votre équipe.',
    public: false,
  },
  [paths.calendar]: {
    title: `Planning — ${brand}`,
    description: 'Votre planning : rendez-vous, réunions et échéances.',
    public: false,
  },
  [paths.reports]: {
    title: `Rapports — ${brand}`,
    description: 'Les rapports de votre activité, générés et conservés.',
    public: false,
  },
  [paths.timeTracking]: {
    title: `Suivi du temps — ${brand}`,
    description: 'Le temps passé sur vos tâches et projets, semaine par semaine.',
    public: false,
  },
  [paths.automations]: {
    title: `Automatisations — ${brand}`,
    description:
      'Le travail que vos employés IA font seuls : planifié, déclenché par un événement ou un webhook.',
    public: false,
  },
  [paths.approvals]: {
    title: `Approbations — ${brand}`,
    description:
      'Tout ce que vos employés IA proposent, à approuver, modifier ou refuser, et le journal des actions.',
    public: false,
  },
  [paths.support]: {
    title: `Support — ${brand}`,
    description: 'Les demandes de vos clients : tickets, échanges, délais et retards.',
    public: false,
  },
  [paths.documents]: {
    title: `Documents — ${brand}`,
    description: 'Les documents de votre entreprise, que vos employés IA lisent, cherchent et citent.',
    public: false,
  },
  [paths.settings]: {
    title: `Paramètres — ${brand}`,
    description: 'Votre compte, votre équipe, votre abonnement, votre entreprise et vos données.',
    public: false,
  },
  [paths.invitation]: {
    title: `Invitation — ${brand}`,
    description: 'Rejoignez l’organisation de vos collègues sur Septime.',
    public: false,
  },
};

const notFound: PageMeta = {
  title: `Page introuvable — ${brand}`,
  description: 'Cette page n’existe pas.',
  public: false,
};

/**
 * The title and description of the page at `pathname` (the not-found page's for an unknown path);
 * `search` (the query string) names a blog article, which has its own title and canonical address.
 */
export function pageMetaFor(pathname: string, search = ''): PageMeta {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (clean === paths.blog && search) {
    const id = new URLSearchParams(search).get('article');
    const article = id ? articleById(id) : undefined;
    if (article) {
      return {
        title: `${article.title} — Blog ${brand}`,
        description: article.excerpt,
        public: true,
        canonical: `${paths.blog}?article=${encodeURIComponent(article.id)}`,
      };
    }
  }
  const known = staticPages[clean];
  if (known) return known;
  const ai = /^\/ai\/([a-z]+)$/.exec(clean);
  if (ai && (employeeIds as readonly string[]).includes(ai[1]!)) {
    const employee = employees.find((e) => e.id === (ai[1] as EmployeeId));
    if (employee) {
      return {
        title: `${employee.name}, ${employee.role.toLowerCase()} — ${brand}`,
        description: `Travaillez avec ${employee.name} (${employee.role.toLowerCase()}) : conversation et tâches assignées.`,
        public: false,
      };
    }
  }
  if (/^\/projects\/[^/]+$/.test(clean) && isClientRoute(clean)) {
    return {
      title: `Projet — ${brand}`,
      description: 'Le détail d’un projet et de ses tâches.',
      public: false,
    };
  }
  if (crmRecordPattern.test(clean)) {
    return {
      title: `Fiche CRM — ${brand}`,
      description: 'Une entreprise ou une opportunité du CRM et son historique.',
      public: false,
    };
  }
  if (/^\/support\/[^/]+$/.test(clean) && isClientRoute(clean)) {
    return {
      title: `Ticket — ${brand}`,
      description: 'Le détail d’un ticket et de ses échanges.',
      public: false,
    };
  }
  if (/^\/contact\/[^/]+$/.test(clean) && isClientRoute(clean)) {
    return {
      title: `Nous contacter — ${brand}`,
      description: 'Écrivez-nous\u00a0: votre message arrive directement à notre support.',
      public: false,
    };
  }
  if (/^\/checkout\/sandbox\/[^/]+$/.test(clean) && isClientRoute(clean)) {
    return {
      title: `Paiement — ${brand}`,
      description: 'Finalisez votre abonnement Septime.',
      public: false,
    };
  }
  return notFound;
}

/** The public routes, for sitemap.xml. */
export function publicPaths(): string[] {
  return Object.entries(staticPages)
    .filter(([, meta]) => meta.public)
    .map(([path]) => path);
}

/** Every static route with its own entry (the test checks none of `paths` is left without one). */
export function describedPaths(): string[] {
  return Object.keys(staticPages);
}
