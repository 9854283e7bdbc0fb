// Alfred organises a day around the appointments the user lists (understanding/appointments.ts):
// preparation before each one, the gaps given to focused work, lunch, the follow-up at the end, and
// the day planned again when one of them is cancelled or moved.
import { parisClock } from '../../../../shared/paris-time.ts';
import { eventsBetween } from '../calendar.ts';
import { fold, formatDay, formatDuration, formatTime, numberInWords, plural, withDe } from '../french.ts';
import { voices } from '../team.ts';
import { appointmentsAfter, appointmentsOf } from '../understanding/appointments.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { type DayTask, type DayTasks, dayTasksOf } from '../understanding/day-tasks.ts';
import { openTasks, rankTasks } from '../workspace.ts';
import { blocks, inUsersRegister, listWords } from './compose.ts';

const organiseWords =
  /\b(organis\w*|planifi\w*|cas(?:e|er|ez)|agenc\w*|structur\w*|optimis\w*|ma journee|le reste|emploi du temps|par quoi)\b/;

/**
 * True when the request lists at least two appointments of one day with their times and, unless it
 * was read as a look at the agenda, asks to organise around them (« Aide-moi à caser le reste »).
 */
export function asksForDayPlan(conversation: Conversation): boolean {
  const { request } = conversation;
  if (request.intent !== 'agenda' && !organiseWords.test(fold(`${request.command} ${request.pasted ?? ''}`)))
    return false;
  return appointmentsOf(request, conversation.now).length >= 2;
}

/** « Rendez-vous avec le comptable » → « le rendez-vous avec le comptable »; any other name quoted. */
function named(label: string): string {
  return /^rendez-vous\b/i.test(label) ? `le ${label.replace(/^R/, 'r')}` : `« ${label} »`;
}

interface Block {
  start: number;
  end: number;
  text: string;
  appointment?: boolean;
}

const defaultLength = 60;
const workEnd = 19 * 60;
/** « 23 h 30 », and « minuit » rather than « 24 h ». */
const hourSaid = (minutes: number) => (minutes >= 24 * 60 ? 'minuit' : formatTime(minutes));
const midnight = 24 * 60;
const personal =
  /\b(dentiste|medecin|docteur|kine\w*|osteo\w*|ophtalmo\w*|pediatre|coiffeur|garage|controle technique|ecole|creche|sport|salle)\b/;
const lunch = { earliest: 12 * 60, latest: 14 * 60, length: 60 };

export function dayPlan(conversation: Conversation): string {
  const { request, today, workspace, now } = conversation;
  const listed = appointmentsOf(request, now);
  const changes = (request.details ?? [])
    .filter((detail) => detail.label === 'changement')
    .map((d) => d.text);
  const { appointments, freed, moved } = appointmentsAfter(listed, changes, now);
  const day = listed[0]!.day;

  // The calendar's own events that day join the ones said, unless one is already said at that time;
  // a visitor's sample calendar and tasks are not theirs, and stay out of their day.
  const own = !workspace.isSample;
  const calendar = (own ? eventsBetween(workspace.events, day, day) : [])
    .map((event) => ({
      label: event.title,
      start: parisClock(new Date(event.start)).minutes,
      end: parisClock(new Date(event.end)).minutes,
    }))
    .filter((event) => !appointments.some((said) => said.start === event.start));
  const fixed = [...appointments, ...calendar].sort((a, b) => a.start - b.start);

  const warnings: string[] = [];
  const timed = fixed.map((appointment, index) => {
    const next = fixed[index + 1];
    let end = appointment.end ?? appointment.start + defaultLength;
    if (appointment.end === null && next && next.start > appointment.start && next.start < end)
      end = next.start;
    if (next && next.start < end)
      warnings.push(
        `**Attention :** « ${appointment.label} » (${formatTime(appointment.start)}) et « ${next.label} » (${formatTime(next.start)}) se chevauchent : l’un des deux est à déplacer.`,
      );
    return { ...appointment, end: Math.min(end, midnight) };
  });

  const tasks = own ? rankTasks(openTasks(workspace)).map((task) => task.title) : [];
  const plan: Block[] = timed.map((appointment) => ({
    start: appointment.start,
    end: appointment.end,
    text: `**${appointment.label}**`,
    appointment: true,
  }));
  const first = timed[0]!;
  const last = timed.reduce((latest, appointment) => (appointment.end > latest.end ? appointment : latest));
  const dayStart = Math.min(8 * 60 + 30, first.start - 30);
  // The plan ends with the day: an appointment late in the evening is cut at midnight.
  const dayEnd = Math.min(Math.max(18 * 60, last.end + 30), midnight);
  let lunchPlaced = timed.some((appointment) => /\bdejeuner|repas\b/.test(fold(appointment.label)));
  let focusBlocks = 0;

  // Each gap between two fixed points: preparation just before an appointment, lunch in its window,
  // focused work in what is long enough, mails and calls in the rest, the follow-up after the last one.
  const points = [{ end: dayStart, label: null as string | null }, ...timed];
  for (const [index, point] of points.entries()) {
    const nextAppointment = timed[index];
    let from = point.end;
    const to = nextAppointment ? nextAppointment.start : dayEnd;
    if (to - from < 15) continue;
    const gap: Block[] = [];
    if (!nextAppointment && point.label) {
      const followUp = Math.min(30, to - from);
      gap.push({
        start: from,
        end: from + followUp,
        text: 'Suivi des rendez-vous : comptes rendus, emails promis et tâches à créer',
      });
      from += followUp;
    }
    let prepare: Block | null = null;
    // A personal appointment (the dentist, the garage) needs no preparation, only to be on time.
    if (nextAppointment && to - from >= 30 && !personal.test(fold(nextAppointment.label))) {
      const length = to - from >= 90 ? 30 : 15;
      prepare = {
        start: to - length,
        end: to,
        text: `Préparer ${named(nextAppointment.label)} : documents, questions à poser, ce que vous voulez obtenir`,
      };
    }
    const end = prepare ? prepare.start : to;
    if (!lunchPlaced) {
      const lunchStart = Math.max(from, lunch.earliest);
      if (
        lunchStart + lunch.length <= Math.min(end, lunch.latest + lunch.length) &&
        lunchStart < lunch.latest
      ) {
        if (lunchStart - from >= 15) fill(gap, from, lunchStart);
        gap.push({ start: lunchStart, end: lunchStart + lunch.length, text: 'Pause déjeuner' });
        from = lunchStart + lunch.length;
        lunchPlaced = true;
      }
    }
    if (end - from >= 15) fill(gap, from, end);
    if (prepare) gap.push(prepare);
    plan.push(...gap);
  }

  function fill(into: Block[], from: number, to: number) {
    // Work is planned in working hours; the evening before a late appointment is the user's own.
    if (to > workEnd) {
      if (from < workEnd - 15) fill(into, from, workEnd);
      const start = Math.max(from, workEnd);
      if (to - start >= 15) into.push({ start, end: to, text: 'Temps libre' });
      return;
    }
    const wasFreed = freed.find((slot) => slot.start < to && (slot.end ?? slot.start + defaultLength) > from);
    const note = wasFreed ? ` (créneau libéré par l’annulation ${withDe(named(wasFreed.label))})` : '';
    // Two hours of focus at most in one go: then a break and the rest of the gap.
    if (to - from > 150) {
      fill(into, from, from + 120);
      into.push({ start: from + 120, end: from + 135, text: 'Pause' });
      fill(into, from + 135, to);
    } else if (to - from >= 45) {
      const task = tasks[focusBlocks];
      into.push({
        start: from,
        end: to,
        text: `Travail de fond, sans interruption${task ? ` : « ${task} »` : focusBlocks ? ' : le dossier suivant' : ' : votre dossier le plus important'}${note}`,
      });
      focusBlocks++;
    } else into.push({ start: from, end: to, text: `Emails et appels courts${note}` });
  }

  plan.sort((a, b) => a.start - b.start);
  const said = [
    ...freed.map((slot) => `${named(slot.label)} est annulé`),
    ...moved.map((slot) => `${named(slot.label)} passe à ${formatTime(slot.start)}`),
  ];
  // « 3 rendez-vous », « trois rdv »: the count as the user wrote it, else in words.
  const counted = request.facts.quantities.find((quantity) => /rendez-vous|rdv/i.test(quantity));
  const yours = `vos ${counted ?? `${numberInWords(listed.length)} rendez-vous`}`;
  const intro = said.length
    ? `${voices.alfred.ack} Sur ${yours} du ${formatDay(day, today)}, ${listWords(said)} : voici la journée réorganisée${freed.length ? ', avec le temps libéré rendu au travail de fond' : ''} :`
    : `${voices.alfred.ack} Voici votre journée du ${formatDay(day, today)}, organisée autour de ${yours} :`;
  const unsized = appointments.filter((appointment) => appointment.end === null);
  return blocks(
    intro,
    plan
      .map((block) => `- **${formatTime(block.start)} – ${hourSaid(block.end)}** — ${block.text}`)
      .join('\n'),
    ...warnings,
    unsized.length > 0 &&
      `_J’ai compté ${unsized.length === appointments.length && unsized.length > 1 ? 'chaque rendez-vous' : listWords(unsized.map((appointment) => named(appointment.label)))} sur 1 h, faute de durée : dites-moi ${unsized.length > 1 ? 'la durée de chacun' : 'sa durée'} s’il le faut._`,
    calendar.length > 0 &&
      `_${plural(calendar.length, 'événement', 'événements')} de votre planning ${calendar.length > 1 ? 'ont été ajoutés' : 'a été ajouté'} à ceux que vous m’avez donnés._`,
    'Si un rendez-vous est annulé ou déplacé, dites-le-moi simplement et je réorganise la journée.',
  );
}

interface Placed {
  task: DayTask;
  start: number;
  end: number;
  /** No duration said: the length counted for it. */
  assumed: boolean;
  fixed: boolean;
}

const taskLength = 30;
const appointmentLength = 60;
const windows = {
  day: { start: 8 * 60 + 30, end: 18 * 60 + 30 },
  morning: { start: 8 * 60 + 30, end: 12 * 60 + 30 },
  afternoon: { start: 13 * 60 + 30, end: 18 * 60 + 30 },
} as const;

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * The tasks placed in the day, in the order given: each at the first free time it fits in whole,
 * after what it must follow; a task due by a time that would end too late moves ahead of the ones
 * before it until it is done in time.
 */
export function placeDayTasks(listed: DayTasks): {
  placed: Placed[];
  lunch: { start: number; end: number } | null;
  late: Placed[];
  unplaced: DayTask[];
  clashes: Array<[Placed, Placed]>;
  window: { start: number; end: number };
} {
  const fixed: Placed[] = listed.tasks
    .filter((task) => task.at !== null)
    .map((task) => ({
      task,
      start: task.at!,
      end: task.until ?? task.at! + (task.duration ?? appointmentLength),
      assumed: task.until === null && task.duration === null,
      fixed: true,
    }))
    .sort((a, b) => a.start - b.start);
  const window = {
    start: Math.min(windows[listed.part].start, ...fixed.map((item) => item.start)),
    end: Math.max(windows[listed.part].end, ...fixed.map((item) => item.end)),
  };
  // Lunch in its hours, where no fixed time is: not asked of a morning or an afternoon.
  const lunchTimes = [12 * 60 + 30, 12 * 60, 13 * 60].map((start) => ({ start, end: start + 60 }));
  const lunch =
    listed.part === 'day'
      ? (lunchTimes.find((slot) => !fixed.some((item) => overlaps(item, slot))) ?? null)
      : null;
  const flexible = listed.tasks.filter((task) => task.at === null);

  function schedule(order: DayTask[]) {
    const busy: Array<{ start: number; end: number }> = [...fixed, ...(lunch ? [lunch] : [])];
    const placed: Placed[] = [];
    const unplaced: DayTask[] = [];
    for (const task of order) {
      const length = task.duration ?? taskLength;
      const earliest = Math.max(window.start, task.after ?? 0);
      const candidates = [earliest, ...busy.map((slot) => slot.end)]
        .filter((start) => start >= earliest)
        .sort((a, b) => a - b);
      const start = candidates.find(
        (from) =>
          from + length <= window.end &&
          !busy.some((slot) => overlaps(slot, { start: from, end: from + length })),
      );
      if (start === undefined) {
        unplaced.push(task);
        continue;
      }
      const item = { task, start, end: start + length, assumed: task.duration === null, fixed: false };
      placed.push(item);
      busy.push(item);
    }
    return { placed, unplaced };
  }

  const isLate = (item: Placed) => item.task.before !== null && item.end > item.task.before;
  let order = [...flexible];
  let result = schedule(order);
  for (let tries = 0; tries < flexible.length * flexible.length; tries++) {
    const late = result.placed.find(isLate) ?? null;
    const index = late ? order.indexOf(late.task) : -1;
    if (!late || index <= 0) break;
    order = [...order.slice(0, index - 1), late.task, order[index - 1]!, ...order.slice(index + 1)];
    result = schedule(order);
  }
  const clashes: Array<[Placed, Placed]> = [];
  for (const [index, item] of fixed.entries()) {
    const next = fixed[index + 1];
    if (next && overlaps(item, next)) clashes.push([item, next]);
  }
  return {
    placed: [...fixed, ...result.placed].sort((a, b) => a.start - b.start),
    lunch,
    late: result.placed.filter(isLate),
    unplaced: result.unplaced,
    clashes,
    window,
  };
}

const lengthSaid = (minutes: number) => formatDuration(minutes);
/** « avant 16 h », « avant ce soir ». */
const dueSaid = (task: DayTask) => `avant ${task.beforeSaid ?? hourSaid(task.before!)}`;

/** The day planned from the tasks the user lists, with their times, durations and deadlines. */
export function dayTasksPlan(conversation: Conversation, listed: DayTasks): string {
  const { today } = conversation;
  const { placed, lunch, late, unplaced, clashes, window } = placeDayTasks(listed);
  const lines: Array<{ start: number; end: number; text: string }> = placed.map((item) => {
    const { task } = item;
    const notes = [
      item.fixed
        ? task.until !== null
          ? 'heure fixée'
          : `heure fixée${item.assumed ? '' : `, ${lengthSaid(item.end - item.start)}`}`
        : null,
      !item.fixed && task.duration !== null ? lengthSaid(task.duration) : null,
      task.before !== null ? `à faire ${dueSaid(task)}` : null,
      task.after !== null ? `pas avant ${hourSaid(task.after)}` : null,
    ].filter(Boolean);
    return {
      start: item.start,
      end: item.end,
      text: `${item.fixed ? `**${task.label}**` : task.label}${notes.length ? ` (${notes.join(', ')})` : ''}`,
    };
  });
  if (lunch) lines.push({ ...lunch, text: 'Pause déjeuner' });
  lines.sort((a, b) => a.start - b.start);
  // The free time left, half an hour or more, said as such: room for what runs over.
  const withFree: typeof lines = [];
  let cursor = window.start;
  for (const line of lines) {
    if (line.start - cursor >= 30) withFree.push({ start: cursor, end: line.start, text: 'Libre' });
    withFree.push(line);
    cursor = Math.max(cursor, line.end);
  }
  if (window.end - cursor >= 30)
    withFree.push({ start: cursor, end: window.end, text: 'Libre : de la marge pour ce qui déborde' });

  const part = { day: 'journée', morning: 'matinée', afternoon: 'après-midi' }[listed.part];
  const when =
    listed.day === null
      ? ''
      : listed.day === today + 1
        ? ` de demain, ${formatDay(listed.day, today)}`
        : listed.day === today
          ? ` d’aujourd’hui, ${formatDay(listed.day, today)}`
          : ` du ${formatDay(listed.day, today)}`;
  const fixedOnes = placed.filter((item) => item.fixed);
  const due = placed.filter((item) => !item.fixed && item.task.before !== null && !late.includes(item));
  const quoted = (task: DayTask) => `« ${lowerFirst(task.label)} »`;
  const taskNamed = (task: DayTask) =>
    /^rendez-vous\b/i.test(task.label) ? named(task.label) : quoted(task);
  const kept = [
    ...fixedOnes.map((item) => `${taskNamed(item.task)} à ${formatTime(item.start)}`),
    ...due.map((item) => `${taskNamed(item.task)} ${dueSaid(item.task)}`),
  ];
  const intro = `Voici votre ${part}${when}, ${listed.part === 'afternoon' ? 'placé' : 'placée'} à partir de votre liste et des durées données :`;
  const assumed = placed.filter((item) => item.assumed);
  return inUsersRegister(
    conversation,
    blocks(
      intro,
      withFree
        .map((line) => `- **${formatTime(line.start)} – ${hourSaid(line.end)}** — ${line.text}`)
        .join('\n'),
      kept.length > 0 && `**Ce qui est tenu :** ${listWords(kept)}.`,
      ...clashes.map(
        ([a, b]) =>
          `**Attention :** ${quoted(a.task)} (${formatTime(a.start)}) et ${quoted(b.task)} (${formatTime(b.start)}) se chevauchent : l’un des deux est à déplacer.`,
      ),
      ...late.map(
        (item) =>
          `**Attention :** ${quoted(item.task)} ne tient pas ${dueSaid(item.task)} avec le reste de la liste : je l’ai placé au premier créneau assez long (${formatTime(item.start)}) : à vous de voir ce qui peut attendre.`,
      ),
      unplaced.length > 0 &&
        `**Attention :** ${listWords(unplaced.map(quoted))} ne ${unplaced.length > 1 ? 'rentrent' : 'rentre'} plus dans la ${part} : à reporter ou à raccourcir.`,
      assumed.length > 0 &&
        `_Faute de durée, j’ai compté ${listWords(assumed.map((item) => `${lengthSaid(item.end - item.start)} pour ${quoted(item.task)}`))} : dites-moi si c’est plus ou moins et je replace le reste._`,
    ),
  );
}

/** The day_plan skill's answer for a list of tasks with durations or times, or null. */
export function dayTasksAnswer(conversation: Conversation): string | null {
  const listed = dayTasksOf(conversation.request, conversation.now);
  // A list of appointments only is the day organised around them (dayPlan): preparation, work, lunch.
  if (!listed || listed.tasks.every((task) => task.at !== null)) return null;
  return dayTasksPlan(conversation, listed);
}

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
