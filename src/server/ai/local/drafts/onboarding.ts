// Dot's onboarding plan: a new hire's arrival prepared step by step, dated back from the first day
// when it is known (« qui arrive lundi »), with what French law asks before it (the DPAE) and after
// it (the medical visit within three months). Weekends and French public holidays are skipped.
import { type DayNumber, weekday } from '../../../../shared/paris-time.ts';
import { capitalise, fold, formatDay, isWorkingDay } from '../french.ts';
import { voices } from '../team.ts';
import { blocks, letter, type Paragraph, quote } from './compose.ts';
import { jobTitleOf, venueOf } from './dot.ts';
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

// « qu'il pense à ses chaussures de sécurité », « qu'elle n'oublie pas sa carte Vitale »: what the
// new hire must think of, said to them.
const reminderPattern =
  /\bqu['’ ](?:il|elle)\s+(pense|n['’]oublie pas|apporte|prenne|prevoie|prévoie|ramene|ramène)\s+(?:(a|à|de|d['’])\s*)?([^,.;!?\n]+)/giu;
const reminderVerbs: Record<string, string> = {
  pense: 'Pensez à',
  "n'oublie pas": 'N’oubliez pas',
  apporte: 'Apportez',
  prenne: 'Prenez',
  prevoie: 'Prévoyez',
  ramene: 'Apportez',
};

/** The reminders the request gives the new hire, each as a sentence to them (« vous »). */
export function welcomeReminders(command: string): string[] {
  return [...command.matchAll(reminderPattern)].map((match) => {
    const verb = reminderVerbs[fold(match[1] ?? '').replace(/’/g, "'")] ?? 'Pensez à';
    const linked = /^n/i.test(verb) && match[2] && /^d/i.test(match[2]) ? `${verb} de` : verb;
    const object = (match[3] ?? '')
      .trim()
      .replace(/\bses\b/giu, 'vos')
      .replace(/\b(?:son|sa)\b/giu, 'votre')
      .replace(/\bleurs?\b/giu, 'vos');
    return `${linked} ${object}.`
      .replace(/\bde (?=[aeiouyéèh])/i, 'd’')
      .replace(/\bà le\b/, 'au')
      .replace(/\bà les\b/, 'aux');
  });
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
  const body: Paragraph[] = [
    {
      text: `Bienvenue${name ? ` chez ${name}` : ' dans l’équipe'} ! Nous sommes très heureux de vous accueillir${role ? ` comme ${role}` : ''}.`,
    },
    start
      ? { text: `Votre premier jour, c’est le ${start.label}${venue ? `, ${venue}` : ''}.` }
      : venue
        ? { text: `Nous vous attendons ${venue}.` }
        : null,
    ...welcomeReminders(command).map((text): Paragraph => ({ text })),
    ...addedStatements(conversation).map((text): Paragraph => ({ text: `${capitalise(text)}.` })),
    {
      text: 'Je serai là pour vous accueillir, vous présenter l’équipe et vous montrer les lieux.',
      level: 1,
    },
    { text: 'N’hésitez pas à m’appeler si vous avez la moindre question d’ici là.', level: 1 },
    weekdayOf ? { text: `À ${weekdayOf} !` } : null,
  ].filter((paragraph): paragraph is Paragraph => paragraph !== null);
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
