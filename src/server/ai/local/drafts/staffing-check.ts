// « J'ai 4 salariés. Karim demande ses congés du 21 au 25 décembre, Élodie du 24 au 31 décembre…
// Il me faut au moins 2 personnes présentes chaque jour ouvré. Quel jour pose problème ? », « Qui est
// absent quand ? Léa du lundi 21 au mercredi 23, Tom le 22 décembre »: the absences the user lists,
// day by day over the working days they cover (no week-end, no French public holiday), against the
// minimum staffing when one is said, with the working shown. Nothing is counted that the message does
// not give: a team size unsaid is the people named.
import { type DayNumber, parisClock, weekday } from '../../../../shared/paris-time.ts';
import { type DateMention, findDates } from '../dates.ts';
import { fold, formatDay, isFrenchPublicHoliday, isWorkingDay, numberOf, plural } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { firstNames } from '../understanding/lexicon.ts';
import { inUsersRegister, listWords } from './compose.ts';

export interface Absence {
  person: string;
  from: DayNumber;
  to: DayNumber;
}

export interface StaffingRequest {
  absences: Absence[];
  /** Everyone named, in the order the message names them. */
  people: string[];
  /** « J'ai 4 salariés »: the team's size; the people named when unsaid. */
  team: number;
  /** « au moins 2 personnes présentes »: null when the message asks only who is absent when. */
  minimum: number | null;
}

const count = String.raw`(\d{1,3}|une?|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt)`;
const staff = String.raw`(?:personnes?|salarie(?:e|s|es)?|employe(?:e|s|es)?|collaborat(?:eur|rice)s?|vendeu(?:r|se)s?|serveu(?:r|se)s?|equipi(?:er|ere)s?|agents?|gens|membres?)`;
const absenceWords =
  /\b(?:conges?|absente?s?|absences?|vacances|repos|rtt|off|pas la|en formation|en arret|arret maladie|indisponibles?|ne (?:sera|seront|travaille) pas)\b/;
const asksStaffing =
  /\b(?:pose(?:nt)? (?:un )?probleme|quel(?:le)?s? jours?|qui (?:est|sera|manque)|combien (?:de (?:personnes|presents|salaries)|serons|sommes|on sera|reste)|ca (?:passe|tient|coince)|on (?:tient|est assez)|suffisant|assez de monde|en sous-effectif|sous-effectif|effectif minimum|manque-t-il|manquera|il manque)\b/;

const countOf = (word: string | undefined) => (word ? (numberOf(fold(word)) ?? Number(word)) : Number.NaN);

/** « au moins 2 personnes », « il faut 3 personnes minimum », « minimum 2 présents »: the floor. */
export function minimumOf(folded: string): number | null {
  const patterns = [
    new RegExp(String.raw`\b(?:au moins|minimum|au minimum|pas moins de|un minimum de)\s+${count}\b`),
    new RegExp(String.raw`\b${count}\s+(?:${staff}\s+)?(?:presente?s?\s+)?(?:au\s+)?minimum\b`),
    new RegExp(
      String.raw`\b(?:il (?:me|nous|lui) faut|il faut|j'ai besoin de|on a besoin de|nous avons besoin de)\s+${count}\s+${staff}\b`,
    ),
    new RegExp(String.raw`\b${count}\s+${staff}\s+presente?s?\b`),
  ];
  for (const pattern of patterns) {
    const value = countOf(pattern.exec(folded)?.[1]);
    if (value > 0) return value;
  }
  return null;
}

/** « J'ai 4 salariés », « nous sommes 5 », « une équipe de 6 personnes »: the team's size, or null. */
export function teamSizeOf(folded: string): number | null {
  const said =
    new RegExp(
      String.raw`\b(?:j'ai|nous avons|on a|on est|nous sommes|on sera)\s+${count}\s*(?:${staff})?\b`,
    ).exec(folded) ?? new RegExp(String.raw`\bequipe de\s+${count}\b`).exec(folded);
  const value = countOf(said?.[1]);
  return value > 0 ? value : null;
}

// Capitalised words that open a sentence without being anyone's name.
const notNames = new Set(
  'je|j|il|elle|on|nous|vous|ils|elles|quel|quelle|quels|quelles|qui|quand|comment|combien|mon|ma|mes|notre|nos|le|la|les|l|un|une|des|et|mais|pour|par|chaque|tous|toutes|peux|pouvez|dis|dites|fais|faites|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|noel|paques|toussaint|merci|bonjour|salut|voici|est|sur|entre|du|au|ce|cette|ca|si|ok|rtt'.split(
    '|',
  ),
);

interface Named {
  name: string;
  index: number;
}

/** The first names of the message with their place: known first names, or capitalised words inside a sentence. */
function namesOf(message: string): Named[] {
  const found: Named[] = [];
  for (const match of message.matchAll(
    /(?<![\p{L}'’-])\p{Lu}[\p{Ll}]+(?:-\p{Lu}[\p{Ll}]+)?(?![\p{L}'’])/gu,
  )) {
    const folded = fold(match[0]);
    if (notNames.has(folded)) continue;
    const before = message.slice(0, match.index).trimEnd();
    const opensSentence = before === '' || /[.!?:;\n]$/.test(before);
    if (firstNames.has(folded) || !opensSentence) found.push({ name: match[0], index: match.index });
  }
  return found;
}

/** The spans of days the message dates: « du 21 au 25 décembre », « du lundi 21 au mercredi 23 », « le 22 ». */
function spansOf(
  message: string,
  now: Date,
): Array<{ from: DayNumber; to: DayNumber; index: number; end: number }> {
  // Days of the calendar (« le 22 », « du lundi 21 au mercredi 23 »), never a weekday alone (« Sarah
  // ne travaille pas le mardi » is every week's, a shift split's constraint) nor an hour.
  const mentions = findDates(message, now).filter(
    (mention) =>
      /\d/.test(mention.text) &&
      !/\d\s*h\b/i.test(mention.text) &&
      (mention.minutes === null || mention.endDay),
  );
  const spans: Array<{ from: DayNumber; to: DayNumber; index: number; end: number }> = [];
  for (let at = 0; at < mentions.length; at++) {
    const mention = mentions[at] as DateMention;
    const next = mentions[at + 1];
    const end = mention.index + mention.text.length;
    // « du lundi 21 au mercredi 23 »: two days read apart, one span.
    if (
      mention.endDay === undefined &&
      next &&
      next.endDay === undefined &&
      /^\s*(?:au|jusqu'au|jusqu’au|[-–])\s*$/i.test(message.slice(end, next.index)) &&
      next.day >= mention.day
    ) {
      spans.push({
        from: mention.day,
        to: next.day,
        index: mention.index,
        end: next.index + next.text.length,
      });
      at++;
      continue;
    }
    // « la semaine du 21 décembre »: that week, Monday to Sunday.
    const week = /\bsemaine\s+(?:du|de)\s*$/i.test(
      fold(message.slice(Math.max(0, mention.index - 20), mention.index)),
    );
    const first = week ? mention.day - ((weekday(mention.day) + 6) % 7) : mention.day;
    spans.push({
      from: first,
      to: mention.endDay ?? (week ? first + 6 : mention.day),
      index: mention.index,
      end,
    });
  }
  return spans;
}

/** The absences a message lists, each span given to the people named before it in its sentence. */
export function absencesOf(message: string, now: Date): { absences: Absence[]; people: string[] } {
  const names = namesOf(message);
  const spans = spansOf(message, now);
  const absences: Absence[] = [];
  let previousEnd = 0;
  let last: string[] = [];
  for (const span of spans) {
    const sentenceStart = Math.max(
      ...['.', '!', '?', '\n'].map((mark) => message.lastIndexOf(mark, span.index - 1) + 1),
    );
    const own = names.filter(
      (name) => name.index >= Math.max(previousEnd, sentenceStart) && name.index < span.index,
    );
    // « Karim du 21 au 23 et du 28 au 30 »: a second span of the same sentence is the same person's.
    const who = own.length ? own.map((name) => name.name) : sentenceStart < previousEnd ? last : [];
    for (const person of who) absences.push({ person, from: span.from, to: span.to });
    if (who.length) last = who;
    previousEnd = span.end;
  }
  const people = [...new Set(names.map((name) => name.name))].filter((name) =>
    absences.some((absence) => absence.person === name),
  );
  return { absences, people };
}

/** The request, when it lists people's absences and asks who is there, or falls short, when. */
export function staffingRequestOf(message: string, now: Date): StaffingRequest | null {
  const folded = fold(message);
  if (!absenceWords.test(folded)) return null;
  const minimum = minimumOf(folded);
  if (minimum === null && !asksStaffing.test(folded)) return null;
  const { absences, people } = absencesOf(message, now);
  if (!absences.length || people.length < (minimum === null ? 2 : 1)) return null;
  const team = Math.max(teamSizeOf(folded) ?? people.length, people.length);
  if (minimum !== null && minimum > team) return null;
  return { absences, people, team, minimum };
}

interface DayCount {
  day: DayNumber;
  absent: string[];
  present: string[];
  /** Present people not named (« J'ai 5 salariés » and 4 named). */
  others: number;
}

const who = (names: string[]) => listWords(names);

/** The absences day by day over the working days they cover, against the minimum, with the working. */
export function staffingReply(request: StaffingRequest, now: Date): string {
  const today = parisClock(now).day;
  const { absences, people, team, minimum } = request;
  const first = Math.min(...absences.map((absence) => absence.from));
  const last = Math.max(...absences.map((absence) => absence.to));
  const unnamed = team - people.length;
  const days: DayCount[] = [];
  const holidays: DayNumber[] = [];
  for (let day = first; day <= last; day++) {
    if (isWorkingDay(day)) {
      const absent = people.filter((person) =>
        absences.some((absence) => absence.person === person && absence.from <= day && day <= absence.to),
      );
      days.push({
        day,
        absent,
        present: people.filter((person) => !absent.includes(person)),
        others: unnamed,
      });
    } else if (isFrenchPublicHoliday(day) && weekday(day) !== 0 && weekday(day) !== 6) holidays.push(day);
  }
  const day = (value: DayNumber) => formatDay(value, today);
  const presentCount = (each: DayCount) => each.present.length + each.others;
  const presentSaid = (each: DayCount) => {
    const others = each.others
      ? `${each.others === 1 ? 'une autre personne' : plural(each.others, 'autre personne')} de l’équipe`
      : null;
    const named = [...each.present, ...(others ? [others] : [])];
    return named.length ? who(named) : 'personne';
  };
  const line = (each: DayCount) => {
    const present = presentCount(each);
    const short = minimum !== null && present < minimum;
    const counted = `${present ? plural(present, 'personne présente', 'personnes présentes') : 'aucune personne présente'} sur ${team}`;
    const said = `${day(each.day)} : ${counted}${present ? ` (${presentSaid(each)})` : ''}${each.absent.length ? ` — ${absencesSaid(each.absent)}` : ''}`;
    return short
      ? `- **${said}** — il en manque ${present === 0 ? minimum : minimum - present}`
      : `- ${said}`;
  };
  const skipped = holidays.length
    ? ` (sans les week-ends ni ${holidays.length > 1 ? 'les jours fériés' : 'le jour férié'} : ${who(holidays.map(day))})`
    : ' (sans les week-ends)';
  const period = `du ${day(first)} au ${day(last)}`;
  const header =
    minimum === null
      ? `Jour par jour, sur les jours ouvrés ${period}${skipped}, avec ${plural(team, 'personne')} dans l’équipe :`
      : `Jour par jour, sur les jours ouvrés ${period}${skipped}, avec ${plural(team, 'personne')} dans l’équipe et au moins ${plural(minimum, 'personne présente', 'personnes présentes')} :`;
  const table = days.map(line).join('\n');
  if (minimum === null) {
    const most = Math.max(0, ...days.map((each) => each.absent.length));
    const busiest = days.filter((each) => each.absent.length === most && most > 0);
    return [
      header,
      table,
      busiest.length
        ? `**${busiest.length > 1 ? 'Les jours' : 'Le jour'} où il manque le plus de monde : ${who(busiest.map((each) => day(each.day)))}** (${plural(most, 'absence')} sur ${team}).`
        : 'Personne n’est absent un jour ouvré sur cette période.',
    ].join('\n\n');
  }
  const short = days.filter((each) => presentCount(each) < minimum);
  const verdict = short.length
    ? short.length === 1
      ? `**Le jour qui pose problème : ${day(short[0]!.day)}.** ${sayShort(short[0]!, minimum, presentSaid)}`
      : // Each one is in bold in the table, with who is there and who is not.
        `**${short.length} jours posent problème : ${who(short.map((each) => day(each.day)))}**, en gras ci-dessus avec qui est présent et qui est absent.`
    : `**Aucun jour ne pose problème** : il y a toujours au moins ${plural(minimum, 'personne présente', 'personnes présentes')} chaque jour ouvré de la période.`;
  const advice = short.length
    ? `Pour tenir le minimum ${short.length > 1 ? 'ces jours-là' : 'ce jour-là'}, une des personnes absentes${short.length > 1 ? ', chaque fois,' : ` (${listWords(short[0]!.absent).replace(/ et ([^ ]+)$/, ' ou $1')})`} devrait décaler ou raccourcir ses congés.`
    : null;
  return [header, table, verdict, advice].filter(Boolean).join('\n\n');
}

// Neutral words for anyone named (a first name says no gender): « absences : Karim et Inès ».
const absencesSaid = (absent: string[]) => `${absent.length > 1 ? 'absences' : 'absence'} : ${who(absent)}`;

function sayShort(each: DayCount, minimum: number, presentSaid: (each: DayCount) => string): string {
  const present = each.present.length + each.others;
  const missing = minimum - present;
  const there =
    present === 0
      ? 'Personne n’est présent ce jour-là'
      : present === 1
        ? `Une seule personne est présente ce jour-là (${presentSaid(each)})`
        : `${plural(present, 'personne présente', 'personnes présentes')} ce jour-là (${presentSaid(each)})`;
  return `${there} ; ${absencesSaid(each.absent)}. Il manque ${plural(missing, 'personne')} pour atteindre ${minimum}.`;
}

/** The reasoning skill's answer: the check with its working, or null when the message asks no such thing. */
export function staffingCheckReply(conversation: Conversation): string | null {
  const request = staffingRequestOf(conversation.message, conversation.now);
  return request ? inUsersRegister(conversation, staffingReply(request, conversation.now)) : null;
}
