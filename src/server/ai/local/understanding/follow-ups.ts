// What a follow-up asks of the previous reply: change its length, tone or form of address, add
// something to it, or ask about it. The vocabulary of these requests is small and closed, so it is
// read with rules; what the request is about comes from the classifier and the facts.
import { fold, numberOf } from '../french.ts';

export type Addition =
  | { kind: 'hashtags'; count: number }
  | { kind: 'follow_up'; days: number }
  | { kind: 'milestone'; text: string | null }
  | { kind: 'discount'; percent: string }
  /** « appel à réserver par téléphone »: the action (« reserver », folded) and how (« par telephone »). */
  | { kind: 'call_to_action'; action?: string; how?: string }
  | { kind: 'emojis' }
  /**
   * "propose-lui plutôt un avoir de 30 €": the resolution offered instead of ours, as said;
   * "ajoute qu'on lui offre la livraison": offered on top of ours (`alongside`).
   */
  | { kind: 'remedy'; text: string; alongside: boolean }
  /** "décale tout de deux semaines", "avance d'une semaine": every date moved by this many days. */
  | { kind: 'shift'; days: number }
  /** "ajoute que le logement est fourni": a detail to state, in the user's words. */
  | { kind: 'statement'; text: string }
  /** "ajoute une partie sur les batteries": a part on that subject, in the user's words. */
  | { kind: 'section'; text: string };

export interface StyleChange {
  /** -1 per "plus court", +1 per "plus long". */
  length: number;
  tone: 'firm' | 'formal' | 'friendly' | null;
  address: 'tu' | 'vous' | null;
  additions: Addition[];
  /** « Fais-en une version SMS »: the same message, written for a text message. */
  channel: 'sms' | null;
}

export type FollowUpQuestion =
  | 'which_first'
  | 'recommend'
  | 'sources'
  | 'why'
  | 'retarget'
  | 'subjects'
  | 'pick';

export interface FollowUp {
  change: StyleChange;
  question: FollowUpQuestion | null;
  /** For "Et pour Chip ?": who or what the previous request should now be about. */
  target: string | null;
  /** True when the message is only about the previous reply (no new request in it). */
  isFollowUp: boolean;
  /** « Propose-moi trois objets de mail »: how many subject lines are asked (question `subjects`). */
  subjects?: number;
  /** « Je prends le deuxième »: the item of the previous list chosen, from 1; -1 for the last (question `pick`). */
  picked?: number;
}

// « Je prends le deuxième », « va pour le 3 », « le premier » alone: an item of the previous list chosen.
const picks =
  /^\s*(?:(?:ok|d'accord|bon|alors|parfait)\s*,?\s*)?(?:(?:je|on)\s+(?:prends|prend|garde|choisis|retiens|part sur|valide)\s+|va pour\s+|ok pour\s+|plutot\s+)?(?:le|la|l')\s*(premier|premiere|1er|1ere|deuxieme|second|seconde|2e|2eme|troisieme|3e|3eme|quatrieme|4e|4eme|cinquieme|5e|5eme|dernier|derniere|numero \d|n° ?\d|\d)(?:\s+(?:objet|titre|proposition|option|version))?\s*[.!]*\s*$/;
const ordinals: Record<string, number> = {
  premier: 1,
  premiere: 1,
  '1er': 1,
  '1ere': 1,
  deuxieme: 2,
  second: 2,
  seconde: 2,
  '2e': 2,
  '2eme': 2,
  troisieme: 3,
  '3e': 3,
  '3eme': 3,
  quatrieme: 4,
  '4e': 4,
  '4eme': 4,
  cinquieme: 5,
  '5e': 5,
  '5eme': 5,
  sixieme: 6,
  septieme: 7,
  huitieme: 8,
  neuvieme: 9,
  dixieme: 10,
  dernier: -1,
  derniere: -1,
};

/**
 * The rank an ordinal says, on accent-folded words: « deuxième », « 2e », « 2nd » → 2; « dernier » → -1
 * (the last); null for no ordinal. The one reader of ranks (« le 2e », « la première », « va pour le 3 »).
 */
export function ordinalOf(word: string): number | null {
  const numbered = /^(\d{1,2})(?:nde?|e|eme|er|ere)$/.exec(word);
  return ordinals[word] ?? (numbered ? Number(numbered[1]) : null);
}

function pickedOf(folded: string): number | null {
  const word = picks.exec(folded)?.[1];
  if (!word) return null;
  return ordinalOf(word) ?? (Number(word.replace(/\D/g, '')) || null);
}

// « version SMS », « en texto », « pour un SMS »: the channel the same message is rewritten for.
const smsAsked =
  /(?:^|\b(?:en|version|format|par|un|une|le|pour|fais-en|fais-le|fais-la|adapte\w*)\s+)(?:sms|texto)s?\b/;
// « trois objets de mail », « propose d'autres objets », « un meilleur objet »: subject lines asked;
// « trois titres pour l'annonce »: the titles of the piece just written; « 3 accroches pour la
// première ligne »: its first lines.
const subjectsAsked =
  /\b(?:(\d|un|une|deux|trois|quatre|cinq|quelques|plusieurs|d'autres|des|autres?|meilleur)\s+)(?:idees? d'|propositions? d')?(?:objets?|lignes? d'objet|accroches?|premieres? lignes?|titres? (?:de|du|d'|pour (?:le|la|l'|cet|cette|ce|mon|ma|notre)\s*)\s*(?:mail|annonce|offre|post|publication|article|newsletter))\b/;
const countWords: Record<string, number> = {
  un: 1,
  une: 1,
  meilleur: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
};

const shorter =
  /\b(plus (courte?s?|concise?s?|brefs?|breves?|synthetique|succinct\w*)|raccourci\w*|abreg\w*|condense\w*|moins longu?e?s?|trop longu?e?s?|reduis\w*|en moins de mots|allege\w*|coupe\w*|(?:en|de|sur) (?:\d|une|deux|trois|quatre|cinq|quelques) lignes?|versions? (?:courtes?|breves?|reduites?|condensees?|allegees?|abregees?|express)|formats? (?:courts?|reduits?|express))\b/g;
const longer =
  /\b(plus (longue?s?|complete?s?|detaille\w*|developpe(?!ur)\w*)|developpe(?!ur)\w*|detaille\w*|etoffe\w*|allonge\w*|trop courte?s?|approfondi\w*)\b/g;
const firm =
  /\b(plus (ferme|direct\w*|insistante?|pressante?|severe|sec|strict\w*|percutant\w*|offensi\w*)|durci\w*|hausse le ton|moins (gentil|mou|poli|sympa)|insiste (?:plus|davantage))\b/;
const formal =
  /\b(plus (formel\w*|soutenu\w*|professionnel\w*|corporate|poli\w*|serieu\w*|institutionnel\w*|sobre\w*)|moins familier\w*)\b/;
const friendly =
  /\b(plus (chaleureu\w*|cordia\w*|aimable\w*|doux|douce|sympa\w*|amica\w*|decontract\w*|cool|souriant\w*|humain\w*|convivia\w*|leger\w*|fun|dynamique)|moins (formel\w*|froid\w*|rigide\w*|corporate))\b/;
// The tone asked with a new request: "sur un ton chaleureux", "un mail sympa", "un message de
// prospection amical", "une lettre formelle". Only words that name a tone ("professionnel" or "poli"
// say what any work letter is, not a register).
const tonedNoun =
  '(?:ton|style|registre|maniere|facon|mail|email|e-mail|courriel|message|mot|courrier|lettre|reponse|relance|post)(?:\\s+de\\s+[\\p{L}-]+|\\s+(?:instagram|insta|facebook|linkedin|sms))?\\s+(?:(?:tres|plutot|assez|un peu|bien)\\s+)?';
// The words that name each tone, once: after a noun (« un mail sympa ») or in a sentence of their own.
const toneNames = [
  ['friendly', 'chaleureu\\w*|cordia\\w*|sympa\\w*|amica\\w*|decontract\\w*|convivia\\w*|cool|detendu\\w*'],
  ['formal', 'formel\\w*|soutenu\\w*|solennel\\w*'],
  ['firm', 'ferme|severe|insistante?|sec'],
] as const;
const requestedTones: Array<[Exclude<StyleChange['tone'], null>, RegExp]> = toneNames.map(([tone, words]) => [
  tone,
  new RegExp(`\\b${tonedNoun}(?:${words})\\b`, 'u'),
]);

// « Courtois mais ferme. », « Sois chaleureux ! »: a short sentence of its own that only says the tone;
// after « mais », the last word said is the one that counts.
const toneWords: Array<[Exclude<StyleChange['tone'], null>, RegExp]> = toneNames.map(([tone, words]) => [
  tone,
  new RegExp(`\\b(?:${words})\\b`, 'gu'),
]);

function toneSentence(folded: string): StyleChange['tone'] {
  for (const sentence of folded.split(/[.!\n]+/)) {
    const said = sentence.trim();
    if (!said || said.split(/\s+/).length > 5) continue;
    // The tone word said last: « courtois mais ferme » is firm, « ferme mais chaleureux » friendly.
    let last: { tone: Exclude<StyleChange['tone'], null>; at: number } | null = null;
    for (const [tone, pattern] of toneWords)
      for (const match of said.matchAll(pattern))
        if (!last || match.index > last.at) last = { tone, at: match.index };
    if (last) return last.tone;
  }
  return null;
}

/** The tone a new request asks for in so many words, if any. */
export function requestedTone(folded: string): StyleChange['tone'] {
  return requestedTones.find(([, pattern]) => pattern.test(folded))?.[0] ?? toneSentence(folded);
}

// « en le tutoyant », « tutoie-la », « on se tutoie »: every form of the verb.
const tutoie = /\b(tutoi\w*|tutoy\w*|au tu\b|passe au tu|utilise le tu)\b/;
const vouvoie = /\b(vouvoi\w*|vouvoy\w*|au vous\b|passe au vous|utilise le vous)\b/;
const addVerb = /\b(ajout\w*|rajout\w*|mets?|inclu\w*|integr\w*|prevoi\w*|avec|propose\w*|insere\w*)\b/;
const count = '(\\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)';
const hashtags = new RegExp(`(?:${count}\\s+)?(?:hashtags?|#)`);
const followUpMessage =
  /\b(relance|message de (suivi|relance)|mail de (suivi|relance)|email de (suivi|relance)|suivi)\b[^.?!]*?\b((une|1|\d{1,2}|deux|trois|quatre|cinq|six|sept|dix) (semaines?|jours?)|huit jours|quinze jours)\b/;
const milestone = /\bjalons?\b(?:\s*(?:«\s*([^»]+)»|:\s*(.+)|pour\s+(.+)|de\s+(.+)))?/;
const discount =
  /\b(geste (commercial)?|remise|reduction|rabais|avoir|ristourne|bon d'achat)\b[^.?!]*?(\d+(?:[,.]\d+)?\s*(?:%|pour ?cent))/;
const discountBefore =
  /(\d+(?:[,.]\d+)?\s*(?:%|pour ?cent))[^.?!]*?\b(geste|remise|reduction|rabais|avoir)\b/;
// What is offered to a customer instead of the usual resolution: "propose-lui plutôt un avoir de
// 30 €", "offre-lui la livraison", "fais-lui un remboursement intégral".
const remedy =
  /\b(?:propose|proposez|proposer|offre|offrez|offrir|accorde|accordez|accorder|fais|faites|donne|donnez|envoie|envoyez)(?:-lui|-leur|-la|-le)?\s+(?:lui\s+|leur\s+)?(?:plutot\s+|plutôt\s+|a la place\s+|simplement\s+|juste\s+)?((?:un|une|le|la|l'|des|d'|un bon d'|une? )?\s*(?:avoir|remboursement|bon d'achat|bon de reduction|code promo|echange|reparation|renvoi|livraison|retour|remise|reduction|geste|nouvel envoi|carte cadeau|dedommagement)\b[^.?!]*)/;

// "décale tout de deux semaines", "repousse le plan d'un mois", "avance tout de 3 jours".
const shift =
  /\b(decale\w*|repousse\w*|recule\w*|retarde\w*|glisse\w*|avance\w*|rapproche\w*)\b([^.?!]{0,40}?)\s(?:de |d')((quinze jours|huit jours)|(un|une|\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|dix) (semaines?|jours?|mois))\b/;

// « un appel à réserver par téléphone », « une incitation à commander »: the action asked, kept.
const callToAction =
  /\b(?:appel a l'action|call to action|cta|(?:appel|incitation|invitation) a (reserver|commander|s'inscrire|nous contacter|nous appeler|appeler|venir|acheter|prendre rendez-vous|passer commande|profiter)(?:\s+((?:par|en|sur|au|avant|des|dès|via)\s[^.!?,;]{2,40}))?)/;
const emojis = /\b(emojis?|emoticones?|smileys?)\b/;
/** « Laquelle en premier ? », « Par quoi je commence ? »: which one comes first, asked. */
export const whichFirst =
  /\b(laquelle|lequel|lesquelles|lesquels|quelle tache|quoi|par ou|par quoi|qu'est-ce que)\b[^?]*\b(premier|premiere|d'abord|commenc\w*|demarr\w*|en priorite|en premier|plus urgent\w*|plus important\w*|(?:compte|pese|joue|vaut|prime)\w* (?:le )?plus|meilleure?s?|choisir|choisis|retenir|garder|privilegier|prendre|recommand\w*|conseill\w*|prefer\w*)\b|\b(?:commenc\w*|demarr\w*|attaqu\w*) par (?:laquelle|lequel|lesquelles|lesquels|quoi|ou)\b/;
// "Tu recommandes quoi ?", "Ton avis ?", "On part sur lequel ?": a choice asked after options were
// weighed. Short, or naming the options compared ("des deux"), so a new request is not taken for it.
const recommend =
  /\b(?:(?:tu|vous)\s+(?:me\s+|nous\s+|m'|en\s+)?(?:recommand\w*|conseill\w*|choisi\w*|prendr\w*|ferai\w*|feriez|opt\w*|partirai\w*|pench\w*|retiendr\w*)|(?:recommandes|conseilles|choisirais|prendrais|ferais|retiendrais)-(?:tu|vous)|(?:ton|votre) (?:avis|choix|conseil|verdict)|on (?:fait|part sur|prend|choisit|retient) (?:quoi|lequel|laquelle)|(?:quel(?:le)?|lequel|laquelle) (?:est |serait )?(?:le |la )?(?:meilleur\w*|mieux|plus adapte\w*)|c'est (?:quoi|lequel|laquelle) le (?:mieux|meilleur)|verdict|tu tranches|que faire|je (?:fais|choisis|prends|pars sur) (?:quoi|lequel|laquelle))\b|(?:lequel|laquelle|quoi) (?:je|on|tu|vous) (?:prend\w*|choisi\w*|gard\w*|reti\w*)|(?:^|[:,]\s*)(?:et |alors |donc |bon,? )?(?:lequel|laquelle)(?: des (?:deux|trois|quatre))?\s*\?*\s*$/;
const namesTheChoice =
  /\b(lequel|laquelle|lesquels|lesquelles|des deux|des trois|entre les|options?|choix)\b/;

const sources =
  /\b(sources?|references?|liens?|d'ou (viennent|vient|tiens)|sur quoi te bases|preuves?|etudes? qui)\b/;
const why = /^\s*(pourquoi|pour quelle raison|comment ca se fait)\b/;
// Read on the words as typed (to keep the target's accents): accents and capitals are optional.
// « Fais le même message pour Antoine Leroy, candidat au même poste »: the same draft for another
// recipient, whatever verb asks for it; what follows a comma describes the new target.
const retarget =
  /^\s*(?:et|ok,? et|d'accord,? et|(?:(?:fais|faites|refais|ecris|écris|envoie|r[eé]dige|pr[eé]pare)(?:-moi|-en|-le|-la)?\s+)?(?:(?:le|la)\s+)?m[eê]me(?:\s+(?:chose|message|mail|e-mail|courrier|lettre|invitation|r[eé]ponse|texte|sms))?|pareil)\s+(?:pour|avec|sur|chez|concernant|du c[oô]t[eé] de|c[oô]t[eé]|[aà])\s+([^,]+?)\s*(?:,[^,]*)?[?.!]*\s*$/i;
// « Écris-le plutôt à Mme Carpentier, sa DRH », « Envoie-la aussi à Paul », « plutôt pour la mairie »:
// the same draft for another recipient (instead, or as well), named before any apposition.
const retargetDraft =
  /^\s*(?:non,?\s+)?(?:(?:envoie|envoyez|adresse|adressez|[eé]cris|[eé]crivez|r[eé]dige|r[eé]digez|fais|faites)-(?:le|la|les)\s+(?:plut[oô]t\s+|aussi\s+|finalement\s+)?|(?:plut[oô]t|finalement|[aà] la place)\s*,?\s+)(?:[aà]|pour|au|aux)\s+([^,;?!]+?)\s*(?:[,;].*)?[?.!]*\s*$/i;
// Words that point back at the previous reply ("la", "le", "ce message", "ta réponse").
const pointsBack =
  /(-la|-le|-les|-lui)\b|-en\b(?=.*\b(?:facebook|instagram|linkedin|tiktok|version)\b)|\b(ce (message|mail|email|post|texte|brouillon|courrier|plan|article)|cette (version|reponse|annonce|offre|lettre|publication|liste)|ta (reponse|proposition|version)|ton (texte|message|brouillon|post|mail)|la meme|le meme|refais|reecris|reformule|recommence|change|modifie|corrige|version)\b/;

// « ajoute que… », « ajoute au mail que… », « précise dans le message que… ».
const statement =
  /\b(?:ajoute|rajoute|precise|indique|mentionne|signale|ecris|dis)(?:-y|-le|-leur)?\s+(?:(?:au|a ce|dans (?:le|ce|mon|ton)|sur (?:le|ce)) (?:mail|e-mail|email|message|courrier|texte|brouillon|post)\s+)?(?:aussi\s+|egalement\s+|bien\s+)?qu(?:e\s+|')(.+)$/;

// « souhaite-lui un bon rétablissement », « et souhaite-leur de bonnes fêtes »: a wish the letter says.
const wished = /\bsouhaite[sz]?-(?:lui|leur)\s+((?:un|une|de|d'|des|bon|bonne)\b.{3,})$/;

// « Propose-lui aussi un essai gratuit d'un mois », « offre-leur la livraison »: something offered to
// the reader, which the letter offers in its own voice. Only a message that opens on it: inside a
// first request (« …, et offre-lui un bon de 45 € »), the writer reads the offer itself.
const offeredToReader =
  /^\s*(?:et\s+)?(propose|proposez|offre|offrez)-(lui|leur)\s+(?:(?:aussi|egalement|en plus)\s+)?((?:un|une|le|la|les|l'|des|de|d'|notre|nos)\s*.{3,})$/;

/** "ajoute que A et que B": each detail, with the user's accents, as a sentence to state. */
function statementsOf(original: string): Addition[] {
  const folded = fold(original);
  const wish = wished.exec(folded);
  if (wish?.[1])
    return [
      {
        kind: 'statement',
        text: `on lui souhaite ${original.slice(folded.length - wish[1].length).replace(/[.!?\s]+$/, '')}`,
      },
    ];
  const proposed = offeredToReader.exec(folded);
  if (proposed?.[1] && proposed[3]) {
    const offered = original.slice(folded.length - proposed[3].length).replace(/[.!?\s]+$/, '');
    return [
      {
        kind: 'statement',
        text: `on ${proposed[2]} ${/^of/.test(proposed[1]) ? 'offre' : 'propose'} ${proposed[0].includes(' aussi ') || /\b(?:egalement|en plus)\b/.test(proposed[0]) ? 'aussi ' : ''}${offered}`,
      },
    ];
  }
  const match = statement.exec(folded);
  if (!match?.[1]) return [];
  const start = folded.length - match[1].length;
  return original
    .slice(start)
    .replace(/[.!?\s]+$/, '')
    .split(/,?\s+et\s+qu(?:e\s+|['’])/)
    .map((text) => text.trim())
    .filter((text) => text.length > 3)
    .map((text) => ({ kind: 'statement', text }));
}

/** The clause said after a firmer tone is asked (« …, il ne répond jamais », « … car c'est la troisième relance »). */
function firmReason(folded: string, original: string): string | null {
  return clauseAfter(firm, folded, original);
}

/** The clause said after an instruction (« Tutoie-le, on s'est rencontrés au salon »), as typed. */
function clauseAfter(instruction: RegExp, folded: string, original: string): string | null {
  const asked = instruction.exec(folded);
  if (!asked) return null;
  const after =
    /^[^,.;:!?]*?(?:\s*[,.;:!]\s*|\s+(?:car|parce que|parce qu'|puisque|puisqu')\s*)(.{6,}?)[.!\s]*$/.exec(
      folded.slice(asked.index + asked[0].length),
    );
  if (!after?.[1]) return null;
  // Another instruction (« …, et ajoute la date »), not a fact about the reader.
  if (
    /^(?:et\s+)?(?:ajout|rajout|mets|dis|precise|indique|enleve|retire|garde|change|fais|ecris|rends|sois|soyez)\w*/.test(
      after[1],
    )
  )
    return null;
  const start = folded.length - after[0].length + after[0].lastIndexOf(after[1]);
  return original.slice(start, start + after[1].length).trim();
}

// "ajoute une partie sur les batteries", "rajoute un paragraphe concernant la garantie".
const section =
  /\b(?:ajout\w*|rajout\w*|mets|inclu\w*|integr\w*|prevoi\w*)\s+(?:aussi\s+|egalement\s+)?(?:une?|une autre|un autre|une nouvelle|un nouveau)\s+(?:petite?\s+)?(?:partie|section|paragraphe|rubrique|chapitre|passage|encadre|point|volet|intertitre)\s+(?:sur|concernant|consacree? (?:a|aux?)|a propos (?:de|des|du)|pour parler (?:de|des|du)|qui parle (?:de|des|du))\s+(.{3,80}?)\s*[.!?]*$/;

function additionsOf(folded: string, original = folded): Addition[] {
  const additions: Addition[] = [];
  const part = section.exec(folded);
  if (part?.[1]) {
    const start = folded.length - folded.slice(part.index).length + part[0].lastIndexOf(part[1]);
    additions.push({ kind: 'section', text: original.slice(start, start + part[1].length).trim() });
  }
  const wantsAdd = addVerb.test(folded);
  const tags = hashtags.exec(folded);
  // « sans hashtag », « enlève les hashtags »: none.
  if (
    tags &&
    /\b(?:sans|enleve\w*|retire\w*|supprime\w*|pas de)\s+(?:les\s+|aucun\s+)?(?:hashtags?|#)/.test(folded)
  )
    additions.push({ kind: 'hashtags', count: 0 });
  // « …, 5 hashtags. »: a count said on its own, after the request, asks for that many.
  else if (
    tags &&
    (wantsAdd || /^\s*\d/.test(folded) || new RegExp(`(?:^|[,.;:]\\s*)${count}\\s+hashtags?\\b`).test(folded))
  ) {
    additions.push({ kind: 'hashtags', count: numberOf(tags[1] ?? '') ?? 3 });
  }
  const later = followUpMessage.exec(folded);
  if (later && wantsAdd) {
    const amount = later[6];
    const unit = later[7];
    const words: Record<string, number> = { 'huit jours': 7, 'quinze jours': 14 };
    const n = numberOf(amount ?? '') ?? 1;
    const days = words[later[5] ?? ''] ?? (/^s/.test(unit ?? '') ? n * 7 : n);
    additions.push({ kind: 'follow_up', days });
  }
  const step = milestone.exec(folded);
  // "avec 4 jalons" counts the milestones of a plan; it does not add one.
  const counted =
    /\b(\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)\s+(?:grands?\s+|principaux\s+)?jalons\b/.test(
      folded,
    );
  if (step && wantsAdd && !counted) {
    const text = step[1] ?? step[2] ?? step[3] ?? step[4] ?? null;
    additions.push({ kind: 'milestone', text: text ? text.replace(/[?.!]+$/, '').trim() : null });
  }
  const gesture = discount.exec(folded) ?? discountBefore.exec(folded);
  if (gesture && (wantsAdd || /\bgeste\b/.test(folded))) {
    const percent = (discount.test(folded) ? gesture[3] : gesture[1]) ?? '';
    additions.push({ kind: 'discount', percent: percent.replace(/\s*(%|pour ?cent)/, ' %') });
  }
  const offered = remedy.exec(folded);
  // A percentage is a discount on the next order (above); anything else offered replaces our fix.
  if (offered?.[1] && !additions.some((addition) => addition.kind === 'discount')) {
    const start = offered.index + offered[0].lastIndexOf(offered[1]);
    const alongside =
      !/\b(plutot|a la place|au lieu)\b/.test(folded) &&
      (/^\s*(ajout|rajout|mets|inclu|integr|precis)\w*/.test(folded) ||
        /\b(en plus|aussi|egalement)\b/.test(folded));
    additions.push({
      kind: 'remedy',
      text: original.slice(start, start + offered[1].length).trim(),
      alongside,
    });
  }
  const moved = shift.exec(folded);
  if (moved) {
    const amount = moved[4] === 'quinze jours' ? 14 : moved[4] === 'huit jours' ? 7 : null;
    const n = numberOf(moved[5] ?? '') ?? 1;
    const days = amount ?? (/^s/.test(moved[6] ?? '') ? n * 7 : /^m/.test(moved[6] ?? '') ? n * 30 : n);
    additions.push({ kind: 'shift', days: /^(avance|rapproche)/.test(moved[1] ?? '') ? -days : days });
  }
  const action = callToAction.exec(folded);
  if (action && wantsAdd)
    additions.push(
      action[1]
        ? {
            kind: 'call_to_action',
            action: action[1],
            ...(action[2]
              ? {
                  how: original
                    .slice(
                      action.index + action[0].length - action[2].length,
                      action.index + action[0].length,
                    )
                    .trim(),
                }
              : {}),
          }
        : { kind: 'call_to_action' },
    );
  if (emojis.test(folded) && wantsAdd) additions.push({ kind: 'emojis' });
  return additions;
}

/**
 * Reads a message as a follow-up of the previous reply. `original` keeps the user's accents; `whole`
 * is the message with any text after a colon, where details to add are often given.
 */
export function readFollowUp(original: string, whole = original): FollowUp {
  const folded = fold(original);
  const lengthChange = (folded.match(longer)?.length ?? 0) - (folded.match(shorter)?.length ?? 0);
  const tone = firm.test(folded)
    ? 'firm'
    : formal.test(folded)
      ? 'formal'
      : friendly.test(folded)
        ? 'friendly'
        : null;
  const address = tutoie.test(folded) ? 'tu' : vouvoie.test(folded) ? 'vous' : null;
  const found = additionsOf(folded, original);
  // "ajoute qu'on lui offre la livraison", "ajoute qu'on peut faire une remise de 5 %": the offer is
  // the remedy or the discount, not a sentence said as typed.
  const offers = found
    .flatMap((addition) =>
      addition.kind === 'remedy'
        ? [fold(addition.text)]
        : addition.kind === 'discount'
          ? [addition.percent]
          : [],
    )
    .map((offer) => offer.replace(/\s+/g, ''));
  const channel = smsAsked.test(folded) ? 'sms' : null;
  const subjectMatch = subjectsAsked.exec(folded);
  const subjects = subjectMatch
    ? (countWords[subjectMatch[1] ?? ''] ??
      (/^\d$/.test(subjectMatch[1] ?? '') ? Number(subjectMatch[1]) : 3))
    : null;
  // A change of channel or subject lines asked say nothing to add to the message itself.
  const additions = [
    ...found,
    ...(channel || subjects ? [] : statementsOf(whole)).filter(
      (addition) =>
        addition.kind !== 'statement' ||
        !offers.some((offer) => fold(addition.text).replace(/\s+/g, '').includes(offer)),
    ),
  ];
  // « Sois plus ferme, ça fait déjà deux fois que je le préviens »: why it must be firmer is what the
  // firmer letter says to its reader.
  const grievance = tone === 'firm' && !additions.length ? firmReason(folded, original) : null;
  if (grievance) additions.push({ kind: 'statement', text: grievance });
  // « Tutoie-le, on s'est rencontrés au salon de l'immobilier »: where the reader was met is what the
  // letter says too (a reason that is only about the register, « c'est un ami », is not).
  const met =
    address && !additions.length ? clauseAfter(address === 'tu' ? tutoie : vouvoie, folded, original) : null;
  if (
    met &&
    /\b(?:rencontr\w*|croise\w*|vus?|connu\w*)\b/.test(fold(met)) &&
    /\b(?:au|a la|a l'|aux|lors d)/.test(fold(met))
  )
    additions.push({ kind: 'statement', text: met });
  const change: StyleChange = { length: Math.sign(lengthChange), tone, address, additions, channel };
  const styled =
    lengthChange !== 0 || tone !== null || address !== null || additions.length > 0 || channel !== null;
  const target = (retarget.exec(original) ?? retargetDraft.exec(original))?.[1]?.trim() ?? null;
  // "…, mais Shine n'a pas de support. Ton avis ?": the question may end a message that gives facts.
  const lastSentence =
    folded
      .trim()
      .split(/[.!?]\s+/)
      .at(-1) ?? folded;
  const asksChoice =
    recommend.test(lastSentence) &&
    (lastSentence.split(/\s+/).length <= 7 || namesTheChoice.test(lastSentence));
  // « Je garde le deuxième, mais fais-le plus court »: the item chosen, said again shorter.
  const pickedHead = /^([^,;]+?)\s*(?:[,;]\s*(?:mais|et|puis)?|\s(?:mais|et|puis))\s/.exec(folded)?.[1];
  const picked = pickedOf(folded) ?? (pickedHead && lengthChange < 0 ? pickedOf(pickedHead) : null);
  const question: FollowUpQuestion | null = subjects
    ? 'subjects'
    : picked
      ? 'pick'
      : whichFirst.test(folded)
        ? 'which_first'
        : asksChoice
          ? 'recommend'
          : target
            ? 'retarget'
            : why.test(folded)
              ? 'why'
              : sources.test(folded) && folded.length < 90
                ? 'sources'
                : null;
  const short = folded.split(/\s+/).length <= 14;
  // "Ajoute une relance … si elle ne confirme pas": an addition asked first thing, however long.
  const addsFirst =
    additions.length > 0 && /^\s*(ajout|rajout|mets|inclu|integr|prevoi|insere)\w*/.test(folded);
  const isFollowUp =
    question !== null ||
    (styled && (short || addsFirst || pointsBack.test(folded))) ||
    (short && pointsBack.test(folded));
  return {
    change,
    question,
    target,
    isFollowUp,
    ...(subjects ? { subjects } : {}),
    ...(picked ? { picked } : {}),
  };
}
