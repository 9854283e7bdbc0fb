import { employees } from '../../../shared/employees.ts';
import { type DayNumber, isoDay, parisInstant } from '../../../shared/paris-time.ts';
import type { Priority, TaskStatus } from '../../../shared/workspace-model.ts';
import { canonicalAssignee } from '../actions/create-task.ts';
import type { ActionProposal } from '../actions/registry.ts';
import { type DateMention, findDates } from '../local/dates.ts';
import { capitalise, fold, formatDay, formatTime, numberOf, withDe } from '../local/french.ts';
import { calendarEventWords, type EventNoun, eventNounOf } from '../local/understanding/events.ts';
import { closestTask, titleWords } from './task-title-match.ts';

// Reads a French command that asks an employee to change the workspace ("Crée une tâche : appeler le
// comptable demain", "Cale un point avec Paul mardi à 10h", "La tâche devis Dupont est finie"). The
// same proposals come from the model providers' tool calls. A sentence that only talks about tasks
// ("Quelles sont mes tâches ?") is no command: it stays with the conversation.

export type TaskPriority = Priority;
export type { ActionProposal, TaskStatus };

type Range = [number, number];

/** The text from `from` to `to`, without the ranges said elsewhere (a date, a priority, an assignee). */
function cutOut(
  text: string,
  from: number,
  to: number,
  ranges: Range[],
  kept: Map<number, string> = new Map(),
): string {
  let out = '';
  for (let i = from; i < to; i++) {
    // What a cut range leaves in its place (the time of a reminder, which a task has no field for).
    const left = kept.get(i);
    if (left) out += ` ${left} `;
    if (!ranges.some(([a, b]) => i >= a && i < b)) out += text[i];
  }
  return out.replace(/\s+/g, ' ').trim();
}

const politeTail = "stp|svp|s'il (?:te|vous) pla[iî]t|merci(?: d'avance| beaucoup)?";
const leadingFiller =
  /^(?:[:,;–—-]\s*|d'\s*|(?:pour|de|qui consiste à|consistant à|afin de|à faire|urgente?|importante?|prioritaire|nommée?|intitulée?|appelée?)(?:\s+|$))+/i;
const trailingFiller = new RegExp(
  // No \\b: it would end a word at an accent and cut "Léa" to "Lé".
  `(?:[\\s,;:.!?…()–—-]|(?<!\\p{L})(?:pour|de|d'|à|a|le|la|les|avant|d'ici|et|ou|c'est|priorité|à faire|a faire|${politeTail})$)+$`,
  'iu',
);

/** Trims command words left at the edges, and capitalises. */
function cleanTitle(raw: string): string {
  let title = raw.trim();
  for (let step = 0; step < 4; step++) {
    const next = title.replace(leadingFiller, '').replace(trailingFiller, '').trim();
    if (next === title) break;
    title = next;
  }
  // « appeler Paul (le comptable) »: a closing bracket is punctuation the filler took, but it was said.
  if ((title.match(/\(/g) ?? []).length > (title.match(/\)/g) ?? []).length) title += ')';
  return capitalise(title).slice(0, 200);
}

const quotedPattern = /[«"“]\s*(.+?)\s*[»"”]/;

/** The «quoted» words, with their place in the text. */
function quotedOf(text: string): { title: string; range: Range } | null {
  const match = quotedPattern.exec(text);
  if (!match?.[1]) return null;
  return { title: match[1].trim(), range: [match.index, match.index + match[0].length] };
}

// Questions about the workspace, or about how to do things: no command.
const questionPattern =
  /^(?:comment|pourquoi|combien|quel(?:le)?s?|qu'est-ce|ou |est-ce qu'(?:il|on)|as-tu|avez-vous|y a-t-il|sais-tu|savez-vous)\b|\b(?:comment (?:on |je |faire|creer|ajouter)|peut-on|puis-je|est-il possible|sais-tu|savez-vous)\b/;

const priorityRules: Array<[RegExp, TaskPriority]> = [
  [
    /\b(?:pas|non|peu) (?:tres |si )?(?:urgente?|presse|prioritaire|importante?)\b|\b(?:priorite|importance) (?:faible|basse|minimale|mineure)\b|\b(?:faible|basse) priorite\b|\bsans urgence\b|\bquand (?:tu (?:peux|pourras|as le temps|auras le temps)|vous (?:pouvez|pourrez|avez le temps))\b/g,
    'low',
  ],
  [
    /\burgente?s?\b|\ben urgence\b|\basap\b|\bau plus vite\b|\bpriorite (?:maximale|absolue|critique)\b/g,
    'urgent',
  ],
  [
    /\b(?:priorite|importance) (?:haute|elevee|forte|importante)\b|\b(?:haute|forte|grande) priorite\b|\b(?:tres )?importante?\b|\bprioritaire\b/g,
    'high',
  ],
  [/\b(?:priorite|importance) (?:normale|moyenne)\b/g, 'medium'],
];

/** The priority said outside the title, and where it was said (to leave it out of the title). */
function priorityOf(folded: string, outside: Range | null): { priority: TaskPriority; ranges: Range[] } {
  const ranges: Range[] = [];
  let priority: TaskPriority | null = null;
  for (const [pattern, level] of priorityRules) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (outside && start >= outside[0] && end <= outside[1]) continue;
      if (ranges.some(([a, b]) => start < b && end > a)) continue;
      priority ??= level;
      // ", c'est urgent", "(priorité haute)", "en priorité haute": the words around go too.
      const lead = /(?:[,(]\s*)?(?:c'est (?:tres )?|de |en |avec une? |,? ?en )?$/.exec(
        folded.slice(0, start),
      )!;
      const close = /^\s*\)/.exec(folded.slice(end))?.[0].length ?? 0;
      ranges.push([start - lead[0].length, end + close]);
    }
  }
  return { priority: priority ?? 'medium', ranges };
}

const namePattern = "(?:(?:M\\.|Mme|Mlle|Me|Dr) )?[A-ZÀ-Ý][\\p{L}'’-]+(?: [A-ZÀ-Ý][\\p{L}'’-]+)?";
const employeeNames = employees.map((e) => e.name).join('|');

/** "assignée à Paul", "pour Millie": who the task is for, when the sentence says it plainly. */
function assigneeOf(
  text: string,
  dates: DateMention[],
  outside: Range | null,
): { assignee: string; range: Range } | null {
  const inside = (index: number) => outside !== null && index >= outside[0] && index < outside[1];
  const clauseEnd = (end: number) =>
    /^\s*(?:[,:;.!?]|$)/.test(text.slice(end)) ||
    dates.some((d) => d.index >= end && /^\s*$/.test(text.slice(end, d.index)));
  // The verb in any case ("Assigne-la à Paul"), the name as written.
  const explicit = /\b(?:assign|attribu|confi|affect)(?:e|ee|er|ez)(?:-la|-le|-lui)? (?:a|au) /g;
  for (const match of fold(text).matchAll(explicit)) {
    const end = match.index + match[0].length;
    const name = new RegExp(`^${namePattern}`, 'u').exec(text.slice(end));
    if (name && !inside(match.index))
      return { assignee: name[0], range: [match.index, end + name[0].length] };
  }
  // A first name after "pour" (never a "Mme Leroy", who is more likely a client), or an employee after "à".
  const implicit = new RegExp(`\\b(?:pour ([A-ZÀ-Ý][\\p{L}'’-]+)|(?:à|a) (${employeeNames}))\\b`, 'gu');
  for (const match of text.matchAll(implicit)) {
    const end = match.index + match[0].length;
    if (inside(match.index) || !clauseEnd(end)) continue;
    return { assignee: (match[1] ?? match[2])!, range: [match.index, end] };
  }
  return null;
}

const taskVerbs =
  'cree|creer|crees|creez|ajoute|ajouter|ajoutes|ajoutez|rajoute|rajouter|note|noter|notez|mets|mettre|mettez|inscris|inscrire|enregistre|enregistrer|programme|programmer|planifie|planifier|prevois|prevoir|ouvre|ouvrir|fais|faire|faites|cale|caler';
const taskCommands: RegExp[] = [
  // "Crée une tâche", "Peux-tu me créer une nouvelle tâche urgente", "Ajoute-moi une tâche".
  new RegExp(
    `\\b(?:${taskVerbs})(?:-(?:moi|nous|toi|la|le))? (?:(?:moi|nous|vite|rapidement|aussi|donc) )?(?:une|la|cette|ma|un|le|1) (?:nouvelle |petite |autre )?(?:tache|todo|to-do|to do)\\b`,
  ),
  // "Nouvelle tâche urgente : …", "Tâche : …".
  /(?:^|[.!:]\s*)(?:nouvelle |une )?tache\b(?=[^:]{0,40}:)/,
  // "Rappelle-moi d'envoyer le devis", "Note-moi de rappeler Mme Faure", "Fais-moi penser à relancer
  // Durand", "Pense à me rappeler de…", "Mets-moi un rappel pour…": a reminder is a task for the user.
  /\b(?:rappelle|rappellez|rappelez|rappele|note|notez|inscris|inscrivez|marque|marquez)-(?:moi|nous) (?:de |d'|qu'il faut |que je dois |que nous devons |qu'on doit )|\b(?:fais|faites)-(?:moi|nous) penser (?:a |qu'il faut )|\b(?:n'oublie pas|n'oubliez pas|pense|pensez|penses|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu peux|vous pouvez|merci) (?:a |de )?(?:me|nous) rappeler (?:de |d'|qu'il faut )|\b(?:mets|mettez|ajoute|ajoutez|cree|creez|programme|programmez)-(?:moi|nous) un rappel (?:pour |de |d'|afin de )/,
  // "Ajoute à mes tâches : …", "Mets dans ma to-do de…".
  /\b(?:ajoute|ajouter|ajoutez|rajoute|rajoutez|mets|mettre|mettez|note|noter|notez|inscris|inscrivez)(?:-la|-le|-moi)? (?:a|dans|sur) (?:mes taches|ma liste(?: de taches)?|mes rappels|ma todo(?: list)?|ma to-do(?: list)?)\b(?: (?:de |d'|qu'il faut ))?/,
  // "Note que je dois rappeler le plombier vendredi", "Notez qu'il faut commander les cartons": a
  // thing to do, said as an obligation. A standing rule ("je dois toujours…") is a fact to remember.
  /\b(?:note|notez|noter|marque|marquez|inscris|inscrivez)(?:-(?:moi|nous|le|la))? (?:bien |aussi )?qu(?:e |')(?:je dois|je devrai|j'ai a|on doit|on devra|nous devons|nous devrons|il faut|il faudra|il faudrait|faut) (?!.*\b(?:toujours|systematiquement|jamais|chaque|tous les|toutes les)\b)(?:encore |absolument |aussi |bien )?/,
  // "Mets un rappel pour payer l'URSSAF", "Programmez un rappel lundi pour relancer Mme Garcia",
  // "Ajoute une alerte : renouveler l'assurance": a reminder is a task for the user, whatever the verb.
  /\b(?:mets|mettez|met|mettre|ajoute|ajoutez|ajouter|cree|creez|creer|programme|programmez|programmer|fais|faites|pose|posez|cale|calez|planifie|planifiez|prevois|prevoyez|note|notez|enregistre|enregistrez)(?:-(?:moi|nous))? (?:moi |nous )?(?:un |une )(?:petit |petite |nouveau |nouvelle )?(?:rappel|alerte|pense-bete)\b/,
  // "Rappel vendredi : appeler la banque", "Pense-bête : envoyer les factures".
  /(?:^|[.!]\s*)(?:(?:un|nouveau|petit) )?(?:rappel|pense-bete)\b(?=[^:]{0,40}:)/,
];

const strayWords = new Set(
  'comme ca cela ceci ici fait faite fini finie ok oui non tout rien truc chose elle lui eux celle celui'.split(
    ' ',
  ),
);

// The commands that say « tâche » (or « mes tâches ») in so many words.
const explicitTaskCommands = [taskCommands[0]!, taskCommands[1]!, taskCommands[3]!];

function parseTaskRequest(
  message: string,
  folded: string,
  dates: DateMention[],
): ActionProposal | null | undefined {
  const command = taskCommands.map((pattern) => pattern.exec(folded)).find((match) => match !== null);
  if (!command) return undefined;
  const quoted = quotedOf(message);
  const outside = quoted?.range ?? null;
  const due = dates.find((d) => !(outside && d.index >= outside[0] && d.index < outside[1])) ?? null;
  const { priority, ranges: priorityRanges } = priorityOf(folded, outside);
  const assigned = assigneeOf(message, dates, outside);
  let title = quoted?.title ?? '';
  if (!quoted) {
    const ranges: Range[] = [
      ...dates.map((d): Range => [d.index, d.index + d.text.length]),
      ...priorityRanges,
      ...(assigned ? [assigned.range] : []),
    ];
    // A task has a day but no time: "jeudi à 14h30" keeps "à 14 h 30" in the title, not to lose it.
    const kept = new Map<number, string>();
    if (due && due.minutes !== null && /\d\s*h|midi|minuit/.test(fold(due.text)))
      kept.set(due.index, `à ${formatTime(due.minutes)}`);
    const start = command.index + command[0].length;
    // The title ends with its sentence ("… ? Assigne-la à Paul."), not at an abbreviation ("M. Dupont").
    const sentenceEnd = /(?<!\b(?:M|Mr|Dr|St|Mme))[.?!](?=\s|$)/.exec(message.slice(start));
    title = cleanTitle(
      cutOut(message, start, sentenceEnd ? start + sentenceEnd.index : message.length, ranges, kept),
    );
  }
  // A title of stray words only (« Comme », « Ça ») names no task: the title is asked for.
  if (!title || !titleWords(title).some((word) => word.length >= 3 && !strayWords.has(word))) return null;
  // « Pour le salon de l'habitat de Rennes, ajoute une tâche : réserver le stand »: what the task is for
  // stays with it, or « Réserver le stand » says nothing a week later.
  const purpose = /^pour (?:le |la |l'|les |mon |ma |mes |notre |nos )([^,:;.!?]{4,60}),\s/.exec(folded);
  if (
    !quoted &&
    purpose &&
    purpose.index + purpose[0].length <= command.index &&
    !fold(title).includes(purpose[1]!)
  )
    title = `${cleanTitle(title)} (${message.slice(purpose[0].length - purpose[1]!.length - 2, purpose[0].length - 2)})`;
  return {
    kind: 'create_task',
    params: {
      title: cleanTitle(title),
      dueDate: due ? isoDay(due.day) : null,
      priority,
      assignee: canonicalAssignee(assigned?.assignee),
    },
  };
}

const statusWords: Array<[string, TaskStatus]> = [
  ['terminee?s?|finie?s?|faite?s?|bouclee?s?|close?s?|completee?s?|achevee?s?|reglee?s?|ok', 'done'],
  ['en cours|commencee?s?|demarree?s?|entamee?s?|lancee?s?', 'in_progress'],
  ['en revue|a relire|en relecture|a valider|en validation|en review', 'review'],
  ['a faire|rouverte?s?|a reprendre|en attente', 'todo'],
];
const anyStatus = statusWords.map(([words]) => words).join('|');
const statusVerbs =
  'marque|marquer|marquez|passe|passer|passez|mets|mettre|mettez|met|bascule|basculer|indique|indiquer|declare|declarer|change|changer|note|noter|classe|classer';
const statusCommands: RegExp[] = [
  // "Marque comme terminée la tâche X", "Passe en cours la tâche X": the status said before the title.
  new RegExp(
    `\\b(?:${statusVerbs})(?:-la|-le)? (?:comme |en tant que |au statut |a l'etat )?(?<status>${anyStatus}) (?<title>(?:(?:la|ma|cette|une) )?(?:tache|carte)\\b.+?|[«"“].+?)\\s*[?!.]*$`,
  ),
  // "Marque « Devis » comme terminée", "Passe la tâche Audit SEO en revue", "Mets le statut de X à en cours".
  new RegExp(
    `\\b(?:${statusVerbs})(?:-la|-le)? (?:le statut de (?:la tache )?|la tache |ma tache |la carte )?(?<title>.+?),? (?:comme |en tant que |au statut |a l'etat |sur |a )?(?<status>${anyStatus})\\b`,
  ),
  // "La tâche appeler le comptable est finie", "la tâche « X » est maintenant en cours".
  new RegExp(
    `\\b(?:la |ma )?tache (?<title>.+?) (?:est|a ete|vient d'etre) (?:maintenant |enfin |desormais |bien )?(?<status>${anyStatus})\\b`,
  ),
  // "J'ai terminé la tâche X", "Termine la tâche X", "Rouvre la tâche X".
  /(?:^|\bj'ai |\bon a |\bnous avons )(?<verb>termine|fini|finis|boucle|cloture|clos|acheve|commence|demarre|entame|rouvre|reouvre)r?z?s? (?:la |ma )?tache (?<title>.+?)\s*$/,
];

// Said of the work rather than of a task: "C'est fait pour la synthèse de la veille", "J'ai fini de
// relancer les prospects du salon", "L'export des contacts est en cours". They name one of the user's
// tasks by a paraphrase, and become a proposal only when a task fits (closestTask).
const statusStatements: RegExp[] = [
  /^(?:(?:bon|ok|voila|au fait|alors)\b[\s,!]*)?c'est (?:bon|fait|fini|termine|regle|boucle|ok|valide|envoye) (?:pour|concernant|cote) (?<title>[^,;:?]{3,80}?)\s*[.!]*$/,
  /^(?:(?:bon|ok|voila|au fait|alors)\b[\s,!]*)?(?:j'ai|on a|nous avons) (?:enfin |bien |deja )?(?<verb>termine|fini|boucle|acheve|fait|commence|demarre|entame)(?: (?:de |d'|a |avec ))?(?<title>[^,;:?]{3,80}?)\s*[.!]*$/,
  new RegExp(
    `^(?<title>(?!(?:c'|ce |ca |cela |tout|il |elle |on |je |j'|nous |vous |tu ))[^,;:?]{3,80}?) (?:est|sont) (?:maintenant |enfin |desormais |bien |deja )?(?<status>${anyStatus}|validee?s?|envoyee?s?)\\s*[.!]*$`,
  ),
];

function statusOf(words: string): TaskStatus | null {
  return statusWords.find(([pattern]) => new RegExp(`^(?:${pattern})$`).test(words))?.[1] ?? null;
}

/** The task a designation names: « la tâche sur les doublons » → « doublons ». */
function withoutTaskWord(title: string): string {
  return title
    .replace(
      /^(?:(?:la|ma|cette|une)\s+)?(?:t[âa]che|carte)s?\b\s*(?:(?:sur|des|du|de|pour|concernant|qui concerne)\s+|d['’]\s*)?(?:(?:les|le|la)\s+|l['’]\s*)?/iu,
      '',
    )
    .trim();
}

type TaskRow = { title: string };

/**
 * A change of status said without the word « tâche » (« c'est fait pour la synthèse »): the user's
 * task its words name, or, when none fits, the words said (to tell the user no task was found).
 */
function parseStatusStatement(
  message: string,
  folded: string,
  tasks: TaskRow[],
  now: Date,
): { proposal: ActionProposal } | { unknownTask: string } | null {
  const text = folded.trim();
  for (const pattern of statusStatements) {
    const match = pattern.exec(text);
    const groups = match?.groups;
    // « Dis à Julie que le devis est validé » reports news to pass on, not work of the user's.
    if (!match || !groups?.title || /\bqu(?:e\s|')/.test(groups.title)) continue;
    const status: TaskStatus | null = groups.status
      ? /^(?:validee?s?|envoyee?s?)$/.test(groups.status)
        ? 'done'
        : statusOf(groups.status)
      : groups.verb && /^(commence|demarre|entame)/.test(groups.verb)
        ? 'in_progress'
        : 'done';
    // « La commande est en attente » says where something stands, not a task to reopen.
    if (!status || status === 'todo') continue;
    const offset = message.length - message.trimStart().length;
    const start = offset + match.index + match[0].indexOf(groups.title);
    const said = message.slice(start, start + groups.title.length).replace(/[«»"“”]/g, '');
    const found = closestTask(withoutTaskWord(said), tasks);
    if (found) return { proposal: { kind: 'update_task_status', params: { title: found.title, status } } };
    // A statement only names a task; « c'est bon pour moi » or « le devis est validé » with no task
    // of that name is no command.
    const words = titleWords(said).filter((word) => !strayWords.has(word));
    // « C'est bon pour demain » confirms a day; « c'est fait pour la TVA » names work done.
    return words.some((word) => word.length >= 4) &&
      !findDates(said, now).length &&
      /^(?:\S+\s*,?\s*)?(?:c'est (?:fait|fini|termine|regle|boucle)|(?:j'ai|on a|nous avons) (?:enfin |bien |deja )?(?:termine|fini|boucle|acheve))\b/.test(
        text,
      )
      ? { unknownTask: cleanTitle(said) }
      : null;
  }
  return null;
}

function parseStatusRequest(message: string, folded: string, tasks: TaskRow[] = []): ActionProposal | null {
  for (const pattern of statusCommands) {
    const match = pattern.exec(folded);
    const groups = match?.groups;
    if (!match || !groups?.title) continue;
    const status = groups.status
      ? statusOf(groups.status)
      : /^(commence|demarre|entame)/.test(groups.verb!)
        ? 'in_progress'
        : /^(rouvre|reouvre)/.test(groups.verb!)
          ? 'todo'
          : 'done';
    if (!status) continue;
    const titleStart = match.index + match[0].indexOf(groups.title);
    const written = message.slice(titleStart, titleStart + groups.title.length);
    const spoken = quotedOf(written)?.title ?? cleanTitle(withoutTaskWord(written.replace(/[«»"“”]/g, '')));
    // The user's task the words name, by its own title, when one fits.
    const title = (spoken && closestTask(spoken, tasks)?.title) || spoken;
    // "Passe mes tâches en revue" is a request to review, not a status change.
    // Nor is « Marque comme fait » a task named « Comme ».
    if (
      !title ||
      /^(?:(?:toutes|tous) )?(?:mes|tes|vos|nos|ces|les) (?:taches|cartes)|^(?:toutes|tous)\b|^(?:tout|ca|cela|la|le)$/i.test(
        fold(title),
      ) ||
      !titleWords(title).some((word) => word.length >= 3 && !strayWords.has(word))
    )
      continue;
    return { kind: 'update_task_status', params: { title, status } };
  }
  return null;
}

const eventVerbs =
  'planifie|planifier|planifiez|programme|programmer|programmez|organise|organiser|organisez|cree|creer|creez|ajoute|ajouter|ajoutez|cale|caler|calez|prevois|prevoir|prevoyez|fixe|fixer|fixez|mets|mettre|mettez|note|noter|notez|prends|prendre|prenez|reserve|reserver|reservez|bloque|bloquer|bloquez|booke|booker|inscris';
const eventCommand = new RegExp(
  `\\b(?<verb>${eventVerbs})(?:-(?:moi|nous|lui|leur))?(?<inPlace> en place)? (?:(?:moi|nous|vite|rapidement|aussi) )?(?:(?:un|une|le|la|mon|ma|notre|nouveau|nouvelle|1) |(?<measure>(?:une|deux|trois|quatre|cinq|[1-9]) (?:jours?|journees?|demi-journees?)) d(?:e |'))(?:petit |petite |nouveau |nouvelle |court |courte |bref |breve )?(?<noun>${calendarEventWords})\\b`,
);
// "Prends rendez-vous chez Mme Martin", "Pouvez-vous prendre rdv chez le garagiste": the appointment
// taken, said without an article.
const takeAppointment =
  /\b(?<verb>prends|prendre|prenez|prenons)(?:-(?:moi|nous|lui|leur))? (?<noun>rendez-vous|rdv)\b/;
// "Ajoute à mon agenda : déjeuner avec Karim mardi à 12h30", "Inscris au planning : formation SST…",
// "Mets la réunion parents-profs dans mon agenda le 10 décembre": an entry of the calendar, named by
// what the user says around the words that put it there.
const agendaPlace =
  "(?:a|au|dans|sur) (?:mon |ma |notre |nos |l'|le |la )?(?:agenda|planning|calendrier|emploi du temps)\\b";
const agendaVerb =
  '(?:ajoute|ajouter|ajoutez|rajoute|rajoutez|mets|mettre|mettez|met|note|noter|notez|inscris|inscrire|inscrivez|enregistre|enregistrer|enregistrez|programme|programmez|place|placez|cale|calez)(?:-(?:le|la|les|moi|nous))?';
const agendaCommand = new RegExp(`\\b${agendaVerb} (?:(?:moi|nous|ca|cela) )?${agendaPlace}(?:\\s*:)?`);
const agendaAfterObject = new RegExp(`\\b${agendaVerb} (?<object>[^:;,.!?]{3,80}?) ${agendaPlace}`);

const notedEntryCommand = new RegExp(
  `\\bnot(?:e|ez)(?:-le)?\\s*:\\s*(?=(?:un |une |le |la |l'|mon |ma )?(?:${calendarEventWords})\\b)`,
);
// « Note que le plombier passe vendredi à 8 h », « Note que M. Caradec vient mardi à 14 h »: a visit.
const notedVisit =
  /\bnot(?:e|ez)(?:-le)?\s+(?:que|qu')\s*(?<who>(?:l'|le |la |les |mon |ma |mes |notre |nos |m\. |mme |monsieur |madame )?[^,.;:!?]{2,50}?)\s+(?:vient|viennent|viendra|viendront|passe|passent|passera|passeront|arrive|arrivent|arrivera|intervient|interviendra|livre|livrera)\b/;

/** The event noun a title starts with (« la reunion parents-profs » → « Réunion parents-profs »), or the title. */
function namedEntry(title: string): string {
  const bare = title.replace(/^(?:(?:un|une|le|la|les|mon|ma|notre)\s+|l['’]\s*)/iu, '');
  const noun = new RegExp(`^(?:${calendarEventWords})\\b`).exec(fold(bare));
  const entry = noun ? eventNounOf(noun[0]) : undefined;
  return cleanTitle(entry ? `${entry.title}${bare.slice(noun![0].length)}` : bare);
}

/** Where a calendar entry is said to be put, and its title's words, outside the dates said. */
function agendaEntryOf(
  message: string,
  folded: string,
  cut: Range[],
): { title: string; index: number } | null {
  const direct = agendaCommand.exec(folded);
  if (direct) {
    const end = direct.index + direct[0].length;
    const title = namedEntry(cutOut(message, end, message.length, cut));
    return title ? { title, index: direct.index } : null;
  }
  // « Note : rendez-vous chez le dentiste le 9 décembre à 11h »: the entry after the colon.
  const notedEntry = notedEntryCommand.exec(folded);
  if (notedEntry) {
    const end = notedEntry.index + notedEntry[0].length;
    const title = namedEntry(cutOut(message, end, message.length, cut));
    return title ? { title, index: notedEntry.index } : null;
  }
  // « Note que l'électricien passe jeudi à 9 h pour le tableau »: someone's visit, named by who comes.
  const visit = notedVisit.exec(folded);
  if (visit?.groups?.who) {
    const at = (index: number, length: number) => cutOut(message, index, index + length, cut).trim();
    const whoAt = visit.index + visit[0].indexOf(visit.groups.who);
    const who = at(whoAt, visit.groups.who.length);
    const after = visit.index + visit[0].length;
    const purpose = /^[^.;!?]*?\bpour\s+([^.;!?]+)/.exec(cutOut(message, after, message.length, cut))?.[1];
    const title = `Passage ${withDe(who)}${purpose?.trim() ? ` : ${purpose.trim().replace(/\s+/g, ' ')}` : ''}`;
    return { title: cleanTitle(title), index: visit.index };
  }
  const around = agendaAfterObject.exec(folded);
  if (!around?.groups?.object) return null;
  const start = around.index + around[0].indexOf(around.groups.object);
  const title = namedEntry(cutOut(message, start, start + around.groups.object.length, cut));
  return title ? { title, index: around.index } : null;
}

// Verbs that plan a time rather than make a thing: "planifie une formation" is a day in the
// calendar, "crée une formation" a course to write.
const planningVerb = /^(?:planifi|programm|organis|cal|prevo|fix|bloqu|reserv|book)/;
// "Bloque vendredi après-midi pour la compta": a time kept free for one thing.
// « son colis est bloqué au dépôt », « la salle reste réservée »: a participle after « être » is a
// state said of something, not a slot to block.
const blockCommand =
  /(?<!\b(?:est|sont|etait|etaient|ete|reste|restent|suis|sera|seront|soit|semble|toujours|deja)\s)\b(?:bloque|bloquer|bloquez|reserve|reserver|reservez|garde|garder|gardez)(?:-moi|-nous)? (?:moi |nous )?(?:(?:un |le |mon |du )?(?:creneau|temps) )?/;

const durationWords: Record<string, number> = { une: 1, un: 1, deux: 2, trois: 3, quatre: 4 };
const durationPattern =
  /\b(?:pendant|durant|pour|de|d'une duree de|sur) (?:(\d{1,3}|une?|deux|trois|quatre) ?(minutes?|min|heures?|h)(?: ?(\d{2}))?(?: et (demie?|quart))?|une demi-heure|(\d{1,2})h(\d{2}))\b|\b(?:d')(une? heure|une demi-heure)(?: et (demie?|quart))?\b/g;

/** "pendant 30 minutes", "d'une heure et demie", "de 2h" → minutes, with where it was said. */
function durationOf(folded: string): { minutes: number; range: Range } | null {
  for (const match of folded.matchAll(durationPattern)) {
    const text = match[0];
    let minutes: number;
    if (/demi-heure/.test(text)) minutes = 30;
    else if (match[5]) minutes = Number(match[5]) * 60 + Number(match[6]);
    else if (match[7]) minutes = 60;
    else {
      const count = /^\d+$/.test(match[1]!) ? Number(match[1]) : (durationWords[match[1]!] ?? 1);
      minutes = /^min/.test(match[2]!) ? count : count * 60 + Number(match[3] ?? 0);
    }
    const extra = match[4] ?? match[8];
    if (extra) minutes += extra.startsWith('demi') ? 30 : 15;
    if (minutes > 0 && minutes <= 24 * 60)
      return { minutes, range: [match.index, match.index + text.length] };
  }
  return null;
}

/** "avec Paul, Mme Martin et Chip" → ['Paul', 'Mme Martin', 'Chip']: the names only. */
function attendeesOf(
  message: string,
  folded: string,
  ends: number[],
): { names: string[]; range: Range | null } {
  const match = /\bavec /.exec(folded);
  if (!match) return { names: [], range: null };
  const start = match.index + match[0].length;
  const stops = [
    ...ends.filter((end) => end > start),
    ...[
      /\s(?:pour|pendant|durant|afin|au sujet|concernant|sur|a propos|dans|le|la|les)\b|(?<!\b(?:M|Mr|Dr))[.;:!?]|,\s*(?![A-ZÀ-Ý])/g,
    ].flatMap((pattern) => [...message.slice(start).matchAll(pattern)].map((m) => start + m.index)),
    message.length,
  ];
  const end = Math.min(...stops);
  const names = message
    .slice(start, end)
    .split(/\s*(?:,|\bet\b)\s*/)
    .map((name) => name.trim())
    .filter((name) => new RegExp(`^${namePattern}$`, 'u').test(name) || /^l'equipe\b/.test(fold(name)))
    .slice(0, 20);
  return { names, range: [match.index, end] };
}

/**
 * "les deux jours du salon" → "salon", "mon agenda pour les congés" → "congés", "c'est le salon de
 * l'agriculture" → "salon de l'agriculture": the days blocked are named by what fills them.
 */
function daysNamedBy(title: string): string {
  return title
    .replace(/\btoute la journ[ée]e\b/giu, ' ')
    .trim()
    .replace(
      /^(?:(?:mon|ma|mes|notre|nos|le|la|les|l['’])\s*)?(?:agenda|planning|calendrier|p[ée]riode|journ[ée]es?|matin[ée]es?|apr[èe]s-midi|(?:deux|trois|quatre|cinq|six|sept|\d) (?:jours|journ[ée]es))(?:\s+(?:du|de la|de l['’]|des|de|d['’]|pour|:))?\s*/iu,
      '',
    )
    .replace(/^(?:pour|:)\s*/i, '')
    .replace(/^c['’]est\s+/i, '')
    .replace(/^(?:(?:le|la|les)\s+|l['’]\s*)/i, '')
    .replace(/^(?:du|des|de la|de l['’]|d['’])\s*/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const dayCountWords: Record<string, number> = { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7 };

/**
 * The days an event covers when several are said: one span ("du 12 au 14 mars"), days in a row
 * ("les 12 et 13 mars", "jeudi et vendredi", "du lundi 7 au mercredi 9"), or a number of days from
 * a first one ("sur deux jours à partir du 12 mars"). Null for a single day, or for days apart
 * ("lundi et jeudi"), which one event cannot cover.
 */
function daySpanOf(
  folded: string,
  dates: DateMention[],
): { first: DateMention; last: DateMention; lastDay: DayNumber; ranges: Range[] } | null {
  const [first] = dates;
  if (!first) return null;
  const lead = (mention: DateMention) =>
    mention.index -
    (/(?:\b(?:du|les|le|entre(?: le)?)\s+)$/.exec(folded.slice(0, mention.index))?.[0].length ?? 0);
  if (first.endDay !== undefined && first.endDay > first.day)
    return {
      first,
      last: first,
      lastDay: first.endDay,
      ranges: [[lead(first), first.index + first.text.length]],
    };
  // Days said one after the other, joined by "et", a comma, "au" or "à"; a weekday said after a
  // day is the first one after it ("jeudi et vendredi").
  let last = first;
  let lastDay = first.day;
  for (const next of dates.slice(1)) {
    const gap = folded.slice(last.index + last.text.length, next.index);
    const joiner = dayJoiner.exec(gap)?.[1];
    if (!joiner) break;
    let day = next.day;
    if (weekdayAlone.test(fold(next.text))) while (day <= lastDay) day += 7;
    if (day <= lastDay) break;
    const span = /^(au|a|jusqu'au|jusqu'a|-)$/.test(joiner);
    if (!span && day !== lastDay + 1) return null;
    last = next;
    lastDay = day;
  }
  // "mercredi et jeudi prochains": the word after the last day belongs to the days.
  const tail = /^\s+prochaine?s?\b/.exec(folded.slice(last.index + last.text.length))?.[0].length ?? 0;
  const ranges: Range[] = [[lead(first), last.index + last.text.length + tail]];
  // "sur deux jours", "pendant 3 jours": that many days from the first one.
  const count =
    /\b(?:(?:sur|pendant|durant|pour) )?(\d|deux|trois|quatre|cinq|six|sept) (?:jours|journees)(?: (?:entiers|entieres|complets|completes|de suite|consecutifs))?\b/.exec(
      folded,
    );
  if (count && !/\b(?:dans|d'ici|il y a)\s+$/.test(folded.slice(0, count.index))) {
    const days = dayCountWords[count[1]!] ?? Number(count[1]);
    ranges.push([count.index, count.index + count[0].length]);
    if (days >= 2 && last === first) lastDay = first.day + days - 1;
  }
  return lastDay > first.day ? { first, last, lastDay, ranges } : null;
}

const dayJoiner = /^\s*(,|et|au|a|jusqu'au|jusqu'a|-)\s*(?:le\s+|du\s+)?$/;
// A weekday said without its date ("jeudi", "jeudi à 10h", not "jeudi 3"): any week's.
const weekdayAlone =
  /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b(?!\s+(?:1er|premier\b|\d{1,2}\b(?!\s*h)))/;

/** The event a command plans ("Organise une soirée…"), whether or not it says when. */
export function plannedEvent(message: string, now: Date): EventNoun | null {
  const folded = fold(message.slice(0, 2000));
  const found = eventCommand.exec(folded) ?? takeAppointment.exec(folded);
  return found && plansAnEvent(found, findDates(message, now))
    ? (eventNounOf(found.groups!.noun!) ?? null)
    : null;
}

/**
 * Whether an event noun that also names a thing made ("formation", "salon") is planned here: a
 * planning verb ("planifie", "organise", "mets en place"), days counted ("une journée de") or a time
 * said make it an event; "crée une formation Excel" is a course to write.
 */
function plansAnEvent(found: RegExpExecArray, dates: DateMention[]): boolean {
  if (!eventNounOf(found.groups!.noun!)?.alsoMade) return true;
  const { verb, inPlace, measure } = found.groups!;
  return (
    planningVerb.test(verb!) || Boolean(inPlace) || Boolean(measure) || dates.some((d) => d.minutes !== null)
  );
}

type EventReading =
  | { proposal: ActionProposal; others?: ActionProposal[]; missing: [] }
  | { proposal: null; missing: Array<'date' | 'heure' | 'titre'> };

function readEventRequest(message: string, folded: string, dates: DateMention[]): EventReading | undefined {
  const found = eventCommand.exec(folded) ?? takeAppointment.exec(folded);
  const command = found && plansAnEvent(found, dates) ? found : null;
  const block = command ? null : blockCommand.exec(folded);
  if (!command && !(block && dates.length > 0 && dates[0]!.index >= block.index))
    return agendaEntryRequest(message, folded, dates);
  const quoted = quotedOf(message);
  const outside = quoted?.range ?? null;
  const said = dates.filter((d) => !(outside && d.index >= outside[0] && d.index < outside[1]));
  const span = daySpanOf(folded, said);
  const when = span?.first ?? said.find((d) => d.minutes !== null) ?? said[0] ?? null;
  const duration = span ? null : durationOf(folded);
  // The words joining days ("lundi et jeudi") go with them.
  const joiners = said.slice(1).flatMap((next, i): Range[] => {
    const end = said[i]!.index + said[i]!.text.length;
    return dayJoiner.test(folded.slice(end, next.index)) ? [[end, next.index]] : [];
  });
  const dateRanges = [
    ...said.map((d): Range => [d.index, d.index + d.text.length]),
    ...joiners,
    ...(span?.ranges ?? []),
  ];
  const attendees = attendeesOf(message, folded, [
    ...dateRanges.map(([a]) => a),
    ...(duration ? [duration.range[0]] : []),
  ]);
  const start = command
    ? command.index + command[0].length - command.groups!.noun!.length
    : block!.index + block![0].length;
  const cut = [...dateRanges, ...(duration ? [duration.range] : [])];
  let title = quoted?.title ?? cleanTitle(cutOut(message, start, message.length, cut));
  if (!command) {
    // "vendredi après-midi pour la compta" → "Compta"; "les 12 et 13 mars pour le salon de
    // l'agriculture" → "Salon de l'agriculture": time blocked is named by what fills it.
    if (!quoted) title = cleanTitle(daysNamedBy(title));
    title = title || 'Créneau réservé';
  } else if (!quoted) {
    const noun = eventNounOf(command.groups!.noun!)!.title;
    // "rdv avec Paul" reads better as "Rendez-vous avec Paul".
    title = cleanTitle(`${noun}${title.slice(command.groups!.noun!.length)}`);
  }
  // "une journée de formation" needs its day only: the working hours are its hours.
  if (!when) return { proposal: null, missing: command?.groups?.measure ? ['date'] : ['date', 'heure'] };
  if (span) {
    // Hours said for each day ("de 9h à 12h", "au matin"): one event a day, the nights left free.
    const half = /\bmatin(?:ee)?s?\b/.test(folded)
      ? [9 * 60, 12 * 60]
      : /\b(?:apres-midi|aprem)\b/.test(folded)
        ? [14 * 60, 18 * 60]
        : null;
    const said = span.first.endMinutes !== null ? [span.first.minutes!, span.first.endMinutes] : null;
    const hours = half ?? said;
    const count = span.lastDay - span.first.day + 1;
    if (hours && count <= 7) {
      const [first, ...others] = Array.from(
        { length: count },
        (_, offset): ActionProposal => ({
          kind: 'create_event',
          params: {
            title: title.slice(0, 200),
            start: parisInstant(span.first.day + offset, hours[0]!).toISOString(),
            end: parisInstant(span.first.day + offset, hours[1]!).toISOString(),
            attendees: attendees.names,
          },
        }),
      );
      return { proposal: first!, others, missing: [] };
    }
    // Whole working days, from the first day's start to the last day's end, as one event.
    const from = span.first.minutes ?? 9 * 60;
    const to = span.last.endMinutes ?? span.first.endMinutes ?? 18 * 60;
    return {
      proposal: {
        kind: 'create_event',
        params: {
          title: title.slice(0, 200),
          start: parisInstant(span.first.day, from).toISOString(),
          end: parisInstant(span.lastDay, to).toISOString(),
          attendees: attendees.names,
        },
      },
      missing: [],
    };
  }
  const period = /matin|apres-midi|aprem|soir/.test(fold(when.text)) && !/\d/.test(when.text);
  let startMinutes = when.minutes;
  let endMinutes = when.endMinutes;
  // "une journée de formation mardi": the working day, or half of it, when no time is said.
  const measure = command?.groups?.measure;
  if (startMinutes === null && measure) {
    const half = /demi/.test(measure);
    [startMinutes, endMinutes] = !half
      ? [9 * 60, 18 * 60]
      : /\b(?:apres-midi|aprem)\b/.test(folded)
        ? [14 * 60, 18 * 60]
        : [9 * 60, 12 * 60];
  }
  if (startMinutes === null || period) {
    if (command && startMinutes === null) return { proposal: null, missing: ['heure'] };
    // A block without a time takes the working day; a half-day, its morning or afternoon.
    const periodOf = fold(when.text);
    [startMinutes, endMinutes] = /matin/.test(periodOf)
      ? [9 * 60, 12 * 60]
      : /apres-midi|aprem/.test(periodOf)
        ? [14 * 60, 18 * 60]
        : /soir/.test(periodOf)
          ? [19 * 60, 21 * 60]
          : [9 * 60, 18 * 60];
    // A meeting said for "jeudi matin" lasts an hour; "une demi-journée" the half day.
    if (command && !block && !measure) endMinutes = startMinutes + (duration?.minutes ?? 60);
  }
  if (endMinutes === null || endMinutes <= startMinutes)
    endMinutes = startMinutes + (duration?.minutes ?? 60);
  // "lundi et jeudi": days apart, one event each, at the hours said for it or for all.
  const length = endMinutes - startMinutes;
  const days = daysApart(folded, said) ?? [{ day: when.day, hours: null }];
  const [first, ...others] = days.map(({ day, hours }): ActionProposal => {
    const from = hours?.[0] ?? startMinutes;
    const to = hours?.[1] ?? from + length;
    return {
      kind: 'create_event',
      params: {
        title: title.slice(0, 200),
        start: parisInstant(day, from).toISOString(),
        end: parisInstant(day + Math.floor(to / (24 * 60)), to % (24 * 60)).toISOString(),
        attendees: attendees.names,
      },
    };
  });
  return { proposal: first!, others, missing: [] };
}

/**
 * "Ajoute à mon agenda : déjeuner avec Karim mardi à 12h30": an entry put in the calendar. Its day
 * and time are asked for when not said; days in a row ("du 21 au 24") take the working day.
 */
function agendaEntryRequest(message: string, folded: string, dates: DateMention[]): EventReading | undefined {
  const cut = dates.map((d): Range => [d.index, d.index + d.text.length]);
  const duration = durationOf(folded);
  if (duration) cut.push(duration.range);
  const entry = agendaEntryOf(message, folded, cut);
  if (!entry) return undefined;
  const said = dates.filter((d) => d.index > entry.index || dates.length === 1);
  const span = daySpanOf(folded, said);
  const when = span?.first ?? said.find((d) => d.minutes !== null) ?? said[0] ?? null;
  if (!when) return { proposal: null, missing: ['date', 'heure'] };
  const attendees = attendeesOf(
    message,
    folded,
    cut.map(([a]) => a),
  ).names;
  const event = (day: DayNumber, from: number, to: number, lastDay = day): ActionProposal => ({
    kind: 'create_event',
    params: {
      title: entry.title.slice(0, 200),
      start: parisInstant(day, from).toISOString(),
      end: parisInstant(lastDay, to).toISOString(),
      attendees,
    },
  });
  if (span) return { proposal: event(span.first.day, 9 * 60, 18 * 60, span.lastDay), missing: [] };
  const period = fold(when.text);
  if (when.minutes === null || (/matin|apres-midi|aprem|soir/.test(period) && !/\d/.test(when.text))) {
    if (/matin/.test(period)) return { proposal: event(when.day, 9 * 60, 12 * 60), missing: [] };
    if (/apres-midi|aprem/.test(period)) return { proposal: event(when.day, 14 * 60, 18 * 60), missing: [] };
    return { proposal: null, missing: ['heure'] };
  }
  const end =
    when.endMinutes !== null && when.endMinutes > when.minutes
      ? when.endMinutes
      : when.minutes + (duration?.minutes ?? 60);
  return { proposal: event(when.day, when.minutes, Math.min(end, 24 * 60 - 1)), missing: [] };
}

/** "lundi et jeudi", "les 3 et 10 juin": days listed that are not in a row, each its own. */
function daysApart(
  folded: string,
  dates: DateMention[],
): Array<{ day: DayNumber; hours: [number, number | undefined] | null }> | null {
  // The hours said with one of the days: "lundi matin", "jeudi à 14h".
  const said = (mention: DateMention): [number, number | undefined] | null => {
    const words = fold(mention.text);
    if (/\d\s*h|\d:\d|(?<!-)\bmidi\b/.test(words) && mention.minutes !== null)
      return [mention.minutes, mention.endMinutes ?? undefined];
    if (/\bmatin/.test(words)) return [9 * 60, 12 * 60];
    if (/\b(?:apres-midi|aprem)\b/.test(words)) return [14 * 60, 18 * 60];
    return null;
  };
  const days = [{ day: dates[0]!.day, hours: said(dates[0]!) }];
  for (const [i, next] of dates.slice(1).entries()) {
    const last = dates[i]!;
    const gap = folded.slice(last.index + last.text.length, next.index);
    if (!/^\s*(?:,|et)\s*(?:le\s+)?$/.test(gap)) break;
    const previous = days.at(-1)!.day;
    let day = next.day;
    if (weekdayAlone.test(fold(next.text))) while (day <= previous) day += 7;
    if (day <= previous) break;
    days.push({ day, hours: said(next) });
  }
  return days.length > 1 ? days : null;
}

// "…, rappelle-le moi la veille", "Rappelle-moi deux jours avant le rendez-vous chez le dentiste
// vendredi": a reminder set relative to an appointment the message itself dates.
const reminderBefore =
  /\b(?:rappel(?:le|lez|e)|previens|prevenez)(?:-(?:le|la|les))?(?:[- ](?:moi|nous))?(?:-(?:le|la))? (?<when>la veille|l'avant-veille|le jour meme|le matin meme|(?<count>\d{1,2}|un|une|deux|trois|quatre|cinq|six|sept|huit|dix|quinze) (?<unit>jours?|heures?|semaines?|minutes?) (?:avant|plus tot))\b/;

function parseReminderBefore(message: string, folded: string, dates: DateMention[]): Reading | null {
  const match = reminderBefore.exec(folded);
  if (!match?.groups) return null;
  const clause: Range = [match.index, match.index + match[0].length];
  const appointment = dates.find((date) => date.index < clause[0] || date.index >= clause[1]);
  if (!appointment) return { proposal: null, missing: ['date'] };
  const { when, count, unit } = match.groups;
  const n = count ? (numberOf(count) ?? 0) : 0;
  const daysBefore =
    when === 'la veille'
      ? 1
      : when === "l'avant-veille"
        ? 2
        : unit?.startsWith('jour')
          ? n
          : unit?.startsWith('semaine')
            ? 7 * n
            : 0;
  // What the appointment is: the words around the reminder clause, without dates or "j'ai un".
  const ranges: Range[] = [clause, ...dates.map((d): Range => [d.index, d.index + d.text.length])];
  const what = cutOut(message, 0, message.length, ranges, new Map())
    .replace(/\s*,\s*/g, ' ')
    .replace(/^\s*(?:j['’]ai|nous avons|on a|il y a)\s+/i, '')
    .replace(/^\s*(?:du|de la|de l['’]|des|d['’])\s*/i, '')
    .replace(/^\s*(?:un|une|le|la|les|l['’]|mon|ma|mes|notre|nos)\s*/i, '')
    .replace(/[.!?:;\s]+$/, '')
    .replace(/\s+(?:avant|moi|nous|est|sera|aura lieu|a lieu|tombe|prevue?|prévue?|c'est)\s*$/i, '');
  const title = cleanTitle(what.replace(/[.!?]+\s*$/, ''));
  if (!title) return { proposal: null, missing: ['titre'] };
  const at = appointment.minutes !== null ? ` à ${formatTime(appointment.minutes)}` : '';
  return {
    proposal: {
      kind: 'create_task',
      params: {
        title:
          `Rappel : ${title.charAt(0).toLowerCase()}${title.slice(1)} (${formatDay(appointment.day)}${at})`.slice(
            0,
            200,
          ),
        dueDate: isoDay(appointment.day - daysBefore),
        priority: 'medium',
        assignee: null,
      },
    },
    missing: [],
  };
}

type Reading = {
  proposal: ActionProposal | null;
  others?: ActionProposal[];
  missing: string[];
  /** A change of status said of work no task of the user's names (« c'est fait pour la TVA »). */
  unknownTask?: string;
};

function readAction(message: string, now: Date, tasks: TaskRow[] = []): Reading {
  const text = message.slice(0, 2000);
  const folded = fold(text);
  if (questionPattern.test(folded.trim())) return { proposal: null, missing: [] };
  const dates = findDates(text, now);
  const status = parseStatusRequest(text, folded, tasks);
  if (status) return { proposal: status, missing: [] };
  const statement = parseStatusStatement(text, folded, tasks, now);
  if (statement && 'proposal' in statement) return { proposal: statement.proposal, missing: [] };
  if (statement) return { proposal: null, missing: [], unknownTask: statement.unknownTask };
  const reminder = parseReminderBefore(text, folded, dates);
  if (reminder) return reminder;
  // « Ajoute une tâche : réserver le stand… »: the user named a task; « réserver » in its title does not
  // make it a block of time, and « rendez-vous » in it does not make it a meeting.
  const taskNamed = explicitTaskCommands.map((pattern) => pattern.exec(folded)).find(Boolean);
  const event = readEventRequest(text, folded, dates);
  if (event && !(taskNamed && !eventCommand.exec(folded.slice(0, taskNamed.index)))) return event;
  // A task's « avant le 9 décembre » is its due date, the day included, as a written deadline is
  // (decision 036); a reminder (« rappelle-moi … avant vendredi ») still comes the day before.
  const due = /\brappel\w*-?(?:moi|nous)\b|\bfais-moi penser\b/.test(folded)
    ? dates
    : findDates(text, now, { deadlineInclusive: true });
  const task = parseTaskRequest(text, folded, due);
  if (task === undefined) return { proposal: null, missing: [] };
  return task ? { proposal: task, missing: [] } : { proposal: null, missing: ['titre'] };
}

/** The proposal a French command asks for, or null when the message is not a complete command. */
export function parseActionRequest(message: string, now: Date, tasks: TaskRow[] = []): ActionProposal | null {
  return readAction(message, now, tasks).proposal;
}

/**
 * Every proposal a French command asks for: several for an event on days apart ("lundi et jeudi").
 * `tasks` are the user's tasks, which a change of status names by a paraphrase of their title.
 */
export function parseActionRequests(message: string, now: Date, tasks: TaskRow[] = []): ActionProposal[] {
  const { proposal, others = [] } = readAction(message, now, tasks);
  return proposal ? [proposal, ...others] : [];
}

/** The words of a change of status that names none of the user's tasks, or null. */
export function unknownTaskNamed(message: string, now: Date, tasks: TaskRow[]): string | null {
  return readAction(message, now, tasks).unknownTask ?? null;
}

/**
 * What a command lacks before it can become a proposal, so the engine can ask for it: an event
 * without a time gives ['heure'], without a day either ['date', 'heure'], a task without a title
 * ['titre']. Empty when the message is a complete command or no command at all.
 */
export function missingActionDetails(message: string, now: Date): string[] {
  return readAction(message, now).missing;
}

export { describeProposal } from '../actions/registry.ts';
export { canonicalAssignee };
