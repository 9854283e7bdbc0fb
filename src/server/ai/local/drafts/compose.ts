// Building blocks of every draft: paragraphs kept or dropped by length, greetings and closings by
// tone, tutoiement, signature from the company profile, and the reply around the draft.

import { fold, plural, tidySpacing } from '../french.ts';
import type { Conversation, Style } from '../understanding/conversation.ts';
import type { DateFact, Person } from '../understanding/facts.ts';
import { toReaderForm } from '../understanding/french-persons.ts';
import { civilityOfFirstName, firstNames } from '../understanding/lexicon.ts';
import { remainingFacts } from './letters.ts';

/** A paragraph of a draft. `level` 0 is always kept, 1 at normal length, 2 only when longer. */
export interface Paragraph {
  text: string;
  level?: 0 | 1 | 2;
  /** Only in this tone (a firm reminder's last warning, a friendly aside). */
  tone?: Style['tone'];
  /** Never in this tone (« peut-être un simple oubli » has no place in a firm reminder). */
  except?: Style['tone'];
  /**
   * Left out once the text is asked shorter than its shortest level (« encore plus court »): what
   * only invites or thanks (a post's closing call), never a fact.
   */
  spare?: boolean;
}

export function keep(
  paragraphs: Array<Paragraph | string | false | null | undefined>,
  style: Style,
): string[] {
  const budget = 1 + style.length;
  return paragraphs
    .filter((p): p is Paragraph | string => Boolean(p))
    .map((p) => (typeof p === 'string' ? { text: p } : p))
    .filter(
      (p) =>
        (p.level ?? 0) <= Math.max(0, budget) &&
        !(budget < 0 && p.spare) &&
        (!p.tone || p.tone === style.tone) &&
        (!p.except || p.except !== style.tone),
    )
    .map((p) => tidySpacing(style.tone === 'firm' ? firmly(p.text) : p.text));
}

const firmVerbs: Record<string, string> = {
  demander: 'demande',
  rappeler: 'rappelle',
  signaler: 'signale',
  informer: 'informe',
  relancer: 'relance',
};

/**
 * A firm letter asks and states without hedging: « Je me permets de vous demander d'envoyer… » →
 * « Je vous demande d'envoyer… », « Je me permets de vous écrire pour vous informer que… » → « Je
 * vous informe que… ».
 */
export function firmly(text: string): string {
  return text.replace(
    /\b(j)e me permets de vous (?:écrire pour vous )?(demander|rappeler|signaler|informer|relancer)\b/giu,
    (_all, j: string, verb: string) => `${j}e vous ${firmVerbs[verb.toLowerCase()]}`,
  );
}

/**
 * "Bonjour Monsieur Bernard,", "Madame,", "Bonjour Julie,". Without a name the reader is one person
 * whatever the tone ("un prospect", "ce client"): a group is greeted by `groupGreeting`.
 */
export function greeting(person: Person | undefined, style: Style): string {
  if (!person) return style.tone === 'formal' ? 'Madame, Monsieur,' : 'Bonjour,';
  // « M. et Mme Lefort »: both, by their name (« Madame, Monsieur » greets someone unknown).
  if (person.couple) {
    const surname = person.name.split(' ').at(-1) ?? person.name;
    if (style.tone === 'formal') return `Chère Madame, cher Monsieur ${surname},`;
    if (style.address === 'tu') return 'Bonjour à vous deux,';
    return `Bonjour Madame et Monsieur ${surname},`;
  }
  const words = person.name.split(' ');
  // « le chantier Kervella »: a surname alone, neither a first name nor a civility to greet it by.
  if (!person.civility && words.length === 1 && !firstNames.has(fold(person.name)))
    return style.tone === 'formal' ? 'Madame, Monsieur,' : 'Bonjour,';
  // « Romain B. », as a review is signed: only the first name is known to greet.
  if (
    !person.civility &&
    words.length === 2 &&
    /^\p{Lu}\.?$/u.test(words[1] ?? '') &&
    /^\p{Lu}\p{Ll}/u.test(words[0] ?? '')
  )
    return `Bonjour ${words[0]},`;
  // "M. Paul Girard" is greeted "Monsieur Girard": the civility goes with the surname. "Mme Da Silva"
  // has no first name: her surname is both words.
  const hasFirstName = words.length >= 2 && firstNames.has(fold(words[0] ?? ''));
  // « Patrick Lemaire » without a civility is « Monsieur Lemaire » when the first name says it
  // (Camille says nothing: « Bonjour Camille Roux, »).
  // « Claire et Thomas Morel »: both are greeted by their first names, never the first one alone.
  const couple = person.civility ? null : /^(\p{Lu}[\p{L}-]+) et (\p{Lu}[\p{L}-]+)\b/u.exec(person.name);
  const said = person.civility ?? (hasFirstName && !couple ? civilityOfFirstName(words[0]!) : null);
  const civility = said === 'M.' ? 'Monsieur' : said === 'Mme' ? 'Madame' : null;
  const surname = civility && hasFirstName ? words.slice(1).join(' ') : person.name;
  if (style.tone === 'formal') return civility ? `${civility} ${surname},` : `Bonjour ${person.name},`;
  if (couple && (style.address === 'tu' || style.tone === 'friendly'))
    return `Bonjour ${couple[1]} et ${couple[2]},`;
  if (style.address === 'tu') {
    // One says "tu" to a first name: "Bonjour Julien," rather than "Bonjour Monsieur Julien Morel,";
    // with only a surname known ("Mme Colin"), a plain "Bonjour,".
    if (words.length >= 2 && (hasFirstName || !civility)) return `Bonjour ${words[0]},`;
    return civility ? 'Bonjour,' : `Bonjour ${person.name},`;
  }
  // Friendly, a name given without a civility is greeted by its first name.
  if (style.tone === 'friendly') return `Bonjour ${person.civility ? `${civility} ${surname}` : words[0]},`;
  return civility ? `Bonjour ${civility} ${surname},` : `Bonjour ${person.name},`;
}

export function closing(style: Style, person?: Person, title?: string | null): string {
  if (style.address === 'tu') return style.length < 0 ? 'À bientôt,' : 'Belle journée, à bientôt,';
  switch (style.tone) {
    case 'formal': {
      // « Julien Le Goff », greeted « Monsieur Le Goff »: the first name says the civility here too.
      const words = person?.name.split(' ') ?? [];
      const said =
        person?.civility ??
        (words.length >= 2 && !person?.couple && firstNames.has(fold(words[0] ?? ''))
          ? civilityOfFirstName(words[0]!)
          : null);
      const civility = title ?? (said === 'M.' ? 'Monsieur' : said === 'Mme' ? 'Madame' : 'Madame, Monsieur');
      return `Je vous prie d’agréer, ${civility}, l’expression de mes salutations distinguées.`;
    }
    case 'friendly':
      return 'Très belle journée à vous,';
    case 'firm':
      return 'Cordialement,';
    default:
      return 'Bien cordialement,';
  }
}

/** The signature under a draft: the profile's, else the company name; nothing invented. */
export function signature(conversation: Conversation): string | null {
  const { company } = conversation;
  if (company.signature && company.name && !company.signature.includes(company.name)) {
    return `${company.signature}\n${company.name}`;
  }
  return company.signature ?? company.name ?? null;
}

// Second person plural to singular, for drafts to someone the user tutoies.
const irregular: Record<string, string> = {
  pouvez: 'peux',
  voulez: 'veux',
  avez: 'as',
  êtes: 'es',
  devez: 'dois',
  faites: 'fais',
  dites: 'dis',
  savez: 'sais',
  allez: 'vas',
  prenez: 'prends',
  venez: 'viens',
  recevez: 'reçois',
  soyez: 'sois',
  voyez: 'vois',
  tenez: 'tiens',
  mettez: 'mets',
  connaissez: 'connais',
  souhaitez: 'souhaites',
  répondez: 'réponds',
  attendez: 'attends',
  écrivez: 'écris',
  choisissez: 'choisis',
  lisez: 'lis',
};
const feminine =
  /^(commande|disposition|facture|reponse|réponse|demande|disponibilite|disponibilité|livraison|confiance|proposition|candidature|entreprise|equipe|équipe|visite|patience|comprehension|compréhension|fidelite|fidélité|participation|presence|présence|venue|situation|collaboration|aide|satisfaction|reclamation|réclamation|offre|boutique|societe|société|salle|cuisine|maison|terrasse|façade|facade|toiture|piscine|voiture|prestation|installation|renovation|rénovation|cliente|adresse|carte|inscription|reservation|réservation|place|table|journee|journée|matinee|matinée|soiree|soirée|semaine|liste)$/i;

function singularVerb(verb: string, imperative: boolean): string {
  const lower = verb.toLowerCase();
  const known = irregular[lower];
  // The Lefff's conjugations (french-persons.ts): « recevez » → « reçois », then the regular endings.
  const conjugated = known ? null : toReaderForm(lower, imperative ? 'vous-imperative' : 'vous', 'tu');
  const result = known
    ? imperative && lower === 'allez'
      ? 'va'
      : known
    : conjugated
      ? conjugated
      : // "préférez", "espérez" are present tense: "préfères", not the future's "-ras".
        lower.endsWith('érez')
        ? `${lower.slice(0, -4)}ère${imperative ? '' : 's'}`
        : // "vous pourrez" is a future ("tu pourras"); "Enregistrez" at a sentence's start is an imperative.
          lower.endsWith('rez') && !imperative
          ? `${lower.slice(0, -3)}ras`
          : lower.endsWith('iez')
            ? `${lower.slice(0, -3)}ais`
            : imperative
              ? `${lower.slice(0, -2)}e`
              : `${lower.slice(0, -2)}es`;
  return verb[0] === verb[0]?.toUpperCase() ? result.charAt(0).toUpperCase() + result.slice(1) : result;
}

// « tu peux me calculer… », « peux-tu… », « t'as vu… »: the user says « tu » to the employee.
const saysTu = /(?:^|[\s,.!?(])(?:tu\s+\p{L}|t'(?:as|es|aurais|avais)\b)|-tu\b|\btoi\b/u;
// « rendez-vous » is a noun, not an inverted « vous ».
const saysVous =
  /(?:^|[\s,.!?(])vous\s+(?:pouvez|pourriez|savez|avez|etes|allez|voulez)\b|(?<!\brendez)-vous\b/u;

/** True when every turn of the user that addresses the employee says « tu », none « vous ». */
export function userSaysTu(conversation: Conversation): boolean {
  const turns = [
    ...conversation.history.filter((turn) => turn.role === 'user').map((turn) => turn.content),
    conversation.message,
  ].map(fold);
  return turns.some((turn) => saysTu.test(turn)) && !turns.some((turn) => saysVous.test(turn));
}

/**
 * A reply whose every sentence is said to the user (no draft, no quoted example: a calculation, an
 * answer), in the register the user speaks to the employee in. The template carries it: only
 * writers that say nothing to a third party call this.
 */
export function inUsersRegister(conversation: Conversation, text: string): string {
  return userSaysTu(conversation) ? tutoyer(text) : text;
}

export function tutoyer(text: string): string {
  // « rendez-vous » is a noun: kept out of the pronoun's rules, then put back.
  const kept = '\u0000';
  return (
    text
      .replace(/\b([Rr])endez-vous\b/g, `$1endez-${kept}`)
      // Subject "vous" + an irregular verb that does not end in -ez.
      .replace(
        /\b([Vv])ous (ne |n')?(êtes|faites|dites)\b/g,
        (_m, v: string, neg = '', verb: string) =>
          `${v === 'V' ? 'Tu' : 'tu'} ${neg}${{ êtes: 'es', faites: 'fais', dites: 'dis' }[verb as 'êtes']}`,
      )
      // « vous m'avez demandé » → « tu m'as demandé »: the elided object pronoun.
      .replace(
        /\b([Vv])ous (ne |n')?(m['’]|me )(\p{L}+ez)\b/gu,
        (_m, v: string, neg = '', object: string, verb: string) =>
          `${v === 'V' ? 'Tu' : 'tu'} ${neg}${object}${singularVerb(verb, false)}`,
      )
      // Subject "vous" + an object pronoun + verb: "Vous nous demandez" → "Tu nous demandes".
      .replace(
        /\b([Vv])ous (ne |n')?(nous|le|la|les|lui|leur|en|y) (\p{L}+ez)\b/gu,
        (_m, v: string, neg = '', object: string, verb: string) =>
          `${v === 'V' ? 'Tu' : 'tu'} ${neg}${object} ${singularVerb(verb, false)}`,
      )
      // Subject "vous" + verb.
      .replace(
        /\b([Vv])ous (ne |n')?(\p{L}+ez)\b/gu,
        (_m, v: string, neg = '', verb: string) =>
          `${v === 'V' ? 'Tu' : 'tu'} ${neg}${singularVerb(verb, false)}`,
      )
      .replace(
        /\b([Vv])ous (\p{L}+ez)\b/gu,
        (_m, v: string, verb: string) => `${v === 'V' ? 'Tu' : 'tu'} ${singularVerb(verb, false)}`,
      )
      // Inverted questions: "Seriez-vous disponible ?" → "Serais-tu disponible ?"; outside a question,
      // a reflexive imperative: "Connectez-vous" → "Connecte-toi".
      .replace(/(?<!\p{L})(\p{L}+ez)-vous\b/gu, (_m, verb: string, offset: number, whole: string) => {
        const rest = whole.slice(offset);
        const end = rest.search(/[.!?\n]/);
        return end >= 0 && rest[end] === '?'
          ? `${singularVerb(verb, false)}-tu`
          : `${singularVerb(verb, true)}-toi`;
      })
      // "la vôtre", "les vôtres": possessive pronouns.
      .replace(/\b([Ll])a vôtre\b/g, '$1a tienne')
      .replace(/\b([Ll])e vôtre\b/g, '$1e tien')
      .replace(/\b([Ll])es vôtres\b/g, '$1es tiens')
      // An object before an infinitive: "de vous contacter" → "de te contacter", "vous écrire" → "t'écrire".
      .replace(
        /\b(de|pour|sans|à|pu|dû|voulu|vous|peux|veux|souhaite) vous ([aeiouyéèêh]?)(\p{L}*(?:er|ir|re|oir))\b/giu,
        (_m, before: string, vowel: string, rest: string) =>
          `${before} ${vowel ? 't’' : 'te '}${vowel}${rest}`,
      )
      // Imperatives: "N'hésitez pas", "Dites-moi".
      .replace(
        /(?<!\p{L})(\p{L}+ez)(-moi|-nous| pas\b)/gu,
        (_m, verb: string, rest: string) => `${singularVerb(verb, true)}${rest}`,
      )
      .replace(
        /(^|[.:;!?](?:\*\*)?\s+|\n)(\p{L}+ez)\b(?!-vous)/gu,
        (_m, start: string, verb: string) => `${start}${singularVerb(verb, true)}`,
      )
      // « et dites-nous », « faites-le » inside a sentence: irregular imperatives with their pronoun.
      .replace(
        /\b([Dd]ites|[Ff]aites)(?=-(?:moi|nous|le|la|les|lui|leur)\b)/g,
        (_m, verb: string) => ({ dites: 'dis', Dites: 'Dis', faites: 'fais', Faites: 'Fais' })[verb] ?? verb,
      )
      // « Dites-moi », « Faites-le » start a sentence too: irregular imperatives.
      .replace(
        /(^|[.:;!?](?:\*\*)?\s+|\n)([Dd]ites|[Ff]aites)\b/g,
        (_m, start: string, verb: string) =>
          `${start}${{ dites: 'dis', Dites: 'Dis', faites: 'fais', Faites: 'Fais' }[verb]}`,
      )
      .replace(/\b(pour|avec|de|à|chez|sans|par|envers|vers|sur|entre|contre) vous\b/gi, '$1 toi')
      // A stressed « vous » (« Vous, Hugo et Nadia », « — Vous ») is « toi », never « te ».
      .replace(/\b([Vv])ous(?=\s*(?:[,.;:!?·)\n]|[—–]|et\b|$))/gu, (_m, v: string) =>
        v === 'V' ? 'Toi' : 'toi',
      )
      .replace(/\bvous ([aeiouyéèêh]\p{L}*)/giu, 't’$1')
      .replace(/\bvous\b/g, 'te')
      .replace(/\bVous\b/g, 'Te')
      .replace(/\b([Vv])otre (\p{L}+)(?: (\p{L}+))?/gu, (whole, v: string, word: string, next?: string) => {
        const adjective = /^(prochaine|derni[eè]re|nouvelle|premi[eè]re|seconde|belle|grande|petite)$/i.test(
          word,
        );
        const noun = adjective && next ? next : word;
        const article = (adjective || feminine.test(noun)) && !/^[aeiouyéèh]/i.test(word) ? 'ta' : 'ton';
        const rest = whole.slice(v.length + 'otre '.length);
        return `${v === 'V' ? article.charAt(0).toUpperCase() + article.slice(1) : article} ${rest}`;
      })
      .replace(/\b([Vv])os\b/g, (_m, v: string) => (v === 'V' ? 'Tes' : 'tes'))
      .replace(/\bJe te prie d'agréer[^.]*\./g, 'Amitiés,')
      .replaceAll(kept, 'vous')
  );
}

export interface Letter {
  subject?: string | null;
  to?: Person;
  body: Array<Paragraph | string | false | null | undefined>;
}

// A letter to a group ("annonce à mes clients", "prévenir nos patients") greets the group.
const groupGreetings: Array<[RegExp, string]> = [
  [/^client/, 'Chère cliente, cher client,'],
  [/^patient/, 'Chère patiente, cher patient,'],
  [/^adherent/, 'Chère adhérente, cher adhérent,'],
  [/^(abonne|lecteur)/, 'Chère lectrice, cher lecteur,'],
  [/^partenaire/, 'Chers partenaires,'],
  [/^parent/, 'Chers parents,'],
  [/^(membre|benevole|locataire|coproprietaire|voisin|eleve|fournisseur)/, 'Bonjour à toutes et à tous,'],
  [/^(salarie|collaborat|equipe|employe|collegue)/, 'Bonjour à toutes et à tous,'],
];
// "à mes clients", "aux salariés", "à toute l'équipe", "l'ensemble de nos adhérents".
const groupAddressed =
  /\b(?:(?:a|aux|pour|previen\w*|prevenir|inform\w*|remerci\w*|felicit\w*|annonc\w*|invit\w*|ecri\w*|souhait\w*)\s+(?:a\s+)?(?:tous\s+|toutes\s+|toute\s+|l'ensemble de\s+)?(?:(?:mes|nos|les|vos)\s+|l')|aux\s+)(\p{L}+)/gu;

/** The greeting of a letter written to a group of people the request names, if any. */
export function groupGreeting(command: string): string | null {
  // "à l'équipe de la boulangerie Dupain": that team, named.
  const team =
    /(?:^|\s)(?:a|à|aux?)\s+(?:toute\s+)?l['’]équipe\s+((?:de la|de l['’]|du|des|de|d['’])\s*[^,.;:!?]+?)(?=\s+(?:pour|afin|qui|que|qu['’]|et|avec|en)\s|[,.;:!?]|$)/iu.exec(
      command,
    );
  if (team?.[1]) return `Bonjour à toute l’équipe ${team[1].trim()},`;
  // « annoncer nos tarifs à nos clients »: the first group of people named, not the first « nos ».
  for (const found of fold(command).matchAll(groupAddressed)) {
    const greeting = groupGreetings.find(([pattern]) => pattern.test(found[1] ?? ''))?.[1];
    if (greeting) return greeting;
  }
  return null;
}

/** The whole draft of a letter: subject, greeting, kept paragraphs, closing and signature. */
/**
 * A message sent on LinkedIn, by SMS or WhatsApp has no subject line; a mail or a letter has one,
 * even when LinkedIn is only where the reader was met.
 */
export function subjectless(command: string): boolean {
  const folded = fold(command);
  return (
    /\b(?:message|mot|dm|inmail|invitation|note)s?\b[^.?!]{0,40}\b(?:linkedin|sms|whatsapp|messenger|instagram|insta)\b|\b(?:sms|texto|whatsapp|inmail|dm)\b/.test(
      folded,
    ) && !/\b(?:mail|e-mail|email|courriel|lettre|courrier)\b/.test(folded)
  );
}

// What a letter says only to be polite, which a text message leaves out: the opening formula before
// the news, the closing courtesy lines.
export const letterOpeners =
  /^(?:je me permets de (?:vous|te) (?:ecrire|contacter|recontacter) (?:pour|afin de) (?:vous |t')informer (?:que |qu')|je (?:vous|t')ecris pour (?:vous |t')informer (?:que |qu')|sauf erreur ou omission de notre part, )/;
/** The closing courtesy that ends a letter (« Je reste à votre disposition… »), folded. */
export const closingLine =
  /^(?:je reste a (?:votre|ta) disposition|n'hesitez pas|n'hesite pas|je vous remercie par avance)/;
const courtesyOnly = new RegExp(
  `${closingLine.source}|^(?:je vous prie de(?! m'excuser| nous excuser)|merci pour votre (?:message|confiance)|je comprends (?:votre|ta|tout a fait))`,
);

/** « Bonjour Mme Garnier, », « Bonjour Julie, »: a text message greets by the name, briefly. */
function smsGreeting(person: Person | undefined, style: Style): string {
  if (!person) return 'Bonjour,';
  if (style.address === 'tu') return `Bonjour ${person.name.split(' ')[0]},`;
  const words = person.name.split(' ');
  const civility = person.civility ?? (words.length >= 2 ? civilityOfFirstName(words[0]!) : null);
  // « M. Le Gall » keeps his whole surname; « Paul Girard » drops his first name.
  const surname =
    words.length >= 2 && firstNames.has(fold(words[0] ?? '')) ? words.slice(1).join(' ') : person.name;
  return `Bonjour ${civility ? `${civility} ${surname}` : person.name},`;
}

// The words that say the letter's reader and sender, which a sentence of the user's own says otherwise.
const readerWords = new Set(['nous', 'vous', 'votre', 'notre', 'vos', 'nos']);

/** The letter as a text message: no subject, the news without its formulas, signed with a name. */
function textMessage(conversation: Conversation, draft: Letter): string {
  const { style } = conversation;
  // Sentence by sentence: « Je comprends votre mécontentement… » goes, the facts stay.
  const said = keep(draft.body, { ...style, length: Math.min(style.length, 0) })
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+(?=\p{Lu})/u))
    .filter((sentence) => !courtesyOnly.test(fold(sentence)))
    .map((paragraph) => {
      const opener = letterOpeners.exec(fold(paragraph));
      const rest = opener ? paragraph.slice(opener[0].length) : paragraph;
      return rest.charAt(0).toUpperCase() + rest.slice(1);
    });
  // « La livraison arrive mardi. » says nothing of « tu » or « vous »: news told keeps a short opener
  // that does (« je te préviens : »).
  const addressed = (text: string) =>
    /(?<![\p{L}'’])(?:vous|votre|vos|tu|te|t['’]|toi|ton|ta|tes)(?![\p{L}])/iu.test(text);
  // A letter that says its news straight has no opener to drop: the same holds for it.
  if (said[0] && !said.some(addressed))
    said[0] = `Je vous préviens : ${said[0].charAt(0).toLowerCase()}${said[0].slice(1)}`;
  const { company } = conversation;
  const signed = company.signature?.split(/[,\n]/)[0]?.trim() || company.name;
  // « Bonjour Mme Garnier, vos lunettes sont prêtes. »: the message goes on after the greeting's comma.
  // Shorter still, the greeting goes.
  const written = (sentences: string[], greeted: boolean) => {
    const [first, ...rest] = sentences;
    const opening =
      !greeted || style.length < 0
        ? first
        : first
          ? `${smsGreeting(draft.to, style)} ${first.charAt(0).toLowerCase()}${first.slice(1)}`
          : smsGreeting(draft.to, style);
    const text = [opening, ...rest, signed ?? null].filter(Boolean).join(' ');
    return style.address === 'tu' ? tutoyer(text) : text;
  };
  // One SMS is 160 characters, or the length asked (« en 300 caractères max »): the sentences that
  // carry no figure and none of the user's facts go first, from the last, then the greeting. What is
  // left is kept whole, even when longer: a fact, or a date the reply promises, is never cut to fit.
  const limit = Number(/\b(\d{2,3})\s*(?:caract[eè]res|signes)\b/i.exec(conversation.message)?.[1] ?? 160);
  const { facts } = conversation.request;
  const given = remainingFacts('', facts).length;
  // « … : le prix comprend le soin », « Ajoute qu'on lui offre le contrôle de la clim »: a sentence
  // in the user's own words (their request, what a follow-up added) was asked for, and stays.
  const userTexts = [
    conversation.request.command,
    ...style.additions.flatMap((addition) => ('text' in addition && addition.text ? [addition.text] : [])),
  ].map(fold);
  const usersOwn = (sentence: string) => {
    const words = (fold(sentence).match(/\p{L}{4,}/gu) ?? []).filter((word) => !readerWords.has(word));
    return (
      words.length >= 2 &&
      words.filter((word) =>
        userTexts.some((text) => text.includes(word.slice(0, Math.max(4, word.length - 2)))),
      ).length >= Math.ceil(words.length * 0.6)
    );
  };
  const carries = (sentence: string) =>
    /\d|€|%/.test(sentence) ||
    (given > 0 && remainingFacts(sentence, facts).length < given) ||
    usersOwn(sentence);
  const kept = [...said];
  let greeted = true;
  while (written(kept, greeted).length > limit) {
    const plain = kept.findLastIndex((sentence) => !carries(sentence));
    if (plain >= 0 && kept.length > 1) kept.splice(plain, 1);
    else if (greeted) greeted = false;
    else break;
  }
  return written(kept, greeted);
}

/** The letters a reply was written from, by conversation: what « trois objets » proposes subjects for. */
const writtenLetters = new WeakMap<object, Letter>();

/** The letter the reply to this conversation was written from, if any. */
export function letterWritten(conversation: Conversation): Letter | null {
  return writtenLetters.get(conversation.state) ?? null;
}

/** A draft written without `letter` (a newsletter), kept as the letter « trois objets » reads. */
export function rememberLetter(conversation: Conversation, draft: Letter): void {
  writtenLetters.set(conversation.state, draft);
}

/**
 * A subject line is one phrase: a clause the user typed on (« Je ne pourrai pas venir jeudi, je reçois
 * un fournisseur, ») keeps its first part, and no line ends on a comma.
 */
export function subjectLine(subject: string): string {
  // Cut where a new clause starts (« , je reçois… »), not before a complement (« , dès 250 € HT »).
  const clause =
    /,\s+(?=(?:je|j['’]|nous|on|il|elle|ils|elles|c['’]est|ma|mon|mes|notre|nos)\s*\p{L})/iu.exec(subject);
  const first = clause && subject.length > 50 ? subject.slice(0, clause.index) : subject;
  return first.replace(/[\s,;:]+$/, '');
}

/**
 * « retrait le 24 entre 9 h et 12 h » when the request names the 24th in full (« pour le 24 déc »): the
 * letter says that day in full (« le jeudi 24 décembre »), where the bare number first stands.
 */
export function withDaysInFull(body: Letter['body'], dates: DateFact[]): Letter['body'] {
  const said = (paragraph: Letter['body'][number]) =>
    !paragraph ? '' : typeof paragraph === 'string' ? paragraph : paragraph.text;
  let written = body;
  for (const date of dates) {
    const day = /^(?:\p{L}+\s+)?(\d{1,2}|1er)\s+\p{L}+/u.exec(date.label);
    if (!day?.[1]) continue;
    const inFull = day[0];
    if (
      written.some((paragraph) =>
        fold(said(paragraph)).includes(fold(inFull).replace(/^\p{L}+\s+(?=\d)/u, '')),
      )
    )
      continue;
    const number = day[1] === '1er' ? '1er' : day[1];
    const bare = new RegExp(
      `(?<![\\p{L}\\d])(le|du|au|pour le)\\s+${number}(?![\\d\\p{L}]|\\s*(?:h\\b|heures?|:|[.,]\\d|%|€|(?:janv|f[ée]v|mars|avr|mai|juin|juil|ao[uû]|sept|oct|nov|d[ée]c)|(?:ou|et|au)\\s+(?:le\\s+)?\\d))`,
      'u',
    );
    const at = written.findIndex((paragraph) => bare.test(said(paragraph)));
    if (at < 0) continue;
    const paragraph = written[at]!;
    const text = said(paragraph).replace(bare, (_all, lead: string) => `${lead} ${inFull}`);
    written = written.map((each, index) =>
      index !== at ? each : typeof paragraph === 'string' ? text : { ...(paragraph as Paragraph), text },
    );
  }
  return written;
}

// « au service urbanisme de la mairie », « à la préfecture », « au centre des impôts », « à l'école »:
// an administration, written to as one writes to it.
const administration =
  /\b(?:(?:a|au|aux|a la|aupres de la|aupres du|aupres des)\s+|(?:a|aupres de) l')(?:(?:directeur|directrice|principal|principale|proviseur|proviseure|maire|prefet|prefete|inspecteur|inspectrice) d\w*\s?\w*|mairie|hotel de ville|prefecture|sous-prefecture|impots|centre des (?:impots|finances publiques)|service des impots|sip|sie|tresor public|finances publiques|urssaf|caf|cpam|msa|france travail|pole emploi|tribunal|greffe|administration|conseil (?:departemental|regional|municipal)|douanes?|rectorat|inspection academique|academie|ministere|dgfip|ecole|college|lycee|universite|chambre (?:de commerce|des metiers)|cci|inpi|service (?:de l'|de la |des |du |d')?(?:urbanisme|impots|etat civil|techniques?|voirie|municipaux|municipal|publics?|administratif|fiscal|finances|eaux?|domaine public|occupation|scolaire|des sports|culture\w*))\b/;

// « à la directrice de l'école », « au maire de Vannes »: the reader known by an office is greeted by it.
const offices: Array<[RegExp, string, string]> = [
  [/directeur|directrice/, 'Monsieur le Directeur', 'Madame la Directrice'],
  [/maire/, 'Monsieur le Maire', 'Madame la Maire'],
  [/president|presidente/, 'Monsieur le Président', 'Madame la Présidente'],
  [/proviseur|proviseure/, 'Monsieur le Proviseur', 'Madame la Proviseure'],
  [/principal|principale/, 'Monsieur le Principal', 'Madame la Principale'],
  [/prefet|prefete/, 'Monsieur le Préfet', 'Madame la Préfète'],
  [/inspecteur|inspectrice/, 'Monsieur l’Inspecteur', 'Madame l’Inspectrice'],
];
const officeAddressed =
  /\b(?:(?:ecri\w*|envoie\w*|redige\w*|mail|courrier|lettre|message|mot)\s+(?:a|au|a la|pour le|pour la)|aupres (?:du|de la))\s+(?:(?:nouvelle?|nouveau)\s+)?(directeur|directrice|maire|presidente?|proviseure?|principale?|prefete?|inspecteur|inspectrice)\b/;

/** « Madame la Directrice » when the request writes to the reader by an office, else null. */
export function officeTitle(command: string): string | null {
  const found = officeAddressed.exec(fold(command));
  const word = found?.[1];
  if (!word) return null;
  const feminine =
    /(?:trice|e)$/.test(word) && word !== 'maire'
      ? true
      : /\b(?:a la|de la|pour la)\s+(?:nouvelle\s+)?maire$/.test(found[0]);
  const office = offices.find(([pattern]) => pattern.test(word));
  return office ? (feminine ? office[2] : office[1]) : null;
}

/** Whether the letter is written to an administration (a town hall, a tax office, a school). */
export function toAdministration(command: string): boolean {
  return administration.test(fold(command));
}

export function letter(conversation: Conversation, given: Letter): string {
  // A letter to an administration opens « Madame, Monsieur, » and closes formally, unless a tone was asked.
  const style =
    !given.to &&
    conversation.style.tone === 'neutral' &&
    conversation.style.address === 'vous' &&
    toAdministration(conversation.request.command)
      ? { ...conversation.style, tone: 'formal' as const }
      : conversation.style;
  const draft = { ...given, body: withDaysInFull(given.body, conversation.request.facts.dates) };
  writtenLetters.set(conversation.state, draft);
  if (style.channel === 'sms') return textMessage(conversation, draft);
  const signed = signature(conversation);
  const group = draft.to ? null : groupGreeting(conversation.request.command);
  const title = draft.to || group ? null : officeTitle(conversation.request.command);
  const subject =
    subjectless(conversation.request.command) || !draft.subject ? null : subjectLine(draft.subject);
  const lines = [
    subject ? `**Objet :** ${subject}` : null,
    subject ? '' : null,
    group
      ? style.address === 'tu'
        ? 'Bonjour à tous,'
        : group
      : title && style.address === 'vous'
        ? style.tone === 'formal'
          ? `${title},`
          : `Bonjour ${title},`
        : // On LinkedIn a message is addressed by the first name, unless the user gave a civility.
          greeting(
            draft.to,
            conversation.request.facts.platform === 'linkedin' &&
              !draft.to?.civility &&
              style.tone !== 'formal'
              ? { ...style, tone: 'friendly' }
              : style,
          ),
    '',
    ...keep(draft.body, style).flatMap((paragraph) => [paragraph, '']),
    closing(style, draft.to, title),
    signed ?? null,
  ].filter((line): line is string => line !== null);
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return style.address === 'tu' ? tutoyer(text) : text;
}

/** A Markdown blockquote of a multi-line draft. */
export function quote(draft: string): string {
  return draft
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

/** The blockquoted lines of a reply, « > » kept. */
export function quotedLines(reply: string): string[] {
  return reply.split('\n').filter((line) => line.startsWith('>'));
}

export interface QuotedDraft {
  /** The quoted lines of the reply as written, « > » kept. */
  quoted: string[];
  /** The index, in the reply's lines, of the draft's « **Objet :** » line; -1 when it has none. */
  subjectAt: number;
  subject: string | null;
  /** The draft's greeting line (« Bonjour Paul, »), or null. */
  greeting: string | null;
  /** The draft as its reader reads it (greeting to sign-off), unquoted, without the subject. */
  body: string;
}

const greetingLine = /^(?:Bonjour|Bonsoir|Salut|Hello|Madame|Monsieur|Cher|Chère)\b.*,$/;

/**
 * The draft a reply shows in its blockquote (see `quote`), read back: its subject, greeting and body.
 * Null when the reply quotes nothing that reads as a draft (no subject and no greeting). The one
 * reader of shown drafts: « Pourquoi ? », the desk thread, the tests.
 */
export function quotedDraft(reply: string): QuotedDraft | null {
  const lines = reply.split('\n');
  const quoted = quotedLines(reply);
  if (!quoted.length) return null;
  const subjectAt = lines.findIndex((line) => /^>\s*\*\*Objet :\*\*/.test(line));
  // The draft's lines: from its subject to the end of its blockquote, or every quoted line.
  let end = subjectAt;
  while (subjectAt >= 0 && end + 1 < lines.length && lines[end + 1]!.startsWith('>')) end++;
  const unquote = (line: string) => line.replace(/^>\s?/, '');
  const body = (subjectAt >= 0 ? lines.slice(subjectAt + 1, end + 1) : quoted).map(unquote);
  const subject =
    subjectAt >= 0 ? (/^\*\*Objet :\*\*\s*(.+)$/.exec(unquote(lines[subjectAt]!))?.[1] ?? null) : null;
  const greeting = body.find((line) => greetingLine.test(line)) ?? null;
  if (!subject && !greeting) return null;
  return { quoted, subjectAt, subject, greeting, body: body.join('\n').trim() };
}

/** Joins the non-empty blocks of a reply with blank lines. */
export function blocks(...parts: Array<string | false | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map(tidySpacing)
    .join('\n\n');
}

/** "Sophie et Thomas", "Sophie, Thomas et Julie". */
export function listWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} et ${words.at(-1)}`;
}

/** How a revision is announced: "Voici une version plus courte :". */
export function revisionIntro(conversation: Conversation, said: string): string | null {
  if (!conversation.revises || !conversation.followUp) return null;
  const { change } = conversation.followUp;
  let what = said;
  // Once a text message, the draft is one: « plus court » shortens the SMS.
  if (conversation.style.channel === 'sms' && change.channel !== 'sms')
    what = what.replace(/\bde l[’']e?mail\b/, 'du SMS').replace(/\bl[’']e?mail\b/, 'le SMS');
  // « Fais-en une version SMS »: the same message for a text message.
  if (change.channel === 'sms') {
    const sms = what
      .replace(/^une nouvelle version de l[’']e?mail\b/, 'la version SMS du message')
      .replace(/^une nouvelle version de\b/, 'la version SMS de');
    return `Voici ${sms === what ? `${what}, en SMS` : sms} :`;
  }
  const parts = [
    change.length < 0 && 'plus courte',
    change.length > 0 && 'plus détaillée',
    change.tone === 'firm' && 'plus ferme',
    change.tone === 'formal' && 'plus formelle',
    change.tone === 'friendly' && 'plus chaleureuse',
    change.address === 'tu' && 'en tutoyant',
    change.address === 'vous' && 'en vouvoyant',
  ].filter(Boolean) as string[];
  const added = change.additions.map((addition): string => {
    switch (addition.kind) {
      case 'hashtags':
        return `${addition.count} hashtags`;
      case 'follow_up':
        return `une relance à ${addition.days} jours`;
      case 'milestone':
        return 'le jalon demandé';
      case 'discount':
        return `un geste commercial de ${addition.percent}`;
      case 'call_to_action':
        return 'un appel à l’action';
      case 'statement':
        return 'vos précisions';
      case 'section':
        return `une partie sur ${addition.text}`;
      case 'remedy':
        return addition.alongside ? 'le geste que vous proposez' : 'la solution que vous proposez';
      case 'shift':
        return `les dates ${addition.days < 0 ? 'avancées' : 'décalées'} de ${shiftWords(addition.days)}`;
      default:
        return 'quelques emojis';
    }
  });
  const description = [
    parts.length ? listWords(parts) : null,
    added.length ? `avec ${listWords([...new Set(added)])}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  // "Et pour Bordeaux ?": the same draft for the new target, said as such.
  const target = conversation.followUp.question === 'retarget' ? conversation.followUp.target : null;
  if (!description && target) return `Voici ${what} pour ${target} :`;
  return description ? `Voici ${what} ${description} :` : `Voici ${what}, mise à jour avec vos précisions :`;
}

/** "14" → "2 semaines", "3" → "3 jours": how far a follow-up moved the dates. */
export function shiftWords(days: number): string {
  const size = Math.abs(days);
  return size % 7 === 0 ? plural(size / 7, 'semaine') : plural(size, 'jour');
}

/**
 * Said to the user outside the draft when the writer found no place for facts of the request: the
 * draft is never padded with them (« Pour mémoire : … »), and nothing is dropped silently.
 */
export function leftOutNote(facts: string[]): string {
  const plural = facts.length > 1;
  return `_Je n’ai pas su placer dans ce texte ${plural ? 'ces éléments' : 'cet élément'} de votre demande\u00a0: ${listWords(facts)}. Dites-moi où ${plural ? 'les ' : 'l’'}ajouter._`;
}
