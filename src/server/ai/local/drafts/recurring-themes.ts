// « Voici nos 5 derniers avis clients, dis-moi ce qui revient le plus : « Très bon accueil mais
// attente trop longue » « Attente interminable le samedi » … » (issue 41, reasoning over what the user
// gives): the subjects the quoted reviews (or answers, comments) share, counted by how many of them
// name each one, the words of one family counted together (« attente », « attendre »), each said with
// whether it is praised or criticised and the words that say so.
import { capitalise, fold, isPluralPhrase, numberInWords, numberOf, stopWords } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks, listWords } from './compose.ts';

export interface Mention {
  /** The review it is in (0-based), and the clause that names the theme, as typed. */
  review: number;
  clause: string;
  tone: 'praise' | 'complaint' | 'neutral';
}

export interface Theme {
  /** The theme as the reviews say it most (« attente »). */
  word: string;
  mentions: Mention[];
}

// « ce qui revient le plus », « les points communs », « ce qui ressort », « les thèmes récurrents »,
// « de quoi se plaignent-ils ? »: what the quoted texts share, asked.
const themesAsked =
  /\b(?:ce qui (?:revient|ressort|reviens)|qu'est-ce qui (?:revient|ressort)|(?:revien\w*|ressort\w*) le plus|le plus (?:souvent|cite\w*|frequent\w*)|points? communs?|(?:themes?|sujets?|reproches?|critiques?|plaintes?|compliments?) (?:qui revien\w*|recurrent\w*|les plus \w+|communs?|frequent\w*)|recurren\w*|de quoi (?:se plaignent|parlent)|qu'est-ce qu'(?:ils|elles|on) (?:nous |me )?reproch\w*|fais(?:-moi)? (?:la |une )?synthese)\b/;

// Words that say how good or bad a theme is, not what it is: they give a mention its tone.
const complaintWords =
  /\b(?:trop|interminable\w*|longue?s?|lente?s?|lenteur|pas|jamais|aucune?|mauvaise?s?|nul(?:le)?s?|decu\w*|decevant\w*|cher(?:e|s|es)?|sale\w*|froide?s?|bruyant\w*|desagreable\w*|impoli\w*|horrible\w*|insuffisant\w*|manque\w*|retard\w*|oubli\w*|probleme\w*|dommage|rate\w*|limite\w*|moyen\w*|bof|abime\w*|casse\w*|endommage\w*|perdu\w*|abuse\w*|inadmissible|inacceptable|deplorable|catastroph\w*|debordee?s?)\b/;
const praiseWords =
  /\b(?:bon(?:ne)?s?|super|excellent\w*|chaleureu\w*|souriant\w*|aimable\w*|parfait\w*|correct\w*|agreable\w*|top|rapide\w*|sympa\w*|genial\w*|propre\w*|efficace\w*|professionnel\w*|accueillant\w*|bravo|ravi\w*|tres bien|impeccable\w*|merci|adorable\w*|delicieu\w*|attentionne\w*|competent\w*|soigne\w*|reactif\w*|beau|belle|magnifique\w*|recommande\w*|conforme\w*)\b/;
// « pas cher », « pas long », « jamais déçu »: a complaint word negated is praise.
const negatedComplaint =
  /\b(?:pas|jamais|peu)\s+(?:(?:trop|si|tres|du tout)\s+)?(?:cher\w*|long\w*|lent\w*|decu\w*|bruyant\w*|d'attente|attendu)\b/;
// Words of no theme: the tone words, days and months, the fillers of a review.
const notThemes = new Set(
  (
    'trop tres bon bonne bons bonnes super parfait parfaite sinon vraiment rien jamais toujours bien mal top ' +
    'excellent excellente correct corrects correcte correctes long longue longs longues interminable lent lente ' +
    'chaleureux chaleureuse souriant souriante souriants aimable agreable rapide sympa genial propre efficace ' +
    'cher chere chers cheres mauvais mauvaise decu decue nul nulle sale froid froide bruyant moyen dommage ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche fois encore deja quand quelle quel assez beaucoup ' +
    'avis client clients cliente recommande recommandons reviendrai reviendrons merci equipe'
  ).split(' '),
);

/** The texts quoted in the message (« … », “ … ”), or its list lines (- …, 1. …); at least three. */
export function quotedTexts(message: string): string[] {
  const quoted = [...message.matchAll(/[«“]\s*([^«»“”]{3,}?)\s*[»”]/g)].map((match) => match[1]!.trim());
  if (quoted.length >= 3) return quoted;
  const lines = message
    .split('\n')
    .map((line) => /^\s*(?:[-•*]|\d{1,2}[.)])\s+(.{3,})$/.exec(line)?.[1]?.trim())
    .filter((line): line is string => Boolean(line));
  return lines.length >= 3 ? lines : [];
}

/** A word's family: « attente », « attendre », « attendu » share « atten ». */
const family = (word: string) => (word.length >= 6 ? word.slice(0, 5) : word.replace(/(?<=\w{3})[sx]$/, ''));

/** The clauses of one review: « Très bon accueil mais attente trop longue » is two. */
const clausesOf = (text: string) =>
  text
    .split(/\s*(?:[,;.!?]|\s(?:mais|sinon|par contre|en revanche|cependant|et puis)\s)\s*/i)
    .map((clause) => clause.trim())
    .filter(Boolean);

function toneOf(clause: string): Mention['tone'] {
  const folded = fold(clause);
  if (negatedComplaint.test(folded)) return 'praise';
  if (complaintWords.test(folded)) return 'complaint';
  return praiseWords.test(folded) ? 'praise' : 'neutral';
}

/** « attendre », « attendu », « accueillir »: a verb's form, a theme's name only when no noun says it. */
const verbLike = (word: string) => (/(?:er|re|ir|u|ue|us|ues)$/.test(fold(word)) ? 1 : 0);

/** A clause's words that may name a theme, as typed, lower-cased: no tone word, no filler. */
const contentWords = (clause: string) =>
  clause
    .toLowerCase()
    .replace(/\b(?:[dlcjmnst]|qu)['’]/g, ' ')
    .split(/[^\p{L}-]+/u)
    .filter(
      (word) =>
        word.length >= 4 &&
        !stopWords.has(fold(word)) &&
        !notThemes.has(fold(word)) &&
        numberOf(word) === null &&
        // « soigné », « abîmée »: a participle says how, not what.
        !/é(?:e|s|es)?$/.test(word),
    );

/**
 * The themes of the reviews, the most named first; a theme counts once per review. A theme is what a
 * clause speaks of first (« Très bon accueil », « attente trop longue »); once it is one, any word of
 * its family counts, wherever it stands (« on a dû attendre »).
 */
export function themesOf(reviews: string[]): Theme[] {
  const clauses = reviews.map(clausesOf);
  const heads = new Set(
    clauses.flatMap((own) =>
      own.flatMap((clause) => {
        const [head] = contentWords(clause);
        return head ? [family(fold(head))] : [];
      }),
    ),
  );
  const byFamily = new Map<string, { words: Map<string, number>; mentions: Mention[]; first: number }>();
  let order = 0;
  clauses.forEach((own, index) => {
    const seen = new Set<string>();
    for (const clause of own)
      for (const word of contentWords(clause)) {
        const key = family(fold(word));
        if (!heads.has(key)) continue;
        const entry = byFamily.get(key) ?? {
          words: new Map<string, number>(),
          mentions: [] as Mention[],
          first: order++,
        };
        entry.words.set(word, (entry.words.get(word) ?? 0) + 1);
        if (!seen.has(key)) {
          seen.add(key);
          entry.mentions.push({ review: index, clause, tone: toneOf(clause) });
        }
        byFamily.set(key, entry);
      }
  });
  return [...byFamily.values()]
    .sort((a, b) => b.mentions.length - a.mentions.length || a.first - b.first)
    .map((entry) => ({
      // The form said most; among equals the noun, the shortest (« attente » before « attendre », « attendu »).
      word: [...entry.words.entries()].sort(
        (a, b) => b[1] - a[1] || verbLike(a[0]) - verbLike(b[0]) || a[0].length - b[0].length,
      )[0]![0],
      mentions: entry.mentions,
    }));
}

// Nouns ending in -e that are masculine, as reviews name them; the others in -e are taken feminine.
const masculineInE = new Set(
  'service cadre calme groupe volume modele musee site style rythme monde menu parking stationnement choix produit rapport conseil stock magasin ménage nettoyage'
    .split(' ')
    .map(fold),
);

/** « l’attente », « les prix », « le personnel », « la livraison »: a theme with its article. */
export function withArticle(word: string): string {
  const folded = fold(word);
  if (/^[aeiouyh]/.test(folded)) return `l’${word}`;
  if (isPluralPhrase(word)) return `les ${word}`;
  const feminine =
    /(?:e|ion|aison|te|ure|ette|ance|ence)$/.test(folded) &&
    !/(?:age|isme|eme)$/.test(folded) &&
    !masculineInE.has(folded);
  return `${feminine ? 'la' : 'le'} ${word}`;
}

const times = (count: number) => (count === 1 ? 'une fois' : `${numberInWords(count)} fois`);

/** How the reviews speak of a theme: « chaque fois en reproche », « en compliment », « partagé ». */
function toneSaid(mentions: Mention[]): string {
  const complaints = mentions.filter((mention) => mention.tone === 'complaint').length;
  const praises = mentions.filter((mention) => mention.tone === 'praise').length;
  const all = mentions.length;
  if (complaints === all) return all > 1 ? 'chaque fois en reproche' : 'en reproche';
  if (praises === all) return all > 1 ? 'chaque fois en compliment' : 'en compliment';
  if (complaints && praises) return `${times(praises)} en compliment, ${times(complaints)} en reproche`;
  if (complaints) return `surtout en reproche`;
  if (praises) return `surtout en compliment`;
  return 'sans jugement marqué';
}

const cited = (mentions: Mention[]) => mentions.map((mention) => `« ${mention.clause} »`).join(', ');

/** The theme count of the quoted reviews, the most named first, with the words that name each. */
export function recurringThemesReply(reviews: string[], noun: { one: string; many: string }): string {
  const themes = themesOf(reviews);
  const total = reviews.length;
  const out = (count: number) => `${count} ${count > 1 ? noun.many : noun.one} sur ${total}`;
  const shared = themes.filter((theme) => theme.mentions.length >= 2);
  const once = themes.filter((theme) => theme.mentions.length === 1).slice(0, 6);
  if (!shared.length)
    return blocks(
      `Sur ces ${total} ${noun.many}, aucun sujet ne revient deux fois : chacun parle d’autre chose.`,
      once.length
        ? `Les sujets abordés : ${listWords(once.map((theme) => `${withArticle(theme.word)} (${toneSaid(theme.mentions)})`))}.`
        : null,
      'Avec plus d’avis, je pourrai dire ce qui revient vraiment.',
    );
  const [top, ...others] = shared as [Theme, ...Theme[]];
  const ties = others.filter((theme) => theme.mentions.length === top.mentions.length);
  const lead = ties.length
    ? `Sur vos ${total} ${noun.many}, ${numberInWords(ties.length + 1)} sujets reviennent autant : ${listWords([top, ...ties].map((theme) => `**${withArticle(theme.word)}**`))}, dans ${out(top.mentions.length)} chacun.`
    : `Sur vos ${total} ${noun.many}, ce qui revient le plus, c’est **${withArticle(top.word)}, dans ${out(top.mentions.length)}**, ${toneSaid(top.mentions)} (${cited(top.mentions)}).`;
  const rest = ties.length ? [top, ...others] : others;
  const lines = rest.map(
    (theme) =>
      `- **${capitalise(withArticle(theme.word))}** : ${out(theme.mentions.length)}, ${toneSaid(theme.mentions)} (${cited(theme.mentions)})`,
  );
  const singles = once.length
    ? `Cités une seule fois : ${listWords(once.map((theme) => `${withArticle(theme.word)} (${toneSaid(theme.mentions)})`))}.`
    : null;
  // A theme reproached more than praised is to be dealt with; praised more than reproached, to be kept.
  const count = (theme: Theme, tone: Mention['tone']) =>
    theme.mentions.filter((mention) => mention.tone === tone).length;
  const complained = shared.filter((theme) => count(theme, 'complaint') > count(theme, 'praise'));
  const praised = shared.filter((theme) => count(theme, 'praise') > count(theme, 'complaint'));
  const mixed = (themes: Theme[]) =>
    themes.some((theme) => count(theme, 'complaint') && count(theme, 'praise')) ? 'surtout ' : '';
  const reproached = complained.length
    ? `ce qui est reproché, c’est ${mixed(complained)}${listWords(complained.map((theme) => withArticle(theme.word)))}, ${complained.length > 1 ? 'les points' : 'le point'} à traiter en premier`
    : null;
  const saluted = praised.length
    ? `ce qui est salué, c’est ${mixed(praised)}${listWords(praised.map((theme) => withArticle(theme.word)))}, ${praised.length > 1 ? 'des points forts' : 'un point fort'} à garder`
    : null;
  const verdict =
    reproached || saluted ? `**À retenir** : ${[reproached, saluted].filter(Boolean).join(' ; ')}.` : null;
  return blocks(
    lead,
    lines.length ? `${ties.length ? 'Le détail' : 'Ensuite'} :\n${lines.join('\n')}` : null,
    singles,
    verdict,
    `Je compte un sujet une fois par ${noun.one}, les mots d’une même famille ensemble (« attente », « attendre »). Envoyez-m’en d’autres et je refais le compte.`,
  );
}

const nouns: Array<[RegExp, { one: string; many: string }]> = [
  [/\bretours?\b/, { one: 'retour', many: 'retours' }],
  [/\bcommentaires?\b/, { one: 'commentaire', many: 'commentaires' }],
  [/\breponses?\b/, { one: 'réponse', many: 'réponses' }],
  [/\bmessages?\b/, { one: 'message', many: 'messages' }],
  [/\bplaintes?|reclamations?\b/, { one: 'réclamation', many: 'réclamations' }],
];

/** The reasoning skill's answer: the themes of the quoted reviews, when asked what comes back. */
export function recurringThemesAnswer(conversation: Conversation): string | null {
  const { message } = conversation;
  const folded = fold(message);
  if (!themesAsked.test(folded)) return null;
  const reviews = quotedTexts(message);
  if (reviews.length < 3) return null;
  // The user's word for them: « avis » unless they say « retours », « commentaires »…
  const before = fold(message.slice(0, message.search(/[«“]|\n\s*(?:[-•*]|\d{1,2}[.)])\s/)));
  const noun = /\bavis\b/.test(before)
    ? { one: 'avis', many: 'avis' }
    : (nouns.find(([said]) => said.test(before))?.[1] ?? { one: 'avis', many: 'avis' });
  return recurringThemesReply(reviews, noun);
}
