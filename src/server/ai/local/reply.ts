// The local engine's reply: read the conversation, then let the right writer answer — the
// employee's own for a request in its role, a hand-off naming the colleague otherwise, an honest
// limit for what cannot be done offline, a proposal for an action on the workspace.

import type { AiActionSummary } from '../../../shared/chat.ts';
import type { EmployeeId } from '../../../shared/routes.ts';
import { actionsReply } from '../commands/action-reply.ts';
import {
  type ActionProposal,
  describeProposal,
  missingActionDetails,
  parseActionRequests,
  plannedEvent,
  unknownTaskNamed,
} from '../commands/parse-action.ts';
import { crmReply } from '../crm/reply.ts';
import { localDocumentAnswer } from '../documents.ts';
import {
  actionsOf,
  allReasoningSkills,
  reasoningSkillsOf,
  runsSkill,
  skillActing,
} from '../employees/registry.ts';
import type { ReplyRequest, ReplyUnderstanding } from '../types.ts';
import { findDates } from './dates.ts';
import { localDocumentTask } from './documents/tasks.ts';
import { emailWriter } from './drafts/alfred.ts';
import {
  colleagueLink,
  employeeNamed,
  greetingReply,
  handoffReply,
  handoffSaying,
  helpReply,
  listItems,
  pickedItem,
  sourcesReply,
  tasksOfReply,
  thanksReply,
  translationReply,
  unknownReply,
  whichFirstReply,
  whyReply,
  worldKnowledgeReply,
} from './drafts/common.ts';
import {
  blocks,
  groupGreeting,
  leftOutNote,
  letter,
  letterWritten,
  quote,
  tutoyer,
} from './drafts/compose.ts';
import { customerQuestionReply } from './drafts/customer-question.ts';
import { figuresAsked, figuresReply } from './drafts/figures.ts';
import { figureTableAsked, figureTableReply } from './drafts/figures-table.ts';
import { dictatedStatements, letterKind, movesMeeting, remainingFacts } from './drafts/letters.ts';
import { asksAboutMailbox, mailboxReply } from './drafts/mailbox.ts';
import { type MeetingMove, meetingMoveOf, movedProposal, moveSentence } from './drafts/meeting-moves.ts';
import { memoryAnswer, proposalWarnings } from './drafts/memory-answers.ts';
import { newsReply, outsideReply } from './drafts/outside.ts';
import { proofreadingAsked, proofreadingReply } from './drafts/proofreading.ts';
import { recommendationReply } from './drafts/recommendation.ts';
import { writers } from './drafts/registry.ts';
import { competitorsOf } from './drafts/spec.ts';
import { subjectLinesReply } from './drafts/subject-lines.ts';
import { shorterSlogan } from './drafts/suki-slogans.ts';
import { deskEscalation, deskThread } from './drafts/support-queue.ts';
import { curlyApostrophes, fold, formatDay, frenchSpacing } from './french.ts';
import { nameOf, voices } from './team.ts';
import { companyKnowledge, factToRemember } from './understanding/company.ts';
import {
  type Conversation,
  courtesyAsked,
  readConversation,
  statesOnlyFacts,
} from './understanding/conversation.ts';
import type { DomainIntent, Intent } from './understanding/corpus.ts';
import { businessNamedIn, extractFacts } from './understanding/facts.ts';
import { readFollowUp } from './understanding/follow-ups.ts';
import { itemNamed, listReference } from './understanding/list-reference.ts';
import { newsNamed, newsTold } from './understanding/news-told.ts';
import { ownersOf } from './understanding/roles.ts';
import { salesAnswerDictated } from './understanding/sales-objections.ts';
import { tasksAssignedTo } from './workspace.ts';

/** A visitor's command: what would be proposed, said plainly, since nothing is changed in the demo. */
function demoActionReply(conversation: Conversation, proposals: ActionProposal[]): string {
  // Only actions of the employee's own or shared skills reach here (a foreign one was handed to its
  // owner): the employee proposes them itself, as it will once the visitor signs in.
  const described = proposals.map((each) => `**${describeProposal(each, conversation.now)}**`);
  return blocks(
    described.length === 1
      ? `En démo, je ne modifie rien. Une fois connecté, je vous proposerai : ${described[0]}, et je ne le ferai qu’avec votre accord.`
      : `En démo, je ne modifie rien. Une fois connecté, je vous proposerai, avec votre accord :\n${described.map((line) => `- ${line}`).join('\n')}`,
    '[Connectez-vous](/auth) pour que je crée ou mette à jour vos tâches et votre planning.',
  );
}

/** Who writes a domain request: the employee asked when it is in its role, else its owner. */
function writerFor(conversation: Conversation, intent: DomainIntent): { employee: EmployeeId; own: boolean } {
  const { employee } = conversation;
  const owner = ownersOf(intent);
  if (owner.includes(employee)) return { employee, own: true };
  return { employee: owner[0] ?? 'alfred', own: false };
}

async function remember(conversation: Conversation, request: ReplyRequest): Promise<string> {
  const fact = factToRemember(conversation.message);
  // Quoted once, without the sentence's own final stop or nested guillemets.
  const said = fact
    .replace(/[.!\s]+$/, '')
    .replace(/«\s*/g, '“')
    .replace(/\s*»/g, '”');
  const voice = voices[conversation.employee];
  if (!request.actions?.remember) {
    return blocks(
      `${voice.ack} Je le garde en tête pour cette conversation : « ${said} ».`,
      '[Connectez-vous](/auth) pour que toute l’équipe s’en souvienne dans vos prochaines conversations.',
    );
  }
  const outcome = await request.actions.remember(fact);
  if (/pas pu/.test(outcome)) return outcome;
  const { signature } = companyKnowledge(undefined, [fact]);
  return blocks(
    `C’est noté : « ${said} ».${signature ? ` Je signerai vos brouillons « ${signature} ».` : ''}`,
    'Toute l’équipe (Alfred, Chip, Clide, Suki, Dot, Millie et Spec) s’en servira dans ses prochaines réponses. Vous pouvez revoir ou effacer ce que nous retenons dans **Paramètres → Ce que vos employés retiennent**.',
  );
}

/** The employee's acknowledgement, unless it announces an answer ("Voici le point…"): a question follows. */
function ackBeforeQuestion(employee: EmployeeId): string {
  const { ack } = voices[employee];
  return /^voici\b/i.test(ack) ? 'Volontiers.' : ack;
}

/**
 * The previous command with this message's day or time added, when that command lacked them and
 * this message gives them ("Organise une soirée", "Le 12 décembre à 19h"); null otherwise.
 */
function completedCommand(conversation: Conversation): string | null {
  const { history, message, now } = conversation;
  const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
  if (!previous || message.length > 80) return null;
  const lacked = missingActionDetails(previous, now);
  if (!lacked.some((detail) => detail === 'date' || detail === 'heure')) return null;
  // Only a day or a time: "Rédige un mail à Paul pour le confirmer demain" is a request of its own.
  if (!findDates(message, now).length || !statesOnlyFacts(message, extractFacts(message, now))) return null;
  return `${previous.trim().replace(/[.!?\s]+$/, '')} ${message.trim().replace(/^(?:c['’]est|ce sera|plutôt)\s+/i, '')}`;
}

// « Finalement plutôt à 11h », « non, jeudi » after a command: the command with that value instead.
const actionCorrection =
  /^\s*(?:(?:non|ah|bon|ok|alors)\b[\s,]*)?(?:finalement|plutot|en fait|non|change|corrige|mets(?:-le|-la)?|fais(?:-le|-la)?|decale|repousse|avance)\b/;

/**
 * A workspace command said again with the day or the time corrected: « Rappelle-moi d'appeler le
 * plombier demain à 10h », then « Finalement plutôt à 11h ». Null when the message is not such a
 * correction of the command just before it.
 */
function correctedCommand(conversation: Conversation): string | null {
  const { history, message, now } = conversation;
  const previous = [...history].reverse().find((turn) => turn.role === 'user')?.content;
  if (!previous || message.length > 80 || !actionCorrection.test(fold(message))) return null;
  if (!parseActionRequests(previous, now).length) return null;
  const [said] = findDates(message, now);
  const [old] = findDates(previous, now);
  if (!said || !old) return null;
  const time = /\b\d{1,2}\s*h(?:\s*\d{2})?\b|\bmidi\b|\bminuit\b/i;
  const saidTime = time.exec(said.text)?.[0];
  let replacement: string;
  if (said.timeOnly && saidTime) {
    // Only the time changes: the day said before stays.
    replacement = time.test(old.text) ? old.text.replace(time, saidTime) : `${old.text} à ${saidTime}`;
  } else {
    const oldTime = time.exec(old.text)?.[0];
    replacement = said.minutes === null && oldTime ? `${said.text} à ${oldTime}` : said.text;
  }
  replacement = replacement.replace(/^(?:c['’]est|ce sera|plutôt)\s+/i, '');
  return `${previous.slice(0, old.index)}${replacement}${previous.slice(old.index + old.text.length)}`;
}

/** The hour an event is usually held at, for an example: evenings and meals have theirs. */
function usualHour(command: string): string {
  const folded = fold(command);
  if (/\b(soiree|diner|gala|cocktail|apero|aperitif)\b/.test(folded)) return '19h';
  if (/\b(dejeuner|dej)\b/.test(folded)) return '12h30';
  return '10h';
}

async function act(
  conversation: Conversation,
  request: ReplyRequest,
  proposals: ActionProposal[],
): Promise<string> {
  if (!proposals.length) {
    const missing = missingActionDetails(conversation.message, conversation.now);
    const what = missing.length
      ? missing
          .map((detail) => (detail === 'heure' ? 'l’heure' : detail === 'date' ? 'la date' : 'le titre'))
          .join(' et ')
      : 'le titre exact et la date';
    // An event short of its day or time: the user's own command, completed, is the example.
    const said = conversation.message.trim().replace(/[.!?\s]+$/, '');
    const example = missing.some((detail) => detail === 'date' || detail === 'heure')
      ? `« ${said}${missing.includes('date') ? ' jeudi' : ''}${missing.includes('heure') ? ` à ${usualHour(said)}` : ''} »`
      : '« Crée une tâche : appeler le comptable demain » ou « Ajoute un rendez-vous avec Paul mardi à 10h »';
    return blocks(
      `${ackBeforeQuestion(conversation.employee)} Je peux le préparer, mais il me manque ${what} : pouvez-vous me le préciser ? Par exemple ${example}.`,
    );
  }
  // An action of a skill the employee does not run (an escalation asked of Alfred) is its owner's: the
  // employee is offered no such tool (decision 076).
  const foreign = proposals.find((proposal) => !actionsOf(conversation.employee).includes(proposal.kind));
  const owning = foreign && skillActing([foreign.kind]);
  if (owning && 'write' in owning) return handoffReply(conversation, owning.id, owning.owner);
  // An appointment in a time the user said they do not work, or over another one, is said so.
  const warnings = proposalWarnings(conversation, proposals);
  actedOn.set(
    request,
    proposals.map((proposal) => proposal.kind),
  );
  if (!request.actions) return blocks(demoActionReply(conversation, proposals), ...warnings);
  const done: AiActionSummary[] = [];
  for (const proposal of proposals) done.push(await request.actions.propose(proposal));
  return blocks(actionsReply(done), ...warnings);
}

/** « C'est fait pour la déclaration de TVA » when no task of the user's has such a title. */
function taskNotFoundReply(conversation: Conversation, said: string): string {
  const tu = conversation.company.addressForm === 'tu';
  const example = conversation.workspace.tasks.find((task) => task.status !== 'done')?.title;
  return blocks(
    `Je ne trouve pas de tâche qui corresponde à « ${said} » dans ${tu ? 'tes' : 'vos'} tâches${conversation.workspace.isSample ? ' (celles de l’exemple)' : ''} : je n’ai donc rien marqué.`,
    tu
      ? `Donne-moi son titre tel qu’il apparaît dans **Tâches**${example ? ` (par exemple « ${example} »)` : ''}, ou dis « Crée une tâche : … » pour l’ajouter.`
      : `Donnez-moi son titre tel qu’il apparaît dans **Tâches**${example ? ` (par exemple « ${example} »)` : ''}, ou dites « Crée une tâche : … » pour l’ajouter.`,
  );
}

/**
 * A meeting moved: the new slot, proposed like any change of the calendar (the old one left to
 * remove), and the mail that tells the people invited, as a move asked in a letter would be told.
 */
async function moveReply(
  conversation: Conversation,
  request: ReplyRequest,
  move: MeetingMove,
): Promise<string> {
  const { now, today } = conversation;
  if (move.to < today)
    return `${moveSentence(move, today).replace(/passe au/, 'passerait au')} Cette date est déjà passée : quel jour voulez-vous à la place ?`;
  const said = `Entendu. ${moveSentence(move, today)}`;
  // The mail is Alfred's to write, once: a completion ("c'était à 10h") only updates the calendar.
  const letter = conversation.revises
    ? null
    : runsSkill(conversation.employee, 'email')
      ? `**Pour prévenir les participants**\n\n${emailWriter(conversation)}`
      : `${colleagueLink('alfred')} peut rédiger le mail qui prévient les participants.`;
  const proposal = movedProposal(move);
  if (!proposal)
    return blocks(
      said,
      `Je ne trouve pas ${move.meeting} dans votre planning : donnez-moi son heure (« c’était à 10h ») et je vous proposerai le nouveau créneau à valider.`,
      letter,
    );
  if (!request.actions)
    return blocks(
      said,
      `En démo, je ne modifie rien. Une fois connecté, je vous proposerai : **${describeProposal(proposal, now)}**, et je ne le ferai qu’avec votre accord.`,
      letter,
    );
  const done = await request.actions.propose(proposal);
  // An event cannot be changed in place: the old one is left to remove.
  return blocks(
    said,
    actionsReply([done]),
    `Une fois le nouveau créneau validé, supprimez l’ancien du ${formatDay(move.from, today)} dans votre **Planning** : je ne modifie pas encore un événement existant.`,
    letter,
  );
}

function answerFollowUpQuestion(conversation: Conversation): string | null {
  // "Lequel en premier ?" right after a list is about that list, whatever the request before it.
  const question =
    conversation.followUp?.question ??
    (conversation.previousReply &&
    listItems(conversation.previousReply).length > 1 &&
    // Not the examples and colleagues of a "not understood" reply.
    !listItems(conversation.previousReply).some((item) => /\]\(\/ai\/|^«/.test(item)) &&
    ['which_first', 'recommend'].includes(readFollowUp(conversation.message).question ?? '')
      ? 'which_first'
      : null);
  // "Lequel choisir ?", "Tu recommandes quoi ?" after a comparison: one option, its reason, what would change it.
  // "Lequel est le plus important ?" is about the list itself: its first item.
  const ranksTheList =
    /\b(plus important|(?:compte|pese|joue|prime) le plus|en premier|premiere?|d'abord|commenc\w*|en priorite)\b/.test(
      fold(conversation.message),
    );
  if (question === 'recommend' || (question === 'which_first' && !ranksTheList)) {
    const advice = recommendationReply(conversation);
    if (advice) return advice;
  }
  if (question === 'which_first' || question === 'recommend') return whichFirstReply(conversation);
  if (question === 'sources') return sourcesReply(conversation);
  if (question === 'why') return whyReply(conversation);
  return null;
}

/** Who writes to customers and prospects (a reply to a customer, a prospecting letter): Clide, Chip. */
// « Dis-lui que… », « Réponds-lui : … », « Écris-lui pour… »: a reply asked, not a change to the workspace.
const repliesToPasted =
  /^\s*(?:reponds?|repondez|dis|dites|ecris|ecrivez)(?:-lui|-leur|-la|-le)?\b|\brepon(?:ds?|dre|dez|se)\b/;

const writesToCustomers = (employee: EmployeeId) =>
  runsSkill(employee, 'support') || runsSkill(employee, 'prospecting');

// What a change of dates or of schedule says: a delay, a move, a new time instead of the old one.
const scheduleWords =
  /\b(?:retard\w*|decal\w*|report(?!ag)\w*|repouss\w*|avance\w*|au lieu d[eu]|a partir du|planning|chantier|fin des travaux|horaires?|delais?)\b/;

/** True when the request dictates, after its colon, news of dates or a schedule changed. */
function scheduleNews(conversation: Conversation): boolean {
  const { command } = conversation.request;
  const dictated = dictatedStatements(command);
  return dictated !== null && scheduleWords.test(fold(command.slice(command.indexOf(':') + 1)));
}

const courtesyKinds = new Set(['thanks', 'congratulations', 'wishes', 'termination']);

function courtesyLetter(command: string): boolean {
  const folded = fold(command);
  return (
    // "Remercie M. Roux qui vient de signer": the verb said to the employee is the letter asked.
    (/\b(mail|e-mail|email|message|mot|lettre|courrier|carte)\b/.test(folded) || courtesyAsked(command)) &&
    !/\b(post|publication|linkedin|instagram|facebook|newsletter)\b/.test(folded) &&
    courtesyKinds.has(letterKind(command))
  );
}

/** A request of one of the registry's skills: written by the employee asked, or handed to its owner. */
function domainReply(conversation: Conversation, intent: DomainIntent): RuleAnswer {
  const target = conversation.followUp?.question === 'retarget' ? conversation.followUp.target : null;
  const { employee, own } = writerFor(conversation, intent);
  // "Quelles tâches a Suki ?", then "Et pour Chip ?": that one's tasks, for those who keep the team's
  // tasks (Alfred, Millie) or whoever was asked the previous list.
  if (intent === 'prioritise' || intent === 'workload' || intent === 'deadlines') {
    const named = employeeNamed(target ?? conversation.request.command);
    const person = target ? null : conversation.request.facts.people[0]?.name;
    const keepsTasks =
      own || runsSkill(conversation.employee, 'prioritise') || runsSkill(conversation.employee, 'workload');
    if (named && (keepsTasks || target))
      return { text: tasksOfReply(conversation, nameOf(named)), rule: 'tasks_of_colleague' };
    if (person && keepsTasks && tasksAssignedTo(conversation.workspace, person).length)
      return { text: tasksOfReply(conversation, person), rule: 'tasks_of_person' };
  }
  // « Réponds à Mme Nguyen, une cliente, qui veut échanger un manteau : on accepte l'échange… »: a
  // reply whose answer the user dictates is a letter to write, which Alfred writes whoever it is for.
  if (
    !own &&
    runsSkill(conversation.employee, 'email') &&
    intent === 'support' &&
    !conversation.request.pasted &&
    dictatedStatements(conversation.request.command)
  )
    return { text: emailWriter(conversation), rule: 'dictated_letter' };
  // « Rédige un message pour Mme Roy : le chantier prend du retard… », « Écris à Sonia : à partir du
  // 1er mars on ouvre à 6 h 30 »: dates or a schedule changed, dictated, are the planner's news to
  // tell; she writes it with the letter composer, as Alfred would.
  if (
    !own &&
    intent === 'email' &&
    runsSkill(conversation.employee, 'project_plan') &&
    scheduleNews(conversation)
  )
    return { text: emailWriter(conversation), rule: 'schedule_letter' };
  if (!own) return { text: handoffReply(conversation, intent, employee), rule: 'handoff' };
  // A courtesy letter (thanks, congratulations, wishes, a termination) is the same letter whoever
  // writes it: the letter composer, in the voice of the employee asked.
  if (!runsSkill(employee, 'email') && courtesyLetter(conversation.request.command))
    return { text: emailWriter(conversation), rule: 'courtesy_letter' };
  // So is a meeting moved or called off with a customer or a prospect ("Écris à M. Faure pour décaler
  // notre visio de mardi à jeudi"): the letter that moves it, not a sales pitch or a ticket reply.
  if (
    writesToCustomers(employee) &&
    movesMeeting(conversation.request.command) &&
    /\b(mail|e-mail|email|message|courrier|lettre|mot|ecris|ecrire|redige|rediger|previens|prevenir)\b/.test(
      fold(conversation.request.command),
    )
  )
    return { text: emailWriter(conversation), rule: 'meeting_letter' };
  // So is news told to a customer or a prospect ("Préviens Mme Roux que sa commande partira
  // vendredi"): the letter says the news, whether Clide or Chip writes it.
  // Or news for a group of customers ("Écris à mes clients pour leur annoncer nos nouveaux tarifs",
  // "Préviens mes clients de la fermeture…"): an announcement, not a prospecting letter.
  const { command } = conversation.request;
  // « M. Lemoine trouve notre devis trop cher. Réponds-lui qu'on peut descendre à 4 500 € »: an answer
  // dictated on a sale is the salesperson's reply (the prospecting skill), not news nor a mere letter.
  const saleAnswer = intent === 'prospecting' && !conversation.request.pasted && salesAnswerDictated(command);
  const toCustomers =
    Boolean(groupGreeting(command)) &&
    letterKind(command) === 'announcement' &&
    !/\bprospect\w*/.test(fold(command));
  if (
    writesToCustomers(employee) &&
    !conversation.request.pasted &&
    !saleAnswer &&
    (newsTold(command) || newsNamed(command) || toCustomers)
  )
    return { text: emailWriter(conversation), rule: 'news_letter' };
  // « Réponds à Mme Besnard pour son mariage : c'est ok pour le reportage mais sans l'album »: with no
  // message pasted, the answer the user dictates to a customer is the reply's body, whoever writes it
  // (the support writer already reads its own dictated replies).
  if (
    writesToCustomers(employee) &&
    intent !== 'support' &&
    !conversation.request.pasted &&
    !saleAnswer &&
    dictatedStatements(command)?.replying
  )
    return { text: emailWriter(conversation), rule: 'dictated_reply' };
  const writer = writers[employee][intent];
  if (!writer) return { text: unknownReply(conversation), rule: 'no_writer' };
  const reply = writer(conversation);
  // A fact the writer found no place for is never pasted into the draft: the user is told, outside
  // it, what was left out (decision 063).
  // Dates moved by a follow-up ("décale tout de deux semaines") are not repeated as said.
  const moved = conversation.style.additions.some((addition) => addition.kind === 'shift');
  // "cette semaine", "la semaine prochaine" is a period the writer reads, not a day to repeat.
  const facts = {
    ...conversation.request.facts,
    dates: conversation.request.facts.dates.filter((date) => !/\bsemaine\b/i.test(date.text)),
  };
  // Titles asked for a piece (« trois titres pour l'annonce ») are short: no fact is owed to them.
  const titles = conversation.followUp?.question === 'subjects';
  const left = titles ? [] : remainingFacts(reply, moved ? { ...facts, dates: [] } : facts);
  // A pasted message's own facts (its sender's name, « maintenant ») are not what the user asked to say.
  const asked = conversation.request.pasted
    ? new Set(remainingFacts(reply, extractFacts(conversation.request.command, conversation.now)))
    : null;
  const missing = asked ? left.filter((fact) => asked.has(fact)) : left;
  return {
    text: missing.length ? blocks(reply, leftOutNote(missing)) : reply,
    rule: 'skill',
  };
}

const noWriter = new Set<Intent>([
  'greeting',
  'thanks',
  'help',
  'unknown',
  'translate',
  'world_knowledge',
  'sources',
  'remember',
  'action',
]);

/** What a rule answers: the reply, and which rule (or sub-rule) wrote it. */
interface RuleAnswer {
  text: string;
  rule: string;
  /** The skill run, when the rule does not say it (a reasoning skill's sub-rule). */
  skill?: string;
}

type RuleResult = string | RuleAnswer | null;

/**
 * One rule of the table that decides how the offline engine answers (decision 071): it returns the
 * reply (or a sub-rule's answer), or null to let the next rule try.
 */
interface ReplyRule {
  id: string;
  answer(conversation: Conversation, request: ReplyRequest): Promise<RuleResult> | RuleResult;
}

/** A conversational intent answered as such, unless the message revises the request before it. */
function conversational(
  intent: Intent,
  write: (conversation: Conversation, request: ReplyRequest) => Promise<string> | string,
): ReplyRule {
  return {
    id: intent,
    answer: (conversation, request) =>
      !conversation.revises && conversation.request.intent === intent ? write(conversation, request) : null,
  };
}

/**
 * The rules that decide between the skills, in order: the first that answers writes the reply, and
 * its id is recorded with the reply (the chat stores it, the eval prints it).
 */
const replyRules: ReplyRule[] = [
  {
    id: 'empty_message',
    answer: (conversation) => (conversation.message ? null : unknownReply(conversation)),
  },
  // A task on the documents the message names (a CV against an offer, a report, meeting notes) comes
  // first: "crée les tâches du compte-rendu" is about the notes, not a task titled after them.
  {
    id: 'document_task',
    answer: (conversation, request) =>
      localDocumentTask(conversation.message, request.documents, conversation.now, request.actions),
  },
  // The skills that reason over what the user lists (their deals, a plan's risks, a decision's
  // arguments, costs over years, their day's appointments: issue 41), for the employees the registry
  // says run them, whatever the classifier makes of the words around the list.
  {
    id: 'reasoning',
    answer: (conversation) => {
      const runs = reasoningSkillsOf(conversation.employee);
      for (const skill of runs) {
        const answer = skill.answer(conversation);
        if (answer === null) continue;
        const { text, rule } = typeof answer === 'string' ? { text: answer, rule: skill.id } : answer;
        return { text, rule, skill: skill.id };
      }
      // One a colleague runs: handed over to its owner, as a skill of the classifier would be.
      const theirs = allReasoningSkills().find(
        (skill) => !runs.includes(skill) && skill.answer(conversation) !== null,
      );
      return theirs
        ? {
            text: handoffSaying(conversation, theirs.owner, theirs.handoffHint),
            rule: 'handoff',
            skill: theirs.id,
          }
        : null;
    },
  },
  // The CRM (decision 067): an opportunity to add, move or note, a follow-up to draft, a question on
  // the records. Only a record the CRM holds makes a note a timeline entry; anything else goes on.
  {
    id: 'crm',
    answer: (conversation, request) =>
      crmReply(conversation, (proposals) => act(conversation, request, proposals)),
  },
  // A command to change the workspace is read first: its words are exact, whatever the classifier says.
  // A change of status names one of the user's tasks by a paraphrase of its title.
  {
    id: 'workspace_command',
    answer: (conversation, request) => {
      const { message, now, workspace } = conversation;
      // « Dis-lui qu'on refuse… » above a customer's mail: the dates are the mail's, the command a reply.
      if (conversation.request.pasted && repliesToPasted.test(fold(conversation.request.command)))
        return null;
      const proposals = parseActionRequests(message, now, workspace.tasks);
      return proposals.length ? act(conversation, request, proposals) : null;
    },
  },
  // « Escalade le ticket de Jeanne Martin à Paul : … »: one of the desk's tickets (decision 068).
  {
    id: 'ticket_escalation',
    answer: (conversation, request) => {
      const escalation = deskEscalation(conversation.message, conversation.workspace.support);
      if (!escalation) return null;
      const { ticket, assignee, note } = escalation;
      return act(conversation, request, [
        {
          kind: 'support_escalate',
          params: { ticketId: ticket.id, assignee, note, subject: ticket.subject },
        },
      ]);
    },
  },
  {
    id: 'unknown_task',
    answer: (conversation) => {
      const { message, now, workspace } = conversation;
      const unknownTask = unknownTaskNamed(message, now, workspace.tasks);
      return unknownTask ? taskNotFoundReply(conversation, unknownTask) : null;
    },
  },
  // "Le 12 décembre à 19h" after a command that lacked them: the command, completed.
  {
    id: 'command_completed',
    answer: (conversation, request) => {
      const completed = completedCommand(conversation);
      if (!completed) return null;
      return act(
        { ...conversation, message: completed },
        request,
        parseActionRequests(completed, conversation.now),
      );
    },
  },
  // « Finalement plutôt à 11h » after a command: the command proposed again with the new value.
  {
    id: 'command_corrected',
    answer: async (conversation, request) => {
      const corrected = correctedCommand(conversation);
      const proposals = corrected ? parseActionRequests(corrected, conversation.now) : [];
      if (!corrected || !proposals.length) return null;
      return blocks(
        await act({ ...conversation, message: corrected }, request, proposals),
        // The earlier proposal is not withdrawn by the chat: the user decides, where they decide.
        request.actions &&
          'La proposition précédente reste dans vos **Approbations** : refusez-la si celle-ci la remplace (si elle a déjà été appliquée, supprimez l’ancienne version dans vos **Tâches** ou votre **Planning**).',
      );
    },
  },
  {
    id: 'meeting_move',
    answer: (conversation, request) => {
      const move = meetingMoveOf(conversation);
      return move ? moveReply(conversation, request, move) : null;
    },
  },
  // « Quel jour je ne travaille pas ? », « Que sais-tu de mon entreprise ? »: from what was remembered.
  { id: 'memory_answer', answer: (conversation) => memoryAnswer(conversation) },
  // A question the user's documents answer is answered from them, quoted and cited (ai/documents.ts).
  // A customer's question to answer (« Une cliente demande combien coûte… Réponds-lui avec nos
  // tarifs ») is a reply to write from the documents (customer_question_from_documents, below), not a
  // question to the documents.
  {
    id: 'document_answer',
    answer: (conversation, request) =>
      customerQuestionReply(conversation, request.documents)
        ? null
        : localDocumentAnswer(conversation.message, request.documents),
  },
  // « Propose-moi trois objets de mail »: the letter written again from the stored reading, then
  // subject lines from what it says.
  {
    id: 'subject_lines',
    answer: (conversation) => {
      const { followUp, request } = conversation;
      if (followUp?.question !== 'subjects' || noWriter.has(request.intent)) return null;
      domainReply(conversation, request.intent as DomainIntent);
      const written = letterWritten(conversation);
      return written ? subjectLinesReply(conversation, written, followUp.subjects ?? 3) : null;
    },
  },
  // « Je prends le deuxième » after subject lines: the letter again, under the subject chosen.
  {
    id: 'subject_picked',
    answer: (conversation) => {
      const { followUp, request, previousReply } = conversation;
      if (followUp?.question !== 'pick' || !followUp.picked || !previousReply || noWriter.has(request.intent))
        return null;
      const items = listItems(previousReply);
      const chosen = followUp.picked < 0 ? items.at(-1) : items[followUp.picked - 1];
      if (!chosen) return null;
      domainReply(conversation, request.intent as DomainIntent);
      const written = letterWritten(conversation);
      // The list was of subject lines when its first is the letter's own subject; any other list's
      // item chosen is said back rather than the list written again.
      if (!written || items[0] !== written.subject) {
        const short = followUp.change.length < 0 ? shorterPick(conversation, chosen) : null;
        if (short) return short;
        return blocks(
          `C’est noté, vous retenez : ${chosen.replace(/\s+[—–]\s+.*$/, '').replace(/([^.!?»])$/, '$1.')}`,
          'Dites-moi ce que vous voulez en faire, et je m’en occupe.',
        );
      }
      return blocks(
        `C’est noté, voici le mail avec l’objet « ${chosen} » :`,
        quote(letter(conversation, { ...written, subject: chosen })),
      );
    },
  },
  { id: 'follow_up_question', answer: (conversation) => answerFollowUpQuestion(conversation) },
  // « Un client demande combien coûte… Réponds-lui. »: the answer the documents give, in the reply.
  {
    id: 'customer_question_from_documents',
    answer: (conversation, request) => customerQuestionReply(conversation, request.documents),
  },
  // The connected mailbox (issue 22): answered from the synced mail, by whoever is asked.
  {
    id: 'mailbox',
    answer: (conversation, request) =>
      asksAboutMailbox(conversation.message)
        ? mailboxReply(conversation.message, request.workspace.mail, request.actions !== undefined)
        : null,
  },
  // The user's own figures (a series by period or item): computed, whoever is asked.
  {
    id: 'figures',
    answer: (conversation) => {
      // Several entities with a value per period: summed per entity and ranked, not one series.
      const table = figureTableAsked(conversation.message, conversation.history);
      if (table) return figureTableReply(table.table, table.focus);
      const figures = figuresAsked(conversation.message, conversation.history);
      // « Compare l'offre de Free Pro à 39,99 € et celle d'Orange Pro à 52 € »: offers named to compare,
      // for the analyst, are a comparison grid, not a series of figures.
      const namedOffers =
        runsSkill(conversation.employee, 'competitors') &&
        conversation.request.intent === 'competitors' &&
        !conversation.revises &&
        competitorsOf(conversation).length >= 2;
      return figures && !namedOffers ? figuresReply(figures.series, figures.focus) : null;
    },
  },
  // "Planifie un atelier de formation": a command the classifier cannot place, short of a date or a
  // time, asks for them rather than for a reformulation.
  // Nor is an event that is not a meeting ("Organise une soirée d'entreprise") given meeting slots.
  {
    id: 'event_details_missing',
    answer: (conversation, request) => {
      const { intent, outside } = conversation.request;
      const unplaced =
        intent === 'unknown' ||
        intent === 'help' ||
        intent === 'greeting' ||
        (intent === 'meeting' && plannedEvent(conversation.message, conversation.now)?.meeting !== true);
      // Outside the role, only those who keep the agenda and the team's schedule (Alfred, Millie) ask
      // for the missing day: « Organise le séminaire à Biarritz en juin » asked of Suki is Millie's to plan.
      const keepsAgenda =
        !outside ||
        runsSkill(conversation.employee, 'agenda') ||
        runsSkill(conversation.employee, 'project_plan');
      const missing = missingActionDetails(conversation.message, conversation.now);
      return unplaced && keepsAgenda && missing.length > 0 ? act(conversation, request, []) : null;
    },
  },
  // « Réécris ce texte en bon français : … »: the user's text corrected, never refused as a translation.
  {
    id: 'proofreading',
    answer: (_conversation, request) => {
      const typed = request.messages.at(-1)?.content ?? '';
      return proofreadingAsked(typed) ? proofreadingReply(typed) : null;
    },
  },
  conversational('greeting', greetingReply),
  conversational('thanks', thanksReply),
  conversational('help', helpReply),
  conversational('translate', translationReply),
  conversational('world_knowledge', worldKnowledgeReply),
  conversational('sources', sourcesReply),
  conversational('remember', remember),
  conversational('action', (conversation, request) => act(conversation, request, [])),
  // « Rédige celui que tu mets en premier » after a list of ideas: a post on that item, by whoever
  // writes posts, rather than a request not understood.
  {
    id: 'picked_item_post',
    answer: (conversation) => {
      const { request } = conversation;
      if (conversation.revises || (request.intent !== 'unknown' && !request.outside)) return null;
      const writer = writers[conversation.employee].post;
      const item = pickedItem(conversation.message, conversation.previousReply);
      if (
        !writer ||
        !item ||
        !/\b(redige|ecris|developpe|fais-en|fais en)\b/.test(fold(conversation.message))
      )
        return null;
      const named = item.replace(/\s+—\s+.*$/, '');
      // « Un retour d'expérience… » inside a sentence: « un retour d'expérience… ».
      const subject = /^\p{Lu}\p{Ll}/u.test(named) ? named.charAt(0).toLowerCase() + named.slice(1) : named;
      // Only the idea's title is known: the facts that make the post are asked for, never invented.
      return blocks(
        writer({
          ...conversation,
          request: {
            ...request,
            intent: 'post',
            outside: false,
            command: `Écris un post sur ${subject}`,
            pasted: null,
            facts: { ...request.facts, subject },
          },
        }),
        'Ce premier jet ne connaît que le titre de l’idée : donnez-moi les faits et les chiffres à raconter, je les mets dans le post.',
      );
    },
  },
  {
    id: 'not_understood',
    answer: (conversation) => {
      if (conversation.revises || conversation.request.intent !== 'unknown') return null;
      if (conversation.request.news) return { text: newsReply(conversation), rule: 'news' };
      if (conversation.request.outside) return { text: outsideReply(conversation), rule: 'outside_role' };
      return unknownReply(conversation);
    },
  },
  {
    id: 'no_writer',
    answer: (conversation) => (noWriter.has(conversation.request.intent) ? unknownReply(conversation) : null),
  },
  {
    id: 'skill',
    answer: (conversation) => domainReply(conversation, conversation.request.intent as DomainIntent),
  },
];

/** The rules whose reply runs the skill the request was understood as (or hands it to its owner). */
const runsTheSkill = new Set([
  'skill',
  'customer_question_from_documents',
  'subject_lines',
  'subject_picked',
  'courtesy_letter',
  'dictated_letter',
  'schedule_letter',
  'meeting_letter',
  'news_letter',
  'dictated_reply',
  'handoff',
]);

/** The workspace actions a reply proposed, by request: which skill acted, when one declares that action. */
const actedOn = new WeakMap<ReplyRequest, ActionProposal['kind'][]>();

function skillOf(fired: string, conversation: Conversation, request: ReplyRequest): string | null {
  if (runsTheSkill.has(fired)) return conversation.request.intent;
  const acting = skillActing(actedOn.get(request) ?? []);
  if (acting) return acting.id;
  // The CRM's questions (« Où en est le pipeline ? ») are Chip's skill of that name.
  return fired === 'crm' ? 'crm' : null;
}

/** « Je garde le deuxième, mais plus court »: a slogan chosen, said again in fewer words. */
function shorterPick(conversation: Conversation, chosen: string): string | null {
  if (!/^[«"“]/.test(chosen)) return null;
  const said = chosen.replace(/^[«"“]\s*|\s*[»"”]$/g, '');
  const userTurns = conversation.history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const name =
    conversation.company.name ??
    userTurns
      .map((turn) => businessNamedIn(turn, extractFacts(turn, conversation.now).places))
      .find(Boolean) ??
    null;
  const shorter = shorterSlogan(said, name);
  if (!shorter)
    return blocks(
      `« ${said} » tient déjà en peu de mots : je vous propose de le garder tel quel.`,
      'Dites-moi si je le décline en accroche de post, en signature de mail ou en bannière.',
    );
  return blocks(
    'Le voici en plus court :',
    `« ${shorter.short} »`,
    shorter.named ? `Ou, avec votre nom : « ${shorter.named} »` : null,
    'Dites-moi si je le décline en accroche de post, en signature de mail ou en bannière.',
  );
}

// A list of contents to publish (ideas, a dated plan): an item picked from it is a post to write.
const contentList =
  /\b(?:idees? de (?:contenus?|posts?|publications?|sujets?)|planning de \d+ (?:posts?|publications?|stories)|calendrier (?:editorial|de publications?))\b/;

/**
 * Each user turn that asks to write about an item of the list just before (« Rédige la deuxième »,
 * « Écris-moi celui du mercredi », « développe le n°3 »), with that item said in place of the
 * reference; an item of a list of contents becomes « un post sur … », which the post writer reads.
 */
function withRanksNamed(messages: ReplyRequest['messages']): ReplyRequest['messages'] {
  return messages.map((turn, index) => {
    const before = messages[index - 1];
    if (turn.role !== 'user' || before?.role !== 'assistant' || turn.content.length > 100) return turn;
    const folded = fold(turn.content);
    if (
      !/\b(?:redige\w*|ecri\w*|repond\w*|prepare\w*|fais|faites|developpe\w*|detaille\w*|publie\w*)\b/.test(
        folded,
      )
    )
      return turn;
    // « Je garde le deuxième, mais fais-le plus court »: the item kept and changed (rule subject_picked).
    if (readFollowUp(turn.content).question === 'pick') return turn;
    const items = listItems(before.content);
    const reference = listReference(turn.content, items);
    // A quoted item (a slogan, a title) is picked by the writers themselves (« j'aime le 2e, fais-en un post »).
    if (!reference || /^[«"“]/.test(items[reference.index]!)) return turn;
    const item = itemNamed(items[reference.index]!);
    const content = contentList.test(fold(before.content));
    const named = content ? `un post sur ${lowerFirst(item.replace(/[.!]+$/, ''))}` : item;
    return {
      ...turn,
      content: `${turn.content.slice(0, reference.start)}${named}${turn.content.slice(reference.end)}`,
    };
  });
}

/** The local engine's answer: the reply in Markdown, and what was understood (decision 071). */
export async function localAnswer(
  given: ReplyRequest,
): Promise<{ text: string; understood: ReplyUnderstanding }> {
  // The turns, ours included (sent with French spacing), are read with plain spaces.
  const request = {
    ...given,
    messages: given.messages.map((turn) => ({
      ...turn,
      content: turn.content.replace(/[\u00a0\u202f]/g, ' '),
    })),
  };
  const conversation = await readConversation({ ...request, messages: withRanksNamed(request.messages) });
  const { state } = conversation;
  for (const rule of replyRules) {
    const answer = await rule.answer(conversation, request);
    if (answer === null) continue;
    const {
      text,
      rule: fired,
      skill,
    } = typeof answer === 'string' ? { text: answer, rule: rule.id, skill: undefined } : answer;
    // The register set in the profile. Answering a user who writes « tu » with « tu » is carried by
    // the templates that say nothing but to the user (`inUsersRegister`: the sums so far): converted
    // afterwards, the whole reply broke quoted examples (stop 48).
    const tu = conversation.company.addressForm === 'tu';
    const answered = await onDeskTicket(conversation, request, text, fired);
    // The one place every reply passes: the French apostrophe set here for all writers (the French
    // spacing is set where the reply leaves for the chat, local-language-model.ts).
    return {
      text: curlyApostrophes(tu ? saidToUser(answered) : answered),
      understood: { rule: fired, skill: skill ?? skillOf(fired, conversation, request), state },
    };
  }
  throw new Error('the last rule of replyRules always answers');
}

/**
 * A draft Clide writes to the requester of a desk ticket answers in its thread and, signed in, is
 * proposed as the ticket's reply: approved, the desk sends it (support_reply, decision 068).
 */
async function onDeskTicket(
  conversation: Conversation,
  request: ReplyRequest,
  text: string,
  fired: string,
): Promise<string> {
  if (
    !runsTheSkill.has(fired) ||
    fired === 'handoff' ||
    !actionsOf(conversation.employee).includes('support_reply')
  )
    return text;
  const thread = deskThread(text, conversation.workspace.support);
  if (!thread) return text;
  const { ticket } = thread;
  const proposal: ActionProposal = {
    kind: 'support_reply',
    params: {
      ticketId: ticket.id,
      body: frenchSpacing(curlyApostrophes(thread.body)),
      to: ticket.requesterEmail,
      subject: ticket.subject,
    },
  };
  actedOn.set(request, ['support_reply']);
  if (!request.actions) return thread.text;
  const done = await request.actions.propose(proposal);
  return blocks(
    thread.text,
    actionsReply([done]),
    conversation.revises &&
      'Si vous aviez déjà une réponse à ce ticket dans vos **Approbations**, refusez-la si celle-ci la remplace.',
  );
}

/**
 * « Vos employés vous tutoient » (Paramètres → Profil de l’entreprise): what the employee says to
 * the user is said with « tu »; the drafts (blockquoted lines) keep the register chosen for their
 * reader, as the setting says.
 */
function saidToUser(text: string): string {
  return text
    .split('\n')
    .map((line) => (line.startsWith('>') ? line : tutoyer(line)))
    .join('\n');
}

/** The whole reply of the local engine, in Markdown. Deterministic: same request, same text. */
export async function localReply(request: ReplyRequest): Promise<string> {
  return (await localAnswer(request)).text;
}

/** « Le conseil du coach » → « le conseil du coach », to say an item inside a sentence (not « Grimp’Armor »). */
function lowerFirst(text: string): string {
  return /^\p{Lu}(?:\p{Ll}|['’])/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
