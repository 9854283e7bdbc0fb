// Dot's onboarding plan: a new hire's arrival prepared step by step, dated back from the first day
// when it is known (« qui arrive lundi »), with what French law asks before it (the DPAE) and after
// it (the medical visit within three months). Weekends and French public holidays are skipped.
import { type DayNumber, weekday } from '../../../../shared/paris-time.ts';
import { formatDay, isWorkingDay } from '../french.ts';
import { voices } from '../team.ts';
import { blocks } from './compose.ts';
import { jobTitleOf } from './dot.ts';
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
