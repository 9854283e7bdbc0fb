// Everything a reply is written from: the request, read once.
import type { EmployeeId } from '../../../shared/routes.ts';
import type { ChatTurn, ReplyRequest, WorkspaceSnapshot } from '../types.ts';
import { type Entities, extractEntities, splitPasted } from './entities.ts';
import { type DayNumber, fold, parisClock } from './french.ts';
import { detectIntent, type Intent } from './intents.ts';

export interface ReplyContext {
  employee: EmployeeId;
  intent: Intent;
  /** The user's last message, as typed. */
  message: string;
  /** The request part of it, and a text pasted after it (to summarise, to answer…). */
  command: string;
  pasted: string | null;
  entities: Entities;
  /** The turns before the last message, oldest first. */
  history: ChatTurn[];
  workspace: WorkspaceSnapshot;
  now: Date;
  today: DayNumber;
}

export function readRequest(request: ReplyRequest): ReplyContext {
  const message = request.messages.at(-1)?.content.trim() ?? '';
  const { command, pasted } = splitPasted(message);
  return {
    employee: request.employee,
    intent: detectIntent(message),
    message,
    command,
    pasted,
    entities: extractEntities(message),
    history: request.messages.slice(0, -1),
    workspace: request.workspace,
    now: request.now,
    today: parisClock(request.now).day,
  };
}

const sampleNoteText =
  "_Ce sont des **données d'exemple** : créez vos projets et vos tâches pour que je travaille sur les vôtres._";

/** The sample-data notice, said once in a conversation and only when the reply uses the workspace. */
export function sampleNote(context: ReplyContext): string {
  if (!context.workspace.isSample) return '';
  const alreadySaid = context.history.some(
    (turn) => turn.role === 'assistant' && fold(turn.content).includes("donnees d'exemple"),
  );
  return alreadySaid ? '' : sampleNoteText;
}

/** Joins the non-empty blocks of a reply with blank lines. */
export function blocks(...parts: Array<string | false | null | undefined>): string {
  return parts.filter((part): part is string => Boolean(part)).join('\n\n');
}

/** A Markdown blockquote of a multi-line draft. */
export function quote(draft: string): string {
  return draft
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}
