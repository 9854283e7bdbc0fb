// Clide's view of the support queue: the open tickets and customer requests of the workspace, most
// urgent first, so "Où en sont les tickets ?" is answered from the user's data, not handed off.
import { plural } from '../french.ts';
import { voices } from '../team.ts';
import { dueText, priorityLabels, rankTasks, tasksAbout, tasksAssignedTo } from '../workspace.ts';
import { blocks } from './compose.ts';
import { sampleNote } from './work-parts.ts';
import type { Writer } from './writer.ts';

// Words of a task that concerns customers: a ticket, a complaint, a refund, an invoice question.
const supportWords =
  /\b(tickets?|sav|reclamations?|litiges?|remboursements?|retours? clients?|plaintes?|avis clients?|facturation)\b/;

export const supportQueueWriter: Writer = (conversation) => {
  const { workspace, today } = conversation;
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
