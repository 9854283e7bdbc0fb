// Replies every employee gives in their own voice: greeting, help, not understood, hand-off.
import { employeeById } from '../../../../shared/employees.ts';
import { type EmployeeId, employeeIds } from '../../../../shared/routes.ts';
import { blocks, type ReplyContext, sampleNote } from '../context.ts';
import { fold, plural } from '../french.ts';
import { type DomainIntent, handoffHints, intentOwner, nameOf, voices, whereToFind } from '../team.ts';
import { isOverdue, openTasks, tasksAssignedTo } from '../workspace.ts';

/** One line on the employee's share of the workspace, so even a greeting is useful. */
function workspaceLine(context: ReplyContext): string {
  const { workspace, today, employee } = context;
  if (employee === 'alfred') {
    const open = openTasks(workspace);
    if (!open.length) return '';
    const late = open.filter((task) => isOverdue(task, today)).length;
    return `Vous avez **${plural(open.length, 'tâche ouverte', 'tâches ouvertes')}**${late ? `, dont **${late} en retard**` : ''}.`;
  }
  if (employee === 'millie') {
    const running = workspace.projects.filter((p) => p.status !== 'completed' && p.status !== 'cancelled');
    if (!running.length) return '';
    const average = Math.round(running.reduce((sum, p) => sum + p.progress, 0) / running.length);
    return `Je suis **${plural(running.length, 'projet en cours', 'projets en cours')}**, avec un avancement moyen de **${average} %**.`;
  }
  const mine = tasksAssignedTo(workspace, nameOf(employee));
  const first = mine[0];
  if (!first) return '';
  return `J'ai **${plural(mine.length, 'tâche', 'tâches')}** dans votre espace, à commencer par « ${first.title} ».`;
}

function examples(employee: EmployeeId, count: number): string {
  return voices[employee].examples
    .slice(0, count)
    .map((example) => `- « ${example} »`)
    .join('\n');
}

function colleagues(employee: EmployeeId): string {
  return employeeIds
    .filter((id) => id !== employee)
    .map((id) => `- **${nameOf(id)}** (${employeeById(id).role.toLowerCase()}) : ${voices[id].domain}`)
    .join('\n');
}

export function greetingReply(context: ReplyContext): string {
  const voice = voices[context.employee];
  if (/\bmerci\b/.test(fold(context.message))) {
    return blocks(voice.thanks, `Autre chose ? Par exemple :\n${examples(context.employee, 2)}`);
  }
  const line = workspaceLine(context);
  return blocks(
    voice.hello,
    line,
    `Que puis-je faire pour vous ? Par exemple :\n${examples(context.employee, 3)}`,
    line && sampleNote(context),
  );
}

export function helpReply(context: ReplyContext): string {
  const { employee } = context;
  const skills = employeeById(employee)
    .skills.map(
      (skill, index) => `${index + 1}. **${skill}** : « ${voices[employee].examples[index] ?? ''} »`,
    )
    .join('\n');
  return blocks(
    `${voices[employee].hello} Voici ce que je sais faire, avec une demande à essayer pour chaque point :`,
    skills,
    "**Pour de meilleurs résultats :** donnez un nom, un sujet ou une échéance (« pour M. Durand », « sur la cybersécurité », « avant vendredi »). Je travaille sur les projets, les tâches et l'agenda de votre espace.",
    `**Pour le reste, mes collègues :**\n${colleagues(employee)}`,
  );
}

export function unknownReply(context: ReplyContext): string {
  const { employee } = context;
  return blocks(
    voices[employee].unsure,
    `Voici ce que je peux faire tout de suite :\n${examples(employee, 4)}`,
    "**Astuce :** commencez par un verbe d'action (rédige, priorise, planifie, résume, analyse…) et précisez le nom, le sujet ou l'échéance.",
    `Si votre question concerne un autre domaine :\n${colleagues(employee)}`,
  );
}

/** Points to the colleague who owns the request, with what they will do and where to find them. */
export function handoffReply(context: ReplyContext, intent: DomainIntent): string {
  const owner = intentOwner[intent];
  const { employee } = context;
  return blocks(
    `C'est plutôt une question pour ${nameOf(owner)} (${employeeById(owner).role.toLowerCase()}), qui saura ${handoffHints[intent]}.`,
    `**Pour lui écrire :** ouvrez ${whereToFind(owner)} et envoyez-lui votre demande telle quelle.`,
    `De mon côté, mon domaine : ${voices[employee].domain}. Par exemple : « ${voices[employee].examples[0]} ».`,
  );
}
