// Clide's view of the support queue: the desk's tickets when the user has a desk (decision 068: « Quels
// tickets sont en retard ? », « Où en est le support ? », answered from the records, late first, with how
// late in Paris time), else the open tasks about customers, most urgent first.
import { frenchDay, parisDay, parisTime } from '../../../../shared/paris-time.ts';
import {
  elapsedLabel,
  type SupportTicketDto,
  ticketCategoryLabels,
  ticketStatusLabels,
  ticketToneLabels,
} from '../../../../shared/support-model.ts';
import type { SupportSummary } from '../../types.ts';
import { fold, plural } from '../french.ts';
import { voices } from '../team.ts';
import {
  dueText,
  priorityLabels,
  priorityRank,
  rankTasks,
  tasksAbout,
  tasksAssignedTo,
} from '../workspace.ts';
import { blocks, quotedDraft } from './compose.ts';
import { sampleNote } from './work-parts.ts';
import type { Writer } from './writer.ts';

// Words of a task that concerns customers: a ticket, a complaint, a refund, an invoice question.
const supportWords =
  /\b(tickets?|sav|reclamations?|litiges?|remboursements?|retours? clients?|plaintes?|avis clients?|facturation)\b/;

/** « Quels tickets sont en retard ? », « en souffrance », « hors délai »: only the late ones are asked. */
const asksLate = /\b(retard\w*|en souffrance|hors delai|depasse\w*|echeances? (?:passees|depassees)|sla)\b/;

/** « lundi 23 novembre à 10:00 »: a deadline in Paris time. */
export function parisDeadline(iso: string): string {
  const at = new Date(iso);
  return `${frenchDay(parisDay(at))} à ${parisTime(at).replace(':', 'h')}`;
}

/** Which deadline a late ticket missed, and by how long. */
function lateLine(ticket: SupportTicketDto, now: Date): string {
  const firstDue = !ticket.firstRespondedAt && Date.parse(ticket.firstResponseDueAt) < now.getTime();
  const due = firstDue ? ticket.firstResponseDueAt : ticket.resolutionDueAt;
  return `${firstDue ? 'première réponse' : 'résolution'} en retard de ${elapsedLabel(now.getTime() - Date.parse(due))} (échéance ${parisDeadline(due)})`;
}

/** The next deadline of a ticket on time. */
function nextDeadline(ticket: SupportTicketDto): string {
  if (ticket.status === 'waiting') return 'en attente du client';
  const due = ticket.firstRespondedAt ? ticket.resolutionDueAt : ticket.firstResponseDueAt;
  return `${ticket.firstRespondedAt ? 'résolution' : 'première réponse'} attendue ${parisDeadline(due)}`;
}

function ticketLine(ticket: SupportTicketDto, index: number, detail: string): string {
  const tone =
    ticket.triage && ticket.triage.tone === 'angry' ? `, client ${ticketToneLabels.angry.toLowerCase()}` : '';
  return `${index + 1}. **${ticket.subject}** — ${ticket.requesterName} (${ticket.requesterEmail}) : ${detail} — priorité : ${priorityLabels[ticket.priority]}, ${ticketCategoryLabels[ticket.category].toLowerCase()}${ticket.assignee ? `, confié à ${ticket.assignee}` : ''}${tone}`;
}

/** « Quel ticket je traite en premier ? », « par lequel je commence ? »: the one ticket to take first. */
export const asksFirstTicket =
  /\b(?:en premier|d'abord|en priorite|prioritaires?|le plus urgent|le plus pressant|commencer? par|commence par|par (?:quoi|quel|quelle|lequel|laquelle|ou))\b/;

// « priorité urgente »: the label agreed with « priorité » (the shared labels are the field's values).
const priorityAgreed: Record<SupportTicketDto['priority'], string> = {
  urgent: 'urgente',
  high: 'haute',
  medium: 'moyenne',
  low: 'basse',
};

/** Late first, then by priority, then the nearest deadline: the order a desk is worked in. */
function firstToHandle(tickets: SupportTicketDto[]): SupportTicketDto[] {
  const due = (t: SupportTicketDto) =>
    Date.parse(t.firstRespondedAt ? t.resolutionDueAt : t.firstResponseDueAt);
  return tickets
    .filter((t) => t.status !== 'waiting')
    .sort(
      (a, b) =>
        Number(b.overdue) - Number(a.overdue) ||
        priorityRank[a.priority] - priorityRank[b.priority] ||
        due(a) - due(b),
    );
}

/** The ticket to handle first, why, and the order of the others. */
function firstTicketAnswer(support: SupportSummary, now: Date): string {
  const [first, ...next] = firstToHandle(support.tickets);
  if (!first)
    return blocks(
      `${voices.clide.ack} Aucun ticket à traiter : ${support.openCount ? 'tous attendent une réponse du client' : 'tous sont résolus ou fermés'}.`,
    );
  const others = support.tickets.filter((t) => t !== first);
  const alone = !others.some((t) => t.priority === first.priority);
  const reasons = [
    first.overdue ? lateLine(first, now) : null,
    `priorité ${priorityAgreed[first.priority]}${alone && others.length ? ', la plus haute du support' : ''}`,
    first.triage?.tone === 'angry' ? `client ${ticketToneLabels.angry.toLowerCase()}` : null,
    first.overdue ? null : nextDeadline(first),
  ].filter(Boolean);
  return blocks(
    `${voices.clide.ack} **Ma recommandation : ${first.requesterName}**, avec « ${first.subject} » : ${reasons.join(' ; ')}.`,
    next.length
      ? `Ensuite : ${next
          .slice(0, 4)
          .map((t) => `« ${t.subject} » (${t.requesterName}, priorité ${priorityAgreed[t.priority]})`)
          .join(', puis ')}.`
      : null,
    `Dites-moi ce que vous répondez à ${first.requesterName} et je rédige la réponse.`,
  );
}

/** The desk's answer: the late tickets when asked, else the state of the desk. */
function deskAnswer(support: SupportSummary, command: string, now: Date): string {
  const late = support.tickets.filter((t) => t.overdue);
  if (asksFirstTicket.test(fold(command)) && !asksLate.test(fold(command)))
    return firstTicketAnswer(support, now);
  const onlyLate = asksLate.test(fold(command));
  const shown =
    support.tickets.length < support.openCount ? ` (les ${support.tickets.length} plus pressants)` : '';
  if (onlyLate) {
    if (!support.overdueCount)
      return blocks(
        `${voices.clide.ack} Aucun ticket en retard : ${plural(support.openCount, 'ticket ouvert', 'tickets ouverts')}, tous dans les délais.`,
        support.tickets.length
          ? `**Prochaine échéance :** « ${support.tickets[0]!.subject} » de ${support.tickets[0]!.requesterName}, ${nextDeadline(support.tickets[0]!)}.`
          : null,
      );
    return blocks(
      `${voices.clide.ack} ${plural(support.overdueCount, 'ticket est en retard', 'tickets sont en retard')}, sur ${plural(support.openCount, 'ticket ouvert', 'tickets ouverts')} :`,
      late.map((t, i) => ticketLine(t, i, lateLine(t, now))).join('\n'),
      `**Ma recommandation :** répondre d’abord à ${late[0]!.requesterName} (« ${late[0]!.subject} ») ; ouvrez le ticket et cliquez sur « Faire rédiger par Clide » pour que je prépare la réponse.`,
    );
  }
  const waiting = support.tickets.filter((t) => t.status === 'waiting').length;
  const fresh = support.tickets.filter((t) => t.status === 'new').length;
  return blocks(
    `${voices.clide.ack} Le support compte ${plural(support.openCount, 'ticket ouvert', 'tickets ouverts')}${support.overdueCount ? `, dont **${support.overdueCount} en retard**` : ', aucun en retard'}${fresh ? `, ${plural(fresh, 'nouveau', 'nouveaux')} sans réponse` : ''}${waiting ? `, ${waiting} en attente du client` : ''}${shown} :`,
    support.tickets
      .slice(0, 10)
      .map((t, i) =>
        ticketLine(
          t,
          i,
          t.overdue ? lateLine(t, now) : `${ticketStatusLabels[t.status].toLowerCase()}, ${nextDeadline(t)}`,
        ),
      )
      .join('\n'),
    support.tickets.length
      ? `**Ma recommandation :** traiter d’abord « ${support.tickets[0]!.subject} » (${support.tickets[0]!.requesterName}).`
      : 'Tous les tickets sont résolus ou fermés.',
  );
}

export const supportQueueWriter: Writer = (conversation) => {
  const { workspace, today } = conversation;
  if (workspace.support) return deskAnswer(workspace.support, conversation.request.command, conversation.now);
  const seen = new Set<string>();
  const tasks = rankTasks([
    ...tasksAssignedTo(workspace, 'Clide'),
    ...tasksAbout(workspace, supportWords),
  ]).filter((task) => !seen.has(task.title) && seen.add(task.title));
  if (!tasks.length) {
    return blocks(
      `${voices.clide.ack} Aucun ticket ni demande client en attente dans votre espace de travail.`,
      'Collez-moi le message d’un client et je prépare la réponse, ou dites-moi s’il faut l’escalader.',
    );
  }
  const late = tasks.filter((task) => task.dueDate && dueText(task.dueDate, today).includes('retard'));
  return blocks(
    `${voices.clide.ack} Voici ${plural(tasks.length, 'demande client en attente', 'demandes clients en attente')} dans votre espace${late.length ? `, dont **${late.length} en retard**` : ''} :`,
    tasks
      .map(
        (task, index) =>
          `${index + 1}. **${task.title}** — ${priorityLabels[task.priority]}${task.dueDate ? `, ${dueText(task.dueDate, today)}` : ''}${task.assignee ? ` (${task.assignee})` : ''}`,
      )
      .join('\n'),
    `**Ma recommandation :** traiter d’abord « ${tasks[0]!.title} ». Envoyez-moi le message du client et je prépare la réponse ; je vous dirai aussi s’il faut escalader.`,
    sampleNote(conversation),
  );
};

// « Escalade le ticket de Jeanne Martin à Paul : client mécontent », « Confie le ticket « Facture » à
// Lucie »: the ticket named by its requester or its subject, the person, and the note (else one from
// the record). Decision 068.
const escalationCommand =
  /^\s*(?:(?:peux|pourrais)-tu\s+|merci d'|merci de\s+)?(?:escalad\w*|transmet\w*|confi\w*|pass\w*|remont\w*|attribu\w*|assign\w*)\s+(?:le\s+)?ticket\s+(?:de\s+|d'|du\s+|des\s+)?(.+?)\s+(?:a|au|aupres de)\s+(.+?)(?:\s*(?::|,|—|-|car|parce que|pour)\s+(.+))?\s*[.!]?\s*$/;

export interface DeskEscalation {
  ticket: SupportTicketDto;
  assignee: string;
  note: string;
}

/** The escalation a message asks for, read against the desk's open tickets; null when it asks none. */
export function deskEscalation(command: string, support: SupportSummary | undefined): DeskEscalation | null {
  if (!support) return null;
  const folded = fold(command);
  const match = escalationCommand.exec(folded);
  if (!match) return null;
  const named = match[1]!.replace(/[«»"“”]/g, '').trim();
  const ticket = support.tickets.find(
    (t) =>
      fold(t.requesterName) === named ||
      fold(t.subject) === named ||
      named.includes(fold(t.requesterName)) ||
      named.includes(fold(t.subject)) ||
      named.includes(t.requesterEmail.toLowerCase()),
  );
  if (!ticket) return null;
  // The person and the note as the user wrote them (the fold only found where they are).
  const start = folded.indexOf(match[2]!, match.index + match[0].indexOf(match[2]!));
  const assignee = command.slice(start, start + match[2]!.length).trim();
  const noteStart = match[3] ? folded.lastIndexOf(match[3]) : -1;
  const said = noteStart >= 0 ? command.slice(noteStart, noteStart + match[3]!.length).trim() : '';
  const note =
    said ||
    `Ticket « ${ticket.subject} » de ${ticket.requesterName} (${ticket.requesterEmail}) à prendre en charge (priorité : ${priorityLabels[ticket.priority]}${ticket.overdue ? ', en retard' : ''}).`;
  if (!assignee || assignee.length > 120) return null;
  return {
    ticket,
    assignee: assignee.charAt(0).toUpperCase() + assignee.slice(1),
    note: note.slice(0, 2000),
  };
}

export interface DeskThread {
  ticket: SupportTicketDto;
  /** The reply with its subject set to the ticket's thread (« Re : Plus de chauffage »). */
  text: string;
  /** The draft's lines as the requester reads them (greeting to sign-off), without the subject. */
  body: string;
}

/**
 * A draft written to the requester of one of the desk's open tickets (« Réponds-lui que… » after the
 * queue, « Réponds à Paul Jégou que… »): it answers in the ticket's thread, and its body is what the
 * desk sends once approved (support_reply, decision 068). Null when the draft greets no requester, or
 * more than one ticket's.
 */
export function deskThread(text: string, support: SupportSummary | undefined): DeskThread | null {
  if (!support?.tickets.length) return null;
  const draft = quotedDraft(text);
  if (!draft || draft.subjectAt < 0 || !draft.greeting) return null;
  const greeted = fold(draft.greeting);
  const named = (ticket: SupportTicketDto) => {
    const words = fold(ticket.requesterName).split(/\s+/).filter(Boolean);
    const last = words.slice(1).join(' ');
    return (
      words.length > 0 &&
      (greeted.includes(words.join(' ')) ||
        (last !== '' && new RegExp(`\\b(?:madame|monsieur) ${last}\\b`).test(greeted)) ||
        new RegExp(`^(?:bonjour|bonsoir|salut|cher|chere) ${words[0]}\\s*,`).test(greeted))
    );
  };
  const matching = support.tickets.filter(named);
  const [ticket] = matching;
  if (!ticket || matching.length > 1) return null;
  const threaded = text.split('\n');
  threaded[draft.subjectAt] = `> **Objet :** Re : ${ticket.subject}`;
  return { ticket, text: threaded.join('\n'), body: draft.body };
}
