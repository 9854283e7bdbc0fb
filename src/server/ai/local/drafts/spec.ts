// Spec, the researcher: watch briefs and competitor grids. Offline, Spec has no web access, so it
// gives the angles, questions, indicators and kinds of sources, never invented figures or articles.

import { weekday } from '../../../../shared/paris-time.ts';
import {
  asYours,
  capitalise,
  eurosSaid,
  fold,
  formatDay,
  nextWorkingDay,
  withDe,
  withoutArticle,
} from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import type { Intent } from '../understanding/corpus.ts';
import { preferenceAsked, prosAndCons } from '../understanding/decisions.ts';
import { frenchCities } from '../understanding/lexicon.ts';
import { projectNamedIn } from '../workspace.ts';
import { blocks, keep, listWords } from './compose.ts';
import { costComparison, yearlyCostCell } from './cost-comparison.ts';
import {
  pickAsked,
  quotesGrid,
  quotesMessage,
  quotesOf,
  quotesRankingAsked,
  quotesRecommendation,
  requestText,
} from './given-quotes.ts';
import { countFor, opening } from './work-parts.ts';
import type { Writer } from './writer.ts';

const offline =
  "_Hors ligne, je n'ai pas accès au web : je ne cite ni chiffre ni article que je ne peux pas vérifier. Voici la méthode, prête à suivre._";

/** The subject of the research, in the user's words. */
function subjectOf(conversation: Conversation): string | null {
  const { facts, command } = conversation.request;
  if (facts.subject) return facts.subject;
  if (facts.quoted[0]) return facts.quoted[0];
  // "une synthèse des tendances du e-commerce": the nouns of the request are read through to the
  // topic ("le e-commerce"), its article kept.
  const match =
    /\b(?:(?:veille|etude|recherche\w*|rapport|note|tendances|actualites|informations?|synthese|analyse)\s+(?:\w+\s+)?(?:sur|de|du|des|dans)\s+)+(.{3,80}?)\s*[?.!]*$/.exec(
      fold(command),
    );
  // "Surveille ce que font mes concurrents boulangers à Reims": the rivals named are the subject.
  const rivals = /\b(?:mes|nos|les|des|ses|leurs) (concurrents?\b.{0,60}?)\s*[?.!]*$/.exec(fold(command));
  if (!match?.[1] && rivals?.[1]) {
    const start = rivals.index + rivals[0].indexOf(rivals[1]);
    return `les ${command.slice(start, start + rivals[1].length).trim()}`;
  }
  if (!match?.[1]) return facts.companies[0] ?? facts.activity ?? null;
  const at = match[0].lastIndexOf(match[1]);
  const start = (match.index ?? 0) + at;
  const linked = /(du|des)\s+$/.exec(match[0].slice(0, at))?.[1];
  const article = linked === 'du' ? 'le ' : linked === 'des' ? 'les ' : '';
  return `${article}${command.slice(start, start + match[1].length).trim()}`;
}

function nextFriday(today: number): number {
  let day = nextWorkingDay(today);
  while (weekday(day) !== 5) day = nextWorkingDay(day);
  return day;
}

/** The figures a request gives about its own business: "312 commandes", "panier moyen de 64 €"… */
function givenFigures(conversation: Conversation): string[] {
  const { command, pasted } = conversation.request;
  const folded = fold(command);
  const report = /\b(rapport|bilan|compte rendu|synthese|point|recap\w*|resultats?)\b/.test(folded);
  const text = pasted ?? /:\s*(.+)$/.exec(command)?.[1] ?? '';
  if (!report || !text) return [];
  const pieces = text
    .replace(/[.!]\s*$/, '')
    .split(/\s*;\s*|,\s+(?!\d{3}\b)|\s+et\s+(?=\d)/)
    .map((piece) => piece.trim().replace(/^(?:et|puis|mais|enfin)\s+/i, ''))
    .filter((piece) => piece.length > 2);
  return pieces.filter((piece) => /\d/.test(piece)).length >= 2 ? pieces : [];
}

// « pour mon associé », « pour la banque »: who the report is for is not what it is about.
const audience =
  /\s+pour\s+(?:mon|ma|mes|notre|nos|le|la|les|l['’])\s*(?:associ\w*|banqu\w*|comptable|expert-comptable|equipe|patron\w*|direct\w*|conseil|actionnaires?|investisseurs?|salari\w*|collaborat\w*)\s*$/i;

const number = (text: string) => Number(text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
const euros = (value: number) => eurosSaid(Math.round(value));

/** A report on the user's own figures: the figures as given, what they mean, what to do next. */
function figuresReport(conversation: Conversation, given: string[]): string {
  const { style } = conversation;
  const said = subjectOf(conversation);
  const subject = said?.replace(audience, '') ?? null;
  // What is not a figure (« on a perdu le contrat de la flotte Enedis ») is a fact of the month.
  const figures = given.filter((piece) => /\d/.test(piece));
  const events = given.filter((piece) => !/\d/.test(piece));
  const title = subject ? capitalise(subject.replace(/^(nos|notre|mes|mon|ma)\s+/i, '')) : 'Rapport';
  const joined = figures.join(' ; ');
  // Orders × average basket: the turnover the figures imply, said as an estimate.
  const orders = /(\d[\d\s\u00a0\u202f]*)\s+(commandes|ventes|clients|factures)/i.exec(joined);
  const basket = /panier moyen[^\d]*(\d[\d\s\u00a0\u202f]*(?:,\d+)?)\s*€/i.exec(joined);
  const turnover = orders && basket ? number(orders[1] ?? '') * number(basket[1] ?? '') : null;
  const returns = /(\d+(?:,\d+)?)\s*%\s*de\s+retours?/i.exec(joined);
  const returned =
    returns && orders ? Math.round((number(returns[1] ?? '') / 100) * number(orders[1] ?? '')) : null;
  const best = figures.find((figure) => /meilleur|top|best/i.test(figure));
  // A turnover given with a number of customers or orders: the average per customer.
  const givenTurnover = /chiffre d[’']affaires[^\d]*(\d[\d\s\u00a0\u202f]*(?:,\d+)?)\s*€/i.exec(joined);
  const customers = /(\d[\d\s\u00a0\u202f]*)\s+(clients|commandes|ventes)/i.exec(joined);
  const perCustomer =
    givenTurnover && customers && number(customers[1] ?? '') > 0
      ? {
          value: number(givenTurnover[1] ?? '') / number(customers[1] ?? ''),
          per: customers[2] === 'clients' ? 'client' : 'commande',
        }
      : null;
  if (style.length < 0) {
    // Short, for a chat message: one line of figures, one of action.
    return blocks(
      opening(conversation, 'spec', 'une version', ''),
      `📊 **${title}** : ${given.join(', ')}.`,
      turnover !== null && `Soit environ ${euros(turnover)} de chiffre d’affaires.`,
    );
  }
  return blocks(
    opening(
      conversation,
      'spec',
      'une version',
      `Voici le rapport sur ${subject ?? 'vos chiffres'} :`,
      'Bien sûr.',
    ),
    `## ${title}`,
    `**Chiffres clés**\n${figures.map((figure) => `- ${capitalise(figure)}`).join('\n')}`,
    events.length > 0 && `**Faits marquants**\n${events.map((event) => `- ${capitalise(event)}`).join('\n')}`,
    `**Lecture**\n${
      [
        turnover !== null &&
          `- Chiffre d’affaires estimé : ${euros(turnover)} (${orders?.[1]?.trim()} × ${basket?.[1]?.trim()} €).`,
        perCustomer &&
          `- Soit en moyenne ${euros(perCustomer.value)} par ${perCustomer.per} : le chiffre à suivre d’un mois sur l’autre.`,
        returned !== null &&
          `- Environ ${returned} commandes retournées : un taux à comparer aux mois précédents et à analyser par motif.`,
        best &&
          `- ${capitalise(best.includes(':') ? best.slice(best.indexOf(':') + 1).trim() : best)} : votre meilleure vente, à mettre en avant dans les prochaines actions.`,
      ]
        .filter(Boolean)
        .join('\n') || '- Comparez chaque chiffre au mois précédent et au même mois l’an dernier.'
    }`,
    ...keep(
      [
        {
          text: `**Prochaines étapes**\n- Comparer avec le mois précédent et l’an dernier${returns ? '\n- Identifier les motifs de retour les plus fréquents' : ''}\n- Fixer un objectif chiffré pour le mois prochain`,
          level: 1,
        },
      ],
      style,
    ),
  );
}

const research: Writer = (conversation) => {
  // A report on figures the user gave is written from them, not a market watch.
  const figures = givenFigures(conversation);
  if (figures.length) return figuresReport(conversation, figures);
  const { facts } = conversation.request;
  const { company, today, style, workspace } = conversation;
  const subject = subjectOf(conversation);
  const topic = subject ?? 'votre sujet';
  const core = withoutArticle(topic);
  const market = /\b(marche|etude de marche|secteur|clients?)\b/.test(fold(conversation.request.command));
  const anglePool = [
    `**Marché** : taille, croissance et segments ${subject ? withDe(topic) : 'du marché'}`,
    `**Clients** : qui achète, pour quel besoin, avec quel budget`,
    `**Acteurs** : leaders, challengers, nouveaux entrants${facts.companies.length ? ` (dont ${listWords(facts.companies)})` : ''}`,
    `**Réglementation** : textes en vigueur et à venir${subject ? ` sur ${topic}` : ''}`,
    `**Technologies et usages** : ce qui change les pratiques`,
    `**Prix et modèles économiques** : comment les acteurs se rémunèrent`,
    `**Risques** : ce qui pourrait freiner ou menacer${company.name ? ` ${company.name}` : ' votre activité'}`,
    `**Opportunités** : besoins mal servis, niches, partenariats`,
    `**Territoire** : ce qui se passe ${facts.places[0] ? `à ${facts.places[0]}` : company.city ? `à ${company.city}` : 'près de chez vous'}`,
    `**Signaux faibles** : initiatives récentes, annonces de recrutement, levées de fonds`,
  ];
  const questionPool = [
    `Qu'est-ce qui a changé récemment${subject ? ` sur ${topic}` : ''} (usages, technologies, règles) ?`,
    'Quels acteurs comptent, et comment se positionnent-ils ?',
    `Quels risques et quelles opportunités pour ${company.name ?? 'votre entreprise'}${company.activity ? ` (${company.activity})` : ''} ?`,
    'Qui sont les clients, et qu’attendent-ils ?',
    'Quelles obligations légales s’appliquent, ou vont s’appliquer ?',
    'Quels prix et quelles offres observe-t-on ?',
    'Quelles tendances se confirment sur un an ?',
    'Que faudrait-il tester ou décider dans les trois prochains mois ?',
    'Quelles compétences ou quels partenaires faudrait-il ?',
    'Quels chiffres publics manquent, et où les obtenir ?',
  ];
  const angleCount = countFor(
    conversation,
    /^(angles?|axes?|pistes?|tendances?|points?|sujets?|idees?)$/,
    style.length < 0 ? 3 : 4,
  );
  const questionCount = countFor(conversation, /^questions?$/, style.length < 0 ? 3 : 5);
  const take = (pool: string[], count: number) =>
    Array.from(
      { length: count },
      (_, index) => pool[index] ?? `Point ${index + 1} à creuser${subject ? ` sur ${topic}` : ''}`,
    );
  const indicators = [
    subject
      ? `Volume de recherches et de mentions de « ${core} »`
      : 'Volume de recherches et de mentions de vos mots-clés',
    'Prix pratiqués et évolution des offres',
    'Annonces des acteurs : lancements, recrutements, levées',
    'Textes réglementaires publiés ou en consultation',
    'Avis et retours clients',
  ];
  const sources = [
    'Statistiques publiques (INSEE, ministères, autorités du secteur)',
    'Fédérations et organisations professionnelles',
    'Presse spécialisée et newsletters du secteur',
    "Sites, communiqués et offres d'emploi des acteurs",
    'Alertes sur les mots-clés et réseaux professionnels',
  ];
  const related = subject ? projectNamedIn(workspace, subject) : null;
  return blocks(
    // Without a subject, no placeholder is shown as one: the method stands, and the subject is asked.
    opening(
      conversation,
      'spec',
      'une version',
      subject
        ? `Sujet : **${topic}**.`
        : 'Le sujet reste à préciser : voici déjà ce qu’une veille doit couvrir.',
    ),
    offline,
    `**${market ? "Axes de l'étude" : 'Angles de veille'}**\n${take(anglePool, angleCount)
      .map((angle, index) => `${index + 1}. ${angle}`)
      .join('\n')}`,
    `**Questions à résoudre**\n${take(questionPool, questionCount)
      .map((question, index) => `${index + 1}. ${question}`)
      .join('\n')}`,
    ...keep(
      [
        { text: `**Indicateurs à suivre**\n${indicators.map((line) => `- ${line}`).join('\n')}`, level: 0 },
        { text: `**Sources à consulter**\n${sources.map((line) => `- ${line}`).join('\n')}`, level: 1 },
        {
          text: `**Livrable :** une synthèse d'une page chaque vendredi, à partir du ${formatDay(nextFriday(today), today)} : 3 faits sourcés, 1 signal faible, 1 recommandation.`,
          level: 1,
        },
        facts.dates[0] && { text: `**Échéance demandée :** ${facts.dates[0].label}.`, level: 0 },
        related && { text: `**Lien avec vos projets :** ${related.name} (${related.progress} %).`, level: 2 },
      ],
      style,
    ),
    !subject && 'Précisez le sujet (« sur la rénovation énergétique ») et j’adapte les angles.',
  );
};

// "… : Pennylane, Axonaut et Sellsy", "entre Qonto, Shine ou Blank": a run of capitalised names
// joined by commas and "et"/"ou" names the items, even the first one, which reads as a sentence start.
const nameWord = String.raw`\p{Lu}[\p{L}\d'’&-]*(?:\s+\p{Lu}[\p{L}\d'’&-]*)*`;
// "… et la BNP", "… ou le Crédit Agricole": an article may come before a name.
const namedItem = String.raw`(?:(?:la|le|les|l['’])\s*)?${nameWord}`;
const namedList = new RegExp(
  String.raw`(${nameWord})((?:\s*,\s*${namedItem})*)\s+(?:et|ou)\s+(${namedItem})`,
  'gu',
);

function listedNames(command: string): string[] {
  return [...command.matchAll(namedList)].flatMap((match) =>
    [match[1], ...(match[2] ?? '').split(/\s*,\s*/), match[3]]
      .map((name) => name?.trim().replace(/^(?:la|le|les)\s+|^l['’]\s*/, '') ?? '')
      // "Compare" opening the sentence is a verb, not a name.
      .filter(
        (name) => name.length > 1 && !/^(compar|analys|etudi|fais|donne|peux|pourrais)/.test(fold(name)),
      ),
  );
}

/** Competitors named in the request: companies, capitalised names, quotations; split on "et" and commas. */
export function competitorsOf(conversation: Conversation): string[] {
  const { facts } = conversation.request;
  // "un benchmark de Qonto" reads Qonto as a place: a name that is no known place is a competitor.
  const unknownPlaces = facts.places.filter((place) => !frenchCities.has(fold(place)));
  const names = [
    ...listedNames(conversation.request.command),
    ...facts.people.map((person) => person.name),
    ...facts.companies,
    // "l'offre de Free Pro à 39,99 €": offers named with their price are the items compared.
    ...[
      ...conversation.request.command.matchAll(
        /(\p{Lu}[\p{L}\d'’&-]*(?:\s+\p{Lu}[\p{L}\d'’&-]*)*)\s+(?:à|a|:)\s*\d[\d\s\u00a0\u202f,.]*\s*(?:€|euros?)/gu,
      ),
    ].map((match) => match[1] ?? ''),
    ...unknownPlaces,
    ...facts.quoted,
  ]
    .flatMap((name) =>
      // "Durand & Fils" and "Martin et Associés" are one name; "Bip&Go et Vinci" two.
      /\bet (Fils|Cie|associ)/i.test(name) || (/&/.test(name) && !/\s(?:et|ou)\s/.test(name))
        ? [name]
        : name.split(/\s*,\s*|\s+(?:et|ou)\s+/),
    )
    .map((name) => name.trim())
    .filter((name) => name.length > 1 && fold(name) !== fold(conversation.company.name ?? ''));
  // Keep the order of the request.
  const command = conversation.request.command;
  const unique = [...new Set(names)];
  // "Nova" read alone inside "Studio Nova" is the same item.
  return unique
    .filter((name) => !unique.some((other) => other !== name && ` ${other} `.includes(` ${name} `)))
    .sort((a, b) => command.indexOf(a) - command.indexOf(b));
}

// "J'hésite entre louer un local à Lyon ou rester en télétravail", "Vaut-il mieux embaucher ou
// sous-traiter ?": two courses of action to weigh, in the user's words (no names to list).
const decisionAsked =
  /\b(?:hesit\w*|choisir|trancher|decider|arbitrer|balance|partage)\s+entre\s+|\b(?:decider|choisir|trancher|arbitrer)\s*:\s*|\b(?:vaut-il mieux|faut-il|dois-je|devrais-je|doit-on|devrions-nous|est-ce qu'on|est-ce que je)\s+/;

/** The options of a decision asked in words: "entre A ou B", "faut-il A ou B", pros and cons of A. */
export function decisionOptions(command: string): string[] {
  const folded = fold(command);
  // « Avantages et inconvénients de passer à la semaine de 4 jours »: one change, weighed against
  // keeping things as they are.
  const weighed = prosAndCons.exec(folded);
  if (weighed) {
    const start = weighed.index + weighed[0].length;
    const end = /\s*(?:[?!.;:]|,\s|$)/.exec(folded.slice(start))?.index ?? folded.length - start;
    const change = command.slice(start, start + end).trim();
    return change.length > 3 ? [change, 'rester comme aujourd’hui'] : [];
  }
  // « Les avantages de passer en SAS plutôt qu'en SARL »: the option and the other, in the user's
  // words; « en SARL » said after the verb of the first is that verb's too (« passer en SARL »).
  const preferred = preferenceAsked.exec(folded);
  if (preferred?.[1] && preferred[2]) {
    const said = (group: string, from: number) => {
      const at = folded.indexOf(group, from);
      return command.slice(at, at + group.length).trim();
    };
    const first = said(preferred[1], preferred.index);
    const other = said(preferred[2], preferred.index + preferred[0].length - preferred[2].length);
    const verb = /^(\S+)\s+(?:en|a|au|aux|chez|par|sur)\s/i.exec(first)?.[1];
    const second = verb && /^(?:en|à|a|au|aux|chez|par|sur)\s/i.test(other) ? `${verb} ${other}` : other;
    return [first, second];
  }
  const asked = decisionAsked.exec(folded);
  if (!asked) return [];
  const start = asked.index + asked[0].length;
  // The options run to the end of the sentence, or to the request that follows (", aide-moi…").
  const rest = folded.slice(start);
  const end =
    /\s*(?:[?!.;:]|,\s*(?:aide|peux|pourrais|qu'en|tu|vous|donne|compare|fais|dis)|\s+(?:pour|afin)\s+(?:ma|mon|mes|notre|nos)\b|$)/.exec(
      rest,
    );
  const said = command.slice(start, start + (end?.index ?? rest.length));
  const parts = said.split(/\s*,\s*|\s+ou\s+(?:bien\s+)?|\s+et\s+(?=(?:le|la|les|l['’]|un|une|\p{Lu})\b)/u);
  const options = parts.map((part) => part.trim()).filter((part) => part.length > 1);
  return options.length >= 2 && options.length <= 4 && /\bou\b/.test(fold(said)) ? options : [];
}

// A choice between two courses of action is weighed on what it costs, brings and commits to.
const decisionCriteria: Array<[string, string, string]> = [
  [
    'Coût sur un an',
    'Tout compris : loyers, salaires, abonnements, frais de mise en place',
    'Devis, bail, fiches de paie, comptabilité',
  ],
  [
    'Effet sur vos clients et vos ventes',
    'Ce que chaque option change pour vos clients et votre chiffre d’affaires',
    'Vos chiffres, quelques clients interrogés',
  ],
  ['Effet sur l’équipe', 'Temps, charge de travail, motivation, recrutement', 'Échange avec l’équipe'],
  [
    'Engagement et réversibilité',
    'Durée d’engagement, possibilité de revenir en arrière, coût de sortie',
    'Contrats, bail, conditions',
  ],
  ['Risques', 'Ce qui peut mal tourner, et ce que cela coûterait', 'Votre expérience, votre comptable'],
  ['Délai de mise en œuvre', 'Le temps avant que l’option produise son effet', 'Devis, plannings'],
];

const comparisonCriteria: Array<[string, string, string]> = [
  ['Offre', 'Ce qui est vendu, à qui', 'Site, pages produits'],
  ['Prix', 'Niveau et structure des prix', 'Pages tarifs, devis, catalogues'],
  ['Cible', 'Clients visés, taille, secteur', 'Références clients, études de cas'],
  ['Forces', 'Ce que les clients saluent', 'Avis clients, témoignages'],
  ['Faiblesses', 'Ce que les clients reprochent', 'Avis négatifs, forums'],
  ['Présence', 'Zones, canaux, réseaux', 'Réseaux sociaux, annuaires, Google Maps'],
  ['Dynamique', 'Recrutements, lancements, levées', "Offres d'emploi, communiqués"],
  ['Différenciation', 'Ce qui les rend uniques', 'Discours de marque, pages « à propos »'],
];

/** What is to be chosen between: suppliers, providers, tools; each kind weighs other criteria. */
const choiceKinds: Array<{ object: RegExp; criteria: (product: string | null) => Array<[string, string]> }> =
  [
    {
      object: /\b(logiciels?|outils?|applications?|solutions?|saas|plateformes?|crm|erp)\b/,
      criteria: () => [
        [
          'Couverture des besoins',
          'les fonctions indispensables testées sur vos cas réels, pendant un essai',
        ],
        ['Coût total', 'abonnement par utilisateur, options, mise en place et formation sur trois ans'],
        ['Facilité de prise en main', 'le temps qu’il faut à votre équipe pour s’en servir seule'],
        ['Intégrations', 'liens avec vos outils actuels (comptabilité, agenda, site) et export des données'],
        [
          'Support et fiabilité',
          'horaires du support en français, disponibilité garantie, avis d’utilisateurs',
        ],
        ['Sécurité et RGPD', 'hébergement des données, contrat de sous-traitance, sauvegardes'],
      ],
    },
    {
      object: /\b(prestataires?|agences?|cabinets?|consultants?|freelances?|sous-traitants?|artisans?)\b/,
      criteria: () => [
        ['Expertise et références', 'réalisations comparables, clients à appeler, qualifications'],
        ['Prix et périmètre', 'ce que le devis inclut vraiment, options et frais annexes'],
        ['Délais et méthode', 'planning proposé, étapes de validation, interlocuteur dédié'],
        ['Réactivité', 'délai de réponse pendant la consultation : c’est un bon indicateur de la suite'],
        ['Garanties', 'assurance responsabilité civile professionnelle, garanties et pénalités de retard'],
        ['Solidité de l’entreprise', 'ancienneté, santé financière (bilans publics), taille de l’équipe'],
      ],
    },
    {
      // Services bought by contract: banks, insurers, carriers, energy, telecoms, accountants.
      object:
        /\b(banques?|assurances?|assureurs?|mutuelles?|operateurs?|transporteurs?|energie|electricite|telephonie|expert-comptables?|comptables?|leasing|loueurs?)\b/,
      criteria: () => [
        [
          'Coût total',
          'abonnement, commissions, frais cachés et options, comparés sur une année d’usage réel',
        ],
        ['Qualité du service', 'un interlocuteur identifié, joignable, qui répond vite'],
        [
          'Adéquation à vos besoins',
          'les services inclus correspondent à votre activité, sans payer l’inutile',
        ],
        ['Outils et simplicité', 'espace en ligne, application, exports pour votre comptabilité'],
        ['Conditions du contrat', 'durée d’engagement, préavis, frais de résiliation, pénalités'],
        ['Fiabilité et réputation', 'avis de clients professionnels, incidents passés, solidité financière'],
      ],
    },
    {
      object: /./,
      criteria: (product) => [
        [
          'Qualité et conformité',
          `échantillons${product ? ` d’${product}`.replace(/d’([^aeiouyéèh])/i, 'de $1') : ''} testés, fiches techniques, taux de défauts et certifications`,
        ],
        [
          'Prix total',
          'prix unitaire, mais aussi frais de livraison, minimum de commande et remises sur volume',
        ],
        [
          'Délais et fiabilité de livraison',
          'délai annoncé, livraisons à l’heure, capacité à suivre un pic de commandes',
        ],
        [
          'Conditions commerciales',
          'délais de paiement, durée d’engagement, pénalités et gestion des litiges',
        ],
        ['Service et réactivité', 'interlocuteur dédié, réponse aux réclamations, suivi des commandes'],
        ['Solidité financière', 'ancienneté, bilans publics, dépendance à un seul gros client'],
        ['Engagements environnementaux', 'matières recyclées, certifications, distance de transport'],
      ],
    },
  ];

/** "comparer deux fournisseurs d'emballages carton": a choice between offers, not a competitor study. */
function choiceOf(conversation: Conversation): { object: string; product: string | null } | null {
  const { command } = conversation.request;
  const folded = fold(command);
  const match =
    /\b(?:compar(?:er|e|ez|ons)|choisi(?:r|s|ssez)(?: entre)?|departage(?:r|z)?|selectionne(?:r|z)?|evalue(?:r|z)?)\s+((?:deux|2|trois|3|plusieurs|des|les|nos|mes|ces|un|une|mon|notre)\s+(fournisseurs?|prestataires?|logiciels?|outils?|applications?|solutions?|agences?|cabinets?|offres?|devis|banques?|assurances?|transporteurs?|grossistes?|sous-traitants?|plateformes?|expert-comptables?|experts-comptables|comptables?|avocats?|notaires?|architectes?|assureurs?|mutuelles?|operateurs?|artisans?|consultants?|freelances?|traiteurs?|imprimeurs?|loueurs?)\b[^,.;!?]*)/.exec(
      folded,
    );
  if (!match?.[1] || match.index === undefined) return null;
  const start = match.index + match[0].indexOf(match[1]);
  // "pour nos bureaux" is said back to the user: "pour vos bureaux".
  const object = command
    .slice(start, start + match[1].length)
    .trim()
    .replace(/(?<=\s)(?:nos|mes)\b/gi, 'vos')
    .replace(/(?<=\s)(?:notre|mon|ma)\b/gi, 'votre');
  const product =
    /(?:\bde|\bd['’]|\ben)\s*(.+)$/.exec(
      object.slice((match[2] ?? '').length + object.indexOf(match[2] ?? '')),
    )?.[1] ?? null;
  return { object, product: product?.trim() || null };
}

function choiceCriteria(
  conversation: Conversation,
  choice: { object: string; product: string | null },
): string {
  const count = countFor(conversation, /^(criteres?|points?|elements?)$/, 5);
  const folded = fold(choice.object);
  const kind = choiceKinds.find((candidate) => candidate.object.test(folded)) ?? choiceKinds.at(-1);
  const pool = kind?.criteria(choice.product) ?? [];
  // Goods are judged on samples; services and tools on quotes, contracts and users' reviews.
  const evidence =
    kind === choiceKinds.at(-1)
      ? 'devis, échantillons, références appelées'
      : 'devis, contrats, avis de clients';
  const criteria = pool.slice(0, Math.min(count, pool.length));
  return blocks(
    opening(
      conversation,
      'spec',
      'une version',
      `${criteria.length} critères pour comparer ${choice.object}, du plus important au moins important :`,
      'Voici',
    ),
    criteria.map(([name, what], index) => `${index + 1}. **${name}** — ${what}.`).join('\n'),
    `**Méthode :** notez ${/fournisseur/.test(folded) ? 'chaque fournisseur' : 'chaque option'} de 1 à 5 sur chaque critère, à partir de faits (${evidence}), puis comparez les totaux ; un écart sur le premier critère compte plus qu’un bon prix.`,
  );
}

// Criteria a user may name, with what to look at for each.
const knownCriteria: Array<[RegExp, string, string, string]> = [
  [/^(prix|tarifs?|couts?|budget)/, 'Prix', 'Niveau et structure des prix', 'Pages tarifs, devis'],
  [/^(frais|commissions?)/, 'Frais', 'Abonnement, commissions, frais cachés', 'Pages tarifs, conditions'],
  [
    /^(fonctionnalites?|fonctions?)/,
    'Fonctionnalités',
    'Ce que l’outil fait, essayé sur vos cas réels',
    'Pages produit, essai gratuit, démo',
  ],
  [
    /^(facilite|prise en main|ergonomie|simplicite)/,
    'Prise en main',
    'Le temps qu’il faut pour s’en servir seul',
    'Essai gratuit, tutoriels, avis d’utilisateurs',
  ],
  [
    /^(support|service client|assistance|sav)/,
    'Support',
    'Horaires, langue, délai de réponse',
    'Page contact, avis clients',
  ],
  [
    /^(integrations?|connecteurs?|compatibilite)/,
    'Intégrations',
    'Liens avec vos outils, export des données',
    'Page intégrations, documentation',
  ],
  [
    /^(securite|rgpd|donnees|hebergement)/,
    'Sécurité et RGPD',
    'Hébergement, sous-traitance, sauvegardes',
    'Page sécurité, contrat, DPA',
  ],
  [
    /^(avis|reputation|notes?)/,
    'Avis clients',
    'Ce que les clients saluent ou reprochent',
    'Avis en ligne, forums',
  ],
  [
    /^(cartes?|moyens? de paiement)/,
    'Carte',
    'Type de carte, plafonds, paiements et retraits à l’étranger',
    'Pages tarifs, conditions',
  ],
  [/^(qualite)/, 'Qualité', 'Finition, fiabilité, conformité', 'Échantillons, fiches techniques, avis'],
  [/^(delais?|livraison)/, 'Délais', 'Délai annoncé et tenu', 'Conditions de vente, avis clients'],
  [/^(offres?|gamme|catalogue)/, 'Offre', 'Ce qui est vendu, à qui', 'Site, pages produits'],
  [/^(cibles?|clientele)/, 'Cible', 'Clients visés, taille, secteur', 'Références clients, études de cas'],
];

/** "Sécurité et RGPD" → "sécurité et RGPD": an acronym keeps its capitals. */
const lowerFirst = (text: string) => text.replace(/^\p{Lu}(?!\p{Lu})/u, (first) => first.toLowerCase());

/** "sur le prix et les fonctionnalités", "selon la facilité d'utilisation et le support": asked criteria. */
export function askedCriteria(command: string): Array<[string, string, string]> {
  const folded = fold(command);
  const match =
    /\b(?:sur|selon|en termes d[e']|au niveau d(?:u|e la|e l'|es)|niveau|sur les criteres? d[eu']?|par)\s+((?:les|le|la|l'|leurs|leur|ses|son|sa)\s*[^.;!?:]+)/.exec(
      folded,
    );
  // "… pour un compte pro : frais, carte, service client": a short lower-case list after a colon
  // (capitalised names there are the items compared, not criteria).
  const colon = /:\s*([^.;!?:]+?)\s*[.!?]*$/.exec(command);
  const colonList =
    colon?.[1] &&
    colon[1]
      .split(/\s*,\s*|\s+(?:et|ou)\s+/)
      .every((part) => /^\p{Ll}/u.test(part) && part.split(/\s+/).length <= 4)
      ? colon[1]
      : null;
  if ((!match?.[1] || match.index === undefined) && !colonList) return [];
  const said =
    match?.[1] && match.index !== undefined
      ? command.slice(match.index + match[0].length - match[1].length, match.index + match[0].length)
      : colonList!;
  return said
    .split(/\s*,\s*|\s+(?:et|ou)\s+/)
    .map((part) => part.replace(/^(?:les|le|la|l['’]|leurs|leur|ses|son|sa)(?:\s+|(?<=['’]))/i, '').trim())
    .filter((part) => part.length > 2)
    .map((part): [string, string, string] => {
      const known = knownCriteria.find(([pattern]) => pattern.test(fold(part)));
      return known
        ? [known[1], known[2], known[3]]
        : [capitalise(part), 'À relever pour chacun', 'Sites, avis, devis'];
    })
    .filter((criterion, index, all) => all.findIndex(([name]) => name === criterion[0]) === index);
}

// Where to check each of the tools' criteria, in the order of choiceKinds[0].
const toolSources = [
  'Essai gratuit, démo',
  'Pages tarifs, devis',
  'Essai, tutoriels, avis d’utilisateurs',
  'Page intégrations, documentation',
  'Page contact, avis d’utilisateurs',
  'Page sécurité, contrat, DPA',
];

// Third parties compared among themselves (no competitor study): what a buyer weighs.
const buyerCriteria: Array<[string, string, string]> = [
  ['Prix', 'Niveau et structure des prix', 'Pages tarifs, devis'],
  [
    'Ce qui est inclus',
    'Services ou fonctions compris dans le prix, options payantes',
    'Pages produit, conditions',
  ],
  ['Service client', 'Joignable, en français, délai de réponse', 'Page contact, avis clients'],
  ['Avis clients', 'Ce que les clients saluent ou reprochent', 'Avis en ligne, forums'],
  ['Conditions', 'Engagement, préavis, frais de sortie', 'Conditions générales'],
  [
    'Adéquation à votre besoin',
    'Ce qui compte le plus pour vous, vérifié sur un essai ou un devis',
    'Essai, devis, rendez-vous',
  ],
];

function thirdPartyCriteria(compared: string): Array<[string, string, string]> {
  const folded = fold(compared);
  const kind = choiceKinds.slice(0, -1).find((candidate) => candidate.object.test(folded));
  if (!kind) return buyerCriteria;
  return kind
    .criteria(null)
    .map(([name, what], index): [string, string, string] => [
      name,
      capitalise(what),
      kind === choiceKinds[0] ? (toolSources[index] ?? 'Sites, avis') : 'Devis, contrats, avis de clients',
    ]);
}

/** Whether the user compares the named items with their own company, or third parties among themselves. */
function againstUs(conversation: Conversation): boolean {
  const folded = fold(conversation.request.command);
  const name = conversation.company.name;
  return (
    /\b(concurren\w*|benchmark\w*|veille|face a (?:nous|notre|moi)|par rapport a (?:nous|notre|moi|mon|ma)|(?:avec|a) nous\b|nous situer|nous comparer|(?<!pour )(?:notre|nos|mon|ma|mes) (?:offres?|prix|tarifs?|produits?|services?|entreprise|societe|boutique|agence|restaurant|magasin|cabinet|marque))\b/.test(
      folded,
    ) || Boolean(name && folded.includes(fold(name)))
  );
}

/** The price the request gives an item: "Free Pro à 39,99 €" → "39,99 €". */
function priceOf(command: string, name: string): string | null {
  const at = command.indexOf(name);
  if (at < 0) return null;
  return (
    /^\s+(?:à|a|:)\s*(\d[\d\s\u00a0\u202f,.]*\s*(?:€|euros?)(?:\s*(?:HT|TTC))?(?:\s*(?:par|\/)\s*mois)?)/
      .exec(command.slice(at + name.length))?.[1]
      ?.trim() ?? null
  );
}

const competitors: Writer = (conversation) => {
  const figures = givenFigures(conversation);
  if (figures.length) return figuresReport(conversation, figures);
  const { company, style, request } = conversation;
  // Offers the user describes in full: compared on what was given; « écris-le à Nadia », the pick to her.
  const quotes = quotesOf(conversation);
  if (quotes) {
    const target = conversation.followUp?.question === 'retarget' ? conversation.followUp.target : null;
    if (target) return quotesMessage(conversation, quotes, target);
    // « Lequel tu prends et pourquoi ? » with the offers: the grid, then the pick and its reasons.
    if (pickAsked.test(fold(requestText(conversation.request))))
      return blocks(quotesGrid(quotes, false, request.command), quotesRecommendation(conversation, quotes));
    return quotesRankingAsked(conversation, quotes) ?? quotesGrid(quotes, true, request.command);
  }
  const choice = competitorsOf(conversation).length ? null : choiceOf(conversation);
  if (choice) return choiceCriteria(conversation, choice);
  const listed = competitorsOf(conversation);
  const options = listed.length >= 2 ? [] : decisionOptions(request.command);
  const named = options.length ? options.map(capitalise) : listed;
  const criteriaCount = countFor(conversation, /^(criteres?|points?|axes?)$/, style.length < 0 ? 4 : 6);
  // The criteria the user asked come first, then useful ones for what is compared (tools are judged
  // on cost, features and support rather than on a competitor's market).
  const asked = askedCriteria(request.command);
  // What is compared, without the context ("pour une petite agence" is who chooses, not what).
  const compared = request.facts.activity
    ? request.command.replace(request.facts.activity, '')
    : request.command;
  const pool = options.length
    ? decisionCriteria
    : againstUs(conversation)
      ? comparisonCriteria
      : thirdPartyCriteria(compared);
  const overlaps = (name: string) =>
    asked.some(
      ([given]) =>
        fold(name).includes(fold(given)) ||
        fold(given).includes(fold(name)) ||
        (/^support/i.test(given) && /service client|support/.test(fold(name))) ||
        (/^prix/i.test(given) && /cout/i.test(fold(name))) ||
        (/^fonctionnalit/i.test(given) && /besoins/.test(fold(name))),
    );
  const merged = [...asked, ...pool.filter(([name]) => !overlaps(name))];
  const criteria: Array<[string, string, string]> = Array.from(
    { length: Math.max(criteriaCount, asked.length) },
    (_, index) => merged[index] ?? [`Critère ${index + 1}`, 'À définir avec vous', 'Selon le critère'],
  );
  const columns = againstUs(conversation) && !options.length ? [company.name ?? 'Nous', ...named] : named;
  const context =
    request.facts.activity && !named.some((name) => request.facts.activity?.includes(name))
      ? asYours(request.facts.activity)
      : null;
  const grid = named.length
    ? [
        `| Critère | ${columns.join(' | ')} |`,
        `|---|${columns.map(() => '---').join('|')}|`,
        ...criteria.map(
          ([name, what]) =>
            `| **${name}** (${what.toLowerCase()}) | ${columns.map((column) => (/^(prix|cout|frais|tarif)/i.test(fold(name)) && (priceOf(request.command, column) || (options.length > 0 && yearlyCostCell(column)))) || 'à relever').join(' | ')} |`,
        ),
      ].join('\n')
    : [
        '| Critère | Ce qu’on compare | Où le trouver |',
        '|---|---|---|',
        ...criteria.map(([name, what, where]) => `| ${name} | ${what} | ${where} |`),
      ].join('\n');
  const place = request.facts.places[0] ?? company.city;
  return blocks(
    opening(
      conversation,
      'spec',
      'une version',
      options.length
        ? `Voici la grille pour choisir entre ${listWords(options)}${context ? `, pour ${context}` : ''} :`
        : named.length
          ? `Voici la grille pour comparer ${listWords(named)}${context ? `, pour ${context}` : ''}${againstUs(conversation) && company.name ? ` face à ${company.name}` : ''}${asked.length ? `, en commençant par les critères demandés (${asked.map(([name]) => name.toLowerCase()).join(', ')})` : ''} :`
          : againstUs(conversation)
            ? `Voici les critères pour comparer vos concurrents${place ? ` à ${place}` : ''} :`
            : 'Voici les critères pour comparer les offres :',
    ),
    offline,
    grid,
    costComparison(options),
    ...keep(
      [
        named.length > 0 && {
          text: `**Où chercher :** ${criteria.map(([name, , where]) => `${lowerFirst(name)} → ${lowerFirst(where)}`).join(' ; ')}.`,
          level: 1,
        },
        {
          text: `**Méthode :** remplissez chaque case avec un fait daté et sa source ; une case vide est une question à poser ${againstUs(conversation) ? 'à vos clients' : 'à chacun'}.`,
          level: 1,
        },
      ],
      style,
    ),
    !named.length &&
      `Donnez-moi les noms de 2 ou 3 ${againstUs(conversation) ? 'concurrents' : 'candidats à comparer'} et je construis la grille comparative avec eux.`,
  );
};

export const specWriters: Partial<Record<Intent, Writer>> = {
  research,
  competitors,
};
