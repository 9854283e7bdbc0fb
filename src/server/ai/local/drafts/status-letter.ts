// Millie's status update written to someone (a client, a partner, a banker): "Rédige un point
// d'avancement pour le client : livraison décalée du 12 au 26 décembre". The user's own facts make
// the letter, as written; the workspace report stays for a request that gives none.
import { capitalise, fold } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import {
  dueText,
  isOverdue,
  type Project,
  projectNamedIn,
  rankTasks,
  significantWords,
} from '../workspace.ts';
import { emailWriter } from './alfred.ts';
import { quote, revisionIntro } from './compose.ts';
import { asWe, dictatedStatements, letterWithFacts } from './letters.ts';
import type { Writer } from './writer.ts';

// A written piece ("rédige un point", "écris un message") rather than a question ("où en est…").
const writes =
  /\b(redige\w*|ecri\w*|prepare\w*|envoie\w*|fais|fait|formule\w*)\b[^.?!]*\b(point|etat|bilan|message|mail|email|courriel|courrier|lettre|note|compte rendu|mot)\b|^\s*(?:un\s+)?point\s+(?:d'avancement\s+)?(?:pour|a|au|aux)\s+(?:m\.|mme|monsieur|madame|mon client|ma cliente|le client|la cliente|nos clients|l'equipe)/;

/** The sentences of a text, not cut at "M." or "Mme". */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<!\b(?:M|Mme|Mlle|Dr|St))[.!?]+(?=\s|$)/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The details the user gave: sentences besides the request, and the list after its colon. */
function detailsOf(conversation: Conversation): { context: string[]; points: string[] } {
  const { command, pasted } = conversation.request;
  const sentences = sentencesOf(command);
  const context = sentences.filter((sentence) => !writes.test(fold(sentence)));
  // A short list after the request's colon stays in the command: "… pour le client : livraison décalée".
  const listed = sentences
    .filter((sentence) => writes.test(fold(sentence)))
    .map((sentence) =>
      sentence
        .split(/\s:\s|:\s/)
        .slice(1)
        .join(', '),
    )
    .filter(Boolean);
  const points = [...listed, pasted ?? '']
    .join(', ')
    .split(/\s*[;,\n]\s*(?![^()]*\))|\.\s+/)
    .map((point) =>
      point
        .replace(/^[-•*]\s*/, '')
        .replace(/[.!]+$/, '')
        .trim(),
    )
    .filter((point) => point.length > 1);
  return { context, points };
}

// « pour le client Dupont », « à notre banquier »: someone the update is written to.
const addressedTo =
  /\b(?:pour|a|au|aux)\s+(?:le |la |les |l'|mon |ma |mes |notre |nos |un |une )?(?:client\w*|partenaire\w*|banqu\w*|associe\w*|direction|investisseurs?|financeurs?|maitre d'ouvrage|m\.|mme|monsieur|madame)(?=[\s,.!?]|$)/;

/**
 * « Rédige un point d'avancement pour le client sur la refonte du site »: a project of the workspace,
 * named by most of its name's words, whose figures make the update when the user gave none.
 */
function projectWrittenAbout(conversation: Conversation): Project | null {
  const { command } = conversation.request;
  if (!addressedTo.test(fold(command)) && !conversation.request.facts.people.length) return null;
  const project = projectNamedIn(conversation.workspace, command);
  if (!project) return null;
  const said = new Set(significantWords(command));
  const own = significantWords(project.name);
  return own.filter((word) => said.has(word)).length * 2 >= own.length ? project : null;
}

/** The points of an update read from the workspace: progress, steps done, the next one, delays. */
function workspacePoints(conversation: Conversation, project: Project): string[] {
  const { workspace, today } = conversation;
  const tasks = workspace.tasks.filter((task) => task.project === project.name);
  const done = tasks.filter((task) => task.status === 'done');
  const open = rankTasks(tasks.filter((task) => task.status !== 'done'));
  const late = open.filter((task) => isOverdue(task, today));
  const next = open.find((task) => !isOverdue(task, today)) ?? open[0];
  return [
    `avancement : ${project.progress} %${tasks.length ? ` (${done.length} étapes sur ${tasks.length} terminées)` : ''}`,
    done.length > 0 &&
      `étapes franchies : ${done
        .slice(-2)
        .map((task) => `« ${task.title} »`)
        .join(' et ')}`,
    next && `prochaine étape : « ${next.title} », ${dueText(next.dueDate, today)}`,
    late.length > 0 &&
      `point de vigilance : ${late.map((task) => `« ${task.title} »`).join(' et ')} ${late.length > 1 ? 'ont' : 'a'} pris du retard`,
  ].filter((point): point is string => Boolean(point));
}

// « seul souci : … », « petit problème, … »: what holds the project up, said as such in the update.
const blocker =
  /^(?:(?:le|un|une|seul|seule|petit|gros|dernier|seul vrai|principal)\s+)*(?:soucis?|problemes?|bemol|hic|point noir|blocage|point d'attention|risque)\b\s*(?:[:,-]\s*)?/;

/**
 * A point as the update says it: what holds the project up as its « point de vigilance », « on » as
 * « nous », the percent sign after a no-break space.
 */
function writtenPoint(point: string): string {
  const held = blocker.exec(fold(point));
  const said = held ? `point de vigilance : ${point.slice(held[0].length)}` : point;
  return asWe(said)
    .replace(/^Nous/, 'nous')
    .replace(/(\d)\s?%/g, '$1\u00a0%');
}

// « pour le client Biocoop Rennes »: the client the update is for, named.
const clientNamed =
  /\bpour (?:le |la |notre |mon |ma )?(?:client|cliente)\s+((?:\p{Lu}[\p{L}'’&-]*)(?:\s+\p{Lu}[\p{L}'’&-]*)*)/u;

/** « toujours prévue le… », « date maintenue »: the date planned holds despite a delay. */
const dateHeld =
  /\b(?:toujours|bien) (?:prevue?s?|fixee?s?|programmee?s?|pour le)\b|\b(?:maintenue?s?|inchangee?s?)\b/;

/** « point hebdo », « point de la semaine »: a weekly update. */
const weekly = /\b(?:hebdo\w*|de la semaine|chaque semaine)\b/;

/** True when the request asks for a status update written to someone, with facts to put in it. */
export function isStatusLetter(conversation: Conversation): boolean {
  const { command } = conversation.request;
  if (!writes.test(fold(command))) return false;
  const { context, points } = detailsOf(conversation);
  return context.length + points.length > 0 || projectWrittenAbout(conversation) !== null;
}

/** "de le site" → "du site", "de les travaux" → "des travaux". */
function ofPhrase(noun: string): string {
  return `de ${noun}`.replace(/^de le\b/i, 'du').replace(/^de les\b/i, 'des');
}

/** "l'avancement du projet X pour mon client M. Leblanc" → "le projet X": no "avancement" twice, no recipient. */
function projectOf(subject: string | null): string | null {
  if (!subject) return null;
  const project = subject
    .replace(/\s+pour (?:mon|ma|mes|notre|nos|le|la|les|un|une|l['’]) ?\S.*$/i, '')
    .replace(
      /^l['’](?:avancement|etat|état)\s+(du|de la|des|de l['’])\s*/i,
      (_, of: string) =>
        (({ du: 'le ', 'de la': 'la ', des: 'les ' }) as Record<string, string>)[of.toLowerCase()] ?? "l'",
    )
    .trim()
    // « sur sa cuisine », in a letter to her: « votre cuisine ».
    .replace(/^(?:son|sa|leur)\s/i, 'votre ')
    .replace(/^(?:ses|leurs)\s/i, 'vos ');
  return project.length >= 3 ? project : null;
}

const statusLetter: Writer = (conversation) => {
  const { request } = conversation;
  const details = detailsOf(conversation);
  const { context } = details;
  // No facts given: the project's own figures, from the workspace.
  const project = details.points.length + context.length ? null : projectWrittenAbout(conversation);
  const points = project ? workspacePoints(conversation, project) : details.points.map(writtenPoint);
  const late = /\bretard\w*|\bdecal\w*|\breport\w*/.test(fold(`${request.command} ${request.pasted ?? ''}`));
  const behind = points.some((point) => point.startsWith('point de vigilance') && /retard/.test(point));
  const about = project ? `le projet « ${project.name} »` : projectOf(request.facts.subject);
  const client = clientNamed.exec(request.command)?.[1];
  const title = `Point d’avancement${weekly.test(fold(request.command)) ? ' de la semaine' : ''}`;
  const draft = letterWithFacts(conversation, {
    // « Point d'avancement du chantier Kervella »: the project said as the title's complement.
    subject: `${title}${about ? ` ${ofPhrase(about)}` : client ? ` : ${client}` : ''}`,
    to: request.facts.people[0],
    body: [
      {
        text: `Je vous adresse un point sur l’avancement ${about ? ofPhrase(about) : 'du projet'}.`,
        level: 1,
      },
      ...context.map((sentence) => ({ text: `${capitalise(sentence)}.` })),
      points.length > 0 && {
        text: `**Où nous en sommes :**\n${points.map((point) => `- ${capitalise(point)}`).join('\n')}`,
      },
      late && {
        // « remise des clés toujours prévue le 26 février »: a delay that moves no date says so.
        text: dateHeld.test(fold(`${request.command} ${request.pasted ?? ''}`))
          ? 'Ce retard ne remet pas en cause la date prévue, et nous vous tiendrons informé de toute évolution.'
          : // « retard de 10 jours sur la couverture »: with no new date given, none is spoken of.
            request.facts.dates.some((date) => date.day !== null && date.day >= conversation.today)
            ? 'Nous mettons tout en œuvre pour tenir cette nouvelle date et vous tiendrons informé de toute évolution.'
            : 'Nous mettons tout en œuvre pour rattraper ce retard et vous tiendrons informé de toute évolution.',
        level: 1,
      },
      !late &&
        behind && {
          text: 'Nous mettons tout en œuvre pour rattraper ce retard et vous tiendrons informé de toute évolution.',
          level: 1,
        },
      {
        text: 'Je reste à votre disposition pour en parler de vive voix, et vous enverrai le prochain point à la prochaine étape.',
        level: 1,
      },
      { text: 'Merci pour votre confiance et votre patience.', level: 2 },
    ],
  });
  return [
    revisionIntro(conversation, 'une nouvelle version du point d’avancement') ??
      'Voici le point d’avancement, prêt à envoyer :',
    quote(draft),
  ].join('\n\n');
};

/**
 * « Rédige un message pour Mme Roy : la rénovation prend du retard… »: a message whose news the user
 * dictates after the colon, not a « point d'avancement » asked for; the letter says what was dictated.
 */
function dictatedMessage(conversation: Conversation): boolean {
  const { command } = conversation.request;
  const head = fold(command.slice(0, Math.max(0, command.indexOf(':'))));
  return dictatedStatements(command) !== null && !/\b(point|etat|bilan|compte rendu|rapport)\b/.test(head);
}

/** Millie's status writer: a letter when the user gave the facts to write, else the workspace report. */
export function withStatusLetter(report: Writer | undefined): Writer | undefined {
  if (!report) return undefined;
  return (conversation) =>
    dictatedMessage(conversation)
      ? emailWriter(conversation)
      : isStatusLetter(conversation)
        ? statusLetter(conversation)
        : report(conversation);
}
