// « Mon vendeur est à 35h. Ces 4 dernières semaines il a fait 38h, 41h, 36h et 40h. Combien d'heures
// supplémentaires ça fait au total ? », « Lundi 9h, mardi 10h, mercredi 8h, jeudi 9h30, vendredi 7h :
// combien d'heures sup cette semaine ? » (issue 41, reasoning over what the user gives): the hours
// worked, week by week, against the weekly duration (the contract said, else the legal 35 h), the
// overtime of each week and its sum, with the default French rates (Code du travail, L3121-36: +25 %
// for the first eight hours of a week, +50 % beyond, unless an agreement sets others). A week under
// the duration is said, never subtracted from the others; hours over a part-time contract are
// « heures complémentaires », told as such.
import { eurosToTheCent, fold, formatDuration, formatTime, numberOf, plural } from '../french.ts';
import type { Conversation } from '../understanding/conversation.ts';
import { amountPattern, eurosValue } from '../understanding/facts.ts';
import { blocks, inUsersRegister } from './compose.ts';

/** One week of work: its hours, and the days they were said by when given day by day. */
export interface WorkedWeek {
  minutes: number;
  days: Array<{ day: string; minutes: number }>;
  /** « 9h par jour du lundi au vendredi »: the same hours each day, and how many days. */
  perDay?: { minutes: number; count: number };
}

export interface OvertimeRequest {
  /** The weekly duration the hours are counted against, in minutes. */
  contract: number;
  /** True when the message says it; the legal 35 h otherwise. */
  contractSaid: boolean;
  weeks: WorkedWeek[];
  /** « 12 € de l'heure »: the hourly pay, to price the overtime. */
  hourlyPay: number | null;
}

const legalWeek = 35 * 60;
// « heures sup », « heures supplémentaires », « h sup », « heures en plus », « dépassement »,
// « majoration »: overtime asked about.
const overtimeWords =
  /\b(?:heures?\s+sup\w*|h\s*sup\w*|heures?\s+en\s+(?:plus|trop)|heures?\s+complementaires?|depassements?|majorations?|majore(?:e|s|es)?)\b/;
const calculationAsked =
  /\?|\b(?:calcul\w*|combien|quel(?:le)?s?|c'est quoi|total|compte\w*|fai(?:t|s) le point|dis-moi|dites-moi|ca fait)\b/;
const writingAsked =
  /^\s*(?:(?:peux-tu|pourrais-tu|merci de)\s+)?(?:ecris|redige|prepare|fais|envoie)\w*\b[^?]{0,60}\b(?:mail|e-mail|email|message|lettre|courrier|annonce|note de service)\b/;

const days = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
// « 38h », « 38 h », « 38 heures », « 9h30 », « 9 h 30 », « 7,5 h »: a number of hours.
const hoursPattern = /(?<![\d,.:])(\d{1,2}(?:[,.]\d{1,2})?)\s*(?:h|heures?)(?:\s*(\d{2})\b)?(?![\p{L}\d])/gu;
// « est à 35h », « contrat de 39 h », « sur une base de 35 heures », « embauché à 24h »: the weekly duration.
const contractBefore =
  /(?:\b(?:est|sont|es|suis|etre|embauchee?s?|employee?s?|travaille|travaillent|passe|passee?s?)\s+(?:a|aux)|\bcontrats?\s+(?:de|a)|\bbase\s+(?:de)?|\btemps\s+(?:plein|partiel)\s+(?:de|a)?|\bhoraires?\s+(?:contractuels?\s+)?(?:de|a)|\bdurees?\s+(?:du travail\s+)?(?:de|a)|\bpour)\s*$/;
const contractAfter =
  /^\s*(?:par semaine\s+)?(?:(?:de|au|sur son|dans son)\s+contrat|contractuelles?|hebdo\w*\s+(?:de|au)\s+contrat)/;
// A figure that is not worked hours: overtime already counted (« 5 heures sup »), a time of day.
const notWorked = /^\s*(?:sup\w*|supplementaires?|complementaires?|en plus|de plus|du matin|du soir|pile)\b/;

/** Minutes of a matched hours figure: « 9h30 » → 570, « 7,5 h » → 450. */
function minutesOf(match: RegExpMatchArray): number {
  const whole = Number(match[1]!.replace(',', '.'));
  return Math.round(whole * 60) + (match[2] ? Number(match[2]) : 0);
}

/** « 12 € de l'heure », « 11,88 €/h », « taux horaire de 13 € »: the hourly pay said, or null. */
function hourlyPayOf(message: string): number | null {
  const folded = fold(message);
  for (const match of message.matchAll(new RegExp(amountPattern.source, 'g'))) {
    // The amount's own words may say it (« 13 € brut de l'heure »), else the ones after it.
    const after = folded
      .slice(match.index, match.index + match[0].length + 24)
      .replace(/^[\d\s.,]+(?:€|euros?)/, '');
    const before = folded.slice(Math.max(0, match.index - 30), match.index);
    if (
      /^\s*(?:bruts?\s+|nets?\s+)?(?:de l'heure|l'heure|par heure|\/\s*h\b|(?:bruts?|nets?)?\s*horaires?)/.test(
        after,
      ) ||
      /\btaux horaire\s+(?:brut\s+|net\s+)?(?:de|a|:)?\s*$/.test(before)
    )
      return eurosValue(match[0])?.euros ?? null;
  }
  return null;
}

/** The weeks worked and the duration they are counted against, or null when the message asks no overtime on hours given. */
export function overtimeRequestOf(message: string): OvertimeRequest | null {
  const folded = fold(message);
  if (!overtimeWords.test(folded) || !calculationAsked.test(folded) || writingAsked.test(folded)) return null;
  const figures = [...folded.matchAll(hoursPattern)].map((match) => {
    const end = match.index + match[0].length;
    return {
      minutes: minutesOf(match),
      index: match.index,
      end,
      before: folded.slice(Math.max(0, match.index - 40), match.index),
      after: folded.slice(end, end + 40),
    };
  });
  // « de 9h à 18h »: the ends of a range are times of day, not hours worked.
  const worked = figures.filter(
    (figure) =>
      !notWorked.test(figure.after) &&
      figure.minutes > 0 &&
      !/^\s*(?:a|-|–|jusqu'a)\s*\d{1,2}\s*h/.test(figure.after) &&
      !/\d\s*h(?:\s*\d{2})?\s*(?:a|-|–|jusqu'a)\s*$/.test(figure.before),
  );
  // « est à 35h », « contrat de 39 h », else a first 35 h or 39 h « par semaine » before the others.
  const contract =
    worked.find((figure) => contractBefore.test(figure.before) || contractAfter.test(figure.after)) ??
    (worked.length > 1 &&
    [35 * 60, 39 * 60].includes(worked[0]!.minutes) &&
    /^\s*(?:par semaine|hebdo\w*|\/\s*semaine)/.test(worked[0]!.after)
      ? worked[0]!
      : null);
  const rest = worked.filter((figure) => figure !== contract && figure.minutes <= 80 * 60);
  if (!rest.length) return null;
  // « lundi 9h », « mardi : 10 h »: the hours of a day; a day said again starts another week.
  const dayOf = (figure: (typeof rest)[number]) =>
    new RegExp(String.raw`\b(${days.join('|')})\s*(?::|=|-|–|—)?\s*(?:(?:il|elle) a fait\s+)?$`).exec(
      figure.before,
    )?.[1] ?? null;
  const daily = rest.filter((figure) => dayOf(figure) !== null);
  const weeks: WorkedWeek[] = [];
  // « 9h par jour du lundi au vendredi », « 10 h par jour, 5 jours »: the same hours every day.
  const perDay = rest.find((figure) =>
    /^\s*(?:par jour|\/\s*jour|chaque jour|quotidien\w*)\b/.test(figure.after),
  );
  const perDayCount = (() => {
    const range = /\bdu (lundi|mardi|mercredi) au (jeudi|vendredi|samedi|dimanche)\b/.exec(folded);
    if (range) return days.indexOf(range[2]!) - days.indexOf(range[1]!) + 1;
    const count = /\b(\d|cinq|six|quatre|sept)\s+jours\b/.exec(folded)?.[1];
    return count ? (numberOf(count) ?? Number(count)) : null;
  })();
  if (perDay) {
    if (!perDayCount || rest.length > 1) return null;
    weeks.push({
      minutes: perDay.minutes * perDayCount,
      days: [],
      perDay: { minutes: perDay.minutes, count: perDayCount },
    });
  } else if (daily.length >= 2) {
    let current: WorkedWeek | null = null;
    for (const figure of daily) {
      const day = dayOf(figure)!;
      const last = current?.days.at(-1);
      if (!current || (last && days.indexOf(day) <= days.indexOf(last.day))) {
        current = { minutes: 0, days: [] };
        weeks.push(current);
      }
      current.days.push({ day, minutes: figure.minutes });
      current.minutes += figure.minutes;
    }
    // A week's hours are never a day's: a figure over a day's length is not one of them.
    if (weeks.some((week) => week.days.some((day) => day.minutes > 24 * 60))) return null;
  } else {
    // « 38h, 41h, 36h et 40h »: one week each; a day's hours alone are no week.
    for (const figure of rest) weeks.push({ minutes: figure.minutes, days: [] });
    if (weeks.every((week) => week.minutes < 24 * 60) && !contract) return null;
  }
  return {
    contract: contract?.minutes ?? legalWeek,
    contractSaid: Boolean(contract),
    weeks,
    hourlyPay: hourlyPayOf(message),
  };
}

/** « 9 h », « 9 h 30 », « 30 min ». */
const hours = (minutes: number) =>
  minutes > 0 && minutes < 60 ? formatDuration(minutes) : formatTime(Math.max(0, minutes));
/** « 15 heures supplémentaires », « 1 heure supplémentaire », « 8 h 30 en heures supplémentaires ». */
const amountOf = (minutes: number, kind: string) =>
  minutes % 60 === 0
    ? `${plural(minutes / 60, `heure ${kind.replace(/s$/, '')}`, `heures ${kind}`)}`
    : `${hours(minutes)} en heures ${kind}`;
/** « 3 », « 1 h 30 » in a sum: whole hours bare, the others as « 1 h 30 ». */
const term = (minutes: number) => (minutes % 60 === 0 ? String(minutes / 60) : hours(minutes));

/** The working: each week against the duration, the sum, the rates that apply, and the pay when an hourly rate is given. */
export function overtimeReply(request: OvertimeRequest): string {
  const { contract, contractSaid, weeks, hourlyPay } = request;
  const partTime = contract < legalWeek;
  // Overtime is counted from the legal 35 h; hours over a part-time contract are complementary ones.
  const base = partTime ? contract : legalWeek;
  const kind = partTime ? 'complémentaires' : 'supplémentaires';
  const many = weeks.length > 1;
  const label = (index: number) => (many ? `Semaine ${index + 1}` : 'La semaine');
  const lines: string[] = [];
  const over: number[] = [];
  const under: string[] = [];
  for (const [index, week] of weeks.entries()) {
    const worked = week.perDay
      ? `${hours(week.perDay.minutes)} × ${week.perDay.count} jours = ${hours(week.minutes)}`
      : week.days.length
        ? `${week.days.map((day) => `${hours(day.minutes)} (${day.day})`).join(' + ')} = ${hours(week.minutes)}`
        : hours(week.minutes);
    const extra = week.minutes - base;
    over.push(Math.max(0, extra));
    if (extra > 0) {
      // A 39 h contract already pays its 4 hours over 35 h, with their rate, every month.
      const inContract = !partTime && contract > legalWeek ? Math.min(extra, contract - legalWeek) : 0;
      const split = inContract
        ? ` (dont ${hours(inContract)} prévues par le contrat de ${hours(contract)}${extra > inContract ? ` et **${hours(extra - inContract)} au-delà**` : ''})`
        : '';
      lines.push(
        week.days.length || week.perDay
          ? `- **${label(index)}** : ${worked}, soit ${hours(week.minutes)} − ${hours(base)} = **${hours(extra)}**${split}`
          : `- **${label(index)}** : ${worked} − ${hours(base)} = **${hours(extra)}**${split}`,
      );
    } else {
      lines.push(
        `- **${label(index)}** : ${worked}, ${extra === 0 ? `soit exactement ${hours(base)}` : `${hours(-extra)} de moins que les ${hours(base)}`} : **aucune heure ${kind.replace(/s$/, '')}**`,
      );
      if (extra < 0) under.push(label(index).toLowerCase());
    }
  }
  const total = over.reduce((sum, minutes) => sum + minutes, 0);
  const span = many ? 'semaine par semaine' : 'sur la semaine';
  const intro = contractSaid
    ? `Le calcul, ${span}, au-delà ${partTime ? `de son contrat de ${hours(contract)}` : contract > legalWeek ? `de la durée légale de 35 h (son contrat de ${hours(contract)} en comprend déjà ${hours(contract - legalWeek)})` : 'des 35 h de son contrat'} :`
    : `Le calcul, ${span}, au-delà de la durée légale de 35 h (dites-moi si le contrat en prévoit une autre) :`;
  const none = `aucune heure ${kind.replace(/s$/, '')}`;
  const totalLine = many
    ? `**Total : ${over.map(term).join(' + ')} = ${total ? amountOf(total, kind) : `0 h, ${none}`}** sur les ${weeks.length} semaines.`
    : `**Total : ${total ? amountOf(total, kind) : none}** sur la semaine.`;
  const inContract =
    !partTime && contract > legalWeek
      ? over.reduce((sum, minutes) => sum + Math.min(minutes, contract - legalWeek), 0)
      : 0;
  const beyondContract =
    inContract > 0
      ? `Dont ${hours(inContract)} prévues par son contrat de ${hours(contract)} (déjà payées majorées chaque mois) et **${hours(total - inContract)} au-delà du contrat**, à payer en plus.`
      : null;
  const shortWeeks = under.length
    ? `${under.length > 1 ? `Les ${under.join(', ').replace(/, ([^,]*)$/, ' et $1')} sont` : `La ${under[0]} est`} sous les ${hours(base)} : les heures en moins ne se déduisent pas des autres semaines, les heures ${kind} se comptent semaine par semaine (sauf accord d’aménagement du temps de travail sur plusieurs semaines).`
    : null;
  let rates: string | null = null;
  let pay: string | null = null;
  if (partTime) {
    const tenth = Math.round(contract / 10);
    rates = `**Majoration :** au-delà d’un temps partiel, ce sont des heures complémentaires : chacune est majorée de 10 % dans la limite du dixième du contrat (${hours(tenth)} par semaine ici), de 25 % au-delà, quand un accord de branche permet d’en faire plus, sauf accord qui fixe un autre taux (Code du travail, art. L3123-8 et L3123-29).`;
  } else if (total > 0) {
    const at25 = over.reduce((sum, minutes) => sum + Math.min(minutes, 8 * 60), 0);
    const at50 = total - at25;
    const heavy = over.filter((minutes) => minutes > 8 * 60).length;
    rates = `**Majoration :** par défaut (Code du travail, art. L3121-36), les 8 premières heures supplémentaires d’une semaine (de la 36e à la 43e heure) sont majorées de 25 %, les suivantes de 50 % ; un accord d’entreprise ou de branche peut fixer d’autres taux, sans descendre sous 10 %. ${
      at50
        ? `Ici, ${many ? (heavy > 1 ? `${heavy} semaines dépassent` : 'une semaine dépasse') : 'la semaine dépasse'} 8 heures supplémentaires : ${hours(at25)} à +25 % et ${hours(at50)} à +50 %.`
        : `Ici, ${many ? 'aucune semaine ne dépasse' : 'la semaine ne dépasse pas'} 8 heures supplémentaires : ${total > 60 ? `les ${hours(total)} sont toutes majorées` : `${total === 60 ? 'l’heure est majorée' : `les ${hours(total)} sont majorées`}`} de 25 %.`
    }`;
    if (hourlyPay !== null) {
      const parts = [
        `${hours(at25)} × ${eurosToTheCent(hourlyPay)} × 1,25 = ${eurosToTheCent((at25 / 60) * hourlyPay * 1.25)}`,
        at50
          ? `${hours(at50)} × ${eurosToTheCent(hourlyPay)} × 1,5 = ${eurosToTheCent((at50 / 60) * hourlyPay * 1.5)}`
          : null,
      ].filter(Boolean);
      const amount = (at25 / 60) * hourlyPay * 1.25 + (at50 / 60) * hourlyPay * 1.5;
      pay = `**À payer, à ${eurosToTheCent(hourlyPay)} de l’heure :** ${parts.join(' ; ')}${at50 ? `, soit **${eurosToTheCent(amount)}**` : ''}${inContract ? ' (les heures prévues par le contrat comprises)' : ''}.`;
    }
  }
  return blocks(intro, lines.join('\n'), totalLine, beyondContract, shortWeeks, rates, pay);
}

/** The reasoning skill's answer: the overtime of the weeks given, worked out, or null. */
export function overtimeAnswer(conversation: Conversation): string | null {
  const request = overtimeRequestOf(conversation.message);
  return request ? inUsersRegister(conversation, overtimeReply(request)) : null;
}
