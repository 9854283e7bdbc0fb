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
  /** The calendar day of a dated shift (« les samedis 19 et 26 décembre »). */
  date?: number;
  need: number;
}

/** What one person can or cannot do, read from the user's words. */
export type Constraint =
  | { person: string; kind: 'not_before'; minutes: number }
  | { person: string; kind: 'not_after'; minutes: number }
  | { person: string; kind: 'afternoon_only' }
  | { person: string; kind: 'morning_only' }
  | { person: string; kind: 'not_day'; day: string }
  | { person: string; kind: 'not_date'; date: number; label: string }
  /** « chacune veut au moins un samedi de libre »: `count` of the shifts left free. */
  | { person: string; kind: 'days_off'; count: number; noun: string };

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
export function shiftsOf(message: string, now?: Date): Shift[] {
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
  if (dayParts.length >= 2) return dayParts;
  // « Les samedis 19 et 26 décembre et le samedi 2 janvier. Il me faut deux personnes par samedi »:
  // each day said is a shift needing the count said « par » day.
  const perDay = new RegExp(
    `(?<!\\p{L})${count}\\s+(?:personnes?|serveu(?:r|se)s?|vendeu(?:r|se)s?|employ[ée]e?s?|salari[ée]e?s?|[ée]quipi(?:er|ère)s?|b[ée]n[ée]voles?)\\s+(?:par|chaque)\\s+(?:${weekdays}|jour|date|soir|service|week-end)`,
    'iu',
  ).exec(message);
  if (!perDay || !now) return [];
  const days = [
    ...new Set(
      findDates(message, now)
        // A day of the month said (« par samedi » names no day).
        .filter((date) => date.minutes === null && !date.timeOnly && /\d/.test(date.text))
        .map((date) => date.day),
    ),
  ].sort((a, b) => a - b);
  if (days.length < 2) return [];
  const today = Math.floor((now.getTime() + 3_600_000) / 86_400_000);
  return days.map((date) => ({
    label: formatDay(date, today),
    start: null,
    end: null,
    day: weekdayNames[new Date(date * 86_400_000).getUTCDay()]!,
    date,
    need: countOf(perDay[1] ?? ''),
  }));
}

const weekdayNames = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

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
export function constraintsOf(message: string, people: string[], shifts: Shift[] = []): Constraint[] {
  const constraints: Constraint[] = [];
  // « chacune veut au moins un samedi de libre », « tout le monde garde un jour off »: for everyone.
  const off =
    /\b(?:chacune?|tout le monde|toutes|tous)\b[^.;]*?\b(?:au moins\s+)?(un|une|deux|\d)\s+(samedi|dimanche|jour|soir|week-end|date)s?\s+(?:de libre|off|de repos|de conge)/.exec(
      fold(message),
    );
  if (off)
    for (const person of people)
      constraints.push({ person, kind: 'days_off', count: countOf(off[1] ?? '1'), noun: off[2] ?? 'jour' });
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
    else if (
      /\b(?:pas|jamais|absente?|en conge)\b/.test(folded) &&
      shifts.some((shift) => shift.date !== undefined && dateSaid(folded, shift))
    ) {
      for (const shift of shifts)
        if (shift.date !== undefined && dateSaid(folded, shift))
          constraints.push({ person, kind: 'not_date', date: shift.date, label: shift.label });
    } else if (day?.[1]) constraints.push({ person, kind: 'not_day', day: day[1] });
  }
  return constraints;
}

/** « le 26 », « le samedi 26 décembre »: the shift's day of the month said in the clause. */
function dateSaid(folded: string, shift: Shift): boolean {
  const dayOfMonth = new Date(shift.date! * 86_400_000).getUTCDate();
  return new RegExp(`\\b(?:le\\s+)?(?:${weekdays}\\s+)?${dayOfMonth}(?:er)?\\b(?!\\s*h)`).test(folded);
}

/** The request, when it asks to split people over shifts it gives. */
export function shiftRequestOf(message: string, now?: Date): ShiftRequest | null {
  const folded = fold(message);
  if (
    !/\b(repartition|repartis|repartir|repartissez|reparti|qui (?:fait|prend|va) quoi|qui je mets|organise les (?:creneaux|services|equipes)|place(?:r)? (?:mes|les) |planning des (?:samedis|dimanches|week-ends))/.test(
      folded,
    )
  )
    return null;
  const shifts = shiftsOf(message, now);
  const people = peopleOf(message);
  if (shifts.length < 2 || people.length < 2) return null;
  return { shifts, people, constraints: constraintsOf(message, people, shifts) };
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
    case 'not_date':
      return shift.date !== constraint.date;
    case 'days_off':
      return true;
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
  const places = shifts.reduce((sum, shift) => sum + shift.need, 0);
  if (places > people.length) return rota(request, fits);
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
  if (places !== people.length || !place(0)) return null;
  for (const team of placed.values()) team.sort((a, b) => people.indexOf(a) - people.indexOf(b));
  return placed;
}

/** How many shifts a person may take: an even share of the places, less the days off they keep. */
function shareOf(request: ShiftRequest, person: string): number {
  const places = request.shifts.reduce((sum, shift) => sum + shift.need, 0);
  const even = Math.ceil(places / request.people.length);
  const off = request.constraints.find((each) => each.person === person && each.kind === 'days_off');
  return Math.min(even, request.shifts.length - (off?.kind === 'days_off' ? off.count : 0));
}

/**
 * More places than people (« deux personnes par samedi » over three Saturdays, three sellers): each
 * works several shifts, never twice the same, an even share each, every constraint kept.
 */
function rota(
  request: ShiftRequest,
  fits: (person: string, shift: Shift) => boolean,
): Map<string, string[]> | null {
  const { shifts, people } = request;
  const placed = new Map(shifts.map((shift) => [shift.label, [] as string[]]));
  const load = new Map(people.map((person) => [person, 0]));
  const slots = shifts.flatMap((shift) => Array.from({ length: shift.need }, () => shift));
  const fill = (index: number): boolean => {
    if (index === slots.length) return true;
    const shift = slots[index]!;
    const team = placed.get(shift.label)!;
    // The least loaded first, so the shares stay even.
    const candidates = [...people].sort((a, b) => load.get(a)! - load.get(b)!);
    for (const person of candidates) {
      if (team.includes(person) || load.get(person)! >= shareOf(request, person) || !fits(person, shift))
        continue;
      team.push(person);
      load.set(person, load.get(person)! + 1);
      if (fill(index + 1)) return true;
      team.pop();
      load.set(person, load.get(person)! - 1);
    }
    return false;
  };
  if (!fill(0)) return null;
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
    case 'not_date':
      return `${constraint.person} ne peut pas le ${constraint.label}`;
    case 'days_off':
      return `${constraint.person} garde au moins ${constraint.count === 1 ? (/^(?:date|soir)/.test(constraint.noun) ? 'une' : 'un') : numberInWords(constraint.count)} ${constraint.noun}${constraint.count > 1 ? 's' : ''} de libre`;
  }
}

export function shiftSplitReply(conversation: Conversation): string | null {
  const request = shiftRequestOf(conversation.message, conversation.now);
  if (!request) return null;
  const { shifts, people, constraints } = request;
  const needed = shifts.reduce((sum, shift) => sum + shift.need, 0);
  if (needed > people.length) return rotaReply(request, needed);
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

/** Several shifts each: the table by day, then each person's days and the days they keep free. */
function rotaReply(request: ShiftRequest, needed: number): string {
  const { shifts, people, constraints } = request;
  const split = splitShifts(request);
  const everyone = constraints.find((each) => each.kind === 'days_off');
  const own = constraints.filter((each) => each.kind !== 'days_off');
  const ruleLines = [
    everyone?.kind === 'days_off'
      ? `chacune garde au moins ${everyone.count === 1 ? (/^(?:date|soir)/.test(everyone.noun) ? 'une' : 'un') : numberInWords(everyone.count)} ${everyone.noun}${everyone.count > 1 ? 's' : ''} de libre`
      : null,
    ...own.map(said),
  ].filter((line): line is string => Boolean(line));
  if (!split)
    return blocks(
      `Je ne trouve aucune répartition qui respecte tout : il faut ${numberInWords(needed)} places pour ${numberInWords(people.length)} personnes, et :`,
      ruleLines.map((line) => `- ${line}`).join('\n'),
      'Dites-moi quelle contrainte peut s’assouplir, ou qui peut venir en renfort, et je refais la répartition.',
    );
  const daysOf = (person: string) => shifts.filter((shift) => split.get(shift.label)!.includes(person));
  const share = (person: string) => daysOf(person).length;
  const even = people.every((person) => share(person) === share(people[0]!));
  return blocks(
    'Voici la répartition, chaque contrainte respectée :',
    [
      '| Jour | Besoin | Qui |',
      '|---|---|---|',
      ...shifts.map((shift) => `| ${shift.label} | ${shift.need} | ${split.get(shift.label)!.join(', ')} |`),
    ].join('\n'),
    `**Comment je l’ai faite :**\n${[
      `${numberInWords(needed).replace(/^./, (c) => c.toUpperCase())} places pour ${numberInWords(people.length)} personnes : ${even ? `chacune en fait ${numberInWords(share(people[0]!))}` : 'les places sont partagées au plus juste'}.`,
      ...people.map((person) => {
        const free = shifts.filter((shift) => !split.get(shift.label)!.includes(person));
        return `${person} : ${daysOf(person)
          .map((shift) => shift.label)
          .join(', ')
          .replace(/, ([^,]+)$/, ' et $1')}${
          free.length
            ? ` (libre le ${free
                .map((shift) => shift.label)
                .join(', ')
                .replace(/, ([^,]+)$/, ' et le $1')})`
            : ''
        }.`;
      }),
      ...ruleLines.map((line) => `${line.charAt(0).toUpperCase()}${line.slice(1)} : c’est respecté.`),
    ]
      .map((line) => `- ${line}`)
      .join('\n')}`,
    'Si quelqu’un veut échanger un jour, dites-le-moi : je vérifie que l’échange garde vos contraintes.',
  );
}
