// "Reporte la réunion de mercredi dans deux semaines", "Décale le point de jeudi à vendredi": a
// meeting of the calendar moved, not a question on the calendar. The meeting is found on its day,
// the new day is counted from it, and the new slot is proposed (the old one is left to remove,
// since an event cannot be changed in place yet).

import { type DayNumber, parisClock, parisInstant } from '../../../../shared/paris-time.ts';
import type { ActionProposal } from '../../commands/parse-action.ts';
import type { WorkspaceSnapshot } from '../../types.ts';
import { findDates } from '../dates.ts';
import { capitalise, fold, formatDay, formatTime } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { calendarEventWords, eventNounOf } from '../understanding/events.ts';
import { laterThan } from './letters.ts';

type CalendarEvent = WorkspaceSnapshot['events'][number];

export interface MeetingMove {
  /** "la réunion", as said. */
  meeting: string;
  /** The calendar's event moved, when one matches. */
  event: CalendarEvent | null;
  from: DayNumber;
  to: DayNumber;
  /** Minutes after midnight of the new slot: the time said for it, else the meeting's own. */
  minutes: number | null;
  /** Minutes after midnight of the meeting before the move: the time said or the event's. */
  fromMinutes: number | null;
  /** "deux semaines plus tard", "au vendredi 4 décembre". */
  how: string;
}

const moveVerbs =
  'reporte|reportez|reporter|decale|decalez|decaler|repousse|repoussez|repousser|deplace|deplacez|deplacer|avance|avancez|avancer|reprogramme|reprogrammez|reprogrammer';
const moveCommand = new RegExp(
  `^\\s*(?:(?:peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu peux|vous pouvez|merci de|il faut)\\s+(?:me\\s+|nous\\s+)?)?(?<verb>${moveVerbs})(?:-(?:la|le|moi|nous))?\\s+(?<meeting>(?:la|le|l'|notre|mon|ma)\\s*(?:${calendarEventWords}))\\b`,
);
// A message to write about the move is a letter (letters.ts), not a change of the calendar.
const writing = /\b(mail|e-mail|email|message|courrier|lettre|sms|ecris|ecrire|redige|previens|prevenir)\b/;
// How far it moves, to say it back: "deux semaines plus tard", "dans 15 jours".
const shiftWords =
  /\b(?:a dans|de|d'|dans)\s*(?:\d{1,2}|une?|deux|trois|quatre|cinq|six|sept|huit|dix|quinze)\s+(?:jours?|semaines?)\b/;

/** The move a command asks for, or null when the message is not one. */
export function meetingMoveOf(conversation: Conversation): MeetingMove | null {
  const { now, today, workspace, request } = conversation;
  // "C'était à 10h" after the move completes it: the move is the request, the time a fact added.
  // A move said in full ("décale mon rendez-vous de lundi d'une semaine") is one, even after a draft
  // whose dates it could have shifted.
  const message =
    conversation.revises && !moveCommand.test(fold(conversation.message))
      ? request.command
      : conversation.message;
  const folded = fold(message);
  const command = moveCommand.exec(folded);
  if (!command?.groups || writing.test(folded)) return null;
  // The meeting's day, then where it goes ("à vendredi"); "mercredi à dans 15 jours" is read as one
  // mention, whose first day is the meeting's, and "dans deux semaines" is a shift, not a day.
  const shifted = shiftWords.exec(folded);
  const [said, target] = findDates(message, now).filter(
    (date) => !shifted || date.index < shifted.index || date.index >= shifted.index + shifted[0].length,
  );
  if (!said) return null;
  const from = said.day;
  const noun = eventNounOf(command.groups.meeting!.replace(/^(?:la|le|l'|notre|mon|ma)\s*/, ''));
  const onThatDay = workspace.events.filter((event) => parisClock(new Date(event.start)).day === from);
  const event =
    onThatDay.find((event) => noun && fold(event.title).includes(fold(noun.title))) ??
    (onThatDay.length === 1 ? onThatDay[0]! : null);
  // Where it goes, counted as the letter that announces it counts it (letters.ts).
  const targetFact = target && target !== said ? { ...target, label: formatDay(target.day, today) } : null;
  const moved = laterThan(from, targetFact, folded, today);
  if (!moved || moved.timeOnly) return null;
  const to = moved.day;
  const shift = shifted?.[0];
  const how = shift
    ? /^a dans/.test(shift)
      ? shift.replace(/^a /, '')
      : `${shift.replace(/^(?:de|d'|dans)\s*/, '')} ${to < from ? 'plus tôt' : 'plus tard'}`
    : '';
  // « de mardi 10 h à jeudi 14 h »: the meeting's time and the new one are two different times.
  const fromMinutes =
    said.minutes ??
    (event ? parisClock(new Date(event.start)).minutes : null) ??
    request.facts.dates.find((date) => date.timeOnly && date.minutes !== null)?.minutes ??
    null;
  const minutes = targetFact && targetFact.minutes !== null ? targetFact.minutes : fromMinutes;
  // The meeting as written: the folded text keeps the message's length.
  const end = command.index + command[0].length;
  // "mon rendez-vous" is, said back to the user, "votre rendez-vous"; « avec M. Martin » stays with it.
  const withWhom = /^\s+avec\s+((?:M\.|Mme|Mlle|Me|Dr)?\s*\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)/u.exec(
    message.slice(end),
  );
  const meeting = `${message.slice(end - command.groups.meeting!.length, end).replace(/^(?:mon|ma)\b/i, 'votre')}${withWhom ? ` avec ${withWhom[1]}` : ''}`;
  return { meeting, event, from, to, minutes, fromMinutes, how };
}

/** The new slot to put in the calendar, when the meeting's time is known. */
export function movedProposal(move: MeetingMove): ActionProposal | null {
  if (move.minutes === null) return null;
  const length = move.event
    ? (new Date(move.event.end).getTime() - new Date(move.event.start).getTime()) / 60_000
    : 60;
  return {
    kind: 'create_event',
    params: {
      title: move.event?.title ?? capitalise(move.meeting.replace(/^(?:la|le|l')\s*/i, '')),
      start: parisInstant(move.to, move.minutes).toISOString(),
      end: parisInstant(move.to, move.minutes + length).toISOString(),
      attendees: move.event?.attendees ?? [],
    },
  };
}

/** What the reply says of the move, before the proposal. */
export function moveSentence(move: MeetingMove, today: DayNumber): string {
  const at = (minutes: number | null) => (minutes === null ? '' : ` à ${formatTime(minutes)}`);
  const named = move.event ? `${move.meeting} « ${move.event.title} »` : move.meeting;
  return `${capitalise(named)} du ${formatDay(move.from, today)}${at(move.fromMinutes)} passe au **${formatDay(move.to, today)}${at(move.minutes)}**${move.how ? ` (${move.how})` : ''}.`;
}
