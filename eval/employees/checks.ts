import type { AiActionSummary } from '../../src/shared/chat.ts';
import { weekday } from '../../src/shared/paris-time.ts';
import { type EmployeeId, employeeIds } from '../../src/shared/routes.ts';

// Deterministic checks of one employee reply. Each check is data (so a scenario can be printed and
// compared) and `evaluate` says whether a reply passes it, with a detail for the report.

/** A term to find; an array means "any of these spellings". */
export type Term = string | readonly string[];

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

/** A Paris calendar day relative to the run: today, tomorrow, in N days, the next weekday, the next DD/MM. */
export type DayExpectation =
  | 'today'
  | 'tomorrow'
  | `in:${number}`
  | `next:${Weekday}`
  /** « mardi prochain »: the coming one, or next week's when the coming one is this week (French says both). */
  | `prochain:${Weekday}`
  | `on:${number}-${number}`;

export interface ProposalExpectation {
  kind: AiActionSummary['kind'];
  /** Found in the card's summary (normalised like `mentions`). */
  titleIncludes?: string;
  /** The French date the summary must state, e.g. "mercredi 25 novembre". */
  dateIs?: DayExpectation;
  /** 'HH:MM', Paris time, stated as "10 h", "10h", "10 h 30" or "10:30". */
  time?: string;
}

export type Check =
  | { kind: 'mentions'; terms: Term[] }
  | { kind: 'notMentions'; terms: string[] }
  | { kind: 'noPlaceholder'; gaps: number }
  | { kind: 'listSize'; size: number }
  | { kind: 'shorterThanPrevious' }
  | { kind: 'longerThanPrevious' }
  | { kind: 'changedFromPrevious' }
  | { kind: 'picksFromPreviousList' }
  | { kind: 'handoffTo'; employee: EmployeeId }
  | { kind: 'noHandoff' }
  | { kind: 'declines'; suggestsModel: boolean }
  | { kind: 'proposal'; expected: ProposalExpectation }
  | { kind: 'proposals'; count: number }
  | { kind: 'cites'; count: number }
  | { kind: 'tutoie' }
  | { kind: 'vouvoie' }
  | { kind: 'hashtags'; count: number }
  | { kind: 'listDatesIn'; from: DayExpectation; days: number }
  | { kind: 'inOrder'; terms: string[] };

export const mentions = (...terms: Term[]): Check => ({ kind: 'mentions', terms });
export const notMentions = (...terms: string[]): Check => ({ kind: 'notMentions', terms });
/** No placeholder left; `gaps` of them are tolerated for facts the request truly lacked, if the reply asks. */
export const noPlaceholder = (options: { gaps?: number } = {}): Check => ({
  kind: 'noPlaceholder',
  gaps: options.gaps ?? 0,
});
export const listSize = (size: number): Check => ({ kind: 'listSize', size });
export const shorterThanPrevious = (): Check => ({ kind: 'shorterThanPrevious' });
export const longerThanPrevious = (): Check => ({ kind: 'longerThanPrevious' });
export const changedFromPrevious = (): Check => ({ kind: 'changedFromPrevious' });
export const picksFromPreviousList = (): Check => ({ kind: 'picksFromPreviousList' });
export const handoffTo = (employee: EmployeeId): Check => ({ kind: 'handoffTo', employee });
export const noHandoff = (): Check => ({ kind: 'noHandoff' });
export const declines = (options: { suggestsModel?: boolean } = {}): Check => ({
  kind: 'declines',
  suggestsModel: options.suggestsModel ?? true,
});
export const proposal = (expected: ProposalExpectation): Check => ({ kind: 'proposal', expected });
/** Exactly `count` actions proposed by the reply (one task per action item of meeting notes). */
export const proposals = (count: number): Check => ({ kind: 'proposals', count });
/** At least `count` document passages cited, in the reply's "Sources" block. */
export const cites = (count: number): Check => ({ kind: 'cites', count });
/** Each term appears, the first of each after the first of the previous one (a ranking). */
export const inOrder = (...terms: string[]): Check => ({ kind: 'inOrder', terms });
export const tutoie = (): Check => ({ kind: 'tutoie' });
export const vouvoie = (): Check => ({ kind: 'vouvoie' });
export const hashtags = (count: number): Check => ({ kind: 'hashtags', count });
/** Every item of the main list states a date ("mardi 1er décembre") within `days` days from `from`. */
export const listDatesIn = (from: DayExpectation, days: number): Check => ({
  kind: 'listDatesIn',
  from,
  days,
});

/** What a check sees of one turn. */
export interface TurnContext {
  reply: string;
  /** The previous assistant reply of the same conversation, if any. */
  previousReply: string | null;
  /** The employee who answered this turn. */
  employee: EmployeeId;
  /** The `action` event of the conversation stream, if one came. */
  action: AiActionSummary | null;
  /** Every `action` event of the stream (a reply may propose several). */
  actions?: AiActionSummary[];
  /** How many passages the reply's "Sources" block cites. */
  sources?: number;
  /** When the message was sent: dates are expected relative to Paris's calendar day then. */
  now: Date;
}

export interface CheckOutcome {
  pass: boolean;
  label: string;
  /** Why it failed (or what it found). */
  detail: string;
}

// --- Text normalisation ---------------------------------------------------------------------------

/**
 * Case-insensitive, accents kept: every run of spaces (incl. no-break U+00A0, narrow no-break U+202F,
 * thin spaces, line breaks) becomes one space, ’ becomes ', and markdown emphasis (*, `) and
 * blockquote markers are dropped, so "M. **Lefèvre**" and "1 200 €" (U+202F) match "m. lefèvre", "1 200 €".
 */
export function normalise(text: string): string {
  return text
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, '')
    .replace(/[*`]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[\s\u00A0\u202F\u2007\u2009\u200A\u200B]+/g, ' ')
    .trim()
    .toLocaleLowerCase('fr');
}

/** "M. Lefèvre" is also "Monsieur Lefèvre" (the correct form in a salutation), "Mme" also "Madame". */
function spellings(term: string): string[] {
  const civility = /^(M\.|Mme|Mlle)\s+/.exec(term);
  if (!civility) return [term];
  const long = { 'M.': 'Monsieur', Mme: 'Madame', Mlle: 'Mademoiselle' }[
    civility[1] as 'M.' | 'Mme' | 'Mlle'
  ];
  return [term, `${long} ${term.slice(civility[0].length)}`];
}

function contains(haystack: string, term: string): boolean {
  const text = normalise(haystack);
  return spellings(term).some((spelling) => text.includes(normalise(spelling)));
}

const termLabel = (term: Term) => (typeof term === 'string' ? term : term.join(' | '));

/** The draft of a reply: its blockquoted lines when it has some, else the whole reply. */
export function draftOf(reply: string): string {
  const quoted = reply
    .split('\n')
    .filter((line) => /^\s*>/.test(line))
    .map((line) => line.replace(/^\s*(?:>\s?)+/, ''));
  return quoted.some((line) => line.trim() !== '') ? quoted.join('\n') : reply;
}

const draftLength = (reply: string) => normalise(draftOf(reply)).length;

// --- Placeholders ---------------------------------------------------------------------------------

/**
 * Placeholders left in a reply: `[…]` that is not a markdown link (`[texte](/ai/suki)`) nor a
 * checkbox (`[ ]`, `[x]`) nor a numbered reference (`[1]`), `{{…}}`, `<Nom du client>`-like tags, blanks of 3+ underscores, and "XXX".
 */
export function placeholdersIn(reply: string): string[] {
  const found: string[] = [];
  for (const match of reply.matchAll(/\[([^[\]\n]{1,80})\](?![([])/g)) {
    if (!/^\s?[xX ]?\s?$|^\d{1,3}$/.test(match[1]!)) found.push(match[0]);
  }
  for (const match of reply.matchAll(/\{\{[^{}\n]{0,80}\}\}/g)) found.push(match[0]);
  for (const match of reply.matchAll(/<([A-ZÀ-Ý][^<>\n]{0,60}|[^<>\n]*\s[^<>\n]*)>/g)) {
    if (!/^\/?[a-z]+\d?$/.test(match[1]!)) found.push(match[0]);
  }
  for (const match of reply.matchAll(/_{3,}|\bX{3,}\b/g)) found.push(match[0]);
  return found;
}

// --- Lists ----------------------------------------------------------------------------------------

/**
 * The items of the reply's main list. Blockquote markers and leading `**` are ignored. A top-level
 * item is a line indented by at most one space that starts with `1.`/`1)` (numbered), `-`, `*`, `+`
 * or `•` (bulleted), or a heading `### 1. …`. A list goes on across blank lines and indented lines
 * (continuations, nested items); it ends at a non-indented line that is not an item, or at an item of
 * the other kind (numbered vs bulleted). The main list is the longest one (the first on a tie).
 */
export function mainListItems(reply: string): string[] {
  type List = { type: 'numbered' | 'bullet'; items: string[] };
  const lists: List[] = [];
  let current = null as List | null;
  for (const raw of reply.split('\n')) {
    const line = raw.replace(/^\s*(?:>\s?)+/, '').replace(/\t/g, '    ');
    if (line.trim() === '') continue;
    const bare = line.replace(/^( ?)\*\*/, '$1');
    const numbered = /^ ?(?:#{1,6}\s+)?\d{1,2}[.)]\s+(\S.*)$/.exec(bare);
    const bullet = numbered ? null : /^ ?[-*+•]\s+(\S.*)$/.exec(bare);
    const item = numbered ?? bullet;
    if (item) {
      const type = numbered ? 'numbered' : 'bullet';
      if (current?.type !== type) {
        current = { type, items: [] };
        lists.push(current);
      }
      current.items.push(item[1]!.trim());
    } else if (!/^\s{2,}/.test(line)) {
      current = null;
    }
  }
  return lists.reduce<string[]>((best, list) => (list.items.length > best.length ? list.items : best), []);
}

const stopWords = new Set([
  'avec',
  'pour',
  'dans',
  'votre',
  'vous',
  'leur',
  'leurs',
  'cette',
  'sont',
  'plus',
  'tous',
  'toutes',
  'faire',
  'être',
  'avoir',
  'bien',
  'très',
]);

/** The words that name a list item: the part before its explanation, without small words. */
function keyWords(item: string): string[] {
  const head = normalise(item).split(/ : | – | — | - |\(|: /)[0] ?? '';
  const words = head.split(/[^\p{L}\p{N}'-]+/u).filter(Boolean);
  const strong = words.filter((w) => w.length >= 4 && !stopWords.has(w));
  return strong.length ? strong : words;
}

function namesItem(reply: string, item: string): boolean {
  const words = keyWords(item);
  if (!words.length) return false;
  const text = ` ${normalise(reply).replace(/[^\p{L}\p{N}'-]+/gu, ' ')} `;
  const present = words.filter((w) => text.includes(` ${w} `)).length;
  return present >= Math.ceil((words.length * 2) / 3);
}

// --- Address forms --------------------------------------------------------------------------------

function addressMarkers(text: string): { tu: string[]; vous: string[] } {
  // « rendez-vous » is a noun, said the same to « tu » and « vous »: no marker of either.
  const tokens = normalise(text)
    .replace(/\brendez-vous\b/g, 'rendezvous')
    .split(/[^\p{L}']+/u);
  const tu = tokens.filter(
    (t) => /^(tu|te|toi|ton|ta|tes|tien|tienne|tiens)$/.test(t) || /^t'\p{L}/u.test(t),
  );
  const vous = tokens.filter((t) => /^(vous|votre|vos|vôtre|vôtres)$/.test(t));
  return { tu, vous };
}

// --- Dates ----------------------------------------------------------------------------------------

const dayMs = 86_400_000;
const weekdayIndex: Record<Weekday, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};

/** Today's calendar day in Paris, as a UTC-midnight day number. */
export function parisDay(now: Date): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(now)
    .split('-')
    .map(Number);
  return Date.UTC(y!, m! - 1, d!) / dayMs;
}

/** Today's weekday in Paris, as a scenario names it. */
export function parisWeekday(now: Date): Weekday {
  const index = weekday(parisDay(now));
  return (Object.keys(weekdayIndex) as Weekday[]).find((name) => weekdayIndex[name] === index)!;
}

/** The Paris day an expectation names, from the run's "now". */
export function expectedDay(expectation: DayExpectation, now: Date): number {
  const today = parisDay(now);
  if (expectation === 'today') return today;
  if (expectation === 'tomorrow') return today + 1;
  const [kind, value] = expectation.split(':') as [string, string];
  if (kind === 'in') return today + Number(value);
  if (kind === 'next' || kind === 'prochain') {
    const wanted = weekdayIndex[value as Weekday];
    const current = new Date(today * dayMs).getUTCDay();
    return today + ((wanted - current + 7) % 7 || 7);
  }
  const [day, month] = value.split('-').map(Number);
  const year = new Date(today * dayMs).getUTCFullYear();
  const thisYear = Date.UTC(year, month! - 1, day!) / dayMs;
  return thisYear >= today ? thisYear : Date.UTC(year + 1, month! - 1, day!) / dayMs;
}

/** The days an expectation accepts: one, or two for « mardi prochain » said earlier in the same week. */
export function expectedDays(expectation: DayExpectation, now: Date): number[] {
  const day = expectedDay(expectation, now);
  if (!expectation.startsWith('prochain:')) return [day];
  const current = new Date(parisDay(now) * dayMs).getUTCDay();
  const wanted = new Date(day * dayMs).getUTCDay();
  const sameWeek = current >= 1 && current <= 5 && (wanted === 0 ? 7 : wanted) > current;
  return sameWeek ? [day, day + 7] : [day];
}

/** "mercredi 25 novembre" (the year is not required). */
export function frenchDay(day: number): string {
  return new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(day * dayMs));
}

const frenchMonths = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** The first "25 novembre" / "1er décembre" of a text, as the nearest such day around today. */
function dayStated(text: string, today: number): number | null {
  const match = new RegExp(`\\b(\\d{1,2})(?:er)? (${frenchMonths.join('|')})\\b`).exec(normalise(text));
  if (!match) return null;
  const year = new Date(today * dayMs).getUTCFullYear();
  const day = Date.UTC(year, frenchMonths.indexOf(match[2]!), Number(match[1])) / dayMs;
  // "3 janvier" said in December is next year's.
  return day < today - 180
    ? Date.UTC(year + 1, frenchMonths.indexOf(match[2]!), Number(match[1])) / dayMs
    : day;
}

function statesDay(summary: string, day: number): boolean {
  const expected = normalise(frenchDay(day));
  const firstOfMonth = expected.replace(/ 1 /, ' 1er ');
  const text = normalise(summary);
  return text.includes(expected) || text.includes(firstOfMonth);
}

function statesTime(summary: string, time: string): boolean {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const mm = String(minutes).padStart(2, '0');
  const pattern =
    minutes === 0
      ? new RegExp(`(?<!\\d)0?${hours}\\s*(?:h|:)(?:\\s*00)?(?!\\s*\\d)`)
      : new RegExp(`(?<!\\d)0?${hours}\\s*(?:h|:)\\s*${mm}(?!\\d)`);
  return pattern.test(normalise(summary));
}

// --- Evaluation -----------------------------------------------------------------------------------

const employeeName = (id: EmployeeId) => id[0]!.toUpperCase() + id.slice(1);
const aiLinks = (reply: string) => [...reply.matchAll(/\/ai\/([a-z]+)\b/g)].map((m) => m[1]!);

const refusal =
  /je ne (peux|sais|suis) pas|je ne suis pas en mesure|pas en mesure de|je n'ai pas (accès|de connexion|acces)|impossible|hors ligne|hors-ligne|ne permet pas|pas possible|je ne traduis pas|pas capable|ne (peux|sais) pas/;
const modelHint = /modèle|fournisseur d'ia|ia externe|mistral|openai|llm/;

export function labelOf(check: Check): string {
  switch (check.kind) {
    case 'mentions':
    case 'notMentions':
      return `${check.kind}(${check.terms.map(termLabel).join(', ')})`;
    case 'noPlaceholder':
      return check.gaps ? `noPlaceholder(gaps ≤ ${check.gaps})` : 'noPlaceholder';
    case 'listSize':
      return `listSize(${check.size})`;
    case 'handoffTo':
      return `handoffTo(${check.employee})`;
    case 'hashtags':
      return `hashtags(${check.count})`;
    case 'listDatesIn':
      return `listDatesIn(${check.from}, ${check.days} days)`;
    case 'proposal':
      return `proposal(${Object.values(check.expected).join(', ')})`;
    case 'declines':
      return check.suggestsModel ? 'declines' : 'declines(no model hint)';
    default:
      return check.kind;
  }
}

/**
 * Lines that set the request's facts beside the prose instead of using them: « Pour mémoire : … »,
 * « Éléments repris de votre demande : … », a « (1 850 € · mardi) » line, a labelled list of facts
 * (« À retenir : samedi 12 décembre · 4 rue des Lilas · 20 % »), or the engine's own note of what it
 * could not place. A fact found only there is not in the draft.
 */
const pastedFactsLine =
  /^[ \t>]*(?:[*_]{1,2})?(?:pour m[ée]moire\b|[ée]l[ée]ments repris\b|rappel des [ée]l[ée]ments\b|je n[’']ai pas su placer\b|\([^()\n]*·[^()\n]*\)\s*$|[\p{L}’' ]{2,25}\s?:\s[^\n]*\s·\s).*$/gimu;

/** The reply without its pasted-facts lines: what `mentions` and the other text checks read. */
export function withoutPastedFacts(reply: string): string {
  return reply.replace(pastedFactsLine, '');
}

/** Pasted-facts lines the draft itself carries (« Pour mémoire », « Éléments repris »…): always a failure. */
export function pastedFactsIn(reply: string): string[] {
  return [...reply.matchAll(pastedFactsLine)]
    .map((match) => match[0].trim())
    .filter((line) => !/je n[’']ai pas su placer/i.test(line));
}

export function evaluate(check: Check, turn: TurnContext): CheckOutcome {
  const label = labelOf(check);
  const result = (pass: boolean, detail = '') => ({ pass, label, detail });
  const reply = withoutPastedFacts(turn.reply);
  const previousReply = turn.previousReply === null ? null : withoutPastedFacts(turn.previousReply);
  switch (check.kind) {
    case 'mentions': {
      const missing = check.terms.filter((term) =>
        typeof term === 'string' ? !contains(reply, term) : !term.some((t) => contains(reply, t)),
      );
      return result(
        missing.length === 0,
        missing.length ? `missing ${missing.map(termLabel).join(', ')}` : '',
      );
    }
    case 'notMentions': {
      const present = check.terms.filter((term) => contains(reply, term));
      return result(present.length === 0, present.length ? `contains ${present.join(', ')}` : '');
    }
    case 'noPlaceholder': {
      const found = placeholdersIn(reply);
      if (found.length === 0) return result(true);
      if (found.length > check.gaps) return result(false, `placeholders ${found.join(' ')}`);
      const asks = reply.includes('?');
      return result(
        asks,
        asks ? `gap ${found.join(' ')} asked for` : `gap ${found.join(' ')} never asked for`,
      );
    }
    case 'listSize': {
      const items = mainListItems(reply);
      return result(items.length === check.size, `${items.length} items`);
    }
    case 'shorterThanPrevious':
    case 'longerThanPrevious':
    case 'changedFromPrevious': {
      if (previousReply === null) return result(false, 'no previous reply');
      const [now, before] = [draftLength(reply), draftLength(previousReply)];
      if (check.kind === 'changedFromPrevious') {
        const changed = normalise(draftOf(reply)) !== normalise(draftOf(previousReply));
        return result(changed, changed ? '' : 'same draft as before');
      }
      // A tenth at least, so a rewording of the same length does not count.
      const pass = check.kind === 'shorterThanPrevious' ? now <= before * 0.9 : now >= before * 1.1;
      return result(pass, `draft ${now} chars, previous ${before}`);
    }
    case 'picksFromPreviousList': {
      const items = previousReply === null ? [] : mainListItems(previousReply);
      if (items.length === 0) return result(false, 'no list in the previous reply');
      const named = items.filter((item) => namesItem(reply, item));
      const pass = named.length >= 1 && (items.length === 1 || named.length < items.length);
      return result(pass, `names ${named.length} of ${items.length} items`);
    }
    case 'handoffTo': {
      const named = contains(reply, employeeName(check.employee));
      const linked = aiLinks(reply).includes(check.employee);
      return result(
        named && linked,
        [named ? '' : `no “${employeeName(check.employee)}”`, linked ? '' : `no /ai/${check.employee} link`]
          .filter(Boolean)
          .join('; '),
      );
    }
    case 'noHandoff': {
      const others = aiLinks(reply).filter(
        (id) => id !== turn.employee && employeeIds.includes(id as EmployeeId),
      );
      return result(others.length === 0, others.length ? `links to /ai/${others.join(', /ai/')}` : '');
    }
    case 'declines': {
      const text = normalise(reply);
      const refuses = refusal.test(text);
      const hints = !check.suggestsModel || modelHint.test(text);
      return result(
        refuses && hints,
        [refuses ? '' : 'does not say it cannot', hints ? '' : 'no word of a configured model']
          .filter(Boolean)
          .join('; '),
      );
    }
    case 'proposals': {
      const count = turn.actions?.length ?? 0;
      return result(count === check.count, `${count} actions`);
    }
    case 'cites': {
      const count = turn.sources ?? 0;
      return result(count >= check.count, `${count} sources`);
    }
    case 'proposal': {
      const action = turn.action;
      const expected = check.expected;
      if (!action) return result(false, 'no action event');
      const problems: string[] = [];
      if (action.kind !== expected.kind) problems.push(`kind ${action.kind}`);
      if (expected.titleIncludes && !contains(action.summary, expected.titleIncludes))
        problems.push('title missing');
      if (expected.dateIs) {
        const days = expectedDays(expected.dateIs, turn.now);
        if (!days.some((day) => statesDay(action.summary, day)))
          problems.push(`not “${days.map(frenchDay).join('” or “')}”`);
      }
      if (expected.time && !statesTime(action.summary, expected.time)) problems.push(`not ${expected.time}`);
      return result(problems.length === 0, `${problems.join('; ')} in « ${action.summary} »`);
    }
    case 'tutoie':
    case 'vouvoie': {
      const { tu, vous } = addressMarkers(draftOf(reply));
      const pass =
        check.kind === 'tutoie' ? tu.length > 0 && vous.length === 0 : vous.length > 0 && tu.length === 0;
      return result(pass, `tu: ${tu.length} (${tu.slice(0, 3).join(' ')}), vous: ${vous.length}`);
    }
    case 'listDatesIn': {
      const items = mainListItems(reply);
      const start = expectedDay(check.from, turn.now);
      const today = parisDay(turn.now);
      const outside = items.filter((item) => {
        const day = dayStated(item, today);
        return day === null || day < start || day >= start + check.days;
      });
      const range = `${frenchDay(start)} – ${frenchDay(start + check.days - 1)}`;
      if (items.length === 0) return result(false, 'no list');
      return result(
        outside.length === 0,
        outside.length ? `${outside.length} items not within ${range}` : '',
      );
    }
    case 'inOrder': {
      const text = normalise(reply);
      const positions = check.terms.map((term) => text.indexOf(normalise(term)));
      const missing = check.terms.filter((_, index) => positions[index]! < 0);
      if (missing.length) return result(false, `missing ${missing.join(', ')}`);
      const ordered = positions.every((position, index) => index === 0 || position > positions[index - 1]!);
      return result(
        ordered,
        ordered
          ? ''
          : `order ${[...check.terms].sort((a, b) => text.indexOf(normalise(a)) - text.indexOf(normalise(b))).join(' < ')}`,
      );
    }
    case 'hashtags': {
      const tags = new Set([...reply.matchAll(/(?<![\p{L}\p{N}&/])#\p{L}[\p{L}\p{N}_]*/gu)].map((m) => m[0]));
      return result(tags.size === check.count, `${tags.size} hashtags`);
    }
  }
}

/** The forms a scenario accepts for an amount in euros: « 1 850 € », « 1850 € », « 1 850,00 € ». */
export const euros = (amount: string) => [`${amount} €`, `${amount.replace(/ /g, '')} €`, `${amount},00 €`];

/** The forms a scenario accepts for a time of day: « 7 h », « 7h », « 7:00 », « 7 heures » (or with minutes). */
export const at = (hour: string, minutes = '') => {
  const h = Number(hour);
  return minutes
    ? [`${h} h ${minutes}`, `${h}h${minutes}`, `${h} h${minutes}`, `${h}:${minutes}`]
    : [`${h} h`, `${h}h`, `${h}:00`, `${h} heures`];
};
