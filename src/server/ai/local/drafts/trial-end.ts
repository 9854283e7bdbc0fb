// A trial the user follows up (« leur essai de notre logiciel se termine vendredi, on leur offre 10 %
// s'ils signent avant »): what is followed up, when it ends, and what the user offers, said to the reader.
import { fold } from '../french.ts';
import { asWe, proposedDaysNamed } from './letters.ts';

export interface TrialEnd {
  /** « votre essai de notre logiciel de caisse »: what the letter follows up. */
  followed: string;
  /** « qui se termine vendredi 27 novembre »: when it ends, said to the reader. */
  ends: string;
  /** The user's other clauses (« nous vous offrons 10 % si vous signez avant la fin de l’essai »). */
  said: string[];
}

const trial =
  /\b(?:leur|son|sa|votre|ton|l['’]|la)\s*(essai(?:\s+gratuit)?|p[ée]riode d['’]essai|test|d[ée]mo(?:nstration)?)(\s+(?:de|du|des|d['’])\s*[^,;.:!?]+?)?\s+(se termine|finit|s['’]ach[èe]ve|prend fin|expire|arrive à (?:son )?terme|s['’]arr[êe]te)\s+([^,;.!?]+?)(?=\s*(?:[,;.!?]|\bet\b|$))/iu;

// « signent », « prennent », « sont »: the plural of the reader's verb, said to them.
const pluralToVous: Record<string, string> = {
  sont: 'êtes',
  ont: 'avez',
  font: 'faites',
  vont: 'allez',
  peuvent: 'pouvez',
  veulent: 'voulez',
  doivent: 'devez',
};

function pluralSaid(verb: string): string {
  const lower = verb.toLowerCase();
  return pluralToVous[fold(lower)] ?? lower.replace(/nnent$/, 'nez').replace(/ent$/, 'ez');
}

/** « on leur offre 10 % s'ils signent avant » → « nous vous offrons 10 % si vous signez avant ». */
export function offerToReader(clause: string): string {
  return asWe(clause.replace(/\b(on|nous)\s+leur\s/giu, '$1 vous '), 'vous')
    .replace(
      /\b(?:s['’]ils|si ils|si elles)\s+(ne\s+|n['’])?(\p{L}+)/giu,
      (_all, not: string | undefined, verb: string) => {
        const said = pluralSaid(verb);
        return `si vous ${not ? (/^[aeiouyéèêh]/i.test(said) ? 'n’' : 'ne ') : ''}${said}`;
      },
    )
    .replace(/\b(?:s['’]il|si elle)\s+(\p{L}+)(?=\s)/giu, (all, verb: string) =>
      /e$/.test(verb) ? `si vous ${verb}z` : all,
    );
}

/** The trial a follow-up is about, or null when the request speaks of none. */
export function trialEndOf(command: string, now: Date): TrialEnd | null {
  const match = trial.exec(command);
  if (!match?.[1] || !match[4]) return null;
  const what = match[1].replace(/^p[ée]riode/i, 'période').replace(/^d[ée]mo$/i, 'démo');
  const of = (match[2] ?? '').trim();
  const followed = `votre ${what}${of ? ` ${of.replace(/\b(?:leur|son|sa)\b/giu, 'votre')}` : ''}`;
  const ends = `qui ${match[3]?.toLowerCase()} ${proposedDaysNamed(match[4].trim(), now)}`;
  // What else the sentence says: « on leur offre 10 % s'ils signent avant ».
  const rest = `${command.slice(0, match.index)} ${command.slice(match.index + match[0].length)}`
    .split(/(?<=[.!?])\s+|[,;]\s+|\s+et\s+(?=on\b|nous\b)/u)
    .map((part) =>
      part
        .replace(/^[^:]*:\s*/, '')
        .replace(/[.!?\s]+$/, '')
        .trim(),
    )
    .filter((part) => /^(?:on|nous|je|j['’])\s/i.test(part));
  const said = rest.map((part) => {
    const endOf = /^test/.test(what) ? 'du test' : /^démo/.test(what) ? 'de la démo' : 'de l’essai';
    const toReader = offerToReader(part).replace(/\s+avant$/u, ` avant la fin ${endOf}`);
    return `${toReader.charAt(0).toUpperCase()}${toReader.slice(1)}.`;
  });
  return { followed, ends, said };
}

/** Whether a word of the request is the trial's day, already said in the opening. */
export const endsOn = (trialEnd: TrialEnd, said: string) => fold(trialEnd.ends).includes(fold(said));
