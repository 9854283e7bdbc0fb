// « 3 créneaux, 6h-10h (2 vendeuses), 10h-14h (2 vendeuses), 14h-19h (1 vendeuse). J'ai Inès, Manon,
// Lola, Chloé et Yasmine. Lola ne peut pas avant 10h… Tu me fais la répartition ? », « Il me faut 3
// personnes samedi soir et 2 dimanche midi. Karim ne peut pas le dimanche… »: the people the user
// names split over the shifts or places the user gives, each constraint kept, with the working shown
// (issue 41 item 4). Nothing is placed that the message does not give.
import { findDates } from '../dates.ts';
import { fold, formatDay, formatTime, numberInWords } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks } from './compose.ts';

/** One shift or place to fill: its hours or its day and part of the day, and how many it needs. */
export interface Shift {
  label: string;
  start: number | null;
  end: number | null;
  /** « samedi », « dimanche »: the day the shift is on, folded, when said. */
  day: string | null;
  need: number;
}

/** What one person can or cannot do, read from the user's words. */
export type Constraint =
  | { person: string; kind: 'not_before'; minutes: number }
  | { person: string; kind: 'not_after'; minutes: number }
  | { person: string; kind: 'afternoon_only' }
  | { person: string; kind: 'morning_only' }
  | { person: string; kind: 'not_day'; day: string };

export interface ShiftRequest {
  shifts: Shift[];
  people: string[];
  constraints: Constraint[];
}

const numberWords: Record<string, number> = { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6 };
const countOf = (word: string) => numberWords[fold(word)] ?? Number(word);
const count = String.raw`(\d{1,2}|une?|deux|trois|quatre|cinq|six)`;
const hour = String.raw`(\d{1,2})\s*h\s*(\d{2})?`;
const weekdays = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const parts = 'matin|midi|soir|apres-midi|après-midi';

const minutesOf = (hours: string | undefined, rest: string | undefined) =>
  Number(hours) * 60 + (rest ? Number(rest) : 0);

/** The shifts: « 6h-10h (2 vendeuses) », else « 3 personnes samedi soir et 2 dimanche midi ». */
export function shiftsOf(message: string): Shift[] {
  const timed = [
    ...message.matchAll(new RegExp(`${hour}\\s*(?:-|–|à|a)\\s*${hour}\\s*\\(\\s*${count}\\b[^)]*\\)`, 'giu')),
  ].map((match) => {
    const start = minutesOf(match[1], match[2]);
    const end = minutesOf(match[3], match[4]);
    return {
      label: `${formatTime(start)} – ${formatTime(end)}`,
      start,
      end,
      day: null,
      need: countOf(match[5] ?? ''),
    };
  });
  if (timed.length >= 2) return timed;
  const dayParts = [
    ...message.matchAll(
      new RegExp(
        `(?<!\\p{L})${count}\\s+(?:(?:personnes?|serveu(?:r|se)s?|vendeu(?:r|se)s?|employ[ée]e?s?|salari[ée]e?s?|[ée]quipi(?:er|ère)s?|b[ée]n[ée]voles?)\\s+)?(?:le\\s+)?(${weekdays})(?:\\s+(${parts}))?\\b`,
        'giu',
      ),
    ),
  ].map((match) => {
    const day = fold(match[2] ?? '');
    const part = match[3] ? fold(match[3]) : null;
    const start =
      part === 'matin'
        ? 8 * 60
        : part === 'midi'
          ? 12 * 60
          : part?.startsWith('apres')
            ? 14 * 60
            : part === 'soir'
              ? 19 * 60
              : null;
    return {
      label: `${match[2]?.toLowerCase()}${match[3] ? ` ${match[3].toLowerCase()}` : ''}`,
      start,
      end: start === null ? null : start + (part === 'midi' ? 3 * 60 : 4 * 60),
      day,
      need: countOf(match[1] ?? ''),
    };
  });
  return dayParts.length >= 2 ? dayParts : [];
}

const notNames = new Set(
  `${weekdays}|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|planning|je|j|il|elle|on|tu|vous|nous|les|la|le|fais|fait`.split(
    '|',
  ),
);

/** The people named in a list: « J'ai Inès, Manon, Lola, Chloé et Yasmine », the longest list of first names. */
export function peopleOf(message: string): string[] {
  const name = String.raw`\p{Lu}[\p{L}'’-]+`;
  const lists = [...message.matchAll(new RegExp(`${name}(?:\\s*,\\s*${name})*\\s+et\\s+${name}`, 'gu'))].map(
    (match) =>
      match[0]
        .split(/\s*,\s*|\s+et\s+/)
        .map((each) => each.trim())
        .filter((each) => !notNames.has(fold(each))),
  );
  return lists.sort((a, b) => b.length - a.length)[0] ?? [];
}

/** Each person's constraint, read from the clause that names them. */
export function constraintsOf(message: string, people: string[]): Constraint[] {
  const constraints: Constraint[] = [];
  for (const clause of message.split(/[.;!?]|,\s*|\s+et\s+(?=\p{Lu})/u)) {
    const folded = fold(clause);
    const person = people.find((each) => new RegExp(`(?<!\\p{L})${fold(each)}(?!\\p{L})`, 'u').test(folded));
    if (!person) continue;
    const before = /\b(?:pas|jamais)\s+avant\s+(\d{1,2})\s*h\s*(\d{2})?/.exec(folded);
    const after = /\b(?:pas|jamais)\s+apres\s+(\d{1,2})\s*h\s*(\d{2})?/.exec(folded);
    const day = new RegExp(`\\b(?:pas|jamais)\\b[^,]*?\\b(?:le\\s+|les\\s+)?(${weekdays})s?\\b`).exec(folded);
    if (before) constraints.push({ person, kind: 'not_before', minutes: minutesOf(before[1], before[2]) });
    else if (after) constraints.push({ person, kind: 'not_after', minutes: minutesOf(after[1], after[2]) });
    else if (/\b(?:que|seulement|uniquement)\s+(?:l'|le\s+|les\s+)?apres-?midis?\b/.test(folded))
      constraints.push({ person, kind: 'afternoon_only' });
    else if (/\b(?:que|seulement|uniquement)\s+(?:le\s+|les\s+)?matins?\b/.test(folded))
      constraints.push({ person, kind: 'morning_only' });
    else if (/\b(?:pas|jamais)\b[^,]*\b(?:l'|le\s+)apres-?midi\b/.test(folded))
      constraints.push({ person, kind: 'morning_only' });
    else if (/\b(?:pas|jamais)\b[^,]*\b(?:le\s+)?matin\b/.test(folded))
      constraints.push({ person, kind: 'afternoon_only' });
    else if (day?.[1]) constraints.push({ person, kind: 'not_day', day: day[1] });
  }
  return constraints;
}

/** The request, when it asks to split people over shifts it gives. */
export function shiftRequestOf(message: string): ShiftRequest | null {
  const folded = fold(message);
  if (
    !/\b(repartition|repartis|repartir|repartissez|reparti|qui (?:fait|prend|va) quoi|qui je mets|organise les (?:creneaux|services|equipes)|place(?:r)? (?:mes|les) )/.test(
      folded,
    )
  )
    return null;
  const shifts = shiftsOf(message);
  const people = peopleOf(message);
  if (shifts.length < 2 || people.length < 2) return null;
  return { shifts, people, constraints: constraintsOf(message, people) };
}

function allows(constraint: Constraint, shift: Shift): boolean {
  switch (constraint.kind) {
    case 'not_before':
      return shift.start === null || shift.start >= constraint.minutes;
    case 'not_after':
      return shift.end === null || shift.end <= constraint.minutes;
    case 'afternoon_only':
      return shift.start === null || shift.start >= 12 * 60;
    case 'morning_only':
      return shift.end === null || shift.end <= 14 * 60;
    case 'not_day':
      return shift.day !== constraint.day;
  }
}

/** Each person on one shift, every constraint kept, the most constrained placed first; null when impossible. */
export function splitShifts(request: ShiftRequest): Map<string, string[]> | null {
  const { shifts, people, constraints } = request;
  const fits = (person: string, shift: Shift) =>
    constraints.filter((each) => each.person === person).every((each) => allows(each, shift));
  const order = [...people].sort(
    (a, b) =>
      shifts.filter((shift) => fits(a, shift)).length - shifts.filter((shift) => fits(b, shift)).length,
  );
  const placed = new Map(shifts.map((shift) => [shift.label, [] as string[]]));
  const place = (index: number): boolean => {
    if (index === order.length)
      return shifts.every((shift) => placed.get(shift.label)!.length === shift.need);
    const person = order[index]!;
    for (const shift of shifts) {
      const team = placed.get(shift.label)!;
      if (team.length >= shift.need || !fits(person, shift)) continue;
      team.push(person);
      if (place(index + 1)) return true;
      team.pop();
    }
    return false;
  };
  if (shifts.reduce((sum, shift) => sum + shift.need, 0) !== people.length || !place(0)) return null;
  for (const team of placed.values()) team.sort((a, b) => people.indexOf(a) - people.indexOf(b));
  return placed;
}

function said(constraint: Constraint): string {
  switch (constraint.kind) {
    case 'not_before':
      return `${constraint.person} ne peut pas avant ${formatTime(constraint.minutes)}`;
    case 'not_after':
      return `${constraint.person} ne peut pas après ${formatTime(constraint.minutes)}`;
    case 'afternoon_only':
      return `${constraint.person} ne vient que l’après-midi`;
    case 'morning_only':
      return `${constraint.person} ne vient que le matin`;
    case 'not_day':
      return `${constraint.person} ne peut pas le ${constraint.day}`;
  }
}

export function shiftSplitReply(conversation: Conversation): string | null {
  const request = shiftRequestOf(conversation.message);
  if (!request) return null;
  const { shifts, people, constraints } = request;
  const needed = shifts.reduce((sum, shift) => sum + shift.need, 0);
  // The day of the whole planning (« samedi 19 décembre »), when the shifts are hours of one day.
  const day = shifts.some((shift) => shift.day)
    ? undefined
    : findDates(conversation.message, conversation.now).find(
        (date) => date.day !== null && !date.timeOnly && date.minutes === null,
      )?.day;
  const when = day !== undefined && day !== null ? ` du ${formatDay(day, conversation.today)}` : '';
  const split = splitShifts(request);
  if (!split)
    return blocks(
      needed !== people.length
        ? `Je ne peux pas faire cette répartition telle quelle : il faut ${numberInWords(needed)} places pour ${numberInWords(people.length)} personnes, chacune sur un seul créneau.`
        : 'Je ne trouve aucune répartition qui respecte toutes vos contraintes :',
      constraints.length ? constraints.map((each) => `- ${said(each)}`).join('\n') : null,
      needed !== people.length
        ? 'Dites-moi qui peut faire deux créneaux, ou quel créneau peut tourner avec une personne de moins.'
        : 'Dites-moi laquelle peut s’assouplir, et je refais la répartition.',
    );
  const placedOf = (person: string) => shifts.find((shift) => split.get(shift.label)?.includes(person));
  const constrained = new Set(constraints.map((each) => each.person));
  const free = people.filter((person) => !constrained.has(person));
  return blocks(
    `Voici la répartition${when}, chaque contrainte respectée :`,
    [
      '| Créneau | Besoin | Qui |',
      '|---|---|---|',
      ...shifts.map((shift) => `| ${shift.label} | ${shift.need} | ${split.get(shift.label)!.join(', ')} |`),
    ].join('\n'),
    `**Comment je l’ai faite :**\n${[
      `${numberInWords(needed).replace(/^./, (c) => c.toUpperCase())} places pour ${numberInWords(people.length)} personnes : chacune a un seul créneau, personne n’est en trop.`,
      ...constraints.map((each) => `${said(each)} : donc ${placedOf(each.person)?.label}.`),
      free.length
        ? `${free.join(', ').replace(/, ([^,]+)$/, ' et $1')}, sans contrainte, ${free.length > 1 ? 'complètent' : 'complète'} les places restantes.`
        : null,
    ]
      .filter(Boolean)
      .map((line) => `- ${line}`)
      .join('\n')}`,
    'Si quelqu’un préfère un autre créneau, dites-le-moi : je vérifie que l’échange garde vos contraintes.',
  );
}
