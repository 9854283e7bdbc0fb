// « Fais-moi une analyse SWOT rapide de ma crêperie à Saint-Malo : beaucoup de touristes l’été, très
// calme l’hiver, seule crêperie sans gluten de la ville, loyer élevé. » (reasoning over what the user
// gives): each fact the user lists placed in its quadrant by general cues — good or bad (« seul »,
// « beaucoup », « fidèles » against « élevé », « calme », « baisse », « concurrence »), the business's
// own or around it (a rent, a team, a know-how against the season, the market, the competitors) —
// said back with what it means, and one thing to do for each weak point. Nothing is added to the
// user's facts: a quadrant they said nothing of says so.

import { capitalise, fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { itemsOfPart } from '../understanding/listed-items.ts';
import { blocks, inUsersRegister } from './compose.ts';

export type Quadrant = 'forces' | 'faiblesses' | 'opportunites' | 'menaces';

export interface SwotFact {
  /** The fact in the user's words. */
  text: string;
  quadrant: Quadrant;
  /** What it means for the business, one short clause. */
  meaning: string;
  /** One concrete thing to do, for a weak point or a threat. */
  action: string | null;
}

// « analyse SWOT », « forces et faiblesses », « atouts et points faibles », « points forts et faibles ».
const asked =
  /\b(?:swot|afom|forces?\s*(?:,|et)\s*(?:les\s+|mes\s+|nos\s+)?faiblesses?|atouts?\s+et\s+(?:les\s+|mes\s+)?(?:faiblesses?|points? faibles?)|points? forts?\s+et\s+(?:les\s+|mes\s+)?(?:points?\s+)?faibles?)\b/;

/** True when the request asks for a SWOT (or its strengths and weaknesses half). */
export function swotAsked(text: string): boolean {
  return asked.test(fold(text));
}

/** Only strengths and weaknesses asked (« forces et faiblesses de mon salon »), not the four quadrants. */
function halfAsked(text: string): boolean {
  const folded = fold(text);
  return !/\b(?:swot|afom|opportunites?|menaces?)\b/.test(folded);
}

// What is around the business, not in it: the season, the market, the competitors, the rules.
const outside =
  /\b(touris\w*|saison\w*|ete|hiver|printemps|automne|vacances|estiva\w*|marche|concurren\w*|demande|tendances?|mode|reglementation|lois?|normes?|meteo|climat|economi\w*|conjoncture|inflation|crise|fournisseurs?|quartier|ville|region|habitants|population|voirie|subventions?|aides?|mairie|energie|matieres? premieres?|taux|taxes?|impots?|nouveaux? (?:centre|lotissement|quartier))\b/;
// What is the business's own: its premises and costs, its people, its offer, its name.
const inside =
  /\b(loyer|local|locaux|bail|equipe|personnel|salaries?|employes?|apprentis?|materiel|machines?|outils?|four|atelier|stock|tresorerie|dettes?|endettement|tarifs?|nos prix|mes prix|carte|menu|offre|produits?|qualite|savoir-faire|experience|reputation|avis|site|clientele fidele|clients? fideles?|emplacement|bien (?:place|situe)\w*|centre-ville|terrasse|capacite|places?|horaires|vitrine|marque|notoriete|specialite|recettes?)\b/;
// The business alone to offer something: a strength whatever the words around it.
const unique = /(?<!\bune?\s)\b(seule?s?|uniques?|premiere?s?|exclusi\w*|sans concurrent\w*)\b/;
// « un seul gros client », « une seule fournisseuse »: a dependence, not a strength.
const single = /\bune?\s+(?:seule?|unique)\b/;
// A newcomer or a change around the business: « arrivée des outils d'IA », « ouverture d'un centre commercial ».
const arrival =
  /\b(arrivee|ouverture d['e]|implantation|nouveaux? (?:concurrent|centre|lotissement|quartier)\w*|nouvelles? (?:normes?|reglementation|enseignes?)|hausse d\w* (?:prix|couts?|tarifs?)|flambee)\b/;
// A cost or a price going up, or high: a weight, not growth.
const cost =
  /\b(loyer|charges?|couts?|prix|tarifs? des? fournisseurs?|energie|matieres?|taxes?|impots?|salaires?|assurances?|credit|emprunt|mensualites?)\b/;
const costUp = /\b(eleve\w*|cher|chere|chers|cheres|hausse|augment\w*|flamb\w*|lourde?s?|trop)\b/;
const negated = /\b(?:pas de|peu de|aucune?|sans|plus de|moins de)\s+(?:\p{L}+\s+)?concurren\w*/u;
const bad =
  /\b(calme|creux|baisse\w*|faibles?|manque\w*|peu de|pas de|pas assez|aucune?|difficile\w*|vetuste\w*|vieux|vieille\w*|vieillissant\w*|trop|retards?|mauvais\w*|depend\w*|fermetures?|pertes?|dettes?|endett\w*|impayes?|turnover|departs?|absences?|limite\w*|insuffisant\w*|petite? equipe|seule? (?:a|pour) (?:tout|gerer)|greves?|travaux|lent\w*|rares?|mort\w*|fragile\w*|inconnu\w*|peu connu\w*|invisible\w*|menace\w*|risques?|cher|chere|eleve\w*)\b/;
const season = /\b(ete|hiver|printemps|automne|saison\w*|vacances|hors saison|l'annee|mois)\b/;

/** The quadrant of a fact, from its words: good or bad, the business's own or around it. */
export function quadrantOf(fact: string): Quadrant {
  const folded = fold(fact);
  const isUnique = unique.test(folded) && !/\bseule? (?:a|pour) (?:tout|gerer)\b/.test(folded);
  const competitors = /\bconcurren\w*/.test(folded);
  const costly = cost.test(folded) && costUp.test(folded);
  // Unsaid either way (« situé sur le port »), a fact the user lists is taken as on their side.
  const positive =
    isUnique || (competitors ? negated.test(folded) : !costly && !single.test(folded) && !bad.test(folded));
  // A strength the business alone has, and its own costs and people, are inside; the season, the
  // market and the competitors around it.
  const own =
    isUnique || (!arrival.test(folded) && ((inside.test(folded) && !competitors) || !outside.test(folded)));
  if (own) return positive ? 'forces' : 'faiblesses';
  return positive ? 'opportunites' : 'menaces';
}

/** What the fact means for the business, one clause from its cue. */
function meaningOf(folded: string, quadrant: Quadrant): string {
  if (quadrant === 'forces' || quadrant === 'opportunites') {
    if (unique.test(folded)) return 'un avantage qu’aucun concurrent n’offre sur place, à mettre en avant';
    if (/\bconcurren\w*/.test(folded)) return 'de la place à prendre sur votre marché';
    if (/\b(touris\w*|passage|estiva\w*)\b/.test(folded))
      return season.test(folded)
        ? 'une clientèle de passage nombreuse à capter pendant la saison'
        : 'une clientèle de passage nombreuse à capter';
    if (/\bfideles?\b/.test(folded)) return 'une base de clients qui revient et vous recommande';
    if (/\b(reputation|avis|reconnu\w*|apprecie\w*)\b/.test(folded))
      return 'une image qui rassure les nouveaux clients';
    if (/\b(experience|savoir-faire|qualite|artisan\w*|fait maison|specialite\w*)\b/.test(folded))
      return 'un savoir-faire qui justifie vos prix';
    if (/\b(croissan\w*|hausse|progress\w*|essor|tendance|a la mode|demande)\b/.test(folded))
      return 'une demande qui grandit, à suivre de près';
    if (/\b(subventions?|aides?)\b/.test(folded)) return 'un financement à solliciter';
    if (arrival.test(folded))
      return 'un changement autour de vous, à tourner à votre avantage avant les autres';
    return quadrant === 'forces' ? 'un atout à mettre en avant' : 'une occasion à saisir';
  }
  if (/\bconcurren\w*/.test(folded)) return 'une pression sur vos prix et votre clientèle';
  if (single.test(folded)) return 'une dépendance qui vous expose si ce lien casse';
  if (/\b(calme|creux|baisse\w*|mort\w*)\b/.test(folded) && season.test(folded))
    return 'une activité saisonnière, le chiffre d’affaires baisse hors saison';
  if (/\b(loyer|charges?|bail|mensualites?|credit|emprunt)\b/.test(folded))
    return 'une charge fixe lourde, à couvrir même les mois creux';
  if (cost.test(folded)) return 'des coûts qui rognent votre marge';
  if (/\b(equipe|personnel|salaries?|employes?|turnover|departs?|absences?|seule? (?:a|pour))\b/.test(folded))
    return 'une capacité limitée, fragile en cas d’absence';
  if (
    /\b(vetuste\w*|vieux|vieille\w*|vieillissant\w*|materiel|machines?|outils?|local|locaux)\b/.test(folded)
  )
    return 'un outil de travail qui freine et coûtera à remettre à niveau';
  if (/\b(inconnu\w*|peu connu\w*|invisible\w*|site|avis|notoriete)\b/.test(folded))
    return 'des clients potentiels qui ne vous trouvent pas';
  if (/\b(parking|stationnement|acces|excentre\w*|visibilite)\b/.test(folded))
    return 'des clients qui hésitent à venir jusqu’à vous';
  if (/\b(reglementation|lois?|normes?)\b/.test(folded))
    return 'une contrainte qui peut coûter du temps et de l’argent';
  return quadrant === 'faiblesses' ? 'un point qui pèse sur l’activité' : 'un risque à surveiller';
}

/** One concrete thing to do about a weak point or a threat, from its cue. */
function actionOf(folded: string): string {
  if (single.test(folded))
    return 'trouvez une deuxième source (client, fournisseur ou canal) pour ne plus dépendre d’une seule';
  if (/\bconcurren\w*/.test(folded))
    return 'dites en une phrase ce qui vous distingue (sur votre vitrine, votre fiche Google, vos réseaux) et relevez leurs prix une fois par trimestre';
  if (/\b(calme|creux|baisse\w*|mort\w*)\b/.test(folded) && season.test(folded))
    return 'lancez une offre pour la saison creuse (formule du midi, vente à emporter, soirées à thème, clientèle locale et entreprises) et adaptez horaires et équipe à la fréquentation';
  if (/\b(loyer|bail)\b/.test(folded))
    return 'calculez le chiffre d’affaires mensuel qu’il faut pour couvrir le loyer, et préparez la renégociation du bail (durée, indexation, franchise) avant son échéance';
  if (/\b(charges?|mensualites?|credit|emprunt)\b/.test(folded))
    return 'listez ces charges fixes, chiffrez le chiffre d’affaires minimum qu’elles demandent, et renégociez la plus lourde';
  if (cost.test(folded))
    return 'demandez deux devis à d’autres fournisseurs et répercutez une partie de la hausse sur vos prix, en l’expliquant à vos clients';
  if (/\b(equipe|personnel|salaries?|employes?|turnover|departs?|absences?|seule? (?:a|pour))\b/.test(folded))
    return 'écrivez les tâches clés pour qu’une autre personne puisse les reprendre, et prévoyez un renfort (extra, intérim, apprenti) pour les pics';
  if (
    /\b(vetuste\w*|vieux|vieille\w*|vieillissant\w*|materiel|machines?|outils?|local|locaux)\b/.test(folded)
  )
    return 'listez ce qui est à remplacer, faites chiffrer le plus urgent et étalez le reste sur l’année';
  if (/\b(inconnu\w*|peu connu\w*|invisible\w*|site|avis|notoriete)\b/.test(folded))
    return 'complétez votre fiche Google (photos, horaires) et demandez un avis à chaque client satisfait';
  if (/\bdepend\w*/.test(folded) || single.test(folded))
    return 'trouvez une deuxième source (client, fournisseur ou canal) pour ne plus dépendre d’une seule';
  if (/\b(parking|stationnement|acces|excentre\w*|visibilite)\b/.test(folded))
    return 'indiquez le stationnement le plus proche sur votre fiche Google et votre vitrine, et proposez le retrait rapide ou la livraison';
  if (/\b(reglementation|lois?|normes?)\b/.test(folded))
    return 'vérifiez auprès de votre chambre consulaire ce qui s’applique à vous et à quelle date';
  return 'chiffrez ce que ce point vous coûte aujourd’hui, puis choisissez une mesure pour le réduire et datez-la';
}

/**
 * The fact said back as a line of the list: « on est les seuls à faire du Webflow » → « Seuls à faire
 * du Webflow », « j'ai un loyer élevé » → « Un loyer élevé », « mon loyer » → « votre loyer ».
 */
function saidBack(fact: string): string {
  const text = fact
    .replace(/[.;\s]+$/, '')
    .trim()
    .replace(
      /^(?:(?:on|nous|je|j['’]|c['’])\s*(?:est|sommes|suis|a|avons|ai)\s+|(?:il y a|y a)\s+)(?:(?:les|le|la|l['’])\s*(?=seule?s?\b))?/i,
      '',
    );
  return capitalise(text.replace(/\b(?:mon|ma|notre)\s/gi, 'votre ').replace(/\b(?:mes|nos)\s/gi, 'vos '));
}

/** The user's facts, each in its quadrant with what it means and, when weak, one thing to do. */
export function swotFacts(list: string): SwotFact[] {
  return itemsOfPart(list, { singleWords: true }).map((fact) => {
    const folded = fold(fact);
    const quadrant = quadrantOf(fact);
    const weak = quadrant === 'faiblesses' || quadrant === 'menaces';
    return {
      text: saidBack(fact),
      quadrant,
      meaning: meaningOf(folded, quadrant),
      action: weak ? actionOf(folded) : null,
    };
  });
}

/** The subject of the analysis: « de ma crêperie à Saint-Malo » → « votre crêperie à Saint-Malo ». */
function subjectOf(command: string): string | null {
  const said =
    /\b(?:swot|afom|faiblesses?|faibles?|menaces?|opportunit[ée]s?)\s+(?:rapide\s+|simple\s+)?(?:de|du|des|d['’]|pour)\s*((?:mon|ma|mes|notre|nos|la|le|les|l['’]|cette|ce)\s*[^:.!?]{2,80}?)\s*(?::|$|[.!?])/iu.exec(
      command,
    )?.[1];
  if (!said) return null;
  return said
    .trim()
    .replace(/^(?:mon|ma|notre)\s/i, 'votre ')
    .replace(/^(?:mes|nos)\s/i, 'vos ');
}

const titles: Record<Quadrant, string> = {
  forces: 'Forces',
  faiblesses: 'Faiblesses',
  opportunites: 'Opportunités',
  menaces: 'Menaces',
};
const where: Record<Quadrant, string> = {
  forces: 'interne, positif',
  faiblesses: 'interne, négatif',
  opportunites: 'externe, positif',
  menaces: 'externe, négatif',
};

/**
 * The SWOT of the facts the user lists after the colon, or null when no SWOT is asked or fewer than
 * two facts are given (the method is then research's).
 */
export function swotReply(conversation: Conversation): string | null {
  const { request, message } = conversation;
  if (!swotAsked(message) && !(conversation.revises && swotAsked(request.command))) return null;
  // « les forces et faiblesses de nos concurrents : A, B »: a comparison of others, competitors'.
  if (/\b(concurren\w*|rivau\w*|rival\w*)\b/.test(fold(request.command.split(':')[0] ?? ''))) return null;
  const list = request.pasted ?? /:\s*([\s\S]+)$/.exec(request.command)?.[1] ?? null;
  if (!list) return null;
  const facts = swotFacts(list);
  if (facts.length < 2) return null;
  const half = halfAsked(request.command);
  // « Forces et faiblesses »: what is around the business joins the side it is on.
  const placed = facts.map((fact) =>
    half
      ? {
          ...fact,
          quadrant: (fact.quadrant === 'opportunites'
            ? 'forces'
            : fact.quadrant === 'menaces'
              ? 'faiblesses'
              : fact.quadrant) as Quadrant,
        }
      : fact,
  );
  const quadrants: Quadrant[] = half
    ? ['forces', 'faiblesses']
    : ['forces', 'faiblesses', 'opportunites', 'menaces'];
  const subject = subjectOf(request.command);
  const section = (quadrant: Quadrant) => {
    const inIt = placed.filter((fact) => fact.quadrant === quadrant);
    const head = half ? `**${titles[quadrant]}**` : `**${titles[quadrant]}** (${where[quadrant]})`;
    return [
      head,
      ...(inIt.length
        ? inIt.map((fact) => `- ${fact.text} : ${fact.meaning}.`)
        : ['- Rien dans ce que vous m’avez dit.']),
    ].join('\n');
  };
  const weak = placed.filter((fact) => fact.action);
  const text = blocks(
    `Voici ${half ? 'les forces et faiblesses' : 'une analyse SWOT'}${subject ? ` de ${subject}` : ''}, ${half ? 'établies' : 'établie'} uniquement à partir de ce que vous m’avez dit :`,
    ...quadrants.map(section),
    weak.length > 0 &&
      [
        `**${weak.length > 1 ? 'Une action par point faible' : 'L’action pour le point faible'}**`,
        ...weak.map((fact) => `- ${fact.text} : ${fact.action}.`),
      ].join('\n'),
  );
  return inUsersRegister(conversation, text);
}
