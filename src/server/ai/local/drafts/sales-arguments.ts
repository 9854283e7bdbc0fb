// Chip's sales arguments: what a prospect gains, the price framed, and what to answer to the
// objections a salesperson hears, built from the request's product, price and prospect's trade.
// A request for arguments or for an answer to an objection is advice to the user, not a letter.
import type { BillingInterval } from '../../../../shared/plans.ts';
import { eurosSaid, fold, isPluralPhrase } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { withPlaceReplaced } from '../understanding/conversation.ts';
import { extractFacts } from '../understanding/facts.ts';
import { readFollowUp } from '../understanding/follow-ups.ts';
import {
  asksArguments,
  asksForArguments,
  type Objection,
  objectionsOf,
} from '../understanding/sales-objections.ts';
import { blocks, revisionIntro } from './compose.ts';
import { senderSaid } from './offer-terms.ts';

export { asksForArguments, type Objection, objectionsOf };

interface Trade {
  /** How the prospect is named: "un restaurateur". */
  who: RegExp;
  /** What the prospect gains, their day in their words. */
  gains: Array<[string, string]>;
  /** A thing the prospect sells, to weigh the price against: singular, plural, typical price in euros. */
  unit: { one: string; many: string; worth: number; feminine?: boolean };
}

const trades: Trade[] = [
  {
    who: /\b(restaurat\w*|restaurants?|brasseries?|bistrots?|pizzerias?|traiteurs?|bars?|cafes?|creperies?)\b/,
    gains: [
      [
        'Du temps rendu au service',
        'moins d’administratif le soir après le coup de feu, plus de temps en salle et en cuisine.',
      ],
      [
        'Des couverts en plus',
        'des clients mieux suivis reviennent, et une table remplie de plus par mois suffit souvent à couvrir le prix.',
      ],
      ['Moins d’erreurs et de pertes', 'commandes, stocks et caisse plus justes, donc moins de gâchis.'],
    ],
    unit: { one: 'couvert', many: 'couverts', worth: 25 },
  },
  {
    who: /\b(boulang\w*|patiss\w*|chocolatier\w*|boucher\w*|charcut\w*|fromager\w*|epicer\w*|primeurs?)\b/,
    gains: [
      ['Des matinées plus simples', 'moins de temps sur la gestion, plus au fournil et au comptoir.'],
      [
        'Des clients fidélisés',
        'les habitués reviennent plus souvent quand on les connaît et qu’on les suit.',
      ],
      ['Moins d’invendus', 'mieux prévoir, c’est moins de pertes en fin de journée.'],
    ],
    unit: { one: 'baguette', many: 'baguettes', worth: 1.2, feminine: true },
  },
  {
    who: /\b(artisans?|plombiers?|electriciens?|menuisiers?|macons?|peintres?|chauffagistes?|couvreurs?|serruriers?|carreleurs?|charpentiers?|paysagistes?|batiment|btp)\b/,
    gains: [
      [
        'Des soirées libérées',
        'devis, factures et relances faits plus vite, au lieu de les reprendre le soir après le chantier.',
      ],
      ['Des chantiers signés plus vite', 'un devis envoyé le jour même est plus souvent accepté.'],
      ['Une trésorerie plus saine', 'des factures envoyées et relancées à temps, payées plus tôt.'],
    ],
    unit: { one: 'heure de main-d’œuvre', many: 'heures de main-d’œuvre', worth: 50, feminine: true },
  },
  {
    who: /\b(coiff\w*|salons? de (?:coiffure|beaute|toilettage|the)|instituts?|esthetici\w*|barbiers?|ongleri\w*|spas?)\b/,
    gains: [
      ['Un agenda plein', 'moins de rendez-vous oubliés et de créneaux vides, grâce aux rappels.'],
      ['Des clientes fidèles', 'un suivi personnalisé qui donne envie de revenir.'],
      ['Du temps au fauteuil', 'moins de téléphone et d’administratif pendant les prestations.'],
    ],
    unit: { one: 'prestation', many: 'prestations', worth: 35, feminine: true },
  },
  {
    who: /\b(hotels?|hoteliers?|gites?|campings?|chambres d'hotes)\b/,
    gains: [
      ['Un meilleur taux de remplissage', 'des réservations directes en plus, sans commission.'],
      ['Des clients mieux accueillis', 'des avis meilleurs, qui attirent les suivants.'],
      ['Une équipe soulagée', 'moins de tâches répétitives à la réception.'],
    ],
    unit: { one: 'nuitée', many: 'nuitées', worth: 90, feminine: true },
  },
  {
    who: /\b(garages?|garagistes?|concessions?|carrosse\w*|mecanici\w*)\b/,
    gains: [
      [
        'Un atelier mieux rempli',
        'des rendez-vous planifiés et des relances d’entretien qui ramènent les clients.',
      ],
      ['Des devis acceptés plus vite', 'des devis clairs, envoyés sans attendre.'],
      ['Moins de temps au bureau', 'plus de temps sous les véhicules.'],
    ],
    unit: { one: 'heure d’atelier', many: 'heures d’atelier', worth: 70, feminine: true },
  },
  {
    who: /\b(commer[cç]ants?|commerces?|boutiques?|magasins?|fleuristes?|cavistes?|libraires?|opticiens?|pharmacies?)\b/,
    gains: [
      ['Plus de ventes', 'des clients qui reviennent et un panier moyen qui monte.'],
      ['Du temps en boutique', 'moins de gestion, plus de conseil aux clients.'],
      ['Une image soignée', 'un commerce qui paraît moderne et sérieux.'],
    ],
    unit: { one: 'vente', many: 'ventes', worth: 40, feminine: true },
  },
  {
    who: /\b(medecins?|kines?\w*|dentistes?|infirmi\w*|osteo\w*|cabinets? medica\w*|praticiens?|therapeutes?)\b/,
    gains: [
      ['Moins de secrétariat', 'moins d’appels et de rendez-vous manqués, plus de temps pour les patients.'],
      ['Un cabinet mieux organisé', 'un planning tenu et des dossiers à jour.'],
      ['La tranquillité', 'des obligations respectées sans y penser.'],
    ],
    unit: { one: 'consultation', many: 'consultations', worth: 30, feminine: true },
  },
  {
    who: /\b(avocats?|comptables?|notaires?|architectes?|consultants?|cabinets?|agences?|syndics?|independants?|freelances?)\b/,
    gains: [
      ['Des heures facturables en plus', 'moins de temps perdu en tâches administratives.'],
      ['Des clients mieux servis', 'des réponses plus rapides, qui renforcent la confiance.'],
      ['Une image professionnelle', 'des documents et un suivi à la hauteur de l’expertise.'],
    ],
    unit: { one: 'heure facturée', many: 'heures facturées', worth: 80, feminine: true },
  },
];

const anyone: Omit<Trade, 'who'> = {
  gains: [
    ['Du temps gagné', 'moins de tâches répétitives, plus de temps pour son cœur de métier.'],
    ['Plus de chiffre d’affaires', 'des clients mieux suivis, qui reviennent et recommandent.'],
    ['De la sérénité', 'une chose de moins à gérer, avec quelqu’un à appeler en cas de besoin.'],
  ],
  unit: { one: 'heure de travail', many: 'heures de travail', worth: 40, feminine: true },
};

// What a physical product or a hands-on service brings, whoever buys it: fruit baskets are not sold
// on "time saved" like software. Checked in order, on the product's words only.
const productKinds: Array<[RegExp, Array<[string, string]>]> = [
  [
    // Treats and gifts first: « nos coffrets de chocolats » are a pleasure to offer, not a healthy snack.
    /\b(chocolats?|biscuits?|viennoiseries?|gateaux?|patisseries?|vins?|bieres?|champagnes?|spiritueux|colis gourmands?|coffrets?|confiseries?|cadeaux?)\b/,
    [
      [
        'Un cadeau qui fait plaisir',
        'des produits gourmands et de qualité, pour remercier clients et équipes.',
      ],
      [
        'Une image soignée',
        'une attention choisie avec soin, qui marque les esprits et renforce la relation.',
      ],
      ['Rien à organiser', 'livré sur place au bon moment, emballé et prêt à offrir.'],
    ],
  ],
  [
    /\b(paniers?|fruits?|legumes?|repas|plateaux?|dejeuners?|petits?[- ]dejeuners?|cafes?|thes?|snacks?|boissons?|jus|traiteur|produits? (?:locaux|frais|bio|du terroir))\b/,
    [
      [
        'Des équipes en meilleure forme',
        'des produits frais et de qualité à portée de main, plus sains que le distributeur ou la pause sucrée.',
      ],
      [
        'Une attention qui se remarque',
        'un geste concret pour les salariés ou les clients, qui fait plaisir et renforce l’image de l’entreprise.',
      ],
      ['Rien à organiser', 'livré sur place au rythme choisi, sans commande à relancer ni stock à gérer.'],
    ],
  ],
  [
    // Virtual tours, 3D: what is shown online before anyone travels.
    /\b(visites? virtuelles?|visites? (?:en )?3d|visites? (?:a )?360|3d|360)\b/,
    [
      ['Des biens mis en valeur', 'visités en ligne, à toute heure, avant tout déplacement.'],
      ['Moins de visites inutiles', 'seuls les visiteurs vraiment intéressés prennent rendez-vous.'],
      ['Une image moderne', 'un service qui vous distingue de vos concurrents.'],
    ],
  ],
  [
    /\b(photos?|photographies?|videos?|reportages?|shootings?|films?|drones?)\b/,
    [
      [
        'Des visuels qui donnent envie',
        'des images professionnelles qui mettent en valeur ce que vous proposez.',
      ],
      ['Une image soignée', 'sur votre site, vos annonces et vos réseaux.'],
      ['Rien à organiser', 'une prise de vue planifiée avec vous, des fichiers livrés prêts à publier.'],
    ],
  ],
  [
    // The upkeep of equipment (« l'entretien des chaudières ») keeps it running: no premises cleaned.
    /\b(?:entretien|maintenance|depannage|revision|controle|verification)s?\b[^,.;]*\b(?:chaudieres?|climatisations?|clims?|pompes? a chaleur|ascenseurs?|installations?|equipements?|machines?|vehicules?|chauffages?|ventilations?|vmc|extincteurs?|cheminees?|fours?|chambres? froides?|hottes?|portails?|alarmes?|toitures?|photocopieurs?|imprimantes?)\b|\bramonages?\b/,
    [
      [
        'Moins de pannes',
        'des installations vérifiées régulièrement, plus sûres et qui durent plus longtemps.',
      ],
      ['Rien à surveiller', 'les visites sont planifiées et suivies, sans que vous ayez à y penser.'],
      ['Un interlocuteur unique', 'une seule personne à appeler en cas de besoin, qui intervient vite.'],
    ],
  ],
  [
    /\b(nettoyage|menage|entretien|maintenance|depannage|jardinage|espaces? verts|gardiennage|desinfection|blanchisserie|pressing)\b/,
    [
      [
        'Un lieu toujours impeccable',
        'des locaux propres et entretenus, qui font bonne impression aux clients comme aux équipes.',
      ],
      ['Du temps libéré', 'plus rien à organiser ni à surveiller : les passages sont planifiés et suivis.'],
      ['Un interlocuteur unique', 'une seule personne à appeler en cas de besoin, qui intervient vite.'],
    ],
  ],
  [
    /\b(fournitures?|materiels?|equipements?|mobiliers?|meubles?|imprimantes?|ordinateurs?|machines?|consommables?|outillages?|vetements?|tenues?|uniformes?|emballages?|cartons?|papier|plantes?|fleurs?|bouquets?|objets? publicitaires?|goodies)\b/,
    [
      [
        'Des produits de qualité',
        'choisis pour durer, qui évitent les remplacements et les mauvaises surprises.',
      ],
      ['Des livraisons sans souci', 'commandé en quelques minutes, livré rapidement, sans rupture.'],
      [
        'Un coût maîtrisé',
        'des prix clairs et un seul fournisseur à gérer, plutôt que des achats au coup par coup.',
      ],
    ],
  ],
];

/** What a physical product or a hands-on service brings (« nos paniers de fruits »), or null. */
export function productGains(product: string | null): Array<[string, string]> | null {
  if (!product) return null;
  const folded = fold(product);
  return productKinds.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

/** The prospect's trade from the words of the request: "un restaurateur", "les plombiers". */
export function tradeOf(
  command: string,
): (Omit<Trade, 'who'> & { said: string; who: string; where: string }) | null {
  const folded = fold(command);
  // The trade named after "convaincre", "un", "les", "aux": never our own product ("notre logiciel de caisse").
  const product = ours.exec(folded);
  let withoutOurs = product
    ? `${folded.slice(0, product.index)}${' '.repeat(product[0].length)}${folded.slice(product.index + product[0].length)}`
    : folded;
  // « on est la Brasserie du Blavet »: who writes is never the prospect's trade.
  const sender = senderSaid(command);
  const senderAt = sender ? command.indexOf(sender) : -1;
  if (sender && senderAt >= 0)
    withoutOurs = `${withoutOurs.slice(0, senderAt)}${' '.repeat(sender.length)}${withoutOurs.slice(senderAt + sender.length)}`;
  for (const trade of trades) {
    const match = trade.who.exec(withoutOurs);
    if (!match) continue;
    const said = command.slice(match.index, match.index + match[0].length);
    // "un plombier", "les boulangers", "ce garagiste": the prospect as the user names them.
    const article = /\b(un|une|les|des|ce|cet|cette|ces|mon|ma|mes)\s+$/i.exec(
      command.slice(0, match.index),
    )?.[1];
    const plural = /s$/.test(said);
    // "les boulangeries de Lyon", "un plombier à Nantes": where the prospects are stays with them.
    const where =
      /^\s+(?:de|d['’]|du|à|a|sur|en)\s*(?:(?:la|le|les|l['’])\s*)?\p{Lu}[\p{L}'’-]+(?:[\s-]+(?:sur|en|de|la|le|les)?[\s-]*\p{Lu}[\p{L}'’-]+)*/u.exec(
        command.slice(match.index + match[0].length),
      )?.[0] ?? '';
    const who = `${
      article
        ? `${article.toLowerCase().replace(/^des$/, 'les')} ${said}`
        : `${plural ? 'les' : /^[aeiouyéèh]/i.test(said) ? 'un' : 'un'} ${said}`
    }${where.replace(/^\s+a\s/, ' à ')}`;
    return { ...trade, said, who, where: where.replace(/^\s+a\s/, ' à ') };
  }
  return null;
}

// "notre abonnement", "nos paniers repas": up to four words, stopped by what follows the product.
const ours =
  /\b(notre|nos|mon|ma|mes)\s+((?!(?:entreprise|société|societe|clients?|cliente?s?|clientèle|clientele|prospects?|interlocut\p{L}*|tarifs?|prix|devis|budget)(?:\s|$|,))[\p{L}'’-]+(?:\s+(?!(?:a|à|au|aux|pour|plutot|plutôt|que|qui|chez|aupres|auprès|contre|face|et|ou|sur|par|trop|tres|très|est|sont|destin[eé]e?s?|pens[eé]e?s?|con[çc]ue?s?|d[eé]di[eé]e?s?|adapt[eé]e?s?|coute|coûte|vaut|semble|parait|paraît|lui|leur|ne|n['’]|de la part)(?:\s|$))(?:[\p{L}'’-]+|\p{N}{1,3}\p{Lu}{1,2}(?![\p{L}\p{N}]))){0,4})/iu;

/** "notre abonnement à 59 € par mois" → "notre abonnement"; what we sell, in the user's words. */
export function productOf(command: string): string | null {
  const match = ours.exec(command);
  // "on livre des légumes bio à 2 € le kilo": what we sell, said with a verb, is "nos légumes bio".
  const sold = match
    ? null
    : /\b(?:on|nous|je)\s+(?:livr|vend|propos|fabriqu|install|lou|cultiv|produi|distribu|import|fourni|repar|répar|organis)\p{L}*\s+(des|les|du|le|la|de la|l['’]|de l['’]|un|une)\s*([\p{L}'’-]+(?:\s+(?!(?:a|à|au|aux|pour|et|ou|par|sur|chez|dans|en|depuis|qui|que|avec|dès|des|le|la|les)(?:\s|$))[\p{L}'’-]+){0,5})/iu.exec(
        command,
      );
  if (sold?.[1] && sold[2])
    return `${/^(?:des|les)$/i.test(sold[1]) ? 'nos' : 'notre'} ${sold[2].replace(/(?:\s+(?:de|du|d['’]))+$/iu, '')}`;
  // "notre appli de prise de" cut short: a product does not end on a preposition.
  return match
    ? `${match[1]!.toLowerCase()} ${match[2]!.replace(/(?:\s+(?:de|du|des|en|à|a|la|le|les))+$/iu, '')}`
    : null;
}

export interface Price {
  text: string;
  euros: number;
  /** A price asked of a prospect may also be weekly or paid once: the billing intervals and two more. */
  per: BillingInterval | 'week' | 'once';
}

/** "59 € par mois" → 59 euros a month; "1 200 € HT" → once, unless the request says "par mois" after it. */
export function priceOf(amount: string | undefined, command = ''): Price | null {
  if (!amount) return null;
  const at = command.indexOf(amount);
  const after = at >= 0 ? command.slice(at + amount.length, at + amount.length + 24) : '';
  const period = /^\s*(?:HT|TTC)?\s*(?:par|\/|le|la|l['’])\s*(mois|an|année|semaine)/i.exec(after);
  if (period?.[1]) amount = `${amount} par ${period[1]}`;
  // "2 € le kilo", "45 € de l'heure": a unit price keeps its unit.
  const unit =
    /^\s*(?:HT\s+|TTC\s+)?((?:par|le|la|l['’]|de l['’]|du)\s*(?:kilo|kg|pièce|piece|heure|unité|unite|personne|litre|m²|m2|mètre|metre|jour|nuit|séance|seance|couvert|repas|bouteille|carton|colis|km|kilomètre|kilometre|tonne|lot|panier|page|mot|place|bien|logement|chambre|salarié|salarie|utilisateur|poste|licence|élève|eleve|enfant|participant|visite|intervention|passage|article|produit|photo|annonce|véhicule|vehicule)s?)\b/i.exec(
      after,
    );
  if (!period && unit?.[1]) amount = `${amount} ${unit[1]}`;
  const number = /(\d[\d\s ]*(?:[.,]\d+)?)\s*(?:€|euros?)/i.exec(amount);
  if (!number?.[1]) return null;
  const euros = Number(number[1].replace(/[\s ]/g, '').replace(',', '.'));
  const folded = fold(amount);
  const per = /\b(mois|mensuel\w*)\b|\/\s*mois/.test(folded)
    ? 'month'
    : /\b(an|annee|annuel\w*)\b|\/\s*an/.test(folded)
      ? 'year'
      : /\bsemaine\b/.test(folded)
        ? 'week'
        : 'once';
  // « à partir de 190 € par bien », « dès 49 € »: a starting price stays one.
  const from =
    at > 0 && /(?:à|a) partir de\s*$|\bdès\s*$|\bdes\s*$/i.test(command.slice(Math.max(0, at - 14), at));
  return Number.isFinite(euros) && euros > 0
    ? { text: `${from ? 'à partir de ' : ''}${amount.trim()}`, euros, per }
    : null;
}

/** What a price costs a month; null for a price paid once. */
export function monthlyOf(price: Price): number | null {
  if (price.per === 'month') return price.euros;
  if (price.per === 'year') return price.euros / 12;
  if (price.per === 'week') return (price.euros * 52) / 12;
  return null;
}

const euroText = (value: number) => eurosSaid(value >= 10 ? Math.round(value) : value);

/** The price said small: a day's cost, and what the prospect sells to pay for it. */
function framedPrice(price: Price, trade: Omit<Trade, 'who'>): string[] {
  const monthly = monthlyOf(price);
  const { one, many, worth, feminine } = trade.unit;
  const lines: string[] = [];
  const basis = `sur la base d’environ ${euroText(worth)} par ${one}`;
  if (monthly !== null) {
    const daily = monthly / 30;
    lines.push(
      `${price.text}, c’est ${daily < 1 ? 'moins d’1 €' : `moins de ${euroText(Math.ceil(daily))}`} par jour${price.per === 'year' ? `, soit environ ${euroText(monthly)} par mois` : ''}.`,
    );
    const units = Math.ceil(monthly / worth);
    lines.push(
      `C’est l’équivalent de ${units > 1 ? `${units} ${many}` : `moins d’${feminine ? 'une' : 'un'} ${one}`} par mois (${basis}) : il suffit de cela pour rentrer dans ses frais.`,
    );
  } else {
    const units = Math.max(1, Math.ceil(price.euros / worth));
    lines.push(
      `${price.text}, c’est l’équivalent de ${units > 1 ? `${units} ${many}` : `${feminine ? 'une' : 'un'} ${one}`} (${basis}) : présentez-le comme un investissement, amorti dès qu’il fait gagner ce temps ou ces ventes.`,
    );
  }
  lines.push(
    'Annoncez le prix après les bénéfices, jamais avant, et d’un ton assuré : on ne s’excuse pas d’un prix juste.',
  );
  return lines;
}

/** What to answer to each objection, step by step: acknowledge, ask, reframe, propose. */
function answerTo(objection: Objection, product: string, price: Price | null): string {
  // « nos paniers de fruits » stay plural, and the verbs agree with them.
  const it = product.replace(/^(notre|nos|mon|ma|mes)\s+/i, (m) =>
    /^(nos|mes)\b/i.test(m) ? `${m.trim().toLowerCase()} ` : /^n/i.test(m) ? 'notre ' : 'mon ',
  );
  const many = isPluralPhrase(it.replace(/^\S+\s+/, ''));
  const own = productGains(product);
  switch (objection) {
    case 'price':
      return `**« C’est trop cher. »** Ne baissez pas le prix tout de suite. Reconnaissez (« Je comprends, c’est un budget »), puis demandez : « Trop cher par rapport à quoi ? ». Ramenez ensuite ${price ? `les ${price.text}` : 'le prix'} à ce que ${it} ${own ? `${many ? 'apportent' : 'apporte'} chaque mois (${own.map(([title]) => title.charAt(0).toLowerCase() + title.slice(1)).join(', ')})` : `${many ? 'font' : 'fait'} gagner chaque mois (temps, ventes, erreurs évitées)`} : ${many ? 's’ils rapportent plus qu’ils ne coûtent' : 's’il rapporte plus qu’il ne coûte'}, ce n’est pas une dépense. En dernier recours, proposez une formule plus simple ou un essai, plutôt qu’une remise.`;
    case 'time':
      return `**« Je n’ai pas le temps. »** C’est justement le problème que ${it} ${many ? 'règlent' : 'règle'} : proposez un échange de 15 minutes, à l’heure qui l’arrange, et montrez combien de temps il récupère dès la première semaine.`;
    case 'supplier':
      return `**« J’ai déjà une solution. »** Ne critiquez pas l’existant : demandez ce qui lui manque ou l’agace avec elle, puis montrez la différence sur ce point précis, et ce que coûte de ne rien changer.`;
    case 'need':
      return `**« Je n’en ai pas besoin. »** Posez une question sur son quotidien (le temps passé sur l’administratif, les clients perdus) : le besoin se révèle dans sa réponse, pas dans votre discours.`;
    case 'later':
      return `**« Je vais réfléchir. »** Demandez ce qui le fait hésiter : c’est souvent une objection non dite (prix, temps, confiance). Fixez tout de suite une date de rappel, avec un document court à relire d’ici là.`;
    case 'commitment':
      return `**« Je ne veux pas m’engager. »** Proposez de commencer petit : un essai, un premier mois ou une formule sans engagement si votre offre le permet. Le risque perçu baisse, et ${it} ${many ? 'font leurs' : 'fait ses'} preuves pendant ce temps.`;
    case 'trust':
      return `**« Je ne vous connais pas. »** Rassurez par la preuve : un client du même métier qui témoigne, des résultats chiffrés, et, si votre offre le permet, un essai ou une formule sans engagement.`;
    case 'complexity':
      return `**« C’est trop compliqué pour moi. »** Proposez de l’installer avec lui, en une fois, et montrez les deux ou trois gestes du quotidien : le reste peut attendre.`;
  }
}

const likely: Objection[] = ['price', 'time', 'supplier'];
const closing =
  '**Pour conclure :** terminez par une question simple (« On le met en place la semaine prochaine ? ») ou proposez une démonstration de 15 minutes sur son propre cas.';

// The heading every arguments reply has, to know the next message continues the same sale.
const gainsHeading = '**Ce que le client y gagne**';

/** The earlier request for arguments, when the last reply gave them: "Et s'il me dit que…" continues it. */
function earlierSale(conversation: Conversation): string | null {
  if (conversation.revises || !conversation.previousReply?.includes(gainsHeading)) return null;
  const earlier = conversation.history.findLast(
    (turn) => turn.role === 'user' && turn.content !== conversation.message && asksForArguments(turn.content),
  );
  return earlier?.content ?? null;
}

/** Arguments asked now, or an objection raised right after arguments were given. */
export function wantsArguments(conversation: Conversation): boolean {
  const { command } = conversation.request;
  return (
    asksForArguments(command) || (earlierSale(conversation) !== null && objectionsOf(command).length > 0)
  );
}

const amountPattern = /\d[\d\s ]*(?:[.,]\d+)?\s*(?:€|euros?)/i;

/** What is sold, to whom and at what price, as one request says it. */
export interface Sale {
  product: string | null;
  trade: ReturnType<typeof tradeOf>;
  price: Price | null;
  /** What the trade gains, or anyone's gains when no trade is named. */
  gains: Array<[string, string]>;
}

function saleIn(text: string): Sale {
  const trade = tradeOf(text);
  const product = productOf(text);
  return {
    product,
    trade,
    price: priceOf(amountPattern.exec(text)?.[0], text),
    gains: productGains(product) ?? (trade ?? anyone).gains,
  };
}

/**
 * The sale a request is about: its own product, trade and price, or, when it names neither product
 * nor trade ("Fais-en un email de prospection", "Rédige le mail pour ce prospect"), the sale of the
 * arguments asked earlier in the conversation.
 */
export function saleDiscussed(conversation: Conversation): Sale | null {
  const own = saleIn(conversation.request.command);
  if (own.product || own.trade) return own;
  const earlier = conversation.history.findLast(
    (turn) => turn.role === 'user' && asksForArguments(turn.content),
  );
  if (!earlier) return null;
  // "Et pour Marseille ?" asked since: the sale is now for that place.
  let content = earlier.content;
  for (const turn of conversation.history.slice(conversation.history.indexOf(earlier) + 1)) {
    if (turn.role !== 'user') continue;
    const reading = readFollowUp(turn.content);
    const [old] = extractFacts(content, conversation.now).places;
    const [place] = extractFacts(`à ${reading.target ?? ''}`, conversation.now).places;
    if (reading.question === 'retarget' && old && place) content = withPlaceReplaced(content, old, place);
  }
  const sale = saleIn(content);
  return sale.product || sale.trade ? { ...sale, price: own.price ?? sale.price } : null;
}

/** "49 € par mois" → "moins de 2 € par jour"; null for a price paid once. */
export function priceADay(price: Price): string | null {
  const monthly = monthlyOf(price);
  if (monthly === null) return null;
  const daily = monthly / 30;
  return `${daily < 1 ? 'moins d’1 €' : `moins de ${euroText(Math.ceil(daily))}`} par jour`;
}

/** Sales arguments for the prospect's trade, the price framed, and the objections answered. */
export function argumentsWriter(conversation: Conversation): string {
  const { facts } = conversation.request;
  const earlier = earlierSale(conversation);
  // The product, trade and price of the sale discussed; the objections of the message itself.
  const sale = earlier ? `${earlier} ${conversation.request.command}` : conversation.request.command;
  const command = conversation.request.command;
  const found = tradeOf(sale);
  const trade = found ?? anyone;
  const product = productOf(sale) ?? 'votre offre';
  const amount = facts.amounts[0] ?? amountPattern.exec(sale)?.[0];
  const price = priceOf(amount, sale);
  const short = conversation.style.length < 0;
  const named = objectionsOf(command);
  const asked =
    named.length > 0 &&
    (Boolean(earlier) || !asksArguments.test(fold(command).replace(/\bobjections?\b/, '')));
  const objections = [...named, ...likely.filter((objection) => !named.includes(objection))].slice(
    0,
    Math.max(3, named.length),
  );
  // Fruit baskets bring what fruit brings, whoever buys them; software, what the trade gains.
  const gains = (productGains(product) ?? trade.gains)
    .slice(0, short ? 2 : 3)
    .map(([title, text], index) => `${index + 1}. **${title}** : ${text}`);
  const answers = objections
    .slice(0, named.length)
    .map((objection) => answerTo(objection, product, price))
    .join('\n\n');
  // An objection raised right after the arguments: its answer, not the arguments again.
  if (earlier && asked) return blocks(`${voices.chip.ack} Voici quoi lui répondre :`, answers, closing);
  const intro =
    (conversation.followUp?.question === 'retarget'
      ? null
      : revisionIntro(conversation, 'mes arguments en version')) ??
    (asked
      ? `${voices.chip.ack} Voici quoi répondre${found ? ` à ${found.who}`.replace(/ à les /, ' aux ').replace(/ à le /, ' au ') : ''}, puis les arguments à garder en main pour ${product}${price ? ` (${price.text})` : ''} :`
      : `${voices.chip.ack} Voici mes arguments pour convaincre ${found?.who ?? 'votre prospect'} de choisir ${product}${price ? ` (${price.text})` : ''} :`);
  return blocks(
    intro,
    asked ? answers : null,
    `${gainsHeading}\n${gains.join('\n')}`,
    price
      ? `**Le prix, bien présenté**\n${framedPrice(price, trade)
          .slice(0, short ? 2 : 3)
          .map((line) => `- ${line}`)
          .join('\n')}`
      : '**Le prix :** donnez-moi le tarif (par exemple « 59 € par mois ») et je vous aide à le présenter.',
    asked || short
      ? null
      : `**Les objections probables, et quoi répondre**\n${objections.map((objection) => `- ${answerTo(objection, product, price)}`).join('\n')}`,
    closing,
    !short && 'Voulez-vous que j’en fasse un email de prospection ou un script d’appel ?',
  );
}

/** « Prépare un script d'appel », « que dire au téléphone à un restaurateur ? »: a call to prepare. */
export function asksForCallScript(command: string): boolean {
  return /\b(?:script|trame|deroule|pitch) (?:d'appel|telephonique|de prospection telephonique|pour (?:un |l')?appel)|\bque (?:dire|lui dire) au telephone\b|\bprospection telephonique\b|\bcold call\w*/.test(
    fold(command),
  );
}

/** A call script: the opening, one question, the offer with its price, two objections, the close. */
export function callScriptWriter(conversation: Conversation): string {
  const sale = saleDiscussed(conversation) ?? saleIn(conversation.request.command);
  const { company } = conversation;
  // "aux entreprises de Nantes": a group of prospects the trades do not list, as the user says it.
  const named =
    /\b(?:aux|les|des|ces)\s+((?:entreprises|pme|tpe|commerces|professionnels|particuliers|associations|collectivites|mairies|ecoles|cabinets|agences)(?:\s+(?:de|d'|du|à|a)\s*\p{Lu}[\p{L}'’-]+)?)/iu.exec(
      conversation.request.command,
    )?.[1];
  const said = sale.trade?.said.toLowerCase() ?? null;
  const group = said
    ? `${/[sx]$/.test(said) ? said : `${said}s`}${sale.trade?.where ?? ''}`
    : (named ?? 'entreprises comme la vôtre');
  const who = sale.trade?.who ?? (named ? `les ${named}` : 'votre prospect');
  const product = sale.product ?? 'notre offre';
  const [first, second] = sale.gains;
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const price = sale.price;
  const daily = price ? priceADay(price) : null;
  const short = conversation.style.length < 0;
  const me = company.signature?.split(',')[0] ?? null;
  return blocks(
    revisionIntro(conversation, 'une version du script') ??
      `${voices.chip.ack} Voici un script d’appel pour ${who}${price ? ` (${product}, ${price.text})` : ` (${product})`} :`,
    `**1. L’accroche (10 secondes)**\n« Bonjour, ${me ? `${me}${company.name ? `, de ${company.name}` : ''}` : `je suis (votre prénom)${company.name ? `, de ${company.name}` : ''}`}. Je vous appelle au sujet de ${product}, que nous proposons aux ${group}. Vous avez deux minutes ? »`,
    `**2. La question qui fait parler**\n« Aujourd’hui, qu’est-ce qui vous prend le plus de temps, ou vous coûte le plus, dans ${first ? 'ce domaine' : 'votre quotidien'} ? » Laissez-le répondre, reformulez, et notez ses mots : vous les reprendrez.`,
    `**3. La proposition**\n« Avec ${product}, ${first ? `${lower(first[0])} (${first[1].replace(/\.$/, '')})` : 'vous gagnez du temps dès la première semaine'}${second && !short ? `, et ${lower(second[0])}` : ''}.${price ? ` Le tout ${/^à partir/.test(price.text) ? '' : 'pour '}${price.text}${daily ? `, soit ${daily}` : ''}.` : ''} »`,
    !short &&
      `**4. Les objections, et quoi répondre**\n${likely
        .slice(0, 2)
        .map((objection) => `- ${answerTo(objection, product, price)}`)
        .join('\n')}`,
    `**${short ? '4' : '5'}. La conclusion**\n« Je vous propose une démonstration de 15 minutes sur votre cas : plutôt mardi ou jeudi ? » Un choix entre deux créneaux, jamais « quand êtes-vous disponible ? ».`,
    !short &&
      '**Après l’appel :** notez dans le CRM la réponse, l’objection entendue et la date de la prochaine action.',
  );
}
