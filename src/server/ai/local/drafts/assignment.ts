// People shared out over places (one day) or over the days of a week, with the working shown: each
// constraint the user gave and what it decided, and what is short when there are not enough people.
import { capitalise, fold, formatDay, plural } from '../french.ts';
import type { AssignmentRequest } from '../understanding/assignment.ts';
import { assignmentOf } from '../understanding/assignment.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { blocks, listWords } from './compose.ts';
import type { Writer } from './writer.ts';

export interface Assigned {
  /** Slot name → the people in it, in the order placed. */
  teams: Map<string, string[]>;
  /** Slot name → how many people it lacks. */
  short: Map<string, number>;
  /** Slot name → people added beyond its need (spare hands). */
  extra: Map<string, string[]>;
}

const isApart = (request: AssignmentRequest, a: string, b: string) =>
  request.apart.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

const canWork = (request: AssignmentRequest, person: string, slot: string, team: string[]) =>
  !request.unavailable.some((out) => out.person === person && out.slot === slot) &&
  !team.some((other) => isApart(request, person, other));

/**
 * Places on one day: each person goes to one place. The pinned first, then each place filled to its
 * need (the most needed first), the people left over spread where the need is unknown or as a
 * reinforcement where it is largest.
 */
function sharePlaces(request: AssignmentRequest): Assigned {
  const people = request.people.filter((person) => !request.absent.includes(person));
  const teams = new Map(request.slots.map((slot) => [slot.name, [] as string[]]));
  const extra = new Map<string, string[]>();
  const placed = new Set<string>();
  for (const pin of request.pinned) {
    if (placed.has(pin.person) || !teams.has(pin.slot)) continue;
    teams.get(pin.slot)!.push(pin.person);
    placed.add(pin.person);
  }
  // With no need said, the people are spread evenly.
  const even = Math.floor(people.length / Math.max(1, request.slots.length));
  const needOf = (slot: { need: number | null }) => slot.need ?? Math.max(1, even);
  const byNeed = [...request.slots].sort((a, b) => needOf(b) - needOf(a));
  // Fill in turns, one person a slot each round, so a shortage is shared rather than left at the end.
  for (let round = 0; round < people.length; round++) {
    for (const slot of byNeed) {
      const team = teams.get(slot.name)!;
      if (team.length >= needOf(slot)) continue;
      const next = people.find((person) => !placed.has(person) && canWork(request, person, slot.name, team));
      if (!next) continue;
      team.push(next);
      placed.add(next);
    }
  }
  for (const person of people.filter((p) => !placed.has(p))) {
    const open = byNeed.filter((slot) => canWork(request, person, slot.name, teams.get(slot.name)!));
    const target = open.find((slot) => slot.need === null) ?? open[0];
    if (!target) continue;
    teams.get(target.name)!.push(person);
    placed.add(person);
    if (target.need !== null) extra.set(target.name, [...(extra.get(target.name) ?? []), person]);
  }
  const short = new Map<string, number>();
  for (const slot of request.slots) {
    const lacking = needOf(slot) - teams.get(slot.name)!.length;
    if (lacking > 0) short.set(slot.name, lacking);
  }
  return { teams, short, extra };
}

/** Days of a week: each day filled to its need with those free that day, the fewest days worked first. */
function shareDays(request: AssignmentRequest): Assigned {
  const people = request.people.filter((person) => !request.absent.includes(person));
  const teams = new Map(request.slots.map((slot) => [slot.name, [] as string[]]));
  const worked = new Map(people.map((person) => [person, 0]));
  const short = new Map<string, number>();
  // The days with the fewest people free are filled first, so no one is used up before them.
  const free = (slot: string) => people.filter((person) => canWork(request, person, slot, [])).length;
  const order = [...request.slots].sort((a, b) => free(a.name) - free(b.name));
  for (const slot of order) {
    const team = teams.get(slot.name)!;
    for (const pin of request.pinned.filter((pin) => pin.slot === slot.name)) {
      if (!team.includes(pin.person) && worked.has(pin.person)) {
        team.push(pin.person);
        worked.set(pin.person, worked.get(pin.person)! + 1);
      }
    }
    const need = slot.need ?? 1;
    while (team.length < need) {
      const next = people
        .filter((person) => !team.includes(person) && canWork(request, person, slot.name, team))
        .sort((a, b) => worked.get(a)! - worked.get(b)! || people.indexOf(a) - people.indexOf(b))[0];
      if (!next) break;
      team.push(next);
      worked.set(next, worked.get(next)! + 1);
    }
    if (team.length < need) short.set(slot.name, need - team.length);
  }
  return { teams, short, extra: new Map() };
}

export function assign(request: AssignmentRequest): Assigned {
  return request.kind === 'days' ? shareDays(request) : sharePlaces(request);
}

/** « moi » in the user's list is « vous » in the reply. */
const said = (person: string) => (person === 'moi' ? 'vous' : person);
const saidList = (people: string[]) => capitalise(listWords(people.map(said)));

/** The working: each thing the user said, and what it decided. */
function working(request: AssignmentRequest, result: Assigned): string[] {
  const lines: string[] = [];
  const present = request.people.filter((person) => !request.absent.includes(person));
  const needed = request.slots.reduce((sum, slot) => sum + (slot.need ?? 0), 0);
  const allNeeds = request.slots.every((slot) => slot.need !== null);
  // What the user gave, to read the rest against: the places and the people, as counted.
  if (request.kind === 'places')
    lines.push(
      `${request.slotsSaid ?? plural(request.slots.length, request.noun)} (${listWords(request.slots.map((slot) => slot.name))}) et ${request.peopleSaid ?? plural(request.people.length, 'personne')} (${listWords(present.map(said))}${request.absent.length ? `, sans ${listWords(request.absent.map(said))}, ${request.absent.length > 1 ? 'qui ne sont pas disponibles' : 'qui n’est pas disponible'}` : ''}).`,
    );
  if (request.kind === 'places') {
    const count = `${plural(present.length, 'personne')} pour ${plural(request.slots.length, request.noun)}`;
    if (allNeeds)
      lines.push(
        `${request.needSaid.length ? `${capitalise(request.needSaid.join(', '))} : ` : ''}il faut ${plural(needed, 'personne')} et vous ${request.peopleSaid ? `avez ${request.peopleSaid}${request.absent.length ? `, ${present.length} sans ${listWords(request.absent.map(said))}` : ''}` : `en avez ${present.length}`}${present.length === needed ? ' : le compte est bon' : present.length > needed ? ` : ${plural(present.length - needed, 'personne')} en renfort` : ` : il en manque ${present.length - needed < -1 ? needed - present.length : 'une'}`}.`,
      );
    else lines.push(`${capitalise(count)} : réparties au plus égal.`);
  } else {
    const total = request.slots.reduce((sum, slot) => sum + (slot.need ?? 1), 0);
    lines.push(
      `${request.needSaid.length ? `${capitalise(request.needSaid.join(', '))} : ` : ''}${plural(total, 'journée')} à couvrir sur ${plural(request.slots.length, 'jour')}, à ${present.length} : environ ${Math.ceil(total / Math.max(1, present.length))} jours chacun, au plus égal.`,
    );
  }
  if (request.kind === 'days')
    for (const person of request.absent)
      lines.push(`${said(person)} n’est pas disponible : la répartition se fait sans ${said(person)}.`);
  for (const [a, b] of request.apart) {
    const where = (person: string) => [...result.teams].find(([, team]) => team.includes(person))?.[0];
    if (request.kind === 'places' && where(a) && where(b))
      lines.push(
        `${said(a)} et ${said(b)} ne travaillent pas ensemble : ${said(a)} à ${where(a)}, ${said(b)} à ${where(b)}.`,
      );
    else lines.push(`${said(a)} et ${said(b)} ne travaillent pas ensemble : jamais le même jour.`);
  }
  for (const pin of request.pinned)
    lines.push(
      `${capitalise(said(pin.person))} doit être ${request.kind === 'days' ? 'là le' : 'à'} ${pin.slot}${pin.why ? ` (${pin.why})` : ''} : c’est le premier placé.`,
    );
  for (const out of request.unavailable) {
    const team = result.teams.get(out.slot) ?? [];
    lines.push(
      `${capitalise(said(out.person))} ne travaille pas ${request.kind === 'days' ? `le ${out.slot}` : `à ${out.slot}`} : ${team.length ? `${request.kind === 'days' ? `le ${out.slot}` : out.slot} revient à ${listWords(team.map(said))}` : 'personne d’autre n’est libre'}.`,
    );
  }
  for (const [slot, people] of result.extra)
    lines.push(`${capitalise(listWords(people.map(said)))} en renfort à ${slot}, où il y a le plus à faire.`);
  return lines;
}

export function assignmentReply(conversation: Conversation, request: AssignmentRequest): string {
  const result = assign(request);
  const header = request.kind === 'days' ? 'Jour' : capitalise(request.noun);
  const rows = request.slots.map((slot) => {
    const team = result.teams.get(slot.name) ?? [];
    const lacking = result.short.get(slot.name);
    return `| ${capitalise(slot.name)} | ${team.length ? saidList(team) : '—'}${lacking ? ` (il manque ${plural(lacking, 'personne')})` : ''} |`;
  });
  const perPerson =
    request.kind === 'days'
      ? request.people
          .filter((person) => !request.absent.includes(person))
          .map((person) => {
            const days = request.slots.filter((slot) => result.teams.get(slot.name)?.includes(person));
            return `- ${capitalise(said(person))} : ${days.length ? `${listWords(days.map((slot) => slot.name))} (${plural(days.length, 'jour')})` : 'aucun jour'}`;
          })
          .join('\n')
      : null;
  const shortages = [...result.short];
  const revised = conversation.revises && conversation.followUp;
  // « Samedi », « demain »: the day of the places, said with its date.
  const day =
    request.kind === 'places'
      ? conversation.request.facts.dates.find((date) => !date.timeOnly && date.day >= conversation.today)
      : undefined;
  const when = day ? ` pour ${formatDay(day.day, conversation.today)}` : '';
  return blocks(
    revised
      ? `Voici la nouvelle répartition${when}${request.absent.length ? `, sans ${listWords(request.absent.map(said))}` : ''} :`
      : `Voici la répartition${when}, avec le raisonnement :`,
    [`| ${header} | Qui |`, '|---|---|', ...rows].join('\n'),
    perPerson && `**Jours de chacun :**\n${perPerson}`,
    `**Comment j’ai réparti :**\n${working(request, result)
      .map((line) => `- ${capitalise(line)}`)
      .join('\n')}`,
    shortages.length > 0 &&
      `**À trouver :** ${listWords(shortages.map(([slot, count]) => `${plural(count, 'personne')} ${request.kind === 'days' ? `le ${slot}` : `à ${slot}`}`))} : un renfort, un extra, ou ${shortages.length > 1 ? 'ces créneaux' : 'ce créneau'} à tenir à moins ?`,
  );
}

/** The user turns after the one that asked the assignment: the changes said since (« refais sans lui »). */
function laterTurns(conversation: Conversation, asked: string): string[] {
  const turns = [
    ...conversation.history.filter((turn) => turn.role === 'user').map((turn) => turn.content),
    conversation.message,
  ];
  // Compared on letters and digits only: the request was read truecased (« j'ai » for « j ai »).
  const bare = (text: string) => fold(text).replace(/[^a-z0-9]+/g, '');
  const at = turns.findLastIndex((turn) => bare(turn).includes(bare(asked).slice(0, 40)));
  return at < 0 ? [] : turns.slice(at + 1);
}

/** The assignment the request asks, with its later changes; null when it asks none. */
export function assignmentAsked(conversation: Conversation): AssignmentRequest | null {
  const { command, pasted } = conversation.request;
  const text = pasted ? `${command.replace(/\s+$/, '')} : ${pasted}` : command;
  return assignmentOf(text, laterTurns(conversation, command));
}

/** A writer that shares people out when the request asks it, else the writer given. */
export function withAssignment(writer: Writer): Writer {
  return (conversation) => {
    const request = assignmentAsked(conversation);
    return request ? assignmentReply(conversation, request) : writer(conversation);
  };
}
