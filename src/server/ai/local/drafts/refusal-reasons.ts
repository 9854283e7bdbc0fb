// A refusal the user dictates (« Décline l'invitation de M. Roux : on est déjà pris ce week-end »,
// « Écris une réponse négative à Mme Le Goff : on a retenu un profil plus expérimenté, mais on garde son
// CV ») is written with the user's reason and the user's opening, never with set phrases that invent a
// reason (« le poste est pourvu ») or an opening (« je garde vos coordonnées ») the user did not give.
// These helpers read the dictated statements, already in the company's voice (`dictatedStatements`):
// the reason, the sentences said after it, and whether the reason already says no.
import { capitalise, fold, stopWords } from '../french.ts';
import { nounsOf, participleForm } from '../understanding/french-accents.ts';

export interface RefusalParts {
  /** Why, as the user gives it, in the company's voice, without its end stop. */
  reasons: string[];
  /** The sentences said after the reason: an opening for later, a CV kept, each a whole sentence. */
  after: string[];
  /** The reason says no by itself (« nous ne pouvons pas nous libérer »): no refusal is added to it. */
  saysNo: boolean;
}

// When later is said: « au printemps », « l'an prochain », « en septembre », « plus tard ».
const later =
  /^(?:a |au |aux |en |l'|l’|la |le |les |dans |d'ici |d’ici |apres |après |des |dès |plus tard|une autre fois|un autre jour|une prochaine fois|a la |à la |cet |cette |ce |courant |debut |fin |mi-|\d)/i;
const maybe = /^(?:mais\s+)?(?:peut-etre|pourquoi pas|a voir)\s+(.+)$/;
const maybeAfter = /^(?:mais\s+)?(.+?),?\s+(?:peut-etre|pourquoi pas|a voir)$/;
const weWillSee = /^(?:mais\s+)?nous verrons\s+(.+)$/;

/**
 * « peut-être au printemps », « une autre fois peut-être », « nous verrons l'an prochain »: an opening
 * for later, said as the letter says it (« Nous pourrons peut-être en reparler au printemps. »); null
 * for any other clause.
 */
export function openingSaid(clause: string): string | null {
  const trimmed = clause.trim().replace(/[.!]+$/, '');
  const folded = fold(trimmed);
  const tailOf = (part: string) => trimmed.slice(trimmed.length - part.length).trim();
  const before = (part: string) => trimmed.slice(0, part.length).trim();
  const ahead = maybe.exec(folded);
  if (ahead?.[1] && later.test(ahead[1])) return `Nous pourrons peut-être en reparler ${tailOf(ahead[1])}.`;
  const behind = maybeAfter.exec(folded);
  if (behind?.[1] && later.test(behind[1])) {
    const start = folded.indexOf(behind[1]);
    return `Nous pourrons peut-être en reparler ${before(folded.slice(0, start + behind[1].length)).slice(start)}.`;
  }
  const seen = weWillSee.exec(folded);
  if (seen?.[1] && later.test(seen[1])) return `Nous pourrons en reparler ${tailOf(seen[1])}.`;
  // « peut-être que nous pourrons en reparler en mars »: a sentence already.
  if (/^(?:mais\s+)?peut-etre que\s/.test(folded)) return `${capitalise(trimmed.replace(/^mais\s+/i, ''))}.`;
  return null;
}

// « nous gardons votre CV », « je vous recontacterai »: the subject, its object pronouns and its verb
// (with its negation), after which « néanmoins » stands.
const subjectVerb =
  /^((?:nous|je|j['’])\s*(?:(?:vous|lui|leur|le|la|les|l['’]|en|y)\s*)*(?:ne\s+\S+\s+(?:pas|plus|jamais)|n['’]\S+\s+(?:pas|plus|jamais)|\S+))(\s|$)/i;

/** « mais nous gardons votre CV » → « Nous gardons néanmoins votre CV. » */
function contrastSaid(clause: string): string {
  const bare = clause.trim().replace(/^mais\s+/i, '');
  const verb = subjectVerb.exec(bare);
  return verb
    ? `${capitalise(`${verb[1]} néanmoins${bare.slice(verb[1]!.length)}`)}.`
    : `${capitalise(`néanmoins, ${bare}`)}.`;
}

// Adjectives a fragment says of the business without a verb: « budget bouclé », « planning complet ».
const stateWords = new Set([
  'complet',
  'complets',
  'complete',
  'completes',
  'plein',
  'pleins',
  'pleine',
  'pleines',
  'pris',
  'prise',
  'prises',
  'ferme',
  'fermee',
  'fermes',
  'fermees',
  'serre',
  'serres',
  'limite',
  'limites',
  'occupe',
  'occupes',
  'deborde',
  'debordes',
]);
const notNouns = new Set([
  'pas',
  'plus',
  'trop',
  'deja',
  'tres',
  'hors',
  'rien',
  'aucun',
  'aucune',
  'vraiment',
]);

function isState(word: string): boolean {
  const folded = fold(word);
  // « poste » may be « posté » typed without its accent, but is first a noun.
  return (
    stateWords.has(folded) ||
    /(?:é|ée|és|ées)$/.test(word) ||
    (participleForm(folded) !== null && !nounsOf(folded).length)
  );
}

/**
 * A reason typed as a fragment, made a clause the letter can say: « budget bouclé pour cette année »
 * → « notre budget est bouclé pour cette année », « pas le temps » → « nous n’avons pas le temps »,
 * « déjà pris ce week-end » → « nous sommes déjà pris ce week-end », « trop cher » → « c’est trop
 * cher »; a clause with its verb is kept as it is.
 */
export function reasonClause(fragment: string): string {
  const text = fragment.trim().replace(/[.!]+$/, '');
  const folded = fold(text);
  const lower = text.charAt(0).toLowerCase() + text.slice(1);
  if (/^pas (?:le |la |les |l'|l’|de |d'|d’|du |des |assez |beaucoup |vraiment )/.test(folded))
    return `nous n’avons ${lower}`;
  if (/^pas \S+/.test(folded) && isState(text.split(/\s+/)[1] ?? '')) return `nous ne sommes ${lower}`;
  if (/^(?:trop|beaucoup trop|un peu trop|hors)\s/.test(folded)) return `c’est ${lower}`;
  const words = text.split(/\s+/);
  const lead = /^(?:deja|encore|tres|completement|totalement)$/.test(fold(words[0] ?? '')) ? 1 : 0;
  if (words[lead] && isState(words[lead]) && !nounsOf(fold(words[lead])).length)
    return `nous sommes ${lower}`;
  // « budget bouclé », « carnet de commandes plein »: a noun of the business, then its state.
  const first = fold(words[0] ?? '');
  // A common noun, in lower case but for the capital that starts the sentence.
  if (
    !/^\p{L}\p{Ll}+$/u.test(words[0] ?? '') ||
    notNouns.has(first) ||
    stopWords.has(first) ||
    !(nounsOf(first).length || nounsOf(first.replace(/[sx]$/, '')).length)
  )
    return text;
  const complement = /^(?:de|d'|d’|du|des)$/i.test(words[1] ?? '') ? 2 : 0;
  const state = words[1 + complement];
  if (!state || !isState(state)) return text;
  const many = /[sx]$/.test(first) && /s$/.test(fold(state));
  const noun = lower
    .split(/\s+/)
    .slice(0, 1 + complement)
    .join(' ');
  return `${many ? 'nos' : 'notre'} ${noun} ${many ? 'sont' : 'est'} ${words.slice(1 + complement).join(' ')}`;
}

// The clause says no by itself: « nous refusons », « nous ne pouvons pas », « ce n'est pas possible ».
const saysNoPattern =
  /\b(?:refus\w*|declin\w*|ne (?:pourr\w*|pouv\w*|peu\w*|souhait\w*|donn\w*|retiendr\w*|retenons) pas|n'(?:accept|envisag)\w* pas|pas possible|impossible|pas (?:donner )?suite|non merci|pas interess\w*)\b/;

// Where a clause may be said apart: after a comma, or after « mais ».
const splitPoint = /,\s+(?:mais\s+)?|\s+mais\s+/g;

/**
 * A dictated statement cut where a clause is said apart: an opening for later (« …, peut-être au
 * printemps »), or what « mais » adds with a subject of its own (« …, mais nous gardons votre CV »).
 * The first part is the reason; the others are sentences of their own.
 */
function clausesOf(statement: string): { reason: string; after: string[] } {
  const text = statement.trim().replace(/[.!]+$/, '');
  const parts: Array<{ text: string; apart: 'opening' | 'contrast' | null }> = [];
  let last = 0;
  let joiner = '';
  for (const match of text.matchAll(splitPoint)) {
    const at = match.index ?? 0;
    const segment = text.slice(last, at);
    parts.push({ text: `${joiner}${segment}`, apart: null });
    joiner = match[0];
    last = at + match[0].length;
  }
  parts.push({ text: `${joiner}${text.slice(last)}`, apart: null });
  // The first segment has no joiner; each other one starts with its own (« , », « , mais », « mais »).
  const groups: Array<{ text: string; apart: 'opening' | 'contrast' | null }> = [];
  for (const [index, part] of parts.entries()) {
    const joined = /^(,\s+(?:mais\s+)?|\s+mais\s+)/i.exec(part.text)?.[0] ?? '';
    const bare = part.text.slice(joined.length);
    const apart =
      index === 0
        ? null
        : openingSaid(bare)
          ? 'opening'
          : /\bmais\b/i.test(joined) && /^(?:nous|je|j['’])/i.test(bare)
            ? 'contrast'
            : null;
    const current = groups.at(-1);
    if (!current || apart) groups.push({ text: bare, apart });
    else current.text += part.text;
  }
  const [first, ...rest] = groups;
  return {
    reason: first?.text ?? '',
    after: rest.map((group) =>
      group.apart === 'opening'
        ? (openingSaid(group.text) ?? `${capitalise(group.text)}.`)
        : contrastSaid(group.text),
    ),
  };
}

/** The reason, the sentences said after it, and whether the reason says no, from dictated statements. */
export function refusalParts(statements: string[]): RefusalParts {
  const reasons: string[] = [];
  const after: string[] = [];
  for (const statement of statements) {
    const { reason, after: apart } = clausesOf(statement);
    const opening = reason ? openingSaid(reason) : null;
    // « malheureusement », « désolé »: the regret the letter already says in its own words.
    const clause = reasonClause(
      reason
        .replace(/^(?:malheureusement|hélas|helas|désolée?s?|desolee?s?)\s*,?\s*/i, '')
        .replace(/,?\s+(?:malheureusement|hélas|helas|désolée?s?|desolee?s?|dommage)$/i, ''),
    );
    // The first statement gives the reason; the next ones are said after it, as they are.
    if (opening) after.push(opening);
    else if (clause && (reasons.length || after.length)) after.push(`${capitalise(clause)}.`);
    else if (clause) reasons.push(clause);
    after.push(...apart);
  }
  return { reasons, after, saysNo: reasons.some((reason) => saysNoPattern.test(fold(reason))) };
}

// The first words that stay in lower case inside a sentence.
const commonStart =
  /^(?:Nous|Notre|Nos|C['’]est|Ce|Cela|Ça|Le|La|Les|L['’]|Je|J['’]|On|Un|Une|Des|Il|Elle|Ils|Elles|Vous|Votre|Vos|Pas|Trop|Déjà)(?=[\s'’])/u;

/** « Nous n’avons pas le temps » → « nous n’avons pas le temps », to follow a colon. */
export function afterColon(clause: string): string {
  return commonStart.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

/**
 * The refusal said with its reason: « Nous ne pourrons malheureusement pas y donner suite : nous
 * n’avons pas le temps en ce moment. »; a reason that says no by itself is said alone.
 */
export function refusalWithReason(decline: string, parts: RefusalParts): string[] {
  const [first, ...others] = parts.reasons;
  if (!first) return [`${decline}.`];
  if (parts.saysNo) return parts.reasons.map((reason) => `${capitalise(reason)}.`);
  return [`${decline} : ${afterColon(first)}.`, ...others.map((reason) => `${capitalise(reason)}.`)];
}
