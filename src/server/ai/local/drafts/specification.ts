// The outline of a specification (« cahier des charges ») for the project a request names, with the
// facts it gives (budget, dates) in their place and what only the user knows marked to complete.
// The functional needs follow the kind of project (online shop, showcase site, app, premises works).
import { capitalise, fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { specificationNames } from '../understanding/specification.ts';
import { blocks } from './compose.ts';

/** « la refonte de notre site e-commerce » of « un cahier des charges pour la refonte de notre site e-commerce ». */
function projectOf(command: string): string | null {
  // Matched on the folded text, which keeps the message's length: the words are taken as written.
  const match = new RegExp(
    `\\b${specificationNames}\\s+(?:pour|de|du|des|sur|concernant)\\s+([^.?!,;:\\n]{3,100}?)\\s*(?:[.?!,;:\\n]|$)`,
  ).exec(fold(command));
  if (!match?.[1]) return null;
  const start = match.index + match[0].indexOf(match[1]);
  return command
    .slice(start, start + match[1].length)
    .replace(/\b(notre|mon|ma)\b/giu, 'votre')
    .replace(/\b(nos|mes)\b/giu, 'vos')
    .trim();
}

interface ProjectKind {
  pattern: RegExp;
  needs: string[];
  constraints: string[];
}

const kinds: ProjectKind[] = [
  {
    pattern: /e-?commerce|boutique en ligne|site marchand|vente en ligne/,
    needs: [
      'Catalogue : familles de produits, fiches (photos, description, prix, stock, variantes)',
      'Recherche et filtres (prix, taille, disponibilité)',
      'Panier, commande et paiement en ligne (carte, paiement en plusieurs fois si souhaité)',
      'Compte client : historique des commandes, adresses, retours',
      'Livraison : modes, frais, suivi de colis',
      'Back-office : commandes, stocks, promotions, export comptable',
    ],
    constraints: [
      'Site utilisable sur mobile (la majorité des visites)',
      'Paiement sécurisé (3-D Secure) et conformité RGPD (consentement, données clients)',
      'Mentions légales et conditions générales de vente à jour',
      'Reprise du catalogue et des clients existants, redirections des anciennes adresses (SEO)',
    ],
  },
  {
    pattern: /site|vitrine|page web|landing/,
    needs: [
      'Pages : accueil, présentation, services ou produits, réalisations, contact',
      'Formulaire de contact ou de demande de devis, avec réponse automatique',
      'Modification des textes et des photos sans prestataire (outil de gestion de contenu)',
      'Référencement naturel : titres, descriptions, vitesse, fiche Google Business',
    ],
    constraints: [
      'Site utilisable sur mobile et accessible (RGAA)',
      'Conformité RGPD : bandeau de consentement, formulaire, hébergement des données',
      'Nom de domaine et hébergement : à qui ils appartiennent, qui les renouvelle',
    ],
  },
  {
    pattern: /logiciel|application|appli|outil|crm|erp|plateforme|intranet/,
    needs: [
      'Utilisateurs et rôles : qui s’en sert, avec quels droits',
      'Fonctions indispensables au lancement, puis celles qui peuvent attendre',
      'Données : ce qu’on saisit, ce qu’on importe de l’existant, ce qu’on exporte',
      'Liens avec vos autres outils (comptabilité, messagerie, agenda)',
    ],
    constraints: [
      'Hébergement et sauvegardes, en France ou dans l’Union européenne (RGPD)',
      'Accès sur ordinateur et sur mobile, temps de réponse attendus',
      'Formation des utilisateurs et support après la mise en service',
    ],
  },
  {
    pattern: /travaux|renovation|amenagement|locaux|bureaux|magasin|atelier|chantier/,
    needs: [
      'Surfaces et pièces concernées, plans et photos de l’existant',
      'Travaux attendus, lot par lot (gros œuvre, électricité, plomberie, finitions)',
      'Matériaux et niveau de finition souhaités',
    ],
    constraints: [
      'Normes applicables (accessibilité des ERP, sécurité incendie, électricité)',
      'Activité maintenue pendant les travaux ou non, horaires d’intervention',
      'Assurances du prestataire (décennale, responsabilité civile)',
    ],
  },
];

const generic: Omit<ProjectKind, 'pattern'> = {
  needs: [
    'Ce que le résultat doit permettre de faire, concrètement, et pour qui',
    'Les fonctions ou prestations indispensables, puis celles qui sont souhaitables',
    'Ce qui existe déjà et doit être repris ou conservé',
  ],
  constraints: [
    'Normes et obligations qui s’appliquent (RGPD, accessibilité, sécurité)',
    'Compatibilité avec vos outils et votre organisation actuels',
  ],
};

export function specificationWriter(conversation: Conversation): string {
  const { request, company, today, style } = conversation;
  // « Plus court »: the one page of a first consultation (the needs, the date, the budget).
  const short = style.length < 0;
  const { facts, command } = request;
  const project = projectOf(command);
  const kind = kinds.find((k) => k.pattern.test(fold(project ?? command))) ?? generic;
  const title = project ? capitalise(project) : 'Votre projet';
  const who = company.name
    ? `${company.name}${company.activity ? `, ${company.activity}` : ''}${company.city ? ` (${company.city})` : ''}`
    : null;
  const budget = facts.amounts[0] ?? null;
  const deadline = facts.dates.find((date) => !date.timeOnly && date.day > today)?.label ?? null;
  const sections = [
    `**1. Contexte et objectifs**\n- Qui nous sommes : ${who ?? '_à compléter : l’entreprise, son activité, ses clients_'}\n- Pourquoi ce projet maintenant : _à compléter_\n- Objectifs mesurables : _à compléter (par exemple « deux fois plus de demandes de devis en six mois »)_`,
    `**2. Périmètre**\n- Inclus : _à compléter_\n- Exclu : _à compléter (ce que le prestataire n’a pas à faire)_`,
    `**3. Besoins fonctionnels**\n${kind.needs
      .slice(0, short ? 3 : undefined)
      .map((need) => `- ${need}`)
      .join('\n')}`,
    `**4. Contraintes**\n${kind.constraints.map((constraint) => `- ${constraint}`).join('\n')}`,
    '**5. Livrables attendus**\n- Ce qui est remis à la fin (fichiers, accès, documentation, formation)\n- La propriété de ce qui est livré (droits, codes sources, comptes)',
    `**6. Planning**\n- Mise en service souhaitée : ${deadline ?? '_à compléter_'}\n- Jalons : validation de la maquette ou du devis détaillé, réalisation, recette, mise en service`,
    `**7. Budget**\n- Enveloppe : ${budget ?? '_à compléter (donner une fourchette aide à comparer les offres)_'}`,
    '**8. Recette et critères d’acceptation**\n- Comment vous vérifiez que c’est conforme, et le délai de correction des défauts\n- La garantie et la maintenance après la livraison',
    '**9. Réponse attendue des prestataires**\n- Leur compréhension du besoin, la méthode, le planning, le prix détaillé et des références comparables\n- La date limite de réponse : _à compléter_',
  ];
  const kept = short ? sections.filter((_, index) => [0, 2, 5, 6].includes(index)) : sections;
  return blocks(
    short
      ? `Voici la version courte du cahier des charges pour **${title}**, une page pour une première consultation :`
      : `Voici la trame du cahier des charges pour **${title}**, à compléter là où seul vous savez :`,
    `## Cahier des charges — ${title}`,
    ...kept,
    short
      ? 'Je peux revenir à la version complète, ou préparer le planning du projet.'
      : 'Je peux le raccourcir en une page pour une première consultation, ou préparer le planning du projet.',
  );
}
