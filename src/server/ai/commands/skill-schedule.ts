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

function hourOf(folded: string, text: string, now: Date): { minutes: number; said: string | null } {
  for (const mention of findDates(text, now)) {
    if (mention.minutes !== null) return { minutes: mention.minutes, said: mention.text };
  }
  if (/\b(soir|soiree)\b/.test(folded)) return { minutes: 18 * 60, said: null };
  if (/\bmidi\b/.test(folded)) return { minutes: 12 * 60, said: null };
  return { minutes: (/\bmatin\b/.test(folded) ? 8 : 9) * 60, said: null };
}

/** The schedule said in `text`, or null when no recurrence is said ("tous les…", "chaque…"). */
export function readSkillSchedule(text: string, now: Date): SkillSchedule | null {
  const folded = fold(text);
  let dow: string | null = null;
  let dom = '*';
  let whenDays = '';
  const named = days
    .map((day, index) => ({ day, index }))
    .filter(({ day }) => new RegExp(`\\b(tous les|chaque|le|les|et)\\s+${day}s?\\b`).test(folded));
  if (/\b(en semaine|jours ouvres|du lundi au vendredi)\b/.test(folded)) {
    dow = '1-5';
    whenDays = 'du lundi au vendredi';
  } else if (named.length && /\b(tous les|chaque|les)\b/.test(folded)) {
    dow = named.map(({ index }) => index).join(',');
    whenDays = `chaque ${named.map(({ day }) => day).join(' et ')}`;
  } else if (/\b(tous les jours|chaque jour|quotidien(ne)?ment|chaque (matin|soir))\b/.test(folded)) {
    dow = '*';
    whenDays = 'chaque jour';
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
  // The instruction: the sentence without the recurrence and the time.
  const dayWords = `(?:${days.join('|')})s?`;
  let instruction = text
    .replace(
      new RegExp(
        `\\b(?:tous les|toutes les|chaque|les|le)\\s+${dayWords}(?:\\s*(?:,|et)\\s*${dayWords})*`,
        'gi',
      ),
      ' ',
    )
    .replace(/\ble \d{1,2}(?:er)? de chaque mois\b/gi, ' ')
    .replace(
      /\b(?:tous les jours|tous les mois|chaque (?:jour|matin|soir|mois)|en semaine|du lundi au vendredi|de chaque mois)\b/gi,
      ' ',
    );
  if (said) instruction = instruction.replace(said, ' ');
  instruction = instruction.replace(/\s{2,}/g, ' ').replace(/^[\s,.;:-]+|[\s,.;:-]+$/g, '');
  instruction = instruction ? instruction.charAt(0).toUpperCase() + instruction.slice(1) : 'Faire le point';
  return {
    cron: `${minute} ${hour} ${dom} * ${dow}`,
    when: `${whenDays} à ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
    instruction,
    destination: /\b(e-?mail|mail|courriel)\b/.test(folded) ? 'email' : 'chat',
  };
}
