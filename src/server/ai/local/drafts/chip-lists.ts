// Chip's lists: whom to prospect (target segments for the user's activity) and a sequence of
// prospecting messages. Both honour the number asked and are built from the request's activity,
// place and audience, most promising first, so "which one first?" can pick from them.
import { capitalise, fold, withoutArticle } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { writesMessage } from '../understanding/instructions.ts';
import { blocks } from './compose.ts';
import { countFor } from './work-parts.ts';

/** A request for whom to prospect rather than for a message to send. */
export function asksForTargets(command: string): boolean {
  const folded = fold(command);

  const targets =
    /\b(cibles?|ciblage|segments?|pistes? de (clients|prospects)|prospects? (potentiels?|a (contacter|demarcher|prospecter|cibler))|qui (prospecter|demarcher|contacter|cibler)|quel(le)?s? (types? de )?(clients|prospects|secteurs|entreprises|structures|commerces)|(clients|prospects|entreprises|secteurs) (a )?(cibler|demarcher|prospecter)|cibler|idees? de (clients|prospects|cibles|secteurs)|(?:trouve|cherche|deniche|degote)\w*(?:-moi|-nous| moi| nous)? (?:des|de nouveaux|d'autres|quelques|plus de) (?:prospects|clients)|types? de (clients|prospects|entreprises) a)\b/;
  return targets.test(folded) && !writesMessage.test(folded);
}

/** A request for several messages in a row: "une séquence de 4 messages", "3 emails de relance". */
export function asksForSequence(command: string): boolean {
  const folded = fold(command);
  return (
    /\b(sequence|cadence|campagne de (prospection|relance))\b/.test(folded) ||
    /\b(\d{1,2}|deux|trois|quatre|cinq|six) (messages|emails|e-mails|mails|relances|touches|etapes)\b/.test(
      folded,
    )
  );
}

interface Segment {
  name: string;
  why: string;
}

/** Target segments by kind of activity, most promising first. */
const segmentFamilies: Array<{ activity: RegExp; segments: Segment[] }> = [
  {
    activity: /\b(nettoyage|menage|proprete|entretien des locaux|desinfection|vitres|climatisation)\b/,
    segments: [
      {
        name: 'Cabinets d’expertise comptable et d’avocats',
        why: 'des bureaux occupés toute l’année, qui reçoivent des clients et soignent leur image',
      },
      {
        name: 'Cabinets médicaux et paramédicaux',
        why: 'l’hygiène y est une obligation, avec un passage régulier et des exigences précises',
      },
      {
        name: 'Agences immobilières et syndics de copropriété',
        why: 'vitrines et parties communes à entretenir, souvent plusieurs sites par client',
      },
      {
        name: 'Espaces de coworking et centres d’affaires',
        why: 'un passage quotidien et beaucoup de surfaces partagées : un contrat récurrent',
      },
      {
        name: 'PME des zones d’activité tertiaires',
        why: 'sans services généraux, elles externalisent volontiers et signent à l’année',
      },
      {
        name: 'Agences bancaires et d’assurance',
        why: 'réseaux d’agences avec cahier des charges : un contrat peut couvrir plusieurs sites',
      },
      {
        name: 'Écoles privées et organismes de formation',
        why: 'des locaux très fréquentés, à remettre en état chaque soir et pendant les vacances',
      },
    ],
  },
  {
    activity:
      /\b(informatique|logiciels?|saas|web|site (web|internet)|digital|numerique|cybersecurite|reseaux?|infogerance)\b/,
    segments: [
      {
        name: 'PME de 10 à 50 salariés sans service informatique',
        why: 'le dirigeant gère l’informatique lui-même et cherche à déléguer',
      },
      {
        name: 'Cabinets d’expertise comptable',
        why: 'données sensibles, échéances fiscales : une panne leur coûte cher',
      },
      {
        name: 'Cliniques, cabinets médicaux et laboratoires',
        why: 'obligations fortes sur les données de santé',
      },
      {
        name: 'Commerces et réseaux de franchisés',
        why: 'caisse, site et stocks à relier, souvent plusieurs points de vente',
      },
      { name: 'Agences immobilières', why: 'beaucoup d’outils en ligne et de déplacements à équiper' },
      {
        name: 'Associations et organismes de formation',
        why: 'des budgets serrés mais des besoins réels, souvent subventionnés',
      },
    ],
  },
  {
    activity: /\b(restauration|restaurant|traiteur|boulangerie|patisserie|cafe|alimentaire|plateaux repas)\b/,
    segments: [
      {
        name: 'Entreprises de plus de 50 salariés sans restaurant d’entreprise',
        why: 'repas d’équipe, réunions et séminaires toute l’année',
      },
      {
        name: 'Agences événementielles et lieux de réception',
        why: 'elles sous-traitent la restauration à chaque événement',
      },
      { name: 'Hôtels sans restaurant', why: 'petits-déjeuners et plateaux à proposer à leurs clients' },
      {
        name: 'Écoles, crèches et centres de loisirs',
        why: 'des besoins quotidiens et des contrats à l’année',
      },
      { name: 'Comités d’entreprise (CSE)', why: 'fêtes de fin d’année et événements du personnel' },
      { name: 'Commerces de proximité et épiceries fines', why: 'des produits locaux à mettre en rayon' },
    ],
  },
  {
    activity: /\b(traduction|tradu\w*|interpret\w*|juridique|redaction|relecture)\b/,
    segments: [
      {
        name: 'Cabinets d’avocats et études de notaires',
        why: 'contrats, actes et pièces de procédure en langue étrangère, souvent à rendre dans l’urgence',
      },
      {
        name: 'PME exportatrices et filiales de groupes étrangers',
        why: 'contrats, conditions générales et documents de conformité à livrer dans plusieurs langues',
      },
      {
        name: 'Services juridiques, RH et achats des entreprises',
        why: 'contrats de travail, accords fournisseurs et règlements à faire comprendre à l’étranger',
      },
      {
        name: 'Experts-comptables et commissaires aux comptes',
        why: 'des états financiers et des statuts à livrer en anglais pour leurs clients à l’international',
      },
    ],
  },
  {
    activity: /\b(plomb\w*|electric\w*|renovation|batiment|chauffage|menuiserie|peinture|travaux|artisan)\b/,
    segments: [
      { name: 'Syndics de copropriété', why: 'des interventions régulières sur de nombreux immeubles' },
      {
        name: 'Agences immobilières et gestionnaires locatifs',
        why: 'remises en état entre deux locataires, urgences',
      },
      { name: 'Commerces et restaurants', why: 'une panne les empêche d’ouvrir : ils paient la réactivité' },
      { name: 'Bailleurs sociaux', why: 'des marchés d’entretien récurrents sur tout un parc' },
      {
        name: 'Architectes et maîtres d’œuvre',
        why: 'ils recommandent des artisans fiables à leurs clients',
      },
      { name: 'Hôtels et résidences de tourisme', why: 'maintenance continue et travaux hors saison' },
    ],
  },
];

/** Segments for any B2B activity, when none of the families fits. */
const anySegments: Segment[] = [
  {
    name: 'PME locales de 10 à 50 salariés',
    why: 'assez grandes pour avoir le besoin, assez petites pour décider vite',
  },
  { name: 'Commerces et franchisés du centre-ville', why: 'une décision prise par le gérant, sur place' },
  {
    name: 'Professions libérales (avocats, comptables, médecins)',
    why: 'un bon pouvoir d’achat et un fort bouche-à-oreille',
  },
  {
    name: 'Entreprises récemment créées ou qui déménagent',
    why: 'elles s’équipent et choisissent leurs prestataires maintenant',
  },
  {
    name: 'Associations et collectivités locales',
    why: 'des besoins réguliers, avec un budget voté à l’année',
  },
  {
    name: 'Clients de vos concurrents mécontents',
    why: 'les avis en ligne montrent où les prendre en défaut',
  },
  { name: 'Partenaires prescripteurs de votre secteur', why: 'un partenaire vous apporte plusieurs clients' },
];

/** "entreprise de nettoyage de bureaux": the activity the user sells, as written, without its place. */
function sellerActivity(conversation: Conversation): string | null {
  const { command, facts } = conversation.request;
  const match =
    /\bpour (?:une|un|mon|ma|notre|l'|la|le) ?((?:entreprise|societe|agence|cabinet|boutique|start-?up|pme|activite|commerce|magasin|atelier|studio)\s+(?:de|d'|du|des|en)\s*[^,.;!?]+)/.exec(
      fold(command),
    );
  if (match?.index === undefined) return conversation.company.activity;
  const start = match.index + match[0].indexOf(match[1] ?? '');
  let activity = command.slice(start, start + (match[1]?.length ?? 0)).trim();
  for (const place of facts.places) {
    const at = activity.search(new RegExp(`\\s(?:à|a|en|sur|dans|au)\\s+${place}`));
    if (at > 0) activity = activity.slice(0, at);
  }
  return activity;
}

// "cabinet de traduction" → "un cabinet de traduction"; "agence web" → "une agence web".
function activityWithArticle(activity: string): string {
  const bare = activity.replace(/^(une|un)\s+/i, '');
  const masculine =
    /^(cabinet|commerce|magasin|atelier|studio|bureau|garage|restaurant|salon|institut)\b/.test(fold(bare));
  return `${masculine ? 'un' : 'une'} ${bare}`;
}

export function targetsWriter(conversation: Conversation): string {
  const { request, company } = conversation;
  const count = countFor(
    conversation,
    /^(idees?|cibles?|pistes?|segments?|secteurs?|prospects?|types?|clients?)$/,
    5,
  );
  const activity = sellerActivity(conversation);
  const place = request.facts.places[0] ?? company.city;
  const folded = fold(`${activity ?? ''} ${request.command}`);
  const family = segmentFamilies.find(({ activity: pattern }) => pattern.test(folded))?.segments ?? [];
  const segments = [
    ...family,
    ...anySegments.filter((segment) => !family.some((s) => s.name === segment.name)),
  ];
  const where = place ? ` à ${place}` : '';
  return blocks(
    `${voices.chip.ack} Voici ${count} cibles à prospecter${activity ? ` pour ${activityWithArticle(activity)}` : ''}${where}, de la plus prometteuse à la moins prometteuse :`,
    segments
      .slice(0, count)
      .map((segment, index) => `${index + 1}. **${segment.name}** — ${segment.why}.`)
      .join('\n'),
    `**Pour trouver les noms${where} :** l’annuaire des entreprises (annuaire-entreprises.data.gouv.fr, filtre par code NAF et commune), Google Maps et LinkedIn pour le bon interlocuteur.`,
    'Dites-moi laquelle vous tente : je vous écris le premier message pour ce type de client.',
  );
}

/** "des cabinets d'architectes": who the sequence is for, as written. */
function audienceOf(conversation: Conversation): string | null {
  const { command, facts } = conversation.request;
  const match = /\b(?:pour|aupres de|a destination de|vers)\s+((?:des|les|de|d')\s*[^,.;!?]+)/u.exec(
    fold(command),
  );
  if (match?.index !== undefined) {
    const start = match.index + match[0].indexOf(match[1] ?? '');
    return command.slice(start, start + (match[1]?.length ?? 0)).trim();
  }
  return facts.companies[0] ?? null;
}

const steps: Array<{ day: number; channel: string; goal: string; text: (audience: string) => string }> = [
  {
    day: 0,
    channel: 'email',
    goal: 'l’accroche',
    text: (audience) =>
      `Présentez-vous en une phrase, nommez un problème concret que rencontrent les ${withoutArticle(audience)} et ce que vous y changez ; terminez par une question simple (« Est-ce un sujet pour vous en ce moment ? »).`,
  },
  {
    day: 3,
    channel: 'LinkedIn',
    goal: 'la prise de contact',
    text: () =>
      'Invitation personnalisée de 300 caractères maximum, sans argumentaire : faites référence à un de leurs projets ou publications.',
  },
  {
    day: 7,
    channel: 'email',
    goal: 'la preuve',
    text: () =>
      `Partagez un résultat chiffré obtenu pour un client du même type, ou un conseil utile ; proposez un échange de 15 minutes avec deux créneaux précis.`,
  },
  {
    day: 14,
    channel: 'email',
    goal: 'le dernier message',
    text: () =>
      'Message de clôture court et poli : « Je ne veux pas vous encombrer : je clos le sujet, sauf si le moment est mal choisi et qu’il vaut mieux en reparler dans trois mois. »',
  },
  {
    day: 10,
    channel: 'appel',
    goal: 'le contact direct',
    text: () =>
      'Appel de deux minutes en fin de matinée : rappelez votre email et demandez qui décide du sujet.',
  },
  {
    day: 21,
    channel: 'email',
    goal: 'le contenu utile',
    text: () =>
      'Envoyez une ressource utile (guide, étude de cas, invitation à un événement) sans rien demander en retour.',
  },
];

export function sequenceWriter(conversation: Conversation): string {
  const count = Math.min(
    countFor(conversation, /^(messages?|e?-?mails?|relances?|touches?|etapes?)$/, 4),
    steps.length,
  );
  const audience = audienceOf(conversation) ?? 'vos prospects';
  // The most useful steps are kept, then put back in calendar order.
  const chosen = steps.slice(0, count).sort((a, b) => a.day - b.day);
  return blocks(
    `${voices.chip.ack} Voici une séquence de ${count} messages de prospection pour ${audience} :`,
    chosen
      .map(
        (step, index) =>
          `${index + 1}. **Jour ${step.day + 1} — ${capitalise(step.channel)} : ${step.goal}** — ${step.text(audience)}`,
      )
      .join('\n'),
    '**Règles de la séquence :** arrêtez dès qu’une réponse arrive, même négative ; gardez chaque message sous 120 mots ; notez chaque envoi dans votre CRM.',
    'Voulez-vous que je rédige le texte complet d’un de ces messages ?',
  );
}
