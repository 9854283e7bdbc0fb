// A plan made of the steps the user lists, dated from what they said of each: forward from a start
// day with each step's length (« terrassement à partir du lundi 4 janvier (1 semaine), puis
// maçonnerie (2 semaines)… »), or back from a deadline (« pour l’ouverture le 6 mars : finir les
// travaux, commander le stock (6 semaines de délai)… »). Never a stock template beside them.

import type { DayNumber } from '../../../../shared/paris-time.ts';
import {
  capitalise,
  fold,
  formatDay,
  isWorkingDay,
  nextWorkingDay,
  numberInWords,
  plural,
  workingDayBefore,
} from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { lengthenedStep, type PlanStep, planSteps, planText } from '../understanding/plan-steps.ts';
import { asksForTaskList } from '../understanding/task-list.ts';
import { blocks } from './compose.ts';
import { opening } from './work-parts.ts';

interface Row {
  from: DayNumber;
  to: DayNumber;
  text: string;
}

/** The working days after `from` up to and including `to`. */
function workingDaysBetween(from: DayNumber, to: DayNumber): number {
  let count = 0;
  for (let day = from + 1; day <= to; day++) if (isWorkingDay(day)) count++;
  return count;
}

/** The first working day on or after a day. */
function workingDayFrom(day: DayNumber): DayNumber {
  return isWorkingDay(day) ? day : nextWorkingDay(day);
}

/** The day `count` working days before `day` (a working day itself). */
function workingDaysBack(day: DayNumber, count: number): DayNumber {
  let result = day;
  for (let left = count; left > 0; left--) result = workingDayBefore(result - 1);
  return result;
}

// « à partir du lundi 4 janvier », « dès le 4 janvier », « on commence le 4 »: the day the work starts.
const startSaid = /^(?:a partir|des\b|a compter)|\b(?:commence\w*|demarr\w*|debut\w*)\b/;

function when(row: Row, reference: DayNumber): string {
  return row.from === row.to
    ? capitalise(formatDay(row.from, reference))
    : `Du ${formatDay(row.from, reference)} au ${formatDay(row.to, reference)}`;
}

function stepName(step: PlanStep): string {
  return capitalise(step.name);
}

/** Steps one after the other from their start day: each begins the working day after the one before. */
function forward(steps: PlanStep[], start: DayNumber): Row[] {
  let cursor = workingDayFrom(start);
  return steps.map((step) => {
    if (step.start) cursor = Math.max(cursor, workingDayFrom(step.start.day));
    const from = cursor;
    const to = step.workDays ? nextWorkingDay(from - 1, step.workDays - 1) : from;
    // An order waited for holds the next step until it is there.
    const arrives = step.leadDays ? workingDayFrom(from + step.leadDays) : null;
    cursor = Math.max(nextWorkingDay(to), arrives ?? 0);
    const said = [
      step.lengthText,
      arrives && step.leadText && `${step.leadText} de délai : en place vers le ${formatDay(arrives, start)}`,
    ].filter(Boolean);
    return { from, to, text: `${stepName(step)}${said.length ? ` (${said.join(' ; ')})` : ''}` };
  });
}

/**
 * Steps dated back from the deadline, the last one first: a step with a length ends the working day
 * before the next one starts; one without ends `gap` days before the next; an order with its lead
 * time is placed so that it is there when the last step is due.
 */
function backward(steps: PlanStep[], deadline: DayNumber, today: DayNumber): { rows: Row[]; gap: number } {
  // « 3 semaines avant »: dated from the deadline itself, outside the chain.
  const chain = steps.filter((step) => step.leadDays === null && !step.beforeDays);
  const bare = chain.filter((step) => step.workDays === null).length;
  const busy = chain.reduce((sum, step) => sum + Math.ceil(((step.workDays ?? 0) * 7) / 5), 0);
  const available = deadline - nextWorkingDay(today);
  // No time said of any step (« travaux, commande du stock, communication »): the time left spread
  // evenly between them, in whole weeks from a week on, six at most (a wedding in six months is not
  // prepared in its last month). Steps with their times keep the others a week apart at most.
  const even = Math.floor((available - busy) / (bare + 1));
  const untimed = steps.every((step) => step.workDays === null && step.leadDays === null);
  const gap = untimed && even >= 7 ? Math.min(42, even - (even % 7)) : Math.max(1, Math.min(7, even));
  const placed = new Map<PlanStep, Row>();
  let cursor = deadline;
  for (const step of [...chain].reverse()) {
    const to = workingDayBefore(cursor - (step.workDays ? 1 : gap));
    const from = step.workDays ? workingDaysBack(to, step.workDays - 1) : to;
    placed.set(step, {
      from,
      to,
      text: `${stepName(step)}${step.lengthText ? ` (${step.lengthText})` : ''}`,
    });
    cursor = from;
  }
  const neededBy = workingDayBefore(deadline - gap);
  for (const step of steps) {
    if (step.leadDays === null) continue;
    const latest = workingDayBefore(neededBy - step.leadDays);
    const soon = nextWorkingDay(today);
    const day = Math.max(latest, soon);
    const arrives = day + step.leadDays;
    const lead = step.leadText ? `${step.leadText} de délai` : 'délai compris';
    placed.set(step, {
      from: day,
      to: day,
      text:
        latest >= soon
          ? `${stepName(step)} au plus tard ce jour (${lead} : en place le ${formatDay(neededBy, deadline)})`
          : `${stepName(step)} dès que possible (${lead} : en place vers le ${formatDay(arrives, deadline)}${arrives > deadline ? ', après l’échéance' : ''})`,
    });
  }
  for (const step of steps) {
    if (!step.beforeDays) continue;
    const day = Math.max(workingDayBefore(deadline - step.beforeDays), nextWorkingDay(today));
    placed.set(step, { from: day, to: day, text: `${stepName(step)} (${step.beforeText} avant l’échéance)` });
  }
  const rows = steps.map((step) => placed.get(step)!).sort((a, b) => a.from - b.from);
  return { rows, gap };
}

/**
 * The plan of the user's own steps, or null when the request lists none (or gives neither a start
 * day nor a deadline to date them from).
 */
export function ownStepsPlan(
  conversation: Conversation,
  subject: string | null,
  shift: number,
): string | null {
  const { request, today, now, style } = conversation;
  const steps = planSteps(planText(request.command, request.pasted), now);
  if (!steps.length) return null;
  const [date, ...others] = request.facts.dates;
  const inSteps = (mention: { text: string; day: DayNumber | null }) =>
    steps.some(
      (step) =>
        step.start?.text === mention.text || (mention.day !== null && step.start?.day === mention.day),
    );
  // A period (« du 6 au 31 janvier ») is the template plan's; dates said in the steps are theirs.
  const allDated = steps.every((step) => step.start && !step.workDays && !step.leadDays);
  if (!allDated && others.some((mention) => !inSteps(mention))) return null;
  const start =
    steps[0]?.start ??
    (date && startSaid.test(fold(date.text)) ? date : null) ??
    steps.find((s) => s.start)?.start;
  const lengthened = request.details?.find((detail) => detail.label === lengthenedStep)?.text;
  const title = subject ? ` pour ${subject}` : '';
  // « La liste de ce qu'il faut faire pour déménager le 15 janvier : … », no time said of any step:
  // a checklist in the user's order, the deadline said once; dating it would invent the spacing.
  const untimed = steps.every((step) => !step.workDays && !step.leadDays && !step.start);
  if (
    untimed &&
    !lengthened &&
    asksForTaskList(request.command) &&
    !/\b(?:planning|retroplanning|calendrier|planifie)\b/.test(fold(request.command))
  ) {
    const deadline = date && date.day + shift > today ? date.day + shift : null;
    const left = deadline ? workingDaysBetween(today, deadline) : 0;
    return blocks(
      opening(
        conversation,
        'millie',
        'une version de la liste',
        `Voici la liste de ce qu’il y a à faire${title}${deadline ? `, d’ici au ${formatDay(deadline, today)}` : ''} :`,
        'Avec plaisir.',
      ),
      steps.map((step) => `- [ ] ${stepName(step)}`).join('\n'),
      deadline !== null && `Il reste ${plural(left, 'jour ouvré', 'jours ouvrés')} d’ici là.`,
      'Donnez-moi la durée ou le délai de chaque tâche et j’en fais un rétroplanning daté.',
    );
  }
  // « dépose le 7 décembre, plomberie du 8 au 10, carrelage du 11 au 16, finitions le 17 »: the user
  // dated every step; the plan is theirs, in order, with what a reader checks (overlaps, idle days).
  if (!lengthened && allDated) {
    const dated = steps
      .map((step) => ({
        name: stepName(step),
        from: step.start!.day + shift,
        to: (step.start!.endDay ?? step.start!.day) + shift,
      }))
      .sort((a, b) => a.from - b.from);
    // « du mardi 8 au jeudi 10 décembre »: the month said once when both days share it.
    const said = (row: { from: DayNumber; to: DayNumber }) => {
      const [from, to] = [formatDay(row.from, today), formatDay(row.to, today)];
      if (row.to <= row.from) return from;
      const month = / \p{L}+(?: \d{4})?$/u.exec(from)?.[0];
      return `du ${month && to.endsWith(month) ? from.slice(0, -month.length) : from} au ${to}`;
    };
    const notes: string[] = [];
    dated.forEach((row, index) => {
      const previous = dated[index - 1];
      if (!previous) return;
      if (row.from <= previous.to)
        notes.push(
          `**${row.name}** commence avant la fin de « ${previous.name} » : vérifiez que les deux peuvent avancer en même temps.`,
        );
      else {
        const idle = workingDaysBetween(previous.to, row.from) - 1;
        if (idle > 0)
          notes.push(
            `${plural(idle, 'jour ouvré', 'jours ouvrés')} sans intervention entre « ${previous.name} » et « ${row.name} ».`,
          );
      }
    });
    const weekends = dated.filter((row) => {
      for (let day = row.from; day <= row.to; day++) if (!isWorkingDay(day)) return true;
      return false;
    });
    const last = dated.at(-1)!;
    return blocks(
      opening(
        conversation,
        'millie',
        'une version du planning',
        `Voici le planning${title}, avec vos dates :`,
        'Avec plaisir.',
      ),
      dated.map((row, index) => `${index + 1}. **${capitalise(said(row))}** — ${row.name}`).join('\n'),
      `**Fin prévue :** ${formatDay(last.to, today)}.`,
      ...notes,
      weekends.length > 0 &&
        `${weekends.map((row) => `« ${row.name} »`).join(', ')} ${weekends.length > 1 ? 'passent' : 'passe'} par un week-end ou un jour férié : confirmez que l’artisan travaille ces jours-là, sinon la suite se décale.`,
    );
  }
  if (start) {
    const first = workingDayFrom(start.day + shift);
    const rows = forward(steps, first);
    const last = rows.at(-1)!;
    const lastStep = steps.at(-1)!;
    return blocks(
      lengthened
        ? `Voici le planning mis à jour${title}, toujours à partir du ${formatDay(first, today)} (${lengthened}, la suite décalée d’autant) :`
        : opening(
            conversation,
            'millie',
            'une version du planning',
            `Voici le planning${title}, étape par étape à partir du ${formatDay(first, today)} :`,
            'Avec plaisir.',
          ),
      rows.map((row, index) => `${index + 1}. **${when(row, first)}** — ${row.text}`).join('\n'),
      `**Fin prévue :** ${formatDay(last.to, today)}${lastStep.workDays ? '' : ` (${lastStep.name})`}.`,
      style.length >= 0 &&
        'Une semaine compte cinq jours ouvrés (du lundi au vendredi, jours fériés exclus) et chaque étape commence le jour ouvré qui suit la précédente.',
      steps.some((step) => !step.workDays && step !== lastStep) &&
        'Les étapes sans durée donnée comptent pour une journée : donnez-moi leur durée et je recale la suite.',
    );
  }
  if (!date || date.day + shift <= today) return null;
  const deadline = date.day + shift;
  const { rows, gap } = backward(steps, deadline, today);
  const day = { from: deadline, to: deadline, text: `${capitalise(subject ?? 'l’échéance')} (jour J)` };
  const gapWords =
    gap === 7 ? 'une semaine' : gap % 7 === 0 ? `${numberInWords(gap / 7)} semaines` : plural(gap, 'jour');
  return blocks(
    opening(
      conversation,
      'millie',
      'une version du rétroplanning',
      `Voici le rétroplanning${title}, ${plural(steps.length, 'tâche')} datées à rebours depuis le ${formatDay(deadline, today)} :`,
      'Avec plaisir, partons de l’échéance.',
    ),
    [...rows, day].map((row, index) => `${index + 1}. **${when(row, deadline)}** — ${row.text}`).join('\n'),
    rows[0] &&
      rows[0].from <= nextWorkingDay(today) &&
      `**Attention :** le calendrier est serré, la première tâche est à lancer dès maintenant.`,
    steps.some((step) => step.workDays === null && step.leadDays === null) &&
      style.length >= 0 &&
      `Sans durée donnée, j’ai laissé ${gapWords} entre deux tâches, la dernière ${gapWords} avant le jour J : donnez-moi la durée de chacune et je recale les dates.`,
  );
}
