// Replies every employee gives in its own voice: greeting, thanks, help, not understood, hand-off,
// honest limits, remembering a fact, and questions about the previous reply.

import { employeeById } from '../../../../shared/employees.ts';
import { type EmployeeId, employeeIds, paths } from '../../../../shared/routes.ts';
import { chatSkill, skillLabelled } from '../../employees/registry.ts';
import { isChatSkill } from '../../employees/skill.ts';
import { fold, plural, stopWords, withDe } from '../french.ts';
import { nameOf, voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import type { DomainIntent } from '../understanding/corpus.ts';
import { ordinalOf } from '../understanding/follow-ups.ts';
import { hiringCostAsked } from '../understanding/hiring-cost.ts';
import { asksForOnboarding } from '../understanding/onboarding.ts';
import { dueText, isOverdue, openTasks, priorityLabels, rankTasks, tasksAssignedTo } from '../workspace.ts';
import { blocks, listWords } from './compose.ts';
import { draftWhy } from './draft-why.ts';
import { quotesOf, quotesWhy } from './given-quotes.ts';

/** "[Suki](/ai/suki)": a link to the colleague's page. */
export function colleagueLink(employee: EmployeeId): string {
  return `[${nameOf(employee)}](${paths.aiEmployee(employee)})`;
}

const examplesOf = (employee: EmployeeId, count: number) =>
  voices[employee].examples
    .slice(0, count)
    .map((example) => `- « ${example} »`)
    .join('\n');

function colleagues(employee: EmployeeId): string {
  return employeeIds
    .filter((id) => id !== employee)
    .map((id) => `- ${colleagueLink(id)} (${employeeById(id).role.toLowerCase()}) : ${voices[id].domain}`)
    .join('\n');
}

/** How the employee greets the user, with their name when the company profile gives one. */
function hello(conversation: Conversation): string {
  return voices[conversation.employee].hello;
}

export function greetingReply(conversation: Conversation): string {
  const { employee, workspace, today, company } = conversation;
  const open = openTasks(workspace);
  const late = open.filter((task) => isOverdue(task, today)).length;
  return blocks(
    hello(conversation),
    company.name && `Ravi de travailler pour ${company.name}${company.city ? `, à ${company.city}` : ''}.`,
    employee === 'alfred' &&
      open.length > 0 &&
      `Vous avez **${plural(open.length, 'tâche ouverte', 'tâches ouvertes')}**${late ? `, dont **${late} en retard**` : ''}.`,
    `Que puis-je faire pour vous ? Par exemple :\n${examplesOf(employee, 3)}`,
  );
}

export function thanksReply(conversation: Conversation): string {
  return blocks(
    voices[conversation.employee].thanks,
    `Autre chose ? Par exemple :\n${examplesOf(conversation.employee, 2)}`,
  );
}

export function helpReply(conversation: Conversation): string {
  const { employee } = conversation;
  // Each public label is a skill of the registry (a test checks it): a request to try for those the chat
  // runs, the automation to turn on for those only a trigger runs (decision 075).
  const labels = employeeById(employee).skills;
  const triggered = labels.map((label) => {
    const skill = skillLabelled(employee, label);
    return skill !== null && !isChatSkill(skill);
  });
  const skills = labels
    .map((skill, index) =>
      triggered[index]
        ? `${index + 1}. **${skill}** : une automatisation, à activer dans la section Automatisations de ma page`
        : `${index + 1}. **${skill}** : « ${voices[employee].examples[index] ?? ''} »`,
    )
    .join('\n');
  return blocks(
    `${voices[employee].hello} Voici ce que je sais faire, avec ${
      triggered.includes(true)
        ? 'une demande à essayer ou l’automatisation à activer'
        : 'une demande à essayer'
    } pour chaque point :`,
    skills,
    '**Pour de meilleurs résultats :** donnez les faits (nom, entreprise, montant, référence, date) ; je les reprends tels quels. Dites « Retiens que… » pour que toute l’équipe se souvienne de votre entreprise.',
    `**Pour le reste, mes collègues :**\n${colleagues(employee)}`,
  );
}

export function unknownReply(conversation: Conversation): string {
  const { employee } = conversation;
  return blocks(
    voices[employee].unsure,
    `Pouvez-vous reformuler en une phrase ce que vous attendez (un email, un post, une liste, un plan…) ? Voici ce que je peux faire tout de suite :\n${examplesOf(employee, 4)}`,
    `Si votre demande concerne un autre domaine :\n${colleagues(employee)}`,
  );
}

// Dot (« Recruteuse ») and Millie (« Cheffe de projet ») are spoken of as « elle ».
const feminineColleagues = new Set<EmployeeId>(['dot', 'millie']);

export function handoffReply(conversation: Conversation, intent: DomainIntent, owner: EmployeeId): string {
  return handoffSaying(
    conversation,
    owner,
    asksForOnboarding(conversation.request.command)
      ? 'préparer cette arrivée étape par étape'
      : hiringCostAsked(conversation.request.command)
        ? 'chiffrer ce recrutement (minimums légaux et coût employeur)'
        : (chatSkill(intent)?.handoffHint ?? 's’en occuper'),
  );
}

/** The request handed to the colleague who runs its skill, with what that colleague will do (`hint`). */
export function handoffSaying(conversation: Conversation, owner: EmployeeId, hint: string): string {
  const { employee } = conversation;
  const pronoun = feminineColleagues.has(owner) ? 'elle' : 'il';
  return blocks(
    `C’est plutôt pour ${colleagueLink(owner)} (${employeeById(owner).role.toLowerCase()}), qui saura ${hint}.`,
    `**Pour lui confier :** ouvrez ${colleagueLink(owner)} (Employés IA → ${nameOf(owner)}) et envoyez-lui votre demande telle quelle ; ${pronoun} connaîtra aussi ce que vous m’avez demandé de retenir sur votre entreprise.`,
    `De mon côté : ${voices[employee].domain}. Par exemple : « ${voices[employee].examples[0]} ».`,
  );
}

// Said to a shop owner, in their words (issue 41): no « administrateur », no server to install.
const modelHint = 'Avec un modèle d’IA relié à Septime, je pourrai le faire.';

export function translationReply(conversation: Conversation): string {
  const text = conversation.request.facts.quoted[0] ?? conversation.request.pasted;
  return blocks(
    `Je ne peux pas traduire en mode hors ligne : le moteur local de Septime n’a pas de modèle de langue pour passer d’une langue à l’autre, et je préfère ne pas vous donner une traduction approximative.`,
    text && `Le texte à traduire : « ${text} ».`,
    modelHint,
  );
}

export function worldKnowledgeReply(conversation: Conversation): string {
  const { employee } = conversation;
  // A question gets "cette question"; "Cherche sur LinkedIn…" is a search, said as such.
  const question =
    /\?\s*$/.test(conversation.message) ||
    /^\s*(qui|que|quel|quelle|quels|quelles|combien|quand|ou|comment|pourquoi|est-ce)\b/.test(
      fold(conversation.message),
    );
  return blocks(
    `${question ? 'Je ne peux pas répondre à cette question en mode hors ligne' : 'Je ne peux pas faire cette recherche en mode hors ligne'} : je n’ai ni connaissances générales ni accès au web, seulement votre demande, votre espace de travail et ce que vous m’avez demandé de retenir. Je préfère vous le dire plutôt que d’inventer.`,
    modelHint,
    `Dans mon domaine (${voices[employee].domain}), je peux en revanche vous aider tout de suite : « ${voices[employee].examples[0]} ».`,
  );
}

export function sourcesReply(_conversation: Conversation): string {
  return blocks(
    'Je ne peux pas vous donner de sources : en mode hors ligne, je n’ai pas accès au web et je ne cite jamais une référence que je n’ai pas lue. Ce que j’ai écrit vient de votre demande, de votre espace de travail et de ce que vous m’avez demandé de retenir.',
    '**Où vérifier vous-même :** l’INSEE et la Banque de France pour les chiffres, service-public.fr et legifrance.gouv.fr pour les règles, la presse professionnelle de votre secteur et les sites de vos concurrents.',
    modelHint,
  );
}

/** The items of the last numbered or bulleted list of a reply, without Markdown marks. */
export function listItems(reply: string): string[] {
  const lines = reply.split('\n');
  const items: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    const match = /^\s*(?:\d+[.)]|[-*•])\s+(.*)$/.exec(line);
    if (match) current.push((match[1] ?? '').replace(/\*\*/g, '').trim());
    else if (line.trim() && current.length) {
      items.splice(0, items.length, ...current);
      current = [];
    }
  }
  if (current.length) items.splice(0, items.length, ...current);
  return items;
}

/**
 * « j'aime bien le 2e, fais-en un post », « prends la troisième »: the item of the previous reply's
 * list the message picks, without its quotes; null when it picks none.
 */
export function pickedItem(
  message: string,
  previousReply: string | null,
  options: { quotedOnly?: boolean } = {},
): string | null {
  const items = previousReply ? listItems(previousReply) : [];
  if (items.length < 2) return null;
  const word =
    /\b(?:le|la|du|de la|au|à la|a la)\s+(\d(?:e|eme|er|ere|nd|nde)|premier|premiere|deuxieme|second|seconde|troisieme|quatrieme|cinquieme)\b/.exec(
      fold(message),
    )?.[1];
  // « celui que tu mets en premier », « celle en tête »: the first of the list.
  const first = /\b(?:celui|celle|ce que)\b[^.?!]{0,30}\ben (?:premier|premiere|tete)\b/.test(fold(message));
  const rank = word ? ordinalOf(word) : first ? 1 : null;
  const item = rank === -1 ? items.at(-1) : rank ? items[rank - 1] : undefined;
  // A slogan or a title is quoted in the list; an idea with its reason is not.
  if (!item || (options.quotedOnly && !/^[«"“]/.test(item))) return null;
  return item.replace(/^[«"“]\s*|\s*[»"”]$/g, '').trim();
}

/** An item's name and its explanation: "Cabinets comptables — bureaux occupés…" → both parts. */
function itemParts(item: string): { name: string; reason: string | null } {
  const match = /^(.+?)(?:\s+[—–-]\s+|\s*:\s+|\s+\()(.+)$/.exec(item);
  if (!match) return { name: item.trim(), reason: null };
  return { name: (match[1] ?? '').trim(), reason: (match[2] ?? '').replace(/\)\s*$/, '').trim() || null };
}

export function whichFirstReply(conversation: Conversation): string {
  const { workspace, today, previousReply } = conversation;
  const ranked = rankTasks(openTasks(workspace));
  const items = previousReply ? listItems(previousReply) : [];
  const top = ranked.find((task) => items.some((item) => item.includes(task.title)));
  if (top) {
    // The item as the list named it ("vendredi 20 novembre"), so the answer points at that line.
    const item = items.find((candidate) => candidate.includes(top.title)) ?? '';
    const head = itemParts(item).name;
    const reasons = [
      `sa priorité est **${priorityLabels[top.priority].toLowerCase()}**`,
      top.dueDate &&
        (isOverdue(top, today)
          ? 'elle est **déjà en retard**'
          : `son échéance est la plus proche (${dueText(top.dueDate, today)})`),
    ].filter(Boolean) as string[];
    return blocks(
      `Commencez par **« ${top.title} »**${head && !head.includes(top.title) ? ` (${head})` : ''} : ${listWords(reasons)}.`,
      'Une fois terminée, passez à la suivante de la liste ; je peux la marquer comme terminée pour vous quand vous me le direz.',
    );
  }
  const first = items[0];
  if (first) {
    // The list was written most important first; its own explanation is the reason to start there.
    const { name, reason } = itemParts(first);
    const detail = reason ? ` — ${reason.replace(/\.$/, '')}.` : /[?!]$/.test(name) ? '' : '.';
    const important = /\bplus important|essentiel|compte le plus/.test(fold(conversation.message));
    return blocks(
      important ? `Le plus important : **${name}**${detail}` : `Commencez par **${name}**${detail}`,
      important
        ? 'Je les ai rangés du plus important au moins important : si vous ne deviez en regarder qu’un, ce serait celui-là.'
        : 'La liste est rangée dans l’ordre où je vous conseille de procéder : passez ensuite à la suivante.',
    );
  }
  return blocks(
    'De quelle liste parlez-vous ? Demandez-moi par exemple « Priorise mes tâches de la semaine » et je vous dirai par laquelle commencer.',
  );
}

/** « La Twingo de Julie (freins, 1h30…) — échéance demain, attendu à 14 h » → its name and the list's reasons. */
function rankedItem(item: string): { name: string; reasons: string[] } {
  const cut = item.lastIndexOf(' — ');
  const named = cut > 0 ? item.slice(0, cut) : item;
  return {
    name: named.replace(/\s+\(.*$/, '').trim(),
    reasons: cut > 0 ? item.slice(cut + 3).split(/,\s+(?![^(]*\))/) : [],
  };
}

const lowerFirst = (text: string) =>
  text.replace(/^(?:Le|La|Les|L['’])(?=[\s'’])/, (word) => word.toLowerCase());

/**
 * « Pourquoi la Twingo avant le Kangoo ? », « Pourquoi la Clio en premier ? » about a ranked list: the
 * two items named, and what put one before the other, from the reasons the list gave each.
 */
function whyBeforeReply(conversation: Conversation): string | null {
  const { previousReply, message } = conversation;
  const items = previousReply ? listItems(previousReply).map(rankedItem) : [];
  if (items.length < 2) return null;
  const words = fold(message)
    .split(/[^a-z0-9]+/)
    .filter(
      (word) =>
        word.length >= 3 &&
        !stopWords.has(word) &&
        !/^(pourquoi|avant|apres|premier|premiere|dernier)$/.test(word),
    );
  const named = (item: { name: string }) =>
    fold(item.name)
      .split(/[^a-z0-9]+/)
      .some((word) => words.includes(word));
  const positions = items.map((item, index) => (named(item) ? index : -1)).filter((index) => index >= 0);
  const firstAt = positions[0];
  if (firstAt === undefined || positions.length > 2) return null;
  const secondAt = positions[1] ?? firstAt + 1;
  const [ahead, behind] = [items[firstAt]!, items[secondAt]];
  if (!behind) return null;
  const due = (reasons: string[]) =>
    reasons.find((reason) => /^attendu\b/.test(reason))?.replace(/^attendu\s+/, '');
  const [dueAhead, dueBehind] = [due(ahead.reasons), due(behind.reasons)];
  const because =
    dueAhead && dueBehind
      ? `son échéance tombe ${dueAhead}, celle ${withDe(lowerFirst(behind.name))} seulement ${dueBehind}`
      : `pour ${lowerFirst(ahead.name)} : ${ahead.reasons.join(', ') || 'rien de particulier'} ; pour ${lowerFirst(behind.name)} : ${behind.reasons.join(', ') || 'rien de particulier'}`;
  return blocks(
    `**${ahead.name}** passe avant **${lowerFirst(behind.name)}** : ${because}.`,
    'Je fais passer d’abord ce qui est attendu le plus tôt, puis ce qui touche un client ou de l’argent ; à égalité, le plus rapide passe devant. Si l’une de ces échéances est fausse, dites-le-moi et je revois l’ordre.',
  );
}

export function whyReply(conversation: Conversation): string {
  const { employee } = conversation;
  // « Pourquoi pas Déco Martin ? » after offers the user described: that offer against the pick.
  const quotes = quotesOf(conversation);
  const offer = quotes && quotesWhy(conversation, quotes);
  if (offer) return offer;
  const before = whyBeforeReply(conversation);
  if (before) return before;
  // « Pourquoi ce sujet ? » after a letter: the draft's own choices, each with its source.
  const draft = draftWhy(conversation);
  if (draft) return draft;
  return blocks(
    `${voices[employee].ack} Je me suis appuyé uniquement sur ce que vous m’avez dit, sur votre espace de travail (priorités, échéances, projets) et sur ce que vous m’avez demandé de retenir ; je n’invente aucun chiffre.`,
    'Dites-moi ce qui vous semble à revoir et j’ajuste.',
  );
}

/** The open tasks of one person or employee ("Et pour Chip ?"). */
export function tasksOfReply(conversation: Conversation, name: string): string {
  const tasks = tasksAssignedTo(conversation.workspace, name);
  if (!tasks.length) return `${name} n’a aucune tâche ouverte dans votre espace.`;
  return blocks(
    tasks.length === 1
      ? `Voici la tâche ouverte de ${name} :`
      : `Voici les ${plural(tasks.length, 'tâche ouverte', 'tâches ouvertes')} de ${name}, de la plus prioritaire à la moins urgente :`,
    tasks
      .map(
        (task, index) =>
          `${index + 1}. **${task.title}** — ${priorityLabels[task.priority]}${task.dueDate ? ` · ${dueText(task.dueDate, conversation.today)}` : ''}`,
      )
      .join('\n'),
  );
}

/** The employee named in a text ("Chip", "pour Millie"), if any. */
export function employeeNamed(text: string): EmployeeId | null {
  const folded = fold(text);
  return employeeIds.find((id) => new RegExp(`\\b${id}\\b`).test(folded)) ?? null;
}
