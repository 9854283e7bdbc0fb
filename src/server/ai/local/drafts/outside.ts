// The reply to a request outside the employee's role (understanding/outside.ts): said honestly, with
// the part the employee can do on the request's own object and the colleague who does the rest.
// (The project manager plans anything to set up as a project instead: understanding/conversation.ts.)
import { employeeById } from '../../../../shared/employees.ts';
import type { EmployeeId } from '../../../../shared/routes.ts';
import { capitalise, fold, withDe } from '../french.ts';
import { voices } from '../team.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { employeesNamedByWords } from '../understanding/domains.ts';
import { asksForUndertaking, requestedObject, type Specialist } from '../understanding/outside.ts';
import { colleagueLink } from './common.ts';
import { blocks } from './compose.ts';

const modelHint = 'Avec un modèle d’IA relié à Septime, l’équipe pourra aussi en traiter le fond.';

/** « mes commerciaux » of « une formation Excel pour mes commerciaux »: the group it is for. */
function audienceOf(object: string): string | null {
  const folded = fold(object);
  const match =
    /\b(?:pour|a|aux)\s+((?:mes|nos|les|tous (?:mes|nos|les)|toutes (?:mes|nos|les))\s+[a-z'-]{3,}(?:\s+(?:de|du|d')\s*[a-z'-]{3,})?)(?=[\s,.;:!?]|$)/.exec(
      folded,
    );
  if (!match?.[1]) return null;
  const start = folded.indexOf(match[1], match.index);
  return object.slice(start, start + match[1].length).trim();
}

/** The object without its audience, to name the thing itself: « une formation Excel ». */
function thingOf(object: string, audience: string | null): string {
  if (!audience) return object;
  return object
    .replace(new RegExp(`\\s*(?:pour|à|a|aux)\\s+${audience.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), '')
    .trim();
}

/**
 * What each employee offers to do on the object, as requests the user can send as they are: on a
 * thing to set up, its announcement and its slot; on anything else, a mail or a task about it.
 */
function offers(
  employee: EmployeeId,
  thing: string,
  audience: string | null,
  undertaking: boolean,
): string[] {
  const toWhom = audience
    ? `${/^les /i.test(audience) ? 'aux ' : 'à '}${audience.replace(/^les /i, '')}`
    : 'à l’équipe';
  const about = `au sujet ${withDe(thing)}`;
  if (employee === 'alfred')
    return undertaking
      ? [
          `« Rédige un mail ${toWhom} pour annoncer ${thing} »`,
          `« Planifie ${thing} jeudi à 14h » (je vous propose le créneau dans votre planning)`,
          `« Crée une tâche : préparer ${thing} pour vendredi »`,
        ]
      : [`« Rédige un mail ${about} »`, `« Crée une tâche ${about} pour vendredi »`];
  if (employee === 'suki')
    return undertaking
      ? [
          `« Écris un post LinkedIn pour annoncer ${thing} »`,
          `« Rédige la newsletter qui présente ${thing} »`,
          `« Donne-moi 3 idées de contenus ${about} »`,
        ]
      : [`« Donne-moi 3 idées de contenus ${about} »`, '« Écris un post LinkedIn sur notre savoir-faire »'];
  return [`« Crée une tâche ${about} pour vendredi »`, '« Quelles sont les prochaines échéances ? »'];
}

// What no one's field names but a colleague does best: a quote or a price list is a sale's.
const restOwners: Array<[RegExp, EmployeeId]> = [
  [/\b(devis|propositions? commerciales?|grilles? tarifaires?|bons? de commande)\b/, 'chip'],
];

/** The colleagues whose field the request names, other than the employee asked. */
function colleaguesNamed(employee: EmployeeId, command: string): EmployeeId[] {
  const folded = fold(command);
  const named = new Set([
    ...employeesNamedByWords(command),
    ...restOwners.filter(([words]) => words.test(folded)).map(([, id]) => id),
  ]);
  return [...named].filter((id) => id !== employee);
}

function colleagueLine(id: EmployeeId): string {
  return `${colleagueLink(id)} (${employeeById(id).role.toLowerCase()}) : ${voices[id].domain}`;
}

/** What the employee offers around a profession's work: a mail, a slot, a task, a comparison. */
function offersAround(employee: EmployeeId, object: string, specialist: Specialist, task: string): string[] {
  const { contact } = specialist;
  if (employee === 'alfred')
    return [
      `« Écris un mail à ${contact} au sujet ${withDe(object)} » : je le rédige avec les éléments que vous me donnez (montants, dates, pièces à joindre) ;`,
      `« Cale un rendez-vous avec ${contact} jeudi à 10 h » ;`,
      `« Rappelle-moi de m’occuper ${withDe(object)} vendredi » : je crée la tâche, à valider.`,
    ];
  if (employee === 'millie')
    return [
      `« Crée une tâche : ${task} pour vendredi » : je la suis avec vos autres échéances ;`,
      '« Quelles sont les prochaines échéances ? »',
    ];
  if (employee === 'spec')
    return [
      `« Compare trois ${specialist.tools} sur le prix et les fonctionnalités » ;`,
      `« Fais une veille sur ${specialist.field} pour les petites entreprises » : les angles, les sources officielles et les indicateurs à suivre.`,
    ];
  if (employee === 'suki')
    return [
      '« Écris un post LinkedIn sur notre savoir-faire » ;',
      '« Donne-moi 3 idées de contenus pour nos réseaux ce mois-ci ».',
    ];
  return [`« Crée une tâche : ${task} pour vendredi »`];
}

/**
 * « Je dois recadrer une vendeuse qui arrive en retard… Comment je fais ? » → « recadrer une
 * vendeuse »: the work asked, with its verb, as a task title.
 */
function taskTitle(command: string): string {
  const sentence = command.split(/(?<=[.?!])\s+/)[0] ?? command;
  return sentence
    .replace(
      /^\s*(?:je dois|je vais devoir|il (?:me )?faut|il faudrait|je voudrais|je veux|j['’]aimerais|comment|aide-moi à|peux-tu|pourrais-tu)\s+/i,
      '',
    )
    .replace(/\s+(?:qui|que|qu['’]|dont|car|parce que|puisque|depuis)\b.*$/i, '')
    .replace(/[?.!\s]+$/, '')
    .trim();
}

/**
 * « Calcule ma TVA », « Prépare la paie de novembre »: a profession's work (accounting, payroll, law,
 * code) that no one in the team does. Said plainly, with who does it and what the employee can do.
 */
function specialistReply(conversation: Conversation, specialist: Specialist): string {
  const { employee, request } = conversation;
  const said = request.command.trim().replace(/[.!\s]+$/, '');
  const object = requestedObject(request.command).replace(/[?.!\s]+$/, '');
  const first = withoutChoice(specialist.expert);
  const mailHelp =
    employee === 'alfred'
      ? null
      : `- ${colleagueLink('alfred')} (${employeeById('alfred').role.toLowerCase()}) : le mail à ${first} pour lui transmettre la demande, ou le rendez-vous avec lui.`;
  return blocks(
    `« ${said} » relève ${specialist.ofField} : c’est le métier ${specialist.ofExpert}, pas le mien (${voices[employee].domain}). Je ne peux pas le faire à sa place, et un résultat approximatif vous exposerait à une erreur : je préfère vous le dire franchement.`,
    `**Ce que je peux faire tout de suite :**\n${offersAround(
      employee,
      object,
      specialist,
      taskTitle(request.command),
    )
      .map((offer) => `- ${offer}`)
      .join('\n')}`,
    [`**Qui peut vous aider :**`, `- ${capitalise(specialist.expert)} : le fond de la demande.`, mailHelp]
      .filter(Boolean)
      .join('\n'),
    `Avec un modèle d’IA relié à Septime, l’équipe pourra aussi vous donner des repères généraux, sans remplacer ${withoutChoice(specialist.expert)}.`,
  );
}

/** « votre expert-comptable ou votre gestionnaire de paie » → « votre expert-comptable ». */
function withoutChoice(expert: string): string {
  return expert.split(' ou ')[0] ?? expert;
}

export function outsideReply(conversation: Conversation): string {
  const { employee, request } = conversation;
  if (request.specialist) return specialistReply(conversation, request.specialist);
  const object = requestedObject(request.command);
  const audience = audienceOf(object);
  const thing = thingOf(object, audience);
  const undertaking = asksForUndertaking(request.command);
  const named = colleaguesNamed(employee, request.command);
  const said = request.command.trim().replace(/[.!\s]+$/, '');
  const others: EmployeeId[] = [
    ...named,
    ...(undertaking && employee !== 'millie' && !named.includes('millie') ? (['millie'] as const) : []),
  ];
  return blocks(
    `« ${said} » ne fait pas partie de mon rôle (${voices[employee].domain}) : je préfère vous le dire franchement plutôt que de vous envoyer un modèle qui n’a rien à voir.`,
    `**Ce que je peux faire tout de suite pour ${thing}${audience ? ` (${audience})` : ''} :**\n${offers(
      employee,
      thing,
      audience,
      undertaking,
    )
      .map((offer) => `- ${offer}`)
      .join('\n')}`,
    others.length > 0
      ? `**Qui peut vous aider dans l’équipe :**\n${others
          .map((id) =>
            id === 'millie' && !named.includes('millie')
              ? `- ${colleagueLink('millie')} (${employeeById('millie').role.toLowerCase()}) : en faire un projet, avec ses étapes, ses dates et ses responsables.`
              : `- ${colleagueLine(id)}`,
          )
          .join('\n')}`
      : `Personne dans l’équipe n’en traite le fond hors ligne. ${modelHint}`,
  );
}

/**
 * « Nous ouvrons une deuxième boutique à Nantes le 5 décembre », told to Alfred or Millie: the news
 * kept for the conversation, what the employee does with it, and Suki for the post that announces it.
 */
export function newsReply(conversation: Conversation): string {
  const { employee, request } = conversation;
  const said = request.command
    .trim()
    .replace(/[.!\s]+$/, '')
    .replace(/«\s*/g, '“')
    .replace(/\s*»/g, '”');
  const stripped = said.replace(/^(?:(?:bonne nouvelle|grande nouvelle|au fait)\s*[,:!]?\s*)/i, '');
  const news = `${stripped.charAt(0).toUpperCase()}${stripped.slice(1)}`;
  const [date] = request.facts.dates;
  const own =
    employee === 'millie'
      ? [
          '« Fais-moi le rétroplanning » : je le date à rebours depuis le jour J, avec ses étapes et ses responsables ;',
          '« Qui fait quoi pour la préparer ? » : je répartis les tâches dans l’équipe.',
        ]
      : [
          `« Écris un mail à nos clients pour l’annoncer » : je reprends la nouvelle telle que vous l’avez dite${date ? ' ;' : '.'}`,
          date && `« Ajoute-le à mon planning le ${date.label} » : je vous propose l’événement à valider.`,
        ].filter((line): line is string => Boolean(line));
  return blocks(
    `Belle nouvelle, c’est noté : « ${news} ». Je la garde en tête pour la suite de cette conversation.`,
    `**Ce que je peux en faire :**\n${own.map((line) => `- ${line}`).join('\n')}`,
    `**Pour l’annoncer sur vos réseaux :** ${colleagueLink('suki')} (${employeeById('suki').role.toLowerCase()}) en fait le post ; envoyez-lui la nouvelle telle quelle.`,
    '[Connectez-vous](/auth) et dites « Retiens que… » pour que toute l’équipe s’en souvienne dans vos prochaines conversations.',
  );
}
