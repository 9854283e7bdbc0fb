// Dot's onboarding plan: a new hire's arrival prepared step by step, dated back from the first day
// when it is known (« qui arrive lundi »), with what French law asks before it (the DPAE) and after
// it (the medical visit within three months). Weekends and French public holidays are skipped.
import { type DayNumber, weekday } from '../../../../shared/paris-time.ts';
import { capitalise, fold, formatDay, isWorkingDay } from '../french.ts';
import { voices } from '../team.ts';
import { toReaderForm } from '../understanding/french-persons.ts';
import { blocks, letter, type Paragraph, quote } from './compose.ts';
import { jobTitleOf, venueOf } from './dot.ts';
import { asWe, toSecondPerson } from './letters.ts';
import { addedStatements, opening } from './work-parts.ts';
import type { Writer } from './writer.ts';

/** The working day `count` days before `day` (a weekend or a public holiday moves to the day before). */
function workingDayBefore(day: DayNumber, count: number): DayNumber {
  let result = day - count;
  while (!isWorkingDay(result)) result--;
  return result;
}

/** The Friday of the week `day` falls in (or `day` itself from Friday on). */
function endOfWeek(day: DayNumber): DayNumber {
  const offset = (5 - weekday(day) + 7) % 7;
  return weekday(day) >= 5 || weekday(day) === 0 ? day : day + offset;
}

export const onboardingWriter: Writer = (conversation) => {
  const { facts } = conversation.request;
  const { today } = conversation;
  const person = facts.people[0]?.label ?? null;
  const job = jobTitleOf(conversation);
  const start = facts.dates.find((date) => !date.timeOnly && date.day >= today)?.day ?? null;
  const who = person ?? (job ? `votre nouvelle recrue (${job})` : 'votre nouvelle recrue');
  const to = person ?? 'votre nouvelle recrue';
  const on = (day: DayNumber | null, relative: string) =>
    day === null ? relative : `${formatDay(day, today).replace(/^\p{L}/u, (c) => c.toUpperCase())}`;
  const before = (days: number) => (start === null ? null : Math.max(today, workingDayBefore(start, days)));
  const lines = [
    '**Avant son arrivée**',
    `1. **${on(before(7), 'J-7')}** — Contrat signé et déclaration préalable à l’embauche (DPAE) faite auprès de l’Urssaf, au plus tard avant sa prise de poste — Vous`,
    `2. **${on(before(5), 'J-5')}** — Poste de travail, matériel et accès prêts (messagerie, logiciels, badge ou clés) — À attribuer`,
    `3. **${on(before(3), 'J-3')}** — Mail de bienvenue à ${to} : heure et adresse d’arrivée, qui l’accueille, ce qu’il faut apporter (pièce d’identité, carte Vitale, RIB) — Vous`,
    `4. **${on(before(1), 'J-1')}** — Équipe prévenue, référent désigné pour ses premières semaines, planning de la première semaine prêt — À attribuer`,
    '',
    `**Le jour J${start === null ? '' : ` — ${formatDay(start, today)}`}**`,
    '- Accueil par son responsable, café avec l’équipe',
    '- Visite des locaux et consignes de sécurité',
    '- Remise du matériel et des accès, vérifiés ensemble',
    `- Point sur ${job ? `les missions du poste ${/^[aeiouyhéè]/i.test(job) ? 'd’' : 'de '}${job}` : 'ses missions'}, ses objectifs et le déroulé de la période d’essai`,
    '- Déjeuner avec l’équipe',
    '',
    `**Sa première semaine${start === null ? '' : ` (jusqu’au ${formatDay(endOfWeek(start), today)})`}**`,
    '- Prise en main des outils et des façons de faire, avec le référent',
    '- Rencontres avec les personnes clés (équipe, clients ou partenaires selon le poste)',
    '- Premières missions accompagnées',
    `- Point de fin de semaine : ce qui est clair, ce qui manque${start === null ? '' : ` (${formatDay(endOfWeek(start), today)})`}`,
    '',
    `**Son premier mois${start === null ? '' : ` (jusqu’au ${formatDay(start + 30, today)})`}**`,
    `- Point à un mois avec son responsable${start === null ? '' : ` (${formatDay(start + 30, today)})`}, et son rapport d’étonnement`,
    '- Visite d’information et de prévention auprès de la médecine du travail, à organiser dans les trois mois',
    '- Point avant la fin de la période d’essai, au moins deux semaines avant son terme',
  ];
  return blocks(
    `${voices.dot.ack} Voici le plan d’intégration de ${who}${start === null ? '' : `, à partir de son arrivée le ${formatDay(start, today)}`} :`,
    lines.join('\n'),
    start === null
      ? 'Donnez-moi sa date d’arrivée et je date chaque étape. Je peux aussi rédiger le mail de bienvenue ou l’annonce de son arrivée à l’équipe.'
      : `Je peux rédiger le mail de bienvenue à ${to} ou l’annonce de son arrivée à l’équipe.`,
  );
};

// « qu'il vienne avec ses chaussures de sécurité », « qu'elle n'oublie pas sa carte Vitale »: what the
// new hire should do, said to them as a request; the subjunctive becomes the imperative.
const wishPattern = /^qu['’ ](?:il|elle)\s+(ne\s+|n['’])?(\p{L}+)\s*(.*)$/iu;
// The imperatives that are not the subjunctive's « -iez » shortened to « -ez ».
const irregularImperatives: Record<string, string> = {
  fassiez: 'faites',
  disiez: 'dites',
  aillez: 'allez',
};

/** « vienne » → « venez », « prenne » → « prenez », « oublie » → « oubliez »; null for an unknown verb. */
function imperativeOf(subjunctive: string): string | null {
  const vous = toReaderForm(subjunctive.toLowerCase(), 'il', 'vous');
  if (!vous) return null;
  if (irregularImperatives[vous]) return irregularImperatives[vous];
  // « veniez » → « venez », but « oubliez » stays: the shortened form must be one the table knows.
  const shortened = vous.replace(/iez$/, 'ez');
  return shortened !== vous && toReaderForm(shortened, 'vous', 'vous') ? shortened : vous;
}

const toHire = (text: string) =>
  text
    .replace(/\bses\b/giu, 'vos')
    .replace(/\b(?:son|sa)\b/giu, 'votre')
    .replace(/\bleurs?\b/giu, 'vos');

/** « qu'il vienne avec ses chaussures » → « Venez avec vos chaussures. »; null when not such a wish. */
function wishToHire(clause: string): string | null {
  const match = wishPattern.exec(clause);
  if (!match?.[2]) return null;
  const verb = imperativeOf(match[2]);
  if (!verb) return null;
  const not = match[1] ? (/^[aeiouyéèêh]/i.test(verb) ? 'N’' : 'Ne ') : '';
  const said = `${not}${not ? verb : capitalise(verb)} ${toHire((match[3] ?? '').trim())}`
    .trim()
    .replace(/\s+pas\s+/, ' pas ');
  return `${said}.`.replace(/\bde (?=[aeiouyéèh])/i, 'd’');
}

// Words after which « l' », « le », « la », « lui » is an object pronoun, when a verb follows.
const pronounSubject = /(?:^|\s)(?:qui|il|elle|on|nous|je|ne|\p{Lu}[\p{L}-]+)\s+$/u;

/**
 * « c'est Yannick qui l'accueillera » → « C'est Yannick qui vous accueillera. »: a statement about the
 * new hire, said to them. Object pronouns before a verb the table knows become « vous ».
 */
function statementToHire(clause: string): string {
  let touched = false;
  const said = clause.replace(
    /(l['’]|\ble\s+|\bla\s+|\blui\s+)(\p{L}+)/giu,
    (words, _pronoun: string, verb: string, offset: number, text: string) => {
      if (!pronounSubject.test(text.slice(0, offset)) || !toReaderForm(verb.toLowerCase(), 'il', 'vous'))
        return words;
      touched = true;
      return `vous ${verb}`;
    },
  );
  const spoken = /^(?:il|elle)\s/i.test(said) ? toSecondPerson(said) : asWe(said, 'vous');
  return `${capitalise(touched ? toHire(spoken) : spoken)}.`;
}

// What the welcome message says already, or what tells the assistant how to write it.
const saidAlready =
  /^(?:(?:qu'|que )?(?:il|elle) (?:commence|arrive|debute|demarre)|son premier jour)\b|\b(?:tutoi\w*|vouvoi\w*|signe\w*|ton|court|chaleureu\w*)\b/;

/**
 * What the request tells the new hire: each clause after its colon (« … : qu'il vienne avec ses
 * chaussures de sécurité, c'est Yannick qui l'accueillera »), or a wish said anywhere (« …, qu'il pense
 * à sa carte Vitale »), each as a sentence to them (« vous »).
 */
export function welcomeStatements(command: string): string[] {
  const colon = command.indexOf(' : ');
  const told = colon >= 0 ? command.slice(colon + 3) : '';
  const clauses = told
    .split(/(?<=[.!?;])\s+|,\s+(?:et\s+)?(?=qu['’]|que\s|c['’]est\s|il\s|elle\s|on\s|nous\s|je\s|j['’])/iu)
    .map((clause) => clause.trim().replace(/[.;!]+$/, ''))
    .filter((clause) => clause.length > 3 && !clause.endsWith('?'));
  const wishes = colon >= 0 ? [] : command.split(/,\s+(?:et\s+)?|\s+et\s+(?=qu['’])/).slice(1);
  return [
    ...clauses
      .filter((clause) => !saidAlready.test(fold(clause)))
      .map((clause) => wishToHire(clause) ?? statementToHire(clause)),
    ...wishes
      .map((clause) => wishToHire(clause.trim().replace(/[.;!]+$/, '')))
      .filter((said): said is string => said !== null),
  ];
}

/** « notre nouvel apprenti plombier »: the new hire's role as the request names it. */
function newRole(command: string): string | null {
  const match =
    /\b(?:notre|nos|mon|ma|le|la|un|une)\s+(?:nouvel(?:le)?|nouveau|nouvelle)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}?)(?=\s*[,.;!?]|\s+(?:qui|que|je|il|elle|on|,|et|à|a|au|chez|dans|pour)\s|$)/iu.exec(
      command,
    );
  return match?.[1] && !/^(?:collegue|recrue|salarie|employe)/.test(fold(match[1])) ? match[1] : null;
}

/**
 * The welcome message to a new hire: their first day, where and when, what to bring, in the
 * address the user uses with them (« je le tutoie »). Nothing is said that the request does not give.
 */
export const welcomeWriter: Writer = (conversation) => {
  const { facts, command } = conversation.request;
  const { company, today } = conversation;
  const person = facts.people[0];
  const role = newRole(command) ?? jobTitleOf(conversation);
  const start = facts.dates.find((date) => !date.timeOnly && date.day !== null && date.day >= today);
  const venue = venueOf(conversation);
  const name = facts.companies[0] ?? company.name;
  const weekdayOf = start ? formatDay(start.day, today).split(' ')[0] : null;
  const told = welcomeStatements(command);
  const body: Paragraph[] = [
    {
      text: `Bienvenue${name ? ` chez ${name}` : ' dans l’équipe'} ! Nous sommes très heureux de vous accueillir${role ? ` comme ${role}` : ''}.`,
    },
    start
      ? { text: `Votre premier jour, c’est le ${start.label}${venue ? `, ${venue}` : ''}.` }
      : venue
        ? { text: `Nous vous attendons ${venue}.` }
        : null,
    ...told.map((text): Paragraph => ({ text })),
    ...addedStatements(conversation).map((text): Paragraph => ({ text: `${capitalise(text)}.` })),
    // « c'est Yannick qui vous accueillera »: someone else welcomes them.
    !told.some((text) => /accueill/i.test(text)) && {
      text: 'Je serai là pour vous accueillir, vous présenter l’équipe et vous montrer les lieux.',
      level: 1,
    },
    { text: 'N’hésitez pas à m’appeler si vous avez la moindre question d’ici là.', level: 1 },
    weekdayOf ? { text: `À ${weekdayOf} !` } : null,
  ].filter((paragraph): paragraph is Paragraph => Boolean(paragraph));
  const draft = letter(conversation, {
    subject: `Bienvenue${name ? ` chez ${name}` : ' dans l’équipe'}`,
    to: person,
    body,
  });
  return blocks(
    opening(
      conversation,
      'dot',
      'une version',
      `Voici le message d’accueil${person ? ` pour ${person.label}` : ''} :`,
    ),
    quote(draft),
    !start &&
      conversation.style.length >= 0 &&
      'Donnez-moi le jour et l’heure de son arrivée, et je les ajoute au message.',
  );
};
