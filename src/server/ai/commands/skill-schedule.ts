import { findDates } from '../local/dates.ts';
import { fold } from '../local/french.ts';

// A skill described in French ("Tous les vendredis à 17h, fais-moi le point sur les tâches en
// retard") read as a schedule: the recurrence from the words below, the time from the one French
// date reader (local/dates.ts), the rest of the sentence as the instruction (decision 027).

export interface SkillSchedule {
  /** 5-field cron on the Paris clock. */
  cron: string;
  /** "chaque vendredi à 17:00", for the proposal's summary. */
  when: string;
  /** What to do, the sentence without its schedule. */
  instruction: string;
  destination: 'chat' | 'email';
}

const days = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const ordinals: Record<string, number> = {
  premier: 1,
  '1er': 1,
  deuxieme: 2,
  '2e': 2,
  troisieme: 3,
  '3e': 3,
  quatrieme: 4,
  '4e': 4,
};

function hourOf(folded: string, text: string, now: Date): { minutes: number; said: string | null } {
  for (const mention of findDates(text, now)) {
    // "du lundi au vendredi à 7h45" is read as a range whose end carries the time.
    const minutes = mention.minutes ?? mention.endMinutes;
    if (minutes !== null && minutes !== undefined) return { minutes, said: mention.text };
  }
  if (/\b(soir|soiree)\b/.test(folded)) return { minutes: 18 * 60, said: null };
  if (/\bmidi\b/.test(folded)) return { minutes: 12 * 60, said: null };
  return { minutes: (/\bmatin\b/.test(folded) ? 8 : 9) * 60, said: null };
}

/** The words of a recurrence and of its time, removed from the sentence to leave the instruction. */
const dayWord = `(?:${days.join('|')})s?`;
const scheduleWords = [
  // "le premier lundi du mois", "le 1er de chaque mois", "le 15 du mois"
  `(?:le|chaque)\\s+(?:premier|1er|deuxi[eè]me|2e|troisi[eè]me|3e|quatri[eè]me|4e)\\s+${dayWord}\\s+(?:du|de chaque)\\s+mois`,
  `le\\s+\\d{1,2}(?:er)?\\s+(?:du|de chaque)\\s+mois`,
  `(?:tous les|chaque)\\s+jours?\\s+ouvr[ée]s?`,
  `(?:les\\s+)?jours\\s+ouvr[ée]s`,
  'du lundi au vendredi',
  'en semaine',
  `(?:toutes les|chaque)\\s+(?:semaines?|heures?)`,
  '(?:tous les|chaque)\\s+(?:jours?|mois|matins?|soirs?)',
  'de chaque mois',
  `(?:tous les|toutes les|chaque|les|le)\\s+${dayWord}(?:\\s*(?:,|et)\\s*${dayWord})*(?:\\s+(?:matin|soir|midi|apr[eè]s-midi))?`,
  '(?:hebdomadaire|quotidienne|mensuelle)(?:ment)?',
];

/** The schedule said in `text`, or null when no recurrence is said ("tous les…", "chaque…"). */
export function readSkillSchedule(text: string, now: Date): SkillSchedule | null {
  const folded = fold(text);
  let dow: string | null = null;
  let dom = '*';
  let hourField: string | null = null;
  let whenDays = '';
  const named = days
    .map((day, index) => ({ day, index }))
    .filter(({ day }) => new RegExp(`\\b(tous les|chaque|le|les|et)\\s+${day}s?\\b`).test(folded));
  const nth = new RegExp(
    `\\b(?:le|chaque)\\s+(premier|1er|deuxieme|2e|troisieme|3e|quatrieme|4e)\\s+(${days.join('|')})\\s+(?:du|de chaque)\\s+mois\\b`,
  ).exec(folded);
  if (nth) {
    // "le premier lundi du mois": croner's nth weekday of the month.
    const index = days.indexOf(nth[2]!);
    const n = ordinals[nth[1]!]!;
    dow = `${index}#${n}`;
    whenDays = `le ${n === 1 ? 'premier' : `${n}e`} ${nth[2]} de chaque mois`;
  } else if (/\b(en semaine|jours? ouvres?|du lundi au vendredi)\b/.test(folded)) {
    dow = '1-5';
    whenDays = 'du lundi au vendredi';
  } else if (named.length && /\b(tous les|toutes les|chaque|les)\b/.test(folded)) {
    dow = named.map(({ index }) => index).join(',');
    whenDays = `chaque ${named.map(({ day }) => day).join(' et ')}`;
  } else if (/\b(toutes les heures|chaque heure)\b/.test(folded)) {
    // Every hour of the working day, Monday to Friday: a skill on the hour all night helps nobody.
    dow = '1-5';
    hourField = '8-19';
    whenDays = 'toutes les heures de 8 h à 19 h, du lundi au vendredi';
  } else if (/\b(tous les jours|chaque jour|quotidien(ne)?(ment)?|chaque (matin|soir))\b/.test(folded)) {
    dow = '*';
    whenDays = 'chaque jour';
  } else if (/\b(toutes les semaines|chaque semaine|hebdomadaire(ment)?)\b/.test(folded)) {
    dow = '1';
    whenDays = 'chaque lundi';
  } else if (/\b(tous les mois|chaque mois|mensuel(le)?(ment)?|de chaque mois|du mois)\b/.test(folded)) {
    const day = /\ble (\d{1,2})(?:er)?\b/.exec(folded);
    dom = String(Math.min(28, Math.max(1, Number(day?.[1] ?? 1))));
    dow = '*';
    whenDays = `le ${dom === '1' ? '1er' : dom} de chaque mois`;
  }
  if (dow === null) return null;
  const { minutes, said } = hourOf(folded, text, now);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  // The instruction: the sentence without the time said, then without the recurrence.
  // "chaque matin à 8h30", "du lundi au vendredi à 7h45": the word before the time goes with it.
  let instruction = said
    ? text.replace(
        new RegExp(
          `(?:\\b(?:chaque|tous les|toutes les|du|les?)\\s+)?${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
          'i',
        ),
        ' ',
      )
    : text;
  for (const words of scheduleWords)
    instruction = instruction.replace(new RegExp(`\\b${words}\\b`, 'gi'), ' ');
  instruction = instruction
    .replace(/(^|[\s,])(?:à|a|vers|le|au)\s*(?=[,.;:]|$)/gi, '$1')
    .replace(/^\s*(?:à|a|vers)\s+/i, '')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;:-]+|[\s,.;:-]+$/g, '');
  instruction = instruction ? instruction.charAt(0).toUpperCase() + instruction.slice(1) : 'Faire le point';
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return {
    cron: hourField ? `${minute} ${hourField} * * ${dow}` : `${minute} ${hour} ${dom} * ${dow}`,
    when: hourField ? whenDays : `${whenDays} à ${time}`,
    instruction,
    destination: /\b(e-?mail|mail|courriel)\b/.test(folded) ? 'email' : 'chat',
  };
}
