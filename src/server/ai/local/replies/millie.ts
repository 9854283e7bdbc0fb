// Millie, the project manager: project status with real figures, deadlines, workload and risks.
import { blocks, type ReplyContext, sampleNote } from '../context.ts';
import { type DayNumber, dayOf, dueRelative, fold, formatDay, plural } from '../french.ts';
import { voices } from '../team.ts';
import {
  dueText,
  isOverdue,
  nextTaskOf,
  openTasks,
  overdueTasksOf,
  type Project,
  priorityLabels,
  priorityRank,
  projectNamedIn,
  projectStatusLabels,
  rankTasks,
} from '../workspace.ts';

function isRunning(project: Project): boolean {
  return project.status !== 'completed' && project.status !== 'cancelled';
}

/** What could make the project slip, from its figures and its late tasks. */
function risksOf(context: ReplyContext, project: Project): string[] {
  const { today, workspace } = context;
  const risks: string[] = [];
  const late = overdueTasksOf(workspace, project.name, today);
  if (late.length)
    risks.push(
      `${plural(late.length, 'tâche en retard', 'tâches en retard')} (${late.map((t) => `« ${t.title} »`).join(', ')})`,
    );
  const due = project.dueDate ? dayOf(project.dueDate) : null;
  if (due !== null && isRunning(project)) {
    const daysLeft = due - today;
    if (daysLeft < 0 && project.progress < 100) risks.push('échéance du projet dépassée');
    else if (daysLeft <= 14 && project.progress < 70) {
      risks.push(
        `rythme à accélérer : ${project.progress} % fait et échéance dans ${plural(daysLeft, 'jour')}`,
      );
    }
  }
  if (project.status === 'on_hold')
    risks.push('projet en pause : décider de sa reprise ou décaler son échéance');
  return risks;
}

function projectBlock(context: ReplyContext, project: Project): string {
  const { today, workspace } = context;
  const next = nextTaskOf(workspace, project.name);
  const risks = risksOf(context, project);
  return [
    `**${project.name} — ${project.progress} %**`,
    `- Statut : ${projectStatusLabels[project.status]} · priorité ${priorityLabels[project.priority]}`,
    `- Tâches : ${project.tasksCompleted} / ${project.tasksTotal} terminées`,
    `- Échéance du projet : ${dueText(project.dueDate, today)}`,
    next &&
      `- Prochaine tâche : « ${next.title} », ${dueText(next.dueDate, today)}${next.assignee ? ` · ${next.assignee}` : ''}`,
    `- Risques : ${risks.length ? risks.join(' ; ') : 'aucun identifié'}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Tasks and projects due in the next two weeks, plus what is already late. */
function deadlines(context: ReplyContext): string {
  const { today, workspace } = context;
  const horizon: DayNumber = today + 14;
  const items = [
    ...openTasks(workspace).map((task) => ({ label: `« ${task.title} »`, due: task.dueDate })),
    ...workspace.projects
      .filter(isRunning)
      .map((project) => ({ label: `fin du projet **${project.name}**`, due: project.dueDate })),
  ]
    .map((item) => ({ ...item, day: item.due ? dayOf(item.due) : null }))
    .filter(
      (item): item is { label: string; due: string; day: DayNumber } =>
        item.day !== null && item.day <= horizon,
    )
    .sort((a, b) => a.day - b.day);
  if (!items.length) return '**Prochaines échéances (14 jours) :** aucune.';
  const lines = items.map(
    (item) => `- ${formatDay(item.day, today)} (${dueRelative(item.day, today)}) : ${item.label}`,
  );
  return `**Échéances des 14 prochains jours (et retards)**\n${lines.join('\n')}`;
}

/** Open tasks per person: who is overloaded, who is late. */
function workload(context: ReplyContext): string {
  const { today, workspace } = context;
  const byPerson = new Map<string, { open: number; late: number }>();
  for (const task of openTasks(workspace)) {
    const name = task.assignee ?? 'Non assignée';
    const entry = byPerson.get(name) ?? { open: 0, late: 0 };
    entry.open += 1;
    if (isOverdue(task, today)) entry.late += 1;
    byPerson.set(name, entry);
  }
  const rows = [...byPerson.entries()]
    .sort((a, b) => b[1].open - a[1].open || a[0].localeCompare(b[0], 'fr'))
    .map(([name, { open, late }]) => `| ${name} | ${open} | ${late} |`);
  return ['**Plan de charge**', '| Personne | Tâches ouvertes | En retard |', '|---|---|---|', ...rows].join(
    '\n',
  );
}

function recommendations(context: ReplyContext, projects: Project[]): string {
  const { today, workspace } = context;
  const advice: string[] = [];
  const names = new Set(projects.map((project) => project.name));
  const [firstLate] = rankTasks(
    openTasks(workspace).filter(
      (task) => isOverdue(task, today) && (!task.project || names.has(task.project)),
    ),
  );
  if (firstLate) {
    advice.push(
      `Débloquer « ${firstLate.title} » (${firstLate.dueDate ? dueRelative(dayOf(firstLate.dueDate) ?? today, today) : 'sans échéance'})${firstLate.assignee ? ` avec ${firstLate.assignee}` : ''}.`,
    );
  }
  const rushed = projects.find((project) =>
    risksOf(context, project).some((risk) => risk.startsWith('rythme')),
  );
  if (rushed)
    advice.push(
      `Revoir le périmètre ou renforcer l'équipe de **${rushed.name}** (${rushed.tasksTotal - rushed.tasksCompleted} tâches restantes).`,
    );
  const paused = projects.find((project) => project.status === 'on_hold');
  if (paused) advice.push(`Statuer sur **${paused.name}** au prochain point d'équipe.`);
  if (!advice.length) advice.push("Rien d'urgent : gardez le rythme et faites un point hebdomadaire.");
  return `**Mes recommandations**\n${advice.map((line, index) => `${index + 1}. ${line}`).join('\n')}`;
}

export function projectStatusReply(context: ReplyContext): string {
  const { workspace, today } = context;
  if (!workspace.projects.length) {
    return blocks(
      `${voices.millie.hello} Je ne vois encore aucun projet dans votre espace.`,
      'Créez votre premier projet depuis la page **Projets** (nom, échéance, priorité) : je suivrai ensuite son avancement, ses tâches et ses risques.',
    );
  }
  const folded = fold(context.command);
  const named = projectNamedIn(workspace, context.command);
  if (named) {
    return blocks(
      `${voices.millie.ack} Point sur **${named.name}** au ${formatDay(today)} :`,
      projectBlock(context, named),
      recommendations(context, [named]),
      sampleNote(context),
    );
  }
  const running = workspace.projects
    .filter(isRunning)
    .sort(
      (a, b) => priorityRank[a.priority] - priorityRank[b.priority] || a.name.localeCompare(b.name, 'fr'),
    );
  const finished = workspace.projects.filter((project) => !isRunning(project));
  const average = running.length
    ? Math.round(running.reduce((sum, p) => sum + p.progress, 0) / running.length)
    : 100;
  const late = openTasks(workspace).filter((task) => isOverdue(task, today)).length;
  const focusDeadlines = /echeance|deadline|jalon|planning|calendrier/.test(folded);
  const focusLoad = /plan de charge|ressources|qui fait quoi|repartition|coordination|equipe/.test(folded);
  return blocks(
    `${voices.millie.ack} Situation au ${formatDay(today)} :`,
    `**En résumé :** ${plural(running.length, 'projet en cours', 'projets en cours')}, avancement moyen **${average} %**, ${plural(late, 'tâche en retard', 'tâches en retard')}.`,
    focusDeadlines && deadlines(context),
    focusLoad && workload(context),
    // A question on deadlines or workload gets the projects in one line each, to stay short.
    ...(focusDeadlines || focusLoad
      ? [
          running
            .map((p) => `- **${p.name}** : ${p.progress} %, ${p.tasksCompleted} / ${p.tasksTotal} tâches`)
            .join('\n'),
        ]
      : running.map((project) => projectBlock(context, project))),
    finished.length > 0 &&
      `**Terminés ou annulés :** ${finished.map((p) => `${p.name} (${projectStatusLabels[p.status]}, ${p.tasksCompleted} / ${p.tasksTotal} tâches)`).join(' ; ')}`,
    !focusDeadlines && deadlines(context),
    recommendations(context, running),
    sampleNote(context),
  );
}
