// Chip, the sales representative: personalised outreach, follow-ups and the commercial pipeline.
import { formatEvent, formatSlotStart, freeSlots } from '../calendar.ts';
import { blocks, quote, type ReplyContext, sampleNote } from '../context.ts';
import { fold, formatDay, nextWorkingDay, parisInstant, withDe } from '../french.ts';
import { personLabel, salutation } from '../letters.ts';
import { voices } from '../team.ts';
import { dueText, priorityLabels, rankTasks, type Task, tasksAbout, tasksAssignedTo } from '../workspace.ts';

const salesWords = /prospect|client|devis|vente|tarif|salon|commercial|lead|opportunit|contrat/;

/** Chip's tasks and every open task about sales, most urgent first. */
function salesTasks(context: ReplyContext): Task[] {
  const byTitle = new Map<string, Task>();
  for (const task of [
    ...tasksAssignedTo(context.workspace, 'Chip'),
    ...tasksAbout(context.workspace, salesWords),
  ]) {
    byTitle.set(task.title, task);
  }
  return rankTasks([...byTitle.values()]);
}

function salesEvents(context: ReplyContext) {
  const from = parisInstant(context.today, 0).getTime();
  return context.workspace.events.filter(
    (event) =>
      new Date(event.start).getTime() >= from &&
      /client|prospect|chip|rendez-vous|demo|commercial/.test(
        fold(`${event.title} ${event.attendees.join(' ')}`),
      ),
  );
}

function pipelineReply(context: ReplyContext): string {
  const { today } = context;
  const tasks = salesTasks(context);
  const events = salesEvents(context);
  const taskLines = tasks.map(
    (task, index) =>
      `${index + 1}. **${task.title}** — ${priorityLabels[task.priority]} · ${dueText(task.dueDate, today)}${task.assignee ? ` · ${task.assignee}` : ''}`,
  );
  const updates = [
    ...events.map(
      (event) =>
        `- Après « ${event.title} » : noter le besoin, le budget, le décideur et l'échéance (BANT), puis fixer la prochaine étape.`,
    ),
    ...tasksAssignedTo(context.workspace, 'Chip').map(
      (task) => `- « ${task.title} » : noter chaque contact, sa réponse et la date de la prochaine relance.`,
    ),
  ];
  return blocks(
    `${voices.chip.ack} Voici le point commercial d'après votre espace :`,
    taskLines.length
      ? `**Actions commerciales ouvertes**\n${taskLines.join('\n')}`
      : '**Actions commerciales ouvertes :** aucune pour le moment.',
    events.length > 0 &&
      `**Rendez-vous à venir**\n${events.map((event) => `- ${formatEvent(event, today)}`).join('\n')}`,
    updates.length > 0 && `**Mises à jour du CRM à faire**\n${updates.join('\n')}`,
    "**Pipeline :** aucun montant d'opportunité n'est encore relié à votre espace, donc je ne vous donne pas de chiffre inventé. Connectez HubSpot, Salesforce ou Pipedrive dans **Intégrations** pour que je suive les montants et les étapes.",
    (tasks.length > 0 || events.length > 0) && sampleNote(context),
  );
}

function outreachReply(context: ReplyContext): string {
  const { entities, today, workspace } = context;
  const onLinkedIn = /linkedin|inmail/.test(fold(context.command));
  const topic = entities.topic ?? entities.quoted;
  const company = entities.company;
  const [first, second] = freeSlots(workspace.events, today, 30, 2);
  const proposal =
    first && second
      ? `Auriez-vous 15 minutes ${formatSlotStart(first, today)} ou ${formatSlotStart(second, today)} pour en parler ?`
      : 'Auriez-vous 15 minutes cette semaine pour en parler ?';
  // "notre offre" is what we sell; "la gestion des stocks" is the prospect's concern.
  const ours = topic !== null && /^(notre|nos|mon|ma|mes)\b/i.test(topic);
  const hook = ours
    ? `Je me permets de vous écrire pour vous présenter ${topic}${company ? `, pensée pour des équipes comme celle ${withDe(company)}` : ''}.`
    : `${company ? `En m'intéressant à ${company}, je` : 'Je'} me suis demandé comment votre équipe gère aujourd'hui ${topic ?? '[le sujet qui compte pour elle]'}.`;
  const draft = [
    ...(onLinkedIn
      ? []
      : [`**Objet :** Une idée pour ${company ?? 'votre équipe'}${topic ? ` : ${topic}` : ''}`, '']),
    salutation(entities.person),
    '',
    hook,
    'Nous aidons des entreprises comme la vôtre à gagner du temps et à mieux convertir. [Un résultat client concret, chiffré et vérifiable.]',
    '',
    proposal,
    '',
    onLinkedIn ? 'Belle journée,' : 'Bien à vous,',
    '[Votre nom]',
  ].join('\n');
  const followUps = [
    `1. **${formatDay(nextWorkingDay(today, 2), today)}** (J+3) : relance courte, une question simple.`,
    `2. **${formatDay(nextWorkingDay(today, 6), today)}** (J+7) : partage d'un cas client ou d'une ressource utile.`,
    `3. **${formatDay(nextWorkingDay(today, 13), today)}** (J+14) : message de clôture, sans insister.`,
  ].join('\n');
  const who = [entities.person && personLabel(entities.person), company && `(${company})`]
    .filter(Boolean)
    .join(' ');
  const mine = tasksAssignedTo(workspace, 'Chip')[0];
  return blocks(
    `${voices.chip.ack} Voici un ${onLinkedIn ? 'message LinkedIn' : 'email'} de prospection${who ? ` pour ${who}` : ''} :`,
    quote(draft),
    `**Séquence de relance**\n${followUps}`,
    `**CRM :** créez ou mettez à jour la fiche${who ? ` ${who}` : ''}, étape « Premier contact », prochaine action le ${formatDay(nextWorkingDay(today, 2), today)}.`,
    mine &&
      `**Dans votre liste :** « ${mine.title} », ${dueText(mine.dueDate, today)}. Je peux décliner ce message pour chaque prospect.`,
    voices.chip.signoff,
    mine && sampleNote(context),
  );
}

export function prospectingReply(context: ReplyContext): string {
  const folded = fold(context.command);
  const wantsDraft =
    /ecri|redige|message|e-?mail|mail|prospect\w* (pour|de|a)|contacter|approche|relance (de|d'|pour)/.test(
      folded,
    );
  const wantsPipeline =
    /crm|opportunit|pipeline|point|suivi|mises? a jour|tableau de bord|relanc\w* les/.test(folded);
  return wantsPipeline && !wantsDraft ? pipelineReply(context) : outreachReply(context);
}
