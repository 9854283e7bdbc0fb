// « Compare ces deux devis : Froid Service à 7 900 € HT, installation en 3 semaines, garantie 2 ans,
// entretien 350 € par an ; Clim’Ouest à 6 800 € HT, installation en 8 semaines… » (issue 41): offers
// the user describes in full are compared on what the user gave (no « à relever »), the pick weighs
// a deadline said with the question (« sachant qu’on rouvre dans un mois »), and « écris-le à Nadia »
// is a message to that person with the pick, not the grid again.
import { findDate } from '../dates.ts';
import {
  capitalise,
  eurosSaid,
  fold,
  numberInWords,
  numberOf,
  percentSaid,
  plural,
  withDe,
  withQue,
} from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { eurosValue } from '../understanding/facts.ts';
import { blocks, listWords, type Paragraph, quote } from './compose.ts';
import { letterWithFacts } from './letters.ts';

export interface GivenQuote {
  name: string;
  /** As said: « 7 900 € HT ». */
  price: string;
  euros: number;
  /** « installation » → « 3 semaines », in the order given. */
  details: Array<{ label: string; value: string }>;
}

const price = String.raw`\d[\d\s\u00a0\u202f.]*(?:,\d{1,2})?\s*(?:€|euros?)(?:\s*(?:HT|TTC))?`;
const priced = new RegExp(
  String.raw`^\s*(?:(?:et|puis)\s+)?(?:(?:le devis|l['’]offre|la proposition)\s+(?:de|d['’])\s*)?(\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:(?:&|du|de|des|la|le|les|d['’])\s*)?\p{Lu}[\p{L}\d'’&.-]*)*)\s*(?:(?:à|a|:|pour)\s*)?(${price})\s*(.*)$`,
  'u',
);
// A name is capitalised words, with « & », « du », « d' » between them (« Bois & Toits », « Toits du Léon »).
// « Peinture Rolland 4 200 €, avec décennale, Déco Martin 3 650 € … »: a comma before a name and its
// price opens the next offer; so does « et » before one (« … garantie 2 ans et Froid Service 5 300 € »).
const nextOffer = new RegExp(
  String.raw`\s*,\s*(?=\p{Lu}[^,]{0,40}?${price})|\s+et\s+(?=\p{Lu}[^,]{0,40}?${price})`,
  'u',
);

/** « garantie 2 ans », « livraison en 3 semaines »; « avec décennale », « sans attestation décennale ». */
function detailOf(said: string): { label: string; value: string } | null {
  // « mais pas d'attestation décennale fournie »: the contrast is the user's, the detail the same.
  const part = said.replace(/^(?:mais|et|par contre|en revanche|cependant)\s+/i, '');
  const measured = /^(\p{L}[\p{L}'’-]*)\s+(?:en\s+|de\s+|d['’]|:\s*|sous\s+)?(.*\d.*)$/u.exec(part);
  if (measured?.[1] && measured[2]) return { label: measured[1].toLowerCase(), value: measured[2].trim() };
  // « pas d'attestation décennale fournie », « aucune garantie »: said missing, like « sans ».
  const had =
    /^(avec|sans|pas|aucune?)\s+(?:(?:une?|la|le|les|l['’]|d['’]|de|des)\s*)?(\p{L}[\p{L}'’\s-]{2,40}?)(?:\s+(?:fournie?s?|comprise?s?|incluse?s?))?$/u.exec(
      part,
    );
  if (had?.[1] && had[2])
    return { label: had[2].trim().toLowerCase(), value: fold(had[1]) === 'avec' ? 'oui' : 'non' };
  // « garantie décennale », « pose comprise » / « pose non comprise »: a feature named bare is one the
  // offer has, unless « non » says otherwise; one bare word alone says too little to be a row.
  const named =
    /^(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}?)(?:\s+(non\s+)?(fournie?s?|comprise?s?|incluse?s?|offerte?s?))?$/u.exec(
      part,
    );
  if (!named?.[1] || /^(?:et|ou|mais|qui|que|je|on|il|elle)\b/i.test(named[1])) return null;
  if (!named[3] && !named[1].includes(' ')) return null;
  return { label: named[1].trim().toLowerCase(), value: named[2] ? 'non' : 'oui' };
}

/** The offers described one after the other (« A à …, …, … ; B à …, … »), or null with fewer than two. */
export function givenQuotes(command: string): GivenQuote[] | null {
  const listed = command.slice(command.indexOf(':') + 1);
  const quotes: GivenQuote[] = [];
  for (const segment of listed.split(/\s*;\s*|[.!?]\s+/u).flatMap((each) => each.split(nextOffer))) {
    const match = priced.exec(segment.replace(/[.\s]+$/, ''));
    if (!match?.[1] || !match[2]) continue;
    const value = eurosValue(match[2].replace(/\s*(?:HT|TTC)$/, '').trim());
    if (!value) continue;
    const details = (match[3] ?? '')
      .split(/\s*,\s*|\s+et\s+(?=\p{L}+\s+(?:en|de|d['’]|:)?\s*\d)/u)
      .map((part) => detailOf(part.trim()))
      .filter((detail): detail is { label: string; value: string } => detail !== null);
    quotes.push({ name: match[1].trim(), price: match[2].trim(), euros: value.euros, details });
  }
  // « sans attestation décennale » and « avec décennale » are one row: the shorter label.
  const all = [...new Set(quotes.flatMap((quote) => quote.details.map((detail) => detail.label)))];
  // « garantie décennale » and « attestation décennale »: one row, named by the word they share.
  const lastWord = (label: string) => fold(label).split(' ').at(-1) ?? '';
  for (const detail of quotes.flatMap((quote) => quote.details)) {
    const shorter = all.find((label) => fold(detail.label).endsWith(` ${fold(label)}`));
    const sibling = all.find(
      (label) =>
        label !== detail.label &&
        label.includes(' ') &&
        detail.label.includes(' ') &&
        lastWord(label) === lastWord(detail.label) &&
        lastWord(label).length >= 5,
    );
    detail.label = shorter ?? (sibling ? detail.label.split(' ').at(-1)! : detail.label);
  }
  const labels = new Set(quotes.flatMap((quote) => quote.details.map((detail) => detail.label)));
  return quotes.length >= 2 && labels.size >= 1 ? quotes : null;
}

/** The request as the user wrote it: its command and what follows its colon (« … : A à …, B à … »). */
export const requestText = (request: { command: string; pasted?: string | null }) =>
  [request.command, request.pasted].filter(Boolean).join(' : ');

/** The offers the request describes, whether they came with its command or after it. */
export const quotesOf = (conversation: Conversation) => givenQuotes(requestText(conversation.request));

const requirement =
  /\b(obligatoire|indispensable|exige\w*|imperati\w*|non negociable|essentiel\w*|il (?:me|nous) faut|je veux|on veut|doit avoir|doivent avoir)\b/;

/** The details the user says an offer must have (« la décennale est obligatoire pour moi »). */
export function requiredDetails(command: string, quotes: GivenQuote[]): string[] {
  const labels = [...new Set(quotes.flatMap((quote) => quote.details.map((detail) => detail.label)))];
  const clauses = fold(command)
    .split(/[.;!?\n]+/)
    .filter((clause) => requirement.test(clause));
  return labels.filter((label) => clauses.some((clause) => clause.includes(fold(label))));
}

/** The required details an offer lacks (said « sans », or not said at all). */
const lacking = (quote: GivenQuote, required: string[]) =>
  required.filter(
    (label) => (quote.details.find((detail) => detail.label === label)?.value ?? 'non') === 'non',
  );

// What an insurer or a body certifies: proven by a document the craftsman can send.
const proofOf = /\b(decennale|assurance|attestation|rge|qualibat|certifi\w*|label)\b/;

const unitWeeks: Record<string, number> = { jour: 1 / 7, semaine: 1, mois: 52 / 12, an: 52 };

/** « 3 semaines », « 15 jours », « un mois » → weeks; null when no duration. */
function weeksOf(text: string): number | null {
  const match =
    /\b(\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze)\s+(jour|semaine|mois|an)s?\b/.exec(
      fold(text),
    );
  if (!match?.[1] || !match[2]) return null;
  const count = numberOf(match[1]) ?? Number(match[1]);
  return Number.isFinite(count) ? count * (unitWeeks[match[2]] ?? 1) : null;
}

// The details that say how long before the thing is ready.
const delayLabel = /^(installation|livraison|delai|pose|fabrication|mise|travaux|montage|intervention)/;
// What it costs each year on top of the price.
const yearly = /\b(?:par an|\/an|annuel)/;

/** « on rouvre dans un mois », « il nous la faut avant le 15 janvier »: how many weeks are left. */
export function deadlineWeeks(text: string, now: Date, today: number): number | null {
  const folded = fold(text);
  const within =
    /\b(?:dans|d'ici|sous)\s+((?:\d+|un|une|deux|trois|quatre|cinq|six|huit|quinze)\s+(?:jours?|semaines?|mois))\b/.exec(
      folded,
    );
  if (within?.[1] && /\b(rouvr|ouvr|reouv|lanc|demarr|livr|pret|besoin|faut|doit|ouverture)\w*/.test(folded))
    return weeksOf(within[1]);
  // « je dois rouvrir le 1er février »: a date after the day it must be ready for.
  const date = /\b(?:avant|pour|d'ici|rouvr\w*|reouv\w*|ouvr\w*|ouverture|lanc\w*|demarr\w*)\b/.test(folded)
    ? findDate(text, now)
    : null;
  return date && date.day > today ? (date.day - today) / 7 : null;
}

const delayOf = (quote: GivenQuote) => {
  const detail = quote.details.find((each) => delayLabel.test(fold(each.label)));
  return detail ? { detail, weeks: weeksOf(detail.value) } : null;
};

const yearlyOf = (quote: GivenQuote) => {
  const detail = quote.details.find((each) => yearly.test(fold(each.value)));
  const amount = detail ? eurosValue(detail.value.replace(/\s*(?:par an|\/an).*$/, '').trim()) : null;
  return detail && amount ? { detail, euros: amount.euros } : null;
};

/** What an offer costs: its price and five years of its yearly cost. */
const costOf = (quote: GivenQuote) => quote.euros + (yearlyOf(quote)?.euros ?? 0) * 5;

/** The grid of what was given, one row per detail, and what the figures already say. */
export function quotesGrid(quotes: GivenQuote[], askConstraint = true, said = ''): string {
  // « ces trois devis de toiture »: the offers named as the user names them.
  const named =
    /\bdevis\s+((?:de|d['’]|pour)\s*(?:la |le |l['’]|les )?[\p{L}'’-]+(?: [\p{L}'’-]+){0,2}?)(?=\s*[:,.;?]|$)/u.exec(
      said,
    )?.[1];
  const labels = [...new Set(quotes.flatMap((quote) => quote.details.map((detail) => detail.label)))];
  const rows = [
    `| | ${quotes.map((quote) => quote.name).join(' | ')} |`,
    `|---|${quotes.map(() => '---').join('|')}|`,
    `| **Prix** | ${quotes.map((quote) => quote.price).join(' | ')} |`,
    ...labels.map(
      (label) =>
        `| **${capitalise(label)}** | ${quotes.map((quote) => quote.details.find((detail) => detail.label === label)?.value ?? 'non précisé').join(' | ')} |`,
    ),
  ];
  const [cheaper, ...dearer] = [...quotes].sort((a, b) => a.euros - b.euros);
  const lines: string[] = [];
  const gaps = dearer.filter((other) => cheaper && other.euros > cheaper.euros);
  if (cheaper && gaps.length)
    lines.push(
      `- **${cheaper.name}** est le moins cher à l’achat : ${listWords(gaps.map((other) => `${eurosSaid(other.euros - cheaper.euros)} de moins que ${other.name}`))}.`,
    );
  const upkeep = quotes.map((quote) => ({ quote, cost: yearlyOf(quote) }));
  if (upkeep.every((each) => each.cost)) {
    const sorted = [...upkeep].sort((a, b) => a.cost!.euros - b.cost!.euros);
    const [low, high] = [sorted[0]!, sorted.at(-1)!];
    if (high.cost!.euros > low.cost!.euros)
      lines.push(
        `- **${high.quote.name}** coûte ${eurosSaid(high.cost!.euros - low.cost!.euros)} de plus chaque année en ${high.cost!.detail.label} : sur 5 ans, ${quotes.map((quote) => `${quote.name} ${eurosSaid(quote.euros + (yearlyOf(quote)?.euros ?? 0) * 5)}`).join(', ')} (prix + 5 ans ${withDe(high.cost!.detail.label).replace(/^d'/, 'd’')}).`,
      );
  }
  const delays = quotes.map((quote) => ({ quote, delay: delayOf(quote) }));
  if (delays.every((each) => each.delay?.weeks)) {
    const sorted = [...delays].sort((a, b) => a.delay!.weeks! - b.delay!.weeks!);
    const [fast, slow] = [sorted[0]!, sorted.at(-1)!];
    if (slow.delay!.weeks! > fast.delay!.weeks!)
      lines.push(
        `- **${fast.quote.name}** est prêt plus vite : ${fast.delay!.detail.value} contre ${slow.delay!.detail.value}.`,
      );
  }
  // « avec / sans décennale »: what one offer has and another lacks, to ask for before signing.
  for (const label of labels) {
    const said = (value: string) =>
      quotes.filter((quote) => quote.details.find((detail) => detail.label === label)?.value === value);
    const [have, lack] = [said('oui'), said('non')];
    if (have.length && lack.length)
      lines.push(
        `- **${capitalise(label)}** : oui chez ${listWords(have.map((quote) => quote.name))}, non chez ${listWords(lack.map((quote) => quote.name))}${proofOf.test(fold(label)) ? ` : demandez-${lack.length > 1 ? 'leur' : 'lui'} une attestation avant de signer` : ''}.`,
      );
  }
  return blocks(
    `Voici les ${numberInWords(quotes.length)} devis${named ? ` ${named}` : ''} côte à côte, avec ce que vous m’en avez dit :`,
    rows.join('\n'),
    lines.length ? `**Ce que disent les chiffres :**\n${lines.join('\n')}` : null,
    askConstraint && 'Dites-moi votre contrainte (une date, un budget) et je vous dis lequel prendre.',
  );
}

/** « 4,7 % »: how much more one offer costs than another. */
const percentMore = (dearer: GivenQuote, cheaper: GivenQuote) =>
  percentSaid((dearer.euros - cheaper.euros) / cheaper.euros);

/** The offer's guarantee (« garantie 10 ans »), when said. */
const warrantyOf = (quote: GivenQuote) => quote.details.find((detail) => /^garanti/.test(fold(detail.label)));

/** The pick: what meets the deadline said, then the lower cost; with why, in the user's figures. */
export function quotesPick(
  quotes: GivenQuote[],
  deadline: number | null,
  deadlineSaid: string | null,
  /** « vous » to the user, « nous » in a message to a partner. */
  we = false,
  /** The details the user requires (« la décennale est obligatoire »): an offer without them is out. */
  required: string[] = [],
): { chosen: GivenQuote; why: string[] } {
  const of = (label: string) => withDe(label).replace(/^d'/, 'd’');
  // « pas d'attestation décennale fournie »: an offer said to lack a proof of insurance is out too,
  // though the user did not say it is required; one that does not mention it is not.
  const unproven = (quote: GivenQuote) =>
    quote.details
      .filter(
        (detail) =>
          detail.value === 'non' && proofOf.test(fold(detail.label)) && !required.includes(detail.label),
      )
      .map((detail) => detail.label);
  const lacks = (quote: GivenQuote) => [...lacking(quote, required), ...unproven(quote)];
  const complete = quotes.filter((quote) => !lacks(quote).length);
  const inTime = (complete.length ? complete : quotes).filter((quote) => {
    const weeks = delayOf(quote)?.weeks;
    return deadline === null || weeks === null || weeks === undefined || weeks <= deadline;
  });
  const pool = inTime.length ? inTime : complete.length ? complete : quotes;
  // A guarantee at least twice as long for at most 10 % more is worth it (« 13 500 € garanti 10 ans »
  // against « 12 900 € garanti 5 ans »); a shorter gap leaves the lower cost to decide.
  const years = (quote: GivenQuote) => {
    const detail = warrantyOf(quote);
    return detail ? weeksOf(detail.value) : null;
  };
  const cheapest = [...pool].sort((a, b) => costOf(a) - costOf(b))[0]!;
  const longer = (quote: GivenQuote) =>
    (years(quote) ?? 0) >= 2 * (years(cheapest) ?? Infinity) && costOf(quote) <= costOf(cheapest) * 1.1;
  const chosen = [...pool].filter(longer).sort((a, b) => costOf(a) - costOf(b))[0] ?? cheapest;
  const warranted = chosen !== cheapest;
  const why: string[] = [];
  const without = quotes.filter((quote) => lacks(quote).length);
  const asked = without.filter((quote) => lacking(quote, required).length);
  if (complete.length && asked.length)
    why.push(
      `${listWords(asked.map((quote) => `${quote.name} est sans ${listWords(lacking(quote, required))}`))}, ${we ? 'que nous exigeons' : 'que vous exigez'}`,
    );
  for (const quote of complete.length ? without.filter((each) => unproven(each).length) : []) {
    const missing = unproven(quote);
    const insured = missing.some((label) => /\b(decennale|assurance)\b/.test(fold(label)));
    why.push(
      `${quote.name} n’a pas fourni ${listWords(missing.map(of))} : à écarter tant que ce justificatif manque${insured ? `, faute de quoi ${we ? 'nous n’aurions' : 'vous n’auriez'} aucun recours en cas de malfaçon` : ''}`,
    );
  }
  // Late among those still in the running: one already out is not said late too.
  const late = (complete.length ? complete : quotes).filter((quote) => !inTime.includes(quote));
  if (deadline !== null && late.length && inTime.length)
    why.push(
      `${deadlineSaid ? `${we ? 'nous avons' : 'vous avez'} ${deadlineSaid}` : 'le délai compte'} : ${late.map((quote) => `${quote.name} annonce ${delayOf(quote)!.detail.value} ${of(delayOf(quote)!.detail.label)}`).join(', ')}, trop tard, alors ${withQue(chosen.name)} en annonce ${delayOf(chosen)?.detail.value ?? 'moins'}`,
    );
  const others = quotes.filter((quote) => quote !== chosen && !without.includes(quote));
  const mine = warrantyOf(chosen);
  for (const other of others.filter((each) => each.euros < chosen.euros)) {
    const theirs = warrantyOf(other);
    const longer = warranted && mine && theirs && (years(chosen) ?? 0) > (years(other) ?? 0);
    why.push(
      `${chosen.name} coûte ${eurosSaid(chosen.euros - other.euros)} de plus à l’achat que ${other.name}${
        yearlyOf(chosen) && yearlyOf(other) && yearlyOf(chosen)!.euros < yearlyOf(other)!.euros
          ? `, mais ${eurosSaid(yearlyOf(other)!.euros - yearlyOf(chosen)!.euros)} de moins par an en ${yearlyOf(chosen)!.detail.label} (${yearlyOf(chosen)!.detail.value} contre ${yearlyOf(other)!.detail.value})`
          : longer
            ? `, soit ${percentMore(chosen, other)} de plus, mais sa garantie dure ${mine.value} contre ${theirs.value}`
            : ''
      }`,
    );
  }
  const dearer = others.filter((other) => other.euros > chosen.euros);
  if (dearer.length)
    why.push(
      others.some((other) => other.euros < chosen.euros)
        ? `${chosen.name} reste moins cher que ${listWords(dearer.map((other) => `${other.name} (${other.price})`))}`
        : `${chosen.name} est le moins cher, contre ${listWords(dearer.map((other) => `${other.price} chez ${other.name}`))}`,
    );
  // A longer guarantee than every other offer still in the running, said once.
  const shorter = others.filter((other) => (years(other) ?? Infinity) < (years(chosen) ?? 0));
  if (mine && shorter.length && !warranted)
    why.push(
      `${chosen.name} est garanti plus longtemps (${mine.value} contre ${listWords(shorter.map((other) => warrantyOf(other)!.value))})`,
    );
  else if (mine && warranted) {
    const equal = others.filter((other) => years(other) === years(chosen) && other.euros > chosen.euros);
    if (equal.length)
      why.push(
        `À garantie égale (${mine.value}), ${listWords(equal.map((other) => other.name))} ${equal.length > 1 ? 'coûtent' : 'coûte'} plus cher`,
      );
  }
  return { chosen, why };
}

/** « on rouvre dans un mois » said back: « un mois avant la réouverture »; a date, its weeks left. */
function deadlineWords(text: string, weeks: number): string | null {
  const match =
    /\b(?:dans|d'ici|sous)\s+((?:\d+|un|une|deux|trois|quatre|cinq|six|huit|quinze)\s+(?:jours?|semaines?|mois))\b/.exec(
      fold(text),
    );
  const at = match ? match.index + match[0].length - match[1]!.length : 0;
  const left = match ? text.slice(at, at + match[1]!.length) : plural(Math.floor(weeks), 'semaine');
  if (!match && weeks < 1) return null;
  return /\b(rouvr|reouv)/.test(fold(text))
    ? `${left} avant la réouverture`
    : /\bouvr/.test(fold(text))
      ? `${left} avant l’ouverture`
      : `${left} devant vous`;
}

/** The user's turns that set a deadline for the choice, latest first. */
function deadlineSaidIn(conversation: Conversation): { weeks: number; said: string | null } | null {
  const turns = [
    conversation.message,
    ...conversation.history
      .filter((turn) => turn.role === 'user')
      .map((turn) => turn.content)
      .reverse(),
  ];
  for (const turn of turns) {
    const weeks = deadlineWeeks(turn, conversation.now, conversation.today);
    if (weeks !== null) return { weeks, said: deadlineWords(turn, weeks) };
  }
  return null;
}

/** « Lequel tu prends et pourquoi ? », « Tu me conseilles lequel ? »: the pick asked with the offers. */
export const pickAsked =
  /\b(?:lequel|laquelle)\s+(?:tu|vous|je|on)?\s*(?:prend\w*|choisi\w*|conseill\w*|recommand\w*|retien\w*|garde\w*|dois|devrais|faut)|\b(?:tu|vous)\s+(?:prendrais|prendriez|choisirais|choisiriez|conseilles|conseillez|recommandes|recommandez)\s+(?:lequel|laquelle|quoi)\b|\b(?:ton|votre)\s+(?:choix|conseil|recommandation)\b/;

/** « Lequel tu prendrais, sachant qu’on rouvre dans un mois ? » after quotes the user described. */
export function quotesRecommendation(conversation: Conversation, quotes: GivenQuote[]): string {
  const deadline = deadlineSaidIn(conversation);
  const required = requiredDetails(requestText(conversation.request), quotes);
  const { chosen, why } = quotesPick(
    quotes,
    deadline?.weeks ?? null,
    deadline?.said ?? null,
    false,
    required,
  );
  return blocks(
    `**Ma recommandation : ${chosen.name}** (${chosen.price}).`,
    why.length ? `**Pourquoi :**\n${why.map((reason) => `- ${capitalise(reason)}.`).join('\n')}` : null,
    deadline
      ? `**À verrouiller :** faites écrire la date d’installation dans le bon de commande ${withDe(chosen.name).replace(/^d'/, 'd’')}, avec une pénalité si elle glisse.`
      : `**Ce qui changerait mon choix :** une date à tenir que l’un ${quotes.length > 2 ? 'd’eux' : 'des deux'} ne peut pas tenir ; dites-la-moi.`,
  );
}

/** « Écris-le à mon associée Nadia pour qu’elle valide »: the pick, in a message to that person. */
export function quotesMessage(conversation: Conversation, quotes: GivenQuote[], target: string): string {
  const deadline = deadlineSaidIn(conversation);
  const required = requiredDetails(requestText(conversation.request), quotes);
  const { chosen, why } = quotesPick(quotes, deadline?.weeks ?? null, deadline?.said ?? null, true, required);
  const name = /(\p{Lu}[\p{L}'’-]+)\s*$/u.exec(target.replace(/\s+pour\s+.*$/i, ''))?.[1] ?? null;
  const about = /\bpour\s+(l[ae]\s+|les\s+|l['’])([^:;,]{3,60}?)\s*:/.exec(conversation.request.command);
  const topic = about ? `${about[1]}${about[2]}` : 'ce devis';
  const validate = /\bvalid/.test(fold(target)) || /\bvalid/.test(fold(conversation.message));
  const body: Paragraph[] = [
    {
      text: `Pour ${topic}, j’ai comparé les ${numberInWords(quotes.length)} devis : je propose de retenir ${chosen.name} (${chosen.price}) plutôt que ${quotes
        .filter((quote) => quote !== chosen)
        .map((quote) => `${quote.name} (${quote.price})`)
        .join(' ou ')}.`,
    },
    ...why.map((reason) => ({ text: `${capitalise(reason)}.` })),
    { text: validate ? 'Peux-tu me dire si tu valides ?' : 'Dis-moi ce que tu en penses.' },
  ];
  const draft = letterWithFacts(
    { ...conversation, style: { ...conversation.style, address: 'tu' } },
    {
      subject: `${capitalise(topic.replace(/^(?:la|le|les|l['’])\s*/i, ''))} : je propose ${chosen.name}`,
      to: name ? { civility: null, name, label: name } : undefined,
      body,
    },
  );
  return blocks(
    `Voici le message pour ${name ?? target}${validate ? ', à faire valider' : ''} :`,
    quote(draft),
  );
}

// « Classe-les du meilleur au moins bon », « dans quel ordre », « lequel est le meilleur ».
const rankAsked = /\b(class\w*|ordre|du meilleur|tri(?:e|er|ez)\b|rang(?:e|er|ez)\b)/;

/** The offers ranked when asked, or when a requirement is said; null for the plain grid. */
export function quotesRankingAsked(conversation: Conversation, quotes: GivenQuote[]): string | null {
  const command = requestText(conversation.request);
  const required = requiredDetails(command, quotes);
  if (!required.length && !rankAsked.test(fold(command))) return null;
  const ranked = [...quotes].sort(
    (a, b) => lacking(a, required).length - lacking(b, required).length || costOf(a) - costOf(b),
  );
  const best = ranked[0]!;
  const yearly = quotes.some((quote) => yearlyOf(quote));
  const over = yearly ? ' sur 5 ans' : '';
  const must = `que vous dites obligatoire${required.length > 1 ? 's' : ''}`;
  const lines = ranked.map((quote, rank) => {
    const missing = lacking(quote, required);
    const reason = missing.length
      ? `sans ${listWords(missing)}, ${must} : à écarter${costOf(quote) < costOf(best) ? `, même s’il coûte ${eurosSaid(costOf(best) - costOf(quote))} de moins${over}` : ''}`
      : rank === 0
        ? required.length
          ? `le moins cher${over} avec ${listWords(required)}`
          : `le moins cher${over}`
        : `${eurosSaid(costOf(quote) - costOf(best))} de plus${over} ${withQue(best.name)}${required.length ? `, avec ${listWords(required)} lui aussi` : ''}`;
    return `${rank + 1}. **${quote.name}** (${quote.price}) — ${reason}`;
  });
  return blocks(
    `Voici les ${quotes.length} devis, du meilleur au moins bon :`,
    lines.join('\n'),
    required.length
      ? `Mon critère : d’abord ce que vous exigez (${listWords(required)}), puis le prix${over}. Avant de signer, demandez à ${best.name} le justificatif à jour (${listWords(required)}).`
      : `Mon critère : le prix${over}, avec ce que vous m’en avez dit. Dites-moi une exigence (une date, une garantie) et je revois l’ordre.`,
  );
}

/**
 * « Pourquoi pas Déco Martin ? C'est le moins cher. » after offers the user described: what keeps the
 * offer named out of the lead (a requirement it lacks, its cost), against the one ranked first.
 */
export function quotesWhy(conversation: Conversation, quotes: GivenQuote[]): string | null {
  const words = new Set(fold(conversation.message).match(/\p{L}{4,}/gu) ?? []);
  const named = quotes.filter((each) =>
    (fold(each.name).match(/\p{L}{4,}/gu) ?? []).some((word) => words.has(word)),
  );
  const asked = named[0];
  if (!asked || named.length > 1) return null;
  const required = requiredDetails(requestText(conversation.request), quotes);
  const { chosen } = quotesPick(quotes, null, null, false, required);
  if (asked === chosen)
    return blocks(
      `**${asked.name}** (${asked.price}) est le moins cher${required.length ? ` de ceux qui ont ${listWords(required)}` : ''} : c’est pour ça que je le mets en tête.`,
    );
  const missing = lacking(asked, required);
  const cheapest = quotes.every((other) => other === asked || other.euros > asked.euros);
  if (missing.length)
    return blocks(
      `**${asked.name}** est ${cheapest ? 'le moins cher' : `moins cher ${withQue(chosen.name)}`} (${asked.price}), mais son devis est sans ${listWords(missing)}, et vous m’avez dit que c’était obligatoire pour vous.`,
      `${chosen.name} (${chosen.price}), avec ${listWords(missing)}, ne coûte que ${eurosSaid(chosen.euros - asked.euros)} de plus : c’est le prix de ce que vous exigez.`,
      `Si ${asked.name} peut vous fournir ce justificatif (${listWords(missing)}), il repasse devant : demandez-le-lui avant de trancher.`,
    );
  return blocks(
    `**${asked.name}** (${asked.price}) coûte ${eurosSaid(costOf(asked) - costOf(chosen))} de plus ${withQue(chosen.name)} (${chosen.price})${yearlyOf(asked) ? ' sur 5 ans' : ''}, pour ce que vous m’en avez dit.`,
    'Dites-moi ce qu’il offre de plus (une garantie, un délai) et je revois l’ordre.',
  );
}
