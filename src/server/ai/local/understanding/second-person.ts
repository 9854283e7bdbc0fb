// What the user said of themself, said back to them: « je ne travaille pas le mercredi après-midi »
// → « vous ne travaillez pas le mercredi après-midi » (or « tu ne travailles pas… »). Subjects,
// possessives and object pronouns change person; the verb after a subject is conjugated again. A
// verb this does not know makes the whole sentence fail (null): the caller quotes it instead.

import { fold } from '../french.ts';
import { toReaderForm } from './french-persons.ts';

export type Address = 'vous' | 'tu';

// Present tense, first person singular → second person plural, for the verbs that are not regular.
const firstToVous: Record<string, string> = {
  suis: 'êtes',
  ai: 'avez',
  vais: 'allez',
  fais: 'faites',
  dis: 'dites',
  peux: 'pouvez',
  veux: 'voulez',
  dois: 'devez',
  sais: 'savez',
  prends: 'prenez',
  comprends: 'comprenez',
  apprends: 'apprenez',
  viens: 'venez',
  reviens: 'revenez',
  tiens: 'tenez',
  mets: 'mettez',
  vois: 'voyez',
  crois: 'croyez',
  recois: 'recevez',
  bois: 'buvez',
  ecris: 'écrivez',
  lis: 'lisez',
  vis: 'vivez',
  pars: 'partez',
  sors: 'sortez',
  dors: 'dormez',
  sers: 'servez',
  connais: 'connaissez',
  vends: 'vendez',
  rends: 'rendez',
  attends: 'attendez',
  reponds: 'répondez',
  entends: 'entendez',
  descends: 'descendez',
  finis: 'finissez',
  choisis: 'choisissez',
  fournis: 'fournissez',
  remplis: 'remplissez',
  reunis: 'réunissez',
  investis: 'investissez',
  envoie: 'envoyez',
  emploie: 'employez',
  paie: 'payez',
  essaie: 'essayez',
  achete: 'achetez',
  appelle: 'appelez',
  rappelle: 'rappelez',
  jette: 'jetez',
  renouvelle: 'renouvelez',
  leve: 'levez',
  mene: 'menez',
  amene: 'amenez',
  emmene: 'emmenez',
};

// Third person singular (after « on ») → second person plural, for the verbs that are not regular.
const thirdToVous: Record<string, string> = {
  est: 'êtes',
  a: 'avez',
  va: 'allez',
  fait: 'faites',
  dit: 'dites',
  peut: 'pouvez',
  veut: 'voulez',
  doit: 'devez',
  sait: 'savez',
  prend: 'prenez',
  vient: 'venez',
  tient: 'tenez',
  met: 'mettez',
  voit: 'voyez',
  recoit: 'recevez',
  vend: 'vendez',
  rend: 'rendez',
  attend: 'attendez',
  repond: 'répondez',
  finit: 'finissez',
  choisit: 'choisissez',
  fournit: 'fournissez',
  part: 'partez',
  sort: 'sortez',
  sert: 'servez',
  connait: 'connaissez',
};

const firstToTu: Record<string, string> = { suis: 'es', ai: 'as', vais: 'vas' };

// The verbs whose infinitive has a plain « e » where « je » says « è » (acheter, lever, mener, peser…),
// with any prefix (« rachète », « enlève », « ramène »); the others have « é » (gérer, préférer).
const plainEVerbs = /(?:achet|lev|men|pes|sem|gel|achev|prom\w*en)e$/;

/** A regular -er verb said with « je » (« travaille », « gère ») in the « vous » form. */
function regularVous(verb: string): string | null {
  if (!/e$/.test(verb) || verb.length < 3) return null;
  const stem = verb.slice(0, -1);
  // « gère » → « gérez », « préfère » → « préférez »; « rachète » → « rachetez ».
  return `${stem.replace(/è(?=[^aeiouyéèê]+$)/, plainEVerbs.test(fold(verb)) ? 'e' : 'é')}ez`;
}

function conjugate(verb: string, subject: 'je' | 'nous' | 'on', address: Address): string | null {
  const key = fold(verb);
  if (subject === 'nous') {
    if (key === 'sommes') return 'êtes';
    if (key === 'avons') return 'avez';
    if (key === 'faisons') return 'faites';
    if (key === 'disons') return 'dites';
    const known = toReaderForm(verb, 'nous', 'vous');
    if (known) return known;
    return /ons$/.test(verb) ? verb.replace(/ons$/, 'ez') : null;
  }
  // The verbs the table leaves out (« suis »: être or suivre) first, then the Lefff's conjugations
  // (any tense: « devait » → « deviez »), then the regular endings for a verb neither knows.
  if (subject === 'on') {
    if (thirdToVous[key]) return thirdToVous[key]!;
    const known = toReaderForm(verb, 'il', 'vous');
    if (known) return known;
    if (/e$/.test(verb)) return regularVous(verb);
    return /d$/.test(verb) ? `${verb}ez` : null;
  }
  if (address === 'tu') {
    if (firstToTu[key]) return firstToTu[key]!;
    const known = toReaderForm(verb, 'je', 'tu');
    if (known) return known;
    if (/e$/.test(verb)) return `${verb}s`;
    return /[sx]$/.test(verb) ? verb : null;
  }
  if (firstToVous[key]) return firstToVous[key]!;
  return toReaderForm(verb, 'je', 'vous') ?? regularVous(verb);
}

// Words between a subject and its verb: the negation and the object pronouns.
const between = new Set(['ne', "n'", 'le', 'la', 'les', "l'", 'lui', 'leur', 'y', 'en', 'se', "s'"]);
// After these, « nous » is a subject (« …, et nous livrons »).
const clauseStart = new Set([
  '',
  ',',
  'et',
  'que',
  "qu'",
  'mais',
  'car',
  'si',
  'quand',
  'ou',
  'puis',
  'donc',
]);

/**
 * The sentence with the user's « je », « nous », « on », « mon », « notre »… turned to the person
 * addressed; null when a verb to conjugate is not one this knows.
 */
export function toSecondPerson(sentence: string, address: Address = 'vous'): string | null {
  // Words, elided words (« j' », « n' ») and what lies between them, kept as they are.
  const parts = sentence.match(/[\p{L}\p{N}-]+['’]?|[^\p{L}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  let pending: 'je' | 'nous' | 'on' | null = null;
  let previousWord = '';
  for (const part of parts) {
    const word = fold(part).replace(/’/g, "'");
    if (!/\p{L}/u.test(part)) {
      out.push(part);
      if (/[,.;:!?]/.test(part)) previousWord = ',';
      continue;
    }
    const upper = /^\p{Lu}/u.test(part);
    const apostrophe = part.includes('’') ? '’' : "'";
    const cased = (text: string) => (upper ? text.charAt(0).toUpperCase() + text.slice(1) : text);
    let replaced: string | null = null;
    if (pending && !between.has(word) && !['me', "m'", 'te', "t'"].includes(word)) {
      const verb = part.replace(/['’]$/, '');
      const done = conjugate(verb, pending, address);
      if (!done) return null;
      replaced = done;
      pending = null;
    } else if (pending && (word === 'me' || word === "m'")) {
      replaced = address === 'tu' ? (word === "m'" ? `t${apostrophe}` : 'te') : 'vous ';
    } else if (word === 'je' || word === "j'") {
      pending = 'je';
      replaced = address === 'tu' ? 'tu ' : 'vous ';
    } else if (word === 'nous' && clauseStart.has(previousWord)) {
      pending = 'nous';
      replaced = 'vous';
    } else if (word === 'on' && clauseStart.has(previousWord)) {
      pending = 'on';
      replaced = 'vous';
    } else if (word === 'nous') replaced = 'vous';
    else if (word === 'me' || word === "m'")
      replaced = address === 'tu' ? (word === 'me' ? 'te' : `t${apostrophe}`) : 'vous ';
    else if (word === 'moi') replaced = address === 'tu' ? 'toi' : 'vous';
    else if (word === 'mon') replaced = address === 'tu' ? 'ton' : 'votre';
    else if (word === 'ma') replaced = address === 'tu' ? 'ta' : 'votre';
    else if (word === 'mes') replaced = address === 'tu' ? 'tes' : 'vos';
    else if (word === 'notre') replaced = 'votre';
    else if (word === 'nos') replaced = 'vos';
    if (replaced !== null) {
      // « vous » and « tu » took the place of an elided « j' »: the space is in the replacement.
      out.push(cased(replaced));
    } else out.push(part);
    previousWord = word;
  }
  if (pending) return null;
  return (
    out
      .join('')
      .replace(/ {2,}/g, ' ')
      .replace(/\b(vous|tu|te) (?=[,.;:!?]|$)/g, '$1')
      // « qu'on » become « qu'vous »: the elision undone before a consonant.
      .replace(/\b(qu|j|l|n|s|d)['’](?=(?:vous|tu|te)\b)/gi, '$1e ')
  );
}
