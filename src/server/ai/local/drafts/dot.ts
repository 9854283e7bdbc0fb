// Dot, the recruiter: job offers built from the request's facts, screening grids (and a pasted CV
// read against them), approach or refusal messages, and interview invitations on free slots.

import { formatSlot, freeSlots, slotWishes } from '../calendar.ts';
import { findDate } from '../dates.ts';
import { bothGenders, capitalise, fold, formatDay, numberOf, plural, shorten, withDe } from '../french.ts';
import { voices } from '../team.ts';
import { activityIsATrade } from '../understanding/company.ts';
import { type Conversation, statusQuestion } from '../understanding/conversation.ts';
import type { Intent } from '../understanding/corpus.ts';
import { titleWithoutDates } from '../understanding/facts.ts';
import { withoutInstructions } from '../understanding/instructions.ts';
import { newsNamed, newsTold } from '../understanding/news-told.ts';
import { type OfferedDate, offeredDates } from '../understanding/offered-dates.ts';
import { asksForOnboarding, asksForWelcome } from '../understanding/onboarding.ts';
import { priceRangeOf } from '../understanding/price-range.ts';
import { dueText, significantWords, tasksAbout } from '../workspace.ts';
import { emailWriter } from './alfred.ts';
import { blocks, keep, letter, listWords, type Paragraph, quote, tutoyer } from './compose.ts';
import { hiringCostReply } from './hiring-cost.ts';
import {
  askedThing,
  asWe,
  dictatedStatements,
  instructedStatement,
  laterThan,
  messageClause,
  movedDates,
  movesMeeting,
  readerClauses,
  readerPronoun,
  toGroup,
} from './letters.ts';
import { onboardingWriter, welcomeWriter } from './onboarding.ts';
import { refusalParts, refusalWithReason } from './refusal-reasons.ts';
import { addedStatements, additionOf, countFor, hashtagsOf, opening } from './work-parts.ts';
import type { Writer } from './writer.ts';

type Contract = 'CDI' | 'CDD' | 'stage' | 'alternance' | 'freelance' | 'extra' | 'saisonnier';

function contractOf(conversation: Conversation): Contract | null {
  const folded = fold(conversation.request.command);
  if (/\bcdi\b/.test(folded)) return 'CDI';
  if (/\bcdd\b/.test(folded)) return 'CDD';
  if (/\b(alternance|alternant\w*|apprenti\w*|contrat pro\w*)\b/.test(folded)) return 'alternance';
  if (/\bstag\w*\b/.test(folded)) return 'stage';
  if (/\b(freelance|free-lance|independant\w*|mission de conseil)\b/.test(folded)) return 'freelance';
  // "un serveur en extra pour les fêtes", "un saisonnier pour l'été": short contracts of their own.
  if (/\ben extras?\b|\bextras? pour\b/.test(folded)) return 'extra';
  if (/\b(saisonni\w*|pour la saison|pour l'ete|contrat saisonnier)\b/.test(folded)) return 'saisonnier';
  return null;
}

const titleStops = new Set(
  'a au aux en pour avec sur dans chez qui que de d du des le la les et ou afin base basee situe en cdi cdd stage alternance freelance h/f'.split(
    ' ',
  ),
);

/** The job title: from the facts, cleaned of a verb or a duration, else "pour un comptable" in the request. */
/**
 * « Écris le refus pour Hugo Tanguy » after « Poste de préparateur : … Candidats : … Hugo Tanguy (…) »:
 * the job of an earlier request of the conversation that named this candidate.
 */
export function jobNamedBefore(conversation: Conversation, name: string | undefined): string | null {
  if (!name) return null;
  const surname = fold(name.split(/\s+/).at(-1) ?? name);
  for (const turn of [...conversation.history].reverse()) {
    if (turn.role !== 'user' || !fold(turn.content).includes(surname)) continue;
    const post =
      /\bposte d(?:e\s+|['’]\s*)([^,.;:!?()]{3,60}?)(?=\s+(?:à|a|en|chez|pour|dans|le|du|est|sont)\s|[,.;:!?()]|$)/iu.exec(
        turn.content,
      )?.[1];
    if (post && !/^(travail|l')/i.test(post)) return post.trim();
  }
  return null;
}

export function jobTitleOf(conversation: Conversation): string | null {
  const { facts, command } = conversation.request;
  // "candidate au poste de commis de cuisine": the words after "poste de" name the job for sure.
  const post =
    /\bposte d(?:e\s+|['’]\s*)([^,.;:!?()]{3,60}?)(?=\s+(?:à|a|en|chez|pour|dans|le|du|est|sont|a été|n['’]est|vient|reste|mais|car|et|qui)\s|[,.;:!?()]|$)/iu.exec(
      command,
    );
  // A date said after the title is not part of it: "le poste de comptable jeudi à 14 h".
  const beforeDates = (title: string) => titleWithoutDates(title, facts.dates);
  const named = post?.[1] ? beforeDates(post[1]) : '';
  if (named.length >= 3 && !/^(travail|l')/i.test(named)) return named.trim();
  const durations = new Set(facts.durations.map((duration) => fold(duration.text)));
  const cleaned = facts.jobTitles
    .map((title) =>
      title
        .replace(/^(recrut\p{L}*|embauch\p{L}*)\s+(un |une |des |notre |nos )?/iu, '')
        .replace(/\s+(de|d'|pendant|sur)\s*\d.*$/i, '')
        .trim(),
    )
    .filter((title) => title.length >= 3 && !durations.has(fold(title)) && !/^(une?|\d)\b/.test(fold(title)));
  if (cleaned[0]) return cleaned[0];
  // "une offre en CDD de 6 mois pour un comptable à Nantes": the title after "un"/"une".
  // "une offre de stage de 6 mois en communication": the field of the internship is its title.
  const field =
    /\bstage\s+(?:de\s+\S+\s+(?:mois|semaines)\s+)?(?:en|de)\s+(?!\d)([\p{L}'’ -]{3,40}?)(?=\s+(?:à|a|au|en|chez|pour|dans|avec|dès|des|le|la)\s|[,.;:!?]|$)/iu.exec(
      command,
    );
  if (field?.[1] && !/^(?:fin|début|debut)\b/i.test(field[1])) return field[1].trim();
  // « Rédige une offre d'emploi : plombier chauffagiste en CDI… »: the title opens the details.
  const after =
    /\b(?:pour|recrute\p{L}*|cherch\p{L}*|embauche\p{L}*|approch\p{L}*|contact\p{L}*|chass\p{L}*)\s+(?:un|une)\s+(.+)$/iu.exec(
      command,
    ) ??
    /\b(?:offre d['’]emploi|annonce(?: d['’]emploi)?|fiche de poste)\s*:\s*(?:(?:un|une)\s+)?(.+)$/iu.exec(
      command,
    );
  if (!after?.[1]) return null;
  const words: string[] = [];
  const said = after[1].split(/\s+/);
  for (const [index, word] of said.entries()) {
    const bare = word.replace(/[,.;:!?]+$/, '');
    // "assistante de direction", "commis de cuisine": a complement of the title belongs to it.
    const next = said[index + 1] ?? '';
    const complement =
      words.length > 0 &&
      /^de$/i.test(bare) &&
      /^\p{Ll}[\p{L}'’-]{2,}[,.;:!?]*$/u.test(next) &&
      !titleStops.has(fold(next.replace(/[,.;:!?]+$/, '')));
    if (complement) {
      words.push(bare);
      continue;
    }
    if (titleStops.has(fold(bare)) || /^\d/.test(bare)) break;
    words.push(bare);
    if (bare !== word || words.length >= 4) break;
  }
  const title = words.join(' ');
  return title.length >= 3 && !/^(poste|candidat|personne|profil|offre)/.test(fold(title)) ? title : null;
}

interface Family {
  pattern: RegExp;
  missions: string[];
  profile: string[];
  questions: string[];
}

// What the job consists of, by family of trades; the last one fits any job.
const families: Family[] = [
  {
    // Office and executive assistants: the manager's diary, mail and files, not the customers' calls.
    pattern:
      /assistan\w* (?:de direction|administrati\w*|de gestion|d'agence|executi\w*|polyvalent\w*|rh|ressources humaines|de dirigeant|du dirigeant|personnel\w*)|secretai\w*|office manager|adjoint\w* administrati\w*|gestionnaire administrati\w*/,
    missions: [
      'gérer l’agenda, les rendez-vous et les déplacements de la direction',
      'traiter le courrier, les emails et les appels, et filtrer les priorités',
      'préparer les réunions, rédiger les comptes rendus et les documents',
      'tenir les dossiers administratifs et suivre les échéances',
    ],
    profile: [
      'une expérience comme assistant ou assistante, idéalement auprès d’une direction',
      'une excellente organisation, de la discrétion et le sens des priorités',
      'une expression écrite soignée et une bonne maîtrise des outils bureautiques',
    ],
    questions: [
      'Comment organisez-vous l’agenda d’un dirigeant très sollicité ?',
      'Votre responsable vous confie trois urgences en même temps : comment les priorisez-vous ?',
      'Racontez une information confidentielle que vous avez eu à gérer : comment avez-vous fait ?',
    ],
  },
  {
    pattern: /develop|informati|data|devops|ingenieur|logiciel|web|fullstack|front|back/,
    missions: [
      'concevoir, développer et maintenir les fonctionnalités de nos produits',
      'écrire un code testé, relu et documenté',
      'travailler avec le produit et le design pour livrer ce qui sert les utilisateurs',
      'améliorer la performance, la sécurité et la fiabilité de nos outils',
    ],
    profile: [
      'une expérience réussie sur des projets comparables',
      'le goût du travail bien fait : tests, relectures, simplicité',
      'de la curiosité et l’envie de partager ce que vous savez',
    ],
    questions: [
      'Décrivez le projet technique dont vous êtes le plus fier : quelle était votre part ?',
      'Comment garantissez-vous la qualité de ce que vous livrez ?',
      'Racontez un bug difficile : comment l’avez-vous trouvé et corrigé ?',
    ],
  },
  {
    // Shop staff sell at the counter: no prospecting, but welcome, advice, cash and freshness.
    pattern:
      /vendeu\w* (en|de|au|a la) (boulangerie|patisserie|boutique|magasin|pret-a-porter|comptoir|fromagerie|boucherie|epicerie|librairie|fleuriste)|caissi|hote\w* de caisse|employe\w* (de|du) (commerce|libre-service|magasin)|equipier/,
    missions: [
      'accueillir et conseiller les clients en magasin',
      'tenir la caisse et encaisser les ventes',
      'mettre en valeur les produits et tenir les rayons propres et approvisionnés',
      'appliquer les règles d’hygiène et de fraîcheur des produits',
    ],
    profile: [
      'le sourire et le goût du contact avec les clients',
      'de la rapidité et de la rigueur à la caisse',
      'de la disponibilité, y compris le week-end selon le planning',
    ],
    questions: [
      'Un client hésite entre deux produits : comment l’aidez-vous à choisir ?',
      'Il y a dix clients dans la file au moment du rush : comment vous organisez-vous ?',
      'Un client se plaint d’un produit acheté la veille : que lui répondez-vous ?',
    ],
  },
  {
    pattern: /commercia|vente|vendeu|business|account|sales|conseill\w* client/,
    missions: [
      'prospecter et développer un portefeuille de clients',
      'comprendre les besoins, présenter nos offres et négocier',
      'suivre vos opportunités dans le CRM et tenir vos objectifs',
      'fidéliser les clients et faire remonter leurs attentes',
    ],
    profile: [
      'une première expérience réussie dans la vente',
      'le sens de l’écoute et de la négociation',
      'de la ténacité et de l’organisation',
    ],
    questions: [
      'Racontez votre plus belle vente : comment l’avez-vous obtenue ?',
      'Comment organisez-vous votre prospection sur une semaine ?',
      'Que faites-vous face à un client qui dit « c’est trop cher » ?',
    ],
  },
  {
    pattern: /compta|gestion|financ|paie|controleu|audit|tresor/,
    missions: [
      'tenir la comptabilité courante et les rapprochements',
      'préparer les déclarations et les clôtures',
      'suivre la trésorerie et les relances',
      'travailler avec l’expert-comptable et la direction',
    ],
    profile: [
      'une formation et une expérience en comptabilité ou en gestion',
      'de la rigueur et le respect des échéances',
      'une bonne maîtrise des outils comptables et du tableur',
    ],
    questions: [
      'Comment organisez-vous une clôture mensuelle ?',
      'Racontez une erreur que vous avez détectée : comment l’avez-vous corrigée ?',
      'Quels outils comptables maîtrisez-vous, et à quel niveau ?',
    ],
  },
  {
    pattern: /chef\w* de projet|project|coordinat|pilot/,
    missions: [
      'piloter les projets de bout en bout : planning, budget, qualité',
      'coordonner les équipes et les partenaires',
      'suivre l’avancement et alerter sur les risques',
      'rendre compte aux clients et à la direction',
    ],
    profile: [
      'une expérience réussie de pilotage de projets',
      'le sens de l’organisation et des priorités',
      'une communication claire, à l’écrit comme à l’oral',
    ],
    questions: [
      'Racontez un projet qui dérapait : qu’avez-vous fait ?',
      'Comment suivez-vous l’avancement et les risques d’un projet ?',
      'Comment gérez-vous un désaccord entre deux équipes ?',
    ],
  },
  {
    pattern: /marketing|communication|community|contenu|redact|graphi|brand/,
    missions: [
      'construire et animer notre plan de communication',
      'créer des contenus pour le site, les réseaux et les campagnes',
      'mesurer les résultats et proposer des améliorations',
      'travailler avec l’équipe commerciale sur les lancements',
    ],
    profile: [
      'une formation ou une expérience en marketing ou en communication',
      'une belle plume et le sens de l’image',
      'le goût des chiffres pour mesurer ce qui marche',
    ],
    questions: [
      'Montrez-nous une campagne que vous avez menée : quels résultats ?',
      'Comment choisissez-vous les canaux d’une campagne ?',
      'Quels indicateurs suivez-vous chaque semaine ?',
    ],
  },
  {
    pattern: /support|service client|accueil|hotline|relation client|assistan/,
    missions: [
      'répondre aux clients par téléphone, email et chat',
      'suivre les demandes jusqu’à leur résolution',
      'escalader les cas complexes aux bonnes personnes',
      'améliorer nos réponses types et notre base d’aide',
    ],
    profile: [
      'le sens du service et une grande patience',
      'une expression claire et bienveillante',
      'de l’organisation pour suivre plusieurs demandes à la fois',
    ],
    questions: [
      'Racontez un client très mécontent que vous avez aidé.',
      'Comment priorisez-vous plusieurs demandes urgentes ?',
      'Que faites-vous quand vous ne connaissez pas la réponse ?',
    ],
  },
  {
    pattern: /plomb|electric|chauffag|menuis|macon|peintre|carrel|couvreu|technicien|artisan|mecanic|soudeu/,
    missions: [
      'réaliser les installations et les dépannages chez nos clients',
      'diagnostiquer les pannes et proposer les bonnes solutions',
      'respecter les règles de sécurité et la qualité des finitions',
      'conseiller les clients et tenir les rapports d’intervention',
    ],
    profile: [
      'un diplôme ou une expérience dans le métier',
      'de l’autonomie et le sens du travail soigné',
      'une bonne relation avec les clients',
    ],
    questions: [
      'Racontez un chantier ou une intervention difficile : comment l’avez-vous mené ?',
      'Comment vous organisez-vous sur une journée d’interventions ?',
      'Quelles règles de sécurité appliquez-vous systématiquement ?',
    ],
  },
  {
    // The dining room, not the kitchen: a waiter serves, advises and cashes in; he cooks nothing.
    pattern: /serveu|barman|barmaid|chef de rang|maitre d'hotel|runner|sommeli/,
    missions: [
      'accueillir et installer les clients, présenter la carte et les conseiller',
      'prendre les commandes, servir à table ou au comptoir dans le bon rythme',
      'dresser et débarrasser les tables, tenir la salle et le bar propres',
      'encaisser et veiller à ce que chaque client reparte satisfait',
    ],
    profile: [
      'une première expérience en salle, en brasserie ou en restauration',
      'le sens du contact, de la présentation et du sourire, même pendant le coup de feu',
      'de la résistance au rythme (horaires décalés, week-ends)',
    ],
    questions: [
      'Un service est complet et un client s’impatiente : comment gérez-vous ?',
      'Comment conseillez-vous un client qui hésite devant la carte ?',
      'Racontez une erreur de commande : comment l’avez-vous rattrapée ?',
    ],
  },
  {
    pattern: /boulang|patiss|cuisin|commis|chef de partie|restaura|traiteur|boucher|charcut|poissonn|plonge/,
    missions: [
      'préparer les produits dans le respect des recettes, des quantités et des horaires de production',
      'appliquer les règles d’hygiène et de sécurité alimentaire (HACCP) et tenir le poste propre',
      'gérer les stocks, les réceptions de marchandises et limiter le gaspillage',
      'travailler en équipe pendant les coups de feu et servir une clientèle exigeante',
    ],
    profile: [
      'un CAP ou une première expérience dans le métier',
      'de la rigueur sur l’hygiène et de la résistance au rythme (horaires décalés, week-ends)',
      'le goût du travail bien fait et de la régularité',
    ],
    questions: [
      'Décrivez votre organisation sur une production ou un service chargé : par quoi commencez-vous ?',
      'Quelles règles d’hygiène appliquez-vous sans exception, et pourquoi ?',
      'Racontez une fois où un produit ou un plat n’était pas à la hauteur : qu’avez-vous fait ?',
    ],
  },
  {
    pattern:
      /logisti|magasinier|preparat\w* de commandes|cariste|manutention|entrepot|chauffeur|livreu|coursier/,
    missions: [
      'préparer et expédier les commandes sans erreur, dans les délais',
      'réceptionner, contrôler et ranger les marchandises',
      'tenir les stocks à jour et signaler les écarts',
      'respecter les consignes de sécurité (charges, engins, circulation)',
    ],
    profile: [
      'une première expérience en logistique ou en livraison',
      'de la fiabilité, de la ponctualité et le respect des consignes',
      'les permis ou CACES demandés par le poste',
    ],
    questions: [
      'Comment évitez-vous les erreurs de préparation quand le volume augmente ?',
      'Quelles règles de sécurité appliquez-vous sur un quai ou un engin ?',
      'Racontez un retard ou un incident de livraison : comment l’avez-vous géré ?',
    ],
  },
  {
    // Therapists of a practice see patients on prescription: assessments, treatment, follow-up.
    pattern:
      /kine|masseur|osteopath|orthophon|ergotherap|podolog|psychomotric|sage-femme|dieteticien|orthoptist/,
    missions: [
      'réaliser les bilans et construire le programme de soins de chaque patient',
      'assurer les séances et suivre les progrès de vos patients',
      'tenir à jour les dossiers et les transmissions aux prescripteurs',
      'participer à la vie du cabinet et à l’organisation des plannings',
    ],
    profile: [
      'le diplôme d’État requis pour exercer',
      'le sens de l’écoute et de la pédagogie avec les patients',
      'de la rigueur dans le suivi et les transmissions',
    ],
    questions: [
      'Comment construisez-vous le programme de soins d’un nouveau patient ?',
      'Un patient ne progresse pas comme prévu : que faites-vous ?',
      'Comment tenez-vous un planning chargé sans sacrifier la qualité des séances ?',
    ],
  },
  {
    pattern:
      /soignant|infirmi|auxiliaire|aide a domicile|aide-menag|garde d'enfant|educat|animat|accompagnant/,
    missions: [
      'accompagner les personnes au quotidien avec bienveillance et discrétion',
      'assurer les soins ou l’aide prévus, dans le respect des protocoles',
      'transmettre les informations utiles à l’équipe et aux familles',
      'signaler tout changement de situation ou d’état de santé',
    ],
    profile: [
      'le diplôme ou l’expérience requis pour le poste',
      'de l’empathie, de la patience et un grand sens des responsabilités',
      'de la rigueur dans les transmissions',
    ],
    questions: [
      'Racontez une situation délicate avec une personne accompagnée : comment l’avez-vous gérée ?',
      'Comment faites-vous vos transmissions à l’équipe ou à la famille ?',
      'Que faites-vous si vous remarquez un changement inquiétant chez une personne ?',
    ],
  },
  {
    pattern: /saisonni|cueill|vendang|agricol|ouvrier|maraich|paysag|jardin/,
    missions: [
      'réaliser les travaux du poste selon les consignes du chef d’équipe',
      'respecter les cadences et la qualité attendues',
      'utiliser le matériel en sécurité et l’entretenir',
      'travailler en extérieur, en équipe, quelle que soit la météo',
    ],
    profile: [
      'une première expérience appréciée, débutants bienvenus',
      'une bonne condition physique et de la ponctualité',
      'l’esprit d’équipe',
    ],
    questions: [
      'Avez-vous déjà travaillé en extérieur ou en saison : qu’en avez-vous retenu ?',
      'Comment tenez-vous le rythme sur une longue journée ?',
      'Quelles sont vos disponibilités sur toute la période ?',
    ],
  },
  {
    pattern: /./,
    missions: [
      'prendre en charge les missions du poste au quotidien',
      'travailler avec l’équipe et les clients',
      'proposer des améliorations et suivre vos résultats',
      'participer aux projets de l’entreprise',
    ],
    profile: [
      'une expérience ou une formation en lien avec le poste',
      'du sérieux, de l’autonomie et l’esprit d’équipe',
      'l’envie d’apprendre et de progresser',
    ],
    questions: [
      'Qu’avez-vous réalisé de plus marquant dans ce métier ?',
      'Comment vous organisez-vous sur une semaine chargée ?',
      'Racontez une situation difficile au travail : qu’avez-vous fait ?',
    ],
  },
];

// "début en janvier", "à partir de mars", "prise de poste courant septembre": a month, no day.
const startMonth =
  /\b(?:debut|demarrage|prise de poste|commence\w*|a partir|des|embauche)\s+(?:en |de |d'|courant |mi-|fin |debut )?(janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/;
const monthNames: Record<string, string> = { fevrier: 'février', aout: 'août', decembre: 'décembre' };

const monthWord =
  'janvier|fevrier|février|mars|avril|mai|juin|juillet|aout|août|septembre|octobre|novembre|decembre|décembre';
// « CDD de mai à septembre 2027 »: the months a contract runs, the year said once at the end or twice.
const monthPeriod = new RegExp(
  `\\b(?:de|d')\\s*(${monthWord})(?:\\s+(\\d{4}))?\\s+(?:a|au|jusqu'a|jusqu'en)\\s+(?:fin\\s+)?(${monthWord})(?:\\s+(\\d{4}))?\\b`,
);
const monthSaid = (month: string) => monthNames[month] ?? month;

/** « de mai à septembre 2027 »: the months a contract runs, as said, with the month it starts. */
export function contractPeriodOf(command: string): { text: string; start: string } | null {
  const match = monthPeriod.exec(fold(command));
  if (!match?.[1] || !match[3]) return null;
  const [, from, fromYear, to, toYear] = match;
  const year = fromYear ?? toYear;
  return {
    text: `de ${monthSaid(from)}${fromYear && fromYear !== toYear ? ` ${fromYear}` : ''} à ${monthSaid(to)}${toYear ? ` ${toYear}` : ''}`,
    start: `en ${monthSaid(from)}${year ? ` ${year}` : ''}`,
  };
}

/** The month a job starts, when the request gives a month and no day. */
function startMonthOf(command: string): string | null {
  const period = contractPeriodOf(command);
  if (period) return period.start;
  const month = startMonth.exec(fold(command))?.[1];
  return month ? monthSaid(month) : null;
}

/** "une vendeuse pour ma boulangerie", "un serveur dans notre restaurant": the place of work, one noun. */
function workplaceOf(command: string): string | null {
  // « pour la saison d'été », « pour la rentrée »: a time of year is no place of work.
  const match =
    /\b(?:pour|dans|a|chez)\s+(?:ma|mon|notre|la|le|l')\s*(?!(?:saison|periode|semaine|journee|annee|rentree|duree|suite|fin|date)\b)(\p{L}{4,})\b/u.exec(
      fold(command),
    );
  if (!match?.[1]) return null;
  // As typed (« pâtisserie »), when folding kept the length.
  const at = match.index + match[0].length - match[1].length;
  const typed = command.slice(at, at + match[1].length);
  return fold(typed) === match[1] ? typed.toLowerCase() : match[1];
}

/**
 * The trade a job belongs to, by its title; the place of work said beside it counts only where a
 * family names the job there (« vendeuse » in a bakery is shop staff, a bakery's accountant is not a baker).
 */
function familyOf(title: string | null, command = ''): Family {
  const folded = fold(title ?? '');
  const workplace = folded ? workplaceOf(command) : null;
  if (workplace) {
    const placed = `${folded} en ${workplace}`;
    const there = families.find((family) => {
      const match = family.pattern.exec(placed);
      return match !== null && match.index < folded.length && match.index + match[0].length > folded.length;
    });
    if (there) return there;
  }
  return families.find((family) => family.pattern.test(folded)) ?? (families.at(-1) as Family);
}

const gapTitle = '[à préciser : intitulé du poste]';

/** "un développeur React" → "développeur React (H/F)" heading; a stage reads as such. */
function heading(title: string | null, contract: Contract | null): string {
  if (!title) return gapTitle;
  const capital = capitalise(title);
  return contract === 'stage' && !/^stag/i.test(title) ? `Stage en ${title} (H/F)` : `${capital} (H/F)`;
}

/** "de comptable", "d’assistante de direction": the title after « poste », elided before a vowel. */
function ofJob(title: string): string {
  return `${/^[aeiouyéèêh]/i.test(title) ? 'd’' : 'de '}${title}`;
}

function employer(conversation: Conversation): string | null {
  return conversation.request.facts.companies[0] ?? conversation.company.name;
}

/** Lines of one section, items kept by their level so a shorter offer has fewer of them. */
function section(
  title: string,
  items: Paragraph[],
  conversation: Conversation,
  emoji: string,
  bullets = true,
): string[] {
  const kept = keep(items, conversation.style);
  if (!kept.length) return [];
  const withEmoji = additionOf(conversation, 'emojis') ? `${emoji} ${title}` : title;
  return ['', `**${withEmoji}**`, bullets ? kept.map((item) => `- ${item}`).join('\n') : kept.join(' ')];
}

/** "bac + 2 apprécié", "permis B souhaité": a requirement the request does not make compulsory. */
function wished(command: string, requirement: string): boolean {
  const folded = fold(command);
  // « maîtrise des outils bureautiques souhaitée »: a mastery is found by its last word.
  const said = folded.includes(fold(requirement))
    ? fold(requirement)
    : fold(requirement.split(/\s+/).at(-1) ?? '');
  const at = said ? folded.indexOf(said) : -1;
  return (
    at >= 0 &&
    /^\s*(?:est\s+)?(?:souhait|apprecie|idealement|serait un plus|un plus)/.test(
      folded.slice(at + said.length),
    )
  );
}

/** « Permis B exigé », « Maîtrise d’Excel exigée »: the participle agrees with the requirement's noun. */
function requirementLine(command: string, requirement: string): string {
  const feminine = /^(?:maitrise|connaissance|habilitation|formation|experience|licence)\b/.test(
    fold(requirement),
  );
  // « Permis B et véhicule exigés »: two things asked, the participle agrees with both.
  const both = /\set\s/.test(requirement) && !feminine;
  return `${capitalise(requirement)} ${wished(command, requirement) ? 'souhaité' : 'exigé'}${feminine ? 'e' : ''}${both ? 's' : ''}`;
}

/** « maîtrise de Revit et d’AutoCAD » → « Revit et AutoCAD »: what a mastery is of, with its article. */
function masteredOf(requirement: string): string | null {
  const object = /^maîtrise\s+(.+)$/i.exec(requirement)?.[1];
  if (!object) return null;
  return object
    .split(/(,\s*|\s+et\s+)/)
    .map((part) =>
      part
        .replace(/^des\s/i, 'les ')
        .replace(/^du\s/i, 'le ')
        .replace(/^de\s+(?=la\s|l’)/i, '')
        .replace(/^d’|^de\s/i, ''),
    )
    .join('');
}

// What the job asks of whoever takes it, in the request's words: travel, weekends, hours, a licence.
const conditionPattern =
  /\b(?:(?:beaucoup de|peu de|nombreux|quelques|des)\s+deplacements(?:\s+(?:a prevoir|en \S+|dans \S+(?: \S+)?|sur \S+(?: \S+)?))?|deplacements\s+(?:frequents|reguliers|a prevoir|quotidiens|en \S+|dans \S+(?: \S+)?)|travail (?:le|en|du) (?:week-end|samedi|dimanche)s?|(?:travail de |horaires de )nuit|horaires (?:decales|variables|en (?:2|3)x8|coupes)|astreintes?(?: (?:(?!\bet\b)[^,.;]){1,50})?|vehicule de (?:service|fonction)|voiture de (?:service|fonction)|teletravail(?: possible| partiel| \d jours?[^,.;]*)?|logement (?:fourni|possible|sur place))/g;

export function jobConditions(command: string): string[] {
  const folded = fold(command);
  const said = [...folded.matchAll(conditionPattern)].map((match) =>
    command.slice(match.index, match.index + match[0].length).trim(),
  );
  // "une aide-soignante de nuit": the title says the hours.
  if (!said.some((text) => /nuit/i.test(text)) && /\b(?:de|en) nuit\b/.test(folded))
    said.push('poste de nuit');
  return said;
}

const titleCounts = ['', 'Un titre possible', 'Deux titres possibles', 'Trois titres possibles'];

/** « Propose-moi trois titres pour l'annonce »: titles from the offer's own facts, each different. */
function offerTitles(
  asked: number,
  offer: {
    title: string;
    contract: string | null;
    place: string | null;
    name: string | null;
    detail: string | null;
  },
): string {
  const { title, contract, place, name, detail } = offer;
  const job = capitalise(title);
  const candidates = [
    `${job} (H/F)${contract ? ` – ${contract}` : ''}${place ? ` – ${place}` : ''}`,
    `${place ? `${place} : ` : ''}${name ? `${place ? name.replace(/^Notre/, 'notre') : name} recrute` : 'on recrute'} ${bothGenders(title)}${contract ? ` en ${contract}` : ''}`,
    detail
      ? `${job}${contract ? ` en ${contract}` : ''} – ${detail.charAt(0).toLowerCase()}${detail.slice(1)}`
      : null,
    `Rejoignez-nous comme ${title}${place ? ` à ${place}` : ''}`,
  ].filter((line): line is string => Boolean(line));
  const given = candidates.slice(0, Math.min(asked, candidates.length));
  return blocks(
    `${titleCounts[given.length] ?? `${given.length} titres possibles`} pour l’annonce :`,
    given.map((line, index) => `${index + 1}. ${line}`).join('\n'),
  );
}

/**
 * « Fais-en une version pour LinkedIn »: the offer as a post, a hook, the terms one per line, two
 * missions, how to apply, and hashtags; the same facts as the offer, nothing added.
 */
function linkedinOffer(
  conversation: Conversation,
  offer: {
    title: string | null;
    role: string | null;
    place: string | null;
    name: string | null;
    terms: string[];
    missions: string[];
    hashtags: Array<string | null>;
  },
): string {
  const { title, role, place, name, terms, missions, hashtags } = offer;
  const post = [
    `🚀 ${name ?? 'Nous'} ${name ? 'recrute' : 'recrutons'} ${role ? bothGenders(role) : 'pour un nouveau poste'}${place ? ` à ${place}` : ''} !`,
    '',
    ...terms,
    '',
    `Au quotidien : ${missions.map((mission) => mission.replace(/\bvos\b/g, 'ses')).join(' ; ')}.`,
    '',
    `Intéressé ou intéressée ? Envoyez votre CV en message privé${conversation.company.signature ? ` à ${conversation.company.signature}` : ''}, ou partagez ce post autour de vous 🙏`,
    '',
    hashtagsOf(hashtags, 5),
  ].join('\n');
  return blocks(
    opening(
      conversation,
      'dot',
      'une version',
      `Voici l'offre${title ? ` de ${title}` : ''} en version LinkedIn, prête à publier :`,
    ),
    quote(conversation.style.address === 'tu' ? tutoyer(post) : post),
  );
}

// What an offer has a line for already: figures, the contract, the start, the pay, the request itself.
const termWithALine =
  /\d|\b(?:cdi|cdd|stage|alternance|interim|freelance|extra|saisonnier|temps plein|plein temps|temps partiel|mi-temps|debut|demarrage|prise de poste|des que possible|a pourvoir|commence\w*|salaire|remuneration|brut|net|tu peux|peux-tu|pouvez-vous|vous pouvez|redige\w*|ecri\w*|merci)\b/;

/**
 * « … : 2 600 € brut par mois, patientèle surtout sportive, début dès que possible »: the terms listed
 * after the request's colon that no line of the offer says, kept as the user said them.
 */
function otherTerms(conversation: Conversation): string[] {
  const { command, facts } = conversation.request;
  const colon = command.indexOf(' : ');
  // « Rédige une annonce pour une aide à domicile en CDD, 28 h par semaine, frais kilométriques
  // remboursés »: without a colon, the terms are the items of the list after the request's clause.
  const listStart = command.indexOf(', ');
  const listed = colon >= 0 ? colon + 3 : command.split(', ').length >= 3 ? listStart + 2 : -1;
  if (listed < 0) return [];
  const known = [...facts.places, ...facts.requirements, ...jobConditions(command)].map(fold);
  return command
    .slice(listed)
    .split(/\s*[;,]\s+|(?<=[.!?])\s+/)
    .map((item) => item.trim().replace(/[.!]+$/, ''))
    .filter(
      (item) =>
        item.length >= 4 &&
        !item.endsWith('?') &&
        item.split(/\s+/).length <= 8 &&
        !termWithALine.test(fold(item)) &&
        !known.some((said) => fold(item).includes(said) || said.includes(fold(item))),
    );
}

const jobOffer: Writer = (conversation) => {
  // "Des questions d'entretien pour recruter un vendeur" asks for questions, not for the offer.
  if (
    /\bquestions? (d'entretien|a poser|pour (l'entretien|recruter))/.test(fold(conversation.request.command))
  ) {
    return screening(conversation);
  }
  const { facts } = conversation.request;
  const { company, style } = conversation;
  const title = jobTitleOf(conversation);
  const contract = contractOf(conversation);
  const place = facts.places[0] ?? company.city;
  const name = employer(conversation);
  const family = familyOf(title, conversation.request.command);
  // « 2 200 à 2 500 € net par mois selon expérience »: a range is said whole, not as its top figure.
  const range = priceRangeOf(conversation.request.command);
  const pay = range
    ? `${range.said}${range.depends ? ` ${range.depends}` : ''}`
    : facts.amounts.length > 0
      ? facts.amounts.join(' – ')
      : null;
  // "35 heures" in a job offer is the weekly working time; a contract lasts a day or more.
  // « 35 h par semaine » is no contract's length, however many minutes it makes.
  const contractLength = facts.durations.find(
    (duration) => duration.minutes >= 1440 && !/\d\s*h\b|heures?/.test(duration.text),
  );
  const period = contractPeriodOf(conversation.request.command);
  const weeklyHours = facts.durations.find(
    (duration) => /h/.test(duration.text) && duration.minutes >= 600 && duration.minutes <= 2880,
  );
  // « en CDI à temps plein »: the working time goes with the contract.
  const workingTime =
    /\b(temps plein|plein temps|temps partiel|mi-temps)\b/.exec(fold(conversation.request.command))?.[1] ??
    null;
  const contractText = contract
    ? `${contract === 'extra' ? 'Extra (CDD d’usage)' : contract === 'saisonnier' ? 'CDD saisonnier' : contract === 'stage' || contract === 'alternance' ? capitalise(contract) : contract}${
        contractLength && contract !== 'CDI'
          ? ` de ${contractLength.text}`
          : period && contract !== 'CDI'
            ? ` ${period.text}`
            : ''
      }${workingTime ? ` à ${workingTime}` : ''}`
    : null;
  // "du mercredi au dimanche": the days of the week the job is worked, not dates.
  const workDays =
    /\bdu (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) au (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b(?!\s+\d)/i.exec(
      conversation.request.command,
    )?.[0] ?? null;
  const role = title && contract === 'stage' && !/^stag/i.test(title) ? `stagiaire en ${title}` : title;
  const top = [heading(title, contract), contractText, place].filter(Boolean).join(' · ');
  // « dans notre cabinet d'Annecy »: the workplace the request names, when the company has no name.
  const workplace = workplaceOf(conversation.request.command);
  // A start date added in a follow-up replaces "dès que possible".
  const startText =
    !facts.dates[0] &&
    addedStatements(conversation).some((text) =>
      /commenc|debut|prise de poste|demarr|a pourvoir/.test(fold(text)),
    )
      ? null
      : facts.dates[0]
        ? `${/^\d.* au /.test(facts.dates[0].label) ? 'du' : 'le'} ${facts.dates[0].label}`
        : (startMonthOf(conversation.request.command) ?? 'dès que possible');
  if (conversation.followUp?.question === 'subjects' && title)
    return offerTitles(conversation.followUp.subjects ?? 3, {
      title,
      contract: contractText,
      place,
      name: name ?? (workplace ? `Notre ${workplace}` : null),
      detail: otherTerms(conversation)[0] ?? facts.amounts[0] ?? null,
    });
  if (facts.platform === 'linkedin')
    return linkedinOffer(conversation, {
      title,
      role,
      place,
      name: name ?? (workplace ? `Notre ${workplace}` : null),
      terms: [
        contractText && `✅ ${contractText}`,
        pay && `💶 ${pay}`,
        weeklyHours && `🕒 ${weeklyHours.text} par semaine${workDays ? `, ${workDays}` : ''}`,
        place && `📍 ${place}`,
        startText && `📅 Prise de poste ${startText === 'dès que possible' ? startText : startText}`,
        ...otherTerms(conversation).map((text) => `➕ ${capitalise(text)}`),
        ...addedStatements(conversation).map((text) => `➕ ${capitalise(text.replace(/\.$/, ''))}`),
      ].filter((term): term is string => Boolean(term)),
      missions: family.missions.slice(0, 2),
      hashtags: ['Recrutement', title, contract, place, 'Emploi'],
    });
  const who = [
    name ?? (workplace ? `Notre ${workplace}` : 'Notre entreprise'),
    company.activity &&
      (activityIsATrade(company.activity)
        ? `, spécialisée dans ${company.activity}`
        : `, ${company.activity}`),
    company.city && (company.activity ? ` à ${company.city},` : ` (${company.city})`),
  ]
    .filter(Boolean)
    .join('');
  const season =
    /\bpour (la saison(?: d['’]\s?(?:été|ete|hiver)| estivale| d['’]hiver)?|l['’]\s?(?:été|ete|hiver)|les fêtes|les fetes)(?![\p{L}])/iu
      .exec(conversation.request.command)?.[0]
      .replace(/\bete\b/, 'été')
      .replace(/\bfetes\b/, 'fêtes') ?? null;
  const lines = [
    `**${top}**`,
    ...section(
      'Qui sommes-nous ?',
      [
        {
          // « pour la saison d'été »: when the job is, said first.
          text: `${season ? `${capitalise(season)}, ${who.replace(/^Notre\b/, 'notre')}` : who} recrute ${role ? bothGenders(role) : 'pour ce poste'}.`,
        },
        { text: 'Vous rejoindrez une équipe qui vous fera confiance dès le premier jour.', level: 1 },
      ],
      conversation,
      '🏢',
      false,
    ),
    ...section(
      'Vos missions',
      family.missions.map((text, index) => ({
        text: capitalise(text),
        level: index < 2 ? 0 : ((index - 1) as 1 | 2),
      })),
      conversation,
      '🎯',
    ),
    ...section(
      'Votre profil',
      [
        ...facts.requirements.map(
          (requirement): Paragraph => ({
            text: requirementLine(conversation.request.command, requirement),
          }),
        ),
        ...family.profile.map(
          (text, index): Paragraph => ({ text: capitalise(text), level: index < 2 ? 0 : 1 }),
        ),
      ],
      conversation,
      '🙌',
    ),
    ...section(
      'Ce que nous offrons',
      [
        contractText && { text: `Contrat : ${contractText}` },
        pay && { text: `Rémunération : ${pay}` },
        // "gratification légale": the legal minimum, said with its amount (see hiring-cost.ts).
        contract === 'stage' &&
          !facts.amounts.length &&
          /\bgratification\b/.test(fold(conversation.request.command)) && {
            text: 'Gratification : minimum légal (4,35 € par heure de stage en 2025, soit environ 660 € par mois à temps plein)',
          },
        weeklyHours && {
          text: `Temps de travail : ${weeklyHours.text} par semaine${workDays ? `, ${workDays}` : ''}`,
        },
        !weeklyHours && workDays && { text: `Jours travaillés : ${workDays}` },
        jobConditions(conversation.request.command).length > 0 && {
          text: `À savoir : ${listWords(jobConditions(conversation.request.command))}`,
        },
        facts.percentages.length > 0 && { text: `À noter : ${facts.percentages.join(', ')}` },
        startText && { text: `Prise de poste : ${startText}` },
        place && { text: `Lieu : ${listWords([...new Set([place, ...facts.places])])}` },
        ...otherTerms(conversation).map((text) => ({ text: capitalise(text) })),
        // Details added in a follow-up ("le logement est fourni") are part of the offer.
        ...addedStatements(conversation).map((text) => ({ text: text.replace(/\.$/, '') })),
        { text: 'Un accompagnement à la prise de poste', level: 1 },
        { text: 'Des responsabilités qui grandissent avec vous', level: 2 },
      ].filter((item): item is Paragraph => Boolean(item)),
      conversation,
      '🎁',
    ),
    ...section(
      'Pour postuler',
      [
        {
          text: `Envoyez votre CV et quelques lignes sur votre motivation${
            facts.people[0]
              ? ` à ${facts.people[0].label}`
              : company.signature
                ? ` à ${company.signature}`
                : ''
          }${facts.references[0] ? `, en rappelant la référence ${facts.references[0].label}` : ''}.`,
        },
        { text: 'Un premier échange de 20 minutes, puis un entretien avec l’équipe.', level: 1 },
      ],
      conversation,
      '📩',
    ),
    additionOf(conversation, 'call_to_action') ? '' : null,
    additionOf(conversation, 'call_to_action')
      ? `**Postulez dès aujourd'hui${name ? ` et rejoignez ${name}` : ''} !**`
      : null,
    style.tone === 'formal' ? '' : null,
    style.tone === 'formal' ? "Nous vous remercions de l'attention que vous porterez à cette offre." : null,
    style.tone === 'friendly' ? '' : null,
    style.tone === 'friendly' ? 'Au plaisir de vous rencontrer !' : null,
    facts.quoted.length > 0 ? '' : null,
    facts.quoted.length > 0 ? facts.quoted.map((text) => `« ${text} »`).join(' ') : null,
  ].filter((line): line is string => line !== null);
  const hashtags = additionOf(conversation, 'hashtags');
  if (hashtags)
    lines.push('', hashtagsOf(['Recrutement', title, contract, place, name, 'Emploi'], hashtags.count));
  const offer = lines.join('\n');
  const missing = [
    !contract && 'le type de contrat',
    !place && 'le lieu',
    !facts.amounts.length &&
      !(contract === 'stage' && /\bgratification\b/.test(fold(conversation.request.command))) &&
      'la rémunération',
  ]
    .filter(Boolean)
    .join(', ');
  return blocks(
    opening(
      conversation,
      'dot',
      'une version',
      `Voici l'offre${title ? (contract === 'stage' ? ` de **stage en ${title}**` : ` d'emploi pour le poste ${ofJob(title).replace(/^(de |d’)/, '$1**')}**`) : " d'emploi"}, prête à publier :`,
    ),
    quote(style.address === 'tu' ? tutoyer(offer) : offer),
    !title && "**Une question :** quel est l'intitulé du poste à pourvoir ? Je l'intègre aussitôt.",
    title &&
      missing &&
      style.length >= 0 &&
      `Pour la compléter, donnez-moi ${missing.replace(/, ([^,]*)$/, ' et $1')}.`,
  );
};

const criteriaPool = (title: string, conversation: Conversation): Array<[string, string]> => {
  const { facts } = conversation.request;
  const { company } = conversation;
  const required = facts.durations.find((duration) => duration.minutes >= 43_200 * 6);
  return [
    [
      'Compétences métier',
      `Réalisations concrètes ${title === 'ce poste' ? 'dans le métier' : `de ${title}`} : ${facts.requirements
        .filter((requirement) => masteredOf(requirement))
        .map((requirement) => `${requirement}, `)
        .join('')}outils, méthodes, résultats vérifiables`,
    ],
    [
      'Expérience',
      required
        ? `Au moins ${required.text} ; contexte, durée, progression`
        : 'Durée, contexte (taille d’équipe, secteur), progression',
    ],
    [
      'Motivation',
      `Intérêt pour le poste${company.name ? ` et pour ${company.name}` : ''}, projet professionnel`,
    ],
    ['Savoir-être', 'Communication, écoute, esprit d’équipe'],
    ['Autonomie et organisation', 'Priorités, respect des délais, prise d’initiative'],
    ['Formation', 'Diplômes, certifications, formations suivies'],
    [
      'Conditions',
      `Disponibilité${facts.dates[0] ? ` au ${facts.dates[0].label}` : ''}${facts.places[0] ? `, poste à ${facts.places[0]}` : ''}${facts.amounts[0] ? `, attentes compatibles avec ${facts.amounts.join(' – ')}` : ''}`,
    ],
    ['Langues', 'Niveau à l’oral et à l’écrit, selon les besoins du poste'],
    ['Potentiel', 'Capacité à apprendre et à évoluer dans le poste'],
    ['Références', 'Recommandations d’anciens responsables ou clients'],
  ];
};

/** Weights in % that add up to 100, larger for the first criteria. */
function weights(count: number): number[] {
  const raw = [6, 5, 4, 3, 3, 2, 2, 2, 1.5, 1.5, 1, 1].slice(0, count);
  while (raw.length < count) raw.push(1);
  const sum = raw.reduce((total, weight) => total + weight, 0);
  const rounded = raw.map((weight) => Math.round((weight / sum) * 100));
  rounded[0] = (rounded[0] ?? 0) + 100 - rounded.reduce((total, weight) => total + weight, 0);
  return rounded;
}

// What a CV says for each criterion: the lines that match these words.
const cvSignals: Record<string, RegExp> = {
  'Compétences métier': /maitris|competen|outil|logiciel|technolog|realis|projet|gestion de/,
  Expérience: /\b\d+\s*ans\b|experience|depuis|\b(19|20)\d\d\b|poste de|chez /,
  Motivation: /motiv|passion|souhait|envie|interess|objectif/,
  'Savoir-être': /equipe|relationnel|communica|ecoute|bienveill/,
  'Autonomie et organisation': /autonom|organis|rigueur|rigoureu|initiative|priorit/,
  Formation: /master|licence|bts|dut|but |bac|diplom|ecole|universit|formation|certif/,
  Conditions: /disponib|permis|mobilit|preavis|teletravail/,
  Langues: /anglais|espagnol|allemand|italien|bilingue|toeic|toefl|langues?/,
  Potentiel: /evolu|apprend|progress|curios/,
  Références: /reference|recommand/,
};

function cvLines(cv: string): string[] {
  return cv
    .split(/\n+|(?<=[.!?;])\s+|\s+[•·|]\s+/)
    .map((line) => line.replace(/^[-*•\s]+/, '').trim())
    .filter((line) => line.length > 2);
}

/** "Où en est la présélection ?": the recruitment tasks and projects of the workspace, as they stand. */
function recruitmentStatus(conversation: Conversation): string | null {
  const { workspace, today } = conversation;
  const hiring = /recrut|candidat|entretien|preselection|embauch|onboarding|offre d'emploi/;
  const tasks = tasksAbout(workspace, hiring);
  const projects = workspace.projects.filter((project) => hiring.test(fold(project.name)));
  if (!tasks.length && !projects.length) return null;
  return blocks(
    `${voices.dot.ack} Voici où en est le recrutement d’après votre espace :`,
    [
      ...projects.map(
        (project) =>
          `- **${project.name}** : ${project.progress} % (${project.tasksCompleted} / ${project.tasksTotal} tâches)${project.dueDate ? `, échéance ${dueText(project.dueDate, today)}` : ''}`,
      ),
      ...tasks.map(
        (task) =>
          `- ${task.title}${task.assignee ? ` (${task.assignee})` : ''}${task.dueDate ? `, ${dueText(task.dueDate, today)}` : ''}`,
      ),
    ].join('\n'),
    'Dites-moi le poste à traiter en premier : je vous prépare la grille de présélection et les questions d’entretien.',
  );
}

/** A request for interview questions alone, without a grid to score candidates. */
export function asksForQuestionsOnly(command: string): boolean {
  const folded = fold(command);
  return (
    /\bquestions?\b/.test(folded) &&
    !/\b(grille|criteres?|evalu\w*|cv|tri\w*|note\w*|compar\w*|annonce|offre)\b/.test(folded)
  );
}

// What a question lets the recruiter check, read from the question itself so that each purpose
// matches its question whatever the job family.
const questionPurposes: Array<[RegExp, string]> = [
  [/\b(outils?|logiciels?|maitrisez)\b/, 'le niveau réel sur les outils du métier'],
  [/\b(erreur|bug|corrig\w*)\b/, 'la rigueur : repérer une erreur, la corriger, en tirer une leçon'],
  [/\b(securite|hygiene|regles?|normes?)\b/, 'le respect des règles de sécurité du métier'],
  [/\b(urgent\w*|rush|pression|priorisez|chargee)\b/, 'l’organisation quand la pression monte'],
  [/\b(clients?|plaint|mecontent|trop cher|hesite)\b/, 'la relation avec les clients'],
  [/\bne connaissez pas\b/, 'l’honnêteté et la façon de chercher la bonne réponse'],
  [/\b(desaccord|equipes?|collegues?)\b/, 'l’esprit d’équipe et la gestion des désaccords'],
  [
    /\b(indicateurs?|resultats?|qualite|avancement|risques?)\b/,
    'le suivi de son travail et de ses résultats',
  ],
  [/^(racontez|decrivez|montrez)\b|\b(realise|reussite)\b/, 'une expérience vécue, racontée avec des faits'],
  [/\b(organisez|comment)\b/, 'la méthode sur une tâche réelle du métier'],
];

function purposeOf(question: string): string {
  const folded = fold(question);
  return questionPurposes.find(([pattern]) => pattern.test(folded))?.[1] ?? 'le savoir-faire concret';
}

// The contract shapes one question: the school rhythm of a work-study, the dates of an internship.
const contractQuestions: Record<Contract, [string, string] | null> = {
  extra: [
    'Quelles sont vos disponibilités exactes sur la période, soirs et week-ends compris ?',
    'les disponibilités sur la période de l’extra',
  ],
  saisonnier: [
    'Êtes-vous disponible sur toute la saison, et avez-vous déjà fait une saison dans le métier ?',
    'la disponibilité sur toute la saison',
  ],
  alternance: [
    'Comment envisagez-vous le rythme entre l’école et l’entreprise, et qu’attendez-vous de votre tuteur ?',
    'l’organisation de l’alternance (calendrier école, autonomie) et l’accompagnement attendu',
  ],
  stage: [
    'Que voulez-vous avoir appris à la fin de ce stage, et quelles sont ses dates exactes ?',
    'les objectifs du stage et le calendrier de la convention',
  ],
  CDD: [
    'Ce poste est un CDD : êtes-vous disponible sur toute sa durée, et qu’envisagez-vous ensuite ?',
    'la disponibilité sur toute la durée du contrat',
  ],
  freelance: [
    'Comment cadrez-vous une mission : livrables, délais, tarif et disponibilité ?',
    'le cadre de la mission (livrables, tarif, disponibilité)',
  ],
  CDI: null,
};

/** Interview questions, most useful first, each with what its answer shows. */
/**
 * « dans mon magasin de vélos », « pour notre boutique de thés »: what the shop sells, plural and
 * singular, so the questions name it instead of « un produit ».
 */
export function goodsSold(command: string): { plural: string; singular: string; shop: string } | null {
  const match =
    /\b(magasin|boutique|rayon|cave|commerce|atelier)\s+(?:de|d['’])\s*(\p{Ll}[\p{Ll}-]{2,}s)\b/u.exec(
      command,
    );
  if (!match?.[1] || !match[2]) return null;
  return { plural: match[2], singular: match[2].replace(/x$|s$/, ''), shop: `${match[1]} de ${match[2]}` };
}

function interviewQuestions(conversation: Conversation): string {
  const given = jobTitleOf(conversation);
  const count = countFor(conversation, /^questions?$/, 5);
  const family = familyOf(given, conversation.request.command);
  const contract = contractOf(conversation);
  const goods = goodsSold(conversation.request.command);
  const namingGoods = (question: string) =>
    goods
      ? question
          .replace(/\bdeux produits\b/g, `deux ${goods.plural}`)
          .replace(/\bd['’]un produit\b/g, `d’un ${goods.singular}`)
          .replace(/\bun produit\b/g, `un ${goods.singular}`)
      : question;
  const pool: Array<[string, string]> = [
    [
      `Qu’est-ce qui vous attire dans ${given ? `ce poste ${ofJob(given)}` : 'ce poste'}${goods ? `, dans un ${goods.shop}` : ''} ?`,
      'une question ouverte pour mettre à l’aise et vérifier la motivation : à poser en premier',
    ],
    // « il faut qu'il maîtrise Revit et AutoCAD »: what the job requires is checked on a real case.
    ...conversation.request.facts.requirements.flatMap((requirement): Array<[string, string]> => {
      const mastered = masteredOf(requirement);
      return mastered
        ? [
            [
              `Sur quels projets avez-vous utilisé ${mastered} ? Montrez-nous un exemple de ce que vous avez produit.`,
              `la ${requirement}, ${wished(conversation.request.command, requirement) ? 'souhaitée' : 'exigée'} pour le poste : demandez un exemple concret ou un court exercice`,
            ],
          ]
        : [];
    }),
    ...(contract ? [contractQuestions[contract]] : []).filter((question): question is [string, string] =>
      Boolean(question),
    ),
    ...family.questions.map((question): [string, string] => [namingGoods(question), purposeOf(question)]),
    ['Racontez un désaccord avec un collègue : comment l’avez-vous réglé ?', 'l’esprit d’équipe'],
    ['Quelles sont vos disponibilités (horaires, week-ends) ?', 'la compatibilité avec le planning du poste'],
    [
      'Que diraient de vous vos anciens responsables ?',
      'le recul sur soi et les points à vérifier en référence',
    ],
    ['Quelle réussite récente vous rend fier ou fière ?', 'ce qui motive le candidat'],
    ['Sur quoi voulez-vous progresser ?', 'l’envie d’apprendre'],
    [
      'Avez-vous des questions sur l’équipe ou sur le poste ?',
      'l’intérêt réel pour l’entreprise : à garder pour la fin',
    ],
  ];
  const chosen = pool.slice(0, Math.min(count, pool.length));
  return chosen.map(([question, purpose], index) => `${index + 1}. **${question}** — ${purpose}.`).join('\n');
}

interface Candidate {
  name: string;
  text: string;
  /** The day they can start, and how the user said it (« le 4 janvier », « en avril »). */
  from: { day: number; said: string } | null;
  years: number | null;
}

/** « dispo le 4 janvier », « disponible en avril », « peut commencer le 11 janvier »: when, as said. */
function availableFrom(text: string, now: Date): { day: number; said: string } | null {
  const month = new RegExp(`\\b(?:en|debut|début|courant)\\s+(${monthWord})\\b`, 'iu').exec(text);
  if (month?.[1]) {
    const first = findDate(`le 1er ${month[1]}`, now);
    return first ? { day: first.day, said: `en ${month[1]}` } : null;
  }
  const date = findDate(text, now);
  return date
    ? { day: date.day, said: `le ${date.text.replace(/^(?:le|dès le|des le|à partir du)\s+/i, '')}` }
    : null;
}

/**
 * « Classe-moi ces trois candidats : Inès Garnier, dispo le 4 janvier, Excel avancé, 1 an
 * d’expérience ; Hugo Lambert, … »: the candidates listed, each with what the request says of them.
 */
/** The request with the list after its colon, when that list was read as pasted text. */
function withList(conversation: Conversation): string {
  const { command, pasted } = conversation.request;
  return pasted && !command.includes(':') ? `${command.trimEnd()} : ${pasted}` : command;
}

function listedCandidates(conversation: Conversation): Candidate[] {
  const command = withList(conversation);
  const colon = command.indexOf(':');
  if (colon < 0) return [];
  // The list ends with its sentence: « … bilingue anglais. Lequel je convoque ? » keeps the list.
  const list = command.slice(colon + 1);
  const end = /[.?!]\s+(?=\p{Lu})/u.exec(list);
  const pieces = list
    .slice(0, end ? end.index : undefined)
    .replace(/[.\s]+$/, '')
    .split(/\s*;\s*|\n+/)
    .filter((piece) => piece.trim());
  const candidates = pieces.flatMap((piece): Candidate[] => {
    const name = /^\s*(?:[-*•]\s*)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)/u.exec(piece)?.[1];
    if (!name) return [];
    const years = /\b(\d+)\s*ans?\s+d['’]\s*exp/i.exec(piece);
    return [
      {
        name,
        text: piece.trim(),
        from: availableFrom(piece, conversation.now),
        years: years ? Number(years[1]) : null,
      },
    ];
  });
  return candidates.length >= 2 && candidates.length === pieces.length ? candidates : [];
}

/**
 * The candidates listed, ranked against what the request requires (« disponible avant février avec
 * Excel avancé »): each criterion met counts, experience decides between equals; a start date given
 * in a follow-up (« Finalement Hugo peut commencer le 11 janvier ») is theirs from then on.
 */
function candidateRanking(conversation: Conversation): string | null {
  const command = withList(conversation);
  if (
    !/\b(?:class\w*|compar\w*|departag\w*|lequel|laquelle|qui (?:choisir|prendre|retenir))\b/.test(
      fold(command),
    )
  )
    return null;
  const candidates = listedCandidates(conversation);
  if (!candidates.length) return null;
  const { now } = conversation;
  // The follow-ups of the conversation, in order: a candidate named with a new date.
  const followUp = conversation.revises && conversation.message !== conversation.request.command;
  const said = followUp ? [conversation.message] : [];
  for (const turn of said) {
    const named = candidates.find((candidate) =>
      fold(turn).includes(fold(candidate.name.split(' ')[0] ?? '')),
    );
    const from = named ? availableFrom(turn, now) : null;
    if (named && from) named.from = from;
  }
  const typedHead = command.slice(0, command.indexOf(':'));
  const deadlineMatch =
    /\bdisponible\s+(?:avant|d'ici|au plus tard)\s+(?:le\s+)?([^,.;]+?)(?=\s+avec\b|[,.;]|$)/.exec(
      fold(typedHead),
    );
  // As typed (« février »): folding kept the length.
  const deadlineSaid = deadlineMatch?.[1]
    ? [
        deadlineMatch[0],
        typedHead.slice(
          deadlineMatch.index + deadlineMatch[0].length - deadlineMatch[1].length,
          deadlineMatch.index + deadlineMatch[0].length,
        ),
      ]
    : null;
  const deadline = deadlineSaid?.[1]
    ? new RegExp(`^(?:${monthWord})$`).test(deadlineSaid[1].trim())
      ? (findDate(`le 1er ${deadlineSaid[1].trim()}`, now)?.day ?? null)
      : (findDate(deadlineSaid[1], now)?.day ?? null)
    : null;
  const skills = [
    ...command.slice(0, command.indexOf(':')).matchAll(/\bavec\s+([^,.;:]+?)(?=\s+et\s|[,.;:]|$)/giu),
  ]
    .map((match) => match[1]!.trim())
    .filter((skill) => skill.split(/\s+/).length <= 4);
  const meets = (candidate: Candidate) => [
    ...(deadline !== null ? [candidate.from !== null && candidate.from.day < deadline] : []),
    ...skills.map((skill) => fold(candidate.text).includes(fold(skill))),
  ];
  const ranked = [...candidates].sort(
    (a, b) =>
      meets(b).filter(Boolean).length - meets(a).filter(Boolean).length || (b.years ?? 0) - (a.years ?? 0),
  );
  const criteria = [deadlineSaid ? `disponible avant ${deadlineSaid[1]!.trim()}` : null, ...skills].filter(
    (criterion): criterion is string => Boolean(criterion),
  );
  const lines = ranked.map((candidate, index) => {
    const met = meets(candidate);
    const parts = [
      candidate.from
        ? `disponible ${candidate.from.said}${deadline !== null ? ` (${met[0] ? 'à temps' : 'trop tard'})` : ''}`
        : deadline !== null
          ? 'disponibilité non précisée'
          : null,
      ...skills.map((skill, at) =>
        met[(deadline !== null ? 1 : 0) + at]
          ? skill
          : `pas ${/^[aeiouyéèêh]/i.test(skill) ? 'd’' : 'de '}${skill}`,
      ),
      candidate.years !== null
        ? `${candidate.years} ${candidate.years > 1 ? 'ans' : 'an'} d’expérience`
        : null,
      // What else the user says of them (« maîtrise Sage », « bilingue anglais »), as said.
      ...candidate.text
        .split(/\s*,\s*/)
        .slice(1)
        .filter(
          (part) =>
            !/\b(?:dispo\w*|peut commencer|ans? d['’]\s*exp)/i.test(part) &&
            !skills.some((skill) => fold(part).startsWith(fold(skill.split(/\s+/)[0] ?? ''))),
        ),
    ].filter(Boolean);
    return `${index + 1}. **${candidate.name}** — ${parts.join(', ')}`;
  });
  const [first, second] = ranked;
  const all = first ? meets(first).every(Boolean) : false;
  const advice =
    first &&
    `**Mon conseil :** ${!criteria.length ? `${first.name} d’abord, pour son expérience` : all ? `${first.name} remplit tous vos critères : à rencontrer en premier` : `${first.name} est celui ou celle qui en remplit le plus`}${
      !criteria.length
        ? ''
        : second && meets(second).every(Boolean)
          ? ` ; ${second.name} les remplit aussi : à rencontrer ensuite`
          : second && (second.years ?? 0) > (first.years ?? 0)
            ? ` ; ${second.name} a plus d’expérience (${second.years} ans), mais ne remplit pas tous vos critères`
            : ''
    }.`;
  const of = (name: string) => `${/^[aeiouyéèêhîô]/i.test(name) ? 'd’' : 'de '}${name}`;
  const title = jobTitleOf(conversation);
  const counted = conversation.request.facts.quantities
    .find((quantity) => /candidat/i.test(quantity))
    ?.toLowerCase();
  return blocks(
    `${followUp ? `Voici le classement mis à jour de vos ${counted ?? `${candidates.length} candidats`}` : `Voici vos ${counted ?? `${candidates.length} candidats`} classés`}${title ? ` pour le poste ${ofJob(title)}` : ''}${criteria.length ? `, selon vos critères (${listWords(criteria)}), puis l’expérience à égalité :` : ', selon leur expérience :'}`,
    lines.join('\n'),
    advice,
    conversation.style.length >= 0 &&
      `Je peux préparer l’invitation à l’entretien${first ? ` ${of(first.name)}` : ''} ou la grille d’évaluation du poste.`,
  );
}

const weekDays = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];

interface RequirementCheck {
  said: string;
  /** True when the CV meets it, false when it says otherwise, null when it says nothing. */
  met: boolean | null;
  evidence: string;
}

/**
 * « Il faut le BP, 3 ans d'expérience minimum et être dispo le samedi », then a CV pasted: each
 * requirement the request states, read against the CV (a diploma named, years of experience from its
 * dated lines, a day of availability); null when the request states none.
 */
export function requirementsAgainstCv(command: string, cv: string, year: number): RequirementCheck[] | null {
  const lead =
    /\b(?:il (?:nous )?faut|on (?:exige|demande|veut)|(?:sont |est )?(?:exig\p{L}*|requis\p{L}*|indispensables?|obligatoires?))\s*:?\s+([^.?!\n]{3,})/iu.exec(
      command,
    );
  if (!lead?.[1]) return null;
  const items = lead[1]
    .split(/\s*,\s*|\s+et\s+/)
    .map((item) => item.trim())
    .filter((item) => item.length >= 2);
  const lines = cvLines(cv);
  const quoteOf = (line: string) => `« ${shorten(line, 90)} »`;
  return items.map((said): RequirementCheck => {
    const folded = fold(said);
    const years = /\b(\d+|un|deux|trois|quatre|cinq|six|sept|huit|dix)\s+ans?\b/.exec(folded);
    if (years?.[1] && /\bexperience|\bans? (?:minimum|au moins)|\bmetier\b/.test(folded)) {
      const needed = numberOf(years[1]) ?? 0;
      let worked = 0;
      let trained = 0;
      let role = '';
      for (const line of lines) {
        const span =
          /\b((?:19|20)\d\d)\s*(?:[-–—]|a|à)\s*((?:19|20)\d\d|aujourd'hui|auj\.?|present|ce jour|maintenant|now)\b/i.exec(
            fold(line),
          );
        if (!span?.[1] || !span[2]) continue;
        const end = /^\d/.test(span[2]) ? Number(span[2]) : year;
        const length = Math.max(0, end - Number(span[1]));
        if (/\b(apprenti\w*|stag\w*|alternan\w*|etudes|ecole|formation)\b/.test(fold(line)))
          trained += length;
        else {
          worked += length;
          role ||= (/:\s*([^,;(]+)/.exec(line)?.[1] ?? '').trim();
        }
      }
      if (!worked && !trained) return { said, met: null, evidence: 'aucune date dans le CV : à vérifier' };
      return {
        said,
        met: worked >= needed,
        evidence: `${plural(worked, 'an')} d’expérience${role ? ` comme ${role}` : ''}${trained ? `, après ${plural(trained, 'an')} d’apprentissage ou de formation` : ''}`,
      };
    }
    const day = weekDays.find((name) => new RegExp(`\\b${name}s?\\b`).test(folded));
    const weekend = !day && /\bweek-?ends?\b/.test(folded);
    if ((day || weekend) && /\b(dispo\w*|travaill\w*|present\w*|libre)\b/.test(folded)) {
      const line = lines.find((each) => /disponib|\bdispo\b/.test(fold(each)));
      if (!line) return { said, met: null, evidence: 'le CV ne dit rien des disponibilités : à vérifier' };
      const text = fold(line);
      const range =
        /\bdu (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) au (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b/.exec(
          text,
        );
      const wanted = day ? [day] : ['samedi', 'dimanche'];
      const covered = wanted.every((name) => {
        if (new RegExp(`\\b(?:pas|sauf|hors)\\b[^.;]*\\b${name}`).test(text)) return false;
        if (new RegExp(`\\b${name}s?\\b`).test(text) || (weekend && /\bweek-?ends?\b/.test(text)))
          return true;
        if (!range?.[1] || !range[2]) return /\b(?:7j\/7|tous les jours|toute la semaine)\b/.test(text);
        const [from, to] = [weekDays.indexOf(range[1]), weekDays.indexOf(range[2])];
        const at = weekDays.indexOf(name);
        return from <= to ? at >= from && at <= to : at >= from || at <= to;
      });
      return { said, met: covered, evidence: quoteOf(line) };
    }
    // « le BP », « permis B », « CAP cuisine »: the words of the requirement, found in a line of the CV.
    const words = said
      .replace(/^(?:le|la|les|l['’]|un|une|des|du|avoir|être|etre)\s+/i, '')
      .split(/\s+/)
      .filter((word) => /^\p{Lu}/u.test(word) || word.length >= 4);
    if (!words.length) return { said, met: null, evidence: 'à vérifier en entretien' };
    const found = lines.find((line) =>
      words.every((word) =>
        new RegExp(`(?<!\\p{L})${fold(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(
          fold(line),
        ),
      ),
    );
    return found
      ? { said, met: true, evidence: quoteOf(found) }
      : { said, met: false, evidence: 'absent du CV' };
  });
}

/** The requirements read against the CV, then its strengths and weaknesses for them. */
function requirementsReading(checks: RequirementCheck[]): string {
  const label = (check: RequirementCheck) => capitalise(check.said);
  const verdict = (met: boolean | null) => (met === true ? 'oui' : met === false ? 'non' : 'à vérifier');
  const strong = checks.filter((check) => check.met === true);
  const weak = checks.filter((check) => check.met !== true);
  return blocks(
    `**Les exigences du poste face au CV** (${strong.length} sur ${checks.length} remplies)\n${checks
      .map((check) => `- **${label(check)}** : ${verdict(check.met)} — ${check.evidence}`)
      .join('\n')}`,
    strong.length > 0 &&
      `**Points forts**\n${strong.map((check) => `- ${label(check)} : ${check.evidence}`).join('\n')}`,
    weak.length > 0 &&
      `**Points faibles**\n${weak
        .map(
          (check) =>
            `- ${label(check)} : ${check.evidence}${check.met === false ? ' ; à aborder avant tout entretien' : ''}`,
        )
        .join('\n')}`,
  );
}

const screening: Writer = (conversation) => {
  const ranking = candidateRanking(conversation);
  if (ranking) return ranking;
  if (statusQuestion(conversation.request.command) && !conversation.request.pasted) {
    const status = recruitmentStatus(conversation);
    if (status) return status;
  }
  const { pasted } = conversation.request;
  if (!pasted && asksForQuestionsOnly(conversation.request.command)) {
    const given = jobTitleOf(conversation);
    return blocks(
      opening(
        conversation,
        'dot',
        'une liste',
        `Voici les questions d'entretien${given ? ` pour le poste ${ofJob(given).replace(/^(de |d’)/, '$1**')}**` : ''}, dans l'ordre où je les poserais :`,
      ),
      interviewQuestions(conversation),
      conversation.style.length >= 0 &&
        '**Pendant l’entretien :** demandez à chaque fois un exemple vécu (situation, action, résultat) et notez les réponses juste après.',
    );
  }
  const given = jobTitleOf(conversation);
  const title = given ?? 'ce poste';
  const criteriaCount = countFor(conversation, /^(criteres?|points?)$/, 5);
  const questionCount = countFor(conversation, /^questions?$/, 5);
  const criteria = criteriaPool(title, conversation).slice(0, Math.min(criteriaCount, 10));
  const weighted = weights(criteria.length);
  const grid = [
    '| Critère | Poids | Ce que je vérifie |',
    '|---|---|---|',
    ...criteria.map(([name, what], index) => `| ${name} | ${weighted[index]} % | ${what} |`),
  ].join('\n');
  const family = familyOf(title, conversation.request.command);
  const questionPool = [
    ...family.questions,
    `Qu’est-ce qui vous attire dans ${given ? `ce poste ${ofJob(given)}` : 'ce poste'} ?`,
    'Quelles conditions vous permettent de donner le meilleur de vous-même ?',
    'Comment vous tenez-vous à jour dans votre métier ?',
    'Racontez un désaccord avec un collègue : comment l’avez-vous réglé ?',
    'Quelle réussite récente vous rend fier ou fière ?',
    'Sur quoi voulez-vous progresser dans les deux prochaines années ?',
    'Que diraient de vous vos anciens responsables ?',
    'Quelles sont vos disponibilités et vos attentes pour ce poste ?',
    'Avez-vous des questions sur l’équipe ou sur nos façons de travailler ?',
    'Quel a été votre plus grand échec, et qu’en avez-vous appris ?',
    'Comment organiseriez-vous vos trois premiers mois ?',
  ];
  const questions = Array.from(
    { length: questionCount },
    (_, index) => questionPool[index] ?? `Question ${index + 1} : un exemple concret lié à ${title}.`,
  );
  let cvReading: string | null = null;
  if (pasted) {
    const lines = cvLines(pasted);
    const rows = criteria.map(([name]) => {
      const signal = cvSignals[name];
      const titleWords = significantWords(title);
      const matches = (line: string) =>
        (signal?.test(fold(line)) ?? false) ||
        (name === 'Compétences métier' && titleWords.some((word) => fold(line).includes(word)));
      const found = lines.filter(matches).slice(0, 2);
      return `| ${name} | ${found.length ? found.map((line) => `« ${shorten(line, 120).replace(/\|/g, '/')} »`).join(' ; ') : 'Rien dans le CV : à vérifier en entretien'} |`;
    });
    cvReading = [
      '**Ce que dit le CV, critère par critère**',
      '| Critère | Dans le CV |',
      '|---|---|',
      ...rows,
    ].join('\n');
  }
  // A CV opens on its owner's name, on a line of its own: the candidate, whatever else is capitalised.
  const owner = pasted
    ? /^\s*(\p{Lu}[\p{L}'’-]+(?:[^\S\n]+\p{Lu}[\p{L}'’-]+){1,2})[^\S\n]*\n/u.exec(pasted)?.[1]
    : undefined;
  const people = owner ? [owner] : conversation.request.facts.people.map((person) => person.label);
  // « Il faut le BP, 3 ans d'expérience… » with a CV: the answer to « ce CV colle ? » comes first.
  const checks = pasted
    ? requirementsAgainstCv(
        conversation.request.command,
        pasted,
        new Date(conversation.today * 86_400_000).getUTCFullYear(),
      )
    : null;
  const job = given ? `pour le poste ${ofJob(given).replace(/^(de |d’)/, '$1**')}**` : 'pour ce poste';
  return blocks(
    opening(
      conversation,
      'dot',
      'une grille',
      checks?.length
        ? `Voici ce que donne la candidature ${people.length ? withDe(listWords(people)).replace(/^d'/, 'd’') : 'reçue'} ${job} :`
        : `Voici la grille d'évaluation ${job}${people.length ? ` (candidature ${withDe(listWords(people)).replace(/^d'/, 'd’')})` : ''} :`,
    ),
    checks?.length ? requirementsReading(checks) : null,
    checks?.length ? "**La grille d'évaluation**" : null,
    grid,
    ...keep(
      [
        {
          text: '**Notation :** chaque critère de 1 à 5, multiplié par son poids. Au-dessus de 3,5 / 5 : entretien ; de 2,5 à 3,5 : appel de 20 minutes ; en dessous : réponse courtoise sous 48 h.',
          level: 1,
        },
      ],
      conversation.style,
    ),
    cvReading,
    `**Questions d'entretien**\n${questions.map((question, index) => `${index + 1}. ${question}`).join('\n')}`,
    !pasted &&
      conversation.style.length >= 0 &&
      'Collez un CV après « Analyse ce CV : » et je le lis au regard de ces critères.',
  );
};

/** A negation or a regret in the news told: « on n'a pas de poste », « malheureusement ». */
const badNews =
  /\b(?:ne|n')\s?\S+(?:\s\S+)?\s(?:pas|plus|jamais|rien|aucun\w*)\b|\bpas de\b|\bmalheureusement\b|\bregret\w*/;

const refusalWords =
  /\b(negati\w*|refus\w*|decline\w*|pas retenu\w*|non retenu\w*|ne pas (donner suite|retenir)|pas donner suite|rejet\w*|ecart\w*)\b/;
// "le poste est pourvu", "le recrutement est clos", "nous avons retenu un autre candidat": news that
// is a refusal for the candidates who hear it (not for the team told of a hire).
const positionFilled =
  /\b(pourvue?s?|(?:un|une) autre (?:candidat\w*|profil)|quelqu'un d'autre|(?:pris|retenu|choisi|embauche|recrute) (?:quelqu'un|un candidat|une candidate|un profil|une personne))\b/;
const positionClosed =
  /\b(pourvue?s?|deja (?:recrute|embauche|trouve|pris quelqu'un)\w*|(?:pris|retenu|choisi|embauche|recrute) (?:quelqu'un|un candidat|une candidate|un profil|une personne)|n'est plus (?:ouverte?|disponible|a pourvoir)|plus a pourvoir|(?:recrutement|poste|offre|annonce)\b[^.;!?]{0,40}?\b(?:est|a ete|sont) (?:desormais |maintenant )?(?:termine|clos|cloture|fermee?|suspendue?|gelee?|annulee?)|(?:clotur|ferm|suspend|gel|annul)\w* (?:le|ce|notre) recrutement|(?:un|une) autre (?:candidat\w*|profil)|quelqu'un d'autre)\b/;
const toTheTeam = /\b(equipe|collaborat\w*|salaries|collegues|personnel)\b/;
// "garde leur CV", "on garde vos coordonnées", "dans notre vivier": the CV kept on file, said.
const keepsCv = /\b(gard\w*|conserv\w*)\b[^.?!]*\b(cv|candidatures?|coordonnees|dossiers?)\b|\bvivier\b/;

/**
 * News of a hire told to the team ("Annonce à l'équipe que le poste de comptable est pourvu",
 * "Informe l'équipe de l'arrivée de Sarah…"): the audience, not the news, makes the letter. The team
 * hears it as news, greeted as a group; the person hired is spoken of, not written to.
 */
function teamAnnouncement(conversation: Conversation): string | null {
  const { command, facts } = conversation.request;
  const told = newsTold(command);
  const named = told ? null : newsNamed(command);
  const news = told ?? named;
  if (!news || !toTheTeam.test(fold(command.slice(0, news.index)))) return null;
  // "qu'ils peuvent coopter des candidats": said to the team, "que vous pouvez…".
  const text = toGroup(withoutInstructions(news.news.replace(/[.!?\s]+$/, '')));
  const folded = fold(text);
  const title = jobTitleOf(conversation);
  const ofTitle = title ? ` ${/^[aeiouyéèh]/i.test(title) ? 'd’' : 'de '}${title}` : '';
  // The person hired, if named in the news ("l'arrivée de Sarah", "Sarah nous rejoint").
  const hired = facts.people.find((person) => folded.includes(fold(person.name)));
  const arrival =
    /\b(arriv\w*|rejoin\w*|embauch\w*|recrut\w*|intègre|integre\w*|accueill\w*|nouvel(?:le)? (?:collegue|recrue))\b/.test(
      folded,
    );
  const filled =
    positionFilled.test(folded) || /\b(recrutement|poste)\b[^.]*\b(termine|clos|boucle)\b/.test(folded);
  const subject =
    hired && arrival
      ? `Bienvenue à ${hired.name}${title ? ` au poste${ofTitle}` : ''}`
      : filled
        ? `Recrutement : le poste${ofTitle} est pourvu`
        : /\brecrut\w*|\bembauch\w*/.test(folded)
          ? `Recrutement${title ? ` : poste${ofTitle}` : ''}`
          : `Une nouvelle pour l’équipe${title ? ` : le poste${ofTitle}` : ''}`;
  const body: Array<Paragraph | false> = [
    {
      // An arrival is a pleasure to announce; a leave or an absence is news to tell.
      text: `${hired && arrival ? 'J’ai le plaisir de vous annoncer' : /\b(conges?|absen\w*|arrets?|depart|quitte|remplac\w*)\b/.test(folded) ? 'Je vous informe' : 'J’ai le plaisir de vous annoncer'} ${told ? `que ${text}` : text}.`,
    },
    ...addedStatements(conversation).map((line) => ({ text: line })),
    hired && arrival
      ? {
          text: `Merci de lui réserver le meilleur accueil et de l’aider à prendre ses marques.`,
          level: 0 as const,
        }
      : filled && {
          text: 'Merci à toutes celles et ceux qui ont pris part au recrutement.',
          level: 1 as const,
        },
    { text: 'N’hésitez pas à venir me voir pour toute question.', level: 1 },
  ];
  const draft = letter(conversation, { subject, to: undefined, body });
  return blocks(
    opening(conversation, 'dot', 'une version', 'Voici le message pour l’équipe :'),
    quote(draft),
    hired &&
      arrival &&
      conversation.style.length >= 0 &&
      `**Conseil :** ajoutez une phrase sur son parcours et sur ce dont ${hired.name} s’occupera, pour que chacun sache vers qui se tourner.`,
  );
}

const candidateOutreach: Writer = (conversation) => {
  const toTeam = teamAnnouncement(conversation);
  if (toTeam) return toTeam;
  const { facts, command } = conversation.request;
  // An interview at a stated time is an invitation to it, whoever the classifier thought wrote it.
  if (
    /\bentretien\b/.test(fold(command)) &&
    facts.dates[0]?.minutes != null &&
    !refusalWords.test(fold(command))
  ) {
    return interviewInvitation(conversation);
  }
  // "Rédige un message pour les candidats : le poste est pourvu": the news after a colon counts too.
  const { pasted } = conversation.request;
  const said = fold(pasted && pasted.length < 300 ? `${command} ${pasted}` : command);
  const closed = positionClosed.test(said) && !toTheTeam.test(said);
  const refusal = refusalWords.test(fold(command)) || closed;
  const keepCv = keepsCv.test(said);
  // « on garde son CV 6 mois »: how long the CV is kept, when the user says it.
  const keptFor = keepCv
    ? facts.durations.find(
        (duration) => /\bmois|\ban/.test(duration.text) && said.includes(fold(duration.text)),
      )
    : undefined;
  // « on garde son CV pour la saison d'été »: what the CV is kept for, in the user's words.
  const keptForWhat = keepCv
    ? (/\bgard\w*\s+(?:(?:son|ton|votre|le|sa)\s+)?(?:cv|candidature)\s+((?:pour|en vue d[eu])\s+(?:la|le|l'|les|un|une|notre)\s*[^,.;!?]{3,50}?)(?=\s*(?:[,.;!?]|$|\s+(?:et|mais)\s))/i.exec(
        command,
      )?.[1] ?? null)
    : null;
  // « après son entretien du 7 novembre »: the interview the candidate came to, thanked for.
  const interviewed = /\bentretien\b/.test(fold(command)) ? facts.dates[0] : undefined;
  const person = facts.people[0];
  const title = jobTitleOf(conversation) ?? jobNamedBefore(conversation, person?.name);
  const ofTitle = title ? ` ${/^[aeiouyéèh]/i.test(title) ? 'd’' : 'de '}${title}` : '';
  const name = employer(conversation) ?? 'notre entreprise';
  const place = facts.places[0];
  const contract = contractOf(conversation);
  const post = title ? `au poste ${/^[aeiouyéèh]/i.test(title) ? 'd’' : 'de '}${title}` : 'pour notre poste';
  const linkedin = conversation.request.facts.platform === 'linkedin';
  // "pour lui dire qu'elle est retenue…": the news the user gives is the message, not an approach.
  // A refusal asked in so many words, or a position closed and nothing more, is written whole; news
  // that closes it and says more (« on a pris quelqu'un de plus disponible, mais on aimerait le
  // recontacter cet été ») is said as the user says it.
  const clause = refusalWords.test(fold(command)) ? null : messageClause(command);
  const told = clause && (!closed || /\bmais\b/.test(fold(clause.text))) ? clause : null;
  // « qu'on n'a pas de poste pour l'instant mais qu'on garde son CV six mois »: news that is no good
  // news is said as the user says it, in the company's « nous », after the thanks for the application.
  const sorry = told && (badNews.test(fold(told.text)) || closed);
  // « si elle est toujours disponible »: the candidate spoken of is the reader.
  const news =
    told &&
    readerClauses(asWe(told.text), readerPronoun(command, person, told.text)).replace(
      /,?\s+mais\s+/,
      ', mais ',
    );
  // « Écris une réponse négative à Mme Le Goff : on a retenu un profil plus expérimenté, mais on garde
  // son CV »: the reason dictated after the colon, and what the user adds after it.
  // (News that closes the position, told with no refusal asked, is said by the set phrases below.)
  const dictated = refusalWords.test(fold(command)) ? dictatedStatements(command) : null;
  const reason = dictated ? refusalParts(dictated.said) : null;
  const body: Paragraph[] = sorry
    ? [
        {
          text: interviewed
            ? `Merci pour votre candidature ${post} et pour le temps que vous nous avez consacré lors de l’entretien du ${interviewed.label}.`
            : `Merci pour votre candidature${title ? ` ${post}` : ''} et pour l’intérêt que vous portez à ${name}.`,
        },
        {
          text:
            closed && !badNews.test(fold(told.text))
              ? `Nous avons le regret de vous informer que ${news?.replace(/^(?:Nous|Notre|Nos|Le|La|Les|L’|L')(?=\s|’|')/, (word) => word.toLowerCase())}.`
              : `${capitalise(news ?? '')}.`,
        },
        ...addedStatements(conversation).map((text) => ({ text })),
        { text: 'Nous vous souhaitons une belle réussite dans vos projets.' },
      ]
    : told
      ? [
          { text: `J’ai le plaisir de vous annoncer que ${told.text}.` },
          ...addedStatements(conversation).map((text) => ({ text })),
          // The next steps of a hire, only when the news is the recipient's ("vous êtes retenue").
          ...(/\b(vous|votre|tu|ta|ton)\b/i.test(told.text)
            ? [
                {
                  text: 'Je vous enverrai très vite les prochaines étapes (contrat, documents à fournir, accueil).',
                  level: 1 as const,
                },
              ]
            : []),
          { text: 'N’hésitez pas à me contacter pour toute question d’ici là.' },
        ]
      : refusal
        ? [
            {
              text: interviewed
                ? `Merci pour votre candidature ${post} et pour le temps que vous nous avez consacré lors de l’entretien du ${interviewed.label}.`
                : `Merci pour l'intérêt que vous portez à ${name} et pour votre candidature ${post}.`,
            },
            // The reason the user gives, in their words; none is invented when they give none.
            ...(reason
              ? refusalWithReason(
                  'Nous avons le regret de vous informer que nous ne pourrons pas donner suite à votre candidature',
                  reason,
                ).map((text) => ({ text }))
              : [
                  {
                    text: closed
                      ? `Nous avons le regret de vous informer que ${positionFilled.test(said) ? `le poste${ofTitle} est désormais pourvu` : `le recrutement pour le poste${ofTitle} est désormais clos`} : nous ne pourrons donc pas donner suite à votre candidature.`
                      : 'Après un examen attentif, nous ne donnerons pas suite à votre candidature.',
                  },
                  {
                    text: 'Cette décision ne remet pas en cause la qualité de votre parcours.',
                    level: 1 as const,
                  },
                ]),
            ...(reason?.after ?? []).map((text) => ({ text })),
            // The CV kept, in the user's words when they said it after the reason; a promise to come
            // back the user did not make is not written for them.
            ...(reason?.after.some((text) => keepsCv.test(fold(text))) || !keepCv
              ? []
              : [
                  {
                    text: keptForWhat
                      ? `Avec votre accord, nous gardons votre CV ${keptForWhat.replace(/\bl'/g, 'l’')} et reviendrons vers vous à ce moment-là.`
                      : `Avec votre accord, nous gardons votre CV${keptFor ? ` pendant ${keptFor.text}` : ''} et reviendrons vers vous si un poste proche de votre profil s'ouvre.`,
                    // Said whatever the length, since the user asked for it.
                    level: 0 as const,
                  },
                ]),
            // What the user said makes the letter; the wish is the first to go when it is shorter.
            { text: 'Nous vous souhaitons une belle réussite dans vos projets.', level: reason ? 1 : 0 },
          ]
        : [
            {
              text: `Votre parcours a retenu mon attention : ${name} recrute ${title ? bothGenders(title) : 'pour un poste qui pourrait vous correspondre'}${place ? ` à ${place}` : ''}${contract ? ` (${contract})` : ''}.`,
            },
            conversation.company.activity
              ? {
                  text: activityIsATrade(conversation.company.activity)
                    ? `Notre métier : ${conversation.company.activity}.`
                    : `Nous sommes ${conversation.company.activity}.`,
                  level: 1,
                }
              : {
                  text: 'Le poste offre de vraies responsabilités et une équipe qui fait confiance.',
                  level: 1,
                },
            facts.amounts.length > 0 && {
              text: `La rémunération proposée est de ${facts.amounts.join(' – ')}.`,
            },
            facts.dates[0] && { text: `La prise de poste est prévue le ${facts.dates[0].label}.` },
            ...addedStatements(conversation).map((text) => ({ text })),
            { text: 'Seriez-vous disponible pour un échange de 20 minutes dans les prochains jours ?' },
            { text: "Si le moment n'est pas le bon, dites-le-moi simplement : je comprendrai.", level: 2 },
          ].filter((item): item is Paragraph => Boolean(item));
  const draft = letter(conversation, {
    subject: linkedin
      ? null
      : refusal || told
        ? `Votre candidature ${post}`
        : `Une opportunité${title ? ` ${/^[aeiouyéèh]/i.test(title) ? 'd’' : 'de '}${title}` : ''} chez ${name}`,
    to: person,
    body,
  });
  const followUp = additionOf(conversation, 'follow_up');
  const reminder =
    followUp &&
    letter(conversation, {
      subject: null,
      to: person,
      body: [
        {
          text: `Je me permets de revenir vers vous au sujet ${title ? `du poste ${ofJob(title)}` : 'de mon message'} : êtes-vous disponible pour en parler ?`,
        },
      ],
    });
  return blocks(
    opening(
      conversation,
      'dot',
      'une version',
      sorry
        ? `Voici une réponse bienveillante${person ? ` pour ${person.label}` : ''} :`
        : told
          ? `Voici le message${person ? ` pour ${person.label}` : ''} :`
          : refusal
            ? // Named in neutral words: the reply's intro never echoes the user's « réponse négative ».
              `Voici la réponse${person ? ` à ${person.label}` : ''} :`
            : `Voici un message d'approche${person ? ` pour ${person.label}` : ''} :`,
    ),
    quote(draft),
    reminder && `**Relance à ${followUp.days} jours**\n${quote(reminder)}`,
    !refusal &&
      !sorry &&
      conversation.style.length >= 0 &&
      '**Conseil :** ajoutez en première phrase un élément précis de son profil ; une seule relance, quelques jours plus tard.',
  );
};

// Where an interview takes place: "au restaurant, 8 place Bellecour à Lyon", read from the request.
const addressPattern =
  /\b\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|boulevard|bd|place|impasse|allée|allee|chemin|quai|route|cours|square|passage)\s+[^,.;!?\n]+/iu;
const venuePattern =
  /(?<!\p{L})(?:au|à l['’]|à la|chez|dans nos|dans notre|dans mon|dans ma|dans la salle de)\s*(?:restaurant|magasin|bureaux?|agence|boutique|atelier|siège|hôtel|local|locaux|entrepôt|cabinet|salon|dépôt|garage|chantier|usine|laboratoire|cuisine|cave|clinique|pharmacie|boulangerie|pâtisserie|librairie|épicerie|fromagerie|studio|showroom|ferme|domaine|imprimerie|pépinière)\b/iu;

export function venueOf(conversation: Conversation): string | null {
  const { command, pasted, facts } = conversation.request;
  const text = `${command} ${pasted ?? ''}`;
  const address = addressPattern.exec(text)?.[0]?.trim() ?? null;
  const venue = venuePattern.exec(text)?.[0] ?? null;
  // A town of a pasted CV is the candidate's, not where the interview takes place.
  const place = address ? null : inCommand(conversation, facts.places[0]);
  const parts = [venue, address ?? (place ? `à ${place}` : null)].filter(Boolean);
  return parts.length ? parts.join(', ').replace(/^(\p{L})/u, (c) => c.toLowerCase()) : null;
}

/**
 * « Qu'elle apporte son book », « demande-lui d'apporter ses diplômes », « il doit venir avec son
 * CV »: what the candidate is asked to bring, in the letter's words (« Merci d'apporter votre book. »).
 */
export function thingsToBring(command: string): string | null {
  const match =
    /(?<!\p{L})(?:qu['’](?:il|elle|ils|elles)\s+(?:apporte|apportent|amène|amènent|prenne|prennent)|(?:demande|dis|précise)[- ](?:lui|leur)\s+d['’](?:apporter|amener)|(?:il|elle|ils|elles)\s+(?:doit|doivent|devra|devront|peut|pourra)\s+(?:apporter|amener|venir avec)|qu['’](?:il|elle|ils|elles)\s+vienne(?:nt)?\s+avec|(?:apporter|amener)\s*:)\s+([^.!?;\n]{2,120})/iu.exec(
      command,
    );
  const what = match?.[1]?.trim();
  if (!what) return null;
  const yours = what
    .replace(/(?<!\p{L})(?:son|sa|leur)(?!\p{L})/giu, 'votre')
    .replace(/(?<!\p{L})(?:ses|leurs)(?!\p{L})/giu, 'vos')
    .replace(/\s+(?:stp|svp|s['’]il (?:te|vous) pla[iî]t)$/iu, '');
  return `Merci d’apporter ${yours}.`;
}

/** A fact of the request's own words, not of a text pasted with it (a CV's former employer or town). */
function inCommand(conversation: Conversation, value: string | null | undefined): string | null {
  if (!value) return null;
  const { command, pasted } = conversation.request;
  return !pasted || fold(command).includes(fold(value)) ? value : null;
}

/** An invitation to an interview at the date and time the request gives, with a reminder if asked. */
/**
 * « …, et demande-lui si le samedi est négociable »: what the user asks the letter to ask or say
 * besides its purpose, in the letter's words.
 */
function alsoInstructed(command: string): string[] {
  return command
    .split(/,?\s+et\s+|;\s+|(?<=[.!?])\s+/)
    .slice(1)
    .filter((part) =>
      /^(?:demande|precise|rappelle|indique|signale)(?:-lui|-leur)?\b/.test(fold(part.trim())),
    )
    .map((part) => instructedStatement(part.trim().replace(/[.!]+$/, '')))
    .filter((text): text is string => Boolean(text));
}

function interviewInvitation(conversation: Conversation): string {
  const { facts } = conversation.request;
  const { today } = conversation;
  const person = facts.people[0];
  const title = jobTitleOf(conversation);
  // "Son entretien de mardi 10 h est décalé à jeudi 14 h": the new date, and the one it replaces.
  const moved = movesMeeting(conversation.request.command)
    ? movedDates(conversation.request.command, facts.dates)
    : null;
  const from = moved?.from && moved.to ? moved.from : null;
  const when = (
    from && moved?.to
      ? (laterThan(from.day, moved.to, fold(conversation.request.command), today) ?? moved.to)
      : facts.dates[0]
  ) as NonNullable<(typeof facts.dates)[number]>;
  const venue = venueOf(conversation);
  const duration = facts.durations.find((item) => item.minutes >= 15 && item.minutes <= 240)?.text ?? null;
  // A company named in a pasted CV is where the candidate worked, not the employer.
  const name = inCommand(conversation, facts.companies[0]) ?? conversation.company.name;
  const bring = thingsToBring(conversation.request.command);
  // « un entretien annuel », « son entretien professionnel »: an employee's review, not a candidate's
  // interview; what it is for is said, never « suite à votre candidature ».
  const review =
    /\bentretiens?\s+(annuels?|professionnels?|individuels?|d'evaluation|de suivi|de fin de periode d'essai)\b/.exec(
      fold(conversation.request.command),
    );
  if (review && !from) {
    const kind = conversation.request.command
      .slice(review.index + review[0].length - review[1]!.length, review.index + review[0].length)
      .replace(/s$/, '');
    const said = /^annuel/.test(review[1]!)
      ? 'Ce sera l’occasion de revenir ensemble sur l’année écoulée, vos objectifs pour l’année qui vient et vos souhaits d’évolution ou de formation.'
      : /^professionnel/.test(review[1]!)
        ? 'Il porte sur vos perspectives d’évolution professionnelle, en particulier en termes de qualifications et d’emploi, et sur vos besoins de formation.'
        : 'Ce sera l’occasion de faire le point ensemble sur votre travail et vos souhaits.';
    const reviewDraft = letter(conversation, {
      subject: `Votre entretien ${kind} du ${when.label}`,
      to: person,
      body: [
        {
          text: `Je vous propose de nous retrouver pour votre entretien ${kind} le ${when.label}${venue ? `, ${venue}` : ''}.`,
        },
        { text: said },
        {
          text: 'Prenez le temps d’y réfléchir avant : ce qui s’est bien passé, ce qui vous a manqué, ce que vous aimeriez faire.',
          level: 1,
        },
        ...(bring ? [{ text: bring }] : []),
        ...addedStatements(conversation).map((text) => ({ text })),
        { text: 'Merci de me confirmer que ce créneau vous convient.' },
      ],
    });
    return blocks(
      opening(
        conversation,
        'dot',
        'une convocation',
        `Voici la convocation de ${person?.label ?? 'votre salarié'} :`,
      ),
      quote(reviewDraft),
      /^professionnel/.test(review[1]!) &&
        'À savoir : l’entretien professionnel a lieu tous les deux ans et fait l’objet d’un compte rendu écrit remis au salarié.',
    );
  }
  const draft = letter(conversation, {
    subject: from
      ? `Nouvelle date pour votre entretien${title ? ` (poste ${ofJob(title)})` : ''}`
      : `Invitation à un entretien${title ? ` pour le poste ${ofJob(title)}` : ''}`,
    to: person,
    body: [
      from
        ? {
            text: `Votre entretien${title ? ` pour le poste ${ofJob(title)}` : ''}, prévu le ${from.label}, est déplacé au ${when.label}${venue ? `, ${venue}` : ''}. Je vous prie de m’excuser pour ce changement.`,
          }
        : {
            text: `Suite à votre candidature${title ? ` au poste ${ofJob(title)}` : ''}${name ? ` chez ${name}` : ''}, j’ai le plaisir de vous inviter à un entretien le ${when.label}${venue ? `, ${venue}` : ''}.`,
          },
      {
        text: `L’entretien durera ${duration ?? 'environ 45 minutes'} : nous vous présenterons le poste et l’équipe, et nous échangerons sur votre parcours.`,
        level: 1,
      },
      ...(bring ? [{ text: bring }] : []),
      ...alsoInstructed(conversation.request.command).map((text) => ({ text })),
      ...addedStatements(conversation).map((text) => ({ text })),
      {
        text: from
          ? 'Merci de me confirmer que ce nouveau créneau vous convient.'
          : 'Merci de me confirmer votre présence par retour de message.',
      },
      { text: 'En cas d’empêchement, dites-le-moi : nous trouverons un autre créneau.', level: 1 },
    ],
  });
  const followUp = additionOf(conversation, 'follow_up');
  const reminderDay = today + (followUp?.days ?? 0);
  const reminder =
    followUp &&
    letter(conversation, {
      subject: `Relance : entretien du ${when.label}`,
      to: person,
      body: [
        {
          text: `Je reviens vers vous au sujet de l’entretien prévu le ${when.label}${title ? ` pour le poste ${ofJob(title)}` : ''} : je n’ai pas encore reçu votre confirmation.`,
        },
        {
          text: 'Pouvez-vous me dire si vous serez présente ou présent, ou si un autre créneau vous arrangerait ?',
        },
      ],
    });
  return blocks(
    opening(
      conversation,
      'dot',
      'une version',
      `Voici ${from ? 'le message annonçant la nouvelle date de l’entretien' : 'l’invitation à l’entretien'}${person ? ` pour ${person.label}` : ''} :`,
    ),
    quote(draft),
    reminder &&
      `**Relance à ${plural(followUp.days, 'jour')}, le ${formatDay(reminderDay, today)}${followUp.days === 7 ? ' (une semaine plus tard)' : ''}, sans confirmation de sa part**\n${quote(reminder)}`,
    !reminder &&
      conversation.style.length >= 0 &&
      'Je peux aussi préparer une relance si la personne ne confirme pas.',
  );
}

/** The invitation with the days the user offers the candidate, to choose from. */
function interviewChoices(conversation: Conversation, offered: OfferedDate[]): string {
  const person = conversation.request.facts.people[0];
  const title = jobTitleOf(conversation);
  const venue = venueOf(conversation);
  const duration =
    conversation.request.facts.durations.find((item) => item.minutes >= 15 && item.minutes <= 240)?.text ??
    null;
  const choices = new Intl.ListFormat('fr', { type: 'disjunction' }).format(
    offered.map((date) => `le ${date.label}`),
  );
  const draft = letter(conversation, {
    subject: `Invitation à un entretien${title ? ` pour le poste ${ofJob(title)}` : ''}`,
    to: person,
    body: [
      {
        text: `Merci pour votre candidature${title ? ` au poste ${ofJob(title)}` : ''}. Je vous propose un entretien ${choices}${venue ? `, ${venue}` : ''}.`,
      },
      {
        text: `L’entretien durera ${duration ?? 'environ 45 minutes'} : nous vous présenterons le poste et l’équipe, et nous échangerons sur votre parcours.`,
        level: 1,
      },
      ...addedStatements(conversation).map((text) => ({ text })),
      { text: 'Merci de me dire lequel de ces créneaux vous convient.' },
      { text: 'Si aucun ne vous convient, proposez-moi vos disponibilités.', level: 1 },
    ],
  });
  return blocks(
    opening(
      conversation,
      'dot',
      'une version',
      `Voici l’invitation à l’entretien${person ? ` pour ${person.label}` : ''}, avec les créneaux que vous proposez :`,
    ),
    quote(draft),
  );
}

const interview: Writer = (conversation) => {
  const { facts } = conversation.request;
  // "une grille d'entretien", "les questions de l'entretien": what to ask, not when to meet.
  const folded = fold(conversation.request.command);
  if (
    /\b(grilles?|criteres?|questions?|trames?|guide d'entretien|evaluation)\b/.test(folded) &&
    !/\b(creneaux?|planifi\w*|organis\w*|convoqu\w*|invit\w*|cal\w+ un|disponibilites?|quand)\b/.test(folded)
  )
    return screening(conversation);
  // « propose-lui le mardi 15 ou le jeudi 17 à 10h »: the user's own choices, not the agenda's.
  const offered = offeredDates(conversation.request.command, facts.dates, conversation.today);
  if (offered?.every((date) => date.minutes !== null)) return interviewChoices(conversation, offered);
  // A date with its time is the interview itself: write the invitation, no slots to propose.
  if (facts.dates[0]?.minutes != null) return interviewInvitation(conversation);
  const { today, workspace } = conversation;
  const person = facts.people[0];
  const title = jobTitleOf(conversation);
  const duration = facts.durations.find((item) => item.minutes >= 15 && item.minutes <= 240)?.minutes ?? 45;
  const count = countFor(conversation, /^(creneaux?|options?|propositions?|dates?)$/, 3);
  const from = facts.dates[0] ? Math.max(today, facts.dates[0].day - 1) : today;
  const slots = freeSlots(
    workspace.events,
    from,
    duration,
    count,
    slotWishes(fold(conversation.request.command), facts.dates),
  );
  const place = facts.places[0] ?? conversation.company.city;
  const invitation = letter(conversation, {
    subject: `Entretien${title ? ` pour le poste ${ofJob(title)}` : ''}${conversation.company.name ? ` chez ${conversation.company.name}` : ''}`,
    to: person,
    body: [
      {
        text: `Merci pour votre candidature${title ? ` au poste ${ofJob(title)}` : ''}. Nous serions ravis d'échanger avec vous lors d'un entretien de ${duration} minutes${place ? ` à ${place}` : ''}. Voici ${slots.length > 1 ? `${slots.length} créneaux possibles` : 'un créneau possible'} :`,
      },
      { text: slots.map((slot) => `- ${formatSlot(slot, today)}`).join('\n') },
      { text: "Merci de me dire lequel vous convient ; je vous enverrai ensuite l'invitation." },
      { text: 'Si aucun ne vous convient, proposez-moi vos disponibilités.', level: 1 },
    ],
  });
  return blocks(
    opening(
      conversation,
      'dot',
      'une invitation',
      `Voici ${slots.length} créneaux d'entretien libres dans votre agenda${person ? ` pour ${person.label}` : ''}${facts.dates[0] ? ` à partir du ${facts.dates[0].label}` : ''} :`,
    ),
    slots.map((slot, index) => `${index + 1}. **${formatSlot(slot, today)}**`).join('\n'),
    `**Invitation${person ? ` à ${person.label}` : ' au candidat'}**\n${quote(invitation)}`,
    conversation.style.length >= 0 &&
      `**Pour préparer l'entretien :** relisez le CV, gardez la grille d'évaluation${title ? ` du poste ${ofJob(title)}` : ''} sous la main et notez chaque critère juste après.`,
  );
};

/**
 * « demander à Sarah, ma nouvelle recrue, de m'envoyer son RIB »: something asked of a named person,
 * not a job to offer them nor a candidate to approach: the letter of request.
 */
function askedOfSomeone(conversation: Conversation): boolean {
  const { command, facts } = conversation.request;
  return (
    facts.people.length > 0 &&
    askedThing(command)?.infinitive === true &&
    !/\b(?:candidat\w*|postuler|poste|recrut\w*|profil|cv|opportunite|offre d'emploi|annonce|fiche de poste)\b/.test(
      fold(command),
    )
  );
}

export const dotWriters: Partial<Record<Intent, Writer>> = {
  // « Prépare l'accueil de Sarah qui arrive lundi »: the arrival to prepare, not an offer to publish.
  // « Fais un message d'accueil pour Lucas »: the welcome to the new hire, and its versions.
  job_offer: (conversation) =>
    askedOfSomeone(conversation)
      ? emailWriter(conversation)
      : asksForWelcome(conversation.request.command)
        ? welcomeWriter(conversation)
        : asksForOnboarding(conversation.request.command) && !conversation.revises
          ? onboardingWriter(conversation)
          : (hiringCostReply(conversation) ?? jobOffer(conversation)),
  screening,
  candidate_outreach: (conversation) =>
    asksForWelcome(conversation.request.command) && !toTheTeam.test(fold(conversation.request.command))
      ? welcomeWriter(conversation)
      : askedOfSomeone(conversation)
        ? emailWriter(conversation)
        : candidateOutreach(conversation),
  interview,
};
